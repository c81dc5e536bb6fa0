package com.tiltfall.physics.math;

/**
 * Transcendental functions that give the same bits on every platform the game runs on: the desktop JVM (HotSpot) and
 * the browser (GWT 2.11 compiles this class to JavaScript, run by V8). The simulation calls these instead of {@link
 * Math} or {@link StrictMath}.
 *
 * <h2>Why the results are identical by construction</h2>
 *
 * GWT maps {@code Math.sin}, {@code exp}, {@code pow}, {@code atan2}... (and {@code StrictMath}) to JavaScript's
 * {@code Math}, whose results ECMAScript leaves to the implementation, so they differ from the JVM's in the last bit.
 * This class therefore computes everything itself from operations that Java and ECMAScript both define exactly:
 *
 * <ul>
 *   <li>double {@code + - * /}, correctly rounded to nearest-even in both (Java is strict IEEE-754 since 17 and was on
 *       SSE2 before; JavaScript numbers are binary64). Java never fuses {@code a * b + c} into an FMA, V8 does not
 *       either, and GWT does not reassociate floating-point expressions;
 *   <li>comparisons, {@link Math#abs} and {@link Math#floor} (exact), {@code (int)} casts of values known to be in
 *       {@code int} range, and int shifts and masks;
 *   <li>constants written as hexadecimal literals (exact doubles; GWT prints them as round-trip decimal strings, which
 *       JavaScript parses back to the same double), and tables filled by static initializers with exact operations.
 * </ul>
 *
 * One GWT trap is avoided on purpose: its optimizer rewrites {@code x + 0.0} to {@code x} and {@code x * 0.0} to
 * {@code 0.0} when an operand is a literal zero (also after inlining constants and arguments), which is wrong for -0,
 * negative, infinite and NaN x. No expression here has such an operand where that would change the result.
 *
 * No {@code Math.sin/cos/tan/exp/log/pow/atan2/cbrt/hypot}, no {@code StrictMath}, no FMA, no {@code
 * Double.doubleToRawLongBits} (GWT emulates it slowly): where fdlibm reads or writes the bits of a double, this class
 * uses an equivalent comparison with a constant, or an exact multiplication by a power of two. Nothing allocates; Java
 * 11 syntax only. Inputs and results are plain doubles, and the class has no state, so it is safe from any thread.
 *
 * <h2>Algorithms and accuracy</h2>
 *
 * <ul>
 *   <li>{@link #sin} and {@link #cos}: fdlibm 5.3's kernels and its Cody-Waite argument reduction with pi/2 split in
 *       three 33-bit parts (exact products n * part for n &lt; 2^20), with fdlibm's tests on the high word of x
 *       reproduced exactly; results are <b>bit-identical to {@code StrictMath}</b> for |x| &lt; 1647100 (about 2^20
 *       pi/2), which covers every angle the game can produce. Beyond that, where fdlibm switches to its Payne-Hanek
 *       reduction, this class uses its own allocation-free one (x split in three 24-bit integers times 24-bit digits of
 *       2/pi, eight groups of exact products, carries propagated exactly, the fraction kept to about 2^-140); the
 *       reduced argument is then accurate to far more than 53 bits for every double, and the result stays within 1 ulp
 *       of {@code StrictMath} (measured: mostly identical). The error against the true value is below 1 ulp
 *       everywhere, as in fdlibm. +-Infinity and NaN give NaN; sin(-0) is -0.
 *   <li>{@link #atan} and {@link #atan2}: fdlibm's, bit-identical to {@code StrictMath}, including every special case
 *       of {@link Math#atan2} (signed zeros, infinities, NaN).
 *   <li>{@link #exp}: fdlibm's, bit-identical to {@code StrictMath}: overflow to +Infinity above 709.782712893384,
 *       gradual underflow to subnormals, 0 below -745.1332191019411.
 *   <li>{@link #log}: own algorithm: x = 2^e m with m in [sqrt(1/2), sqrt(2)), a 91-entry table of 1/c and ln(c)
 *       (c = 1 + i/128) in double-double, the series of ln(1 + r) for |r| &lt; 2^-7.5, all summed in double-double
 *       to a relative error of about 2^-68; the result is nearly correctly rounded (error below 0.501 ulp against the
 *       true value; fdlibm's log reaches 0.79), so within 1 ulp of {@code StrictMath}, and equal to it 97% of the time.
 *   <li>{@link #pow}: own algorithm: y * ln|x| in double-double (the log above), then fdlibm's exp evaluated on that
 *       double-double argument; error below 0.86 ulp against the true value (fdlibm's pow: 0.84), within 1 ulp of
 *       {@code StrictMath}, and exact where the result is exactly representable (2^n, integer powers below 2^53).
 *       The whole {@link Math#pow} special-case table is implemented (negative bases with integer exponents too);
 *       the accuracy is tested for positive finite bases, which is what a physics engine needs (damping factors,
 *       falloff curves).
 *   <li>{@link #sqrt} is {@link Math#sqrt}: IEEE-754 requires it to be correctly rounded, and both platforms are.
 * </ul>
 *
 * {@link DetMathSelfCheck#checksum(int)} folds the bits of every function over a fixed input sequence into one long;
 * the browser test compares it with the JVM's value to prove the identity on the real platforms.
 *
 * <p>The fdlibm parts (polynomial coefficients, kernels, argument reduction, exp, atan) follow the Freely
 * Distributable Math Library 5.3, under this notice: <i>Copyright (C) 1993 by Sun Microsystems, Inc. All rights
 * reserved. Developed at SunSoft, a Sun Microsystems, Inc. business. Permission to use, copy, modify, and distribute
 * this software is freely granted, provided that this notice is preserved.</i>
 */
public final class DetMath {
    /** pi rounded to the nearest double, equal to {@link Math#PI}. */
    public static final double PI = 0x1.921fb54442d18p1;
    /** 2 pi rounded to the nearest double (exactly 2 * {@link #PI}). */
    public static final double TWO_PI = 0x1.921fb54442d18p2;
    /** pi / 2 rounded to the nearest double (exactly {@link #PI} / 2). */
    public static final double HALF_PI = 0x1.921fb54442d18p0;

    private DetMath() {}

    // ---------------------------------------------------------------------------------------------------------------
    // sin, cos
    // ---------------------------------------------------------------------------------------------------------------

    /** Sine of x (radians); bit-identical to {@link StrictMath#sin} for |x| below 1647100, within 1 ulp beyond. */
    public static double sin(double x) {
        return trig(x, 0);
    }

