package com.tiltfall.save;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.utils.ObjectMap;
import com.tiltfall.input.Bindings;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A save with bad values, as the browser's storage holds it ({@link StoragePreferences} over an in-memory
 * localStorage): the game starts, keeps a copy of the bad values, removes them, tells the player once and quotes
 * them short; the next start finds nothing to report.
 */
class SaveRepairTest {
    private static final String P = Saves.NAME + ":";
    private static final String LEVEL = "01-first-slopes.tmx";
    private static final String HUGE = "9".repeat(4 * 1024 * 1024);

    /** A good save written by the game itself: custom settings and two level records. */
    private static MapStore goodSave() {
        MapStore store = new MapStore();
        StoragePreferences prefs = new StoragePreferences(store, Saves.NAME);
        Settings s = new Settings();
        s.musicVolume = 0.3;
        s.bindings.bindKey(Bindings.JUMP, 0, Keys.K);
        s.save(prefs);
        Progress p = new Progress(prefs);
        p.levelCompleted("levels/" + LEVEL, 42.5, 1700, 2, 3);
        p.levelCompleted("levels/02-ramps.tmx", 61.0, 900, 0, 1);
        return store;
    }

    /** The keys the game saved (without the prefix and type letter). */
    private static List<String> savedKeys() {
        List<String> keys = new ArrayList<>();
        for (String k : goodSave().items.keySet()) keys.add(k.substring(P.length(), k.length() - 1));
        return keys;
    }

    private static Saves open(MapStore store) {
        return new Saves(new StoragePreferences(store, Saves.NAME), new Bindings());
    }

    private static String backup(MapStore store, int n) {
        return store.items.get(StoragePreferences.backupKey(Saves.NAME, n));
    }

    /** Every saved key, given garbage, a value of another type, or a 4 MiB value: only that value is lost. */
    @Test
    void eachBadValueIsCopiedRemovedAndToldOnce() {
        List<String> keys = savedKeys();
        assertTrue(keys.size() > 20, "settings and two records: " + keys);
        for (String key : keys) {
            List<String[]> cases = new ArrayList<>(Arrays.asList(
                    new String[] {"s", "garbage \u0000\"{"}, new String[] {"i", "7"}, new String[] {"b", "true"}));
            if (key.equals(Settings.MUSIC) || key.endsWith(".best-score")) cases.add(new String[] {"s", HUGE});
            for (String[] c : cases) {
                MapStore store = goodSave();
                Map<String, String> before = new LinkedHashMap<>(store.items);
                store.items.remove(P + key + "s");
                store.items.put(P + key + c[0], c[1]);
                String what = key + " as " + c[0] + " " + c[1].length() + " chars";

                Saves saves = open(store);
                assertEquals(SaveRepair.SOME, saves.takeNotice(), what);
                assertNull(saves.takeNotice(), what + ": told once");
                assertFalse(store.items.containsKey(P + key + c[0]), what + ": cleaned");
                String copy = backup(store, 1);
                assertTrue(copy != null && copy.contains("\"" + key + "\":"), what + ": " + copy);
                String start = c[1].length() > 200 ? c[1].substring(0, 200) : c[1].replace("\"", "\\\"");
                assertTrue(copy.contains(start.replace("\u0000", "\\u0000")), what + ": the value is in the copy");
                assertTrue(copy.length() < StoragePreferences.BACKUP_CHARS + 1000, what + ": bounded copy");
                for (Map.Entry<String, String> e : before.entrySet())
                    if (!e.getKey().equals(P + key + "s"))
                        assertEquals(e.getValue(), store.items.get(e.getKey()), what + ": kept " + e.getKey());

                Saves again = open(store);
                assertNull(again.takeNotice(), what + ": nothing to tell on the next start");
                assertNull(backup(store, 2), what + ": no second copy");
                assertEquals(0, again.progress.problems.size, what);
            }
        }
    }

