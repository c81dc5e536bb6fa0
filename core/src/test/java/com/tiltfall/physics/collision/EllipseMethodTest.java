package com.tiltfall.physics.collision;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** Article 001's method is the one actually used for shallow contacts; the nearest-point routine is accurate. */
class EllipseMethodTest {

    @Test
    void shallowOverlapsUseTheOsculatingCircles() {
        Random r = new Random(17);
        Collide c = new Collide();
        Manifold m = new Manifold();
        int shallow = 0, osculating = 0;
        for (int k = 0; k < 2000; k++) {
            Ellipse a = new Ellipse(ShapeGen.range(r, 0.5, 1.5), ShapeGen.range(r, 0.5, 1.5));
            Ellipse b = new Ellipse(ShapeGen.range(r, 0.5, 1.5), ShapeGen.range(r, 0.5, 1.5));
            Transform ta = new Transform(0, 0, ShapeGen.range(r, -3, 3));
            double ang = ShapeGen.range(r, -3, 3);
            Transform tb = new Transform(0, 0, ShapeGen.range(r, -3, 3));
            // place B along a random direction just far enough to touch, then push it 0..0.05 back in
            double lo = 0, hi = 6;
            for (int it = 0; it < 40; it++) {
                double mid = 0.5 * (lo + hi);
                tb.setPosition(mid * Math.cos(ang), mid * Math.sin(ang));
                if (c.collide(a, ta, b, tb, 0, m)) {
                    lo = mid;
                } else {
                    hi = mid;
                }
            }
            double d = lo - ShapeGen.range(r, 0.001, 0.05);
            tb.setPosition(d * Math.cos(ang), d * Math.sin(ang));
            assertTrue(c.collide(a, ta, b, tb, 0, m));
            shallow++;
            if (!c.lastEllipseFallback) {
                osculating++;
                assertTrue(c.lastEllipseIterations < Collide.ELLIPSE_MAX_ITERATIONS);
            }
        }
        assertTrue(osculating >= 0.98 * shallow, osculating + " of " + shallow + " used the osculating circles");
    }

    @Test
    void nearestPointIsOnTheEllipseAndAlongTheNormal() {
        Random r = new Random(5);
        EllipseGeom g = new EllipseGeom();
        for (int k = 0; k < 5000; k++) {
            double a = ShapeGen.range(r, 0.3, 2.0), b = ShapeGen.range(r, 0.3, 2.0);
            double qx = ShapeGen.range(r, -4, 4), qy = ShapeGen.range(r, -4, 4);
            if (qx * qx / (a * a) + qy * qy / (b * b) < 1.2) {
                continue; // outside points: the article's domain
            }
            g.nearest(a, b, qx, qy);
            assertEquals(1.0, g.px * g.px / (a * a) + g.py * g.py / (b * b), 1e-4);
            // q - p is parallel to the normal (x/a^2, y/b^2): zero cross product
            double dx = qx - g.px, dy = qy - g.py;
            double len = Math.sqrt(dx * dx + dy * dy);
            assertEquals(0.0, (dx * g.gy - dy * g.gx) / len, 2e-3, "a=" + a + " b=" + b + " q=" + qx + "," + qy);
            // centre of curvature at distance rho from p, on the inner side
            double cx = g.px - g.rho * g.gx, cy = g.py - g.rho * g.gy;
            assertEquals(g.ex, cx, 1e-3 * Math.max(1.0, g.rho));
            assertEquals(g.ey, cy, 1e-3 * Math.max(1.0, g.rho));
        }
    }
}
