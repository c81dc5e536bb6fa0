package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.utils.Array;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelLoader;
import com.tiltfall.level.LevelTestSupport;
import com.tiltfall.sim.Levels;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The map's sides hold the player like walls. Maps have no wall there, and holding left from the spawn walked the
 * hero off the left edge of every shipped level (2-3 lives in 4 s).
 */
class MapSidesTest {
    private static final double HALF = 0.45; // the player's half size: its centre stays that far inside

    @BeforeAll
    static void gdx() {
        LevelTestSupport.headless();
    }

    private static LevelLoader loader() {
        return new LevelLoader(f -> Gdx.files.local("../assets/" + f));
    }

    @Test
    void holdingLeftFromTheSpawnOfEveryShippedLevelStopsAtTheMapsLeftSide() {
        Array<String> levels = loader().levelList(LevelLoader.LEVEL_LIST);
        assertTrue(levels.size >= 8);
        for (String path : levels) {
            // run left, and run left jumping (the air control must not carry it out either)
            for (boolean jump : new boolean[] {false, true}) {
                Sim s = new Sim(loader().loadData(path));
                s.input(-1.0, jump, false);
                double minX = Double.MAX_VALUE;
                for (int i = 0; i < 60 * 4; i++) {
                    s.step();
                    minX = Math.min(minX, s.world.playerX());
                }
                assertEquals(0, s.world.deaths(), path + (jump ? " jumping" : "") + ": walked off the left side");
                assertTrue(minX >= HALF - 1e-9, path + ": centre reached x = " + minX);
                assertTrue(s.world.playerX() < HALF + 0.05, path + ": pressed against the side, at " + minX);
            }
        }
    }

    @Test
    void aMapWithoutWallsHoldsThePlayerOnBothSides() {
        // flat ground over the map's whole width and nothing else: both sides are open edges
        for (double width : new double[] {12.0, 30.5}) {
            for (double dir : new double[] {-1.0, 1.0}) {
                LevelData l = Levels.empty(width, 20.0);
                l.terrain.add(Levels.box(0.0, 0.0, width, 1.0));
                l.entities.add(Levels.entity("player", width / 2.0, 1.5, 0.0, 0.0));
                Sim s = new Sim(l);
                s.input(dir, false, false);
                for (int i = 0; i < 60 * 5; i++) {
                    s.step();
                    double x = s.world.playerX();
                    assertTrue(x >= HALF - 1e-9 && x <= width - HALF + 1e-9, width + " m, " + dir + ": x = " + x);
                }
                assertEquals(0, s.world.deaths(), width + " m, direction " + dir);
                double side = dir < 0 ? HALF : width - HALF;
                assertEquals(side, s.world.playerX(), 0.05, "stands at the side");
            }
        }
    }
}
