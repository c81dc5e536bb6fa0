package com.tiltfall.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessFiles;
import com.badlogic.gdx.files.FileHandle;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelLoader;
import com.tiltfall.sim.FixedStepper;
import com.tiltfall.sim.Simulation;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@link WorldFork} copies a running game: a copy made at any step continues exactly as the original would have
 * (the per-step state hashes of an uninterrupted run), and stepping one never moves the other. Checked on shipped
 * levels whose replays use every kind of level object (pads, walkers, a bridge, falling platforms, a swing, a
 * see-saw, platforms on paths, checkpoints), forked at several steps, including while joints and contacts are live.
 */
class WorldForkTest {
    private static final String ASSETS = "../assets/";

    @BeforeAll
    static void files() {
        com.badlogic.gdx.utils.GdxNativesLoader.load();
        if (Gdx.files == null) Gdx.files = new HeadlessFiles();
    }

    @Test
    void aCopyContinuesLikeTheOriginalAndIndependently() {
        for (String name : new String[] {"07-lifts", "08-gauntlet"}) {
            LevelData level =
                    new LevelLoader(path -> Gdx.files.local(ASSETS + path)).loadData("levels/" + name + ".tmx");
            FileHandle file = Gdx.files.local(ASSETS + "replays/" + name + ".replay");
            Replay replay = ReplayFormat.read(file.readString("UTF-8"), file.path());
            long[] reference = ReplayRunner.trace(level, replay);
            assertTrue(reference.length > 600, name + " runs long enough to fork late");
            for (int forkAt : new int[] {1, 97, reference.length / 2, reference.length - 40}) {
                Simulation original = new Simulation(level, new ReplayInput(replay));
                for (int i = 0; i < forkAt; i++) original.step(FixedStepper.STEP);
                Simulation copy = WorldFork.copy(original);
                assertNotSame(original.physicsWorld(), copy.physicsWorld());
                // the copy runs to the end first: the original must be untouched by it
                for (int i = forkAt; i < reference.length; i++) {
                    copy.step(FixedStepper.STEP);
                    assertEquals(
                            reference[i],
                            copy.stateHash(),
                            name + ": the copy made at step " + forkAt + " parts from the run at step " + (i + 1));
                }
                assertTrue(copy.isGoalReached(), name + ": the copy reaches the goal");
                for (int i = forkAt; i < reference.length; i++) {
                    original.step(FixedStepper.STEP);
                    assertEquals(
                            reference[i],
                            original.stateHash(),
                            name + ": the original, after its copy ran, " + "parts from the run at step " + (i + 1)
                                    + " (fork at " + forkAt + ")");
                }
            }
        }
    }
}
