package com.tiltfall.physics.dynamics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.physics.collision.Polygon;
import org.junit.jupiter.api.Test;

/**
 * Narrow-phase regressions seen through the public World API (issue 9). The World orders each contact by collider
 * creation, so the collider created first is shape A of the narrow phase: both creation orders are played.
 */
class NarrowPhaseRegressionTest {
    static final double DT = 1.0 / 60.0;

    /**
     * The ground of issue 9: its top is two nearly collinear edges, (-0.65,-0.0002)-(-0.55,0) and (-0.55,0)-(3,-0.0142).
     * A box landing on it fell straight through when the box's collider was created before the ground's (box = A:
     * the box's bottom was the reference face and the short edge the incident edge, clipped away) and rested when
     * created after.
     */
    static final double[] GROUND = {-0.65, -0.0002, -0.55, 0.0, 3.0, -0.0142, 3.0, -1.0, -0.65, -1.0};

    /** Ground height (top surface) at x, on the edge (-0.55, 0) - (3, -0.0142). */
    static double groundTop(double x) {
        return -0.0142 * (x + 0.55) / 3.55;
    }

    /**
     * Drops a 0.5 half-extent box from y = 2 at x and returns its lowest centre height over 4 s while its centre is
     * above the top edge (it may tip off the left end, which is not falling through); asserts it rests on the ground
     * at the end when {@code mustRest}.
     */
    private static double dropBox(double x, boolean boxFirst, boolean mustRest) {
        World w = new World(0, -10);
        int box = -1, ground;
        if (boxFirst) {
            box = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(x, 2.0));
            w.createCollider(
                    box,
                    new ColliderDef(Polygon.box(0.5, 0.5))
                            .density(1.0)
                            .friction(0.6)
                            .restitution(0));
        }
        ground = w.createBody(new BodyDef().type(BodyType.STATIC).position(0, 0));
        w.createCollider(
                ground,
                new ColliderDef(new Polygon(GROUND)).density(0).friction(0.6).restitution(0));
        if (!boxFirst) {
            box = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(x, 2.0));
            w.createCollider(
                    box,
                    new ColliderDef(Polygon.box(0.5, 0.5))
                            .density(1.0)
                            .friction(0.6)
                            .restitution(0));
        }
        double minY = Double.POSITIVE_INFINITY;
        for (int s = 0; s < 240; s++) {
            w.step(DT);
            if (w.getX(box) >= -0.55 && w.getX(box) <= 3.0) minY = Math.min(minY, w.getY(box) - groundTop(w.getX(box)));
        }
        String ctx = "box dropped at x = " + x + (boxFirst ? " (box collider first)" : " (ground collider first)");
        if (mustRest) {
            double top = groundTop(Math.max(-0.55, Math.min(3.0, w.getX(box))));
            assertEquals(top + 0.5, w.getY(box), 0.02, ctx + " ends at y = " + w.getY(box));
        }
        return minY;
    }

    @Test
    void boxDroppedOnNearlyFlatGroundRestsInBothCreationOrders() {
        // 20 drop positions from x = -0.5 (the box overhangs the left end; its centre is still right of the top
        // vertex (-0.55, 0)) to x = 2.8 (it overhangs the right end). Before the fix the box fell through for x in
        // about [-0.04, 0.07] when its collider came first (x = 0.0211 here). A box landing at 5 m/s with its centre
        // less than about 0.1 m inside the end of its support may tip off (the double engine does so from -0.48 and
        // further out: see docs/physics/limits.md), so resting is asserted from x = -0.45 on; never sinking through
        // the ground is asserted everywhere.
        for (int i = 0; i < 20; i++) {
            double x = -0.5 + i * (3.3 / 19.0);
            for (boolean boxFirst : new boolean[] {true, false}) {
                double minY = dropBox(x, boxFirst, x >= -0.45);
                // never sinks more than the contact slop plus one step of landing into the ground
                assertTrue(
                        minY > 0.5 - 0.05,
                        "box dropped at x = " + x + (boxFirst ? " (box first)" : " (ground first)") + " sank to " + minY
                                + " above the ground");
            }
        }
    }
}
