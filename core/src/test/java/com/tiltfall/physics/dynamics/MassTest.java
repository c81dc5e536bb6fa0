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
        int b = w.createBody(World.DYNAMIC, 0, 0, 0);
        w.createCollider(b, Polygon.box(1f, 0.5f), 2f, 0, 0);
        float m = 2f * 2f * 1f;
        assertEquals(m, w.getMass(b), 1e-5f);
        assertEquals(m * (4f + 1f) / 12f, w.getInertia(b), 1e-5f);
    }

    @Test
    void circleAndEllipseInertia() {
        World w = new World(0, 0);
        int c = w.createBody(World.DYNAMIC, 0, 0, 0);
        w.createCollider(c, new Circle(0.5f), 1f, 0, 0);
        float mc = (float) Math.PI * 0.25f;
        assertEquals(mc, w.getMass(c), 1e-5f);
        assertEquals(mc * 0.25f / 2f, w.getInertia(c), 1e-5f);
        int e = w.createBody(World.DYNAMIC, 0, 0, 0);
        w.createCollider(e, new Ellipse(2f, 1f), 1f, 0, 0);
        float me = (float) Math.PI * 2f;
        assertEquals(me, w.getMass(e), 1e-3f * me);
        assertEquals(me * (4f + 1f) / 4f, w.getInertia(e), 2e-3f * me * 5f / 4f);
    }

    @Test
    void twoOffsetBoxesCombineByParallelAxis() {
        World w = new World(0, 0);
        int b = w.createBody(World.DYNAMIC, 3, 4, 0);
        w.createCollider(b, Polygon.box(0.5f, 0.5f, 1f, 0f, 0f), 1f, 0, 0);
        w.createCollider(b, Polygon.box(0.5f, 0.5f, 3f, 0f, 0f), 1f, 0, 0);
        // two unit squares centred at x = 1 and x = 3: centre of mass x = 2, I = 2 (1/6 + 1^2)
        assertEquals(2f, w.getMass(b), 1e-5f);
        assertEquals(2f, w.getLocalCenterX(b), 1e-5f);
        assertEquals(5f, w.getCenterX(b), 1e-5f);
        assertEquals(3f, w.getX(b), 1e-5f);
        assertEquals(2f * (1f / 6f + 1f), w.getInertia(b), 1e-4f);
    }

    @Test
    void fixedRotationHasInfiniteInertia() {
        World w = new World(0, 0);
        int b = w.createBody(World.DYNAMIC, 0, 0, 0);
        w.createCollider(b, Polygon.box(1f, 0.5f), 2f, 0, 0);
        w.setFixedRotation(b, true);
        w.applyAngularImpulse(b, 10f);
        w.applyLinearImpulse(b, 0, 1f, 1f, 0f);
        w.step(1f / 60f);
        assertEquals(0f, w.getAngularVelocity(b), 0f);
        assertEquals(0f, w.getAngle(b), 0f);
    }
}
