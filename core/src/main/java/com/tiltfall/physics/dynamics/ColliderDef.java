package com.tiltfall.physics.dynamics;

import com.tiltfall.physics.collision.Shape;

/**
 * What {@link World#createCollider(int, ColliderDef)} attaches to a body: a shape in body-local coordinates and its
 * material, filter and flags, each with a default. The world keeps the shape (shapes are immutable) and copies the
 * rest.
 *
 * <pre>
 * world.createCollider(crate, new ColliderDef(Polygon.box(0.5, 0.5)).density(2.0).friction(0.8));
 * </pre>
 */
public final class ColliderDef {
    public Shape shape;
    /** kg/m^2 (default 1); 0 for a massless collider. Static and kinematic bodies ignore it. */
    public double density = 1.0;
    /**
     * Static and dynamic friction coefficients (default 0.6 both): a contact sticks while the tangential impulse stays
     * within static * normal impulse, and slides with dynamic * normal impulse beyond (article 003's rule; the pair's
     * coefficient is sqrt(muA^2 + muB^2)).
     */
    public double staticFriction = 0.6, dynamicFriction = 0.6;
    /** Restitution in [0, 1] (default 0); a pair bounces with the smaller of its two. */
    public double restitution;
    /**
     * Surface speed, m/s (default 0): the collider's surface moves clockwise round its shape at this speed, as a
     * conveyor belt's loop (on a top face: to the right), without the body moving; friction carries what rests on it
     * (Box2D v3's tangentSpeed).
     */
    public double surfaceSpeed;
    /** A sensor reports overlaps (begin / end events) but never pushes, and has no mass. */
    public boolean sensor;
    /** Collision filter: a pair collides iff (catA &amp; maskB) != 0 and (catB &amp; maskA) != 0. Default 1 / all. */
    public int category = 1, mask = -1;
    /** Ask for {@link ContactListener#preSolve} calls on this collider's contacts (one-way platforms). */
    public boolean preSolve;
    /**
     * A collider of a static body does not look for pairs itself: the moving colliders find it (Box2D's default).
     * True puts its proxy in the broad phase's move buffer once, so that it finds its pairs at the next step (Box2D
     * v3's invokeContactCreation). This changes the order in which contacts are created (not whether), hence the
     * rounding of the simulation: the game sets it to keep its recorded replays valid.
     */
    public boolean invokeContactCreation;

    public Object userData;

    public ColliderDef() {}

    public ColliderDef(Shape shape) {
        this.shape = shape;
    }

    public ColliderDef shape(Shape s) {
        shape = s;
        return this;
    }

    public ColliderDef density(double d) {
        density = d;
        return this;
    }

    /** Sets both the static and the dynamic coefficient. */
    public ColliderDef friction(double mu) {
        staticFriction = mu;
        dynamicFriction = mu;
        return this;
    }

    public ColliderDef friction(double staticMu, double dynamicMu) {
        staticFriction = staticMu;
        dynamicFriction = dynamicMu;
        return this;
    }

    public ColliderDef restitution(double e) {
        restitution = e;
        return this;
    }

    public ColliderDef surfaceSpeed(double v) {
        surfaceSpeed = v;
        return this;
    }

    public ColliderDef sensor(boolean on) {
        sensor = on;
        return this;
    }

    public ColliderDef filter(int category, int mask) {
        this.category = category;
        this.mask = mask;
        return this;
    }

    public ColliderDef preSolve(boolean on) {
        preSolve = on;
        return this;
    }

    public ColliderDef invokeContactCreation(boolean on) {
        invokeContactCreation = on;
        return this;
    }

    public ColliderDef userData(Object o) {
        userData = o;
        return this;
    }
}
