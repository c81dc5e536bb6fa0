package com.tiltfall.desktop.audio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.FileInputStream;
import java.io.IOException;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The shipped music joins without a gap on the desktop: each intro and loop, decoded as the desktop plays them
 * ({@link GaplessMp3}, the stream {@link IntroLoopMusic} reads), is exactly as long as its bars (tempo from the score
 * in docs/sound.md: 4 bars of 4 beats for the intro, a whole number of bars for the loop), and across the intro's
 * end into the loop and the loop's end into its start the music falls quiet for no longer than its own notes do (the
 * MP3s' untrimmed encoder delay and padding are about 70 ms of near-silence there).
 */
class GaplessMusicJoinTest {
    static final String[] TRACKS = {"menu", "world-1", "world-2", "world-3", "world-4"};
    /** Beats per minute of each track (docs/sound.md's table; scripts/make-sounds.py's recipes). */
    static final double[] BPM = {108, 132, 104, 88, 144};

    static final int RATE = 16000, WINDOW = RATE / 200;

    /**
     * The longest quiet the joins may have, ms: the music's own notes die away before some bar lines (up to 55 ms,
     * the menu's loop); the encoder's delay and padding, untrimmed, add about 75 ms to that.
     */
    static final int QUIET_MS = 60;

    static short[] decode(String path) throws IOException {
        try (GaplessMp3 mp3 = new GaplessMp3(new FileInputStream(path))) {
            assertEquals(RATE, mp3.sampleRate(), path);
            assertEquals(1, mp3.channels(), path);
            short[] all = new short[1 << 16];
            int n = 0;
            for (int r; (r = mp3.read(all, n, all.length - n)) >= 0; ) {
                n += r;
                if (n == all.length) all = Arrays.copyOf(all, all.length * 2);
            }
            return Arrays.copyOf(all, n);
        }
    }

    static double rms(short[] x, int from, int to) {
        double s = 0;
        for (int i = from; i < to; i++) s += (double) x[i] * x[i];
        return Math.sqrt(s / Math.max(1, to - from));
    }

    /**
     * The longest run of quiet 5 ms windows (under 5 % of the median window's level on their side) over {@code a}'s last
     * 0.25 s then {@code b}'s first, in ms.
     */
    static int longestQuietMs(short[] a, short[] b) {
        int side = RATE / 4;
        boolean[] quiet = new boolean[2 * side / WINDOW];
        markQuiet(a, a.length - side, quiet, 0);
        markQuiet(b, 0, quiet, quiet.length / 2);
        int longest = 0, run = 0;
        for (boolean q : quiet) {
            run = q ? run + 1 : 0;
            longest = Math.max(longest, run);
        }
        return longest * 1000 * WINDOW / RATE;
    }

    /** Marks the 5 ms windows of x's 0.25 s from {@code from} that are under 5 % of that stretch's median window. */
    private static void markQuiet(short[] x, int from, boolean[] quiet, int at) {
        double[] w = new double[quiet.length / 2];
        for (int i = 0; i < w.length; i++) w[i] = rms(x, from + i * WINDOW, from + (i + 1) * WINDOW);
        double[] sorted = w.clone();
        Arrays.sort(sorted);
        double median = sorted[sorted.length / 2];
        assertTrue(median > 100, "music around the join");
        for (int i = 0; i < w.length; i++) quiet[at + i] = w[i] < 0.05 * median;
    }

    @Test
    void introsAndLoopsAreAsLongAsTheirBarsAndJoinWithoutAQuietGap() throws IOException {
        for (int t = 0; t < TRACKS.length; t++) {
            String base = "../assets/music/" + TRACKS[t];
            short[] intro = decode(base + "-intro.mp3"), loop = decode(base + "-loop.mp3");
            double bar = 4 * 60.0 / BPM[t] * RATE;
            assertEquals(4 * bar, intro.length, 2.0, TRACKS[t] + " intro: samples for 4 bars");
            double bars = loop.length / bar;
            assertEquals(Math.round(bars), bars, 2.0 / bar, TRACKS[t] + " loop: " + bars + " bars");
            // the loop starts on its downbeat: its first 5 ms already sound
            assertTrue(rms(loop, 0, WINDOW) > 0.1 * rms(loop, 0, RATE / 4), TRACKS[t] + " loop: silence at its start");
            int gap = longestQuietMs(intro, loop), wrap = longestQuietMs(loop, loop);
            assertTrue(gap <= QUIET_MS, TRACKS[t] + ": " + gap + " ms quiet where the intro meets the loop");
            assertTrue(wrap <= QUIET_MS, TRACKS[t] + ": " + wrap + " ms quiet where the loop wraps");
        }
    }

    @Test
    void theLameTagIsReadFromItsDocumentedPlace() {
        // an "Info" tag with all four optional fields, then a LAME extension holding delay 576 (0x240) and
        // padding 626 (0x272): bytes 21-23 of the extension are 0x24 0x02 0x72
        byte[] b = new byte[200];
        int at = 13;
        b[at] = 'I';
        b[at + 1] = 'n';
        b[at + 2] = 'f';
        b[at + 3] = 'o';
        b[at + 7] = 15;
        int ext = at + 8 + 4 + 4 + 100 + 4;
        b[ext] = 'L';
        b[ext + 1] = 'A';
        b[ext + 21] = 0x24;
        b[ext + 22] = 0x02;
        b[ext + 23] = 0x72;
        int[] tag = GaplessMp3.lameTag(b, b.length);
        assertNotNull(tag);
        assertEquals(576, tag[0]);
        assertEquals(626, tag[1]);
        assertEquals(null, GaplessMp3.lameTag(new byte[200], 200), "no tag: read whole");
    }
}
