package com.tiltfall.save;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Preferences;
import com.badlogic.gdx.utils.GdxRuntimeException;
import com.tiltfall.input.Bindings;

/**
 * The game's saved data: {@link Settings} and {@link Progress} in one libGDX {@link Preferences} store named
 * {@value #NAME} (desktop: ~/.prefs/{@value #NAME}; browser: the page's localStorage). Opening it checks every value
 * ({@link SaveRepair}): what cannot be read is kept as a copy, removed, and told to the player once
 * ({@link #takeNotice()}). Storage that cannot be opened gives an in-memory store: the game plays and forgets, and
 * says so in the log.
 */
public final class Saves {
    public static final String NAME = "com.tiltfall.save";

    /** Opens the platform's store by name; may throw. */
    public interface Storage {
        Preferences open(String name);
    }

    /**
     * No storage: the launcher gave none, so the game plays and forgets (and says so in the log). The launchers give
     * theirs (libGDX's own {@code Gdx.app.getPreferences} is not named anywhere, so the web build leaves its
     * GwtPreferences out).
     */
    public static final Storage NONE = name -> {
        throw new GdxRuntimeException("the launcher gave no storage");
    };

    public final Preferences prefs;
    public final Settings settings;
    public final Progress progress;
    private String notice;

    public Saves(Preferences prefs, Bindings bindings) {
        this.prefs = prefs;
        settings = new Settings(bindings);
        progress = new Progress(prefs);
        SaveRepair repair = new SaveRepair();
        repair.run(prefs, settings, progress);
        for (String line : repair.log) log(line);
        notice = repair.notice;
    }

    /** The store {@code storage} opens (or memory when it cannot). */
    public static Saves open(Bindings bindings, Storage storage) {
        Preferences prefs;
        try {
            prefs = storage.open(NAME);
        } catch (RuntimeException e) {
            log("cannot open the saved data (" + e.getMessage() + "): progress will not be kept");
            prefs = new MemoryPreferences();
        }
        return new Saves(prefs, bindings);
    }

    /** The line the title shows once when saved data could not be read (then null), or null. */
    public String takeNotice() {
        String n = notice;
        notice = null;
        return n;
    }

    public void saveSettings() {
        try {
            settings.save(prefs);
        } catch (RuntimeException e) {
            log("cannot save the settings: " + e.getMessage());
        }
    }

    /** Records a completed level (see {@link Progress#levelCompleted}); a storage failure is logged, not thrown. */
    public boolean levelCompleted(String levelPath, double seconds, int score, int gems, int medal) {
        try {
            boolean best = progress.levelCompleted(levelPath, seconds, score, gems, medal);
            flushProblems();
            return best;
        } catch (RuntimeException e) {
            log("cannot save progress: " + e.getMessage());
            return false;
        }
    }

    /** Logs the problems found in saved values so far (each once). */
    public void flushProblems() {
        for (String p : progress.problems) log(p);
        progress.problems.clear();
    }

    private static void log(String message) {
        if (Gdx.app != null) Gdx.app.error("Tiltfall", "saved data: " + message);
    }
}
