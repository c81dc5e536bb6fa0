package com.tiltfall.screen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.tiltfall.replay.ReplayRunner;
import org.junit.jupiter.api.Test;

/**
 * A level's end is reported once: a replay watched in the window that reaches the goal logs "replay finished" once
 * and ends on the level-complete screen after the goal pause (it used to log every frame and never leave).
 */
class LevelEndTest {
    static final float FRAME = 1f / 60f;

    /** Runs frames of {@code frame} seconds, one step each, the goal at step goalStep (or never: -1). */
    static int[] play(boolean replay, int goalStep, int inputsEndStep, float frame, int frames) {
        LevelEnd end = new LevelEnd(replay);
        int completed = 0, finished = 0, completedAt = -1, finishedAt = -1;
        for (int f = 0; f < frames; f++) {
            if (!end.completed()) end.afterStep(goalStep >= 0 && f >= goalStep, f >= inputsEndStep);
            int r = end.frame(frame);
            if ((r & LevelEnd.LEVEL_COMPLETED) != 0) {
                completed++;
                completedAt = f;
            }
            if ((r & LevelEnd.REPLAY_FINISHED) != 0) {
                finished++;
                finishedAt = f;
            }
        }
        return new int[] {completed, finished, completedAt, finishedAt};
    }

    @Test
    void aReplayThatReachesTheGoalReportsBothOnceAfterTheGoalPause() {
        for (int goal : new int[] {10, 365, 797}) {
            for (float frame : new float[] {1f / 60f, 1f / 144f, 1f / 30f}) {
                int[] r = play(true, goal, goal - 5, frame, 3000); // 3000 frames: 20..100 s of watching
                assertEquals(1, r[0], "level completed once");
                assertEquals(1, r[1], "replay finished once");
                // the celebration lasts 1.5 s of frames after the goal step
                int pause = (int) Math.ceil(1.5f / frame);
                assertEquals(goal + pause, r[2], 1.0, "goal " + goal + " frame " + frame);
                assertEquals(r[2], r[3]);
            }
        }
    }

    @Test
    void aReplayThatMissesTheGoalFinishesOnceAfterTheGraceSteps() {
        for (int inputsEnd : new int[] {0, 100, 1000}) {
            int[] r = play(true, -1, inputsEnd, FRAME, 4000);
            assertEquals(0, r[0]);
            assertEquals(1, r[1]);
            assertEquals(inputsEnd + ReplayRunner.GRACE_STEPS - 1, r[3], "inputs end " + inputsEnd);
        }
    }

    @Test
    void aPersonsRunReportsTheGoalOnceAndNoReplay() {
        int[] r = play(false, 200, 0, FRAME, 2000);
        assertEquals(1, r[0]);
        assertEquals(0, r[1]);
        assertEquals(200 + 90, r[2], 1.0);
    }
}
