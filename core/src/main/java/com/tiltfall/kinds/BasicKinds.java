package com.tiltfall.kinds;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.tiltfall.audio.Sfx;
import com.tiltfall.ecs.GameEvents;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.TriggerComponent;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.physics.collision.Circle;
import com.tiltfall.physics.collision.Polygon;
import com.tiltfall.physics.collision.Shape;
import com.tiltfall.physics.dynamics.BodyType;

/** The player spawn, goal, hazard, checkpoint, coin, gem, crate and path kinds. */
public final class BasicKinds {
    private BasicKinds() {}

    public static final double[] GOAL_RGB = {0.35, 0.60, 0.95};
    public static final double[] HAZARD_RGB = {0.85, 0.20, 0.20};
    public static final double[] COIN_RGB = {1.0, 0.85, 0.10};
    public static final double[] GEM_RGB = {0.30, 0.95, 0.90};
    public static final double[] CRATE_RGB = {0.60, 0.40, 0.20};

    /** The spawn point; the world builds the player itself (exactly one per level). */
    public static final class PlayerKind extends EntityType {
        PlayerKind() {
            super(
                    "player",
                    POINT | RECTANGLE | ELLIPSE,
                    false,
                    "**exactly one**: the spawn point (the centre of the player box, which must be clear of solid"
                            + " terrain)");
        }

        @Override
        public Look look() {
            return LOOK;
        }

        static final Look LOOK = Look.hero("hero");

        @Override
        public Cue[] cues() {
            return new Cue[] {
                new Cue(GameEvents.TRICK, Sfx.Effect.TRICK, "TRICK x", Cue.TRICK),
                new Cue(GameEvents.BAD_LANDING, Sfx.Effect.BAD_LANDING, "OUCH - land on your feet", Cue.PLAIN),
                new Cue(GameEvents.DEATH, Sfx.Effect.DEATH, null, Cue.DEATH),
                // these two stand for the DEATH that follows in their step (StepFeedback plays one sound a life)
                new Cue(GameEvents.TIME_UP, Sfx.Effect.TIME_UP, null, Cue.TIME_UP),
                new Cue(GameEvents.HIT, Sfx.Effect.HIT, null, Cue.LIFE_LOST),
                new Cue(GameEvents.RESPAWN_FALLBACK, null, null, Cue.PLAIN) // so is this one's DEATH
            };
        }

        @Override
        public void build(EntityData d, LevelData level, Engine engine) {}
    }

    public static final class GoalKind extends EntityType {
        GoalKind() {
            super(
                    "goal",
                    RECTANGLE,
                    true,
                    "**at least one**: touching it finishes the level. Not an ellipse: the game would use its bounding"
                            + " box, so an ellipse is reported");
        }

        @Override
        public void build(EntityData d, LevelData level, Engine engine) {
            engine.addEntity(Parts.trigger(
                    d.x,
                    d.y,
                    d.angle,
                    Parts.or(d.width, 1.0),
                    Parts.or(d.height, 2.0),
                    TriggerComponent.GOAL,
                    GOAL_RGB,
                    LOOK));
        }

        static final Look LOOK = Look.flagPole("goal_pole", "goal_flag");

        @Override
        public Look look() {
            return LOOK;
        }

        @Override
        public Cue[] cues() {
            return new Cue[] {new Cue(GameEvents.GOAL, Sfx.Effect.GOAL, null, Cue.GOAL)};
        }
    }

    public static final class HazardKind extends EntityType {
        HazardKind() {
            super("hazard", RECTANGLE, true, "spikes, lava: touching it kills");
        }

        @Override
        public void build(EntityData d, LevelData level, Engine engine) {
            engine.addEntity(Parts.trigger(
                    d.x,
                    d.y,
                    d.angle,
                    Parts.or(d.width, 1.0),
                    Parts.or(d.height, 1.0),
                    TriggerComponent.HAZARD,
                    HAZARD_RGB,
                    LOOK));
        }

        static final Look LOOK = Look.tiled("spikes", 0.5f);

        @Override
        public Look look() {
            return LOOK;
        }
    }

    public static final double[] CHECKPOINT_RGB = {0.95, 0.75, 0.25};

    /** Touching it makes it the respawn point for the rest of the level (docs/player.md). */
    public static final class CheckpointKind extends EntityType {
        CheckpointKind() {
            super(
                    "checkpoint",
                    RECTANGLE,
                    true,
                    "touching it, or passing its centre's x anywhere above its base (a jump over it), makes it the"
                            + " respawn point for the rest of the level; the player reappears standing on its base, at"
                            + " its centre: draw the base on the ground, not in it (checked)");
        }

        @Override
        public void build(EntityData d, LevelData level, Engine engine) {
            double w = Parts.or(d.width, RespawnPoints.CHECKPOINT_WIDTH);
            double h = Parts.or(d.height, RespawnPoints.CHECKPOINT_HEIGHT);
            Entity e = Parts.trigger(d.x, d.y, d.angle, w, h, TriggerComponent.CHECKPOINT, CHECKPOINT_RGB, LOOK);
            TriggerComponent t = e.getComponent(TriggerComponent.class);
            t.respawnX = RespawnPoints.x(d);
            t.respawnY = RespawnPoints.y(d);
            t.passX = d.x;
            t.passBase = d.y - h / 2.0;
            t.label = RespawnPoints.label(d);
            engine.addEntity(e);
        }

        static final Look LOOK = Look.switched("checkpoint_off", "checkpoint_on");

        @Override
        public Look look() {
            return LOOK;
        }