    /** Cosine of x (radians); bit-identical to {@link StrictMath#cos} for |x| below 1647100, within 1 ulp beyond. */
    public static double cos(double x) {
        return trig(x, 1);
    }

    // fdlibm kernel polynomials on [-pi/4, pi/4]
    private static final double S1 = -0x1.5555555555549p-3;
    private static final double S2 = 0x1.111111110f8a6p-7;
    private static final double S3 = -0x1.a01a019c161d5p-13;
    private static final double S4 = 0x1.71de357b1fe7dp-19;
    private static final double S5 = -0x1.ae5e68a2b9cebp-26;
    private static final double S6 = 0x1.5d93a5acfd57cp-33;
    private static final double C1 = 0x1.555555555554cp-5;
    private static final double C2 = -0x1.6c16c16c15177p-10;
    private static final double C3 = 0x1.a01a019cb159p-16;
    private static final double C4 = -0x1.27e4f809c52adp-22;
    private static final double C5 = 0x1.1ee9ebdb4b1c4p-29;
    private static final double C6 = -0x1.8fae9be8838d4p-37;

    // Cody-Waite: 2/pi, and pi/2 as three 33-bit parts with their tails
    private static final double INVPIO2 = 0x1.45f306dc9c883p-1;
    private static final double PIO2_1 = 0x1.921fb544p0;
    private static final double PIO2_1T = 0x1.0b4611a626331p-34;
    private static final double PIO2_2 = 0x1.0b4611a6p-34;
    private static final double PIO2_2T = 0x1.3198a2e037073p-69;
    private static final double PIO2_3 = 0x1.3198a2ep-69;
    private static final double PIO2_3T = 0x1.b839a252049c1p-104;

    // fdlibm's tests on the high 32 bits of |x| as comparisons: "high word <= h" is "|x| < (h + 1) * 2^32 as bits".
    private static final double PIO4_NEXT = 0x1.921fcp-1; // high word <= 0x3fe921fb: no reduction
    private static final double THREE_PIO4 = 0x1.2d97cp1; // high word < 0x4002d97c: n = +-1
    private static final double MEDIUM_END = 0x1.921fcp20; // high word <= 0x413921fb: Cody-Waite
    private static final double PIO2_HW = 0x1.921fbp0; // high word == 0x3ff921fb: |x| in [PIO2_HW, PIO2_HW_NEXT)
    private static final double PIO2_HW_NEXT = 0x1.921fcp0;

    /**
     * [NPIO2_LO[n-1], NPIO2_HI[n-1]) holds the doubles whose high 32 bits equal those of n pi/2 (fdlibm's npio2_hw
     * table), n = 1..32: n pi/2 with its significand truncated to 21 bits, and that plus one unit of the 21st bit.
     */
    static final double[] NPIO2_LO = new double[32];

    static final double[] NPIO2_HI = new double[32];

    static {
        for (int n = 1; n <= 32; n++) {
            double v = n * HALF_PI; // the nearest double to n pi/2 for these n (checked by the test)
            double unit = pow2Floor(v) * 0x1p-20;
            NPIO2_LO[n - 1] = Math.floor(v / unit) * unit;
            NPIO2_HI[n - 1] = NPIO2_LO[n - 1] + unit;
        }
    }

    /** phase 0: sin, phase 1: cos (cos x = sin(x + pi/2): one quadrant further). */
    private static double trig(double x, int phase) {
        double ax = Math.abs(x);
        if (ax < PIO4_NEXT) {
            // A zero tail: once GWT inlines it, it folds x * 0.0 in kernelCos to 0.0, which changes nothing here
            // (z * r is never 0, and z * r - +-0 is z * r).
            return phase == 0 ? kernelSin(x, 0.0, 0) : kernelCos(x, 0.0);
        }
        if (!(ax < MEDIUM_END)) {
            if (!(ax <= Double.MAX_VALUE)) {
                return x - x; // NaN for NaN and +-Infinity
            }
            return trigLarge(x, phase);
        }
        double y0;
        double y1;
        int n;
        if (ax < THREE_PIO4) { // n = +-1, 33 + 53 bits of pi/2, or 33 + 33 + 53 next to pi/2
            boolean nearPio2 = ax >= PIO2_HW && ax < PIO2_HW_NEXT;
            if (x > 0) {
                double z = x - PIO2_1;
                if (!nearPio2) {
                    y0 = z - PIO2_1T;
                    y1 = (z - y0) - PIO2_1T;
                } else {
                    z -= PIO2_2;
                    y0 = z - PIO2_2T;
                    y1 = (z - y0) - PIO2_2T;
                }
                n = 1;
            } else {
                double z = x + PIO2_1;
                if (!nearPio2) {
                    y0 = z + PIO2_1T;
                    y1 = (z - y0) + PIO2_1T;
                } else {
                    z += PIO2_2;
                    y0 = z + PIO2_2T;
                    y1 = (z - y0) + PIO2_2T;
                }
                n = -1;
            }
        } else {
            n = (int) (ax * INVPIO2 + 0.5);
            double fn = n;
            double r = ax - fn * PIO2_1; // exact: fn < 2^20 and PIO2_1 has 33 bits
            double w = fn * PIO2_1T; // first round, good to 85 bits
            y0 = r - w;
            if (n >= 32 || (ax >= NPIO2_LO[n - 1] && ax < NPIO2_HI[n - 1])) {
                // fdlibm: exponent(x) - exponent(y0) > 16 means cancellation; with P = 2^exponent(x) that is
                // |y0| < P * 2^-16. P <= |x| makes |y0| < |x| * 2^-16 a cheap necessary condition.
                if (Math.abs(y0) < ax * 0x1p-16) {
                    double p = pow2Floor(ax);
                    if (Math.abs(y0) < p * 0x1p-16) { // second round, good to 118 bits
                        double t = r;
                        w = fn * PIO2_2;
                        r = t - w;
                        w = fn * PIO2_2T - ((t - r) - w);
                        y0 = r - w;
                        if (Math.abs(y0) < p * 0x1p-49) { // third round, 151 bits: every double
                            t = r;
                            w = fn * PIO2_3;
                            r = t - w;
                            w = fn * PIO2_3T - ((t - r) - w);
                            y0 = r - w;
                        }
                    }
                }
            }
            y1 = (r - y0) - w;
            if (x < 0) {
                y0 = -y0;
                y1 = -y1;
                n = -n;
            }
        }
        return quadrant(y0, y1, n + phase);
    }

