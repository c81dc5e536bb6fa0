package com.tiltfall.physics.dynamics;

/** Result of {@link World#rayCast}: the closest hit. Reusable; the caller owns it. */
public final class RayHit {
    public boolean hit;
    public int collider = -1;
    public int body = -1;
    /** World hit point. */
    public double x, y;
    /** Unit surface normal at the hit point. */
    public double normalX, normalY;
    /** Fraction along the ray, 0 at the start, 1 at the end. */
    public double fraction;
}
