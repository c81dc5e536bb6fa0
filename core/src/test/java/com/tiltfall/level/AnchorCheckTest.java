package com.tiltfall.level;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Gdx;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 28: a bridge hung from nothing or a see-saw whose stand floats was accepted without a word. They still play
 * (their anchors are fixed to the world), so the check warns ({@link LevelData#warnings}) instead of refusing. The
 * test level is {@code levels/good/minimal.tmx}: a floor whose top is 2 m up across the whole 10 m map; an anchor
 * above the floor's middle is (its height - 2) m from the ground, so the warning must come exactly when that is more
 * than {@link AnchorCheck#REACH}.
 */
class AnchorCheckTest {
    private static final double FLOOR_TOP = 2.0, MAP_HEIGHT = 8.0;

    @Test
    void aBridgeWarnsForEachEndThatHasNoGroundWithinReach(@TempDir Path dir) throws Exception {
        // a 4 m bridge from x 3 to 7 m, 0.25 m thick, its centre line (and both ends) at height y
        for (double y : new double[] {2.15, 2.25, 2.29, 2.31, 2.4, 3.0, 5.5}) {
            LevelData level = load(dir, "bridge", y, 128, 8, "");
            boolean far = y - FLOOR_TOP > AnchorCheck.REACH;
            assertEquals(far ? 2 : 0, level.warnings.size, "bridge at " + y + " m: " + level.warnings);
            if (far) {
                String w = level.warnings.get(0).toString();
                assertTrue(w.contains("anchors.tmx") && w.contains("bridge") && w.contains("left end"), w);
                assertTrue(level.warnings.get(1).toString().contains("right end"), level.warnings.toString());
            }
        }
    }

    @Test
    void aSeesawWarnsWhenItsStandDoesNotReachTheGround(@TempDir Path dir) throws Exception {
        // the stand is drawn 0.8 m under the pin, which is at the plank's centre height (+ pivot along x)
        for (double y : new double[] {2.85, 3.05, 3.15, 3.5, 4.5}) {
            LevelData level =
                    load(dir, "seesaw", y, 128, 10, "<property name=\"pivot\" type=\"float\" value=\"0.5\"/>");
            boolean far = y - 0.8 - FLOOR_TOP > AnchorCheck.REACH;
            assertEquals(far ? 1 : 0, level.warnings.size, "see-saw at " + y + " m: " + level.warnings);
            if (far) assertTrue(level.warnings.get(0).toString().contains("stand"), level.warnings.toString());
        }
    }

    @Test
    void shippedLevelsHaveNoWarnings() {
        LevelTestSupport.headless();
        LevelLoader loader = new LevelLoader(path -> Gdx.files.local("../assets/" + path));
        for (String path : loader.levelList(LevelLoader.LEVEL_LIST)) {
            assertEquals(0, loader.loadData(path).warnings.size, path + ": " + loader.loadData(path).warnings);
        }
    }

    /** The minimal level with one object of {@code kind} centred at x 5 m, height {@code y} m (w x h pixels). */
    private static LevelData load(Path dir, String kind, double y, int w, int h, String properties) throws Exception {
        LevelTestSupport.headless();
        String minimal = new String(
                Files.readAllBytes(Paths.get("src/test/resources/levels/good/minimal.tmx")), StandardCharsets.UTF_8);
        double top = (MAP_HEIGHT - y) * 32.0 - h / 2.0, left = 5.0 * 32.0 - w / 2.0;
        String object = "<object id=\"30\" name=\"thing\" type=\"" + kind + "\" x=\"" + left + "\" y=\"" + top
                + "\" width=\"" + w + "\" height=\"" + h + "\">"
                + (properties.isEmpty() ? "" : "<properties>" + properties + "</properties>") + "</object>\n";
        String map = minimal.replace(" </objectgroup>\n</map>", object + " </objectgroup>\n</map>");
        assertTrue(map.contains("name=\"thing\""), "the object went into the map");
        Path f = dir.resolve("anchors.tmx");
        Files.write(f, map.getBytes(StandardCharsets.UTF_8));
        return new LevelLoader(Gdx.files::absolute).loadData(f.toString());
    }
}
