package com.tiltfall.physics.dynamics;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.physics.collision.Manifold;
import org.junit.jupiter.api.Test;

/** Stacking acceptance scenes (sleeping off: the solver alone must hold them). */
class StackingTest {
    static final double DT = 1.0 / 60.0;

    @Test
    void verticalStackOf10BoxesStandsFor10SecondsWithTopDriftUnder1cm() {
        World w = new World(0, -10);
        w.setSleepingEnabled(false);
        Scenes.ground(w, 0);
        int[] boxes = new int[10];
        for (int i = 0; i < 10; i++) boxes[i] = Scenes.box(w, 0, 0.5 + i, 0.5, 0.5, 1.0, 0.6);
        int top = boxes[9];
        double x0 = w.getX(top), y0 = w.getY(top);
        double maxDrift = 0, maxSpeedLate = 0;
        for (int s = 0; s < 600; s++) {
            w.step(DT);
            maxDrift = Math.max(maxDrift, Math.hypot(w.getX(top) - x0, w.getY(top) - y0));
            if (s >= 120) for (int b : boxes) maxSpeedLate = Math.max(maxSpeedLate, Scenes.speed(w, b));
        }
        assertTrue(maxDrift < 0.01, "top box drift " + maxDrift);
        // no jitter: after 2 s every box is (numerically) at rest
        assertTrue(maxSpeedLate < 0.01, "max speed after settling " + maxSpeedLate);
        assertTrue(Math.abs(w.getAngle(top)) < 0.01);
    }

    @Test
    void pyramidWithBase20SettlesAndNoBoxMovesMoreThan1cm() {
        World w = new World(0, -10);
        w.setSleepingEnabled(false);
        Scenes.ground(w, 0);
        int n = 20, count = 0;
        int[] boxes = new int[n * (n + 1) / 2];
        for (int row = 0; row < n; row++) {
            for (int i = 0; i < n - row; i++) {
                double x = (i - (n - row - 1) * 0.5) * 1.0;
                boxes[count++] = Scenes.box(w, x, 0.5 + row, 0.5, 0.5, 1.0, 0.6);
            }
        }
        for (int s = 0; s < 120; s++) w.step(DT); // settle 2 s
        double[] sx = new double[count], sy = new double[count];
        for (int i = 0; i < count; i++) {
            sx[i] = w.getX(boxes[i]);
            sy[i] = w.getY(boxes[i]);
        }
        double worst = 0;
        for (int s = 0; s < 480; s++) {
            w.step(DT);
            for (int i = 0; i < count; i++)
                worst = Math.max(worst, Math.hypot(w.getX(boxes[i]) - sx[i], w.getY(boxes[i]) - sy[i]));
        }
        assertTrue(worst < 0.01, "largest displacement after settling " + worst);
        // and it did not collapse while settling: the top box is within 5 cm of its spawn height
        assertTrue(Math.abs(w.getY(boxes[count - 1]) - (0.5 + n - 1)) < 0.05);
    }

    @Test
    void heavyBoxOnLightBoxAtMassRatio100Holds() {
        World w = new World(0, -10);
        w.setSleepingEnabled(false);
        Scenes.ground(w, 0);
        int light = Scenes.box(w, 0, 0.5, 0.5, 0.5, 1.0, 0.6);
        int heavy = Scenes.box(w, 0, 1.5, 0.5, 0.5, 100.0, 0.6);
        double minHeavyY = Double.MAX_VALUE;
        for (int s = 0; s < 600; s++) {
            w.step(DT);
            minHeavyY = Math.min(minHeavyY, w.getY(heavy));
        }
        // the heavy box never sinks more than 2 cm into the light one, which stays on the ground
        assertTrue(1.5 - minHeavyY < 0.02, "heavy box sank " + (1.5 - minHeavyY));
        assertTrue(Math.abs(w.getY(light) - 0.5) < 0.01, "light box y " + w.getY(light));
        // holds: the heavy box stays on top, within 5 % of the box width of its start (measured: ~2 cm over 10 s)
        assertTrue(Math.abs(w.getX(heavy)) < 0.05, "heavy box x " + w.getX(heavy));
        assertTrue(Math.abs(w.getAngle(light)) < 0.02, "light box angle " + w.getAngle(light));
    }

    @Test
    void boxesSpawnedOverlappingSeparateWithBoundedSpeed() {
        World w = new World(0, -10);
        w.setSleepingEnabled(false);
        Scenes.ground(w, 0);
        int[] boxes = new int[12];
        // 12 unit boxes spawned in a 2 x 2 m region: heavily overlapping
        for (int i = 0; i < 12; i++)
            boxes[i] = Scenes.box(w, (i % 4) * 0.3 - 0.45, 0.6 + (i / 4) * 0.35, 0.5, 0.5, 1.0, 0.6);
        double maxSpeed = 0;
        for (int s = 0; s < 600; s++) {
            w.step(DT);
            for (int b : boxes) maxSpeed = Math.max(maxSpeed, Scenes.speed(w, b));
        }
        // energy bound: push-out is capped at 3 m/s (<= 0.45 m of rise) and the highest box starts 1.8 m up, so no
        // box can fall from more than ~2.3 m: |v| <= sqrt(3^2 + 2 g 2.3) = 7.4 m/s. An explosion would exceed it.
        assertTrue(maxSpeed < 7.4, "max speed " + maxSpeed);
        // after 10 s the pile is at rest and no pair overlaps by more than 2 cm
        double deepest = 0;
        for (int k = 0; k < w.getContactIdBound(); k++) {
            if (!w.isContactAlive(k)) continue;
            deepest = Math.max(deepest, w.getContactManifold(k, new Manifold()).depth());
        }
        assertTrue(deepest < 0.02, "deepest overlap " + deepest);
        for (int b : boxes) assertTrue(Scenes.speed(w, b) < 0.05);
    }
}
