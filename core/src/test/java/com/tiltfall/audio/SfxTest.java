package com.tiltfall.audio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.audio.Music;
import com.badlogic.gdx.audio.Sound;
import java.io.File;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The volumes reach the audio layer: fake sounds and music record what libGDX would be told (loudness per play,
 * music volume, play/pause), for the volume settings, mute, and the browser's wait for the first interaction.
 */
class SfxTest {
    /** What one fake Sound or Music was asked to do. */
    static final class Fake {
        final String path;
        final List<Float> plays = new ArrayList<>();
        float volume = -1f;
        boolean playing, looping, disposed;
        Music.OnCompletionListener onCompletion;
        int playCalls;
        /** Where playback would start: 0 after stop (a rewind), kept by pause. */
        float position;

        Fake(String path) {
            this.path = path;
        }
    }

    final List<Fake> sounds = new ArrayList<>(), musics = new ArrayList<>();
    final List<String> missing = new ArrayList<>();

    Sfx.Loader loader() {
        return new Sfx.Loader() {
            @Override
            public Sound sound(String path) {
                Fake f = new Fake(path);
                sounds.add(f);
                return (Sound) Proxy.newProxyInstance(
                        getClass().getClassLoader(), new Class<?>[] {Sound.class}, (proxy, m, args) -> {
                            if (m.getName().equals("play")) {
                                f.plays.add(args == null || args.length == 0 ? 1f : (Float) args[0]);
                                return 1L;
                            }
                            return m.getReturnType() == long.class ? 0L : null;
                        });
            }

            @Override
            public Music music(String path) {
                if (missing.contains(path)) throw new RuntimeException("no such file " + path);
                Fake f = new Fake(path);
                musics.add(f);
                return (Music) Proxy.newProxyInstance(
                        getClass().getClassLoader(), new Class<?>[] {Music.class}, (proxy, m, args) -> {
                            switch (m.getName()) {
                                case "play":
                                    f.playing = true;
                                    f.playCalls++;
                                    return null;
                                case "pause":
                                    f.playing = false;
                                    return null;
                                case "stop":
                                    f.playing = false;
                                    f.position = 0f;
                                    return null;
                                case "setPosition":
                                    f.position = (Float) args[0];
                                    return null;
                                case "dispose":
                                    f.disposed = true;
                                    return null;
                                case "isPlaying":
                                    return f.playing;
                                case "setVolume":
                                    f.volume = (Float) args[0];
                                    return null;
                                case "setLooping":
                                    f.looping = (Boolean) args[0];
                                    return null;
                                case "getVolume":
                                    return f.volume;
                                case "getPosition":
                                    return f.position;
                                case "setOnCompletionListener":
                                    f.onCompletion = (Music.OnCompletionListener) args[0];
                                    return null;
                                default:
                                    return m.getReturnType() == boolean.class
                                            ? false
                                            : m.getReturnType() == float.class ? 0f : null;
                            }
                        });
            }
        };
    }

    private Fake sound(String name) {
        for (Fake f : sounds) if (f.path.startsWith("sounds/" + name + ".")) return f;
        throw new AssertionError("no sound " + name + " loaded; loaded: " + sounds.size());
    }

    @Test
    void everyEffectIsLoadedFromItsFileAndEveryFileIsShipped() {
        new Sfx(loader(), false);
        assertEquals(Sfx.Effect.values().length, sounds.size());
        for (Sfx.Effect e : Sfx.Effect.values()) {
            String name = e.name().toLowerCase();
            assertEquals("sounds/" + name + ".wav", sound(name).path);
            assertTrue(new File("../assets/sounds/" + name + ".wav").isFile(), name + ".wav shipped");
            assertTrue(new File("../assets/sounds/" + name + ".mp3").isFile(), name + ".mp3 shipped (web)");
        }
        List<String> tracks = new ArrayList<>(List.of("menu"));
        for (int w = 1; w <= com.tiltfall.render.Palette.WORLDS; w++) tracks.add("world-" + w);
        for (String t : tracks) {
            assertTrue(new File("../assets/music/" + t + "-intro.mp3").isFile(), t + "'s intro");
            assertTrue(new File("../assets/music/" + t + "-loop.mp3").isFile(), t + "'s loop");
        }
        sounds.clear();
        new Sfx(loader(), true).loadEffects();
        assertEquals("sounds/jump.mp3", sound("jump").path, "the browser plays the MP3s");
    }

