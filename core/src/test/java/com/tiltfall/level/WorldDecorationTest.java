package com.tiltfall.level;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Each shipped map paints only clouds and its own world's ground decoration (docs/art.md's table of tile ids; gid =
 * id + 1): no meadow bushes on snow or steel. Read from the .tmx text, not through the game's loader.
 */
class WorldDecorationTest {
    private static final Path LEVELS = Paths.get("../assets/levels");
    private static final Set<Integer> CLOUDS = Set.of(9, 10);
    /** Index = world - 1: docs/art.md's ids 10-11 (world 1), 16-19, 20-23, 24-27, as gids. */
    private static final List<Set<Integer>> GROUND =
            List.of(Set.of(11, 12), Set.of(17, 18, 19, 20), Set.of(21, 22, 23, 24), Set.of(25, 26, 27, 28));

    private static final Pattern WORLD = Pattern.compile("name=\"world\" type=\"int\" value=\"(\\d+)\"");
    private static final Pattern DATA = Pattern.compile("<data encoding=\"csv\">(.*?)</data>", Pattern.DOTALL);

    @Test
    void everyMapPaintsItsOwnWorldsDecoration() throws IOException {
        List<String> wrong = new ArrayList<>();
        int maps = 0;
        for (String line : Files.readAllLines(LEVELS.resolve("levels.txt"), StandardCharsets.UTF_8)) {
            String t = line.trim();
            if (t.isEmpty() || t.startsWith("#")) continue;
            String file = t.split("\\s+")[0];
            String tmx = Files.readString(LEVELS.resolve(file), StandardCharsets.UTF_8);
            Matcher w = WORLD.matcher(tmx);
            int world = w.find() ? Integer.parseInt(w.group(1)) : 1;
            Set<Integer> painted = new TreeSet<>();
            Matcher d = DATA.matcher(tmx);
            while (d.find())
                for (String cell : d.group(1).split(",")) {
                    int gid = Integer.parseInt(cell.trim());
                    if (gid != 0 && !CLOUDS.contains(gid)) painted.add(gid);
                }
            maps++;
            assertTrue(!painted.isEmpty(), file + " paints no ground decoration at all");
            for (int gid : painted)
                if (!GROUND.get(world - 1).contains(gid)) wrong.add(file + " (world " + world + "): gid " + gid);
        }
        assertTrue(maps >= 16, "the shipped levels: " + maps);
        assertEquals(List.of(), wrong, "decoration from another world");
    }
}
