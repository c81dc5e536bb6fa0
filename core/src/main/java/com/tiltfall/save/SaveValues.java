package com.tiltfall.save;

import com.badlogic.gdx.Preferences;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.ObjectSet;

/**
 * Reads typed values from {@link Preferences} stored as text (every value is written with putString, so the desktop
 * file and the browser's localStorage hold the same thing). A missing value gives its default silently; a corrupt,
 * out-of-range or non-text one gives its default, a problem naming the key and the value (quoted short: a stored
 * value may be megabytes), and its key in {@link #bad}, never an exception.
 */
final class SaveValues {
    /** How much of a bad value a message quotes. */
    static final int QUOTE_CHARS = 200;

    private final Preferences prefs;
    /** What was wrong with the stored values (for the log), in the order read. */
    final Array<String> problems = new Array<>();
    /** The keys whose stored value could not be used, in the order read. */
    final Array<String> bad = new Array<>();
    /** Every key asked for: the keys the game knows. */
    final ObjectSet<String> asked = new ObjectSet<>();

    SaveValues(Preferences prefs) {
        this.prefs = prefs;
    }

    /** The value for a message: whole in quotes when short, else its first {@value #QUOTE_CHARS} characters. */
    static String quote(String value) {
        if (value.length() <= QUOTE_CHARS) return "'" + value + "'";
        return "'" + value.substring(0, QUOTE_CHARS) + "...' (" + value.length() + " characters)";
    }

    private void problem(String key, String what) {
        problems.add(key + ": " + what);
        if (!bad.contains(key, false)) bad.add(key);
    }

    private String raw(String key) {
        asked.add(key);
        try {
            if (!prefs.contains(key)) return null;
            String s = prefs.getString(key, null);
            if (s == null) problem(key, "not stored as text (another program's value?), using the default");
            return s;
        } catch (RuntimeException e) { // a value stored with another type by some other program
            problem(key, "unreadable (" + e.getMessage() + "), using the default");
            return null;
        }
    }

    int integer(String key, int fallback, int min, int max) {
        String s = raw(key);
        if (s == null) return fallback;
        try {
            int v = Integer.parseInt(s.trim());
            if (v >= min && v <= max) return v;
        } catch (NumberFormatException e) {
            // reported below
        }
        problem(key, quote(s) + " is not a whole number from " + min + " to " + max + ", using " + fallback);
        return fallback;
    }

    double decimal(String key, double fallback, double min, double max) {
        String s = raw(key);
        if (s == null) return fallback;
        try {
            double v = Double.parseDouble(s.trim());
            if (v >= min && v <= max) return v; // NaN fails both
        } catch (NumberFormatException e) {
            // reported below
        }
        problem(key, quote(s) + " is not a number from " + min + " to " + max + ", using " + fallback);
        return fallback;
    }

    boolean flag(String key, boolean fallback) {
        String s = raw(key);
        if (s == null) return fallback;
        String t = s.trim();
        if (t.equals("true")) return true;
        if (t.equals("false")) return false;
        problem(key, quote(s) + " is not true or false, using " + fallback);
        return fallback;
    }
}
