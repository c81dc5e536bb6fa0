package com.tiltfall.physics.dynamics;

/**
 * A distance joint between an anchor on body A and one on body B (body-local, relative to the body origins) that
 * keeps their distance within [minLength, maxLength]: a rod when they are equal (article 003's fixed-length joint),
 * a rope when minLength is 0. Default: a rod at the anchors' distance when the joint is created.
 *
 * <pre>
 * world.createDistanceJoint(new DistanceJointDef(hook, lamp).anchorB(0, 0.2).rope(3.0));
 * </pre>
 */
public final class DistanceJointDef {
    public int bodyA = -1, bodyB = -1;
    public double localAnchorAX, localAnchorAY, localAnchorBX, localAnchorBY;
    /** Ignored while {@link #lengthFromAnchors} is set. */
    public double minLength, maxLength;
    /** Rod at the anchors' distance at creation (default true; set false by {@link #range}, {@link #rope}, {@link #rod}). */
    public boolean lengthFromAnchors = true;
    /** Whether the joined bodies still collide with each other (default false). */
    public boolean collideConnected;

    public DistanceJointDef() {}

    public DistanceJointDef(int bodyA, int bodyB) {
        this.bodyA = bodyA;
        this.bodyB = bodyB;
    }

    public DistanceJointDef anchorA(double x, double y) {
        localAnchorAX = x;
        localAnchorAY = y;
        return this;
    }

    public DistanceJointDef anchorB(double x, double y) {
        localAnchorBX = x;
        localAnchorBY = y;
        return this;
    }

    /** Distance kept in [min, max] (min is raised to 0, max to min). */
    public DistanceJointDef range(double min, double max) {
        minLength = min;
        maxLength = max;
        lengthFromAnchors = false;
        return this;
    }

    /** Fixed length. */
    public DistanceJointDef rod(double length) {
        return range(length, length);
    }

    /** The anchors may come closer but never further apart than maxLength. */
    public DistanceJointDef rope(double maxLength) {
        return range(0, maxLength);
    }

    public DistanceJointDef collideConnected(boolean on) {
        collideConnected = on;
        return this;
    }
}
