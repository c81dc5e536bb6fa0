package com.tiltfall.physics.dynamics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * A revolute joint's motor against closed forms, on a disc pinned at its centre: it spins up at T / I until the motor
 * speed, keeps that speed under any load below its torque, and under a larger load turns at (T - load) / I.
 */
class MotorTest {
    static final double DT = 1.0 / 60.0;

    /** A disc of radius 0.5 pinned at its centre to a static anchor, with a motor; returns {disc, joint}. */
    private static int[] wheel(World w, double speed, double torque) {
        int anchor = w.createBody(new BodyDef().type(BodyType.STATIC).position(0, 0));
        int disc = Scenes.ball(w, 0, 0, 0.5, 2.0, 0.6, 0.0);
        int joint = w.createRevoluteJoint(new RevoluteJointDef(anchor, disc, 0, 0).motor(speed, torque));
        return new int[] {disc, joint};
    }

    @Test
    void itSpinsUpAtTorqueOverInertiaToItsSpeedAndHoldsIt() {
        for (double speed : new double[] {-4.0, 2.0, 6.0}) {
            for (double torque : new double[] {0.5, 2.0}) {
                World w = new World(0, -10);
                int[] dj = wheel(w, speed, torque);
                int disc = dj[0];
                double inertia = w.getInertia(disc), alpha = torque / inertia;
                double reach = Math.abs(speed) / alpha;
                String what = "speed " + speed + ", torque " + torque;
                for (int i = 1; i <= 240; i++) {
                    w.step(DT);
                    double t = i * DT, wz = w.getAngularVelocity(disc);
                    double expected = t < reach ? Math.signum(speed) * alpha * t : speed;
                    assertEquals(expected, wz, alpha * DT + 1e-9, what + " at " + t + " s");
                }
                assertEquals(0.0, w.getX(disc), 1e-6, what + ": on its pin");
                assertEquals(0.0, w.getY(disc), 1e-3, what + ": on its pin");
            }
        }
    }

    @Test
    void underALoadBelowItsTorqueItKeepsItsSpeedAboveItItIsTurnedBack() {
        double speed = 3.0, torque = 2.0;
        for (double load : new double[] {0.5, 1.9, 2.5, 4.0}) {
            World w = new World(0, 0);
            int[] dj = wheel(w, speed, torque);
            int disc = dj[0];
            for (int i = 0; i < 120; i++) w.step(DT); // up to speed
            double w0 = w.getAngularVelocity(disc);
            for (int i = 0; i < 60; i++) {
                w.applyTorque(disc, -load); // a load against the motor
                w.step(DT);
            }
            double inertia = w.getInertia(disc);
            String what = "load " + load;
            if (load < torque) {
                assertEquals(speed, w.getAngularVelocity(disc), 1e-6, what + ": steady at the motor speed");
                assertEquals(load, w.getJointMotorTorque(dj[1]), 1e-6, what + ": the motor gives what the load takes");
            } else {
                assertEquals(w0 - (load - torque) / inertia * 1.0, w.getAngularVelocity(disc), 1e-6, what);
                assertEquals(torque, w.getJointMotorTorque(dj[1]), 1e-9, what + ": stalled at its torque");
            }
        }
    }

    @Test
    void aMotorCanBeSwitchedOff() {
        World w = new World(0, 0);
        int[] dj = wheel(w, 5.0, 3.0);
        for (int i = 0; i < 120; i++) w.step(DT);
        w.setJointMotor(dj[1], false, 0.0, 0.0);
        double w0 = w.getAngularVelocity(dj[0]);
        for (int i = 0; i < 60; i++) w.step(DT);
        assertEquals(w0, w.getAngularVelocity(dj[0]), 1e-9, "it spins on freely");
    }
}
