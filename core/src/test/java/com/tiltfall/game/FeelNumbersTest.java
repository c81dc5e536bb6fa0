package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.level.LevelData;
import com.tiltfall.sim.Levels;
import org.junit.jupiter.api.Test;

/**
 * The feel table of docs/player.md, number by number, at several places and speeds: ground acceleration (45 m/s^2:
 * 0.75 m/s per step, 7 m/s after 10 steps = 0.167 s), braking (60 m/s^2: 1 m/s per step, stopped after 7 steps =
 * 0.117 s), turning (90 m/s^2: 1.5 m/s per step), air acceleration (22 m/s^2), ground alignment (a tilt below 26 deg
 * settles without a righting).
 */
class FeelNumbersTest {
    static final double H = 0.45;

    static Sim onFlat(double x) {
        Sim s = new Sim(Sim.flat(-60.0, 60.0, 0.0, x, H + 0.01));
        s.untilGrounded(60);
        s.steps(20);
        return s;
    }

    @Test
    void runAcceleratesAt45BrakesAt60AndTurnsAt90() {
        for (double x : new double[] {-40.0, -5.5, 0.0, 12.25}) {
            Sim s = onFlat(x);
            assertEquals(0.0, s.vx(), 1e-5);
            int steps = 0;
            s.input(1.0, false, false);
            for (int k = 1; k <= 14; k++) {
                s.step();
                assertEquals(Math.min(0.75 * k, 7.0), s.vx(), 1e-5, "x " + x + ", step " + k);
                if (steps == 0 && s.vx() >= 7.0 - 1e-5) steps = k;
            }
            assertEquals(10, steps, "0 -> 7 m/s in 10 steps (0.167 s)");
            s.input(0.0, false, false);
            for (int k = 1; k <= 10; k++) {
                s.step();
                assertEquals(Math.max(7.0 - 1.0 * k, 0.0), s.vx(), 1e-5, "braking, step " + k);
            }
            s.input(1.0, false, false);
            s.steps(12);
            s.input(-1.0, false, false);
            double v = 7.0;
            for (int k = 1; k <= 16; k++) {
                s.step();
                // turning while the speed still points the other way (90 m/s^2: 1.5 / step), then accelerating
                // (45 m/s^2: 0.75 / step) up to -7
                double rate = v > 0.0 ? 1.5 : 0.75;
                v = Math.max(v - rate, -7.0);
                assertEquals(v, s.vx(), 1e-5, "turning, step " + k);
            }
            assertTrue(s.vx() < -6.9, "turned to full speed: " + s.vx());
        }
    }

    @Test
    void airAccelerationIs22AndKeepsAFasterLaunch() {
        for (double y : new double[] {20.0, 35.0}) {
            LevelData l = Sim.flat(-10.0, 10.0, 0.0, 0.0, y);
            Sim s = new Sim(l);
            s.input(1.0, false, false);
            for (int k = 1; k <= 15; k++) {
                s.step();
                assertEquals(Math.min(22.0 / 60.0 * k, 7.0), s.vx(), 1e-9, "y " + y + ", step " + k);
            }
        }
    }

    @Test
    void aSmallTiltSettlesFlatWithoutRighting() {
        for (double tilt : new double[] {-0.42, -0.2, 0.1, 0.3, 0.44}) { // below 0.45 rad (26 deg)
            LevelData l = Sim.flat(-20.0, 20.0, 0.0, 0.0, H * (Math.abs(Math.cos(tilt)) + Math.abs(Math.sin(tilt))));
            l.entities.get(0).angle = tilt;
            Sim s = new Sim(l);
            s.seconds(1.0);
            assertEquals(0.0, Math.IEEEremainder(s.world.playerAngle(), 2 * Math.PI), 0.01, "tilt " + tilt);
            assertEquals(0, s.world.playerState().stats.rightings + s.world.playerState().stats.rolls, "tilt " + tilt);
        }
    }

    @Test
    void groundSnappingFollowsAStepDownOfUpTo35cm() {
        // running right at full speed off a step down of depth d at x = 5: within the snap distance (0.35 m below
        // the feet) the player stays grounded on every step; deeper, it flies
        for (double d : new double[] {0.05, 0.15, 0.25, 0.3, 0.45, 0.7, 1.0}) {
            for (double start : new double[] {-8.0, -3.3}) {
                LevelData l = Levels.empty(60.0, 20.0);
                l.terrain.add(Levels.box(-20.0, -2.0, 5.0, 0.0));
                l.terrain.add(Levels.box(5.0, -2.0, 30.0, -d));
                l.entities.add(Levels.entity("player", start, H + 0.01, 0.0, 0.0));
                Sim s = new Sim(l);
                s.untilGrounded(60);
                s.input(1.0, false, false);
                int airborne = 0;
                for (int i = 0; i < 400 && s.x() < 12.0; i++) {
                    s.step();
                    if (s.x() > 3.0 && !s.grounded()) airborne++;
                }
                String what = "step " + d + " m from x " + start;
                if (d <= 0.3) assertEquals(0, airborne, what + ": snapped down");
                else assertTrue(airborne > 0, what + ": a real drop");
            }
        }
    }
}
