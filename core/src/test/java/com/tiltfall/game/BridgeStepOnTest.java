package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.sim.Levels;
import org.junit.jupiter.api.Test;

/**
 * Walking onto a rope bridge: the first plank hangs from a pin at the bank's edge and, once the bridge sags, its top
 * corner sits about a centimetre above the bank (the plank is pinned at its centre line and tilts down). That is a step
 * far lower than the seam skin (6 cm), which the player climbs without a bump on terrain; on a plank it used to knock
 * a running hero up and back (7 m/s became 1.6-3.2 m/s with vy +2-3 m/s) and tumble it onto the spikes below. Scanned:
 * bridge lengths, plank thickness, run-up and stick deflection.
 */
class BridgeStepOnTest {
    static final double BANK_TOP = 3.0;

    @Test
    void runningOntoABridgeKeepsTheSpeedAndNeverKicksTheHeroUp() {
        StringBuilder bad = new StringBuilder();
        int runs = 0;
        for (double width : new double[] {6.0, 8.0, 10.0, 12.0}) {
            for (double thickness : new double[] {0.15, 0.3}) {
                for (double before : new double[] {1.0, 3.0, 6.0}) {
                    for (double move : new double[] {1.0, 0.6}) {
                        runs++;
                        String r = run(width, thickness, before, move);
                        if (r != null) bad.append("\n  ").append(r);
                    }
                }
            }
        }
        assertTrue(bad.length() == 0, "of " + runs + " runs onto a bridge:" + bad);
    }

    /** Null when the hero stepped on smoothly and crossed; else what went wrong. */
    static String run(double width, double thickness, double before, double move) {
        double left = 20.0, right = left + width;
        LevelData l = Levels.empty(left + width + 30.0, 30.0);
        l.terrain.add(Levels.box(0.0, 0.0, left, BANK_TOP));
        l.terrain.add(Levels.box(right, 0.0, right + 30.0, BANK_TOP));
        l.entities.add(Levels.entity("player", left - before, BANK_TOP + 0.5, 0.0, 0.0));
        EntityData b = Levels.entity("bridge", left + width / 2.0, BANK_TOP - thickness / 2.0, width, thickness);
        b.properties.put("planks", (int) width);
        l.entities.add(b);
        Sim s = new Sim(l);
        s.input(0.0, false, false).steps(90); // the bridge settles into its sag
        double runSpeed = 7.0 * move; // the controller's top speed times the stick (docs/player.md)
        double maxVy = -99.0, minVx = 99.0, maxTilt = 0.0;
        String what = "w " + width + " t " + thickness + " before " + before + " move " + move + ": ";
        for (int i = 0; i < 60 * 8; i++) {
            s.input(move, false, false).step();
            double x = s.x();
            // once at speed: from 0.6 m before the bridge until the hero is well on the first plank
            if (x > left - 0.6 && x < left + 0.8 && before >= 3.0) {
                maxVy = Math.max(maxVy, s.vy());
                minVx = Math.min(minVx, s.vx());
            }
            maxTilt = Math.max(maxTilt, Math.abs(s.world.playerAngle()));
            if (x > right + 0.5 && s.grounded()) {
                if (maxVy > 0.5) return what + "kicked up at the first plank, vy " + maxVy;
                if (minVx < 0.85 * runSpeed) return what + "slowed at the first plank to vx " + minVx;
                if (maxTilt > 0.8) return what + "tumbled, tilt " + maxTilt + " rad";
                return null;
            }
            if (s.y() < BANK_TOP - 2.5) return what + "fell off the bridge at x " + x;
        }
        return what + "did not cross in 8 s (x " + s.x() + ")";
    }
}
