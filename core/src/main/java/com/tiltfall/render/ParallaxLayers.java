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

    /** Metres per repeat of each picture, and its height, m. */
    static final float CLOUDS_LENGTH = 20f, CLOUDS_HEIGHT = 5f;

    static final float FAR_LENGTH = 24f, FAR_HEIGHT = 7f;
    static final float NEAR_LENGTH = 16f, NEAR_HEIGHT = 5f;

    /** In a level: how far each scrolls past as the camera moves (0: fixed to the screen, 1: as the world), lift, m. */
    static final float CLOUDS_FACTOR = 0.1f, CLOUDS_LIFT = 1.5f;

    static final float FAR_FACTOR = 0.25f, FAR_LIFT = 0f;
    static final float NEAR_FACTOR = 0.5f, NEAR_LIFT = -0.5f;

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
}