    /** The other values are still the player's after a bad one is removed (settings and records alike). */
    @Test
    void theGoodValuesAreStillUsed() {
        MapStore store = goodSave();
        store.items.put(P + Settings.EFFECTS + "s", "loud");
        store.items.put(P + "level." + LEVEL + ".gems" + "s", "many");
        Saves saves = open(store);
        assertEquals(0.3, saves.settings.musicVolume, 0.0);
        assertEquals(Settings.DEFAULT_EFFECTS, saves.settings.effectsVolume, 0.0);
        assertEquals(Keys.K, saves.settings.bindings.key(Bindings.JUMP, 0));
        Progress.Record r = saves.progress.record("levels/" + LEVEL);
        assertTrue(r.completed);
        assertEquals(1700, r.bestScore);
        assertEquals(42.5, r.bestTime, 0.0);
        assertEquals(0, r.gems);
        assertEquals(3, r.medal);
        assertEquals(0, saves.progress.problems.size, "read and cleaned at start, not reported again");
    }

    /** A save written before medals and the restart binding: nothing to report, medals none, restart on R. */
    @Test
    void aSaveFromBeforeMedalsAndRestartTellsNothing() {
        MapStore store = goodSave();
        store.items.keySet().removeIf(k -> k.contains(".medal") || k.contains("restart"));
        Map<String, String> before = new LinkedHashMap<>(store.items);
        Saves saves = open(store);
        assertNull(saves.takeNotice());
        assertEquals(before, store.items, "nothing removed");
        assertEquals(0, saves.progress.record("levels/" + LEVEL).medal);
        assertEquals(1700, saves.progress.record("levels/" + LEVEL).bestScore);
        assertEquals(Keys.R, saves.settings.bindings.key(Bindings.RESTART, 0));
        assertEquals(Keys.K, saves.settings.bindings.key(Bindings.JUMP, 0));
    }

    @Test
    void logsQuoteAtMost200CharactersOfABadValue() {
        for (String key : new String[] {Settings.MUSIC, Settings.FULLSCREEN, "level." + LEVEL + ".best-time", "junk"}) {
            MapStore store = goodSave();
            store.items.put(P + key + "s", HUGE);
            StoragePreferences prefs = new StoragePreferences(store, Saves.NAME);
            SaveRepair repair = new SaveRepair();
            repair.run(prefs, new Settings(), new Progress(prefs));
            assertTrue(repair.log.size >= 2, key + ": " + repair.log);
            assertTrue(repair.log.first().contains(key), repair.log.first());
            assertTrue(repair.log.first().contains("9".repeat(200)), "quotes the start: " + key);
            for (String line : repair.log) assertTrue(line.length() < 200 + key.length() + 120, key + ": " + line);
            assertTrue(repair.log.first().contains(Integer.toString(HUGE.length())), "says how long it was");
        }
    }

    @Test
    void anUnknownKeyIsKeptUnlessItIsFarTooLong() {
        MapStore store = goodSave();
        store.items.put(P + "settings.from-a-newer-versions", "something");
        store.items.put(P + "junks", "x".repeat(SaveRepair.LONGEST + 1));
        store.items.put(P + "short-junks", "x".repeat(SaveRepair.LONGEST));
        open(store);
        assertEquals("something", store.items.get(P + "settings.from-a-newer-versions"));
        assertEquals(SaveRepair.LONGEST, store.items.get(P + "short-junks").length());
        assertFalse(store.items.containsKey(P + "junks"));
    }

    /** A 4 MiB value in a nearly full storage: the copy is cut to the bound; with no room at all none is kept. */
    @Test
    void theBackupOfAHugeValueIsBoundedAndAFullStorageKeepsNone() {
        for (long room : new long[] {10_000_000, 200_000, 1_000, 0}) {
            MapStore store = goodSave();
            store.items.put(P + Settings.MUSIC + "s", HUGE);
            store.quota = store.used() + room;
            Saves saves = open(store);
            String copy = backup(store, 1);
            String what = room + " characters free";
            if (room >= StoragePreferences.BACKUP_CHARS + 1000) {
                assertEquals(SaveRepair.SOME, saves.takeNotice(), what);
                assertTrue(copy.contains("[cut: " + HUGE.length() + " characters in all]"), what);
                assertTrue(copy.length() <= StoragePreferences.BACKUP_CHARS + 200, what + ": " + copy.length());
            } else {
                assertNull(copy, what);
                assertEquals(SaveRepair.SOME_NO_COPY, saves.takeNotice(), what);
            }
            assertFalse(store.items.containsKey(P + Settings.MUSIC + "s"), what + ": removed all the same");
            assertTrue(store.used() < 100_000, what + ": the storage is free again");
            assertEquals(Settings.DEFAULT_MUSIC, saves.settings.musicVolume, 0.0, what);
        }
    }