    /** The largest power of two not above a, for a in [1, 2^31). */
    private static double pow2Floor(double a) {
        double p = 1.0;
        if (a >= 0x1p16) {
            p = 0x1p16;
        }
        if (a >= p * 0x1p8) {
            p *= 0x1p8;
        }
        if (a >= p * 0x1p4) {
            p *= 0x1p4;
        }
        if (a >= p * 4.0) {
            p *= 4.0;
        }
        if (a >= p * 2.0) {
            p *= 2.0;
        }
        return p;
    }

    /** sin(y0 + y1 + n pi/2) for a reduced argument y0 + y1 of magnitude at most about pi/4. */
    private static double quadrant(double y0, double y1, int n) {
        switch (n & 3) {
            case 0:
                return kernelSin(y0, y1, 1);
            case 1:
                return kernelCos(y0, y1);
            case 2:
                return -kernelSin(y0, y1, 1);
            default:
                return -kernelCos(y0, y1);
        }
    }

    /** fdlibm __kernel_sin: sin(x + y) for |x| up to pi/4, y the tail of x (ignored when iy is 0). */
    private static double kernelSin(double x, double y, int iy) {
        if (Math.abs(x) < 0x1p-27) {
            return x;
        }
        double z = x * x;
        double v = z * x;
        double r = S2 + z * (S3 + z * (S4 + z * (S5 + z * S6)));
        if (iy == 0) {
            return x + v * (S1 + z * r);
        }
        return x - ((z * (0.5 * y - v * r) - y) - v * S1);
    }

    /** fdlibm __kernel_cos: cos(x + y) for |x| up to pi/4, y the tail of x. */
    private static double kernelCos(double x, double y) {
        double ax = Math.abs(x);
        if (ax < 0x1p-27) {
            return 1.0;
        }
        double z = x * x;
        double r = z * (C1 + z * (C2 + z * (C3 + z * (C4 + z * (C5 + z * C6)))));
        if (ax < 0x1.33333p-2) { // high word < 0x3fd33333 (|x| < ~0.3)
            return 1.0 - (0.5 * z - (z * r - x * y));
        }
        // qx = |x| / 4 with the low 32 bits of the significand cleared (exact: 21 significant bits), or 0.28125
        double qx;
        if (ax >= 0x1.90001p-1) { // high word > 0x3fe90000
            qx = 0.28125;
        } else if (ax < 0.5) {
            qx = Math.floor(ax * 0x1p22) * 0x1p-24;
        } else {
            qx = Math.floor(ax * 0x1p21) * 0x1p-23;
        }
        double hz = 0.5 * z - qx;
        double a = 1.0 - qx;
        return a - (hz - (z * r - x * y));
    }

    /**
     * Digits of 2/pi in base 2^24, after four zeros (so that indices below the binary point read 0): 2/pi = sum over
     * i = 0, 1, ... of TWO_OVER_PI_24[i + 4] * 2^(-24 (i + 1)). 52 digits (1248 bits) cover every double exponent.
     */
    static final double[] TWO_OVER_PI_24 = {
        0, 0, 0, 0, 0xA2F983, 0x6E4E44, 0x1529FC, 0x2757D1,
        0xF534DD, 0xC0DB62, 0x95993C, 0x439041, 0xFE5163, 0xABDEBB, 0xC561B7, 0x246E3A,
        0x424DD2, 0xE00649, 0x2EEA09, 0xD1921C, 0xFE1DEB, 0x1CB129, 0xA73EE8, 0x8235F5,
        0x2EBB44, 0x84E99C, 0x7026B4, 0x5F7E41, 0x3991D6, 0x398353, 0x39F49C, 0x845F8B,
        0xBDF928, 0x3B1FF8, 0x97FFDE, 0x05980F, 0xEF2F11, 0x8B5A0A, 0x6D1F6D, 0x367ECF,
        0x27CB09, 0xB74F46, 0x3F669E, 0x5FEA2D, 0x7527BA, 0xC7EBE5, 0xF17B3D, 0x0739F7,
        0x8A5292, 0xEA6BFB, 0x5FB11F, 0x8D5D08, 0x560330, 0x46FC7B, 0x6BABF0, 0xCFBC20,
    };

    private static final double SPLIT = 0x1.0p27 + 1.0; // Veltkamp: 2^27 + 1

