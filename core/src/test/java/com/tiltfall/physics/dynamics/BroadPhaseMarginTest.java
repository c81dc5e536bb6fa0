package com.tiltfall.physics.dynamics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.physics.collision.Circle;
import com.tiltfall.physics.collision.Manifold;
import com.tiltfall.physics.collision.Polygon;
import com.tiltfall.physics.collision.Shape;
import org.junit.jupiter.api.Test;

/**
 * The broad phase's margin per collider (Box2D v3's rule: an eighth of the shape's extent; here at most 10 cm and at
 * least half the speculative distance) worked out by hand, and what the small margin must not lose: two resting
 * neighbours within the speculative distance of each other have a contact with points, at every gap scanned.
 */
class BroadPhaseMarginTest {
    private static final double DT = 1.0 / 60.0;

    /** The fat box of a body's only collider right after creation (at rest: no look-ahead). */
    private static double[] fatOf(World w, int body) {
        int c = w.bodies.colliderHead[body];
        double[] f = new double[4];
        System.arraycopy(w.colliders.fat, 4 * c, f, 0, 4);
        return f;
    }

    private static void assertMargin(Shape s, double halfW, double halfH, double expected, BodyType type) {
        World w = new World(0, 0);
        double x = 3.25, y = -1.5;
        int b = w.createBody(new BodyDef().type(type).position(x, y));
        w.createCollider(b, new ColliderDef(s));
        double[] f = fatOf(w, b);
        String what = s + " " + type;
        assertEquals(x - halfW - expected, f[0], 1e-12, what);
        assertEquals(y - halfH - expected, f[1], 1e-12, what);
        assertEquals(x + halfW + expected, f[2], 1e-12, what);
        assertEquals(y + halfH + expected, f[3], 1e-12, what);
    }

    @Test
    void marginIsAnEighthOfTheExtentBetweenTheFloorAndTheCap() {
        // the tumbler's 0.25 m box: extent sqrt(0.125^2 + 0.125^2) = 0.1767767, an eighth = 0.0220971
        assertMargin(Polygon.box(0.125, 0.125), 0.125, 0.125, 0.125 * Math.sqrt(2 * 0.125 * 0.125), BodyType.DYNAMIC);
        // a 1 m box: an eighth of 0.7071 = 0.0883883
        assertMargin(Polygon.box(0.5, 0.5), 0.5, 0.5, Math.sqrt(0.5) / 8, BodyType.DYNAMIC);
        // a 4 x 0.2 m plank: extent sqrt(2^2 + 0.1^2) = 2.0025, an eighth is 0.25: capped at 10 cm
        assertMargin(Polygon.box(2.0, 0.1), 2.0, 0.1, 0.1, BodyType.DYNAMIC);
        // a 4 cm box: an eighth of 0.0283 is 3.5 mm, raised to half the speculative distance (0.02 / 2)
        assertMargin(Polygon.box(0.02, 0.02), 0.02, 0.02, 0.01, BodyType.DYNAMIC);
        // a circle of radius 0.2: its local box's half diagonal is 0.2 sqrt 2, an eighth of it 0.0353553
        assertMargin(new Circle(0.2), 0.2, 0.2, 0.2 * Math.sqrt(2) / 8, BodyType.DYNAMIC);
        // kinematic bodies move: same rule; static ones get their tight box
        assertMargin(Polygon.box(0.125, 0.125), 0.125, 0.125, 0.125 * Math.sqrt(2 * 0.125 * 0.125), BodyType.KINEMATIC);
        assertMargin(Polygon.box(0.5, 0.5), 0.5, 0.5, 0.0, BodyType.STATIC);
    }

    /**
     * Two boxes side by side on the ground, a gap g apart (0 to just under the speculative distance, 0.02 m), for box sizes on
     * both sides of the floor: after one step they have a contact with points (a speculative one with separation g at
     * most, or touching), whatever the gap. With a margin m per side their fat boxes overlap while g <= 2 m, and the
     * floor keeps 2 m >= 0.02.
     */
    @Test
    void restingNeighboursWithinTheSpeculativeDistanceKeepTheirContact() {
        double[] halves = {0.02, 0.04, 0.08, 0.125, 0.25, 0.5};
        for (double h : halves) {
            for (int i = 0; i <= 20; i++) {
                // up to just under the speculative distance (at 0.02 itself rounding decides)
                double gap = i < 20 ? 0.001 * i : 0.0199;
                World w = new World(0, -10);
                int ground = w.createBody(new BodyDef().type(BodyType.STATIC).position(0, -1));
                w.createCollider(ground, new ColliderDef(Polygon.box(20, 1)).friction(0.6));
                int a = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(0, h));
                w.createCollider(a, new ColliderDef(Polygon.box(h, h)).friction(0.6));
                int b = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(2 * h + gap, h));
                w.createCollider(b, new ColliderDef(Polygon.box(h, h)).friction(0.6));
                w.step(DT);
                int found = -1;
                for (int k = 0; k < w.getContactIdBound(); k++) {
                    if (!w.isContactAlive(k)) continue;
                    int ba = w.getContactBodyA(k), bb = w.getContactBodyB(k);
                    if ((ba == a && bb == b) || (ba == b && bb == a)) found = k;
                }
                String what = "half " + h + " gap " + gap;
                assertTrue(found >= 0, what + ": no pair");
                assertTrue(w.getContactPointCount(found) > 0, what + ": no points");
                assertTrue(w.getContactManifold(found, new Manifold()).minSeparation() <= gap + 1e-9, what);
            }
        }
    }
}
