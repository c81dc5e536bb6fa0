package com.tiltfall.physics.math;

/**
 * A fingerprint of {@link DetMath} on the running platform. {@link #checksum(int)} evaluates every function over a
 * fixed, deterministic sequence of inputs and folds the bits of the results into one long; the JVM and the browser
 * build must return the same value (the browser test calls it through GWT and compares it with the JVM's).
 *
 * <p>Everything here is GWT-safe and platform-independent too: the inputs come from a xorshift32 generator (int
 * shifts and xors only) turned into doubles exactly, the scalings are exact powers of two, and the hash uses long xor,
 * multiply and shift (emulated exactly by GWT) over {@link Double#doubleToLongBits} (NaN folded to its canonical
 * bits).
 */
public final class DetMathSelfCheck {
    private DetMathSelfCheck() {}

    /** Inputs every run folds first: zeros, infinities, NaN, multiples of pi, thresholds of the algorithms. */
    private static final double[] SPECIAL = {
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.5,
        2.0,
        Double.POSITIVE_INFINITY,
        Double.NEGATIVE_INFINITY,
        Double.NaN,
        Double.MIN_VALUE,
        Double.MIN_NORMAL,
        Double.MAX_VALUE,
        -Double.MAX_VALUE,
        DetMath.PI,
        -DetMath.PI,
        DetMath.HALF_PI,
        DetMath.TWO_PI,
        DetMath.PI / 6,
        DetMath.PI / 4,
        3 * DetMath.PI / 4,
        1e5,
        -1e5,
        1647099.0,
        1647100.0,
        1e22,
        6381956970095103.0 * 0x1p797, // the double closest to a multiple of pi/2
        709.782712893384,
        709.79,
        -745.1332191019411,
        -746.0,
        0x1p-28,
        0x1p-1022 * 3,
    };

    /** Scales that send the "huge angle" inputs through the Payne-Hanek reduction. */
    private static final double[] HUGE_SCALES = {0x1p21, 0x1p30, 0x1p60, 0x1p100, 0x1p200, 0x1p400, 0x1p700, 0x1p1000};

    /**
     * Hash of sin, cos, atan, atan2, exp, log, pow and sqrt over the special inputs and then {@code n} pseudo-random
     * rounds (14 evaluations each): angles up to 1e5 and beyond 2^21, exp over its whole range including overflow and
     * underflow, atan2 in all quadrants, log over all magnitudes, pow with positive bases.
     */
    public static long checksum(int n) {
        long h = 0x243F6A8885A308D3L;
        for (int i = 0; i < SPECIAL.length; i++) {
            double x = SPECIAL[i];
            h = fold(h, DetMath.sin(x));
            h = fold(h, DetMath.cos(x));
            h = fold(h, DetMath.atan(x));
            h = fold(h, DetMath.exp(x));
            h = fold(h, DetMath.log(x));
            h = fold(h, DetMath.sqrt(x));
            for (int j = 0; j < SPECIAL.length; j += 3) {
                h = fold(h, DetMath.atan2(x, SPECIAL[j]));
                h = fold(h, DetMath.pow(x, SPECIAL[j]));
            }
        }
        int s = 0x2545F491;
        for (int i = 0; i < n; i++) {
            s = next(s);
            int a = s;
            s = next(s);
            double u1 = unit(a, s);
            s = next(s);
            a = s;
            s = next(s);
            double u2 = unit(a, s);
            s = next(s);
            a = s;
            s = next(s);
            double u3 = unit(a, s);
            double angle = (u1 - 0.5) * 2e5;
            double small = (u2 - 0.5) * 8.0;
            double huge = (1.0 + u3) * HUGE_SCALES[i & 7];
            h = fold(h, DetMath.sin(angle));
            h = fold(h, DetMath.cos(angle));
            h = fold(h, DetMath.sin(small));
            h = fold(h, DetMath.cos(small));
            h = fold(h, DetMath.sin((i & 1) == 0 ? huge : -huge));
            h = fold(h, DetMath.cos(huge));
            h = fold(h, DetMath.exp((u3 - 0.5) * 1500.0));
            h = fold(h, DetMath.exp(small));
            h = fold(h, DetMath.atan((u1 - 0.5) * 100.0));
            h = fold(h, DetMath.atan2(small, (u1 - 0.5) * 8.0));
            h = fold(h, DetMath.atan2(angle * (u2 - 0.5), huge * (u1 - 0.5)));
            h = fold(h, DetMath.log(u3 * HUGE_SCALES[(i >> 3) & 7]));
            h = fold(h, DetMath.pow(u1 * 10.0, (u2 - 0.5) * 40.0));
            h = fold(h, DetMath.sqrt(u2 * 1e6));
        }
        return h;
    }

    /** xorshift32 (Marsaglia): shifts and xors only, identical in Java and JavaScript. */
    private static int next(int s) {
        s ^= s << 13;
        s ^= s >>> 17;
        s ^= s << 5;
        return s;
    }

    /** A double in [0, 1) from 26 bits of a and 27 bits of b (an exact 53-bit integer times 2^-53). */
    private static double unit(int a, int b) {
        return ((a >>> 6) * 0x1p27 + (b >>> 5)) * 0x1p-53;
    }

    private static long fold(long h, double v) {
        h ^= Double.doubleToLongBits(v);
        h *= 0x9E3779B97F4A7C15L;
        return h ^ (h >>> 29);
    }
}
