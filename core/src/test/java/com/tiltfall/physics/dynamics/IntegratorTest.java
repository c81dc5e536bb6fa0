package com.tiltfall.physics.dynamics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Integrators against closed forms: projectile motion and the energy of a spring-mass oscillator. */
class IntegratorTest {
    static final double G = 10.0;

    private static double[] projectile(Integrator in) {
        World w = new World(0, -G);
        w.setIntegrator(in);
        w.setSubSteps(4);
        int b = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(0, 0));
        w.setMassData(b, 2.0, 0, 0, 1.0);
        w.setLinearVelocity(b, 3.0, 10.0);
        for (int i = 0; i < 120; i++) w.step(1.0 / 60.0); // t = 2 s, 480 sub-steps of h = 1/240
        return new double[] {w.getX(b), w.getY(b), w.getVelocityY(b)};
    }

    @Test
    void rk4ProjectileMatchesClosedFormWithin1mm() {
        double[] s = projectile(Integrator.RK4);
        // closed form: x = vx t = 6, y = vy t - g t^2 / 2 = 20 - 20 = 0, vy = 10 - 20 = -10
        assertEquals(6.0, s[0], 1e-3);
        assertEquals(0.0, s[1], 1e-3);
        assertEquals(-10.0, s[2], 1e-3);
    }

    @Test
    void semiImplicitEulerProjectileLiesBelowClosedFormByGht2() {
        double[] s = projectile(Integrator.SEMI_IMPLICIT_EULER);
        // sum over n sub-steps of h * v_k with v_k = v0 - g h k (k = 1..n): y = v0 t - g h^2 n(n+1)/2 = closed - g h t
        // / 2
        double expectedError = -G * (1.0 / 240.0) * 2.0 / 2.0; // -0.04167 m
        assertEquals(6.0, s[0], 1e-3);
        assertEquals(expectedError, s[1], 0.05 * Math.abs(expectedError));
    }

    @Test
    void explicitEulerProjectileLiesAboveClosedFormByGht2() {
        double[] s = projectile(Integrator.EXPLICIT_EULER);
        // y = v0 t - g h^2 n(n-1)/2 = closed + g h t / 2
        double expectedError = G * (1.0 / 240.0) * 2.0 / 2.0;
        assertEquals(expectedError, s[1], 0.05 * expectedError);
        assertEquals(-10.0, s[2], 1e-3); // velocity is exact for constant acceleration
    }

    /** Mass 1 on a spring of stiffness (2 pi)^2 to a fixed point: 1 Hz, energy E = v^2/2 + k x^2/2 = k/2. */
    private static double energyRatioAfter10s(Integrator in) {
        World w = new World(0, 0);
        w.setIntegrator(in);
        w.setSubSteps(1);
        double k = (4 * Math.PI * Math.PI);
        int anchor = w.createBody(new BodyDef().type(BodyType.STATIC).position(0, 0));
        int b = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(1, 0));
        w.setMassData(b, 1.0, 0, 0, 1.0);
        w.createSpring(new SpringDef(anchor, b).restLength(0.0).stiffness(k));
        for (int i = 0; i < 600; i++) w.step(1.0 / 60.0);
        double x = w.getX(b), y = w.getY(b), vx = w.getVelocityX(b), vy = w.getVelocityY(b);
        double e = 0.5 * (vx * vx + vy * vy) + 0.5 * k * (x * x + y * y);
        return e / (0.5 * k);
    }

    @Test
    void springEnergyDriftOver10sIsFarSmallerWithRk4ThanExplicitEuler() {
        double rk4 = Math.abs(energyRatioAfter10s(Integrator.RK4) - 1);
        double euler = Math.abs(energyRatioAfter10s(Integrator.EXPLICIT_EULER) - 1);
        // explicit Euler multiplies the energy by (1 + (w h)^2) per step: (1 + 0.01097)^600 ~ 700
        assertTrue(euler > 100, "explicit Euler energy drift " + euler);
        // RK4 loses (w h)^6 / 72 per step: ~1e-5 over 600 steps (plus double rounding)
        assertTrue(rk4 < 1e-3, "RK4 energy drift " + rk4);
        assertTrue(euler / rk4 > 1e5, "ratio " + euler / rk4);
    }

    @Test
    void semiImplicitEulerKeepsSpringEnergyBounded() {
        // symplectic: the energy oscillates with relative amplitude ~ w h / 2 = 5 % but does not grow
        double r = energyRatioAfter10s(Integrator.SEMI_IMPLICIT_EULER);
        assertEquals(1.0, r, 0.06);
    }
}
