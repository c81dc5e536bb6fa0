package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessFiles;
import com.badlogic.gdx.utils.Array;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelLoader;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every bounce pad of the shipped levels that must throw you up a wall (3 m: more than a jump) lets a first-timer up
 * with what they do first: walk at the wall holding Right and press Jump, once or again and again, starting at any
 * moment of the walk. A pad with a step of ground before its wall let such a player walk over the plate and tumble:
 * 0 or 1 of these 26 inputs climbed at each such pad of levels 3, 4, 8, 10, 11, 12 and 16 (seen in play at 10 and 12).
 */
class PadWallTest {
    private static final String ASSETS = "../assets/";
    /** Of the 26 inputs; the misses left are a first jump at the very start (it lands before the pad) and its kind. */
    private static final int AT_LEAST = 21;

    @BeforeAll
    static void files() {
        com.badlogic.gdx.utils.GdxNativesLoader.load();
        if (Gdx.files == null) Gdx.files = new HeadlessFiles();
    }

    @Test
    void naturalInputsClimbEveryPadsWall() {
        LevelLoader loader = new LevelLoader(path -> Gdx.files.local(ASSETS + path));
        Array<String> levels = loader.levelList(LevelLoader.LEVEL_LIST);
        int pads = 0;
        for (String level : levels) {
            LevelData data = loader.loadData(level);
            for (PadWallScan.PadWall w : PadWallScan.padWalls(data)) {
                pads++;
                String row =
                        PadInputs.scan((first, every) -> PadWallScan.climbs(loader.loadData(level), w, first, every));
                int ok = PadInputs.successes(row), n = row.length();
                assertTrue(ok >= AT_LEAST, level + " " + w.pad.name + ": " + ok + " of " + n + " climbed: " + row);
            }
        }
        // levels 3 (seven; its pit pads are PitPadTest's), 4, 8, 10 (three), 11 (two), 12 (two) and 16: the scan must
        // find them
        assertTrue(pads >= 12, "pads at a wall found: " + pads);
    }
}
