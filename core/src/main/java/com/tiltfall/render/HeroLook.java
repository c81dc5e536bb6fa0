package com.tiltfall.render;

/**
 * The hero's face and body language, animated per frame from what the world reports: squash and stretch (a
 * damped spring on the vertical scale; the width keeps the area), eyes that look the way it moves and blink, and a
 * short expression (happy after a coin, a good landing or the goal; "oops" after a bad landing). Pure state, no
 * drawing: {@link GameRenderer} reads it.
 */
public final class HeroLook {
    /** Seconds an expression lasts; blink length. */
    static final float MOOD_TIME = 0.8f, BLINK_TIME = 0.12f;

    /**
     * The outline never changes by more than this share either way (width and height both within 1 +- 0.15 with
     * the area kept): a squashed hero must not visibly overlap what its body does not touch.
     */
    public static final float MAX_SQUASH = 0.13f;

    private float scaleY = 1f, scaleSpeed;
    private float lookX, lookY;
    private float blinkTimer = 2.2f, blinking;
    private float happy, oops;
    private int seed = 12345;

    /** A jump: stretch tall. */
    public void jumped() {
        scaleY = 1f + MAX_SQUASH;
        scaleSpeed = 0f;
    }

    /** A landing at {@code impact} m/s downwards: squash flat, more for a harder hit. */
    public void landed(float impact) {
        scaleY = 1f - Math.min(MAX_SQUASH, 0.01f * impact);
        scaleSpeed = 0f;
    }

    public void react(boolean good) {
        if (good) {
            happy = MOOD_TIME;
            oops = 0f;
        } else {
            oops = MOOD_TIME;
            happy = 0f;
        }
    }

    /**
     * @param localVx the velocity along the hero's own x axis (body frame), m/s
     * @param localVy along its own y axis
     */
    public void update(float dt, float localVx, float localVy) {
        // a stiff, slightly under-damped spring back to 1
        scaleSpeed += ((1f - scaleY) * 260f - scaleSpeed * 14f) * dt;
        scaleY += scaleSpeed * dt;
        scaleY = Math.max(1f - MAX_SQUASH, Math.min(1f + MAX_SQUASH, scaleY));
        // the eyes follow the motion smoothly (-1..1 in each axis)
        float tx = Math.max(-1f, Math.min(1f, localVx / 6f)), ty = Math.max(-1f, Math.min(1f, localVy / 10f));
        float k = Math.min(1f, dt * 10f);
        lookX += (tx - lookX) * k;
        lookY += (ty - lookY) * k;
        if (blinking > 0f) {
            blinking -= dt;
        } else {
            blinkTimer -= dt;
            if (blinkTimer <= 0f) {
                blinking = BLINK_TIME;
                seed = seed * 1103515245 + 12345;
                blinkTimer = 1.8f + ((seed >>> 8) & 0xFFFF) / 65536f * 3.2f; // 1.8-5 s apart
            }
        }
        happy = Math.max(0f, happy - dt);
        oops = Math.max(0f, oops - dt);
    }

    public float scaleY() {
        return scaleY;
    }

    /** Width scale: keeps the area. */
    public float scaleX() {
        return 1f / scaleY;
    }

    public float lookX() {
        return lookX;
    }

    public float lookY() {
        return lookY;
    }

    public boolean eyesClosed() {
        return blinking > 0f;
    }

    public boolean happy() {
        return happy > 0f;
    }

    public boolean oops() {
        return oops > 0f;
    }
}
