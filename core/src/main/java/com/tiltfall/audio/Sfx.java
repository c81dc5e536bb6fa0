package com.tiltfall.audio;

import com.badlogic.gdx.Application;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input;
import com.badlogic.gdx.audio.Music;
import com.badlogic.gdx.audio.Sound;
import com.badlogic.gdx.utils.Disposable;

/**
 * The game's sound (docs/sound.md): an effect for every event (assets/sounds/, made by scripts/make-sounds.py: WAV on
 * the desktop, MP3 in the browser) and the music, a menu theme and one theme per world, each an intro and a loop
 * ({@link LoopedTrack}: assets/music/NAME-intro.mp3 and NAME-loop.mp3, both platforms). Every file is mixed to one
 * loudness (-16 LUFS), so all play at one gain, scaled by the music and effects volumes (0..1, what the settings
 * screen sets), with a mute switch.
 *
 * <p>In the browser nothing is played before the player's first key press, click or tap (its release): a browser
 * refuses audio until then (and would log an error); music asked for earlier is loaded and started at that first
 * interaction. The browser's effects, and its music, are loaded only from {@link #loadEffects()} on, which the game
 * calls once its first frame is on screen and no level code is on its way: the page's audio system (an AudioContext,
 * ~0.3 s to start in Chromium) and the downloads are not on the way to the title, nor (Play pressed early, on a
 * phone's network) on level 1's. A sound that cannot be loaded or played (no audio device) is skipped, never fatal.
 *
 * <p>Each track is loaded once and kept until {@link #dispose()}: stopping the music rewinds it, and the next level
 * of that world plays the same track again. In the browser a track is its fetched files and audio nodes
 * ({@code html.IntroLoopWebMusic}; libGDX's audio elements are never freed): one per level start would pile up.
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

    /**
     * Every effect and track at full volume: the files are all at one loudness (-16 LUFS: the effects' loudest 400 ms,
     * the music's integrated; checked by ShippedSoundLoudnessTest), so one gain mixes them level with each other.
     */
    static final float GAIN = 0.6f;
    /** The track played on the title and the menus (the worlds' are 1..n). */
    static final int MENU = 0;
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
    /** Each track, once loaded: the menu's, then the worlds' by number (a plain array: the script stays small). */
    private LoopedTrack[] tracks = new LoopedTrack[5];
    /** The track asked for and loaded (playing, paused or silent), or null. */
    private LoopedTrack music;

    /** The track asked for (MENU or a world), -1 for none. */
    private int musicWorld = -1;

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

    /**
     * Loads every effect, once (later calls do nothing), and the music asked for. Until then {@link #play} plays
     * nothing, and in the browser no track is loaded.
     */
    public void loadEffects() {
        if (effectsLoaded) return;
        effectsLoaded = true;
        if (interacted) {
            load(); // the track asked for first: its intro is what the player hears
            applyMusic();
        }
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
            s.play((float) (GAIN * effectsVolume));
        } catch (RuntimeException ex) {
            sounds[effect.ordinal()] = null;
        }
    }

    /**
     * Plays world {@code world}'s music (1..n), continuing it if it is already playing. A world without a track plays
     * world 1's.
     */
    public void playMusic(int world) {
        playTrack(world < 1 ? 1 : world); // (a level's property: any number)
    }

    /** Plays the menu theme (the title and every menu), continuing it if it is already playing. */
    public void playMenuMusic() {
        playTrack(MENU);
    }

    private void playTrack(int track) {
        musicWanted = true;
        if (musicWorld == track && (music != null || !interacted)) {
            applyMusic();
            return;
        }
        stopMusic();
        musicWanted = true;
        musicWorld = track;
        if (interacted) load(); // in the browser, loaded at the first interaction: the page's audio starts then
        applyMusic();
    }

    /**
     * Loads the track asked for, once; one that cannot be loaded falls back to world 1's (or silence). Not before
     * {@link #loadEffects()}: in the browser the track's files would share the connections level 1's files need.
     */
    private void load() {
        if (musicWorld < 0 || music != null || !effectsLoaded) return;
        if (musicWorld >= tracks.length) tracks = java.util.Arrays.copyOf(tracks, musicWorld + 1);
        music = tracks[musicWorld];
        if (music != null) return;
        String name = musicWorld == MENU ? "music/menu" : "music/world-" + musicWorld;
        Music intro = null;
        try {
            intro = loader.music(name + "-intro" + musicExtension);
            music = new LoopedTrack(intro, loader.music(name + "-loop" + musicExtension));
        } catch (RuntimeException ex) {
            if (intro != null) intro.dispose();
            log(name + " unavailable: " + ex.getMessage());
            if (musicWorld > 1) {
                musicWorld = 1;
                load();
            }
            return;
        }
        tracks[musicWorld] = music;
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
        musicWorld = -1;
    }

    /** The track failed: it is not played again (the next level of its world loads it anew). */
    private void dropTrack(RuntimeException ex) {
        log("music: " + ex.getMessage());
        if (musicWorld >= 0) tracks[musicWorld] = null;
        music = null;
    }

    /**
     * Called once per frame: in the browser, the first key press, click or tap unlocks audio (music asked for
     * before then starts now); after it, a track the browser refused to start is asked again.
     */
    public void update() {
        if (interacted) {
            retryMusic();
            return;
        }
        if (Gdx.input == null) return;
        // A browser counts a key press (not Esc), a mouse press and the END of a tap as the user's permission; the
        // START of a tap is not one, and a play() then fails with an error on the page. So: a key, or a press that
        // has been released (the mouse's press already counted; a tap's release counts).
        boolean touched = Gdx.input.isTouched();
        boolean key = Gdx.input.isKeyJustPressed(Input.Keys.ANY_KEY) && !Gdx.input.isKeyPressed(Input.Keys.ESCAPE);
        if (key || (wasTouched && !touched)) userInteracted();
        wasTouched = touched;
    }

    private void retryMusic() {
        if (music == null || !musicWanted) return;
        try {
            music.retryIfRefused();
        } catch (RuntimeException ex) {
            dropTrack(ex);
        }
    }

    /** The player pressed, clicked or tapped: from now on sound may play. */
    public void userInteracted() {
        if (interacted) return;
        interacted = true;
        load();
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
            float v = muted ? 0f : (float) (musicVolume * GAIN);
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
