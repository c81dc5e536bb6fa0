package com.tiltfall.physics.dynamics;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.physics.collision.Polygon;
import org.junit.jupiter.api.Test;

/**
 * Joint stiffness is capped at a quarter of the sub-step rate (issue 23 part 5, as Box2D v3): a stiffer setting cannot
 * make the soft joints overshoot. The chain setting docs/physics/dynamics.md recommends holds a weight 100 times a
 * link's mass: the chain hangs still at its length (20 links of 0.5 m: the weight's centre 10 m + its half height
 * below the pin).
 */
class ChainLoadTest {
    static final double DT = 1.0 / 60.0, L = 0.5;

    /** {lowest y, highest y} of the weight between 2 s and 10 s. */
    static double[] hang(double hertz, double damping, double load) {
        return hang(hertz, damping, load, 4, 2);
    }

    static double[] hang(double hertz, double damping, double load, int subSteps, int jointIterations) {
        World w = new World(0, -10);
        w.setSubSteps(subSteps);
        w.setJointIterations(jointIterations);
        w.setSleepingEnabled(false);
        w.setJointSoftness(hertz, damping);
        int prev = w.createBody(new BodyDef().type(BodyType.STATIC).position(0, 20));
        for (int i = 0; i < 20; i++) {
            int b = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(0, 20 - (i + 0.5) * L));
            w.createCollider(
                    b, new ColliderDef(Polygon.box(0.0625, L / 2)).density(20.0).friction(0.6));
            w.createRevoluteJoint(new RevoluteJointDef(prev, b, 0, 20 - i * L));
            prev = b;
        }
        double linkMass = 20.0 * 0.125 * L, side = 0.5;
        int weight = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(0, 20 - 20 * L - side / 2));
        w.createCollider(
                weight, new ColliderDef(Polygon.box(side / 2, side / 2)).density(load * linkMass / (side * side)));
        w.createRevoluteJoint(new RevoluteJointDef(prev, weight, 0, 20 - 20 * L));
        double lo = Double.MAX_VALUE, hi = -Double.MAX_VALUE;
        for (int s = 0; s < 600; s++) {
            w.step(DT);
            if (s >= 120) {
                lo = Math.min(lo, w.getY(weight));
                hi = Math.max(hi, w.getY(weight));
            }
        }
        return new double[] {lo, hi};
    }

    @Test
    void theRecommendedChainSettingHoldsA100TimesLoadStill() {
        double rest = 20 - 20 * L - 0.25;
        for (double load : new double[] {1, 10, 100}) {
            // docs/physics/dynamics.md: 8 sub-steps (the cap becomes 120 Hz) and joints at 120 Hz, damping ratio 5
            double[] r = hang(120.0, 5.0, load, 8, 2);
            assertTrue(r[1] - r[0] < 0.01, "load " + load + ": the weight moves between y " + r[0] + " and " + r[1]);
            assertTrue(rest - r[0] < 0.01 * 10, "load " + load + ": stretched to y " + r[0] + " (rest " + rest + ")");
        }
    }

    @Test
    void theOldChainSettingNoLongerBouncesAtTheDefaults() {
        // setJointSoftness(240, 1) used to be recommended: uncapped, a 100x load bounced over metres
        double[] r = hang(240.0, 1.0, 100);
        assertTrue(r[1] - r[0] < 0.5, "the weight moves between y " + r[0] + " and " + r[1]);
    }

    @Test
    void aStifferSettingThanTheCapIsTheCap() {
        double[] capped = hang(60.0, 1.0, 100), asked = hang(1000.0, 1.0, 100);
        assertTrue(capped[0] == asked[0] && capped[1] == asked[1], "1000 Hz acts as 60 Hz at 4 sub-steps of 60 Hz");
    }
}