        @Override
        public Cue[] cues() {
            return new Cue[] {new Cue(GameEvents.CHECKPOINT, Sfx.Effect.CHECKPOINT, "CHECKPOINT", Cue.PLAIN)};
        }
    }

    /** Coins and gems: round sensors the player collects. */
    static Entity collectible(EntityData d, int kind, double defaultRadius, double[] outline, double[] rgb, Look look) {
        double r = Math.max(d.width, d.height) > 0.0 ? Math.max(d.width, d.height) / 2.0 : defaultRadius;
        Entity e = Parts.body(BodyType.STATIC, d.x, d.y, 0.0, new Shape[] {new Circle(r)}, BodyComponent.CAT_SENSOR);
        Parts.sensor(e);
        TriggerComponent t = new TriggerComponent();
        t.kind = kind;
        e.add(t);
        e.add(Parts.shape(outline != null ? outline : Parts.ellipseOutline(r, r, 10), rgb));
        Parts.look(e, look);
        return e;
    }

    public static final class CoinKind extends EntityType {
        CoinKind() {
            super("coin", POINT | RECTANGLE | ELLIPSE, false, "collectible, worth points (0.3 m radius for a point)");
        }

        @Override
        public void build(EntityData d, LevelData level, Engine engine) {
            engine.addEntity(collectible(d, TriggerComponent.COIN, 0.3, null, COIN_RGB, LOOK));
        }

        /** The coin's art is 32 px across for a 30 px body. */
        static final Look LOOK = Look.spin("coin", "coin_edge", 32f, 30f);

        @Override
        public Look look() {
            return LOOK;
        }

        @Override
        public Cue[] cues() {
            return new Cue[] {new Cue(GameEvents.COIN, Sfx.Effect.COIN, null, Cue.COIN)};
        }
    }

    public static final class GemKind extends EntityType {
        GemKind() {
            super(
                    "gem",
                    POINT | RECTANGLE | ELLIPSE,
                    false,
                    "hidden collectible, counted apart from coins (**three per level**, off the main path: for"
                            + " players who come back)");
        }

        @Override
        public void build(EntityData d, LevelData level, Engine engine) {
            double r = Math.max(d.width, d.height) > 0.0 ? Math.max(d.width, d.height) / 2.0 : 0.3;
            double[] diamond = {0.0, -r, r * 0.8, 0.0, 0.0, r, -r * 0.8, 0.0};
            engine.addEntity(collectible(d, TriggerComponent.GEM, 0.3, diamond, GEM_RGB, LOOK));
        }

        static final Look LOOK = Look.bobPulse("gem", "particle_sparkle", 32f, 30f);

        @Override
        public Look look() {
            return LOOK;
        }

        @Override
        public Cue[] cues() {
            return new Cue[] {new Cue(GameEvents.GEM, Sfx.Effect.GEM, "GEM ", Cue.GEM)};
        }
    }

    public static final class CrateKind extends EntityType {
        static final Prop DENSITY = Prop.real("density", 1.0, 0.0, true, Double.POSITIVE_INFINITY, "kg/m^2");
        static final Prop FRICTION =
                Prop.real("friction", 0.6, 0.0, false, Double.POSITIVE_INFINITY, "friction coefficient");
        static final Prop RESTITUTION = Prop.real("restitution", 0.0, 0.0, false, 1.0, "bounciness");

        CrateKind() {
            super("crate", RECTANGLE, true, "a dynamic box: push it, stand on it", DENSITY, FRICTION, RESTITUTION);
        }

        @Override
        public void build(EntityData d, LevelData level, Engine engine) {
            double hw = Parts.or(d.width, 1.0) / 2.0, hh = Parts.or(d.height, 1.0) / 2.0;
            Entity e = Parts.body(
                    BodyType.DYNAMIC, d.x, d.y, d.angle, new Shape[] {Polygon.box(hw, hh)}, BodyComponent.CAT_CRATE);
            BodyComponent b = e.getComponent(BodyComponent.class);
            b.density = DENSITY.real(d);
            b.friction = FRICTION.real(d);
            b.restitution = RESTITUTION.real(d);
            e.add(Parts.shape(Parts.box(hw, hh), CRATE_RGB));
            Parts.look(e, LOOK);
            engine.addEntity(e);
        }

        static final Look LOOK = Look.box("crate");

        @Override
        public Look look() {
            return LOOK;
        }
    }

    /** A polyline that a platform follows (named, referenced by the platform's {@code path} property). */
    public static final class PathKind extends EntityType {
        PathKind() {
            super(
                    "path",
                    POLYLINE,
                    false,
                    "a route for moving platforms: give it a **name** and set a platform's `path` to that name; not"
                            + " drawn in the game");
        }

        @Override
        public void check(EntityData e, double[] corners, Problems problems) {
            if (e.name.isEmpty()) problems.add("a path needs a name (platforms refer to it by its name)");
        }

        /** Platforms find their path by name: a second path of the same name would be silently ignored. */
        @Override
        public void checkLinks(EntityData e, LevelData level, Problems problems) {
            for (int i = 0; i < level.entities.size; i++) {
                EntityData other = level.entities.get(i);
                if (other == e) return; // reported on the later one only
                if (other.type.equals(name) && other.name.equals(e.name)) {
                    problems.add("two paths are named \"" + e.name + "\" (the other is object " + other.objectId
                            + "); a platform follows the first: give each path its own name");
                    return;
                }
            }
        }

        @Override
        public Look look() {
            return LOOK;
        }

        static final Look LOOK = Look.none("a route for platforms, not drawn");

        @Override
        public void build(EntityData d, LevelData level, Engine engine) {}
    }
}
