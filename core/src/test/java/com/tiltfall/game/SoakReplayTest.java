package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Gdx;
import com.tiltfall.level.LevelData;
import com.tiltfall.replay.Replay;
import com.tiltfall.replay.ReplayFormat;
import com.tiltfall.replay.ReplayInput;
import com.tiltfall.replay.ReplayRunner;
import com.tiltfall.sim.FixedStepper;
import com.tiltfall.sim.Simulation;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The soak's second half ({@link SoakTest}): every shipped level's replay looped for a long simulated time, a fresh
 * world per run as the game builds one per attempt, with the same checks every step (no NaN, no entity growth,
 * nothing leaves the map without dying) and no retained-heap growth after warm-up.
 */
class SoakReplayTest {
    @BeforeAll
    static void files() {
        SoakTest.files();
    }

    @Test
    void replayLoopedForALongTimeOnEveryLevel() {
        for (String path : SoakTest.levels()) {
            LevelData level = SoakTest.loader().loadData(path);
            String name = path.substring(path.lastIndexOf('/') + 1, path.lastIndexOf('.'));
            Replay replay = ReplayFormat.read(
                    Gdx.files
                            .local(SoakTest.ASSETS + "replays/" + name + ".replay")
                            .readString(),
                    name);
            long steps = Math.round(SoakTest.SECONDS * 60.0), warm = steps / 10;
            long heapWarm = 0;
            int runs = 0, goals = 0;
            long done = 0;
            while (done < steps) {
                // a fresh world per run, as the game builds one per attempt
                SoakTest.outside = new int[0];
                Simulation w = new Simulation(level, new ReplayInput(replay));
                int entities = w.engine().getEntities().size();
                int limit = replay.steps() + ReplayRunner.GRACE_STEPS;
                for (int i = 0; i < limit && !w.isGoalReached() && done < steps; i++, done++) {
                    w.step(FixedStepper.STEP);
                    SoakTest.check(w, level, entities, path + " replay run " + runs, i);
                    if (done == warm) heapWarm = SoakTest.retainedHeap();
                }
                runs++;
                if (w.isGoalReached()) goals++;
                assertEquals(0, w.deaths(), path + " replay run " + runs + ": the same run every time");
            }
            long heapEnd = SoakTest.retainedHeap();
            System.out.println("soak replay " + path + ": " + SoakTest.SECONDS + " s, " + runs + " runs, " + goals
                    + " goals, heap warm " + heapWarm / 1024 + " KB end " + heapEnd / 1024 + " KB");
            assertTrue(goals >= runs - 1, "every complete run reaches the goal");
            assertTrue(heapEnd - heapWarm < 2L << 20, "heap grew by " + (heapEnd - heapWarm) / 1024 + " KB");
        }
    }
}
