package com.tiltfall.save;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.Preferences;
import com.badlogic.gdx.utils.Array;
import com.tiltfall.audio.Sfx;
import com.tiltfall.input.Bindings;

/**
 * The player's settings: music and effects volume, fullscreen, the FPS counter, and the key and gamepad bindings.
 * Loaded from and saved to {@link Preferences} as text; each value that is missing, corrupt or out of range falls back
 * to its own default (the others are kept), with a problem for the log.
 */
public final class Settings {
    public static final double DEFAULT_MUSIC = Sfx.DEFAULT_MUSIC_VOLUME, DEFAULT_EFFECTS = Sfx.DEFAULT_EFFECTS_VOLUME;

    public double musicVolume = DEFAULT_MUSIC;
    public double effectsVolume = DEFAULT_EFFECTS;
    public boolean fullscreen;
    public boolean showFps;
    /** Which ghost a level shows (docs/racing.md): the player's best run, else the designer's; the designer's; none. */
    public int ghost;

    public static final int GHOST_BEST = 0, GHOST_DESIGNER = 1, GHOST_OFF = 2;
    /** The best run kept as the ghost is the highest score's rather than the fastest. */
    public boolean ghostByScore;
    /** Filled in place when loading: the input sources hold this object. */
    public final Bindings bindings;

    public Settings() {
        this(new Bindings());
    }

    public Settings(Bindings bindings) {
        this.bindings = bindings;
    }

    static final String MUSIC = "settings.music-volume",
            EFFECTS = "settings.effects-volume",
            FULLSCREEN = "settings.fullscreen",
            FPS = "settings.show-fps",
            GHOST = "settings.ghost",
            GHOST_BY_SCORE = "settings.ghost-by-score";

    static String keyName(int action, int slot) {
        return "settings.key." + Bindings.NAMES[action].toLowerCase() + "." + (slot + 1);
    }

    static String padName(int action) {
        return "settings.pad." + Bindings.NAMES[action].toLowerCase();
    }

    /** Reads every setting; returns the problems found (empty when all was well or nothing was saved yet). */
    public Array<String> load(Preferences prefs) {
        SaveValues v = new SaveValues(prefs);
        load(v);
        return v.problems;
    }

    /** Reads every setting through {@code v}, which collects the problems and the bad keys. */
    void load(SaveValues v) {
        musicVolume = v.decimal(MUSIC, DEFAULT_MUSIC, 0.0, 1.0);
        effectsVolume = v.decimal(EFFECTS, DEFAULT_EFFECTS, 0.0, 1.0);
        fullscreen = v.flag(FULLSCREEN, false);
        showFps = v.flag(FPS, false);
        ghost = v.integer(GHOST, GHOST_BEST, GHOST_BEST, GHOST_OFF);
        ghostByScore = v.flag(GHOST_BY_SCORE, false);
        Bindings loaded = new Bindings();
        for (int a = 0; a < Bindings.ACTIONS; a++) {
            for (int s = 0; s < 2; s++) {
                int def = Bindings.DEFAULT_KEYS[a][s];
                loaded.bindKey(a, s, v.integer(keyName(a, s), def, 1, Keys.MAX_KEYCODE));
            }
            loaded.bindPad(a, v.integer(padName(a), Bindings.DEFAULT_PAD[a], 0, Bindings.PAD_BUTTONS - 1));
        }
        bindings.set(loaded);
    }

    public void save(Preferences prefs) {
        prefs.putString(MUSIC, Double.toString(musicVolume));
        prefs.putString(EFFECTS, Double.toString(effectsVolume));
        prefs.putString(FULLSCREEN, Boolean.toString(fullscreen));
        prefs.putString(FPS, Boolean.toString(showFps));
        prefs.putString(GHOST, Integer.toString(ghost));
        prefs.putString(GHOST_BY_SCORE, Boolean.toString(ghostByScore));
        for (int a = 0; a < Bindings.ACTIONS; a++) {
            for (int s = 0; s < 2; s++) prefs.putString(keyName(a, s), Integer.toString(bindings.key(a, s)));
            prefs.putString(padName(a), Integer.toString(bindings.pad(a)));
        }
        prefs.flush();
    }
}
