package com.tiltfall.save;

import com.badlogic.gdx.Preferences;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.ObjectMap;

/**
 * Checks the whole save once, when the game starts: every value the game knows (the settings, each level's record)
 * is read, and a bad one (corrupt, out of range, not text), or an unknown value far longer than any the game saves, is
 * copied to the platform's backup ({@link SaveBackups}), then removed and the store saved: reported once, never at
 * every start. Decides the line the title shows the player.
 */
final class SaveRepair {
    static final String LOST = "Saved progress could not be read; a copy was kept; starting fresh.";
    static final String LOST_NO_COPY = "Saved progress could not be read; starting fresh.";
    static final String SOME = "Some saved settings or records could not be read and were reset; a copy was kept.";
    static final String SOME_NO_COPY = "Some saved settings or records could not be read and were reset.";
    /** Longer than any value the game saves (a number, true/false): an unknown key's longer value is junk. */
    static final int LONGEST = 1000;

    /** What was found and done, for the log, in order; values quoted short. */
    final Array<String> log = new Array<>();
    /** The line for the title, or null when all was well. */
    String notice;

    /** Checks {@code prefs}, loading {@code settings} and the records of {@code progress} on the way. */
    void run(Preferences prefs, Settings settings, Progress progress) {
        SaveBackups backups = prefs instanceof SaveBackups ? (SaveBackups) prefs : null;
        if (backups != null && backups.unreadable() != null) {
            String copy = backups.unreadableCopy();
            log.add(backups.unreadable() + (copy != null ? "; kept as " + copy : "; no copy could be kept")
                    + "; starting fresh");
            notice = copy != null ? LOST : LOST_NO_COPY;
        }
        ObjectMap<String, Object> all = stored(prefs);
        SaveValues v = new SaveValues(prefs);
        settings.load(v);
        for (String key : all.keys()) { // level.<file name>.<field>: that level's record
            int dot = key.lastIndexOf('.');
            if (key.startsWith("level.") && dot > 6 && !v.asked.contains(key)) progress.read(key.substring(6, dot), v);
        }
        ObjectMap<String, String> bad = new ObjectMap<>();
        for (String key : v.bad) bad.put(key, text(all.get(key)));
        log.addAll(v.problems);
        for (ObjectMap.Entry<String, Object> e : all.entries()) {
            String text = text(e.value);
            if (v.asked.contains(e.key) || text.length() <= LONGEST) continue;
            bad.put(e.key, text);
            log.add(e.key + ": " + SaveValues.quote(text) + " is no value the game saves");
        }
        if (bad.size == 0) return;
        String copy = backups != null ? backups.keepCopy(bad) : null;
        log.add(bad.size + (bad.size == 1 ? " bad value " : " bad values ")
                + (copy != null ? "copied to " + copy : "(no copy could be kept)") + " and removed");
        for (String key : bad.keys()) prefs.remove(key);
        try {
            prefs.flush();
        } catch (RuntimeException e) {
            log.add("cannot save the cleaned values: " + e.getMessage());
        }
        if (notice == null) notice = copy != null ? SOME : SOME_NO_COPY;
    }

    /** Everything stored (the game's stores list it: {@link AllValues}; another store is read key by key only). */
    private ObjectMap<String, Object> stored(Preferences prefs) {
        try {
            if (prefs instanceof AllValues) return ((AllValues) prefs).allValues();
            log.add("cannot list the saved values: the store cannot list them");
        } catch (RuntimeException e) {
            log.add("cannot list the saved values: " + e.getMessage());
        }
        return new ObjectMap<>();
    }

    private static String text(Object value) {
        return value == null ? "" : String.valueOf(value);
    }
}
