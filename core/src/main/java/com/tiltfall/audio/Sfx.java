package com.tiltfall.audio;

import com.badlogic.gdx.Application;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input;
import com.badlogic.gdx.audio.Music;
import com.badlogic.gdx.audio.Sound;
import com.badlogic.gdx.utils.Disposable;

/**
 * The game's sound: an effect for every event (assets/sounds/, made by scripts/make-sounds.py: WAV on the desktop,
 * MP3 in the browser, a sixth of the bytes) and one music loop per world (assets/music/world-N.mp3, both
 * platforms), with separate music and effects volumes (0..1, what the settings screen sets) and a mute switch.
 *
 * <p>In the browser nothing is played before the player's first key press, click or tap (its release): a browser
 * refuses audio until then (and would log an error); music asked for earlier starts at that first interaction. The
 * browser's effects are loaded by {@link #loadEffects()}, which the game calls once its first frame is on screen: the
 * page's audio system (an AudioContext, ~0.3 s to start in Chromium) and 13 downloads are not on the way to the
 * title. A sound that cannot be loaded or played (no audio device) is skipped, never fatal.
 *
 * <p>Each world's track is loaded once and kept until {@link #dispose()}: stopping the music rewinds it, and the next
 * level of that world plays the same track again. In the browser a track is an audio element wired into the page's
 * audio graph, which libGDX never frees: one per level start would pile up.
 */
public final class Sfx implements Disposable {
    public enum Effect {
        JUMP,
        LAND,
        LAND_HARD,
        /** A trick landed. */
        TRICK,
        COIN,
        GEM,
        STOMP,
        /** Hurt: a hazard, a fall or an enemy (the player dies). */
        DEATH,
        SPRING,
        CHECKPOINT,
        GOAL,
        MENU_MOVE,
        MENU_SELECT,
        /** Landed off the feet (the hero tumbles). */
        BAD_LANDING,
        /** A hit that costs a life without sending the hero back. */
        HIT,
        TIME_UP,
        CONVEYOR,
        ICE,
        FAN,
        WHEEL,
        WRECKING_BALL,
        DOOR
    }

    /** Loudness of each effect at full effects volume (balanced by ear), in Effect order. */
    static final float[] GAIN = {
        0.55f, 0.45f, 0.7f, 0.6f, 0.55f, 0.6f, 0.7f, 0.65f, 0.6f, 0.55f, 0.65f, 0.35f, 0.5f, 0.6f, 0.65f, 0.7f, 0.5f,
        0.5f, 0.55f, 0.55f, 0.7f, 0.6f
    };
    /** Music at full music volume. */
    static final float MUSIC_GAIN = 0.55f;
    /** The defaults of the volume settings. */
    public static final double DEFAULT_MUSIC_VOLUME = 0.7, DEFAULT_EFFECTS_VOLUME = 1.0;

    /** Where sounds come from: libGDX's audio in the game, fakes in tests. */
    public interface Loader {
        Sound sound(String path);

        Music music(String path);
    }

    private final Loader loader;
    private final Sound[] sounds = new Sound[Effect.values().length];
    private final String effectExtension;
    private final String musicExtension = ".mp3";
    /** Each world's track, once loaded, by world number (a plain array: the browser's script stays small). */
    private Music[] tracks = new Music[4];
    /** The track asked for (playing, or waiting for the first interaction), or null. */
    private Music music;

    private int musicWorld;
    private boolean muted, interacted, musicWanted, wasTouched, effectsLoaded;
    private double musicVolume = DEFAULT_MUSIC_VOLUME, effectsVolume = DEFAULT_EFFECTS_VOLUME;

    public Sfx() {
        this(
                new Loader() {
                    @Override
                    public Sound sound(String path) {
                        return Gdx.audio.newSound(Gdx.files.internal(path));
                    }

                    @Override
                    public Music music(String path) {
                        return Gdx.audio.newMusic(Gdx.files.internal(path));
                    }
                },
                Gdx.app != null && Gdx.app.getType() == Application.ApplicationType.WebGL);
    }

    /**
     * @param web true in the browser: .mp3 effects loaded by {@link #loadEffects()}, and silence until the first
     *     interaction; on the desktop the effects are loaded here
     */
    public Sfx(Loader loader, boolean web) {
        this.loader = loader;
        this.interacted = !web;
        this.effectExtension = web ? ".mp3" : ".wav";
        if (!web) loadEffects();
    }

