package com.tiltfall.physics.collision;

/** Mass properties of a shape: mass, centroid in body-local coordinates, and rotational inertia ABOUT THE CENTROID. */
public final class MassData {
    public double mass;
    public double centroidX, centroidY;
    /** Moment of inertia about the centroid (not about the body origin). */
    public double inertia;
    /** Area of the shape (0 for a segment). */
    public double area;

    public MassData set(double mass, double cx, double cy, double inertia, double area) {
        this.mass = mass;
        this.centroidX = cx;
        this.centroidY = cy;
        this.inertia = inertia;
        this.area = area;
        return this;
    }

    /** Inertia about the body origin, by the parallel-axis theorem. */
    public double inertiaAboutOrigin() {
        return inertia + mass * (centroidX * centroidX + centroidY * centroidY);
    }
}
