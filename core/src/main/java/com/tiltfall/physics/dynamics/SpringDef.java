package com.tiltfall.physics.dynamics;

/**
 * A force element between an anchor on body A and one on body B (body-local, relative to the body origins): a Hooke
 * spring (stiffness N/m, rest length m) and a damper on the relative velocity along the axis (N s/m), article 003's
 * spring-damper. Either coefficient may be 0 (a pure damper or a pure spring). Forces, not constraints: they enter
 * the integrator ({@link Integrator}) with gravity.
 *
 * <pre>
 * world.createSpring(new SpringDef(anchor, box).anchorB(0.2, 0.1).restLength(1.5).stiffness(40).damping(0.8));
 * </pre>
 */
public final class SpringDef {
    public int bodyA = -1, bodyB = -1;
    public double localAnchorAX, localAnchorAY, localAnchorBX, localAnchorBY;
    public double restLength, stiffness, damping;

    public SpringDef() {}

    public SpringDef(int bodyA, int bodyB) {
        this.bodyA = bodyA;
        this.bodyB = bodyB;
    }

    public SpringDef anchorA(double x, double y) {
        localAnchorAX = x;
        localAnchorAY = y;
        return this;
    }

    public SpringDef anchorB(double x, double y) {
        localAnchorBX = x;
        localAnchorBY = y;
        return this;
    }

    public SpringDef restLength(double l) {
        restLength = l;
        return this;
    }

    public SpringDef stiffness(double ks) {
        stiffness = ks;
        return this;
    }

    public SpringDef damping(double kd) {
        damping = kd;
        return this;
    }
}
