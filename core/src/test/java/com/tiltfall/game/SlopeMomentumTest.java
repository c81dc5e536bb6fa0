package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.ecs.component.PlayerComponent;
import com.tiltfall.level.LevelData;
import com.tiltfall.sim.Levels;
import org.junit.jupiter.api.Test;

/**
 * Momentum on slopes (docs/player.md, "Slopes"): downhill with the direction held builds speed past the run speed up
 * to a cap, uphill costs speed, a tuck is faster still, and the speed carries into jumps. Expected values are worked
 * out from the documented rules: run speed 7 m/s; uphill 7 (1 - 0.6 sin a); downhill the cap 10.5 m/s (1.5 x);
 * tucked 13 m/s; gravity 25 m/s^2.
 */
class SlopeMomentumTest {
    static final double G = 25.0;

    /** A 60 m long slope of {@code degrees} (negative: down to the right) between flats, high above the kill depth. */
    static LevelData hill(double degrees) {
        LevelData l = Levels.empty(200.0, 120.0);
        double base = 40.0, t = Math.tan(Math.toRadians(degrees));
        double top = base + 60.0 * t, low = Math.min(base, top) - 3.0;
        l.terrain.add(Levels.box(-30.0, low, 0.0, base));
        l.terrain.add(Levels.polygon(0.0, low, 60.0, low, 60.0, top, 0.0, base));
        l.terrain.add(Levels.box(60.0, low, 150.0, top));
        l.entities.add(Levels.entity("player", -2.0, base + 0.46, 0.0, 0.0));
        return l;
    }

    /** Runs onto the slope at the flat run speed, then holds (moveX, down) for the given time; the speed then. */
    static double speedAfter(double degrees, double seconds, double moveX, boolean down) {
        Sim s = new Sim(hill(degrees));
        s.untilGrounded(120);
        s.steps(10);
        s.input(1.0, false, false);
        while (s.x() < 0.5) s.step();
        s.input(moveX, false, down).seconds(seconds);
        assertTrue(s.grounded(), degrees + " deg: still on the slope");
        return Math.hypot(s.vx(), s.vy());
    }

    @Test
    void downhillBuildsSpeedPastTheRunSpeedUpToTheCap() {
        PlayerComponent p = new PlayerComponent();
        for (double deg : new double[] {20.0, 30.0, 40.0}) {
            double v2 = speedAfter(-deg, 2.0, 1.0, false);
            // the bar: at least 1.3 x the flat run speed on 30 degrees within 2 s; capped at 1.5 x
            assertEquals(p.tuning.slopeMaxSpeed, v2, 0.05, deg + " deg after 2 s");
        }
        // within the first half second on 30 degrees: the gain is slopeGain * g sin(30) - drag = 0.6 * 12.5 - 2 =
        // 5.5 m/s^2, so 7 + 5.5 * 0.5 = 9.75 m/s (less the steps spent reaching the slope's angle)
        double half = speedAfter(-30.0, 0.5, 1.0, false);
        assertTrue(half >= 1.3 * 7.0 && half <= 9.8, "30 deg after 0.5 s: " + half);
        // a gentle 10 degrees gains a little: 0.6 * 25 sin(10) - 2 = 0.60 m/s^2 -> 7 + 1.2 after 2 s
        double gentle = speedAfter(-10.0, 2.0, 1.0, false);
        assertEquals(7.0 + (0.6 * G * Math.sin(Math.toRadians(10.0)) - 2.0) * 2.0, gentle, 0.3, "10 deg after 2 s");
    }

    @Test
    void uphillCostsSpeedAndFlatIsTheRunSpeed() {
        for (double deg : new double[] {0.0, 10.0, 20.0, 30.0, 40.0}) {
            double v = speedAfter(deg, 2.0, 1.0, false);
            double expected = 7.0 * (1.0 - (deg == 0.0 ? 0.0 : 0.6 * Math.sin(Math.toRadians(deg))));
            assertEquals(expected, v, 0.02 * expected, deg + " deg uphill");
        }
    }

    @Test
    void aTuckDownhillIsFasterThanARun() {
        for (double deg : new double[] {20.0, 30.0, 40.0}) {
            double run = speedAfter(-deg, 1.0, 1.0, false), tuck = speedAfter(-deg, 1.0, 1.0, true);
            assertTrue(tuck > run + 1.0, deg + " deg after 1 s: tuck " + tuck + ", run " + run);
            assertEquals(13.0, speedAfter(-deg, 3.0, 1.0, true), 0.05, deg + " deg: the tuck's cap");
        }
        // on the flat a tuck coasts: drag 0.5 m/s^2 from 7 m/s, 6 m/s after 2 s
        assertEquals(6.0, speedAfter(0.0, 2.0, 1.0, true), 0.05);
    }

    /** Speed from a hill carries into a jump: the flight is longer than from the flat run speed. */
    @Test
    void speedCarriesIntoJumps() {
        double flat = jumpLength(0.0), hill = jumpLength(-30.0);
        // horizontal speed kept through the flight (air control never brakes a faster launch): 10.5 vs 7 m/s,
        // so the same jump flies 1.5 x as far, less the take-off geometry
        assertTrue(hill > 1.35 * flat, "from the hill " + hill + " m, from the flat " + flat + " m");
    }

    /** Runs down (or along) for 2 s, then onto a flat at the slope's foot, jumps there and measures the flight. */
    static double jumpLength(double degrees) {
        LevelData l = Levels.empty(300.0, 120.0);
        double base = 60.0, t = Math.tan(Math.toRadians(degrees));
        double foot = base + 30.0 * t;
        l.terrain.add(Levels.box(-30.0, 0.0, 0.0, base));
        l.terrain.add(Levels.polygon(0.0, 0.0, 30.0, 0.0, 30.0, foot, 0.0, base));
        l.terrain.add(Levels.box(30.0, 0.0, 200.0, foot));
        l.entities.add(Levels.entity("player", -2.0, base + 0.46, 0.0, 0.0));
        Sim s = new Sim(l);
        s.untilGrounded(120);
        s.input(1.0, false, false);
        while (s.x() < 31.0) s.step();
        double x0 = s.x();
        s.input(1.0, true, false).seconds(0.1);
        s.untilGrounded(300);
        return s.x() - x0;
    }
}
