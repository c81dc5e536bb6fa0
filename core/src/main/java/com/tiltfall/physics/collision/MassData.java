package com.tiltfall.physics.collision;

/** Mass properties of a shape: mass, centroid in body-local coordinates, and rotational inertia ABOUT THE CENTROID. */
public final class MassData {
    public float mass;
    public float centroidX, centroidY;
    /** Moment of inertia about the centroid (not about the body origin). */
    public float inertia;
    /** Area of the shape (0 for a segment). */
    public float area;

    public MassData set(float mass, float cx, float cy, float inertia, float area) {
        this.mass = mass;
        this.centroidX = cx;
        this.centroidY = cy;
        this.inertia = inertia;
        this.area = area;
        return this;
    }

    /** Inertia about the body origin, by the parallel-axis theorem. */
    public float inertiaAboutOrigin() {
        return inertia + mass * (centroidX * centroidX + centroidY * centroidY);
    }
}
