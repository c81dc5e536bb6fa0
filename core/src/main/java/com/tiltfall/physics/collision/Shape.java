package com.tiltfall.physics.collision;

/** A collision shape in body-local coordinates. Shapes are immutable after construction. */
public abstract class Shape {
    public abstract ShapeType type();

    /** Writes the tight world AABB of this shape under xf into out. No allocation. */
    public abstract void computeAabb(Transform xf, Aabb out);

    /** Mass, body-local centroid and inertia about the centroid for the given density (mass per unit area). */
    public abstract void computeMass(double density, MassData out);

    /**
     * Casts the ray in world space against this shape under xf. Returns true on a hit at a fraction in
     * [0, in.maxFraction]; a ray that starts inside a solid shape reports no hit. No allocation.
     */
    public abstract boolean rayCast(Transform xf, RayCastInput in, RayCastOutput out);

    static void checkFinite(double v, String what) {
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            throw new IllegalArgumentException(what + " must be finite, was " + v);
        }
    }
}
