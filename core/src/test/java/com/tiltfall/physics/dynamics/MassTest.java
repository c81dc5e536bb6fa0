package com.tiltfall.physics.dynamics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.tiltfall.physics.collision.Circle;
import com.tiltfall.physics.collision.Ellipse;
import com.tiltfall.physics.collision.Polygon;
import org.junit.jupiter.api.Test;

/** Mass and moment of inertia from shapes and densities, against the textbook formulas. */
class MassTest {
    @Test
    void boxMassAndInertiaAreRhoWHAndMW2PlusH2Over12() {
        World w = new World(0, 0);
        int b = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(0, 0));
        w.createCollider(b, new ColliderDef(Polygon.box(1.0, 0.5)).density(2.0).friction(0));
        double m = 2.0 * 2.0 * 1.0;
        assertEquals(m, w.getMass(b), 1e-5);
        assertEquals(m * (4.0 + 1.0) / 12.0, w.getInertia(b), 1e-5);
    }

    @Test
    void circleAndEllipseInertia() {
        World w = new World(0, 0);
        int c = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(0, 0));
        w.createCollider(c, new ColliderDef(new Circle(0.5)).density(1.0).friction(0));
        double mc = Math.PI * 0.25;
        assertEquals(mc, w.getMass(c), 1e-5);
        assertEquals(mc * 0.25 / 2.0, w.getInertia(c), 1e-5);
        int e = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(0, 0));
        w.createCollider(e, new ColliderDef(new Ellipse(2.0, 1.0)).density(1.0).friction(0));
        double me = Math.PI * 2.0;
        assertEquals(me, w.getMass(e), 1e-3 * me);
        assertEquals(me * (4.0 + 1.0) / 4.0, w.getInertia(e), 2e-3 * me * 5.0 / 4.0);
    }

    @Test
    void twoOffsetBoxesCombineByParallelAxis() {
        World w = new World(0, 0);
        int b = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(3, 4));
        w.createCollider(
                b,
                new ColliderDef(Polygon.box(0.5, 0.5, 1.0, 0.0, 0.0))
                        .density(1.0)
                        .friction(0));
        w.createCollider(
                b,
                new ColliderDef(Polygon.box(0.5, 0.5, 3.0, 0.0, 0.0))
                        .density(1.0)
                        .friction(0));
        // two unit squares centred at x = 1 and x = 3: centre of mass x = 2, I = 2 (1/6 + 1^2)
        assertEquals(2.0, w.getMass(b), 1e-5);
        assertEquals(2.0, w.getLocalCenterX(b), 1e-5);
        assertEquals(5.0, w.getCenterX(b), 1e-5);
        assertEquals(3.0, w.getX(b), 1e-5);
        assertEquals(2.0 * (1.0 / 6.0 + 1.0), w.getInertia(b), 1e-4);
    }

    @Test
    void fixedRotationHasInfiniteInertia() {
        World w = new World(0, 0);
        int b = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(0, 0));
        w.createCollider(b, new ColliderDef(Polygon.box(1.0, 0.5)).density(2.0).friction(0));
        w.setFixedRotation(b, true);
        w.applyAngularImpulse(b, 10.0);
        w.applyLinearImpulse(b, 0, 1.0, 1.0, 0.0);
        w.step(1.0 / 60.0);
        assertEquals(0.0, w.getAngularVelocity(b), 0.0);
        assertEquals(0.0, w.getAngle(b), 0.0);
    }
}
