package com.tiltfall.ghost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.level.LevelData;
import com.tiltfall.replay.Replay;
import com.tiltfall.replay.ReplayInput;
import com.tiltfall.sim.FixedStepper;
import com.tiltfall.sim.Levels;
import com.tiltfall.sim.Simulation;
import org.junit.jupiter.api.Test;

/**
 * Splits on a flat course where both runs are the same run started later: they stand still for a while, then hold
 * right to the goal. On flat ground, once settled, the same controls give the same motion whenever they start, so
 * the later run reaches each checkpoint and the goal that many steps later (within a step of settling noise).
 */
class GhostRaceTest {
    private static final double H = 0.45;
    private static final int AFTER = 1500;

    /** Flat ground, the player at x = 0, checkpoints at the given x (ids in this order), the goal at x = 40. */
    private static LevelData course(double... checkpoints) {
        LevelData l = Levels.empty(50.0, 20.0);
        l.terrain.add(Levels.box(-5.0, -1.0, 45.0, 0.0));
        l.entities.add(Levels.entity("player", 0.0, H + 0.01, 0.0, 0.0));
        for (double x : checkpoints) l.entities.add(Levels.entity("checkpoint", x, 1.0, 1.0, 2.0));
        l.entities.add(Levels.entity("goal", 40.0, 1.0, 1.0, 2.0));
        return l;
    }

    private static Replay waitThenRight(int wait) {
        Replay r = new Replay();
        r.add(wait, 0.0, false, false);
        r.add(AFTER, 1.0, false, false);
        return r;
    }

    /** The race of a live run waiting {@code liveWait} steps against a ghost waiting {@code ghostWait}. */
    private static final class Race {
        final Simulation live;
        final GhostRace race;
        /** Per step (from 1), the split on screen then ("" when none) and its delta. */
        final String[] shown = new String[AFTER + 200];

        final int[] delta = new int[AFTER + 200];

        Race(LevelData level, int liveWait, GhostRun ghost) {
            live = new Simulation(level, new ReplayInput(waitThenRight(liveWait)));
            race = new GhostRace(live, new Ghost(level, ghost));
            for (int i = 1; i < shown.length && !live.isGoalReached(); i++) {
                live.step(FixedStepper.STEP);
                race.afterStep(FixedStepper.STEP);
                shown[i] = race.split() == null ? "" : race.split().toString();
                delta[i] = race.splitDelta();
            }
        }

        /** The first step the split reads {@code text}, or -1. */
        int firstShown(String text, int from) {
            for (int i = from; i < shown.length; i++) if (text.equals(shown[i])) return i;
            return -1;
        }
    }

    @Test
    void aheadOfAGhostWhoseTimesAreUnknownTheSplitShowsWhenTheGhostArrives() {
        for (int lead : new int[] {30, 48}) {
            LevelData level = course(8.0, 20.0);
            Race r = new Race(level, 20, new GhostRun(waitThenRight(20 + lead)));
            int[] liveTimes = clockOf(r);
            String expected = Splits.append(new StringBuilder(), -lead).toString();
            assertEquals("-" + (lead / 6 / 10) + "." + (lead / 6 % 10) + " s", expected);
            int first = r.firstShown(expected, 1);
            // shown when the ghost touches the first checkpoint, lead steps after the player did
            assertTrue(Math.abs(first - (liveTimes[0] + lead)) <= 1, "shown at " + first + " for " + lead);
            assertTrue(Math.abs(r.delta[first] + lead) <= 1, "delta " + r.delta[first]);
            // the goal's split: the ghost is played to its end at once when the player arrives
            assertTrue(r.live.isGoalReached());
            assertTrue(Math.abs(r.race.splitDelta() + lead) <= 1, "goal delta " + r.race.splitDelta());
            assertEquals(expected, r.race.split().toString(), "the goal's split stays on screen");
        }
    }

    @Test
    void aheadOfAStoredBestRunTheSplitShowsAtOnceAndBehindItToo() {
        LevelData level = course(8.0, 20.0);
        // the ghost's run, recorded as a best run is: its goal step and checkpoint steps
        GhostRun best = new GhostRun(waitThenRight(50));
        Race recorded = new Race(course(8.0, 20.0), 50, new GhostRun(waitThenRight(50)));
        best.splits = recorded.race.checkpointSteps();
        best.goalStep = (int) recorded.live.steps();
        assertTrue(best.splits[0] > 0 && best.splits[1] > best.splits[0], "both checkpoints touched in order");

        Race ahead = new Race(level, 20, best);
        int touched = clockOf(ahead)[0];
        assertEquals("-0.5 s", ahead.shown[touched], "shown the step the player touches it");
        assertTrue(ahead.delta[touched] <= -29 && ahead.delta[touched] >= -31);

        Race behind = new Race(course(8.0, 20.0), 80, new GhostRun(waitThenRight(50)));
        for (int id = 0; id < 2; id++) {
            int late = clockOf(behind)[id];
            assertEquals("+0.5 s", behind.shown[late], "behind at checkpoint " + id);
            assertTrue(behind.delta[late] >= 29 && behind.delta[late] <= 31, "delta " + behind.delta[late]);
        }
        assertEquals("", behind.shown[clockOf(behind)[0] - 1], "nothing before the player is there");
    }

    @Test
    void checkpointsAreMatchedByWhichOneNotByOrder() {
        // the player's ids: 0 at x = 20, 1 at x = 8 (listed far one first); the first touched is id 1
        Race r = new Race(course(20.0, 8.0), 20, new GhostRun(waitThenRight(50)));
        int[] c = clockOf(r);
        assertTrue(c[1] < c[0], "the near one (id 1) first: " + c[1] + " " + c[0]);
        assertTrue(Math.abs(r.delta[r.firstShown("-0.5 s", c[1])] + 30) <= 1);
    }

    @Test
    void withoutAGhostOnlyThePlayersCheckpointTimesAreKept() {
        Simulation live = new Simulation(course(8.0), new ReplayInput(waitThenRight(10)));
        GhostRace race = new GhostRace(live, null);
        for (int i = 0; i < 400; i++) {
            live.step(FixedStepper.STEP);
            race.afterStep(FixedStepper.STEP);
        }
        assertTrue(race.checkpointSteps()[0] > 10, "touched after the wait");
        assertNull(race.split());
        assertTrue(!race.ghostVisible());
    }

    /** The live run's checkpoint steps by id. */
    private static int[] clockOf(Race r) {
        return r.race.checkpointSteps();
    }
}
