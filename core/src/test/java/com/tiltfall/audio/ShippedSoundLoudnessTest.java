package com.tiltfall.audio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every shipped sound file at the one loudness (docs/sound.md): each effect's loudest 400 ms (WAV and MP3) and each
 * music file's integrated loudness at -16 LUFS, within 1 LU, measured by {@link LoudnessMeter} from the decoded files
 * (the MP3s by the decoder the desktop plays them with). Also the music's shape (an intro and a loop of at least a
 * minute for the menu and each world), that every effect is a sound of its own, and the browser's download budget.
 */
class ShippedSoundLoudnessTest {
    static final double TARGET_LUFS = -16, TOLERANCE_LU = 1;
    /** Bytes the browser may download: one track (intro and loop), all the music, all the effects (docs/sound.md). */
    static final long TRACK_BUDGET = 250_000, MUSIC_BUDGET = 1_200_000, EFFECTS_BUDGET = 100_000;

    private static final Path SOUNDS = Paths.get("../assets/sounds"), MUSIC = Paths.get("../assets/music");

    private static List<Path> files(Path dir, String extension) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            List<Path> list = new ArrayList<>();
            s.filter(p -> p.getFileName().toString().endsWith(extension))
                    .sorted()
                    .forEach(list::add);
            return list;
        }
    }

    private static List<String> tracks() {
        List<String> names = new ArrayList<>(List.of("menu"));
        for (int w = 1; w <= com.tiltfall.render.Palette.WORLDS; w++) names.add("world-" + w);
        return names;
    }

    @Test
    void everyEffectsLoudest400msIsAtTheTarget_asWavAndAsMp3() throws IOException {
        List<String> off = new ArrayList<>();
        int measured = 0;
        for (String ext : new String[] {".wav", ".mp3"}) {
            for (Path f : files(SOUNDS, ext)) {
                Pcm pcm = Pcm.read(f);
                double l = LoudnessMeter.momentaryMax(pcm.samples, pcm.rate);
                if (Math.abs(l - TARGET_LUFS) > TOLERANCE_LU)
                    off.add(f.getFileName() + " " + Math.round(l * 10) / 10.0);
                measured++;
            }
        }
        assertEquals(2 * Sfx.Effect.values().length, measured, "a WAV and an MP3 per effect, nothing else");
        assertEquals(List.of(), off, "effects off -16 LUFS (momentary max) by more than 1 LU");
    }

    @Test
    void everyMusicFileIsAtTheTarget_andEachTrackLoopsAfterAMinuteOrMore() throws IOException {
        List<String> off = new ArrayList<>();
        for (String t : tracks()) {
            Pcm intro = Pcm.read(MUSIC.resolve(t + "-intro.mp3")), loop = Pcm.read(MUSIC.resolve(t + "-loop.mp3"));
            assertTrue(loop.seconds() >= 60, t + "'s loop is " + loop.seconds() + " s: under a minute");
            assertTrue(intro.seconds() >= 4, t + "'s intro is " + intro.seconds() + " s");
            for (Pcm p : new Pcm[] {intro, loop}) {
                double l = LoudnessMeter.integrated(p.samples, p.rate);
                if (Math.abs(l - TARGET_LUFS) > TOLERANCE_LU)
                    off.add(t + (p == intro ? " intro " : " loop ") + Math.round(l * 10) / 10.0);
            }
        }
        assertEquals(List.of(), off, "music off -16 LUFS (integrated) by more than 1 LU");
        assertEquals(2 * tracks().size(), files(MUSIC, ".mp3").size(), "an intro and a loop per track, nothing else");
    }

    @Test
    void everyEffectIsASoundOfItsOwn() throws IOException {
        // the new effects began as copies of older ones: each file must differ from every other
        List<Path> wavs = files(SOUNDS, ".wav");
        for (int i = 0; i < wavs.size(); i++) {
            byte[] a = Files.readAllBytes(wavs.get(i));
            for (int j = i + 1; j < wavs.size(); j++)
                assertFalse(
                        Arrays.equals(a, Files.readAllBytes(wavs.get(j))),
                        wavs.get(i).getFileName() + " is a copy of "
                                + wavs.get(j).getFileName());
        }
    }

    @Test
    void theBrowsersAudioIsWithinItsDownloadBudget() throws IOException {
        long music = 0, effects = 0;
        for (String t : tracks()) {
            long track = Files.size(MUSIC.resolve(t + "-intro.mp3")) + Files.size(MUSIC.resolve(t + "-loop.mp3"));
            assertTrue(track <= TRACK_BUDGET, t + ": " + track + " bytes, over " + TRACK_BUDGET);
            music += track;
        }
        for (Path f : files(SOUNDS, ".mp3")) effects += Files.size(f);
        assertTrue(music <= MUSIC_BUDGET, "music " + music + " bytes, over " + MUSIC_BUDGET);
        assertTrue(effects <= EFFECTS_BUDGET, "effects " + effects + " bytes, over " + EFFECTS_BUDGET);
    }
}
