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

    private final Sound[] sounds = new Sound[Effect.values().length];
    private boolean muted;

    public Sfx() {
        boolean web = Gdx.app != null && Gdx.app.getType() == Application.ApplicationType.WebGL;
        String extension = web ? ".mp3" : ".wav";
        for (Effect e : Effect.values()) {
            try {
                sounds[e.ordinal()] = Gdx.audio.newSound(
                        Gdx.files.internal("sounds/" + e.name().toLowerCase() + extension));
            } catch (RuntimeException ex) {
                Gdx.app.error("Tiltfall", "sound " + e + " unavailable: " + ex.getMessage());
            }
        }
    }

    public void play(Effect effect) {
        Sound s = sounds[effect.ordinal()];
        if (s == null || muted) return;
        try {
            s.play(0.6f);
        } catch (RuntimeException ex) {
            sounds[effect.ordinal()] = null;
        }
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
