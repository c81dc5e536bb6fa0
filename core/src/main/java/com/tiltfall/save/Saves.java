package com.tiltfall.save;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Preferences;
import com.tiltfall.input.Bindings;

/**
 * The game's saved data: {@link Settings} and {@link Progress} in one libGDX {@link Preferences} file named
 * {@value #NAME} (desktop: ~/.prefs/{@value #NAME}; browser: the page's localStorage). Storage that cannot be opened
 * gives an in-memory store: the game plays and forgets, and says so in the log.
 */
public final class Saves {
    public static final String NAME = "com.tiltfall.save";

    public final Preferences prefs;
    public final Settings settings;
    public final Progress progress;

    public Saves(Preferences prefs, Bindings bindings) {
        this.prefs = prefs;
        settings = new Settings(bindings);
        for (String p : settings.load(prefs)) log(p);
        progress = new Progress(prefs);
    }

    /** The platform's storage (or memory when there is none). */
    public static Saves open(Bindings bindings) {
        Preferences prefs;
        try {
            prefs = Gdx.app.getPreferences(NAME);
        } catch (RuntimeException e) {
            log("cannot open the saved data (" + e.getMessage() + "): progress will not be kept");
            prefs = new MemoryPreferences();
        }
        return new Saves(prefs, bindings);
    }

    public void saveSettings() {
        try {
            settings.save(prefs);
        } catch (RuntimeException e) {
            log("cannot save the settings: " + e.getMessage());
        }
    }

    /** Records a completed level (see {@link Progress#levelCompleted}); a storage failure is logged, not thrown. */
    public boolean levelCompleted(String levelPath, double seconds, int score, int gems) {
        try {
            boolean best = progress.levelCompleted(levelPath, seconds, score, gems);
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
