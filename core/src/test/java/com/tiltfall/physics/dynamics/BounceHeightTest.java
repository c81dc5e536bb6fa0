package com.tiltfall.physics.dynamics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.tiltfall.physics.collision.Circle;
import com.tiltfall.physics.collision.Polygon;
import org.junit.jupiter.api.Test;

/**
 * Restitution from the true approach speed (issue 23 part 4): a ball leaving the ground at e times its impact speed
 * rises to e^2 times the height it fell from (free flight: h = v^2 / 2g), so with e = 0.5 each bounce peaks at 0.25
 * of the one before. Default settings; drop heights and ball sizes scanned.
 */
class BounceHeightTest {
    static final double DT = 1.0 / 60.0;

    /** Peaks of the ball's bottom above the ground: the drop height, then the first three bounces. */
    static double[] peaks(double drop, double r) {
        World w = new World(0, -10);
        w.setSleepingEnabled(false);
        int g = w.createBody(new BodyDef().type(BodyType.STATIC).position(0, -1));
        w.createCollider(g, new ColliderDef(Polygon.box(50, 1)).friction(0).restitution(0.5));
        int b = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(0, r + drop));
        w.createCollider(
                b, new ColliderDef(new Circle(r)).density(1).friction(0).restitution(0.5));
        double[] peaks = new double[4];
        peaks[0] = drop;
        int found = 1;
        boolean rising = false;
        double top = 0;
        for (int s = 0; s < 1200 && found < 4; s++) {
            w.step(DT);
            double vy = w.getVelocityY(b), y = w.getY(b) - r;
            if (vy > 0) {
                rising = true;
                top = Math.max(top, y);
            } else if (rising) {
                top = Math.max(top, y);
                peaks[found++] = top;
                rising = false;
                top = 0;
            }
        }
        return peaks;
    }

    @Test
    void eachBounceAtHalfRestitutionPeaksAtAQuarterOfTheLast() {
        for (double drop : new double[] {4.0, 5.3, 8.0}) {
            for (double r : new double[] {0.1, 0.25, 0.5}) {
                double[] p = peaks(drop, r);
                for (int k = 1; k < 4; k++)
                    assertEquals(
                            0.25,
                            p[k] / p[k - 1],
                            0.02 * 0.25,
                            "drop " + drop + " r " + r + " bounce " + k + " peaks " + java.util.Arrays.toString(p));
            }
        }
    }
}
