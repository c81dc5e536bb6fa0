package com.tiltfall.audio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The meter against signals whose loudness is known by hand. BS.1770: a full-scale 997 Hz sine reads -3.01 LUFS (its
 * mean square is 1/2, 10 log10(1/2) = -3.01 dB, and the standard's -0.691 cancels the K-filter's gain near 1 kHz);
 * every halving of the amplitude takes 20 log10(2) = 6.02 LU off. Checked at the game's sample rates (the MP3s
 * decode to 16 and 22.05 kHz) and the standard's 48 kHz, where the filter's published coefficients apply.
 */
class LoudnessMeterTest {
    private static final int[] RATES = {16000, 22050, 44100, 48000};

    /** seconds of a sine of amplitude a at f Hz, then silence (zeros) for the rest of total seconds. */
    private static float[] sine(int rate, double f, double a, double seconds, double total) {
        float[] x = new float[(int) (total * rate)];
        for (int i = 0; i < (int) (seconds * rate); i++) x[i] = (float) (a * Math.sin(2 * Math.PI * f * i / rate));
        return x;
    }

    /**
     * The filter is the standard's at 48 kHz; at lower rates the same design warps a little near the top (16 kHz:
     * the shelf's 1.7 kHz knee is a fifth of the way to Nyquist), reading a 997 Hz tone up to 0.05 LU high.
     */
    private static double tolerance(int rate) {
        return rate >= 44100 ? 0.005 : 0.05;
    }

    @Test
    void aFullScale997HzSineReadsMinus3point01_andEachHalvingOfItsAmplitude6point02Less() {
        for (int rate : RATES) {
            for (int halvings = 0; halvings <= 4; halvings++) {
                double a = Math.pow(0.5, halvings);
                double expected = 10 * Math.log10(0.5) + halvings * 20 * Math.log10(0.5);
                double within = tolerance(rate);
                assertEquals(expected, LoudnessMeter.integrated(sine(rate, 997, a, 5, 5), rate), within, rate + " Hz");
                assertEquals(
                        expected, LoudnessMeter.momentaryMax(sine(rate, 997, a, 5, 5), rate), within, rate + " Hz");
            }
        }
        assertEquals(-3.01, LoudnessMeter.integrated(sine(48000, 997, 1, 5, 5), 48000), 0.005, "the standard's figure");
    }

    @Test
    void theFilterMatchesTheStandardsPublished48kHzCoefficients() {
        // BS.1770-4 table 1 and 2: the stage-1 shelf and stage-2 high-pass at 48 kHz; an impulse's first three
        // outputs through both stages, by hand from those coefficients: y0 = b0 * 1; y1 = b0' * (b1 - a1 b0) ...
        double[] b1 = {1.53512485958697, -2.69169618940638, 1.19839281085285};
        double[] a1 = {-1.69065929318241, 0.73248077421585};
        double[] b2 = {1.0, -2.0, 1.0};
        double[] a2 = {-1.99004745483398, 0.99007225036621};
        float[] impulse = new float[8];
        impulse[0] = 1f;
        double[] got = LoudnessMeter.kWeighted(impulse, 48000);
        double[] s1 = new double[8], s2 = new double[8];
        for (int n = 0; n < 8; n++) {
            s1[n] = (n < 3 ? b1[n] : 0) - (n >= 1 ? a1[0] * s1[n - 1] : 0) - (n >= 2 ? a1[1] * s1[n - 2] : 0);
            double in = 0;
            for (int k = 0; k < 3; k++) if (n - k >= 0) in += b2[k] * s1[n - k];
            s2[n] = in - (n >= 1 ? a2[0] * s2[n - 1] : 0) - (n >= 2 ? a2[1] * s2[n - 2] : 0);
            assertEquals(s2[n], got[n], 1e-6, "impulse response, sample " + n);
        }
    }

    @Test
    void silenceIsGatedOut_absolutely() {
        for (int rate : RATES) {
            // 4 s of a half-scale sine (-9.03), 6 s of silence: the silent windows (under -70 LUFS) do not count. The
            // windows (every 0.1 s) starting at 0..3.6 s are all tone (37), those at 3.7, 3.8, 3.9 s are 3/4, 1/2 and
            // 1/4 tone: the mean power is (37 + 1.5) / 40 of the tone's
            double expected = -9.03 + 10 * Math.log10(38.5 / 40);
            assertEquals(
                    expected, LoudnessMeter.integrated(sine(rate, 997, 0.5, 4, 10), rate), tolerance(rate), "" + rate);
            assertEquals(Double.NEGATIVE_INFINITY, LoudnessMeter.integrated(new float[rate], rate), "silence");
        }
    }

    @Test
    void aMuchQuieterPassageIsGatedOut_relatively() {
        int rate = 22050;
        // 5 s at full scale (-3.01), 5 s at 1/100 (-43.01: above the absolute gate): ungated the mean power would read
        // 10 log10((1/2 + 1/20000) / 2) - ... = -6.02; the relative gate (10 LU under that) drops the quiet windows
        float[] loud = sine(rate, 997, 1.0, 5, 5), quiet = sine(rate, 997, 0.01, 5, 5);
        float[] both = new float[loud.length + quiet.length];
        System.arraycopy(loud, 0, both, 0, loud.length);
        System.arraycopy(quiet, 0, both, loud.length, quiet.length);
        // kept: the 47 windows of loud tone and the 3 across the change (3/4, 1/2, 1/4 loud): -3.01 + 10 log10(48.5 /
        // 50)
        assertEquals(-3.01 + 10 * Math.log10(48.5 / 50), LoudnessMeter.integrated(both, rate), tolerance(rate));
        assertEquals(-43.01, LoudnessMeter.integrated(quiet, rate), tolerance(rate), "the quiet part alone");
    }

    @Test
    void aShortBurstReadsItsEnergyOver400ms() {
        for (int rate : RATES) {
            // 0.1 s of a full-scale sine heard over a 400 ms window: a quarter of the power, 6.02 LU under -3.01
            float[] burst = sine(rate, 997, 1.0, 0.1, 1.0);
            assertEquals(-9.03, LoudnessMeter.momentaryMax(burst, rate), tolerance(rate), rate + " Hz");
            float[] alone = sine(rate, 997, 1.0, 0.1, 0.1); // shorter than a window: padded with silence
            assertEquals(-9.03, LoudnessMeter.momentaryMax(alone, rate), tolerance(rate), rate + " Hz, padded");
        }
        assertTrue(LoudnessMeter.momentaryMax(sine(22050, 997, 1.0, 0.2, 1.0), 22050) > -6.1, "twice as long: 3 LU up");
    }
}