    @Test
    void backupsNeverOverwriteAnEarlierOneAndStopAtTheirLimit() {
        MapStore store = goodSave();
        for (int n = 1; n <= StoragePreferences.MAX_BACKUPS + 2; n++) {
            store.items.put(P + Settings.FPS + "s", "bad-" + n);
            Saves saves = open(store);
            boolean kept = n <= StoragePreferences.MAX_BACKUPS;
            assertEquals(kept ? SaveRepair.SOME : SaveRepair.SOME_NO_COPY, saves.takeNotice(), "start " + n);
            assertFalse(store.items.containsKey(P + Settings.FPS + "s"));
        }
        for (int n = 1; n <= StoragePreferences.MAX_BACKUPS; n++)
            assertTrue(backup(store, n).contains("bad-" + n), "backup " + n + ": " + backup(store, n));
        assertNull(backup(store, StoragePreferences.MAX_BACKUPS + 1));
    }

    /** A platform that could not read its whole store (the desktop's file) set it aside: the title says so. */
    @Test
    void aWholeUnreadableStoreIsToldWithOrWithoutACopy() {
        for (String copy : new String[] {"/home/p/.prefs/com.tiltfall.save.bad-1", null}) {
            SetAside prefs = new SetAside(copy);
            Saves saves = new Saves(prefs, new Bindings());
            assertEquals(copy != null ? SaveRepair.LOST : SaveRepair.LOST_NO_COPY, saves.takeNotice());
            assertNull(saves.takeNotice());
            assertEquals(Settings.DEFAULT_MUSIC, saves.settings.musicVolume, 0.0);
        }
    }

    /** A store without backups (memory, or another platform's): bad values are removed, and no copy is claimed. */
    @Test
    void withoutBackupsTheNoticeClaimsNoCopy() {
        MemoryPreferences prefs = new MemoryPreferences();
        prefs.putString(Settings.MUSIC, "loud");
        prefs.putInteger(Settings.EFFECTS, 1);
        prefs.putString(Settings.FPS, "true");
        Saves saves = new Saves(prefs, new Bindings());
        assertEquals(SaveRepair.SOME_NO_COPY, saves.takeNotice());
        assertFalse(prefs.contains(Settings.MUSIC));
        assertFalse(prefs.contains(Settings.EFFECTS));
        assertEquals("true", prefs.getString(Settings.FPS));
        assertTrue(saves.settings.showFps);
        assertTrue(prefs.flushes > 0, "the cleaned store was saved");
        assertNull(new Saves(prefs, new Bindings()).takeNotice());
    }

    @Test
    void aGoodSaveTellsNothingAndChangesNothing() {
        MapStore store = goodSave();
        Map<String, String> before = new LinkedHashMap<>(store.items);
        assertNull(open(store).takeNotice());
        assertEquals(before, store.items);
    }

    /** The desktop's case in core terms: the platform could not read its file and started empty. */
    private static final class SetAside extends MapPreferences implements SaveBackups {
        private final String copy;

        SetAside(String copy) {
            this.copy = copy;
        }

        @Override
        public String unreadable() {
            return "the file is not a saved-data file";
        }

        @Override
        public String unreadableCopy() {
            return copy;
        }

        @Override
        public String keepCopy(ObjectMap<String, String> bad) {
            throw new AssertionError("nothing to copy: the store is empty");
        }

        @Override
        public void flush() {}
    }
}
