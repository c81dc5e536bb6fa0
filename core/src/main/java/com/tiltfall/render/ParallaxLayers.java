package com.tiltfall.render;

import com.badlogic.gdx.graphics.Texture;
import com.badlogic.gdx.graphics.g2d.Batch;

/**
 * The scenery's parallax layers, back to front clouds, far (mountains), near (hills), described once for the two
 * places that draw them: a level ({@link GameRenderer}, scrolling with the camera) and the menus ({@link
 * MenuBackdrop}, drifting on their own), so their files, sizes and placements stay in step. Constants rather than
 * objects: the web build inlines them, so the description costs the size-capped script nothing.
 */
final class ParallaxLayers {
    private ParallaxLayers() {}

    /** World 1's pictures (the menus'); loaded with {@code Textures.repeating(file, false)} (sideways only). */
    static final String CLOUDS = "art/clouds.png", FAR = "art/far.png", NEAR = "art/near.png";

    /**
     * Per world: the far and near pictures (mountains and wooded hills; mesas and cacti; icy peaks and cave walls;
     * a night skyline and factory halls). The clouds are shared, tinted per world ({@link Palette#CLOUDS}).
     */
    static final String[] FAR_ART = {FAR, "art/far-2.png", "art/far-3.png", "art/far-4.png"};

    static final String[] NEAR_ART = {NEAR, "art/near-2.png", "art/near-3.png", "art/near-4.png"};

    /**
     * World 4's sky instead of the clouds (white or grey puffs look wrong at night): stars and a crescent moon in
     * their own colours, hung from the view's top edge and fixed to it upwards (stars are as far as it gets), scrolling
     * sideways at {@link #STARS_FACTOR}.
     */
    static final String STARS = "art/night-sky.png";

    /** The world that has the stars instead of the clouds. */
    static final int STARS_WORLD = 4;

    static final float STARS_LENGTH = 24f, STARS_HEIGHT = 12f, STARS_FACTOR = 0.05f;

    /** The picture behind the layers: the night sky in world {@link #STARS_WORLD}, the clouds by day. */
    static String skyArt(int world) {
        return world == STARS_WORLD ? STARS : CLOUDS;
    }

    /** Metres per repeat of each picture, and its height, m. */
    static final float CLOUDS_LENGTH = 20f, CLOUDS_HEIGHT = 5f;

    static final float FAR_LENGTH = 24f, FAR_HEIGHT = 7f;
    static final float NEAR_LENGTH = 16f, NEAR_HEIGHT = 5f;

    /**
     * In a level: how far each scrolls past as the camera moves (0: fixed to the screen, 1: as the world), and its
     * bottom's height over the view's bottom at the level's start, m.
     */
    static final float CLOUDS_FACTOR = 0.1f, CLOUDS_LIFT = 1.5f;

    static final float FAR_FACTOR = 0.25f;

    /** Per world: the far layer's lift, m; world 4's skyline stands higher, above its factory halls. */
    static final float[] FAR_LIFT = {0f, 0f, 0f, 1.5f};

    static final float NEAR_FACTOR = 0.5f, NEAR_LIFT = 1f;

    /** In a level: the most a layer sinks in the view as the camera climbs, and rises as it drops, m. */
    static final float MAX_SINK = 2f, MAX_RISE = 1f;

    /** Behind the menus: each one's bottom above the screen's, m, and its drift, m/s. */
    static final float CLOUDS_MENU_Y = 3.5f, CLOUDS_DRIFT = 0.15f;

    static final float FAR_MENU_Y = 0.5f, FAR_DRIFT = 0.04f;
    static final float NEAR_MENU_Y = 0f, NEAR_DRIFT = 0.08f;

    /**
     * Draws {@code wide} m of a layer ({@code length} m per repeat, {@code height} m high) from ({@code x}, {@code
     * y}), its picture shifted {@code shift} m to the left, tinted {@code tint} at {@code alpha}.
     */
    static void draw(
            Batch batch,
            Texture t,
            float[] tint,
            float alpha,
            float length,
            float height,
            float x,
            float y,
            float wide,
            float shift) {
        float u = shift / length;
        batch.setColor(tint[0], tint[1], tint[2], alpha);
        batch.draw(t, x, y, wide, height, u, 1f, u + wide / length, 0f);
    }

    /**
     * Draws the picture's bottom row stretched over {@code high} m from ({@code x}, {@code y}), in the colour {@link
     * #draw} left set: the ground a layer stands on, continued below its edge (the pictures repeat only sideways).
     */
    static void drawBottomRow(
            Batch batch, Texture t, float length, float x, float y, float wide, float high, float shift) {
        float u = shift / length;
        batch.draw(t, x, y, wide, high, u, 1f, u + wide / length, 1f);
    }
}
