package com.tiltfall.audio;

/**
 * ITU-R BS.1770-4 loudness of a mono signal, in LUFS: K-weighting (a high shelf, then a high-pass, designed for any
 * sample rate from the standard's analogue prototypes, as libebur128 does), mean squares of 400 ms windows, and for
 * the integrated loudness the two gates (-70 LUFS absolute, 10 LU below the mean relative). Proved against signals
 * whose loudness is known by hand in {@code LoudnessMeterTest}; scripts/make-sounds.py measures the same way.
 */
final class LoudnessMeter {
    private LoudnessMeter() {}

    /** The signal through BS.1770's K-weighting filter. */
    static double[] kWeighted(float[] x, int rate) {
        double f0 = 1681.974450955533, gainDb = 3.999843853973347, q = 0.7071752369554196;
        double k = Math.tan(Math.PI * f0 / rate);
        double vh = Math.pow(10, gainDb / 20), vb = Math.pow(vh, 0.4996667741545416);
        double a0 = 1 + k / q + k * k;
        double[] shelfB = {(vh + vb * k / q + k * k) / a0, 2 * (k * k - vh) / a0, (vh - vb * k / q + k * k) / a0};
        double[] shelfA = {2 * (k * k - 1) / a0, (1 - k / q + k * k) / a0};
        f0 = 38.13547087602444;
        q = 0.5003270373238773;
        k = Math.tan(Math.PI * f0 / rate);
        double d = 1 + k / q + k * k;
        double[] passB = {1, -2, 1};
        double[] passA = {2 * (k * k - 1) / d, (1 - k / q + k * k) / d};
        double[] y = new double[x.length];
        for (int i = 0; i < x.length; i++) y[i] = x[i];
        return biquad(biquad(y, shelfB, shelfA), passB, passA);
    }

    /** A second-order filter (direct form I; a0 = 1), in place. */
    private static double[] biquad(double[] x, double[] b, double[] a) {
        double x1 = 0, x2 = 0, y1 = 0, y2 = 0;
        for (int i = 0; i < x.length; i++) {
            double in = x[i];
            double out = b[0] * in + b[1] * x1 + b[2] * x2 - a[0] * y1 - a[1] * y2;
            x2 = x1;
            x1 = in;
            y2 = y1;
            y1 = out;
            x[i] = out;
        }
        return x;
    }

    /**
     * Mean square of the K-weighted signal in 400 ms windows, one every {@code hopSeconds} from the first sample (a
     * signal shorter than a window is padded with silence to one).
     */
    static double[] windowPowers(float[] x, int rate, double hopSeconds) {
        double[] y = kWeighted(x, rate);
        int n = (int) Math.round(0.4 * rate), hop = Math.max(1, (int) Math.round(hopSeconds * rate));
        int length = Math.max(y.length, n);
        double[] sums = new double[length + 1];
        for (int i = 0; i < length; i++) sums[i + 1] = sums[i] + (i < y.length ? y[i] * y[i] : 0.0);
        double[] p = new double[(length - n) / hop + 1];
        for (int w = 0; w < p.length; w++) p[w] = (sums[w * hop + n] - sums[w * hop]) / n;
        return p;
    }

    static double lufs(double meanSquare) {
        return -0.691 + 10 * Math.log10(Math.max(meanSquare, 1e-30));
    }

    /** Integrated loudness: 75 % overlapping windows, gated; minus infinity when every window is under -70 LUFS. */
    static double integrated(float[] x, int rate) {
        double[] p = windowPowers(x, rate, 0.1);
        double sum = 0;
        int count = 0;
        for (double v : p) {
            if (lufs(v) > -70) {
                sum += v;
                count++;
            }
        }
        if (count == 0) return Double.NEGATIVE_INFINITY;
        double relative = lufs(sum / count) - 10;
        double gated = 0;
        int kept = 0;
        for (double v : p) {
            if (lufs(v) > -70 && lufs(v) > relative) {
                gated += v;
                kept++;
            }
        }
        return lufs(gated / kept);
    }

    /** The loudest 400 ms (momentary loudness, windows every 10 ms): what a short effect is heard at. */
    static double momentaryMax(float[] x, int rate) {
        double max = 0;
        for (double v : windowPowers(x, rate, 0.01)) max = Math.max(max, v);
        return lufs(max);
    }
}
