package com.tiltfall.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessFiles;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelLoader;
import com.tiltfall.sim.FixedStepper;
import com.tiltfall.sim.Simulation;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The JVM half of the determinism check (the browser half is html's {@code SeededRunsIT}): every shipped level driven
 * by seeded random controls from its spawn and from each checkpoint ({@link RandomRun#checkRuns}) goes through exactly
 * the same states in a world built from a fresh load of the level, and in a copy of the world taken mid-run
 * ({@link WorldFork}). No stored value is compared, so no tuning change invalidates it.
 */
class SeededRunDeterminismTest {
    private static final String ASSETS = "../assets/";
    /** As many as the browser test's runs. */
    static final int STEPS = 1200;

    @BeforeAll
    static void files() {
        com.badlogic.gdx.utils.GdxNativesLoader.load(); // the loader decodes tileset images
        if (Gdx.files == null) Gdx.files = new HeadlessFiles();
    }

    private static LevelLoader loader() {
        return new LevelLoader(path -> Gdx.files.local(ASSETS + path));
    }

    @Test
    void everyShippedLevelRunsTheSameFromAFreshLoadAndFromACopyMidRun() {
        int runs = 0;
        for (String path : loader().levelList(LevelLoader.LEVEL_LIST)) {
            for (String name : RandomRun.checkRuns(loader().loadData(path), STEPS)) {
                String what = path + " " + name;
                long[] first = trace(path, name);
                long[] again = trace(path, name);
                assertEquals(first.length, again.length, what + ": steps simulated");
                for (int i = 0; i < first.length; i++) assertEquals(first[i], again[i], what + ": step " + (i + 1));
                Set<Long> distinct = new HashSet<>();
                for (long h : first) distinct.add(h);
                assertEquals(first.length, distinct.size(), what + ": a state hash repeats (the hash counts steps)");
                // a run from a checkpoint near the goal may reach it (level 5's last bridge, since its spikes went
                // down): still 5 s of play at least, so that the copy made half way has something to follow
                assertTrue(first.length > STEPS / 4, what + ": ran " + first.length + " steps");

                int forkAt = first.length / 2;
                LevelData level = loader().loadData(path);
                Simulation world = new Simulation(level, new ReplayInput(RandomRun.named(name, level)));
                for (int i = 0; i < forkAt; i++) world.step(FixedStepper.STEP);
                Simulation copy = WorldFork.copy(world);
                for (int i = forkAt; i < first.length; i++) {
                    copy.step(FixedStepper.STEP);
                    assertEquals(
                            first[i],
                            copy.stateHash(),
                            what + ": the copy made at step " + forkAt + " parts from the run at step " + (i + 1));
                }
                runs++;
            }
        }
        assertTrue(runs >= 16, runs + " runs: a spawn and at least one checkpoint per level");
    }

    /** Per-step hashes of a run, from a fresh load of the level (the run may move its spawn). */
    private static long[] trace(String path, String name) {
        LevelData level = loader().loadData(path);
        return ReplayRunner.trace(level, RandomRun.named(name, level));
    }
}
