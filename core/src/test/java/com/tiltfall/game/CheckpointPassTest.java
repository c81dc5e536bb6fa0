package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.tiltfall.level.LevelData;
import com.tiltfall.sim.Levels;
import org.junit.jupiter.api.Test;

/**
 * A checkpoint is reached by passing its x anywhere above its base, not only by touching its 1 x 2 m flag. Found in
 * play (level 16): a leap over the walker before the drop landed past the first checkpoint, and a death then sent the
 * player back to the start; the searched expert runs of 7 of the 16 levels skipped a checkpoint the same way.
 */
class CheckpointPassTest {
    /** Ground (top y = 1) from 0 to 60 m; a 1 x 2 m flag standing on it at x = 20 (its base at y = 1). */
    private static LevelData level() {
        LevelData l = Levels.empty(60.0, 40.0);
        l.terrain.add(Levels.box(0.0, 0.0, 60.0, 1.0));
        l.entities.add(Levels.entity("player", 3.0, 1.5, 0.0, 0.0));
        l.entities.add(Levels.entity("checkpoint", 20.0, 2.0, 1.0, 2.0));
        return l;
    }

    /** Holds Right from (x0, y0) at rest for up to 4 s or until past x = 25; the checkpoints reached. */
    private static int run(LevelData l, double x0, double y0) {
        Sim s = new Sim(l);
        s.world.placePlayer(x0, y0, 0.0);
        s.input(1.0, false, false);
        for (int i = 0; i < 240 && s.x() < 25.0; i++) s.step();
        return s.world.checkpoints();
    }

    @Test
    void passingAboveTheFlagReachesIt() {
        // released 2-14 m above the ground 1-9 m before the flag: over its top (y = 3) or through it, falling
        for (double above : new double[] {2.0, 4.0, 7.0, 10.0, 14.0}) {
            for (double before : new double[] {1.0, 3.0, 5.0, 9.0}) {
                double y0 = 1.0 + 0.45 + above;
                assertEquals(1, run(level(), 20.0 - before, y0), above + " m up, " + before + " m before the flag");
            }
        }
        assertEquals(1, run(level(), 10.0, 1.46), "walking through it");
    }

    @Test
    void passingBelowItsBaseDoesNot() {
        // the flag on a slab 4 m above the ground (x 16..24, top y = 5): running underneath it is not reaching it
        LevelData l = Levels.empty(60.0, 40.0);
        l.terrain.add(Levels.box(0.0, 0.0, 60.0, 1.0));
        l.terrain.add(Levels.box(16.0, 4.5, 24.0, 5.0));
        l.entities.add(Levels.entity("player", 3.0, 1.5, 0.0, 0.0));
        l.entities.add(Levels.entity("checkpoint", 20.0, 6.0, 1.0, 2.0));
        assertEquals(0, run(l, 10.0, 1.46));
    }

    @Test
    void aDeathAfterJumpingOverTheFlagRespawnsAtIt() {
        Sim s = new Sim(level());
        s.world.placePlayer(17.0, 11.0, 0.0); // falls past the flag high above its top
        s.input(1.0, false, false);
        for (int i = 0; i < 240 && s.x() < 25.0; i++) s.step();
        assertEquals(1, s.world.checkpoints());
        s.world.placePlayer(30.0, -20.0, 0.0); // below the level: a death that respawns
        s.input(0.0, false, false).step();
        assertEquals(1, s.world.deaths());
        assertEquals(20.0, s.x(), 1e-9, "back at the flag, not at the spawn");
    }
}