    /**
     * sin or cos for |x| from 1647100 to MAX_VALUE: Payne-Hanek reduction with exact products of 24-bit integers, all in
     * doubles. x = 2^e0 (X0 + X1 2^-24 + X2 2^-48) with Xi integers below 2^24; x * 2/pi = sum of
     * Q_j 2^(e0 - 24 (j + 1)), Q_j = sum Xi d_(j-i), below 3 * 2^48 (exact). Groups whose weight is a multiple of 4 (whole
     * turns) are skipped, the next eight are kept: D_m = Q_(a-1+m), m = 0..7, weight 2^(b - 24 m) with e0 = 24 a + b.
     */
    private static double trigLarge(double x, int phase) {
        double t = Math.abs(x);
        int e = 0; // t = |x| / 2^e in [1, 2)
        if (t >= 0x1p512) {
            t *= 0x1p-512;
            e += 512;
        }
        if (t >= 0x1p256) {
            t *= 0x1p-256;
            e += 256;
        }
        if (t >= 0x1p128) {
            t *= 0x1p-128;
            e += 128;
        }
        if (t >= 0x1p64) {
            t *= 0x1p-64;
            e += 64;
        }
        if (t >= 0x1p32) {
            t *= 0x1p-32;
            e += 32;
        }
        if (t >= 0x1p16) {
            t *= 0x1p-16;
            e += 16;
        }
        if (t >= 0x1p8) {
            t *= 0x1p-8;
            e += 8;
        }
        if (t >= 0x1p4) {
            t *= 0x1p-4;
            e += 4;
        }
        if (t >= 4.0) {
            t *= 0.25;
            e += 2;
        }
        if (t >= 2.0) {
            t *= 0.5;
            e += 1;
        }
        // three 24-bit integer pieces of the significand (53 bits fit: 24 + 24 + 5)
        double z = t * 0x1p23;
        double x0 = Math.floor(z);
        z = (z - x0) * 0x1p24;
        double x1 = Math.floor(z);
        double x2 = (z - x1) * 0x1p24;
        int e0 = e - 23; // >= -3 here
        int a = (e0 + 24) / 24 - 1; // floor(e0 / 24)
        int b = e0 - 24 * a; // 0..23
        int k = a + 3; // D_m = x0 T[k+m] + x1 T[k+m-1] + x2 T[k+m-2]
        double[] d = TWO_OVER_PI_24;
        double d0 = x0 * d[k] + x1 * d[k - 1] + x2 * d[k - 2];
        double d1 = x0 * d[k + 1] + x1 * d[k] + x2 * d[k - 1];
        double d2 = x0 * d[k + 2] + x1 * d[k + 1] + x2 * d[k];
        double d3 = x0 * d[k + 3] + x1 * d[k + 2] + x2 * d[k + 1];
        double d4 = x0 * d[k + 4] + x1 * d[k + 3] + x2 * d[k + 2];
        double d5 = x0 * d[k + 5] + x1 * d[k + 4] + x2 * d[k + 3];
        double d6 = x0 * d[k + 6] + x1 * d[k + 5] + x2 * d[k + 4];
        double d7 = x0 * d[k + 7] + x1 * d[k + 6] + x2 * d[k + 5];
        // propagate carries so that d1..d7 are digits in [0, 2^24) (all values stay below 2^53: exact)
        double c = Math.floor(d7 * 0x1p-24);
        d7 -= c * 0x1p24;
        d6 += c;
        c = Math.floor(d6 * 0x1p-24);
        d6 -= c * 0x1p24;
        d5 += c;
        c = Math.floor(d5 * 0x1p-24);
        d5 -= c * 0x1p24;
        d4 += c;
        c = Math.floor(d4 * 0x1p-24);
        d4 -= c * 0x1p24;
        d3 += c;
        c = Math.floor(d3 * 0x1p-24);
        d3 -= c * 0x1p24;
        d2 += c;
        c = Math.floor(d2 * 0x1p-24);
        d2 -= c * 0x1p24;
        d1 += c;
        c = Math.floor(d1 * 0x1p-24);
        d1 -= c * 0x1p24;
        d0 += c;
        // x * 2/pi = d0 2^b + d1 2^(b-24) + ...: the binary point falls inside d1.
        double pb = 1 << b;
        double i1 = Math.floor(d1 * pb * 0x1p-24); // integer part of d1 2^(b-24)
        double f1 = d1 - i1 * (0x1p24 / pb); // the fraction bits of d1, an integer below 2^(24-b)
        double i0 = d0 - 4.0 * Math.floor(d0 * 0.25); // d0 mod 4
        double q = i0 * pb + i1;
        q -= 4.0 * Math.floor(q * 0.25); // quadrant mod 4
        double f = (f1 * 0x1p24 + d2) * pb * 0x1p-48; // exact, a multiple of 2^(b-48)
        if (f >= 0.5) { // rest < 2^(b-48), so this decides rounding to the nearest quadrant exactly
            f -= 1.0;
            q += 1.0;
        }
        double g1 = (d3 * 0x1p24 + d4) * pb * 0x1p-96;
        double g2 = (d5 * 0x1p24 + d6) * pb * 0x1p-144;
        double g3 = d7 * pb * 0x1p-168;
        // fraction as double-double: exact sums where cancellation can happen
        double h = f + g1;
        double l = twoSumErr(f, g1, h);
        double h2 = h + g2;
        l += twoSumErr(h, g2, h2) + g3;
        h = h2 + l;
        l = l - (h - h2);
        // times pi/2 in double-double
        double p = h * PIO2_HI;
        double lo = twoProdErr(h, PIO2_HI, p) + (h * PIO2_LO + l * PIO2_HI);
        double y0 = p + lo;
        double y1 = lo - (y0 - p);
        int n = (int) q;
        if (x < 0) {
            y0 = -y0;
            y1 = -y1;
            n = -n;
        }
        return quadrant(y0, y1, n + phase);
    }

    private static final double PIO2_HI = 0x1.921fb54442d18p0;
    private static final double PIO2_LO = 0x1.1a62633145c07p-54;

    /** The rounding error of s = a + b (Knuth's TwoSum, any magnitudes): a + b = s + error exactly. */
    private static double twoSumErr(double a, double b, double s) {
        double bb = s - a;
        return (a - (s - bb)) + (b - bb);
    }

    /** The rounding error of p = a * b (Dekker, no FMA): a * b = p + error exactly, for |a| and |b| below 2^995. */
    private static double twoProdErr(double a, double b, double p) {
        double t = SPLIT * a;
        double ah = t - (t - a);
        double al = a - ah;
        t = SPLIT * b;
        double bh = t - (t - b);
        double bl = b - bh;
        return ((ah * bh - p) + ah * bl + al * bh) + al * bl;
    }

    // ---------------------------------------------------------------------------------------------------------------
    // atan, atan2
    // ---------------------------------------------------------------------------------------------------------------

    private static final double ATANHI0 = 0x1.dac670561bb4fp-2; // atan(0.5)
    private static final double ATANHI1 = 0x1.921fb54442d18p-1; // atan(1)
    private static final double ATANHI2 = 0x1.f730bd281f69bp-1; // atan(1.5)
    private static final double ATANHI3 = 0x1.921fb54442d18p0; // atan(inf)
    private static final double ATANLO0 = 0x1.a2b7f222f65e2p-56;
    private static final double ATANLO1 = 0x1.1a62633145c07p-55;
    private static final double ATANLO2 = 0x1.007887af0cbbdp-56;
    private static final double ATANLO3 = 0x1.1a62633145c07p-54;
    private static final double AT0 = 0x1.555555555550dp-2;
    private static final double AT1 = -0x1.999999998ebc4p-3;
    private static final double AT2 = 0x1.24924920083ffp-3;
    private static final double AT3 = -0x1.c71c6fe231671p-4;
    private static final double AT4 = 0x1.745cdc54c206ep-4;
    private static final double AT5 = -0x1.3b0f2af749a6dp-4;
    private static final double AT6 = 0x1.10d66a0d03d51p-4;
    private static final double AT7 = -0x1.dde2d52defd9ap-5;
    private static final double AT8 = 0x1.97b4b24760debp-5;
    private static final double AT9 = -0x1.2b4442c6a6c2fp-5;
    private static final double AT10 = 0x1.0ad3ae322da11p-6;

