package com.tiltfall.save;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.utils.GdxRuntimeException;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The browser's save format (libGDX's GwtPreferences: "name:key" + a type letter) over an in-memory localStorage. */
class StoragePreferencesTest {
    private static final String P = "com.tiltfall.save:";

    @Test
    void readsWhatLibGdxWroteAndWritesTheSameFormat() {
        MapStore store = new MapStore();
        store.items.put(P + "settings.music-volumes", "0.25"); // as GwtPreferences stores putString
        store.items.put(P + "counti", "12");
        store.items.put(P + "onb", "true");
        store.items.put(P + "bigl", "12345678901");
        store.items.put(P + "ratiof", "0.5");
        StoragePreferences prefs = new StoragePreferences(store, "com.tiltfall.save");
        assertEquals("0.25", prefs.getString("settings.music-volume", null));
        assertEquals(12, prefs.getInteger("count"));
        assertTrue(prefs.getBoolean("on"));
        assertEquals(12345678901L, prefs.getLong("big"));
        assertEquals(0.5f, prefs.getFloat("ratio"), 0f);
        prefs.putString("new", "a").putInteger("count", 13).flush();
        assertEquals("a", store.items.get(P + "news"));
        assertEquals("13", store.items.get(P + "counti"));
        assertEquals("0.25", store.items.get(P + "settings.music-volumes"));
    }

    /** libGDX's loader drops every value when one does not parse; here that one is loaded as its text. */
    @Test
    void anEntryThatDoesNotParseCostsOnlyItself() {
        String[][] cases = {{"i", "seven"}, {"l", ""}, {"f", "fast"}, {"b", "yes"}, {"i", "99999999999"}};
        for (String[] c : cases) {
            MapStore store = new MapStore();
            store.items.put(P + "goods", "kept");
            store.items.put(P + "odd" + c[0], c[1]);
            StoragePreferences prefs = new StoragePreferences(store, "com.tiltfall.save");
            assertEquals("kept", prefs.getString("good", null), c[0] + c[1]);
            assertEquals(c[1], prefs.getString("odd", null), c[0] + c[1]);
            prefs.flush(); // written back as text under its own key, the old entry removed
            assertEquals(c[1], store.items.get(P + "odds"), c[0] + c[1]);
            assertFalse(store.items.containsKey(P + "odd" + c[0]), c[0] + c[1]);
        }
    }

    @Test
    void aFlushLeavesEveryEntryItDidNotLoadAlone() {
        MapStore store = new MapStore();
        Map<String, String> foreign = new LinkedHashMap<>();
        foreign.put("other-game:scores", "1");
        foreign.put("com.tiltfall.saveX:as", "near miss");
        foreign.put("com.tiltfall.save:", "no key at all");
        foreign.put(P + "musici", "3"); // a second entry for "music": the text one is loaded
        foreign.put("backup-of-com.tiltfall.save-1", "{}");
        store.items.putAll(foreign);
        store.items.put(P + "musics", "0.5");
        StoragePreferences prefs = new StoragePreferences(store, "com.tiltfall.save");
        assertEquals("0.5", prefs.getString("music", null));
        assertEquals(1, prefs.get().size(), prefs.get().toString());
        prefs.remove("music");
        prefs.flush();
        assertFalse(store.items.containsKey(P + "musics"));
        assertEquals(foreign, store.items);
    }

    @Test
    void aFullStorageFailsTheFlushWithAClearErrorAndLosesNothingStored() {
        MapStore store = new MapStore();
        store.items.put(P + "as", "1");
        store.quota = store.used() + 10;
        StoragePreferences prefs = new StoragePreferences(store, "com.tiltfall.save");
        prefs.putString("b", "x".repeat(100));
        GdxRuntimeException e = assertThrows(GdxRuntimeException.class, prefs::flush);
        assertTrue(e.getMessage().contains("quota"), e.getMessage());
        assertEquals("1", store.items.get(P + "as"));
    }
}
