package com.tiltfall.kinds;

import com.badlogic.ashley.core.Engine;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;

/**
 * A signpost that points out a mechanic the way on needs (docs/levels.md): a picture only, with no body, so the
 * simulation never sees it. Its {@code icon} picks the board's picture.
 */
public final class SignKind extends EntityType {
    /** The icons a sign may show, each drawn as the atlas region {@code sign_} + the name with '-' as '_'. */
    public static final String[] ICONS = {
        "arrow-right", "arrow-left", "arrow-up", "arrow-down", "jump", "spring", "spin", "danger"
    };

    /** A sign drawn as a point (or without a size) is this wide and tall, m; the point is the foot of its post. */
    public static final double WIDTH = 1.0, HEIGHT = 1.25;

    static final Prop ICON = Prop.text("icon", ICONS[0], "what the board shows: " + list());

    private static final double[] RGB = {0.80, 0.60, 0.36};

    /** One look per icon (a look names its art; the sign's entity carries the one for its icon). */
    private static final Look[] LOOKS = new Look[ICONS.length];

    /** All the boards, for the docs and the atlas check; an entity gets one of {@link #LOOKS}. */
    static final Look LOOK;

    static {
        String[] regions = new String[ICONS.length];
        for (int i = 0; i < ICONS.length; i++) {
            regions[i] = region(ICONS[i]);
            LOOKS[i] = Look.picture(regions[i]);
        }
        LOOK = Look.picture(regions);
    }

    SignKind() {
        super(
                "sign",
                POINT | RECTANGLE,
                false,
                "a signpost, scenery only (no body: nothing touches it): put one where the way on needs a mechanic"
                        + " the player may not know. A rectangle is the picture's bounds (draw it standing on the"
                        + " ground); a point is the foot of the post, with a 1 x 1.25 m sign above it",
                ICON);
    }

    /** The atlas region of an icon: {@code sign_arrow_right} for "arrow-right". */
    public static String region(String icon) {
        return "sign_" + icon.replace('-', '_');
    }

    /** The index of an icon in {@link #ICONS}, or -1. */
    public static int icon(String name) {
        for (int i = 0; i < ICONS.length; i++) if (ICONS[i].equals(name)) return i;
        return -1;
    }

    private static String list() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < ICONS.length; i++)
            sb.append(i > 0 ? ", " : "").append('`').append(ICONS[i]).append('`');
        return sb.toString();
    }

    @Override
    public void check(EntityData e, double[] corners, Problems problems) {
        String icon = ICON.text(e);
        if (icon(icon) < 0) problems.add("property \"icon\" is \"" + icon + "\"; a sign shows one of " + list());
    }

    /** The foot of the post should stand on the ground. */
    @Override
    public double[] groundAnchors(EntityData e) {
        return new double[] {e.x, bottom(e)};
    }

    private static double bottom(EntityData e) {
        return e.height > 0.0 ? e.y - e.height / 2.0 : e.y;
    }

    @Override
    public Look look() {
        return LOOK;
    }

    @Override
    public void build(EntityData d, LevelData level, Engine engine) {
        double w = Parts.or(d.width, WIDTH), h = Parts.or(d.height, HEIGHT);
        double cy = bottom(d) + h / 2.0;
        int icon = Math.max(0, icon(ICON.text(d)));
        engine.addEntity(Parts.look(Parts.picture(d.x, cy, 0.0, Parts.box(w / 2.0, h / 2.0), RGB), LOOKS[icon]));
    }
}