    /** Arc tangent of x in [-pi/2, pi/2]; bit-identical to {@link StrictMath#atan}. */
    public static double atan(double x) {
        double ax = Math.abs(x);
        if (!(ax < 0x1p66)) {
            if (x != x) {
                return x + x;
            }
            return x > 0 ? ATANHI3 + ATANLO3 : -ATANHI3 - ATANLO3;
        }
        int id;
        double v = x;
        if (ax < 0.4375) {
            if (ax < 0x1p-29) {
                return x;
            }
            id = -1;
        } else if (ax < 1.1875) {
            if (ax < 0.6875) {
                id = 0;
                v = (2.0 * ax - 1.0) / (2.0 + ax);
            } else {
                id = 1;
                v = (ax - 1.0) / (ax + 1.0);
            }
        } else if (ax < 2.4375) {
            id = 2;
            v = (ax - 1.5) / (1.0 + 1.5 * ax);
        } else {
            id = 3;
            v = -1.0 / ax;
        }
        double z = v * v;
        double w = z * z;
        double s1 = z * (AT0 + w * (AT2 + w * (AT4 + w * (AT6 + w * (AT8 + w * AT10)))));
        double s2 = w * (AT1 + w * (AT3 + w * (AT5 + w * (AT7 + w * AT9))));
        if (id < 0) {
            return v - v * (s1 + s2);
        }
        double hi;
        double lo;
        switch (id) {
            case 0:
                hi = ATANHI0;
                lo = ATANLO0;
                break;
            case 1:
                hi = ATANHI1;
                lo = ATANLO1;
                break;
            case 2:
                hi = ATANHI2;
                lo = ATANLO2;
                break;
            default:
                hi = ATANHI3;
                lo = ATANLO3;
                break;
        }
        z = hi - ((v * (s1 + s2) - lo) - v);
        return x < 0 ? -z : z;
    }

    private static final double PI_O_4 = 0x1.921fb54442d18p-1;
    private static final double PI_LO = 0x1.1a62633145c07p-53; // pi - PI

    /**
     * Angle of the point (x, y) in (-pi, pi] (the argument order of {@link Math#atan2}); bit-identical to {@link
     * StrictMath#atan2}, with all its special cases: the sign of a zero y is kept, atan2(+-0, -0) = +-pi, atan2(+-0,
     * +0) = +-0, infinities give multiples of pi/4, NaN gives NaN.
     */
    public static double atan2(double y, double x) {
        if (x != x || y != y) {
            return x + y;
        }
        if (x == 1.0) {
            return atan(y);
        }
        boolean xNeg = x < 0 || (x == 0 && 1.0 / x < 0);
        boolean yNeg = y < 0 || (y == 0 && 1.0 / y < 0);
        double ax = Math.abs(x);
        double ay = Math.abs(y);
        if (ay == 0) {
            if (!xNeg) {
                return y; // +-0
            }
            return yNeg ? -PI : PI;
        }
        if (ax == 0) {
            return yNeg ? -HALF_PI : HALF_PI;
        }
        if (ax == Double.POSITIVE_INFINITY) {
            if (ay == Double.POSITIVE_INFINITY) {
                double r = xNeg ? 3.0 * PI_O_4 : PI_O_4;
                return yNeg ? -r : r;
            }
            if (!xNeg) {
                return yNeg ? -0.0 : 0.0;
            }
            return yNeg ? -PI : PI;
        }
        if (ay == Double.POSITIVE_INFINITY) {
            return yNeg ? -HALF_PI : HALF_PI;
        }
        // fdlibm decides |y/x| > 2^60 (and < 2^-60 for x < 0) from the high words; any threshold above 2^55
        // (below 2^-55) gives the same result, since both branches then round to the same double.
        double z;
        if (ay > ax * 0x1p60) {
            z = HALF_PI + 0.5 * PI_LO;
        } else if (xNeg && ay < ax * 0x1p-60) {
            return yNeg ? -PI : PI; // fdlibm's z = 0: pi - (0 - PI_LO) rounds to PI
        } else {
            z = atan(ay / ax);
        }
        if (!xNeg) {
            return yNeg ? -z : z;
        }
        return yNeg ? (z - PI_LO) - PI : PI - (z - PI_LO);
    }

    // ---------------------------------------------------------------------------------------------------------------
    // exp
    // ---------------------------------------------------------------------------------------------------------------

    private static final double LN2HI = 0x1.62e42feep-1; // 32 bits: k * LN2HI is exact for |k| < 2^21
    private static final double LN2LO = 0x1.a39ef35793c76p-33;
    private static final double INVLN2 = 0x1.71547652b82fep0;
    private static final double P1 = 0x1.555555555553ep-3;
    private static final double P2 = -0x1.6c16c16bebd93p-9;
    private static final double P3 = 0x1.1566aaf25de2cp-14;
    private static final double P4 = -0x1.bbd41c5d26bf1p-20;
    private static final double P5 = 0x1.6376972bea4d0p-25;
    private static final double O_THRESHOLD = 0x1.62e42fefa39efp9; // 709.782712893384
    private static final double U_THRESHOLD = -0x1.74910d52d3051p9; // -745.1332191019411

    /**
     * e^x; bit-identical to {@link StrictMath#exp}: +Infinity above 709.782712893384, subnormal results down to
     * -745.1332191019411 and +0 below, exp(NaN) = NaN, exp(-Infinity) = +0.
     */
    public static double exp(double x) {
        double ax = Math.abs(x);
        if (!(ax < 0x1.62e42p9)) { // high word of |x| >= 0x40862e42, or NaN
            if (x != x) {
                return x + x;
            }
            if (x > O_THRESHOLD) {
                return Double.POSITIVE_INFINITY;
            }
            if (x < U_THRESHOLD) {
                return 0.0;
            }
        }
        double hi = 0.0;
        double lo = 0.0;
        int k = 0;
        if (ax >= 0x1.62e43p-2) { // |x| > 0.5 ln2 (high word > 0x3fd62e42)
            if (ax < 0x1.0a2b2p0) { // and |x| < 1.5 ln2 (high word < 0x3ff0a2b2)
                if (x > 0) {
                    hi = x - LN2HI;
                    lo = LN2LO;
                    k = 1;
                } else {
                    hi = x + LN2HI;
                    lo = -LN2LO;
                    k = -1;
                }
            } else {
                k = (int) (INVLN2 * x + (x > 0 ? 0.5 : -0.5));
                double t = k;
                hi = x - t * LN2HI; // exact
                lo = t * LN2LO;
            }
            x = hi - lo;
        } else if (ax < 0x1p-28) {
            return 1.0 + x;
        }
        double t = x * x;
        double c = x - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
        if (k == 0) {
            return 1.0 - ((x * c) / (c - 2.0) - x);
        }
        double y = 1.0 - ((lo - (x * c) / (2.0 - c)) - hi);
        return scaleExp(y, k);
    }

    /** y 2^k for the exp result y in about [0.7, 1.42] and k in [-1075, 1024], rounded once like fdlibm. */
    private static double scaleExp(double y, int k) {
        if (k >= -1021) {
            if (k == 1024) {
                return y * 2.0 * 0x1p1023;
            }
            return y * twoTo(k); // exact: the result is a normal double
        }
        return y * twoTo(k + 1000) * 0x1p-1000; // one rounding into the subnormal range
    }

