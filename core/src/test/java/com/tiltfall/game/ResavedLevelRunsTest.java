package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessFiles;
import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.utils.Array;
import com.tiltfall.level.LevelLoader;
import com.tiltfall.level.TiledCli;
import com.tiltfall.replay.Replay;
import com.tiltfall.replay.ReplayFormat;
import com.tiltfall.replay.ReplayRunner;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A designer may open any shipped level in Tiled and save it without touching anything: the level stays exactly the
 * same. Real Tiled (1.8 and the current one, {@link TiledCli#all}) re-saves every listed level as .tmx (as it is, and minimized with the tileset embedded) and as
 * .tmj, and the level's committed replay plays each copy to the goal with no death through exactly the states it goes
 * through on the shipped file (every step's state hash: one coordinate rounded differently changes them). Shipped maps write
 * coordinates as Tiled does (scripts/make_levels.py) for this.
 */
class ResavedLevelRunsTest {
    @TempDir
    static Path dir;

    @BeforeAll
    static void files() {
        com.badlogic.gdx.utils.GdxNativesLoader.load(); // the loader decodes tileset images
        if (Gdx.files == null) Gdx.files = new HeadlessFiles();
    }

    @Test
    void everyShippedLevelResavedByTiledPlaysItsReplayToTheSameEnd() throws Exception {
        for (TiledCli tiled : TiledCli.all()) resaveEveryLevel(tiled);
    }

    private void resaveEveryLevel(TiledCli tiled) throws Exception {
        Path levels = Files.createDirectories(dir.resolve(tiled.current ? "levels-current" : "levels-1.8"));
        for (File f : new File("../assets/levels").listFiles()) Files.copy(f.toPath(), levels.resolve(f.getName()));
        Path home = Files.createDirectories(levels.resolve("home"));
        LevelLoader shipped = new LevelLoader(path -> Gdx.files.local("../assets/" + path));
        LevelLoader copies = new LevelLoader(path -> Gdx.files.absolute(path));
        Array<String> list = shipped.levelList(LevelLoader.LEVEL_LIST);
        assertTrue(list.size >= 2, "levels listed: " + list);
        for (String level : list) {
            String name = level.substring(level.lastIndexOf('/') + 1).replace(".tmx", "");
            FileHandle replayFile = Gdx.files.local("../assets/replays/" + name + ".replay");
            Replay replay = ReplayFormat.read(replayFile.readString("UTF-8"), replayFile.path());
            long[] expected = ReplayRunner.trace(shipped.loadData(level), replay);
            Path original = levels.resolve(name + ".tmx");
            Path tmx = levels.resolve(name + ".resaved.tmx");
            Path small = levels.resolve(name + ".minimized.tmx");
            Path tmj = levels.resolve(name + ".tmj");
            tiled.run(home, "--export-map", "tmx", original, tmx);
            tiled.run(home, "--embed-tilesets", "--minimize", "--export-map", "tmx", original, small);
            tiled.run(home, "--export-map", "json", original, tmj);
            for (Path copy : new Path[] {tmx, small, tmj}) {
                ReplayRunner.Outcome outcome = ReplayRunner.run(copies.loadData(copy.toString()), replay);
                String what = copy.getFileName() + " (re-saved by " + tiled + "): " + outcome;
                assertTrue(outcome.goalReached, what);
                assertEquals(0, outcome.deaths, what);
                assertArrayEquals(
                        expected,
                        ReplayRunner.trace(copies.loadData(copy.toString()), replay),
                        what + ": the state of every step is the shipped level's");
            }
        }
    }
}
