package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.ecs.component.PlayerTuning;
import com.tiltfall.level.PlayerTuningKnobs;
import com.tiltfall.level.PlayerTuningOverrides;
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
    static final String TABLE = "<!-- PlayerTuningKnobs.KNOBS";

    @Test
    void eachNameReadsAndWritesItsOwnValue() {
        int n = PlayerTuningKnobs.KNOBS.length;
        Set<String> names = new HashSet<>();
        for (PlayerTuningKnobs.Knob k : PlayerTuningKnobs.KNOBS) assertTrue(names.add(k.name), "twice: " + k.name);
        for (int i = 0; i < n; i++) {
            PlayerTuning t = new PlayerTuning();
            double[] before = new double[n];
            for (int j = 0; j < n; j++) before[j] = PlayerTuningKnobs.get(t, j);
            PlayerTuningKnobs.set(t, i, 1000.0 + i);
            for (int j = 0; j < n; j++)
                assertEquals(
                        j == i ? 1000.0 + i : before[j],
                        PlayerTuningKnobs.get(t, j),
                        PlayerTuningKnobs.KNOBS[i].name + " -> " + j);
            assertEquals(i, PlayerTuningKnobs.indexOf(PlayerTuningKnobs.KNOBS[i].name));
        }
        assertEquals(-1, PlayerTuningKnobs.indexOf("halfSize"), "the box's size is not overridable");
    }

    @Test
    void everyDefaultLiesInItsRange() {
        PlayerTuning t = new PlayerTuning();
        for (int i = 0; i < PlayerTuningKnobs.KNOBS.length; i++) {
            PlayerTuningKnobs.Knob k = PlayerTuningKnobs.KNOBS[i];
            double v = PlayerTuningKnobs.get(t, i);
            assertTrue(k.aboveZero ? v > 0.0 : v >= 0.0, k.name + " = " + v);
            assertTrue(v <= k.max, k.name + " = " + v + " > " + k.max);
        }
    }

    @Test
    void aLevelsOverridesChangeOnlyTheirValues() {
        PlayerTuningOverrides o = new PlayerTuningOverrides();
        int jump = PlayerTuningKnobs.indexOf("jumpSpeed"), coyote = PlayerTuningKnobs.indexOf("coyoteTime");
        o.put(jump, 12.5);
        o.put(coyote, 0.2);
        o.put(jump, 13.0); // the later value counts
        assertEquals(2, o.size());
        PlayerTuning t = new PlayerTuning(), defaults = new PlayerTuning();
        o.applyTo(t);
        assertEquals(13.0, t.jumpSpeed);
        assertEquals(0.2, t.coyoteTime);
        for (int i = 0; i < PlayerTuningKnobs.KNOBS.length; i++) {
            if (i != jump && i != coyote)
                assertEquals(
                        PlayerTuningKnobs.get(defaults, i),
                        PlayerTuningKnobs.get(t, i),
                        PlayerTuningKnobs.KNOBS[i].name);
        }
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
        assertEquals(PlayerTuningKnobs.KNOBS.length, rows.size(), "rows in the tuning table");
        for (int i = 0; i < rows.size(); i++) {
            String[] cells = rows.get(i);
            PlayerTuningKnobs.Knob k = PlayerTuningKnobs.KNOBS[i];
            assertEquals("`" + k.name + "`", cells[1].trim(), "row " + (i + 1) + " (in the order of KNOBS)");
            assertEquals(PlayerTuningKnobs.get(t, i), Double.parseDouble(cells[2].trim()), 1e-9, k.name + "'s default");
            String range = (k.aboveZero ? "> 0" : ">= 0") + ", <= " + num(k.max);
            assertEquals(range, cells[3].trim(), k.name + "'s range");
        }
    }

    private static String num(double v) {
        return v == Math.rint(v) ? String.valueOf((long) v) : String.valueOf(v);
    }
}
