package com.tiltfall.render;

/**
 * Screen shake from "trauma" (0..1): a hit adds trauma, it decays linearly, and the camera is offset by
 * trauma^2 times the largest offset along two incommensurate sines (smooth, no random source). Applied to the drawn
 * camera only; the simulation's camera never moves.
 */
public final class ScreenShake {
    /** Largest offset in metres, trauma lost per second. */
    public static final float MAX_OFFSET = 0.35f, DECAY = 1.6f;

    private float trauma, time;

    public void add(float amount) {
        trauma = Math.min(1f, trauma + amount);
    }

    public void update(float dt) {
        time += dt;
        trauma = Math.max(0f, trauma - DECAY * dt);
    }

    public float trauma() {
        return trauma;
    }

    public float offsetX() {
        return MAX_OFFSET * trauma * trauma * (float) Math.sin(time * 47.0 + 1.3) * 0.8f;
    }

    public float offsetY() {
        return MAX_OFFSET * trauma * trauma * (float) Math.sin(time * 61.0 + 0.4) * 0.8f;
    }
}
