package com.tiltfall.physics.dynamics;

/**
 * What {@link World#createBody(BodyDef)} builds: every field has a default, so a caller sets only what differs.
 * The world copies the values; a definition may be reused and changed between calls.
 *
 * <pre>
 * int crate = world.createBody(new BodyDef().type(BodyType.DYNAMIC).position(2.0, 5.0).angle(0.3));
 * </pre>
 */
public final class BodyDef {
    /** Default {@link BodyType#STATIC}, as Box2D's. */
    public BodyType type = BodyType.STATIC;
    /** Body origin (the point the shapes are defined around), m, and angle, rad. */
    public double x, y, angle;
    /** Initial linear velocity (m/s) and angular velocity (rad/s); ignored for static bodies. */
    public double velocityX, velocityY, angularVelocity;
    /** Velocity damping, 1/s (default 0). */
    public double linearDamping, angularDamping;
    /** Multiplies the world's gravity for this body (default 1). */
    public double gravityScale = 1.0;
    /** Never turns (infinite inertia): the player capsule. */
    public boolean fixedRotation;
    /** Swept against dynamic bodies too when it moves fast (continuous collision; default false). */
    public boolean bullet;
    /** May fall asleep when at rest (default true). */
    public boolean sleepAllowed = true;

    public Object userData;

    public BodyDef type(BodyType type) {
        this.type = type;
        return this;
    }

    public BodyDef position(double x, double y) {
        this.x = x;
        this.y = y;
        return this;
    }

    public BodyDef angle(double angle) {
        this.angle = angle;
        return this;
    }

    public BodyDef velocity(double vx, double vy) {
        velocityX = vx;
        velocityY = vy;
        return this;
    }

    public BodyDef angularVelocity(double w) {
        angularVelocity = w;
        return this;
    }

    public BodyDef damping(double linear, double angular) {
        linearDamping = linear;
        angularDamping = angular;
        return this;
    }

    public BodyDef gravityScale(double s) {
        gravityScale = s;
        return this;
    }

    public BodyDef fixedRotation(boolean on) {
        fixedRotation = on;
        return this;
    }

    public BodyDef bullet(boolean on) {
        bullet = on;
        return this;
    }

    public BodyDef sleepAllowed(boolean on) {
        sleepAllowed = on;
        return this;
    }

    public BodyDef userData(Object o) {
        userData = o;
        return this;
    }
}
