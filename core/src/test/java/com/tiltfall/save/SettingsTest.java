package com.tiltfall.save;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.utils.Array;
import com.tiltfall.input.Bindings;
import org.junit.jupiter.api.Test;

class SettingsTest {
    /** Settings that differ from every default. */
    private static Settings custom() {
        Settings s = new Settings();
        s.musicVolume = 0.25;
        s.effectsVolume = 0.4;
        s.fullscreen = true;
        s.showFps = true;
        s.ghost = Settings.GHOST_OFF;
        s.ghostByScore = true;
        s.bindings.bindKey(Bindings.JUMP, 0, Keys.K);
        s.bindings.bindKey(Bindings.LEFT, 1, Keys.J);
        s.bindings.bindPad(Bindings.JUMP, 2);
        return s;
    }

    private static void assertCustom(Settings s, String except) {
        if (!except.equals(Settings.MUSIC)) assertEquals(0.25, s.musicVolume, 0.0, "music");
        if (!except.equals(Settings.EFFECTS)) assertEquals(0.4, s.effectsVolume, 0.0, "effects");
        if (!except.equals(Settings.FULLSCREEN)) assertTrue(s.fullscreen, "fullscreen");
        if (!except.equals(Settings.FPS)) assertTrue(s.showFps, "fps");
        if (!except.equals(Settings.GHOST)) assertEquals(Settings.GHOST_OFF, s.ghost, "ghost");
        if (!except.equals(Settings.GHOST_BY_SCORE)) assertTrue(s.ghostByScore, "ghost by score");
        if (!except.equals(Settings.keyName(Bindings.JUMP, 0))) assertEquals(Keys.K, s.bindings.key(Bindings.JUMP, 0));
        if (!except.equals(Settings.keyName(Bindings.LEFT, 1))) assertEquals(Keys.J, s.bindings.key(Bindings.LEFT, 1));
        if (!except.equals(Settings.padName(Bindings.JUMP))) assertEquals(2, s.bindings.pad(Bindings.JUMP));
    }

    @Test
    void nothingSavedGivesTheDefaultsWithoutProblems() {
        Settings s = new Settings();
        Array<String> problems = s.load(new MemoryPreferences());
        assertEquals(0, problems.size, problems.toString());
        assertEquals(Settings.DEFAULT_MUSIC, s.musicVolume, 0.0);
        assertEquals(Settings.DEFAULT_EFFECTS, s.effectsVolume, 0.0);
        assertFalse(s.fullscreen);
        assertFalse(s.showFps);
        assertEquals(Settings.GHOST_BEST, s.ghost, "the best run, else the designer's");
        assertFalse(s.ghostByScore, "best by time");
        assertEquals(Keys.SPACE, s.bindings.key(Bindings.JUMP, 0));
        assertEquals(Keys.LEFT, s.bindings.key(Bindings.LEFT, 0));
        assertEquals(0, s.bindings.pad(Bindings.JUMP));
    }

    @Test
    void savedSettingsComeBackAndAreWrittenAsText() {
        MemoryPreferences prefs = new MemoryPreferences();
        custom().save(prefs);
        assertTrue(prefs.flushes > 0, "flushed");
        assertEquals("0.25", prefs.getString(Settings.MUSIC, null));
        assertEquals(Integer.toString(Keys.K), prefs.getString(Settings.keyName(Bindings.JUMP, 0), null));
        Settings back = new Settings();
        assertEquals(0, back.load(prefs).size);
        assertCustom(back, "");
    }

    /** Each key, given a corrupt or out-of-range value: only that value falls back to its default, with a problem. */
    @Test
    void eachCorruptValueFallsBackAloneAndIsReported() {
        String[][] cases = {
            {Settings.MUSIC, "loud"},
            {Settings.MUSIC, "1.5"},
            {Settings.MUSIC, "-0.1"},
            {Settings.MUSIC, "NaN"},
            {Settings.MUSIC, ""},
            {Settings.EFFECTS, "Infinity"},
            {Settings.EFFECTS, "2"},
            {Settings.FULLSCREEN, "yes"},
            {Settings.FULLSCREEN, "1"},
            {Settings.FPS, "TRUE!"},
            {Settings.GHOST, "3"},
            {Settings.GHOST, "-1"},
            {Settings.GHOST, "designer"},
            {Settings.GHOST_BY_SCORE, "score"},
            {Settings.keyName(Bindings.JUMP, 0), "space"},
            {Settings.keyName(Bindings.JUMP, 0), "-3"},
            {Settings.keyName(Bindings.JUMP, 0), "9999"},
            {Settings.keyName(Bindings.JUMP, 0), "0"},
            {Settings.keyName(Bindings.LEFT, 1), "2.5"},
            {Settings.padName(Bindings.JUMP), "17"},
            {Settings.padName(Bindings.JUMP), "-1"},
            {Settings.padName(Bindings.JUMP), "A"},
        };
        for (String[] c : cases) {
            MemoryPreferences prefs = new MemoryPreferences();
            custom().save(prefs);
            prefs.putString(c[0], c[1]);
            Settings s = new Settings();
            Array<String> problems = s.load(prefs);
            String what = c[0] + "=" + c[1];
            assertEquals(1, problems.size, what + ": " + problems);
            assertTrue(problems.first().startsWith(c[0] + ":"), what + ": " + problems);
            assertCustom(s, c[0]);
            if (c[0].equals(Settings.MUSIC)) assertEquals(Settings.DEFAULT_MUSIC, s.musicVolume, 0.0, what);
            if (c[0].equals(Settings.EFFECTS)) assertEquals(Settings.DEFAULT_EFFECTS, s.effectsVolume, 0.0, what);
            if (c[0].equals(Settings.FULLSCREEN)) assertFalse(s.fullscreen, what);
            if (c[0].equals(Settings.FPS)) assertFalse(s.showFps, what);
            if (c[0].equals(Settings.GHOST)) assertEquals(Settings.GHOST_BEST, s.ghost, what);
            if (c[0].equals(Settings.GHOST_BY_SCORE)) assertFalse(s.ghostByScore, what);
            if (c[0].equals(Settings.keyName(Bindings.JUMP, 0)))
                assertEquals(Keys.SPACE, s.bindings.key(Bindings.JUMP, 0), what);
            if (c[0].equals(Settings.keyName(Bindings.LEFT, 1)))
                assertEquals(Keys.A, s.bindings.key(Bindings.LEFT, 1), what);
            if (c[0].equals(Settings.padName(Bindings.JUMP))) assertEquals(0, s.bindings.pad(Bindings.JUMP), what);
        }
    }

    @Test
    void aValueStoredWithAnotherTypeIsAProblemNotACrash() {
        MemoryPreferences prefs = new MemoryPreferences();
        custom().save(prefs);
        prefs.putInteger(Settings.MUSIC, 1); // not a string: getString gives no value
        prefs.putBoolean(Settings.FPS, true);
        Settings s = new Settings();
        s.load(prefs);
        assertEquals(Settings.DEFAULT_MUSIC, s.musicVolume, 0.0);
        assertFalse(s.showFps);
        assertEquals(0.4, s.effectsVolume, 0.0);
    }

    @Test
    void loadingFillsTheBindingsObjectTheInputsHold() {
        Bindings held = new Bindings();
        MemoryPreferences prefs = new MemoryPreferences();
        custom().save(prefs);
        new Settings(held).load(prefs);
        assertEquals(Keys.K, held.key(Bindings.JUMP, 0));
    }
}
