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

    public RevoluteJointDef() {}

    public RevoluteJointDef(int bodyA, int bodyB, double anchorX, double anchorY) {
        this.bodyA = bodyA;
        this.bodyB = bodyB;
        this.anchorX = anchorX;
        this.anchorY = anchorY;
    }

    public RevoluteJointDef collideConnected(boolean on) {
        collideConnected = on;
        return this;
    }
}