    @Test
    void inTheBrowserTheEffectsAreLoadedOnlyWhenAskedFor_once() {
        Sfx sfx = new Sfx(loader(), true);
        assertEquals(0, sounds.size(), "nothing loaded before the game's first frame");
        sfx.userInteracted();
        sfx.play(Sfx.Effect.JUMP); // not loaded yet: silence, no error
        sfx.loadEffects();
        assertEquals(Sfx.Effect.values().length, sounds.size());
        sfx.loadEffects();
        assertEquals(Sfx.Effect.values().length, sounds.size(), "a second call loads nothing again");
        sfx.play(Sfx.Effect.JUMP);
        assertEquals(List.of(0.6f), sound("jump").plays);
        // on the desktop they are there from the start, and asking again changes nothing
        sounds.clear();
        new Sfx(loader(), false).loadEffects();
        assertEquals(Sfx.Effect.values().length, sounds.size());
    }

    @Test
    void theEffectsVolumeScalesEveryEffect() {
        Sfx sfx = new Sfx(loader(), false);
        sfx.play(Sfx.Effect.JUMP);
        sfx.setEffectsVolume(0.5);
        sfx.play(Sfx.Effect.JUMP);
        sfx.play(Sfx.Effect.STOMP);
        // full volume: the one gain 0.6 (the files are mixed to one loudness); half: 0.3, for every effect
        assertEquals(List.of(0.6f, 0.3f), sound("jump").plays);
        assertEquals(List.of(0.3f), sound("stomp").plays);
        sfx.setEffectsVolume(7.0); // out of range: clamped
        assertEquals(1.0, sfx.effectsVolume(), 0.0);
        sfx.setEffectsVolume(Double.NaN); // ignored
        assertEquals(1.0, sfx.effectsVolume(), 0.0);
        sfx.setEffectsVolume(-1.0);
        sfx.play(Sfx.Effect.JUMP);
        assertEquals(2, sound("jump").plays.size(), "volume 0 plays nothing");
        sfx.setEffectsVolume(1.0);
        sfx.toggleMute();
        sfx.play(Sfx.Effect.JUMP);
        assertEquals(2, sound("jump").plays.size(), "muted plays nothing");
    }

    private Fake music(String path) {
        for (Fake f : musics) if (f.path.equals(path)) return f;
        throw new AssertionError("no " + path + " loaded; loaded: " + musics.size());
    }

    @Test
    void theMusicVolumeReachesTheTrackAndEachWorldHasItsOwn() {
        Sfx sfx = new Sfx(loader(), false);
        sfx.playMusic(2);
        assertEquals(2, musics.size(), "an intro and a loop");
        Fake m = music("music/world-2-intro.mp3"), loop = music("music/world-2-loop.mp3");
        assertTrue(m.playing && !m.looping, "the intro plays, once");
        assertTrue(loop.looping && !loop.playing, "the loop waits, set to repeat");
        assertEquals(0.7f * 0.6f, m.volume, 1e-6f, "default volume 0.7 of the one gain 0.6");
        assertEquals(m.volume, loop.volume, 0f);
        sfx.setMusicVolume(0.2);
        assertEquals(0.2f * 0.6f, m.volume, 1e-6f);
        sfx.setMusicVolume(0.0);
        assertFalse(m.playing, "volume 0 pauses the track");
        sfx.setMusicVolume(1.0);
        assertTrue(m.playing);
        assertEquals(0.6f, m.volume, 1e-6f);
        sfx.toggleMute();
        assertEquals(0f, m.volume, 0f);
        assertFalse(m.playing, "muted");
        sfx.toggleMute();
        sfx.playMusic(2);
        assertEquals(2, musics.size(), "the same world's track continues");
        sfx.playMusic(1);
        assertEquals(4, musics.size());
        assertFalse(m.playing, "the old track stopped");
        assertTrue(music("music/world-1-intro.mp3").playing);
        missing.add("music/world-3-loop.mp3");
        sfx.playMusic(3);
        assertTrue(music("music/world-1-intro.mp3").playing, "a world without music plays world 1's");
        assertTrue(music("music/world-3-intro.mp3").disposed, "the intro of a track without its loop is freed");
        sfx.stopMusic();
        assertFalse(sfx.isMusicPlaying());
    }

    @Test
    void theIntroPlaysOnce_andItsEndStartsTheLoop() {
        Sfx sfx = new Sfx(loader(), false);
        sfx.playMenuMusic();
        Fake intro = music("music/menu-intro.mp3"), loop = music("music/menu-loop.mp3");
        assertTrue(intro.playing && !loop.playing);
        // the intro's stream reaches its end (libGDX: it stops itself, then tells its listener)
        intro.playing = false;
        intro.onCompletion.onCompletion(null);
        assertTrue(loop.playing && loop.looping, "the loop plays, repeating");
        assertEquals(1, intro.playCalls, "the intro is not played again");
        assertTrue(sfx.isMusicPlaying());
        sfx.setMusicVolume(0.0);
        assertFalse(loop.playing, "volume 0 pauses the loop");
        sfx.setMusicVolume(1.0);
        assertTrue(loop.playing && !intro.playing, "and resumes it, not the intro");
        sfx.playMenuMusic();
        assertEquals(1, intro.playCalls, "the menus asking again continue the loop");
        // a level: the menu theme stops and rewinds to its intro
        sfx.playMusic(1);
        assertFalse(loop.playing);
        assertEquals(0f, loop.position, 0f);
        sfx.playMenuMusic();
        assertEquals(2, intro.playCalls, "back on the title: the intro first again");
        assertFalse(loop.playing);
        // an intro that ends while its track is stopped starts nothing
        sfx.stopMusic();
        intro.onCompletion.onCompletion(null);
        assertFalse(loop.playing, "a stopped track's late end event is ignored");
    }

