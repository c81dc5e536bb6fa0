package com.tiltfall.physics.dynamics;

/**
 * A revolute joint (pin): bodies A and B share the world point ({@link #anchorX}, {@link #anchorY}) as it is when the
 * joint is created, and turn freely about it.
 *
 * <pre>
 * world.createRevoluteJoint(new RevoluteJointDef(chainLink, nextLink, 2.5, 10.0));
 * </pre>
 */
public final class RevoluteJointDef {
    public int bodyA = -1, bodyB = -1;
    /** The pin, in world coordinates at creation. */
    public double anchorX, anchorY;
    /** Whether the joined bodies still collide with each other (default false). */
    public boolean collideConnected;
    /**
     * A motor (off by default): it drives B's angular velocity relative to A's to {@link #motorSpeed} rad/s (counter-
     * clockwise positive) with at most {@link #maxMotorTorque} N m, so a load heavier than that slows or turns it.
     */
    public boolean enableMotor;

    public double motorSpeed, maxMotorTorque;

    public RevoluteJointDef() {}

    public RevoluteJointDef(int bodyA, int bodyB, double anchorX, double anchorY) {
        this.bodyA = bodyA;
        this.bodyB = bodyB;
        this.anchorX = anchorX;
        this.anchorY = anchorY;
    }

    public RevoluteJointDef motor(double speed, double maxTorque) {
        enableMotor = true;
        motorSpeed = speed;
        maxMotorTorque = maxTorque;
        return this;
    }

    public RevoluteJointDef collideConnected(boolean on) {
        collideConnected = on;
        return this;
    }
}