    /** 2^(32 (i - 32)) for i = 0..63 (2^-1024 is subnormal but exact). */
    private static final double[] POW2_32 = new double[64];
    /** 2^j for j = 0..31. */
    private static final double[] POW2_1 = new double[32];

    static {
        POW2_32[32] = 1.0;
        for (int i = 33; i < 64; i++) {
            POW2_32[i] = POW2_32[i - 1] * 0x1p32;
        }
        for (int i = 31; i >= 0; i--) {
            POW2_32[i] = POW2_32[i + 1] * 0x1p-32;
        }
        POW2_1[0] = 1.0;
        for (int j = 1; j < 32; j++) {
            POW2_1[j] = POW2_1[j - 1] * 2.0;
        }
    }

    /** 2^k exactly, for k in [-1022, 1023]. */
    static double twoTo(int k) {
        return POW2_32[(k >> 5) + 32] * POW2_1[k & 31];
    }

    // ---------------------------------------------------------------------------------------------------------------
    // log, pow
    // ---------------------------------------------------------------------------------------------------------------

    private static final double SQRT2 = 0x1.6a09e667f3bcdp0;
    private static final double LN2_HI42 = 0x1.62e42fefa38p-1; // ln 2 to 42 bits: e * LN2_HI42 exact, |e| < 2^11
    private static final double LN2_LO42 = 0x1.ef35793c7673p-45;
    // ln(1 + r) = r - r^2/2 + r^3 (Q3 + r Q4 + ...): Taylor coefficients 1/3, -1/4, ..., 1/11
    private static final double Q3 = 0x1.5555555555555p-2;
    private static final double Q4 = -0x1p-2;
    private static final double Q5 = 0x1.999999999999ap-3;
    private static final double Q6 = -0x1.5555555555555p-3;
    private static final double Q7 = 0x1.2492492492492p-3;
    private static final double Q8 = -0x1p-3;
    private static final double Q9 = 0x1.c71c71c71c71cp-4;
    private static final double Q10 = -0x1.999999999999ap-4;
    private static final double Q11 = 0x1.745d1745d1746p-4;

