package com.tiltfall.level;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.utils.Array;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every shipped level survives a round trip through real Tiled, 1.8 and the current one ({@link TiledCli#all}):
 * {@code tiled --export-map} re-saves it as .tmx and as .tmj, and the game builds the same level from each. Without
 * a Tiled this test fails on CI (CI=true) and is skipped, saying so, on a developer's machine.
 */
class TiledRoundTripTest {
    @TempDir
    static Path dir;

    static final float TOLERANCE = 1e-3f; // metres; Tiled 1.8 writes coordinates with 6 significant digits

    @BeforeAll
    static void start() {
        LevelTestSupport.headless();
    }

    @Test
    void everyShippedLevelSurvivesTiledInBothFormats() throws Exception {
        for (TiledCli tiled : TiledCli.all()) survives(tiled);
    }

    private void survives(TiledCli tiled) throws Exception {
        Path dir = Files.createDirectories(TiledRoundTripTest.dir.resolve(tiled.current ? "current" : "1.8"));
        Path home = Files.createDirectories(dir.resolve("home"));
        Path levels = Paths.get("../assets/levels");
        for (File f : levels.toFile().listFiles()) Files.copy(f.toPath(), dir.resolve(f.getName()));
        LevelLoader loader = new LevelLoader(path -> Gdx.files.absolute(path));
        Array<String> list = LevelLoader.readLevelList(
                Gdx.files.absolute(dir.resolve("levels.txt").toString()));
        assertTrue(list.size >= 2, "levels listed: " + list);
        for (String path : list) {
            Path original = Paths.get(path);
            String base = LevelConverter.defaultTitle(path);
            Path tmx = dir.resolve(base + ".resaved.tmx"), tmj = dir.resolve(base + ".tmj");
            tiled.run(home, "--export-map", "tmx", original, tmx);
            tiled.run(home, "--export-map", "json", original, tmj);
            String resaved = new String(Files.readAllBytes(tmx), StandardCharsets.UTF_8);
            assertTrue(resaved.contains("tiledversion=\""), "a file written by " + tiled);
            LevelData expected = loader.loadData(original.toString());
            same(expected, loader.loadData(tmx.toString()), tmx);
            same(expected, loader.loadData(tmj.toString()), tmj);
            // the pictures too: the JSON map uses the XML tileset tiles.tsx
            LevelTestSupport.fakeGl();
            LevelData drawn = loader.load(tmj.toString());
            assertTrue(drawn.map.getTileSets().getTileSet(0).size() > 0, "tiles of " + tmj);
            drawn.map.dispose();
        }
    }

    static void same(LevelData a, LevelData b, Path file) {
        String f = file.getFileName().toString();
        assertEquals(a.title, b.title, f);
        assertEquals(a.timeLimit, b.timeLimit, f);
        assertEquals(a.width, b.width, f);
        assertEquals(a.height, b.height, f);
        assertEquals(a.entities.size, b.entities.size, f + ": entities");
        for (int i = 0; i < a.entities.size; i++) {
            EntityData x = a.entities.get(i), y = b.entities.get(i);
            String what = f + ": entity " + x.objectId + " " + x.name;
            assertEquals(x.type, y.type, what);
            assertEquals(x.name, y.name, what);
            assertEquals(x.objectId, y.objectId, what);
            assertEquals(x.x, y.x, TOLERANCE, what);
            assertEquals(x.y, y.y, TOLERANCE, what);
            assertEquals(x.width, y.width, TOLERANCE, what);
            assertEquals(x.height, y.height, TOLERANCE, what);
            assertEquals(x.angle, y.angle, 1e-5f, what);
            assertEquals(x.properties.size, y.properties.size, what);
            for (String key : x.properties.keys()) {
                assertEquals(x.getFloat(key, Float.NaN), y.getFloat(key, Float.NaN), TOLERANCE, what + " " + key);
            }
        }
        assertEquals(a.terrain.size, b.terrain.size, f + ": terrain pieces");
        for (int i = 0; i < a.terrain.size; i++) {
            TerrainData x = a.terrain.get(i), y = b.terrain.get(i);
            String what = f + ": terrain " + x.objectId + " " + x.objectName;
            assertEquals(x.kind, y.kind, what);
            assertEquals(x.oneWay, y.oneWay, what + " one-way");
            assertEquals(x.friction, y.friction, 1e-6f, what);
            assertEquals(x.restitution, y.restitution, 1e-6f, what);
            assertEquals(x.vertices.length, y.vertices.length, what);
            for (int k = 0; k < x.vertices.length; k++) assertEquals(x.vertices[k], y.vertices[k], TOLERANCE, what);
            assertEquals(x.centerX, y.centerX, TOLERANCE, what);
            assertEquals(x.centerY, y.centerY, TOLERANCE, what);
            assertEquals(x.semiAxisA, y.semiAxisA, TOLERANCE, what);
            assertEquals(x.semiAxisB, y.semiAxisB, TOLERANCE, what);
            assertEquals(x.angle, y.angle, 1e-5f, what);
        }
    }
}
