package com.tiltfall.render;

import com.badlogic.gdx.maps.MapProperties;
import com.tiltfall.level.LevelData;

/**
 * The colours the renderer chooses (docs/art.md): the sky, the tints of the parallax layers and the terrain fill
 * per world, and the particle colours. A level belongs to a world through its Tiled map property {@code world}
 * (an integer from 1; missing or out of range means world 1). Sprites carry their own colours from
 * scripts/make-art.py's palette.
 */
public final class Palette {
    private Palette() {}

    /** Worlds that have their own look (and music). */
    public static final int WORLDS = LevelData.WORLDS;

    /**
     * Per world: the flat sky behind everything (the browser and desktop tests look for world 1's). 1 meadow, 2 sunset
     * canyon, 3 ice caves and frozen heights, 4 machine works at night.
     */
    static final float[][] SKY = {
        {0.62f, 0.83f, 0.94f}, {0.98f, 0.78f, 0.58f}, {0.56f, 0.74f, 0.88f}, {0.08f, 0.10f, 0.20f}
    };
    /**
     * Per world: far layer, near layer, clouds, multiplied with the layer pictures ({@link ParallaxLayers}: white and
     * grey shapes, except world 4's skyline, which carries its own colours under a white tint).
     */
    static final float[][] FAR = {{0.55f, 0.70f, 0.86f}, {0.86f, 0.56f, 0.44f}, {0.86f, 0.93f, 1f}, {1f, 1f, 1f}};

    /**
     * Darker than the far layer and the sky (nearer reads darker), at least 1.5:1 from both, and 3:1 from the hero's
     * outline or body ({@code LayerContrastTest}).
     */
    static final float[][] NEAR = {
        {0.22f, 0.36f, 0.33f}, {0.44f, 0.29f, 0.25f}, {0.25f, 0.33f, 0.47f}, {0.23f, 0.35f, 0.42f}
    };
    /** Per world: the clouds' tint; world 4's white, its stars and moon carry their own colours. */
    static final float[][] CLOUDS = {{1f, 1f, 1f}, {1f, 0.92f, 0.86f}, {0.92f, 0.95f, 1f}, {1f, 1f, 1f}};
    /**
     * Per world: the tint of the maps' cloud tiles (levels place world 1's white cloud in every world), or null for
     * none; at night a thin dark-blue cloud instead of a glowing white one.
     */
    static final float[][] DECORATION_CLOUDS = {null, null, null, {0.30f, 0.34f, 0.50f}};

    /** Per world: the terrain fill texture (assets/art/). */
    static final String[] FILL = {"art/dirt.png", "art/stone.png", "art/ice.png", "art/metal.png"};
    /** Per world: the strip along the ground's top edges (grass, dry grass, snow, moss on a steel rim). */
    static final String[] TOP = {"art/grass.png", "art/straw.png", "art/snow.png", "art/moss.png"};

    static final float[] DUST = {0.93f, 0.88f, 0.80f};
    static final float[] GOLD = {1f, 0.87f, 0.35f};
    static final float[] DEATH = {0.96f, 0.55f, 0.18f};
    /** A hit that costs a life without sending the hero back: white-hot stars, and the hero flashes this red. */
    static final float[] HURT = {1f, 0.92f, 0.85f};

    static final float[] HURT_FLASH = {1f, 0.45f, 0.42f};
    static final float[] GEM = {0.55f, 0.95f, 1f};
    static final float[] CHECKPOINT = {0.45f, 0.85f, 0.40f};
    static final float[] STOMP = {0.75f, 0.55f, 0.92f};
    static final float[][] CONFETTI = {{0.95f, 0.3f, 0.3f}, {1f, 0.85f, 0.3f}, {0.4f, 0.85f, 0.4f}, {0.4f, 0.7f, 1f}};

    /** The level's world, 1..{@link #WORLDS}, from the map property "world". */
    public static int world(LevelData level) {
        if (level == null || level.map == null) return 1;
        MapProperties p = level.map.getProperties();
        Object v = p.get("world");
        int w = 1;
        if (v instanceof Integer) w = (Integer) v;
        else if (v instanceof String) {
            try {
                w = Integer.parseInt(((String) v).trim());
            } catch (NumberFormatException e) {
                w = 1;
            }
        }
        return w >= 1 && w <= WORLDS ? w : 1;
    }

    public static float[] sky(int world) {
        return SKY[world - 1];
    }
}
