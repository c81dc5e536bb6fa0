package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessFiles;
import com.badlogic.gdx.utils.Array;
import com.tiltfall.input.ControlState;
import com.tiltfall.input.InputSource;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelLoader;
import com.tiltfall.physics.dynamics.BodyType;
import com.tiltfall.physics.dynamics.World;
import com.tiltfall.sim.FixedStepper;
import com.tiltfall.sim.Simulation;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Soak: every shipped level played for a long simulated time, once with seeded random input (one world: deaths,
 * respawns, coins, checkpoints, time ups; here) and once with its replay looped (a fresh world per run, as the game
 * reloads a level; {@link SoakReplayTest}, a class of its own so that the two halves run side by side): no NaN anywhere, the entity count never grows, nothing leaves the map without dying, and the heap
 * retained after a full GC does not grow after warm-up.
 *
 * <p>Length: {@code -Dsoak.seconds} simulated seconds per level and mode, by default the full hour (3600 s:
 * 216,000 steps; measured about 4 s of CPU per level and mode on one core, so the default run keeps it).
 */
class SoakTest {
    static final double SECONDS = Double.parseDouble(System.getProperty("soak.seconds", "3600"));
    static final String ASSETS = "../assets/";

    @BeforeAll
    static void files() {
        com.badlogic.gdx.utils.GdxNativesLoader.load();
        if (Gdx.files == null) Gdx.files = new HeadlessFiles();
    }

    static LevelLoader loader() {
        return new LevelLoader(path -> Gdx.files.local(ASSETS + path));
    }

    static Array<String> levels() {
        return loader().levelList(LevelLoader.LEVEL_LIST);
    }

    /** Seeded random controls: a new choice every 6..40 steps, biased to the right so the level is explored. */
    static final class RandomInput implements InputSource {
        final Random random;
        final ControlState current = new ControlState();
        int left;

        RandomInput(long seed) {
            random = new Random(seed);
        }

        @Override
        public void poll(ControlState out) {
            if (left-- <= 0) {
                left = 6 + random.nextInt(35);
                double r = random.nextDouble();
                current.moveX = r < 0.55 ? 1.0 : r < 0.8 ? -1.0 : r < 0.9 ? 0.0 : random.nextDouble() * 2.0 - 1.0;
                current.jump = random.nextDouble() < 0.45;
                current.down = random.nextDouble() < 0.1;
            }
            out.set(current);
        }
    }

    /** Steps a body may spend beyond the map's sides before the kill line takes it (3 s: a fall of 112 m). */
    static final int OUTSIDE_STEPS = 180;

    /** Consecutive steps each body slot has spent beyond the map's sides. */
    static int[] outside = new int[0];

    /** Checks one step's state; returns nothing, throws with the level, mode and step on a broken rule. */
    static void check(Simulation w, LevelData level, int entities, String what, long step) {
        World p = w.physicsWorld();
        for (int slot = 0; slot < p.getBodySlotBound(); slot++) {
            int b = p.getBodyInSlot(slot);
            if (b == -1) continue;
            double[] v = {
                p.getX(b), p.getY(b), p.getAngle(b), p.getVelocityX(b), p.getVelocityY(b), p.getAngularVelocity(b)
            };
            for (double d : v) if (Double.isNaN(d) || Double.isInfinite(d)) fail(what, step, "body " + b + " is " + d);
            if (p.getBodyType(b) != BodyType.DYNAMIC) continue;
            // nothing leaves the map without dying: the rules remove (or respawn) what falls below the kill line;
            // off a side edge (level 1 starts at a cliff) a body falls to it within OUTSIDE_STEPS
            if (p.getY(b) < -Simulation.KILL_DEPTH - 0.5)
                fail(what, step, "body " + b + " fell out of the map to y = " + p.getY(b));
            if (outside.length < p.getBodySlotBound()) outside = new int[p.getBodySlotBound() * 2];
            boolean beyond = p.getX(b) < 0.0 || p.getX(b) > level.width;
            outside[slot] = beyond ? outside[slot] + 1 : 0;
            if (outside[slot] > OUTSIDE_STEPS)
                fail(what, step, "body " + b + " stays outside the map at (" + p.getX(b) + ", " + p.getY(b) + ")");
        }
        if (w.engine().getEntities().size() > entities)
            fail(what, step, "entity count grew to " + w.engine().getEntities().size() + " from " + entities);
    }

    static void fail(String what, long step, String message) {
        throw new AssertionError(what + ", step " + step + ": " + message);
    }

    static long retainedHeap() {
        Runtime rt = Runtime.getRuntime();
        long best = Long.MAX_VALUE;
        for (int i = 0; i < 4; i++) {
            System.gc();
            best = Math.min(best, rt.totalMemory() - rt.freeMemory());
        }
        return best;
    }

    @Test
    void randomInputForALongTimeOnEveryLevel() {
        for (String path : levels()) {
            LevelData level = loader().loadData(path);
            RandomInput input = new RandomInput(path.hashCode() * 31L + 7);
            long steps = Math.round(SECONDS * 60.0), warm = steps / 10;
            long heapWarm = 0;
            int worlds = 0, deaths = 0, coins = 0, tricks = 0, timeUps = 0, goals = 0;
            long done = 0;
            while (done < steps) {
                // one world until the goal, then a fresh one (the player starts the level again)
                outside = new int[0];
                Simulation w = new Simulation(level, input);
                int entities = w.engine().getEntities().size();
                for (; done < steps && !w.isGoalReached(); done++) {
                    w.step(FixedStepper.STEP);
                    check(w, level, entities, path + " random, world " + worlds, done);
                    if (done == warm) heapWarm = retainedHeap();
                }
                worlds++;
                deaths += w.deaths();
                coins += w.coins();
                tricks += w.tricks();
                timeUps += w.timeUps();
                if (w.isGoalReached()) goals++;
            }
            long heapEnd = retainedHeap();
            System.out.println("soak random " + path + ": " + SECONDS + " s, " + worlds + " worlds, goals " + goals
                    + ", deaths " + deaths + ", coins " + coins + ", tricks " + tricks + ", time ups " + timeUps
                    + ", heap warm " + heapWarm / 1024 + " KB end " + heapEnd / 1024 + " KB");
            assertTrue(deaths + goals > 0, "the random player got somewhere");
            assertTrue(heapEnd - heapWarm < 2L << 20, "heap grew by " + (heapEnd - heapWarm) / 1024 + " KB");
        }
    }
}
