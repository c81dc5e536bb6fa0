package com.tiltfall.physics.dynamics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.physics.collision.Circle;
import com.tiltfall.physics.collision.Polygon;
import org.junit.jupiter.api.Test;

/** Joints and force elements against closed forms. */
class JointTest {
    static final double DT = 1.0 / 60.0;

    @Test
    void springOscillatesAtAnalyticFrequencyWithin2Percent() {
        World w = new World(0, 0);
        int anchor = w.createBody(new BodyDef().type(BodyType.STATIC).position(0, 0));
        int b = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(0.5, 0));
        w.setMassData(b, 2.0, 0, 0, 1.0);
        double k = 200.0; // w = sqrt(k/m) = 10 rad/s, f = 1.5915 Hz
        w.createSpring(new SpringDef(anchor, b).restLength(0.0).stiffness(k));
        // upward zero crossings of x, linearly interpolated between steps
        double first = -1, last = -1;
        int crossings = 0;
        double prev = w.getX(b);
        for (int i = 1; i <= 600; i++) {
            w.step(DT);
            double x = w.getX(b);
            if (prev < 0 && x >= 0) {
                double t = (i - 1 + prev / (prev - x)) * DT;
                if (first < 0) first = t;
                else crossings++;
                last = t;
            }
            prev = x;
        }
        double measured = crossings / (last - first);
        double analytic = Math.sqrt(k / 2.0) / (2 * Math.PI);
        assertTrue(crossings >= 10);
        assertEquals(analytic, measured, 0.02 * analytic);
    }

    @Test
    void damperDecaysRelativeVelocityExponentiallyAndConservesMomentum() {
        World w = new World(0, 0);
        w.setIntegrator(Integrator.RK4);
        int a = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(0, 0));
        int b = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(1, 0));
        w.setMassData(a, 1.0, 0, 0, 1.0);
        w.setMassData(b, 3.0, 0, 0, 1.0);
        w.setLinearVelocity(a, -2.0, 0);
        w.setLinearVelocity(b, 2.0, 0);
        double kd = 1.5;
        w.createSpring(new SpringDef(a, b).damping(kd));
        for (int i = 0; i < 60; i++) w.step(DT);
        // d(vrel)/dt = -kd (1/ma + 1/mb) vrel  ->  vrel(1 s) = 4 exp(-1.5 * 4/3)
        double expected = 4 * Math.exp(-kd * (1 + 1 / 3.0));
        double vrel = w.getVelocityX(b) - w.getVelocityX(a);
        assertEquals(expected, vrel, 0.005 * expected);
        double p = 1 * w.getVelocityX(a) + 3 * w.getVelocityX(b);
        assertEquals(-2 + 6, p, 1e-4);
    }

    /** A chain of 20 boxes, 0.5 m long, pinned end to end, released horizontally from a static pin. */
    @Test
    void revoluteChainOf20LinksHoldsItsLengthWithin1Percent() {
        World w = new World(0, -10);
        // the chain setting (docs/physics/dynamics.md): at 4 sub-steps joints are capped at 60 Hz, which stretches a
        // swinging chain ~1.6 %
        w.setSubSteps(8);
        w.setJointSoftness(120.0, 5.0);
        double worst = revChain(w);
        assertTrue(worst < 0.01, "relative length error " + worst);
    }

    double revChain(World w) {
        int prev = w.createBody(new BodyDef().type(BodyType.STATIC).position(0, 20));
        int[] links = new int[20];
        double L = 0.5;
        for (int i = 0; i < 20; i++) {
            int b = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position((i + 0.5) * L, 20));
            w.createCollider(
                    b, new ColliderDef(Polygon.box(L / 2, 0.0625)).density(20.0).friction(0.6));
            w.createRevoluteJoint(new RevoluteJointDef(prev, b, i * L, 20));
            links[i] = b;
            prev = b;
        }
        double worst = 0;
        for (int s = 0; s < 600; s++) {
            w.step(DT);
            // path length pin 0 -> pin 1 -> ... -> free end, every point taken on the lower link
            double len = 0;
            double x0 = 0, y0 = 20;
            for (int i = 0; i < 20; i++) {
                double x1 = w.toWorldX(links[i], L / 2, 0), y1 = w.toWorldY(links[i], L / 2, 0);
                len += Math.hypot(x1 - x0, y1 - y0);
                x0 = x1;
                y0 = y1;
            }
            worst = Math.max(worst, Math.abs(len - 20 * L) / (20 * L));
        }
        return worst;
    }

    /** Article 003's fixed-length distance joint: 20 balls joined by rods of 0.5 m, swinging. */
    @Test
    void distanceJointChainOf20LinksHoldsItsLengthWithin1Percent() {
        World w = new World(0, -10);
        w.setSubSteps(8);
        w.setJointSoftness(120.0, 5.0);
        int prev = w.createBody(new BodyDef().type(BodyType.STATIC).position(0, 20));
        int[] balls = new int[20];
        for (int i = 0; i < 20; i++) {
            int b = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position((i + 1) * 0.5, 20));
            w.createCollider(b, new ColliderDef(new Circle(0.1)).density(10.0).friction(0.6));
            w.createDistanceJoint(new DistanceJointDef(prev, b));
            balls[i] = b;
            prev = b;
        }
        double worst = 0;
        for (int s = 0; s < 600; s++) {
            w.step(DT);
            double len = Math.hypot(w.getX(balls[0]), w.getY(balls[0]) - 20);
            for (int i = 1; i < 20; i++)
                len += Math.hypot(w.getX(balls[i]) - w.getX(balls[i - 1]), w.getY(balls[i]) - w.getY(balls[i - 1]));
            worst = Math.max(worst, Math.abs(len - 10) / 10);
        }
        assertTrue(worst < 0.01, "relative length error " + worst);
    }

    @Test
    void ropeStopsAtMaximumLengthButGoesSlack() {
        World w = new World(0, -10);
        int anchor = w.createBody(new BodyDef().type(BodyType.STATIC).position(0, 10));
        int b = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(0, 9));
        w.createCollider(b, new ColliderDef(new Circle(0.2)).density(1.0).friction(0.6));
        w.createDistanceJoint(new DistanceJointDef(anchor, b).rope(3.0));
        double maxLen = 0;
        for (int i = 0; i < 180; i++) {
            w.step(DT);
            maxLen = Math.max(maxLen, 10 - w.getY(b));
        }
        assertTrue(maxLen < 3 * 1.01, "rope stretched to " + maxLen);
        assertEquals(3.0, 10 - w.getY(b), 0.03);
        // thrown upwards, the rope goes slack: the ball comes closer than 3 m to the anchor
        w.setLinearVelocity(b, 0, 6.0);
        w.step(DT);
        w.step(DT);
        w.step(DT);
        assertTrue(10 - w.getY(b) < 2.8);
    }

    @Test
    void revolutePendulumSwingsWithThePhysicalPendulumPeriodWithin2Percent() {
        World w = new World(0, -10);
        int pivot = w.createBody(new BodyDef().type(BodyType.STATIC).position(0, 10));
        double L = 2.0, t = 0.1, th0 = 0.1;
        // a thin box hanging from its top end, released th0 from the vertical
        double c = Math.cos(th0), s = Math.sin(th0);
        int b = w.createBody(new BodyDef()
                .type(BodyType.DYNAMIC)
                .position(s * L / 2, 10 - c * L / 2)
                .angle(th0));
        w.createCollider(
                b, new ColliderDef(Polygon.box(t / 2, L / 2)).density(1.0).friction(0.6));
        w.createRevoluteJoint(new RevoluteJointDef(pivot, b, 0, 10));
        double first = -1, last = -1;
        int n = 0;
        double prev = w.getX(b);
        for (int i = 1; i <= 900; i++) {
            w.step(DT);
            double x = w.getX(b);
            if (prev < 0 && x >= 0) {
                double tt = (i - 1 + prev / (prev - x)) * DT;
                if (first < 0) first = tt;
                else n++;
                last = tt;
            }
            prev = x;
        }
        // T = 2 pi sqrt(I_pivot / (m g d)), I_pivot = m (L^2 + t^2) / 12 + m (L/2)^2, d = L/2; amplitude factor 1 +
        // th0^2/16
        double iOverM = (L * L + t * t) / 12.0 + L * L / 4.0;
        double period = 2 * Math.PI * Math.sqrt(iOverM / (10 * L / 2)) * (1 + th0 * th0 / 16);
        assertTrue(n >= 3);
        assertEquals(period, (last - first) / n, 0.02 * period);
    }
}
