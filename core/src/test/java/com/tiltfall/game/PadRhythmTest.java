package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelLoader;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What a player does on a bounce pad at a wall's foot once the wall has stopped them: Right held, Jump pressed at
 * each landing on the plate, a little after it (0.03-0.15 s: a human's reaction) and held a short or a long while.
 * Every such rhythm must get the hero over the wall of every shipped pad within 10 s. Seen in play: pressed about 0.1 s after
 * landing, the press came just after the plate had thrown the hero, jumped within coyote time (slowing the throw to
 * the jump's speed), and its release cut the rise to 45 %: the hero never topped the wall, bounce after bounce
 * (levels 4 and 12, three tries each). A jump now never slows a rise it did not make, and its release never cuts
 * below the rise the hero had without it ({@code PlayerControlSystem.jump}).
 */
class PadRhythmTest {
    @BeforeAll
    static void files() {
        SoakTest.files();
    }

    /** One rhythm at one pad: {@code when} is the rhythm's parameter (a delay, a height), Jump held {@code hold} s. */
    private interface Rhythm {
        boolean climbs(LevelData level, PadWallScan.PadWall w, double when, double hold);
    }

    /** Every rhythm (each value of {@code whens}, held 0.2 or 0.35 s) at every shipped pad at a wall. */
    private static void everyPadClimbs(Rhythm rhythm, double[] whens, String[] names) {
        LevelLoader loader = SoakTest.loader();
        int pads = 0;
        StringBuilder failures = new StringBuilder();
        for (String level : SoakTest.levels()) {
            for (PadWallScan.PadWall w : PadWallScan.padWalls(loader.loadData(level))) {
                pads++;
                for (double hold : new double[] {0.2, 0.35})
                    for (int k = 0; k < whens.length; k++) {
                        if (!rhythm.climbs(loader.loadData(level), w, whens[k], hold))
                            failures.append(level)
                                    .append(' ')
                                    .append(w.pad.name)
                                    .append(": Jump ")
                                    .append(names[k])
                                    .append(", held ")
                                    .append(hold)
                                    .append(" s; ");
                    }
            }
        }
        assertTrue(failures.length() == 0, "never up the wall: " + failures);
        assertTrue(pads >= 12, "pads at a wall found: " + pads);
    }

    @Test
    void jumpingAtEachLandingOnThePad_inAnyHumanRhythm_getsUpTheWall() {
        double[] delays = {0.03, 0.06, 0.09, 0.12, 0.15};
        String[] names = new String[delays.length];
        for (int k = 0; k < delays.length; k++) names[k] = delays[k] + " s after each landing";
        everyPadClimbs(PadRhythmTest::climbs, delays, names);
    }

    /**
     * The other natural rhythm: Jump pressed as the hero comes down onto the plate (0.1-0.5 m above it, the jump buffer
     * keeps the press), or on the landing step itself. Before, that jump fired at once, off a plate still sinking under
     * the hero: it left with the jump's speed alone, the plate threw nothing, and no such rhythm ever topped a wall (0
     * of 8 at every pad, 10 s each). The press now waits until the plate lets the hero go, and adds to its throw.
     */
    @Test
    void jumpingAsTheHeroComesDownOntoThePad_getsUpTheWall() {
        everyPadClimbs(PadRhythmTest::climbsPressingAbove, new double[] {0.0, 0.1, 0.25, 0.5}, new String[] {
            "on landing", "0.1 m above the plate", "0.25 m above the plate", "0.5 m above the plate"
        });
    }

    /**
     * Right held from 6 m before the pad; Jump pressed when the wall stops the hero on the plate, then on each descent
     * onto the plate {@code above} m over it (0: on the landing step), held {@code hold} s. True when over the wall's
     * top within 10 s.
     */
    static boolean climbsPressingAbove(LevelData level, PadWallScan.PadWall w, double above, double hold) {
        Sim s = new Sim(level);
        s.world.placePlayer(w.pad.x - PadInputs.BEFORE, w.plateTop + 0.6, 0.0);
        s.input(0.0, false, false);
        s.untilGrounded(120);
        boolean wasGrounded = true, stopped = false, armed = false;
        double press = -1.0;
        int steps = (int) Math.round(10.0 / Sim.DT);
        for (int i = 0; i < steps; i++) {
            double t = i * Sim.DT;
            boolean grounded = s.grounded();
            if (!stopped && grounded && Math.abs(s.vx()) < 0.1 && s.x() > w.wallX - 1.5) {
                stopped = true;
                press = t;
            }
            if (stopped && !grounded && s.vy() > 0.0) armed = true; // going up: the next descent gets a press
            double feet = s.y() - 0.45 - w.plateTop;
            boolean near = above > 0.0 ? !grounded && s.vy() < 0.0 && feet <= above : grounded && !wasGrounded;
            if (armed && near && s.x() > w.pad.x - 1.5) {
                armed = false;
                press = t;
            }
            wasGrounded = grounded;
            s.input(1.0, press >= 0.0 && t >= press && t < press + hold, false).step();
            if (s.x() > w.wallX + 0.5 && s.y() > w.wallTop) return true;
        }
        return false;
    }

    /**
     * Right held from 6 m before the pad; Jump pressed {@code delay} s after the wall stops the hero on the plate and
     * after each landing since, held {@code hold} s. True when the hero is over the wall's top within 10 s.
     */
    static boolean climbs(LevelData level, PadWallScan.PadWall w, double delay, double hold) {
        Sim s = new Sim(level);
        s.world.placePlayer(w.pad.x - PadInputs.BEFORE, w.plateTop + 0.6, 0.0);
        s.input(0.0, false, false);
        s.untilGrounded(120);
        boolean wasGrounded = true, stopped = false;
        double press = -1.0;
        int steps = (int) Math.round(10.0 / Sim.DT);
        for (int i = 0; i < steps; i++) {
            double t = i * Sim.DT;
            boolean grounded = s.grounded();
            boolean landed = grounded && !wasGrounded && s.x() > w.pad.x - 2.0;
            // the first press: the wall has stopped the hero on the plate
            boolean atWall = !stopped && grounded && Math.abs(s.vx()) < 0.1 && s.x() > w.wallX - 1.5;
            if (landed || atWall) {
                stopped = true;
                press = t + delay;
            }
            wasGrounded = grounded;
            s.input(1.0, press >= 0.0 && t >= press && t < press + hold, false).step();
            // over the wall's top (not necessarily standing on it: level 8's is a step into a yard, where a hero
            // holding Right and jumping at each landing flies on)
            if (s.x() > w.wallX + 0.5 && s.y() > w.wallTop) return true;
        }
        return false;
    }
}