    /** 1 / c_i rounded, c_i = 1 + i / 128 for i = -37..53 (index i + 37); filled exactly by the initializer. */
    static final double[] LOG_INVC = new double[91];
    /** -ln(LOG_INVC[i]) as a double-double (high part). */
    static final double[] LOG_C_HI = {
        -0x1.5d5bddf595f31p-2,
        -0x1.522ae0738a3d7p-2,
        -0x1.4718dc271c41cp-2,
        -0x1.3c25277333183p-2,
        -0x1.314f1e1d35ce3p-2,
        -0x1.269621134db91p-2,
        -0x1.1bf99635a6b95p-2,
        -0x1.1178e8227e47ap-2,
        -0x1.07138604d5864p-2,
        -0x1.f991c6cb3b37ap-3,
        -0x1.e530effe71013p-3,
        -0x1.d1037f2655e7bp-3,
        -0x1.bd087383bd8aap-3,
        -0x1.a93ed3c8ad9e5p-3,
        -0x1.95a5adcf70182p-3,
        -0x1.823c16551a3cp-3,
        -0x1.6f0128b756ab9p-3,
        -0x1.5bf406b543dbp-3,
        -0x1.4913d8333b563p-3,
        -0x1.365fcb0159014p-3,
        -0x1.23d712a49c201p-3,
        -0x1.1178e8227e47ap-3,
        -0x1.fe89139dbd565p-4,
        -0x1.da7276384469ep-4,
        -0x1.b6ac88dad5b1dp-4,
        -0x1.9335e5d594988p-4,
        -0x1.700d30aeac0e8p-4,
        -0x1.4d3115d207eacp-4,
        -0x1.2aa04a44717a1p-4,
        -0x1.08598b59e3a06p-4,
        -0x1.ccb73cdddb2dp-5,
        -0x1.894aa149fb34bp-5,
        -0x1.466aed42de3f9p-5,
        -0x1.0415d89e7444p-5,
        -0x1.8492528c8cac5p-6,
        -0x1.0205658935837p-6,
        -0x1.010157588de69p-7,
        0.0,
        0x1.fe02a6b106799p-8,
        0x1.fc0a8b0fc03c4p-7,
        0x1.7b91b07d5b126p-6,
        0x1.f829b0e7832f8p-6,
        0x1.39e87b9febd68p-5,
        0x1.77458f632dcffp-5,
        0x1.b42dd711971b9p-5,
        0x1.f0a30c01162a8p-5,
        0x1.16536eea37ae3p-4,
        0x1.341d7961bd1dp-4,
        0x1.51b073f06183cp-4,
        0x1.6f0d28ae56b4ep-4,
        0x1.8c345d6319b23p-4,
        0x1.a926d3a4ad562p-4,
        0x1.c5e548f5bc743p-4,
        0x1.e27076e2af2eap-4,
        0x1.fec9131dbeabcp-4,
        0x1.0d77e7cd08e5bp-3,
        0x1.1b72ad52f67a2p-3,
        0x1.29552f81ff521p-3,
        0x1.371fc201e8f75p-3,
        0x1.44d2b6ccb7d1cp-3,
        0x1.526e5e3a1b438p-3,
        0x1.5ff3070a793d6p-3,
        0x1.6d60fe719d21bp-3,
        0x1.7ab890210d907p-3,
        0x1.87fa06520c911p-3,
        0x1.9525a9cf456b6p-3,
        0x1.a23bc1fe2b561p-3,
        0x1.af3c94e80bff3p-3,
        0x1.bc286742d8cd4p-3,
        0x1.c8ff7c79a9a2p-3,
        0x1.d5c216b4fbb94p-3,
        0x1.e27076e2af2e8p-3,
        0x1.ef0adcbdc5935p-3,
        0x1.fb9186d5e3e29p-3,
        0x1.0402594b4d041p-2,
        0x1.0a324e27390e2p-2,
        0x1.1058bf9ae4ad4p-2,
        0x1.1675cababa60fp-2,
        0x1.1c898c16999fbp-2,
        0x1.22941fbcf7966p-2,
        0x1.2895a13de86a4p-2,
        0x1.2e8e2bae11d31p-2,
        0x1.347dd9a987d56p-2,
        0x1.3a64c556945eap-2,
        0x1.404308686a7e4p-2,
        0x1.4618bc21c5ec2p-2,
        0x1.4be5f957778a1p-2,
        0x1.51aad872df82ep-2,
        0x1.5767717455a6cp-2,
        0x1.5d1bdbf5809cap-2,
        0x1.62c82f2b9c796p-2,
    };
    /** -ln(LOG_INVC[i]) as a double-double (low part). */
    static final double[] LOG_C_LO = {
        -0x1.d5f75b9a23ae4p-59,
        -0x1.3840b263acb43p-56,
        -0x1.d8fb4c14c56eep-56,
        -0x1.152d81af5713ap-56,
        -0x1.22966f61a3c23p-56,
        -0x1.e0efadd9db02ap-56,
        0x1.e9575c2124912p-56,
        -0x1.b8ce2d07f1cb7p-56,
        0x1.24e912b16ec8bp-60,
        -0x1.ecca0cdf30143p-58,
        0x1.f7627ef82f3fp-57,
        0x1.3f3adb7b71cbcp-58,
        0x1.1165504ad749ep-59,
        -0x1.bcafa9de97202p-57,
        -0x1.8a16283fdbd1cp-57,
        -0x1.6dcd318f4187ep-57,
        0x1.37967087859b9p-59,
        0x1.1f5b44c0df7f7p-61,
        0x1.0d5604930f137p-58,
        -0x1.bea08d2dca256p-57,
        -0x1.51c7e9efae297p-57,
        0x1.0e63a5f01c693p-58,
        0x1.ac9f4215f9394p-58,
        -0x1.401fa71733017p-58,
        0x1.002bf768e52dp-58,
        0x1.478a85704ccb7p-58,
        -0x1.a36a677b4c8b2p-59,
        -0x1.da7d0b1e10b2fp-60,
        -0x1.aea2c72d05c08p-58,
        0x1.dd7009902bf32p-58,
        0x1.e48fb0500efd5p-59,
        0x1.2ba0b44cfaee5p-59,
        0x1.9badefe942718p-60,
        -0x1.c05cf1d753621p-59,
        0x1.d192d0619fa68p-60,
        -0x1.27c8e8416e717p-60,
        -0x1.46662d417cecep-62,
        0.0,
        -0x1.e44b7e3711e7fp-67,
        -0x1.83092c5964281p-62,
        -0x1.6d80ab38e943p-62,
        0x1.33e3f04f1ef25p-60,
        -0x1.5bfa937f551b7p-59,
        0x1.8d3ca87b92968p-63,
        0x1.0a34531f67db5p-59,
        0x1.85f325c5bbacdp-59,
        0x1.2189705cf74cap-58,
        -0x1.3599f227becbbp-58,
        -0x1.5b61c65e5741ap-58,
        -0x1.20db323097324p-59,
        -0x1.294d2f5668495p-58,
        -0x1.d7a16eab1e2adp-59,
        0x1.2eb0bf7c0b0d9p-59,
        -0x1.61578001e015ap-60,
        -0x1.5746b9981b36cp-58,
        0x1.9a5dc5e9030adp-57,
        -0x1.fbe7ee5c69946p-57,
        0x1.301771c407dcp-57,
        0x1.e6cb62af18a02p-62,
        0x1.7d3d950f87e23p-59,
        -0x1.546ff8a470d3ap-57,
        -0x1.bc60efafc6f6cp-58,
        0x1.d551d97132e87p-57,
        -0x1.1072534a57e7dp-57,
        -0x1.9f7fdbfa08d9ap-57,
        -0x1.26fb3e2b1d1dap-57,
        0x1.24dc46c1ea664p-57,
        0x1.a3398064df33ep-57,
        0x1.cfce744870f57p-58,
        -0x1.4f689f8434011p-57,
        -0x1.a37794d03657dp-58,
        -0x1.61578001e015ep-59,
        0x1.e8637950dc20dp-57,
        0x1.355519b0de535p-57,
        -0x1.08ec217a5022dp-57,
        0x1.bdcfde8061c03p-56,
        0x1.3f415699663ecp-63,
        0x1.ce63eab883727p-61,
        0x1.9f1a39d500e3cp-56,
        -0x1.dbd7ac258a2bdp-58,
        0x1.7ad24c13f040fp-56,
        -0x1.1e99b72bd7bf2p-57,
        -0x1.16ea62c048cfbp-56,
        0x1.cbcd735d03424p-60,
        -0x1.f79f6c1059cdbp-57,
        -0x1.7a42642661c62p-61,
        -0x1.4b366b609027ap-58,
        -0x1.d8db0a7cc1543p-56,
        -0x1.fb2a49af933e8p-57,
        -0x1.7dc9c7c23801fp-56,
        -0x1.090a0dd59fe35p-58,
    };

    static {
        for (int i = 0; i < 91; i++) {
            LOG_INVC[i] = 1.0 / (1.0 + (i - 37) / 128.0); // correctly rounded on every platform
        }
    }

    /**
     * Natural logarithm; within 1 ulp of {@link StrictMath#log} (error below 0.501 ulp against the true value). log of
     * a negative number or NaN is NaN, log(+-0) = -Infinity, log(+Infinity) = +Infinity, log(1) = +0.
     */
    public static double log(double x) {
        if (!(x > 0)) {
            return x == 0 ? Double.NEGATIVE_INFINITY : Double.NaN;
        }
        if (x == Double.POSITIVE_INFINITY) {
            return x;
        }
        return logOrPow(x, 0.0, false);
    }

    /**
     * x raised to the power y; within 1 ulp of {@link StrictMath#pow}, with all the special cases of {@link Math#pow}
     * (y = 0 gives 1, NaN propagates, zeros and infinities, a negative base with an integer exponent gives the signed
     * power and with any other exponent NaN). The accuracy is measured for positive finite bases with results in the
     * double range; y == 2, 0.5, 1 and -1 take fdlibm's exact shortcuts (x * x, sqrt, x, 1 / x).
     */
    public static double pow(double x, double y) {
        if (y == 0) {
            return 1.0;
        }
        if (x != x || y != y) {
            return x + y;
        }
        double ax = Math.abs(x);
        double ay = Math.abs(y);
        if (y == 2.0) {
            return x * x;
        }
        if (y == 0.5 && x > -Double.POSITIVE_INFINITY) {
            return x == 0 ? 0.0 : Math.sqrt(x);
        }
        if (ay == 1.0) {
            return y == 1.0 ? x : 1.0 / x;
        }
        if (ay == Double.POSITIVE_INFINITY) {
            if (ax == 1.0) {
                return Double.NaN;
            }
            return (ax > 1.0) == (y > 0) ? Double.POSITIVE_INFINITY : 0.0;
        }
        boolean xNeg = x < 0 || (x == 0 && 1.0 / x < 0);
        int yInt = 0; // 0: y not an integer, 1: odd integer, 2: even integer (only needed for a negative x)
        if (xNeg) {
            if (ay >= 0x1p53) {
                yInt = 2;
            } else if (Math.floor(ay) == ay) {
                yInt = Math.floor(ay * 0.5) * 2.0 == ay ? 2 : 1;
            }
        }
        if (ax == 0 || ax == Double.POSITIVE_INFINITY || ax == 1.0) {
            double z = y < 0 ? 1.0 / ax : ax;
            if (xNeg) {
                if (ax == 1.0 && yInt == 0) {
                    return Double.NaN;
                }
                if (yInt == 1) {
                    z = -z;
                }
            }
            return z;
        }
        if (xNeg && yInt == 0) {
            return Double.NaN;
        }
        double r = logOrPow(ax, y, true);
        return xNeg && yInt == 1 ? -r : r;
    }

