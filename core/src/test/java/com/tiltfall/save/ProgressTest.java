package com.tiltfall.save;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.utils.Array;
import org.junit.jupiter.api.Test;

class ProgressTest {
    private static Array<String> levels(int n) {
        Array<String> a = new Array<>();
        for (int i = 1; i <= n; i++) a.add("levels/0" + i + "-level.tmx");
        return a;
    }

    @Test
    void onlyTheFirstLevelIsOpenAtFirst() {
        for (int n = 1; n <= 6; n++) {
            Progress p = new Progress(new MemoryPreferences());
            Array<String> l = levels(n);
            assertTrue(p.isUnlocked(l, 0));
            for (int i = 1; i < n; i++) assertFalse(p.isUnlocked(l, i), n + " levels, level " + i);
            assertFalse(p.isUnlocked(l, -1));
            assertFalse(p.isUnlocked(l, n));
            assertEquals(1, p.unlockedCount(l));
        }
    }

    @Test
    void completingALevelOpensExactlyTheNextOne() {
        Array<String> l = levels(5);
        for (int done = 0; done < 5; done++) {
            Progress p = new Progress(new MemoryPreferences());
            for (int i = 0; i <= done; i++) p.levelCompleted(l.get(i), 30, 1000, 0, 0);
            for (int i = 0; i < 5; i++)
                assertEquals(i <= done + 1, p.isUnlocked(l, i), "after " + (done + 1) + " completed, level " + i);
            assertEquals(Math.min(5, done + 2), p.unlockedCount(l));
        }
    }

    @Test
    void aCompletedLevelStaysOpenWhenThePlayOrderChanges() {
        Progress p = new Progress(new MemoryPreferences());
        Array<String> l = levels(3);
        p.levelCompleted(l.get(2), 10, 500, 0, 0); // e.g. played before a new level was put in front of it
        assertTrue(p.isUnlocked(l, 2));
        assertFalse(p.isUnlocked(l, 1));
    }

    @Test
    void bestsAreKeptAndSurviveARestart() {
        MemoryPreferences prefs = new MemoryPreferences();
        Progress p = new Progress(prefs);
        String lv = "levels/01-level.tmx";
        assertTrue(p.levelCompleted(lv, 40.5, 1200, 1, 2));
        assertFalse(p.levelCompleted(lv, 35.0, 900, 0, 3), "a lower score is no best");
        assertTrue(p.levelCompleted(lv, 50.0, 1300, 3, 1));
        Progress.Record r = p.record(lv);
        assertEquals(35.0, r.bestTime, 0.0);
        assertEquals(1300, r.bestScore);
        assertEquals(3, r.gems);
        assertEquals(3, r.medal, "the best medal, from another run than the best score");
        Progress again = new Progress(prefs); // the game started again
        Progress.Record back = again.record("other/folder/01-level.tmx"); // same file name, same record
        assertTrue(back.completed);
        assertEquals(35.0, back.bestTime, 0.0);
        assertEquals(1300, back.bestScore);
        assertEquals(3, back.gems);
        assertEquals(3, back.medal);
        assertEquals(0, again.problems.size);
    }

    @Test
    void eachCorruptValueFallsBackAloneAndIsReported() {
        String lv = "levels/01-level.tmx";
        String[][] cases = {
            {"completed", "maybe"},
            {"best-time", "fast"},
            {"best-time", "-2"},
            {"best-time", "1e9"},
            {"best-time", "NaN"},
            {"best-score", "12.5"},
            {"best-score", "-7"},
            {"best-score", "99999999999"},
            {"gems", "x"},
            {"gems", "-1"},
            {"medal", "5"},
            {"medal", "-1"},
            {"medal", "gold"},
        };
        for (String[] c : cases) {
            MemoryPreferences prefs = new MemoryPreferences();
            new Progress(prefs).levelCompleted(lv, 20.0, 1500, 2, 3);
            prefs.putString(Progress.key(lv, c[0]), c[1]);
            Progress p = new Progress(prefs);
            Progress.Record r = p.record(lv);
            String what = c[0] + "=" + c[1];
            assertEquals(1, p.problems.size, what + ": " + p.problems);
            assertTrue(p.problems.first().contains(Progress.key(lv, c[0])), what + ": " + p.problems);
            assertEquals(!c[0].equals("completed"), r.completed, what);
            assertEquals(c[0].equals("best-time") ? Progress.NONE : 20.0, r.bestTime, 0.0, what);
            assertEquals(c[0].equals("best-score") ? -1 : 1500, r.bestScore, what);
            assertEquals(c[0].equals("gems") ? 0 : 2, r.gems, what);
            assertEquals(c[0].equals("medal") ? 0 : 3, r.medal, what);
        }
    }

    @Test
    void aSaveFromBeforeMedalsLoadsWithNoneAndNoProblem() {
        MemoryPreferences prefs = new MemoryPreferences();
        String lv = "levels/01-level.tmx";
        // what the game saved before medals: four values, no "medal"
        prefs.putString(Progress.key(lv, "completed"), "true");
        prefs.putString(Progress.key(lv, "best-time"), "41.5");
        prefs.putString(Progress.key(lv, "best-score"), "2300");
        prefs.putString(Progress.key(lv, "gems"), "1");
        Progress p = new Progress(prefs);
        Progress.Record r = p.record(lv);
        assertEquals(0, p.problems.size, "" + p.problems);
        assertEquals(0, r.medal);
        assertEquals(41.5, r.bestTime, 0.0);
        assertEquals(2300, r.bestScore);
        p.levelCompleted(lv, 45.0, 100, 0, 2);
        assertEquals(2, new Progress(prefs).record(lv).medal, "the first medal is saved");
        assertEquals(41.5, new Progress(prefs).record(lv).bestTime, 0.0, "a slower run keeps the best time");
    }

    @Test
    void aCorruptRecordOfTheFirstLevelNeverLocksTheGame() {
        MemoryPreferences prefs = new MemoryPreferences();
        Array<String> l = levels(2);
        prefs.putString(Progress.key(l.get(0), "completed"), "garbage");
        Progress p = new Progress(prefs);
        assertTrue(p.isUnlocked(l, 0));
        assertFalse(p.isUnlocked(l, 1));
    }
}
