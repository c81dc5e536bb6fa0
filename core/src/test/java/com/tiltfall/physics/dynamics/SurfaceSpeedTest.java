package com.tiltfall.physics.dynamics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.physics.collision.Polygon;
import org.junit.jupiter.api.Test;

/**
 * A collider's surface speed (conveyors) against closed forms: a frictionless crate set down on a belt of friction mu
 * (so the pair's coefficient is exactly mu) speeds up at mu g until it moves with the belt, v / (mu g) s after, having
 * slid v^2 / (2 mu g) m meanwhile; then it rides at the belt's speed.
 */
class SurfaceSpeedTest {
    static final double DT = 1.0 / 60.0, G = 10.0;

    /** A 200 m static belt (top at y = 0) of friction mu and speed v, and a 1 m crate of friction 0 resting on it. */
    private static int[] belt(World w, double mu, double v) {
        int belt = w.createBody(new BodyDef().type(BodyType.STATIC).position(0, -0.5));
        w.createCollider(
                belt,
                new ColliderDef(Polygon.box(100.0, 0.5)).density(0).friction(mu).surfaceSpeed(v));
        int crate = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(0, 0.5));
        w.createCollider(
                crate, new ColliderDef(Polygon.box(0.5, 0.5)).density(1.0).friction(0.0));
        return new int[] {belt, crate};
    }

    @Test
    void aCrateReachesTheBeltSpeedAfterVOverMuGHavingSlidVSquaredOver2MuG() {
        for (double mu : new double[] {0.3, 0.8}) {
            for (double v : new double[] {-4.0, 1.5, 6.0}) {
                World w = new World(0, -G);
                int crate = belt(w, mu, v)[1];
                double tReach = Math.abs(v) / (mu * G), slide = v * v / (2.0 * mu * G);
                int reached = -1;
                for (int i = 1; i <= 600; i++) {
                    w.step(DT);
                    double vx = w.getVelocityX(crate);
                    if (i * DT < tReach - 2 * DT) {
                        // meanwhile it gains mu g per second towards the belt's speed
                        assertEquals(Math.signum(v) * mu * G * i * DT, vx, 0.03 * Math.abs(v) + 0.05, "mu " + mu);
                    }
                    if (reached < 0 && Math.abs(vx - v) < 1e-3 * Math.abs(v)) reached = i;
                }
                String what = "mu " + mu + ", v " + v;
                assertTrue(reached > 0, what + ": never reached the belt speed");
                assertEquals(tReach, reached * DT, 2.5 * DT, what);
                // riding along: it moves with the belt and does not tip
                assertEquals(v, w.getVelocityX(crate), 1e-3 * Math.abs(v), what);
                assertEquals(0.0, w.getAngle(crate), 1e-3, what);
                // position: slid v^2/(2 mu g) while the belt ran v t, then rode at v for the rest of the 10 s
                double expectedX = Math.signum(v) * slide + v * (600 * DT - tReach);
                assertEquals(expectedX, w.getX(crate), 0.03 * Math.abs(expectedX) + 0.05, what);
            }
        }
    }

    @Test
    void withoutSurfaceSpeedTheCrateStaysPutAndSpeedCanChangeLater() {
        World w = new World(0, -G);
        int[] bc = belt(w, 0.5, 0.0);
        int crate = bc[1];
        for (int i = 0; i < 60; i++) w.step(DT);
        assertEquals(0.0, w.getX(crate), 1e-9, "a surface speed of 0 is a plain surface");
        int collider = w.getFirstCollider(bc[0]);
        w.setColliderSurfaceSpeed(collider, -2.0);
        assertEquals(-2.0, w.getColliderSurfaceSpeed(collider), 0.0);
        for (int i = 0; i < 120; i++) w.step(DT);
        assertEquals(-2.0, w.getVelocityX(crate), 2e-3, "the changed speed acts on the resting crate");
    }

    @Test
    void theSurfaceRunsClockwiseRoundTheShapeSoABoxUnderneathIsPushedTheOtherWay() {
        // zero gravity: a crate pressed up against the belt's bottom face by a force moves left for v > 0
        World w = new World(0, 0);
        int belt = w.createBody(new BodyDef().type(BodyType.STATIC).position(0, 0.5));
        w.createCollider(
                belt,
                new ColliderDef(Polygon.box(20.0, 0.5)).density(0).friction(1.0).surfaceSpeed(3.0));
        int crate = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(0, -0.5));
        w.createCollider(
                crate, new ColliderDef(Polygon.box(0.5, 0.5)).density(1.0).friction(0.0));
        for (int i = 0; i < 120; i++) {
            w.applyForceToCenter(crate, 0.0, 10.0 * w.getMass(crate));
            w.step(DT);
        }
        assertEquals(-3.0, w.getVelocityX(crate), 1e-2);
    }
}