    /**
     * ln(x) in double-double for a positive finite x, then either its rounded value (pow == false, for log; y is
     * ignored) or e^(y ln x) (pow == true; x = 1 needs |y| below 2^995).
     */
    private static double logOrPow(double x, double y, boolean pow) {
        // x = 2^e m with m in [1, 2): exact scalings by powers of two
        double m = x;
        int e = 0;
        if (m < 0x1p-1022) {
            m *= 0x1p54;
            e = -54;
        }
        if (m >= 1.0) {
            if (m >= 0x1p512) {
                m *= 0x1p-512;
                e += 512;
            }
            if (m >= 0x1p256) {
                m *= 0x1p-256;
                e += 256;
            }
            if (m >= 0x1p128) {
                m *= 0x1p-128;
                e += 128;
            }
            if (m >= 0x1p64) {
                m *= 0x1p-64;
                e += 64;
            }
            if (m >= 0x1p32) {
                m *= 0x1p-32;
                e += 32;
            }
            if (m >= 0x1p16) {
                m *= 0x1p-16;
                e += 16;
            }
            if (m >= 0x1p8) {
                m *= 0x1p-8;
                e += 8;
            }
            if (m >= 0x1p4) {
                m *= 0x1p-4;
                e += 4;
            }
            if (m >= 4.0) {
                m *= 0.25;
                e += 2;
            }
            if (m >= 2.0) {
                m *= 0.5;
                e += 1;
            }
        } else { // multiply by 2^s while the result stays below 2
            if (m < 0x1p-511) {
                m *= 0x1p512;
                e -= 512;
            }
            if (m < 0x1p-255) {
                m *= 0x1p256;
                e -= 256;
            }
            if (m < 0x1p-127) {
                m *= 0x1p128;
                e -= 128;
            }
            if (m < 0x1p-63) {
                m *= 0x1p64;
                e -= 64;
            }
            if (m < 0x1p-31) {
                m *= 0x1p32;
                e -= 32;
            }
            if (m < 0x1p-15) {
                m *= 0x1p16;
                e -= 16;
            }
            if (m < 0x1p-7) {
                m *= 0x1p8;
                e -= 8;
            }
            if (m < 0x1p-3) {
                m *= 0x1p4;
                e -= 4;
            }
            if (m < 0.5) {
                m *= 4.0;
                e -= 2;
            }
            if (m < 1.0) {
                m *= 2.0;
                e -= 1;
            }
        }
        if (m > SQRT2) {
            m *= 0.5;
            e += 1;
        }
        // m = c (1 + r): c = 1 + i/128 from the table, r = m / c - 1 exactly as rh + pe, |r| < 2^-7.5
        int i = (int) Math.floor((m - 1.0) * 128.0 + 0.5) + 37;
        double invc = LOG_INVC[i];
        double pm = m * invc;
        double pe = twoProdErr(m, invc, pm);
        double rh = pm - 1.0; // exact (Sterbenz)
        double r2 = rh * rh;
        double r2e = twoProdErr(rh, rh, r2);
        double poly =
                Q3 + rh * (Q4 + rh * (Q5 + rh * (Q6 + rh * (Q7 + rh * (Q8 + rh * (Q9 + rh * (Q10 + rh * Q11)))))));
        // ln x = e ln2 + ln(c) + ln(1 + rh) + pe / (1 + rh), ln(1 + rh) = rh - rh^2/2 + rh^3 poly; large parts exact
        double de = e;
        double a = de * LN2_HI42; // exact
        double s1 = a + LOG_C_HI[i];
        double err = twoSumErr(a, LOG_C_HI[i], s1);
        double s2 = s1 + rh;
        err += twoSumErr(s1, rh, s2);
        double hr2 = -0.5 * r2;
        double s3 = s2 + hr2;
        err += twoSumErr(s2, hr2, s3);
        double lo = err + de * LN2_LO42 + LOG_C_LO[i] + pe / pm - 0.5 * r2e + r2 * rh * poly;
        double lnHi = s3 + lo;
        double lnLo = lo - (lnHi - s3);
        if (!pow) {
            return lnHi;
        }
        double ph = y * lnHi;
        if (!(Math.abs(ph) < 1024.0)) { // far outside the double range (or y * ln x overflowed)
            return ph > 0 ? Double.POSITIVE_INFINITY : 0.0;
        }
        double pl = twoProdErr(y, lnHi, ph) + y * lnLo;
        double h = ph + pl;
        return expDD(h, pl - (h - ph));
    }

    /** e^(hi + lo), |lo| at most ulp(hi): fdlibm's exp with the tail folded into its reduced argument. */
    private static double expDD(double hi, double lo) {
        if (hi > 709.8) {
            return Double.POSITIVE_INFINITY;
        }
        if (hi < -745.2) {
            return 0.0;
        }
        int k = (int) (INVLN2 * hi + (hi > 0 ? 0.5 : -0.5));
        double t = k;
        double rh = hi - t * LN2HI; // exact
        double rl = t * LN2LO - lo;
        double x = rh - rl;
        double xx = x * x;
        double c = x - xx * (P1 + xx * (P2 + xx * (P3 + xx * (P4 + xx * P5))));
        double y = 1.0 - ((rl - (x * c) / (2.0 - c)) - rh);
        if (k == 0) {
            return y;
        }
        return scaleExp(y, k);
    }

    /** The square root, correctly rounded ({@link Math#sqrt}: IEEE-754 exact on every platform). */
    public static double sqrt(double x) {
        return Math.sqrt(x);
    }
}
