package com.tiltfall.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.input.ControlState;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The determinism check's input generator does what its documentation says, for any seed. */
class RandomRunTest {
    @Test
    void theRandomSourceIsMarsagliasXorshift32() {
        // Marsaglia (2003), "Xorshift RNGs": 1, then 270369, 67634689, 2647435461 (unsigned); below() drops bit 0
        RandomRun random = new RandomRun(1);
        assertEquals(135184, random.below(Integer.MAX_VALUE));
        assertEquals(33817344, random.below(Integer.MAX_VALUE));
        assertEquals(1323717730, random.below(Integer.MAX_VALUE));
    }

    @Test
    void theSameSeedGivesTheSameRunAndOtherSeedsOtherRuns() {
        Set<String> seen = new HashSet<>();
        for (int seed = -20; seed <= 20; seed++) {
            String run = ReplayFormat.write(RandomRun.make(seed, 900));
            assertEquals(run, ReplayFormat.write(RandomRun.make(seed, 900)), "seed " + seed);
            assertTrue(seen.add(run), "seed " + seed + " repeats another seed's run");
        }
    }

    @Test
    void aRunHasExactlyTheStepsAskedFor() {
        for (int steps : new int[] {1, 2, 3, 5, 47, 600, 1799, 1800, 5000}) {
            for (int seed = 0; seed < 30; seed++)
                assertEquals(steps, RandomRun.make(seed, steps).steps());
        }
    }

    /** Per step: the direction is one of five, a jump is a fresh press held 2..30 steps with the direction kept. */
    @Test
    void everyJumpIsAFreshPressOfTwoToThirtyStepsInOneDirection() {
        for (int seed = 0; seed < 200; seed++) {
            ControlState[] c = controls(RandomRun.make(seed * 7919, 3000));
            int held = 0, free = 0;
            for (int i = 0; i < c.length; i++) {
                double m = c[i].moveX;
                assertTrue(m == 1.0 || m == -1.0 || m == 0.0 || m == 0.5 || m == -0.5, "moveX " + m);
                if (c[i].jump) {
                    if (held == 0) assertTrue(free >= 4, "seed " + seed + " step " + i + ": jump after " + free);
                    else assertTrue(c[i].moveX == c[i - 1].moveX && c[i].down == c[i - 1].down, "step " + i);
                    held++;
                    free = 0;
                } else {
                    if (held > 0) assertTrue(held >= 2 && held <= 30, "seed " + seed + ": jump held " + held);
                    held = 0;
                    free++;
                }
            }
        }
    }

    /**
     * Over many seeds the share of steps per direction is the share of moves (the length of a move does not depend
     * on its direction): 60 % right, 18 % left, 14 % none, 4 % each half way; Down 10 %. Jump is held 60 % x 16
     * steps of a move's mean 23.5 + 60 % x 16 = 33.1 steps: 29.0 %.
     */
    @Test
    void theMixOfControlsIsTheDocumentedOne() {
        double[] share = new double[6]; // right, left, none, half right, half left, down
        double jump = 0.0, total = 0.0;
        for (int seed = 1; seed <= 200; seed++) {
            for (ControlState s : controls(RandomRun.make(seed * 104729, 3000))) {
                int k = s.moveX == 1.0 ? 0 : s.moveX == -1.0 ? 1 : s.moveX == 0.0 ? 2 : s.moveX == 0.5 ? 3 : 4;
                share[k]++;
                if (s.down) share[5]++;
                if (s.jump) jump++;
                total++;
            }
        }
        double[] expected = {0.60, 0.18, 0.14, 0.04, 0.04, 0.10};
        for (int k = 0; k < expected.length; k++) {
            assertEquals(expected[k], share[k] / total, 0.015, "share " + k);
        }
        assertEquals(0.6 * 16.0 / (23.5 + 0.6 * 16.0), jump / total, 0.015, "jump held");
    }

    @Test
    void aGeneratedRunIsNamedBySeedStepsAndWhereItStarts() {
        LevelData level = level();
        assertEquals(write(RandomRun.make(-417, 1800)), write(RandomRun.named("random:-417:1800", level)));
        assertNotEquals(write(RandomRun.make(417, 1800)), write(RandomRun.named("random:-417:1800", level)));
        assertEquals(2.0, level.first("player").x, 0.0, "no checkpoint named: the spawn stays");
        assertEquals(write(RandomRun.make(5, 60)), write(RandomRun.named("random:5:60:1", level)));
        assertEquals(40.0, level.first("player").x, 0.0, "the second checkpoint in the file");
        assertEquals(3.0, level.first("player").y, 0.0);
        LevelData first = level();
        RandomRun.named("random:5:60:0", first);
        assertEquals(90.0, first.first("player").x, 0.0, "the first checkpoint in the file");
        // a test hook's input: an IllegalArgumentException that names the bad part
        for (String bad : new String[] {"random:", "random:1", "replays/01.replay"}) {
            assertEquals(
                    "not random:SEED:STEPS[:C]: " + bad,
                    assertThrows(IllegalArgumentException.class, () -> RandomRun.named(bad, level()))
                            .getMessage());
        }
        for (String bad : new String[] {"random:x:10", "random:1:10:y"}) {
            String message = assertThrows(NumberFormatException.class, () -> RandomRun.named(bad, level()))
                    .getMessage();
            assertTrue(message.contains(bad.contains("x") ? "\"x\"" : "\"y\""), message);
        }
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> RandomRun.named("random:1:10:2", level()));
        assertEquals("levels/test.tmx: no start for random:1:10:2", e.getMessage());
    }

    @Test
    void aLevelsCheckRunsStartAtTheSpawnAndAtEachCheckpointWithTheirOwnSeeds() {
        int h = "levels/test.tmx".hashCode();
        assertEquals(
                "[random:" + h + ":600, random:" + (h + 1) + ":600:0, random:" + (h + 2) + ":600:1]",
                RandomRun.checkRuns(level(), 600).toString());
    }

    /** A spawn at (2, 1), checkpoints at (90, 5) and (40, 3) in that order, and a coin. */
    private static LevelData level() {
        LevelData level = new LevelData();
        level.source = "levels/test.tmx";
        level.entities.add(entity("player", 2.0, 1.0));
        level.entities.add(entity("checkpoint", 90.0, 5.0));
        level.entities.add(entity("coin", 60.0, 2.0));
        level.entities.add(entity("checkpoint", 40.0, 3.0));
        return level;
    }

    private static EntityData entity(String type, double x, double y) {
        EntityData e = new EntityData();
        e.type = type;
        e.x = x;
        e.y = y;
        return e;
    }

    private static String write(Replay replay) {
        return ReplayFormat.write(replay);
    }

    private static ControlState[] controls(Replay replay) {
        ReplayInput input = new ReplayInput(replay);
        ControlState[] out = new ControlState[replay.steps()];
        for (int i = 0; i < out.length; i++) {
            out[i] = new ControlState();
            input.poll(out[i]);
        }
        return out;
    }
}
