package com.tiltfall.physics.collision;

/** Result of a ray cast: hit point = p1 + fraction (p2 - p1); normal is the unit surface normal facing the ray. */
public final class RayCastOutput {
    public double fraction;
    public double normalX, normalY;
    public double pointX, pointY;

    void set(double fraction, double nx, double ny, double px, double py) {
        this.fraction = fraction;
        this.normalX = nx;
        this.normalY = ny;
        this.pointX = px;
        this.pointY = py;
    }
}
