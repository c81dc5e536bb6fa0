package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.ecs.component.PlayerTuning;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The overridable tuning values: each name reads and writes its own field, every default lies in its range (a level
 * may state a default), and docs/player.md's tuning table lists exactly these names with their defaults and ranges.
 */
class PlayerTuningTest {
    static final String TABLE = "<!-- PlayerTuning.KNOBS";

    @Test
    void eachNameReadsAndWritesItsOwnValue() {
        int n = PlayerTuning.KNOBS.length;
        Set<String> names = new HashSet<>();
        for (PlayerTuning.Knob k : PlayerTuning.KNOBS) assertTrue(names.add(k.name), "twice: " + k.name);
        for (int i = 0; i < n; i++) {
            PlayerTuning t = new PlayerTuning();
            double[] before = new double[n];
            for (int j = 0; j < n; j++) before[j] = t.get(j);
            t.set(i, 1000.0 + i);
            for (int j = 0; j < n; j++)
                assertEquals(j == i ? 1000.0 + i : before[j], t.get(j), PlayerTuning.KNOBS[i].name + " -> " + j);
            assertEquals(i, PlayerTuning.indexOf(PlayerTuning.KNOBS[i].name));
        }
        assertEquals(-1, PlayerTuning.indexOf("halfSize"), "the box's size is not overridable");
    }

    @Test
    void everyDefaultLiesInItsRange() {
        PlayerTuning t = new PlayerTuning();
        for (int i = 0; i < PlayerTuning.KNOBS.length; i++) {
            PlayerTuning.Knob k = PlayerTuning.KNOBS[i];
            double v = t.get(i);
            assertTrue(k.aboveZero ? v > 0.0 : v >= 0.0, k.name + " = " + v);
            assertTrue(v <= k.max, k.name + " = " + v + " > " + k.max);
        }
    }

    @Test
    void aCopyHasEveryValue() {
        PlayerTuning a = new PlayerTuning(), b = new PlayerTuning();
        for (int i = 0; i < PlayerTuning.KNOBS.length; i++) a.set(i, 0.5 + i);
        a.feetSide = PlayerTuning.SIDE_LEFT;
        b.copyFrom(a);
        for (int i = 0; i < PlayerTuning.KNOBS.length; i++) assertEquals(a.get(i), b.get(i));
        assertEquals(PlayerTuning.SIDE_LEFT, b.feetSide);
    }

    @Test
    void docsPlayerMdListsEveryNameWithItsDefaultAndRange() throws IOException {
        String doc = new String(Files.readAllBytes(Paths.get("../docs/player.md")), StandardCharsets.UTF_8);
        int at = doc.indexOf(TABLE);
        assertTrue(at >= 0, "docs/player.md has the tuning table (after " + TABLE + ")");
        List<String[]> rows = new ArrayList<>();
        for (String line : doc.substring(at).split("\n")) {
            if (rows.size() > 0 && !line.startsWith("|")) break;
            if (line.startsWith("| `")) rows.add(line.split("\\|"));
        }
        PlayerTuning t = new PlayerTuning();
        assertEquals(PlayerTuning.KNOBS.length, rows.size(), "rows in the tuning table");
        for (int i = 0; i < rows.size(); i++) {
            String[] cells = rows.get(i);
            PlayerTuning.Knob k = PlayerTuning.KNOBS[i];
            assertEquals("`" + k.name + "`", cells[1].trim(), "row " + (i + 1) + " (in the order of KNOBS)");
            assertEquals(t.get(i), Double.parseDouble(cells[2].trim()), 1e-9, k.name + "'s default");
            String range = (k.aboveZero ? "> 0" : ">= 0") + ", <= " + num(k.max);
            assertEquals(range, cells[3].trim(), k.name + "'s range");
        }
    }

    private static String num(double v) {
        return v == Math.rint(v) ? String.valueOf((long) v) : String.valueOf(v);
    }
}
