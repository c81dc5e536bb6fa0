package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessFiles;
import com.badlogic.gdx.utils.Array;
import com.tiltfall.level.LevelLoader;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What most new players do first: hold Right and nothing else. In the first world (levels 1-4, where the game
 * teaches) that never costs a life before the first checkpoint: a pit the ramp alone cannot carry the box over has
 * no spikes and a way out (level 2's opening threw such a player into its spikes three times in 22 s).
 */
class HoldRightOpeningsTest {
    private static final String ASSETS = "../assets/";

    @BeforeAll
    static void files() {
        com.badlogic.gdx.utils.GdxNativesLoader.load();
        if (Gdx.files == null) Gdx.files = new HeadlessFiles();
    }

    @Test
    void holdingRightInTheFirstWorldNeverDiesBeforeTheFirstCheckpoint() {
        LevelLoader loader = new LevelLoader(path -> Gdx.files.local(ASSETS + path));
        Array<String> levels = loader.levelList(LevelLoader.LEVEL_LIST);
        for (int i = 0; i < 4 && i < levels.size; i++) {
            String level = levels.get(i);
            Sim s = new Sim(loader.loadData(level));
            int deaths = 0;
            // 40 s, more than any opening takes, or until the first checkpoint is reached
            for (int step = 0; step < 60 * 40 && s.world.checkpoints() == 0; step++) {
                s.input(1.0, false, false).step();
                if (s.world.deaths() > deaths) {
                    deaths = s.world.deaths();
                    System.out.println(level + ": died at x " + s.x() + " after " + step / 60.0 + " s");
                }
            }
            assertEquals(0, deaths, level + ": deaths holding Right before the first checkpoint");
        }
    }
}
