package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelLoader;
import com.tiltfall.level.LevelTestSupport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The demo map of the new kinds (test resources) played with scripted input from several starts: the simulation stays
 * finite and repeats itself exactly (force fields, surface speeds, motors and switches are deterministic).
 */
class NewObjectsDemoTest {
    @BeforeAll
    static void start() {
        LevelTestSupport.headless();
    }

    static long play(LevelData level, double startX, int seed) {
        Sim s = new Sim(level);
        s.world.placePlayer(startX, 3.0, 0.0);
        long r = seed;
        for (int i = 0; i < 900; i++) {
            if (i % 20 == 0) {
                r = r * 6364136223846793005L + 1442695040888963407L; // a fixed LCG: the same input every run
                int k = (int) ((r >>> 33) % 6);
                s.input(k < 3 ? 1.0 : (k == 3 ? -1.0 : 0.0), k == 2 || k == 5, false);
            }
            s.step();
            assertTrue(Double.isFinite(s.x()) && Double.isFinite(s.y()), "finite at step " + i);
        }
        return s.world.stateHash();
    }

    @Test
    void theDemoMapPlaysFiniteAndRepeatable() {
        LevelData level = new LevelLoader().loadData("levels/good/new-objects.tmx");
        for (double x : new double[] {2.0, 10.0, 20.0, 28.5}) {
            assertEquals(play(level, x, (int) x), play(level, x, (int) x), "from x " + x);
        }
    }
}
