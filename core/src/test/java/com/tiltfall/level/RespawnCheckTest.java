package com.tiltfall.level;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.utils.Array;
import com.tiltfall.sim.Levels;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The respawn rule of the level checker: the hero's 0.9 m box where the rules put it back (the spawn's centre; a
 * checkpoint's base centre, 1 cm up) must not overlap solid terrain by more than {@link RespawnCheck#TOLERANCE}.
 * Depths are checked against hand geometry: a thick floor (straight up is the shortest way out), a slope (the box's
 * uphill bottom corner, measured along the slope's normal), a circle hill, a ground line (either way out).
 */
class RespawnCheckTest {
    static final double H = 0.45;
    static final String MAP = "levels/broken/respawn-in-ground.tmx";

    @BeforeAll
    static void start() {
        LevelTestSupport.headless();
    }

    static double depth(LevelData level, double x, double y) {
        return new RespawnCheck(level).deepest(x, y);
    }

    @Test
    void aThickFloorIsOverlappedByHowFarTheBoxIsBelowItsTop() {
        LevelData l = Levels.empty(40.0, 12.0);
        l.terrain.add(Levels.box(0.0, 0.0, 40.0, 5.0));
        for (double x : new double[] {4.0, 11.7, 20.0, 36.25}) { // more than 2.5 m + H from its sides
            // gap between the box's bottom and the floor's top; negative: below the top
            for (double gap : new double[] {0.5, 0.01, 0.0, -0.004, -0.01, -0.05, -0.5, -1.0, -2.5}) {
                double expected = Math.max(0.0, -gap);
                assertEquals(expected, depth(l, x, 5.0 + H + gap), 1e-9, "x " + x + ", gap " + gap);
            }
        }
    }

    @Test
    void onASlopeTheUphillCornerCounts() {
        for (double degrees : new double[] {10.0, 20.0, 30.0, 40.0}) {
            double tan = Math.tan(Math.toRadians(degrees)), cos = Math.cos(Math.toRadians(degrees));
            LevelData l = Levels.empty(40.0, 30.0);
            l.terrain.add(Levels.polygon(0.0, 0.0, 20.0, 0.0, 20.0, 20.0 * tan));
            for (double x : new double[] {6.0, 10.0, 13.3}) {
                // vertical gap between the box's bottom-right corner (x + H) and the slope under it
                for (double gap : new double[] {0.02, 0.0, -0.01, -0.1, -0.3}) {
                    double bottom = (x + H) * tan + gap;
                    double expected = Math.max(0.0, -gap * cos); // along the slope's normal
                    assertEquals(expected, depth(l, x, bottom + H), 1e-9, degrees + " deg, x " + x + ", gap " + gap);
                }
                // a checkpoint whose base centre is on the slope: its box's corner is H tan(angle) under it
                assertEquals(H * tan * cos, depth(l, x, x * tan + H), 1e-9, degrees + " deg, x " + x);
            }
        }
    }

    @Test
    void aRoundHillFromAbove() {
        for (double r : new double[] {1.5, 3.0, 8.0}) {
            LevelData l = Levels.empty(40.0, 30.0);
            l.terrain.add(Levels.ellipse(20.0, 5.0, r, r, 0.0));
            for (double gap : new double[] {0.1, 0.0, -0.02, -0.2, -0.4}) {
                // centred over the top: straight up is the shortest way out
                assertEquals(Math.max(0.0, -gap), depth(l, 20.0, 5.0 + r + H + gap), 1e-6, "r " + r + " gap " + gap);
            }
        }
    }

    @Test
    void aGroundLineCountsFromBothSidesAndOneWayPlatformsNotAtAll() {
        LevelData l = Levels.empty(40.0, 30.0);
        l.terrain.add(Levels.chain(5.0, 10.0, 15.0, 10.0));
        for (double c : new double[] {-0.6, -0.45, -0.3, -0.1, 0.0, 0.2, 0.44, 0.45, 0.7}) {
            // box centre c above the line: out upwards by H - c, downwards by H + c
            assertEquals(Math.max(0.0, H - Math.abs(c)), depth(l, 10.0, 10.0 + c), 1e-9, "c " + c);
        }
        LevelData oneWay = Levels.empty(40.0, 30.0);
        com.tiltfall.level.TerrainData ledge = Levels.box(5.0, 9.5, 15.0, 10.0);
        ledge.oneWay = true;
        oneWay.terrain.add(ledge);
        for (double y : new double[] {9.0, 9.5, 9.75, 10.2}) assertEquals(0.0, depth(oneWay, 10.0, y), 0.0);
    }

    @Test
    void theLiftIsWhatClearsTheBoxRoundedUpToTheCentimetre() {
        LevelData l = Levels.empty(40.0, 12.0);
        l.terrain.add(Levels.box(0.0, 0.0, 40.0, 5.0));
        l.terrain.add(Levels.polygon(20.0, 5.0, 30.0, 5.0, 30.0, 10.0)); // a 1:2 slope from x 20
        RespawnCheck check = new RespawnCheck(l);
        for (double under : new double[] {0.01, 0.333, 0.5, 1.0, 2.5, 4.2}) {
            double expected = Math.ceil(under * 100.0 - 1e-6) / 100.0;
            assertEquals(expected, check.liftToClear(10.0, 5.0 + H - under), 1e-12, "under " + under);
        }
        for (double x : new double[] {22.0, 25.3, 28.0}) {
            // straight up until the uphill bottom corner (x + H) is on the slope
            double under = 5.0 + (x + H - 20.0) / 2.0 - 5.0; // the corner's height above the floor, box bottom at 5
            assertEquals(Math.ceil(under * 100.0 - 1e-6) / 100.0, check.liftToClear(x, 5.0 + H), 1e-12, "x " + x);
        }
        // under a ceiling with no room above it within the map: no lift to offer
        LevelData closed = Levels.empty(40.0, 12.0);
        closed.terrain.add(Levels.box(0.0, 0.0, 40.0, 12.0));
        assertTrue(Double.isNaN(new RespawnCheck(closed).liftToClear(10.0, 3.0)));
    }

    @Test
    void theMapNamesEveryBadPointAndWhatToDo() {
        Array<LevelProblem> ps = LevelTestSupport.problems(MAP);
        List<String> shown = new ArrayList<>();
        for (LevelProblem p : ps) shown.add(p.toString());
        String fix = " so the hero's box is above the ground";
        // hand geometry: the floor's top is at 5 m, a flag is 1 x 2 m, the hero's centre 0.46 m above its base
        assertEquals(
                List.of(
                        MAP + ": object 10 \"start\": player spawn at (1.5, 5 m): the hero would start and respawn"
                                + " inside the ground (its 0.9 m box, centre (1.5, 5 m), overlaps terrain object 1"
                                + " \"floor\" by 0.45 m); move the spawn up at least 0.45 m so the hero's box is above the ground",
                        MAP + ": object 23 \"1 cm in\": checkpoint at (8, 5.98 m): the hero would respawn inside the"
                                + " ground (its 0.9 m box, centre (8, 5.44 m), overlaps terrain object 1 \"floor\" by"
                                + " 0.01 m); move the checkpoint up at least 0.01 m" + fix,
                        MAP + ": object 24 \"half a metre in\": checkpoint at (10, 5.49 m): the hero would respawn"
                                + " inside the ground (its 0.9 m box, centre (10, 4.95 m), overlaps terrain object 1"
                                + " \"floor\" by 0.5 m); move the checkpoint up at least 0.5 m" + fix,
                        MAP + ": object 26 \"deep in the rock\": checkpoint at (18, 3.49 m): the hero would respawn"
                                + " inside the ground (its 0.9 m box, centre (18, 2.95 m), overlaps terrain object 1"
                                + " \"floor\" by 2.5 m); move the checkpoint up at least 2.5 m" + fix,
                        // slope 1 in 2: the corner at x 24.45 is 0.215 m under it, 0.215 * 2 / sqrt(5) = 0.192 m
                        // along the slope's normal; straight up it needs 0.215 m, 0.22 to the centimetre above
                        MAP + ": object 27 \"on the slope\": checkpoint at (24, 8 m): the hero would respawn inside"
                                + " the ground (its 0.9 m box, centre (24, 7.46 m), overlaps terrain object 2 \"slope\""
                                + " by 0.192 m); move the checkpoint up at least 0.22 m" + fix,
                        MAP + ": object 29 \"in the hill\": checkpoint at (32, 7.5 m): the hero would respawn inside"
                                + " the ground (its 0.9 m box, centre (32, 6.96 m), overlaps terrain object 3 \"hill\""
                                + " by 0.49 m); move the checkpoint up at least 0.49 m" + fix,
                        MAP + ": object 30 \"across the line\": checkpoint at (36, 9.7 m): the hero would respawn"
                                + " inside the ground (its 0.9 m box, centre (36, 9.16 m), overlaps terrain object 4"
                                + " \"ledge line\" by 0.29 m); move the checkpoint up at least 0.29 m" + fix),
                shown);
        // not among them: just above, touching, 4 mm in, inside the one-way ledge, lifted clear of the slope
        for (String fine : new String[] {"above", "touching", "4 mm in", "in the one-way ledge", "above the slope"}) {
            for (String s : shown) assertTrue(!s.contains("\"" + fine + "\""), s);
        }
    }
}
