package com.tiltfall.audio;

import com.badlogic.gdx.Application;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.audio.Sound;
import com.badlogic.gdx.utils.Disposable;

/**
 * The game's sound effects (assets/sounds/, made by scripts/make-sounds.py): WAV on the desktop, MP3 in the browser
 * (a sixth of the bytes to download; the web build leaves the WAVs out). A sound that cannot be loaded or played (no
 * audio device, a browser that blocks audio until the first click) is skipped, never fatal.
 */
public final class Sfx implements Disposable {
    public enum Effect {
        JUMP,
        LAND,
        COIN,
        DEATH,
        GOAL
    }

    /** Where sounds come from: libGDX's audio in the game, fakes in tests. */
    public interface Loader {
        Sound sound(String path);
    }

    /** Loudness of the effects at full effects volume. */
    static final float GAIN = 0.6f;
    /** The defaults of the volume settings. */
    public static final double DEFAULT_MUSIC_VOLUME = 0.7, DEFAULT_EFFECTS_VOLUME = 1.0;

    private final Sound[] sounds = new Sound[Effect.values().length];
    private boolean muted;
    private double musicVolume = DEFAULT_MUSIC_VOLUME, effectsVolume = DEFAULT_EFFECTS_VOLUME;

    public Sfx() {
        this(
                path -> Gdx.audio.newSound(Gdx.files.internal(path)),
                Gdx.app != null && Gdx.app.getType() == Application.ApplicationType.WebGL);
    }

    public Sfx(Loader loader, boolean web) {
        String extension = web ? ".mp3" : ".wav";
        for (Effect e : Effect.values()) {
            try {
                sounds[e.ordinal()] = loader.sound("sounds/" + e.name().toLowerCase() + extension);
            } catch (RuntimeException ex) {
                Gdx.app.error("Tiltfall", "sound " + e + " unavailable: " + ex.getMessage());
            }
        }
    }

    public void play(Effect effect) {
        Sound s = sounds[effect.ordinal()];
        if (s == null || muted || effectsVolume <= 0.0) return;
        try {
            s.play((float) (GAIN * effectsVolume));
        } catch (RuntimeException ex) {
            sounds[effect.ordinal()] = null;
        }
    }

    /** 0 (silent) to 1 (full); out of range is clamped, NaN is ignored. (No music yet: kept for the music.) */
    public void setMusicVolume(double volume) {
        if (volume != volume) return;
        musicVolume = Math.max(0.0, Math.min(1.0, volume));
    }

    /** 0 (silent) to 1 (full); out of range is clamped, NaN is ignored. */
    public void setEffectsVolume(double volume) {
        if (volume != volume) return;
        effectsVolume = Math.max(0.0, Math.min(1.0, volume));
    }

    public double musicVolume() {
        return musicVolume;
    }

    public double effectsVolume() {
        return effectsVolume;
    }

    public void toggleMute() {
        muted = !muted;
    }

    public boolean isMuted() {
        return muted;
    }

    @Override
    public void dispose() {
        for (Sound s : sounds) {
            if (s != null) s.dispose();
        }
    }
}
