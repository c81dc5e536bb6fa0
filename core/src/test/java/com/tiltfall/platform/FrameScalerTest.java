package com.tiltfall.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The adaptive resolution's rule against a model screen whose frame time is its pixel count's (cost per pixel at
 * full resolution, times scale squared), plus a fixed part: it settles where frames are fast enough, comes back up
 * when the cost falls, and leaves a fast screen alone.
 */
class FrameScalerTest {
    /** Runs {@code seconds} of frames of a screen costing {@code full} s a frame at scale 1 (pixels) plus {@code fixed}. */
    private static void run(FrameScaler s, double full, double fixed, double seconds) {
        for (double t = 0.0; t < seconds; ) {
            double frame = Math.max(1.0 / 60.0, fixed + full * s.scale() * s.scale());
            s.frame(frame);
            t += frame;
        }
    }

    private static double frameTime(FrameScaler s, double full, double fixed) {
        return Math.max(1.0 / 60.0, fixed + full * s.scale() * s.scale());
    }

    @Test
    void aFastScreenKeepsItsFullResolution() {
        FrameScaler s = new FrameScaler();
        run(s, 0.010, 0.002, 60.0);
        assertEquals(1f, s.scale(), 0f);
    }

    @Test
    void slowFramesScaleDownUntilFastEnough_forManyCosts_andWithinAFewSeconds() {
        for (double full = 0.040; full <= 0.400; full += 0.023) {
            FrameScaler s = new FrameScaler();
            run(s, full, 0.003, 4.0);
            double t = frameTime(s, full, 0.003);
            String at = "full-resolution frame " + full + " s: scale " + s.scale() + ", frame " + t;
            assertTrue(t <= FrameScaler.SLOW || s.scale() == FrameScaler.MIN, at);
            // and it did not throw away more than needed: one step up would be slow again, or it is at full
            float up = Math.min(1f, s.scale() * 1.25f);
            assertTrue(up == 1f || Math.max(1.0 / 60.0, 0.003 + full * up * up) > FrameScaler.FAST, at);
            run(s, full, 0.003, 30.0);
            assertTrue(frameTime(s, full, 0.003) <= FrameScaler.SLOW || s.scale() == FrameScaler.MIN, at + " later");
        }
    }

    @Test
    void whenTheCostFalls_theScaleComesBackToFull() {
        FrameScaler s = new FrameScaler();
        run(s, 0.120, 0.002, 5.0); // a loaded machine
        assertTrue(s.scale() < 0.7f, "scaled down: " + s.scale());
        run(s, 0.008, 0.002, 60.0); // the load is gone
        assertEquals(1f, s.scale(), 0f);
    }

    @Test
    void whenThePixelsAreNotTheCost_theResolutionStaysFullMostOfTheTime() {
        FrameScaler s = new FrameScaler();
        double low = 0.0, total = 0.0;
        for (int i = 0; i < 3000; i++) {
            double frame = 0.060; // a busy processor: 17 fps at any scale
            s.frame(frame);
            total += frame;
            if (s.scale() < 1f) low += frame;
        }
        assertTrue(low < 0.15 * total, "drawn below full resolution " + low + " s of " + total + " s");
    }

    @Test
    void stallsAndHiddenTabsAreNotCounted() {
        FrameScaler s = new FrameScaler();
        for (int i = 0; i < 50; i++) s.frame(2.0);
        s.frame(Double.NaN);
        s.frame(-1.0);
        assertEquals(1f, s.scale(), 0f);
    }
}
