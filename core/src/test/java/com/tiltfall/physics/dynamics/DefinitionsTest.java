package com.tiltfall.physics.dynamics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.physics.collision.Circle;
import com.tiltfall.physics.collision.Polygon;
import org.junit.jupiter.api.Test;

/** The definition objects: every field reaches the world, the defaults are the documented ones, ids are reused. */
class DefinitionsTest {
    static final double DT = 1.0 / 60.0;

    @Test
    void bodyDefDefaultsAndFields() {
        World w = new World(0, -10);
        int s = w.createBody(new BodyDef());
        assertSame(BodyType.STATIC, w.getBodyType(s));
        assertEquals(0.0, w.getX(s));
        Object tag = new Object();
        int b = w.createBody(new BodyDef()
                .type(BodyType.DYNAMIC)
                .position(1.0, 2.0)
                .angle(0.5)
                .velocity(3.0, 4.0)
                .angularVelocity(2.0)
                .damping(0.1, 0.2)
                .gravityScale(0.0)
                .bullet(true)
                .sleepAllowed(false)
                .userData(tag));
        assertSame(BodyType.DYNAMIC, w.getBodyType(b));
        assertEquals(1.0, w.getX(b));
        assertEquals(2.0, w.getY(b));
        assertEquals(0.5, w.getAngle(b));
        assertEquals(3.0, w.getVelocityX(b));
        assertEquals(4.0, w.getVelocityY(b));
        assertEquals(2.0, w.getAngularVelocity(b));
        assertTrue(w.isBullet(b));
        assertSame(tag, w.getUserData(b));
        w.createCollider(b, new ColliderDef(Polygon.box(0.5, 0.5)));
        for (int i = 0; i < 600; i++) w.step(DT);
        // no gravity (scale 0), linear damping 0.1: v(10 s) = 5 / (1 + h 0.1)^(600 * 4)
        double expected = 5.0 / Math.pow(1.0 + DT / 4 * 0.1, 2400);
        assertEquals(expected, Math.hypot(w.getVelocityX(b), w.getVelocityY(b)), 1e-9);
        assertTrue(w.isAwake(b), "sleep not allowed");

        int f = w.createBody(
                new BodyDef().type(BodyType.DYNAMIC).fixedRotation(true).angularVelocity(5.0));
        w.createCollider(f, new ColliderDef(Polygon.box(0.5, 0.5)));
        assertTrue(w.isFixedRotation(f));
        assertEquals(0.0, w.getAngularVelocity(f));
        assertEquals(0.0, w.getInertia(f));
    }

    @Test
    void colliderDefDefaultsAndFields() {
        World w = new World(0, -10);
        int b = w.createBody(new BodyDef().type(BodyType.DYNAMIC));
        int c = w.createCollider(b, new ColliderDef(Polygon.box(0.5, 0.5)));
        assertEquals(1.0, w.getMass(b), 1e-12, "density 1 by default");
        Object tag = new Object();
        int sensor = w.createCollider(
                b, new ColliderDef(new Circle(2.0)).density(5.0).sensor(true).userData(tag));
        assertTrue(w.isColliderSensor(sensor));
        assertFalse(w.isColliderSensor(c));
        assertSame(tag, w.getColliderUserData(sensor));
        assertEquals(1.0, w.getMass(b), 1e-12, "a sensor has no mass");

        // friction: static / dynamic per collider, pair value sqrt(a^2 + b^2); filter and restitution
        int g = w.createBody(new BodyDef().position(0, -1));
        w.createCollider(
                g, new ColliderDef(Polygon.box(10, 1)).friction(0.3, 0.1).restitution(0.5));
        int ghost = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(5, 0.5));
        w.createCollider(ghost, new ColliderDef(Polygon.box(0.5, 0.5)).filter(2, ~1));
        for (int i = 0; i < 60; i++) w.step(DT);
        boolean found = false;
        for (int e = w.getFirstContactEdge(b); e != -1; e = w.getNextContactEdge(e)) {
            int k = World.edgeContact(e);
            if (w.getEdgeOtherBody(e) != g) continue;
            found = true;
            assertEquals(Math.sqrt(0.3 * 0.3 + 0.6 * 0.6), w.getContactStaticFriction(k), 1e-12);
        }
        assertTrue(found, "the box rests on the ground");
        assertTrue(w.getY(ghost) < -2.0, "filtered out of the ground: falls through");
    }

    @Test
    void distanceJointDefIsARodAtTheCurrentLengthByDefault() {
        World w = new World(0, -10);
        int top = w.createBody(new BodyDef().position(0, 5));
        int bob = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(1.5, 3));
        w.createCollider(bob, new ColliderDef(new Circle(0.2)));
        int rod = w.createDistanceJoint(new DistanceJointDef(top, bob).anchorB(0, 0.2));
        double length = w.getJointAnchorDistance(rod);
        assertSame(JointType.DISTANCE, w.getJointType(rod));
        for (int i = 0; i < 120; i++) w.step(DT);
        assertEquals(length, w.getJointAnchorDistance(rod), 0.01 * length);

        int ball = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(-1, 4.5));
        w.createCollider(ball, new ColliderDef(new Circle(0.2)));
        int rope = w.createDistanceJoint(new DistanceJointDef(top, ball).rope(3.0));
        for (int i = 0; i < 120; i++) w.step(DT);
        assertTrue(w.getJointAnchorDistance(rope) <= 3.0 * 1.01, "the rope holds its length");
    }

    @Test
    void revoluteJointDefCollideConnectedKeepsTheContacts() {
        for (boolean collide : new boolean[] {false, true}) {
            World w = new World(0, 0);
            int a = w.createBody(new BodyDef().type(BodyType.DYNAMIC));
            int b = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(0.8, 0));
            w.createCollider(a, new ColliderDef(Polygon.box(0.5, 0.5)));
            w.createCollider(b, new ColliderDef(Polygon.box(0.5, 0.5)));
            int j = w.createRevoluteJoint(new RevoluteJointDef(a, b, 0.4, 0).collideConnected(collide));
            assertSame(JointType.REVOLUTE, w.getJointType(j));
            w.step(DT);
            assertEquals(collide ? 1 : 0, w.getContactCount(), "collideConnected " + collide);
        }
    }

    @Test
    void springDefAndIdReuse() {
        World w = new World(0, 0);
        int a = w.createBody(new BodyDef().type(BodyType.DYNAMIC));
        int b = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(2, 0));
        w.createSpring(new SpringDef(a, b).restLength(1.0).stiffness(10.0).damping(0.5));
        w.step(DT);
        assertTrue(w.getVelocityX(a) > 0 && w.getVelocityX(b) < 0, "the stretched spring pulls them together");
        w.destroyBody(a);
        assertFalse(w.isBodyAlive(a));
        assertEquals(1, w.getBodyCount());
        int c = w.createBody(new BodyDef());
        assertEquals(a & IdPool.INDEX_MASK, c & IdPool.INDEX_MASK, "the released slot is used again");
        assertEquals(a + (1 << IdPool.INDEX_BITS), c, "by the slot's next generation (HandleTest)");
        assertEquals(2, w.getBodyCount());
    }
}
