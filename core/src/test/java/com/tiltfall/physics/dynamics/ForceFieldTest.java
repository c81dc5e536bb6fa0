package com.tiltfall.physics.dynamics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;

/** Force fields (fans, wind) against closed forms: inside, a body's acceleration is gravity plus the field's. */
class ForceFieldTest {
    static final double DT = 1.0 / 60.0, G = 10.0;

    @Test
    void insideTheFieldEveryBodyGetsGravityPlusTheFieldsAccelerationWhateverItsMass() {
        for (double density : new double[] {0.5, 4.0}) {
            for (double[] a : new double[][] {{0.0, 15.0}, {4.0, 0.0}, {-3.0, 12.5}}) {
                World w = new World(0, -G);
                w.createForceField(-50, -50, 50, 50, a[0], a[1]);
                int ball = Scenes.ball(w, 0, 0, 0.3, density, 0.0, 0.0);
                int steps = 60;
                for (int i = 0; i < steps; i++) w.step(DT);
                double t = steps * DT;
                String what = "density " + density + ", field " + a[0] + ", " + a[1];
                // semi-implicit Euler in sub-steps of h: v exact for a constant acceleration, x = a t (t + h) / 2
                double h = DT / w.getSubSteps();
                assertEquals(a[0] * t, w.getVelocityX(ball), 1e-9, what);
                assertEquals((a[1] - G) * t, w.getVelocityY(ball), 1e-9, what);
                assertEquals(0.5 * (a[1] - G) * t * (t + h), w.getY(ball), 1e-9, what);
            }
        }
    }

    @Test
    void outsideTheBoxNothingChangesAndAFieldCanBeChangedOrRemoved() {
        World w = new World(0, -G);
        int field = w.createForceField(5, -50, 10, 50, 0, 30);
        int outside = Scenes.ball(w, 0, 0, 0.3, 1.0, 0.0, 0.0);
        int inside = Scenes.ball(w, 7, 0, 0.3, 1.0, 0.0, 0.0);
        for (int i = 0; i < 30; i++) w.step(DT);
        assertEquals(-G * 0.5, w.getVelocityY(outside), 1e-9);
        assertEquals((30 - G) * 0.5, w.getVelocityY(inside), 1e-9);
        w.setForceFieldAcceleration(field, 0, G); // holds it against gravity: it keeps its speed
        double vy = w.getVelocityY(inside);
        for (int i = 0; i < 30; i++) w.step(DT);
        assertEquals(vy, w.getVelocityY(inside), 1e-9);
        w.destroyForceField(field);
        assertFalse(w.isForceFieldAlive(field));
        w.destroyForceField(field); // twice is harmless
        for (int i = 0; i < 30; i++) w.step(DT);
        assertEquals(vy - G * 0.5, w.getVelocityY(inside), 1e-9);
    }

    @Test
    void aFieldWakesASleepingBodyInIt() {
        World w = new World(0, -G);
        Scenes.ground(w, 0);
        int crate = Scenes.box(w, 0, 0.5, 0.5, 0.5, 1.0, 0.6);
        for (int i = 0; i < 240; i++) w.step(DT);
        assertFalse(w.isAwake(crate), "asleep on the ground");
        w.createForceField(-1, 0, 1, 5, 0, 2 * G);
        for (int i = 0; i < 30; i++) w.step(DT);
        assertEquals(G * 0.5, w.getVelocityY(crate), 0.2, "lifted at g");
    }
}
