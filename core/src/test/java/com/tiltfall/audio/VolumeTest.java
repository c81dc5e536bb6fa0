package com.tiltfall.audio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.audio.Sound;
import com.tiltfall.save.MemoryPreferences;
import com.tiltfall.save.Settings;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The settings' effects volume reaches the sounds as played: saved, loaded, applied to {@link Sfx} the way the game
 * applies settings, played at that fraction of the full-volume gain.
 */
class VolumeTest {
    private final List<Float> played = new ArrayList<>();

    private Sound recording(String path) {
        return (Sound) Proxy.newProxyInstance(Sound.class.getClassLoader(), new Class<?>[] {Sound.class}, (p, m, a) -> {
            if (m.getName().equals("play") && a != null && a.length == 1) {
                played.add((Float) a[0]);
                return 1L;
            }
            return m.getReturnType() == long.class ? 0L : null;
        });
    }

    private Sfx sfx() {
        // no @Override on purpose: the loader may also be asked for music
        return new Sfx(
                new Sfx.Loader() {
                    public Sound sound(String path) {
                        return recording(path);
                    }

                    public com.badlogic.gdx.audio.Music music(String path) {
                        return null;
                    }
                },
                false);
    }

    @Test
    void theSavedEffectsVolumeScalesEverySound() {
        Sfx full = sfx();
        full.setEffectsVolume(1.0);
        full.play(Sfx.Effect.COIN);
        float gain = played.get(0);
        assertTrue(gain > 0f && gain <= 1f, "full-volume gain " + gain);
        for (double v : new double[] {0.0, 0.05, 0.3, 0.5, 0.85, 1.0}) {
            Settings saved = new Settings();
            saved.effectsVolume = v;
            saved.musicVolume = 1.0 - v;
            MemoryPreferences prefs = new MemoryPreferences();
            saved.save(prefs);
            Settings loaded = new Settings();
            loaded.load(prefs);
            Sfx sfx = sfx();
            sfx.setMusicVolume(loaded.musicVolume); // what TiltfallGame.apply does
            sfx.setEffectsVolume(loaded.effectsVolume);
            played.clear();
            sfx.play(Sfx.Effect.COIN);
            if (v == 0.0) {
                assertTrue(played.isEmpty(), "silent at volume 0: " + played);
            } else {
                assertEquals(1, played.size());
                assertEquals(gain * v, played.get(0), 1e-6, "volume " + v);
            }
            assertEquals(1.0 - v, sfx.musicVolume(), 1e-12, "music volume");
        }
    }

    @Test
    void muteSilencesAndUnmuteRestores() {
        Sfx sfx = sfx();
        sfx.setEffectsVolume(0.5);
        sfx.toggleMute();
        sfx.play(Sfx.Effect.JUMP);
        assertTrue(played.isEmpty());
        sfx.toggleMute();
        sfx.play(Sfx.Effect.JUMP);
        assertEquals(1, played.size());
    }

    @Test
    void outOfRangeVolumesAreClampedAndNanIgnored() {
        Sfx sfx = sfx();
        sfx.setMusicVolume(7);
        sfx.setEffectsVolume(-2);
        assertEquals(1.0, sfx.musicVolume(), 0.0);
        assertEquals(0.0, sfx.effectsVolume(), 0.0);
        sfx.setMusicVolume(Double.NaN);
        assertEquals(1.0, sfx.musicVolume(), 0.0);
    }
}
