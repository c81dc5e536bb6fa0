package com.tiltfall.kinds;

import com.badlogic.gdx.utils.Array;

/**
 * Every kind of object the {@code entities} layer may hold, in the order the docs list them. This is the one place a
 * new kind is registered: add an {@link EntityType} subclass and list it in {@link #ALL}.
 */
public final class EntityTypes {
    private EntityTypes() {}

    public static final EntityType PLAYER = new BasicKinds.PlayerKind();
    public static final EntityType GOAL = new BasicKinds.GoalKind();
    public static final EntityType COIN = new BasicKinds.CoinKind();
    public static final EntityType GEM = new BasicKinds.GemKind();
    public static final EntityType CRATE = new BasicKinds.CrateKind();
    public static final EntityType PLATFORM = new PlatformKinds.PlatformKind();
    public static final EntityType PATH = new BasicKinds.PathKind();
    public static final EntityType FALLING_PLATFORM = new PlatformKinds.FallingPlatformKind();
    public static final EntityType HAZARD = new BasicKinds.HazardKind();
    public static final EntityType CHECKPOINT = new BasicKinds.CheckpointKind();
    public static final EntityType WALKER = new EnemyKinds.WalkerKind();
    public static final EntityType ROLLER = new EnemyKinds.RollerKind();
    public static final EntityType BOUNCE_PAD = new JointKinds.BouncePadKind();
    public static final EntityType SWING = new JointKinds.SwingKind();
    public static final EntityType BRIDGE = new JointKinds.BridgeKind();
    public static final EntityType SEESAW = new JointKinds.SeesawKind();
    public static final EntityType CONVEYOR = new SurfaceKinds.ConveyorKind();
    public static final EntityType ICE = new SurfaceKinds.IceKind();

    /** The registry (a new kind is added here and nowhere else). */
    private static EntityType[] ALL = {
        PLAYER,
        GOAL,
        COIN,
        GEM,
        CRATE,
        PLATFORM,
        PATH,
        FALLING_PLATFORM,
        HAZARD,
        CHECKPOINT,
        WALKER,
        ROLLER,
        BOUNCE_PAD,
        SWING,
        BRIDGE,
        SEESAW,
        CONVEYOR,
        ICE
    };

    private static Cue[] cues;

    /**
     * Adds a kind to the registry for as long as a test needs it ({@link #unregister}): the game's kinds are the
     * ones listed above.
     */
    public static void register(EntityType kind) {
        if (byName(kind.name) != null) throw new IllegalArgumentException("a kind named " + kind.name + " exists");
        EntityType[] more = new EntityType[ALL.length + 1];
        System.arraycopy(ALL, 0, more, 0, ALL.length);
        more[ALL.length] = kind;
        ALL = more;
        cues = null;
    }

    public static void unregister(EntityType kind) {
        int n = 0;
        for (EntityType t : ALL) if (t != kind) n++;
        EntityType[] rest = new EntityType[n];
        n = 0;
        for (EntityType t : ALL) if (t != kind) rest[n++] = t;
        ALL = rest;
        cues = null;
    }

    /**
     * The feedback for a {@code GameEvents} constant, from the kind that declares it ({@link EntityType#cues()}), or
     * null when no kind does (a test checks that every event has one).
     *
     * @throws IllegalStateException when two kinds declare the same event
     */
    public static Cue cue(int event) {
        if (cues == null) cues = cueTable();
        return event >= 0 && event < cues.length ? cues[event] : null;
    }

    private static Cue[] cueTable() {
        int size = 0;
        for (EntityType t : ALL) for (Cue c : t.cues()) size = Math.max(size, c.event + 1);
        Cue[] table = new Cue[size];
        String[] owner = new String[size];
        for (EntityType t : ALL) {
            for (Cue c : t.cues()) {
                if (table[c.event] != null)
                    throw new IllegalStateException(
                            "event " + c.event + " has feedback from both " + owner[c.event] + " and " + t.name);
                table[c.event] = c;
                owner[c.event] = t.name;
            }
        }
        return table;
    }

    public static Array<EntityType> all() {
        Array<EntityType> a = new Array<>(ALL.length);
        for (EntityType t : ALL) a.add(t);
        return a;
    }

    /** The kind with this Tiled class name, or null. */
    public static EntityType byName(String name) {
        for (EntityType t : ALL) if (t.name.equals(name)) return t;
        return null;
    }

    /** "player, goal, coin, ..." for messages. */
    public static String names() {
        StringBuilder sb = new StringBuilder();
        for (EntityType t : ALL) sb.append(sb.length() > 0 ? ", " : "").append(t.name);
        return sb.toString();
    }

    /** The looks table of docs/art.md (a test checks that the docs hold exactly this). */
    public static String looksTable() {
        StringBuilder sb = new StringBuilder();
        sb.append("| class | look | atlas regions |\n| --- | --- | --- |\n");
        for (EntityType t : ALL) {
            Look look = t.look();
            sb.append("| `").append(t.name).append("` | ").append(look.doc).append(" | ");
            if (look.regions.length == 0) sb.append("-");
            for (int i = 0; i < look.regions.length; i++) {
                sb.append(i > 0 ? ", " : "").append('`').append(look.regions[i]);
                if (i == 0 && look.frames > 0)
                    sb.append("_0` ... `").append(look.regions[i]).append('_').append(look.frames - 1);
                sb.append('`');
            }
            sb.append(" |\n");
        }
        return sb.toString();
    }

    /** The entities table of docs/levels.md (a test checks that the docs hold exactly this). */
    public static String markdownTable() {
        StringBuilder sb = new StringBuilder();
        sb.append("| class | shape | properties | notes |\n| --- | --- | --- | --- |\n");
        for (EntityType t : ALL) {
            sb.append("| `").append(t.name).append("` | ").append(t.shapeText()).append(" | ");
            if (t.propertyCount() == 0) sb.append("-");
            for (int i = 0; i < t.propertyCount(); i++) {
                Prop p = t.property(i);
                if (i > 0) sb.append("; ");
                sb.append('`').append(p.name).append("` ").append(p.type.tiled);
                String range = p.rangeText();
                if (!range.isEmpty()) sb.append(' ').append(range);
                sb.append(" (").append(p.defaultText()).append("): ").append(p.doc);
            }
            sb.append(" | ").append(t.doc).append(" |\n");
        }
        return sb.toString();
    }
}
