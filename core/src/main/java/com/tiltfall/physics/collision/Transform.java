package com.tiltfall.physics.collision;

import com.tiltfall.physics.math.DetMath;

/**
 * A mutable rigid transform: rotation by {@code angle} (radians, counter-clockwise) then translation by (x, y).
 * cos and sin are cached by {@link #set}; never write the public fields directly, use a setter.
 */
public final class Transform {
    public double x, y, angle;
    /** Cached cos(angle) and sin(angle). */
    public double cos = 1.0, sin = 0.0;

    public Transform() {}

    public Transform(double x, double y, double angle) {
        set(x, y, angle);
    }

    public Transform set(double x, double y, double angle) {
        this.x = x;
        this.y = y;
        this.angle = angle;
        this.cos = DetMath.cos(angle);
        this.sin = DetMath.sin(angle);
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
    public Transform setPosition(double x, double y) {
        this.x = x;
        this.y = y;
        return this;
    }

    public Transform setIdentity() {
        return set(0.0, 0.0, 0.0);
    }

    /** World x of the local point (lx, ly). */
    public double toWorldX(double lx, double ly) {
        return cos * lx - sin * ly + x;
    }

    /** World y of the local point (lx, ly). */
    public double toWorldY(double lx, double ly) {
        return sin * lx + cos * ly + y;
    }

    /** World x of the local vector (vx, vy) (rotation only). */
    public double rotateX(double vx, double vy) {
        return cos * vx - sin * vy;
    }

    /** World y of the local vector (vx, vy) (rotation only). */
    public double rotateY(double vx, double vy) {
        return sin * vx + cos * vy;
    }

    /** Local x of the world point (wx, wy). */
    public double toLocalX(double wx, double wy) {
        double dx = wx - x, dy = wy - y;
        return cos * dx + sin * dy;
    }

    /** Local y of the world point (wx, wy). */
    public double toLocalY(double wx, double wy) {
        double dx = wx - x, dy = wy - y;
        return -sin * dx + cos * dy;
    }

    /** Local x of the world vector (vx, vy) (inverse rotation only). */
    public double invRotateX(double vx, double vy) {
        return cos * vx + sin * vy;
    }

    /** Local y of the world vector (vx, vy) (inverse rotation only). */
    public double invRotateY(double vx, double vy) {
        return -sin * vx + cos * vy;
    }

    @Override
    public String toString() {
        return "Transform(" + x + ", " + y + ", " + angle + ")";
    }
}
