package com.tiltfall.physics.collision;

/** Result of a ray cast: hit point = p1 + fraction (p2 - p1); normal is the unit surface normal facing the ray. */
public final class RayCastOutput {
    public float fraction;
    public float normalX, normalY;
    public float pointX, pointY;

    void set(float fraction, float nx, float ny, float px, float py) {
        this.fraction = fraction;
        this.normalX = nx;
        this.normalY = ny;
        this.pointX = px;
        this.pointY = py;
    }
}