    /** Loads every effect, once (later calls do nothing). Until then {@link #play} plays nothing. */
    public void loadEffects() {
        if (effectsLoaded) return;
        effectsLoaded = true;
        for (Effect e : Effect.values()) {
            try {
                sounds[e.ordinal()] = loader.sound("sounds/" + e.name().toLowerCase() + effectExtension);
            } catch (RuntimeException ex) {
                log("sound " + e + " unavailable: " + ex.getMessage());
            }
        }
    }

    public void play(Effect effect) {
        Sound s = sounds[effect.ordinal()];
        if (s == null || muted || !interacted || effectsVolume <= 0.0) return;
        try {
            s.play((float) (GAIN[effect.ordinal()] * effectsVolume));
        } catch (RuntimeException ex) {
            sounds[effect.ordinal()] = null;
        }
    }

    /**
     * Plays world {@code world}'s music loop (1..n), continuing it if it is already playing. A world without a
     * track plays world 1's.
     */
    public void playMusic(int world) {
        if (world < 0) world = 1; // (a level's property: any number)
        musicWanted = true;
        if (music != null && musicWorld == world) {
            applyMusic();
            return;
        }
        stopMusic();
        musicWanted = true;
        musicWorld = world;
        if (world >= tracks.length) tracks = java.util.Arrays.copyOf(tracks, world + 1);
        music = tracks[world];
        if (music == null) {
            try {
                music = loader.music("music/world-" + world + musicExtension);
            } catch (RuntimeException ex) {
                log("music for world " + world + " unavailable: " + ex.getMessage());
                if (world != 1) playMusic(1);
                return;
            }
            if (music == null) return;
            music.setLooping(true);
            tracks[world] = music;
        }
        applyMusic();
    }

    /** Stops and rewinds the track; it stays loaded for the world's next level. */
    public void stopMusic() {
        musicWanted = false;
        if (music != null) {
            try {
                music.stop();
            } catch (RuntimeException ex) {
                dropTrack(ex);
            }
            music = null;
        }
    }

    /** The track failed: it is not played again (the next level of its world loads it anew). */
    private void dropTrack(RuntimeException ex) {
        log("music: " + ex.getMessage());
        tracks[musicWorld] = null;
        music = null;
    }

    /**
     * Called once per frame: in the browser, the first key press, click or tap unlocks audio (music asked for
     * before then starts now).
     */
    public void update() {
        if (interacted || Gdx.input == null) return;
        // A browser counts a key press (not Esc), a mouse press and the END of a tap as the user's permission; the
        // START of a tap is not one, and a play() then fails with an error on the page. So: a key, or a press that
        // has been released (the mouse's press already counted; a tap's release counts).
        boolean touched = Gdx.input.isTouched();
        boolean key = Gdx.input.isKeyJustPressed(Input.Keys.ANY_KEY) && !Gdx.input.isKeyPressed(Input.Keys.ESCAPE);
        if (key || (wasTouched && !touched)) userInteracted();
        wasTouched = touched;
    }

    /** The player pressed, clicked or tapped: from now on sound may play. */
    public void userInteracted() {
        if (interacted) return;
        interacted = true;
        applyMusic();
    }

    /** 0 (silent) to 1 (full); out of range is clamped, NaN is ignored. */
    public void setMusicVolume(double volume) {
        if (volume != volume) return;
        musicVolume = Math.max(0.0, Math.min(1.0, volume));
        applyMusic();
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
        applyMusic();
    }

    public boolean isMuted() {
        return muted;
    }

    /** True while a music track plays (for tests and the HUD). */
    public boolean isMusicPlaying() {
        try {
            return music != null && music.isPlaying();
        } catch (RuntimeException ex) {
            return false;
        }
    }

    private void applyMusic() {
        if (music == null) return;
        try {
            float v = muted ? 0f : (float) (musicVolume * MUSIC_GAIN);
            music.setVolume(v);
            boolean play = musicWanted && interacted && v > 0f;
            if (play && !music.isPlaying()) music.play();
            else if (!play && music.isPlaying()) music.pause();
        } catch (RuntimeException ex) {
            dropTrack(ex);
        }
    }

    private static void log(String message) {
        if (Gdx.app != null) Gdx.app.error("Tiltfall", message);
    }

    @Override
    public void dispose() {
        stopMusic();
        for (int i = 0; i < tracks.length; i++) {
            if (tracks[i] != null) tracks[i].dispose();
            tracks[i] = null;
        }
        for (Sound s : sounds) {
            if (s != null) s.dispose();
        }
    }
}
