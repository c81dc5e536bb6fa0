package com.tiltfall.physics.collision;

/**
 * A mutable rigid transform: rotation by {@code angle} (radians, counter-clockwise) then translation by (x, y).
 * cos and sin are cached by {@link #set}; never write the public fields directly, use a setter.
 */
public final class Transform {
    public float x, y, angle;
    /** Cached cos(angle) and sin(angle). */
    public float cos = 1f, sin = 0f;

    public Transform() {}

    public Transform(float x, float y, float angle) {
        set(x, y, angle);
    }

    public Transform set(float x, float y, float angle) {
        this.x = x;
        this.y = y;
        this.angle = angle;
        this.cos = (float) Math.cos(angle);
        this.sin = (float) Math.sin(angle);
        return this;
    }

    public Transform set(Transform o) {
        x = o.x;
        y = o.y;
        angle = o.angle;
        cos = o.cos;
        sin = o.sin;
        return this;
    }

    /** Changes the position only; keeps the angle and the cached cos/sin. */
    public Transform setPosition(float x, float y) {
        this.x = x;
        this.y = y;
        return this;
    }

    public Transform setIdentity() {
        return set(0f, 0f, 0f);
    }

    /** World x of the local point (lx, ly). */
    public float toWorldX(float lx, float ly) {
        return cos * lx - sin * ly + x;
    }

    /** World y of the local point (lx, ly). */
    public float toWorldY(float lx, float ly) {
        return sin * lx + cos * ly + y;
    }

    /** World x of the local vector (vx, vy) (rotation only). */
    public float rotateX(float vx, float vy) {
        return cos * vx - sin * vy;
    }

    /** World y of the local vector (vx, vy) (rotation only). */
    public float rotateY(float vx, float vy) {
        return sin * vx + cos * vy;
    }

    /** Local x of the world point (wx, wy). */
    public float toLocalX(float wx, float wy) {
        float dx = wx - x, dy = wy - y;
        return cos * dx + sin * dy;
    }

    /** Local y of the world point (wx, wy). */
    public float toLocalY(float wx, float wy) {
        float dx = wx - x, dy = wy - y;
        return -sin * dx + cos * dy;
    }

    /** Local x of the world vector (vx, vy) (inverse rotation only). */
    public float invRotateX(float vx, float vy) {
        return cos * vx + sin * vy;
    }

    /** Local y of the world vector (vx, vy) (inverse rotation only). */
    public float invRotateY(float vx, float vy) {
        return -sin * vx + cos * vy;
    }

    @Override
    public String toString() {
        return "Transform(" + x + ", " + y + ", " + angle + ")";
    }
}
