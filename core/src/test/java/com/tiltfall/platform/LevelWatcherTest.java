package com.tiltfall.platform;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessFiles;
import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.utils.Array;
import com.tiltfall.level.LevelLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.attribute.FileTime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Live reload: a change to the map or to its tileset fires once, after the file has stopped changing. */
class LevelWatcherTest {
    @TempDir
    Path dir;

    private static void touch(Path f, long millis) throws Exception {
        Files.setLastModifiedTime(f, FileTime.fromMillis(millis));
    }

    @Test
    void aChangedMapOrTilesetFiresOnceWhenStable() throws Exception {
        com.badlogic.gdx.utils.GdxNativesLoader.load(); // the loader decodes the tileset image
        if (Gdx.files == null) Gdx.files = new HeadlessFiles();
        Path levels = Paths.get("../assets/levels");
        Path map = Files.copy(levels.resolve("01-first-slopes.tmx"), dir.resolve("my.tmx"));
        Path tsx = Files.copy(levels.resolve("tiles.tsx"), dir.resolve("tiles.tsx"));
        Files.copy(levels.resolve("tiles.png"), dir.resolve("tiles.png"));
        touch(map, 1_000_000L);
        touch(tsx, 1_000_000L);
        LevelLoader loader = new LevelLoader(path -> Gdx.files.absolute(path));
        loader.loadData(map.toString());
        Array<FileHandle> files = loader.lastFiles();
        assertTrue(files.size >= 3, "map, tileset and image watched: " + files);

        LevelWatcher w = new LevelWatcher();
        w.watch(files);
        assertFalse(w.poll(1f), "nothing changed");

        touch(map, 2_000_000L); // saved in Tiled
        assertFalse(w.poll(1f), "seen, but maybe still being written");
        assertTrue(w.poll(1f), "stable: reload");
        assertFalse(w.poll(1f), "once");

        touch(tsx, 3_000_000L); // the tileset changed
        assertFalse(w.poll(0.1f), "not time to look yet");
        assertFalse(w.poll(1f));
        touch(tsx, 4_000_000L); // still being written
        assertFalse(w.poll(1f));
        assertTrue(w.poll(1f));

        w.stop();
        touch(map, 5_000_000L);
        assertFalse(w.poll(1f));
        assertFalse(w.poll(1f), "stopped");
    }
}