    @Test
    void aTrackTheBrowserRefusedToStartIsAskedAgain_butAnIntroThatEndedIsNot() {
        Sfx sfx = new Sfx(loader(), true);
        sfx.loadEffects();
        sfx.userInteracted(); // the game counted an input the browser did not: play() is refused
        sfx.playMenuMusic();
        Fake intro = music("music/menu-intro.mp3"), loop = music("music/menu-loop.mp3");
        intro.playing = false;
        sfx.update();
        assertEquals(2, intro.playCalls, "asked again on the next frame");
        assertTrue(intro.playing);
        // the intro plays to its end: past its start, it is not restarted while its end event is on the way
        intro.playing = false;
        intro.position = 8.9f;
        sfx.update();
        assertEquals(2, intro.playCalls);
        intro.onCompletion.onCompletion(null);
        assertTrue(loop.playing);
        // muted: nothing is asked again
        sfx.toggleMute();
        sfx.update();
        assertFalse(loop.playing);
        assertEquals(1, loop.playCalls);
    }

    @Test
    void inTheBrowserNothingPlaysBeforeTheFirstInteraction() {
        Sfx sfx = new Sfx(loader(), true);
        sfx.loadEffects();
        sfx.playMenuMusic();
        sfx.play(Sfx.Effect.COIN);
        assertEquals(0, musics.size(), "no music loaded before a key, click or tap (the page's audio starts then)");
        assertTrue(sound("coin").plays.isEmpty(), "no effect either");
        sfx.userInteracted();
        assertEquals(1, music("music/menu-intro.mp3").playCalls, "the music asked for starts at the first interaction");
        sfx.play(Sfx.Effect.COIN);
        assertEquals(1, sound("coin").plays.size());
    }

    /**
     * Issue 27: on a phone's network the menu theme, asked for at the first key (Play), shared the connections with
     * level 1's files. In the browser no track is loaded before the game lets the effects load (the level code and
     * level 1's files are in), whichever comes first: the interaction or that moment.
     */
    @Test
    void inTheBrowserNoTrackIsLoadedBeforeTheEffects_thenTheOneAskedForPlays() {
        for (boolean interactedFirst : new boolean[] {true, false}) {
            musics.clear();
            Sfx sfx = new Sfx(loader(), true);
            sfx.playMenuMusic();
            if (interactedFirst) sfx.userInteracted();
            sfx.playMusic(2); // Play: level 1 of world 2 asks for its track
            sfx.update();
            assertEquals(
                    0, musics.size(), "no track loaded before the effects (interacted first: " + interactedFirst + ")");
            sfx.loadEffects();
            if (!interactedFirst) {
                assertEquals(0, musics.size(), "nor before the first interaction");
                sfx.userInteracted();
            }
            assertEquals(2, musics.size(), "the one track asked for last, intro and loop: " + musics.size());
            assertEquals(1, music("music/world-2-intro.mp3").playCalls, "and it plays");
        }
    }

    /**
     * Issue 21: every level start used to load its world's track anew (in the browser a new audio element wired into
     * the page's audio graph, never freed). A level's screen stops the music when it goes and asks for it again when
     * the next one starts: the same track, rewound, however many levels are started.
     */
    @Test
    void aWorldsTrackIsLoadedOnce_andEveryLevelStartReusesItFromTheBeginning() {
        Sfx sfx = new Sfx(loader(), false);
        for (int start = 0; start < 10; start++) {
            sfx.playMusic(1 + start % 2); // worlds 1 and 2 in turn, as the campaign's levels and restarts go
            assertTrue(sfx.isMusicPlaying(), "level start " + start + " plays its world's music");
            sfx.stopMusic();
        }
        assertEquals(4, musics.size(), "one track (intro, loop) per world, not one per level start: " + musics.size());
        Fake world1 = music("music/world-1-intro.mp3");
        world1.position = 42f; // it had played a while
        sfx.playMusic(1);
        sfx.stopMusic();
        assertEquals(0f, world1.position, 0f, "stopped means rewound: the next level starts the track afresh");
        assertFalse(world1.playing);
        for (Fake f : musics) assertFalse(f.disposed, "kept for the world's next level");
        sfx.dispose();
        for (Fake f : musics) assertTrue(f.disposed, f.path + " freed with the game");
    }
}
