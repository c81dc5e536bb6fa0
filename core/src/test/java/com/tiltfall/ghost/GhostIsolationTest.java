package com.tiltfall.ghost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Gdx;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelLoader;
import com.tiltfall.level.LevelTestSupport;
import com.tiltfall.replay.RandomRun;
import com.tiltfall.replay.Replay;
import com.tiltfall.replay.ReplayFormat;
import com.tiltfall.replay.ReplayInput;
import com.tiltfall.sim.FixedStepper;
import com.tiltfall.sim.Simulation;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A ghost never touches the live world: on every shipped level, live runs (the committed replay, seeded random
 * controls) go through the same state hashes step for step with a ghost racing beside them (built from the same
 * level data, stepped by {@link GhostRace} as the game screen does) as without; and the ghost's hero is where the
 * ghost's run puts it when played alone, step for step, bit for bit.
 */
class GhostIsolationTest {
    private static final String ASSETS = "../assets/";
    private static final int STEPS = 600;

    @BeforeAll
    static void files() {
        // the whole headless backend, not files alone: a later test in this JVM that needs Gdx.app finds it
        LevelTestSupport.headless();
    }

    @Test
    void theLiveRunIsTheSameWithAndWithoutAGhostAndTheGhostIsItsRunPlayedAlone() {
        LevelLoader loader = new LevelLoader(path -> Gdx.files.local(ASSETS + path));
        int pairs = 0;
        for (String path : loader.levelList(LevelLoader.LEVEL_LIST)) {
            String name = path.substring(path.lastIndexOf('/') + 1).replace(".tmx", "");
            Replay designer = ReplayFormat.read(
                    Gdx.files.local(ASSETS + "replays/" + name + ".replay").readString(), name);
            int seed = name.hashCode();
            // the designer's run raced by a random player, or a random player's run raced by the designer's
            LevelData level = loader.loadData(path); // only read by the worlds (one load: the test's time)
            if (pairs % 2 == 0) race(level, designer, RandomRun.make(seed, STEPS), name + " live=replay ghost=random");
            else race(level, RandomRun.make(seed, STEPS), designer, name + " live=random ghost=replay");
            pairs++;
        }
        assertTrue(pairs >= 8, pairs + " levels");
    }

    private static void race(LevelData level, Replay live, Replay ghostRun, String what) {
        Simulation alone = new Simulation(level, new ReplayInput(live));
        Simulation raced = new Simulation(level, new ReplayInput(live));
        GhostRace race = new GhostRace(raced, new Ghost(level, new GhostRun(ghostRun)));
        Simulation reference = new Simulation(level, new ReplayInput(ghostRun));
        Ghost ghost = race.ghost();
        int moved = 0;
        for (int i = 1; i <= STEPS && !alone.isGoalReached(); i++) {
            alone.step(FixedStepper.STEP);
            raced.step(FixedStepper.STEP);
            race.afterStep(FixedStepper.STEP);
            assertEquals(alone.stateHash(), raced.stateHash(), what + ": the live world parts at step " + i);
            if (!reference.isGoalReached()) {
                reference.step(FixedStepper.STEP);
                assertEquals(reference.steps(), ghost.steps(), what + ": ghost steps");
                assertEquals(reference.playerX(), ghost.x(1f), 0.0, what + ": ghost x at step " + i);
                assertEquals(reference.playerY(), ghost.y(1f), 0.0, what + ": ghost y at step " + i);
                assertEquals(reference.stateHash(), ghost.world().stateHash(), what + ": ghost state at step " + i);
                if (ghost.x(1f) != ghost.x(0f)) moved++;
            }
        }
        assertTrue(moved > 30, what + ": the ghost moved in " + moved + " steps");
    }
}
