package com.tiltfall.save;

import com.badlogic.gdx.Preferences;
import com.badlogic.gdx.utils.Array;

/**
 * Reads typed values from {@link Preferences} stored as text (every value is written with putString, so the desktop
 * file and the browser's localStorage hold the same thing). A missing value gives its default silently; a corrupt or
 * out-of-range one gives its default and a problem naming the key and the value, never an exception.
 */
final class SaveValues {
    private final Preferences prefs;
    /** What was wrong with the stored values (for the log), in the order read. */
    final Array<String> problems = new Array<>();

    SaveValues(Preferences prefs) {
        this.prefs = prefs;
    }

    private String raw(String key) {
        try {
            return prefs.contains(key) ? prefs.getString(key, null) : null;
        } catch (RuntimeException e) { // a value stored with another type by some other program
            problems.add(key + ": unreadable (" + e.getMessage() + "), using the default");
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
        problems.add(key + ": '" + s + "' is not a whole number from " + min + " to " + max + ", using " + fallback);
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
        problems.add(key + ": '" + s + "' is not a number from " + min + " to " + max + ", using " + fallback);
        return fallback;
    }

    boolean flag(String key, boolean fallback) {
        String s = raw(key);
        if (s == null) return fallback;
        String t = s.trim();
        if (t.equals("true")) return true;
        if (t.equals("false")) return false;
        problems.add(key + ": '" + s + "' is not true or false, using " + fallback);
        return fallback;
    }
}
