package com.tiltfall.physics.math;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.SplittableRandom;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleSupplier;
import java.util.function.DoubleUnaryOperator;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * DetMath against StrictMath (fdlibm) over millions of seeded inputs and scans, special values, identities,
 * monotonicity, hand-checked values, its constant tables against independent BigDecimal computations, and a golden
 * checksum. Every comparison prints its ulp histogram (0, 1, 2, 3+ ulps from StrictMath).
 */
class DetMathTest {
    /** The JVM value of {@code DetMathSelfCheck.checksum(GOLDEN_N)}; the browser build must return the same. */
    static final int GOLDEN_N = 20_000;

    static final long GOLDEN = 5104322407999609571L;

    // ---- ulp bookkeeping ----------------------------------------------------------------------------------------

    /** Position of a double on the number line as a long: adjacent doubles differ by 1 (-0 and +0 coincide). */
    static long ordinal(double d) {
        long b = Double.doubleToLongBits(d);
        return b < 0 ? Long.MIN_VALUE - b : b;
    }

    /** Distance in ulps; 0 for two NaNs, "infinite" for NaN against a number. */
    static long ulps(double a, double b) {
        if (Double.isNaN(a) || Double.isNaN(b)) {
            return Double.isNaN(a) && Double.isNaN(b) ? 0 : Long.MAX_VALUE;
        }
        return Math.abs(ordinal(a) - ordinal(b));
    }

    /** Histogram of ulp distances for one function over one domain. */
    static final class Stats {
        final String name;
        final long[] hist = new long[4];
        long max;
        String worst = "-";

        Stats(String name) {
            this.name = name;
        }

        void add(long u, double x) {
            hist[(int) Math.min(u, 3)]++;
            if (u > max) {
                max = u;
                worst = Double.toString(x);
            }
        }

        void add(long u, double x, double y) {
            hist[(int) Math.min(u, 3)]++;
            if (u > max) {
                max = u;
                worst = x + ", " + y;
            }
        }

        Stats assertMax(long bound) {
            String line = String.format(
                    "%-40s n=%9d  0 ulp: %9d  1 ulp: %7d  2 ulp: %d  3+ ulp: %d  max %d ulp (at %s)",
                    name, hist[0] + hist[1] + hist[2] + hist[3], hist[0], hist[1], hist[2], hist[3], max, worst);
            System.out.println(line);
            assertTrue(max <= bound, "more than " + bound + " ulp from StrictMath: " + line);
            return this;
        }
    }

    static Stats compare(String name, DoubleUnaryOperator mine, DoubleUnaryOperator ref, DoubleSupplier in, int n) {
        Stats s = new Stats(name);
        for (int i = 0; i < n; i++) {
            double x = in.getAsDouble();
            s.add(ulps(mine.applyAsDouble(x), ref.applyAsDouble(x)), x);
        }
        return s;
    }

    static Stats compare(
            String name, DoubleBinaryOperator mine, DoubleBinaryOperator ref, Supplier<double[]> in, int n) {
        Stats s = new Stats(name);
        for (int i = 0; i < n; i++) {
            double[] p = in.get();
            s.add(ulps(mine.applyAsDouble(p[0], p[1]), ref.applyAsDouble(p[0], p[1])), p[0], p[1]);
        }
        return s;
    }

    /** Uniform sign, significand in [1, 2) and exponent in [lo, hi). */
    static double logUniform(SplittableRandom r, int lo, int hi) {
        double v = Math.scalb(1.0 + r.nextDouble(), r.nextInt(lo, hi));
        return r.nextBoolean() ? v : -v;
    }

    // ---- sin, cos -----------------------------------------------------------------------------------------------

    @Test
    void sinAndCosAreBitIdenticalToStrictMathBelow1647100() {
        SplittableRandom r = new SplittableRandom(1);
        int n = 700_000;
        for (int f = 0; f < 2; f++) {
            String fn = f == 0 ? "sin" : "cos";
            DoubleUnaryOperator mine = f == 0 ? DetMath::sin : DetMath::cos;
            DoubleUnaryOperator ref = f == 0 ? StrictMath::sin : StrictMath::cos;
            compare(fn + " |x| < 4", mine, ref, () -> (r.nextDouble() - 0.5) * 8, n)
                    .assertMax(0);
            compare(fn + " |x| < 1e5", mine, ref, () -> (r.nextDouble() - 0.5) * 2e5, n)
                    .assertMax(0);
            compare(fn + " |x| < 1647099", mine, ref, () -> (r.nextDouble() - 0.5) * 2 * 1647099, n / 2)
                    .assertMax(0);
            compare(fn + " |x| in 2^-40 .. 2^20 log-uniform", mine, ref, () -> logUniform(r, -40, 20), n)
                    .assertMax(0);
            // the reduction's hard part: within 50 ulps of k pi/2 (cancellation of up to ~50 bits)
            compare(
                            fn + " within 50 ulp of k pi/2, k < 2^20",
                            mine,
                            ref,
                            () -> {
                                double c = r.nextInt(1, 1 << 20) * (Math.PI / 2);
                                double x = c + r.nextInt(-50, 51) * Math.ulp(c);
                                return r.nextBoolean() ? x : -x;
                            },
                            n / 2)
                    .assertMax(0);
            // scans: every 2^-16 over [-2 pi, 2 pi], and 2^14 consecutive doubles around each k pi/4 for k <= 64
            Stats scan = new Stats(fn + " scans");
            for (double x = -2 * Math.PI; x <= 2 * Math.PI; x += 0x1p-16) {
                scan.add(ulps(mine.applyAsDouble(x), ref.applyAsDouble(x)), x);
            }
            for (int k = 1; k <= 64; k++) {
                double x = k * Math.PI / 4;
                for (int i = -(1 << 13); i < (1 << 13); i++) {
                    double v = x + i * Math.ulp(x);
                    scan.add(ulps(mine.applyAsDouble(v), ref.applyAsDouble(v)), v);
                }
            }
            scan.assertMax(0);
        }
    }

    /** Doubles closest to multiples of pi/2 beyond 2^20 pi/2 (continued fractions of 2^e 2/pi): M 2^e. */
    static final long[][] HARD = {
        {6381956970095103L, 797}, {7763785107565477L, -29}, {5916243447979695L, 79}, {8444920710073313L, 939},
        {5850965514341686L, 525}, {8160885118204141L, 808}, {8360820580228475L, 628}, {8583082635084172L, 145},
        {7958046405119485L, 243}, {6808218460873451L, 562}, {7636753411044619L, 201}, {6366906923947931L, 194},
        {6617649673795284L, 15}
    };

    @Test
    void sinAndCosBeyond1647100AreWithinOneUlpOfStrictMath() {
        SplittableRandom r = new SplittableRandom(2);
        int n = 400_000;
        compare("sin |x| in 2^21 .. 2^1024", DetMath::sin, StrictMath::sin, () -> logUniform(r, 21, 1024), n)
                .assertMax(1);
        compare("cos |x| in 2^21 .. 2^1024", DetMath::cos, StrictMath::cos, () -> logUniform(r, 21, 1024), n)
                .assertMax(1);
        compare("sin |x| in 1647100 .. 2^24", DetMath::sin, StrictMath::sin, () -> 1647100 + r.nextDouble() * 0x1p24, n)
                .assertMax(1);
        Stats hard = new Stats("sin and cos at the hardest reductions");
        for (long[] h : HARD) {
            for (int i = -2; i <= 2; i++) {
                double x = Math.scalb((double) (h[0] + i), (int) h[1]);
                for (double v : new double[] {x, -x}) {
                    hard.add(
                            Math.max(ulps(DetMath.sin(v), StrictMath.sin(v)), ulps(DetMath.cos(v), StrictMath.cos(v))),
                            v);
                }
            }
        }
        hard.assertMax(1);
        // the worst case for doubles: x mod pi/2 = 4.687165924254628E-19; fdlibm and DetMath are both exact here
        double worst = 6381956970095103.0 * 0x1p797;
        assertEquals(-4.687165924254628E-19, DetMath.cos(worst));
        assertEquals(1.0, DetMath.sin(worst));
    }

    // ---- exp ----------------------------------------------------------------------------------------------------

    @Test
    void expIsBitIdenticalToStrictMath() {
        SplittableRandom r = new SplittableRandom(3);
        int n = 700_000;
        compare("exp x in [-750, 712]", DetMath::exp, StrictMath::exp, () -> -750 + r.nextDouble() * 1462, n)
                .assertMax(0);
        compare("exp |x| < 3", DetMath::exp, StrictMath::exp, () -> (r.nextDouble() - 0.5) * 6, n)
                .assertMax(0);
        compare("exp |x| in 2^-60 .. 2^9 log-uniform", DetMath::exp, StrictMath::exp, () -> logUniform(r, -60, 9), n)
                .assertMax(0);
        compare(
                        "exp subnormal results x in [-745.2, -708]",
                        DetMath::exp,
                        StrictMath::exp,
                        () -> -745.2 + r.nextDouble() * 37.2,
                        n / 2)
                .assertMax(0);
        Stats scan = new Stats("exp scans around thresholds");
        for (double c : new double[] {
            709.782712893384,
            -745.1332191019411,
            -708.3964185322641,
            0.5 * Math.log(2),
            1.5 * Math.log(2),
            0x1p-28,
            -0x1p-28,
            0
        }) {
            double x = c;
            for (int i = 0; i < 4096; i++) {
                x = Math.nextDown(x);
            }
            for (int i = 0; i < 8192; i++, x = Math.nextUp(x)) {
                scan.add(ulps(DetMath.exp(x), StrictMath.exp(x)), x);
            }
        }
        scan.assertMax(0);
    }

    // ---- atan, atan2 --------------------------------------------------------------------------------------------

    @Test
    void atanAndAtan2AreBitIdenticalToStrictMath() {
        SplittableRandom r = new SplittableRandom(4);
        int n = 400_000;
        compare("atan |x| in 2^-35 .. 2^70", DetMath::atan, StrictMath::atan, () -> logUniform(r, -35, 70), n)
                .assertMax(0);
        compare("atan |x| < 3", DetMath::atan, StrictMath::atan, () -> (r.nextDouble() - 0.5) * 6, n)
                .assertMax(0);
        compare(
                        "atan2 all quadrants, |x|, |y| < 10",
                        DetMath::atan2,
                        StrictMath::atan2,
                        () -> new double[] {(r.nextDouble() - 0.5) * 20, (r.nextDouble() - 0.5) * 20},
                        n)
                .assertMax(0);
        compare(
                        "atan2 magnitudes 2^-1074 .. 2^1024",
                        DetMath::atan2,
                        StrictMath::atan2,
                        () -> new double[] {logUniform(r, -1074, 1024), logUniform(r, -1074, 1024)},
                        n)
                .assertMax(0);
        compare(
                        "atan2 |y/x| near 2^-60",
                        DetMath::atan2,
                        StrictMath::atan2,
                        () -> {
                            double x = logUniform(r, -200, 200);
                            return new double[] {x * Math.scalb(1 + r.nextDouble(), r.nextInt(-64, -54)), x};
                        },
                        n / 4)
                .assertMax(0);
        compare(
                        "atan2 |y/x| near 2^60",
                        DetMath::atan2,
                        StrictMath::atan2,
                        () -> {
                            double x = logUniform(r, -200, 200);
                            return new double[] {x * Math.scalb(1 + r.nextDouble(), r.nextInt(54, 64)), x};
                        },
                        n / 4)
                .assertMax(0);
    }

    // ---- log, pow -----------------------------------------------------------------------------------------------

    @Test
    void logIsWithinOneUlpOfStrictMath() {
        SplittableRandom r = new SplittableRandom(5);
        int n = 400_000;
        compare(
                        "log x in 2^-1074 .. 2^1024",
                        DetMath::log,
                        StrictMath::log,
                        () -> Math.abs(logUniform(r, -1074, 1024)),
                        n)
                .assertMax(1);
        compare("log x in (0, 10)", DetMath::log, StrictMath::log, () -> r.nextDouble() * 10, n)
                .assertMax(1);
        compare("log |x - 1| < 0.01", DetMath::log, StrictMath::log, () -> 1 + (r.nextDouble() - 0.5) * 0.02, n)
                .assertMax(1);
        compare("log |x - 1| < 2^-30", DetMath::log, StrictMath::log, () -> 1 + (r.nextDouble() - 0.5) * 0x1p-29, n)
                .assertMax(1);
        compare("log subnormal x", DetMath::log, StrictMath::log, () -> r.nextDouble() * Double.MIN_NORMAL, n / 4)
                .assertMax(1);
    }

    @Test
    void powIsWithinOneUlpOfStrictMathForPositiveBases() {
        SplittableRandom r = new SplittableRandom(6);
        int n = 300_000;
        compare(
                        "pow x in (0, 10), |y| < 20",
                        DetMath::pow,
                        StrictMath::pow,
                        () -> new double[] {r.nextDouble() * 10, (r.nextDouble() - 0.5) * 40},
                        n)
                .assertMax(1);
        compare(
                        "pow damping x in (0, 1), y = dt in (0, 0.1)",
                        DetMath::pow,
                        StrictMath::pow,
                        () -> new double[] {r.nextDouble(), r.nextDouble() * 0.1},
                        n)
                .assertMax(1);
        compare(
                        "pow x in 2^-1000 .. 2^1000, |y ln x| < 700",
                        DetMath::pow,
                        StrictMath::pow,
                        () -> {
                            double x = Math.abs(logUniform(r, -1000, 1000));
                            double y = (r.nextDouble() - 0.5) * 1400 / Math.max(Math.abs(Math.log(x)), 1e-300);
                            return new double[] {x, y};
                        },
                        n)
                .assertMax(1);
        compare(
                        "pow |x - 1| < 1e-6, |y| < 5e8",
                        DetMath::pow,
                        StrictMath::pow,
                        () -> new double[] {1 + (r.nextDouble() - 0.5) * 2e-6, (r.nextDouble() - 0.5) * 1e9},
                        n / 2)
                .assertMax(1);
        compare(
                        "pow results near overflow and underflow",
                        DetMath::pow,
                        StrictMath::pow,
                        () -> {
                            double x = 1 + r.nextDouble() * 100;
                            double l = Math.log(x);
                            double y =
                                    (r.nextBoolean() ? 709.0 + r.nextDouble() * 1.5 : -745.5 + r.nextDouble() * 40) / l;
                            return new double[] {x, y};
                        },
                        n / 2)
                .assertMax(1);
        // integer powers that are exactly representable come out exact
        for (int x = 2; x <= 300; x++) {
            double p = 1;
            for (int y = 1; p * x < 0x1p53; y++) {
                p *= x;
                assertEquals(p, DetMath.pow(x, y), x + "^" + y);
                assertEquals(1 / p, DetMath.pow(x, -y), 1e-300 + Math.ulp(1 / p), x + "^-" + y);
            }
        }
        for (int k = -1074; k <= 1023; k++) {
            assertEquals(Math.scalb(1.0, k), DetMath.pow(2, k), "2^" + k);
        }
    }

    // ---- special values -----------------------------------------------------------------------------------------

    static final double[] SPECIALS = {
        0.0,
        -0.0,
        0.5,
        -0.5,
        1,
        -1,
        2,
        -2,
        3,
        -3,
        1.5,
        -1.5,
        0.25,
        10,
        -10,
        Double.POSITIVE_INFINITY,
        Double.NEGATIVE_INFINITY,
        Double.NaN,
        Double.MIN_VALUE,
        -Double.MIN_VALUE,
        Double.MAX_VALUE,
        -Double.MAX_VALUE,
        Double.MIN_NORMAL,
        -Double.MIN_NORMAL,
        1e-300,
        1e300,
        0x1p53,
        -0x1p53,
        0x1p53 + 2,
        0x1p52 + 1,
        -(0x1p52 + 1),
        1e10,
        -1e10,
        0.9999999999999999,
        1.0000000000000002,
        709.78,
        -745.2,
        1e-20,
        Math.PI,
        -Math.PI,
        Math.PI / 2,
        -Math.PI / 2,
        2 * Math.PI,
        Math.E,
        1e5,
        -1e5,
        1647099,
        1647100,
        1e22,
        0x1p1023
    };

    @Test
    void specialValuesFollowJavaSemantics() {
        for (double x : SPECIALS) {
            assertSameBits(StrictMath.sin(x), DetMath.sin(x), "sin(" + x + ")");
            assertSameBits(StrictMath.cos(x), DetMath.cos(x), "cos(" + x + ")");
            assertSameBits(StrictMath.exp(x), DetMath.exp(x), "exp(" + x + ")");
            assertSameBits(StrictMath.atan(x), DetMath.atan(x), "atan(" + x + ")");
            assertTrue(ulps(StrictMath.log(x), DetMath.log(x)) <= 1, "log(" + x + ")");
            for (double y : SPECIALS) {
                assertSameBits(StrictMath.atan2(y, x), DetMath.atan2(y, x), "atan2(" + y + ", " + x + ")");
                double p = StrictMath.pow(x, y);
                double q = DetMath.pow(x, y);
                String what = "pow(" + x + ", " + y + ") = " + q + ", StrictMath " + p;
                if (Double.isNaN(p) || Double.isInfinite(p) || p == 0 || p == 1 || p == -1) {
                    assertSameBits(p, q, what); // the special cases: exact, signs of zeros included
                } else {
                    assertTrue(ulps(p, q) <= 1, what);
                }
            }
        }
        // the spelled-out cases
        assertSameBits(-0.0, DetMath.sin(-0.0), "sin(-0)");
        assertSameBits(Double.NaN, DetMath.sin(Double.POSITIVE_INFINITY), "sin(inf)");
        assertSameBits(Double.NaN, DetMath.cos(Double.NEGATIVE_INFINITY), "cos(-inf)");
        assertSameBits(0.0, DetMath.exp(Double.NEGATIVE_INFINITY), "exp(-inf)");
        assertSameBits(Double.POSITIVE_INFINITY, DetMath.exp(710), "exp(710)");
        assertSameBits(0.0, DetMath.exp(-746), "exp(-746)");
        assertSameBits(Double.MIN_VALUE, DetMath.exp(-745.1332191019411), "exp(-745.133...)");
        assertSameBits(Math.PI, DetMath.atan2(0.0, -0.0), "atan2(+0, -0)");
        assertSameBits(-Math.PI, DetMath.atan2(-0.0, -0.0), "atan2(-0, -0)");
        assertSameBits(-0.0, DetMath.atan2(-0.0, 0.0), "atan2(-0, +0)");
        assertSameBits(-0.0, DetMath.atan2(-1.0, Double.POSITIVE_INFINITY), "atan2(-1, +inf)");
        assertSameBits(3 * (Math.PI / 4), DetMath.atan2(Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY), "3pi/4");
        assertSameBits(Double.NaN, DetMath.atan2(Double.NaN, 1), "atan2(NaN, 1)");
        assertSameBits(Double.NEGATIVE_INFINITY, DetMath.log(-0.0), "log(-0)");
        assertSameBits(Double.NaN, DetMath.log(-1e-300), "log(<0)");
        assertSameBits(1.0, DetMath.pow(Double.NaN, 0.0), "pow(NaN, 0)");
        assertSameBits(Double.NaN, DetMath.pow(1.0, Double.POSITIVE_INFINITY), "pow(1, inf)");
        assertSameBits(-8.0, DetMath.pow(-2.0, 3.0), "pow(-2, 3)");
        assertSameBits(Double.NaN, DetMath.pow(-2.0, 0.5), "pow(-2, 0.5)");
        assertSameBits(Double.NEGATIVE_INFINITY, DetMath.pow(-0.0, -3.0), "pow(-0, -3)");
    }

    static void assertSameBits(double expected, double actual, String what) {
        assertEquals(Double.doubleToLongBits(expected), Double.doubleToLongBits(actual), what + " = " + actual);
    }

    // ---- identities and monotonicity ----------------------------------------------------------------------------

    @Test
    void identitiesHold() {
        SplittableRandom r = new SplittableRandom(7);
        double worstPythagoras = 0;
        long worstRoundTrip = 0;
        for (int i = 0; i < 300_000; i++) {
            double x = (r.nextDouble() - 0.5) * 2e5;
            double s = DetMath.sin(x);
            double c = DetMath.cos(x);
            worstPythagoras = Math.max(worstPythagoras, Math.abs(s * s + c * c - 1));
            // atan2(sin t, cos t) == t on (-pi, pi]
            double t = Math.PI - r.nextDouble() * 2 * Math.PI;
            if (Math.abs(t) > 1e-3) {
                worstRoundTrip = Math.max(worstRoundTrip, ulps(DetMath.atan2(DetMath.sin(t), DetMath.cos(t)), t));
            }
        }
        System.out.println("sin^2 + cos^2 - 1: worst " + worstPythagoras + "; atan2(sin t, cos t) vs t: worst "
                + worstRoundTrip + " ulp");
        if (!(worstPythagoras <= 0x1p-52)) {
            fail("sin^2 + cos^2 - 1 = " + worstPythagoras);
        }
        if (!(worstRoundTrip <= 2)) {
            fail("atan2(sin t, cos t) is " + worstRoundTrip + " ulp from t");
        }
        assertEquals(Math.PI, DetMath.atan2(DetMath.sin(Math.PI), DetMath.cos(Math.PI)));
        for (int i = 0; i < 100_000; i++) {
            double x = Math.abs(logUniform(r, -1000, 1000));
            if (!(ulps(DetMath.exp(DetMath.log(x)), x) <= 1 + Math.abs(DetMath.log(x)) * 2)) {
                fail("exp(log " + x + ")");
            }
            double y = (r.nextDouble() - 0.5) * 20;
            double e = DetMath.exp(y);
            if (!(ulps(DetMath.pow(Math.E, y), e) <= 1 + Math.abs(y))) {
                fail("pow(e, y) vs exp(y) at " + y);
            }
        }
    }

    @Test
    void functionsAreMonotonicWhereTheMathIs() {
        SplittableRandom r = new SplittableRandom(8);
        // exp: random increasing walk over the whole range, then runs of consecutive doubles
        double prev = DetMath.exp(-750);
        for (double x = -750; x < 712; x += r.nextDouble() * 1e-2) {
            double e = DetMath.exp(x);
            if (!(e >= prev)) {
                fail("exp not monotonic at " + x);
            }
            prev = e;
        }
        for (int i = 0; i < 100; i++) {
            double x = -745 + r.nextDouble() * 1455;
            prev = DetMath.exp(x);
            for (int j = 0; j < 2000; j++) {
                x = Math.nextUp(x);
                double e = DetMath.exp(x);
                if (!(e >= prev)) {
                    fail("exp not monotonic at " + x);
                }
                prev = e;
            }
        }
        // sin on [-pi/2, pi/2], cos on [0, pi], atan and log everywhere: consecutive doubles at random places
        for (int i = 0; i < 200; i++) {
            double s = (r.nextDouble() - 0.5) * Math.PI;
            double c = r.nextDouble() * Math.PI;
            double a = logUniform(r, -30, 70);
            double l = Math.abs(logUniform(r, -1070, 1020));
            for (int j = 0; j < 1000; j++) {
                double s1 = Math.nextUp(s), c1 = Math.nextUp(c), a1 = Math.nextUp(a), l1 = Math.nextUp(l);
                if (!(DetMath.sin(s1) >= DetMath.sin(s))) {
                    fail("sin at " + s);
                }
                if (!(DetMath.cos(c1) <= DetMath.cos(c))) {
                    fail("cos at " + c);
                }
                if (!(DetMath.atan(a1) >= DetMath.atan(a))) {
                    fail("atan at " + a);
                }
                if (!(DetMath.log(l1) >= DetMath.log(l))) {
                    fail("log at " + l);
                }
                s = s1;
                c = c1;
                a = a1;
                l = l1;
            }
        }
    }

    // ---- hand-checked values and the golden checksum ------------------------------------------------------------

    @Test
    void handCheckedValues() {
        // values known from mathematics, not from another library
        assertWithinUlps(0.5, DetMath.sin(Math.PI / 6), 1, "sin(pi/6)");
        assertWithinUlps(0.5, DetMath.cos(Math.PI / 3), 1, "cos(pi/3)");
        assertWithinUlps(Math.sqrt(0.5), DetMath.sin(Math.PI / 4), 1, "sin(pi/4)");
        assertEquals(1.0, DetMath.sin(Math.PI / 2));
        assertEquals(1.0, DetMath.cos(0.0));
        assertEquals(-1.0, DetMath.cos(Math.PI));
        // PI = pi - 1.2246467991473532e-16 to 1e-32 and sin'(pi) = -1: sin(PI) is that difference
        assertWithinUlps(1.2246467991473532e-16, DetMath.sin(Math.PI), 1, "sin(PI)");
        assertWithinUlps(Math.E, DetMath.exp(1), 1, "exp(1)");
        assertEquals(1.0, DetMath.exp(0.0));
        assertWithinUlps(1 / Math.E, DetMath.exp(-1), 1, "exp(-1)");
        assertEquals(1024.0, DetMath.exp(10 * 0.6931471805599453), 1e-9, "exp(10 ln 2)");
        assertWithinUlps(1.0, DetMath.log(Math.E), 1, "log(e)");
        assertWithinUlps(0.6931471805599453, DetMath.log(2), 0, "log(2)"); // ln 2 = 0.693147180559945309417...
        assertWithinUlps(Math.PI / 4, DetMath.atan2(1, 1), 1, "atan2(1, 1)");
        assertWithinUlps(Math.PI / 4, DetMath.atan(1), 1, "atan(1)");
        assertWithinUlps(Math.PI / 3, DetMath.atan2(Math.sqrt(3), 1), 1, "atan2(sqrt 3, 1)");
        assertWithinUlps(-3 * Math.PI / 4, DetMath.atan2(-1, -1), 1, "atan2(-1, -1)");
        assertEquals(Math.PI, DetMath.atan2(0, -1));
        assertEquals(Math.PI / 2, DetMath.atan2(1, 0));
        assertEquals(1024.0, DetMath.pow(2, 10));
        assertEquals(0.125, DetMath.pow(2, -3));
        assertWithinUlps(Math.sqrt(2), DetMath.pow(2, 0.5), 0, "pow(2, 0.5)");
        assertWithinUlps(3.0, DetMath.pow(27, 1.0 / 3), 1, "pow(27, 1/3)");
        assertWithinUlps(0.001, DetMath.pow(10, -3), 1, "pow(10, -3)");
        assertEquals(DetMath.TWO_PI, 2 * Math.PI);
        assertEquals(DetMath.PI, Math.PI);
    }

    static void assertWithinUlps(double expected, double actual, long bound, String what) {
        assertTrue(
                ulps(expected, actual) <= bound,
                what + " = " + actual + ", expected " + expected + " within " + bound + " ulp");
    }

    @Test
    void checksumIsStableAndSensitive() {
        long c = DetMathSelfCheck.checksum(GOLDEN_N);
        System.out.println("DetMathSelfCheck.checksum(" + GOLDEN_N + ") = " + c + "L");
        assertEquals(c, DetMathSelfCheck.checksum(GOLDEN_N), "same run twice");
        assertTrue(DetMathSelfCheck.checksum(GOLDEN_N - 1) != c, "one round fewer changes the hash");
        // A change here changes the simulation's rounding (and so every replay): update only on purpose.
        assertEquals(GOLDEN, c, "DetMathSelfCheck.checksum(" + GOLDEN_N + ")");
    }

    // ---- constant tables against independent computations ------------------------------------------------------

    @Test
    void tablesMatchIndependentComputations() {
        // 2/pi in base 2^24 from Machin's formula in BigDecimal
        MathContext mc = new MathContext(420);
        BigDecimal pi = atanInv(5, mc)
                .multiply(BigDecimal.valueOf(16))
                .subtract(atanInv(239, mc).multiply(BigDecimal.valueOf(4)));
        BigDecimal t = BigDecimal.valueOf(2).divide(pi, mc);
        BigDecimal base = BigDecimal.valueOf(1 << 24);
        for (int i = 0; i < 4; i++) {
            assertEquals(0.0, DetMath.TWO_OVER_PI_24[i]);
        }
        for (int i = 4; i < DetMath.TWO_OVER_PI_24.length; i++) {
            t = t.multiply(base);
            BigDecimal digit = t.setScale(0, RoundingMode.FLOOR);
            assertEquals(digit.doubleValue(), DetMath.TWO_OVER_PI_24[i], "digit " + (i - 4) + " of 2/pi");
            t = t.subtract(digit);
        }
        assertTrue(DetMath.TWO_OVER_PI_24.length >= 4 + 48, "enough digits for exponent 1023");
        // -ln(1/c) as double-double: the high part rounded to nearest, the low part the rounded rest
        MathContext mc2 = new MathContext(60);
        for (int i = 0; i < DetMath.LOG_INVC.length; i++) {
            assertEquals(1.0 / (1.0 + (i - 37) / 128.0), DetMath.LOG_INVC[i]);
            BigDecimal ln = ln(new BigDecimal(DetMath.LOG_INVC[i]), mc2).negate();
            double hi = ln.doubleValue();
            double lo = ln.subtract(new BigDecimal(hi)).doubleValue();
            assertEquals(hi, DetMath.LOG_C_HI[i], "ln table hi " + i);
            assertEquals(lo, DetMath.LOG_C_LO[i], "ln table lo " + i);
        }
        // fdlibm's high-word bands of n pi/2: [n pi/2 with the low 32 bits cleared, next high word)
        for (int n = 1; n <= 32; n++) {
            long bits = Double.doubleToRawLongBits(n * Math.PI / 2) & 0xFFFFFFFF00000000L;
            assertEquals(Double.longBitsToDouble(bits), DetMath.NPIO2_LO[n - 1], "npio2 lo " + n);
            assertEquals(Double.longBitsToDouble(bits + (1L << 32)), DetMath.NPIO2_HI[n - 1], "npio2 hi " + n);
        }
        for (int k = -1022; k <= 1023; k++) {
            assertEquals(Math.scalb(1.0, k), DetMath.twoTo(k), "2^" + k);
        }
    }

    /** atan(1/n) by its series. */
    static BigDecimal atanInv(int n, MathContext mc) {
        BigDecimal x = BigDecimal.ONE.divide(BigDecimal.valueOf(n), mc);
        BigDecimal x2 = x.multiply(x, mc);
        BigDecimal term = x;
        BigDecimal sum = BigDecimal.ZERO;
        BigDecimal eps = BigDecimal.ONE.movePointLeft(mc.getPrecision() + 5);
        for (int k = 0; term.abs().compareTo(eps) > 0; k++) {
            BigDecimal t = term.divide(BigDecimal.valueOf(2L * k + 1), mc);
            sum = (k & 1) == 0 ? sum.add(t, mc) : sum.subtract(t, mc);
            term = term.multiply(x2, mc);
        }
        return sum;
    }

    /** ln z = 2 atanh((z - 1) / (z + 1)) for z near 1, by its series. */
    static BigDecimal ln(BigDecimal z, MathContext mc) {
        BigDecimal u = z.subtract(BigDecimal.ONE).divide(z.add(BigDecimal.ONE), mc);
        BigDecimal u2 = u.multiply(u, mc);
        BigDecimal term = u;
        BigDecimal sum = BigDecimal.ZERO;
        BigDecimal eps = BigDecimal.ONE.movePointLeft(mc.getPrecision() + 5);
        for (int k = 0; term.abs().compareTo(eps) > 0; k++) {
            sum = sum.add(term.divide(BigDecimal.valueOf(2L * k + 1), mc), mc);
            term = term.multiply(u2, mc);
        }
        return sum.multiply(BigDecimal.valueOf(2), mc);
    }

    // ---- only operations that both platforms round identically -------------------------------------------------

    @Test
    void sourceUsesOnlyPlatformExactOperations() throws IOException {
        for (String file : new String[] {"DetMath.java", "DetMathSelfCheck.java"}) {
            String src = new String(
                    Files.readAllBytes(Paths.get("src/main/java/com/tiltfall/physics/math", file)),
                    StandardCharsets.UTF_8);
            String code = src.replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("//[^\\n]*", "");
            Matcher m = Pattern.compile("\\bMath\\.(\\w+)").matcher(code);
            while (m.find()) {
                assertTrue(
                        m.group(1).equals("abs")
                                || m.group(1).equals("floor")
                                || m.group(1).equals("sqrt"),
                        file + " calls Math." + m.group(1)
                                + ", which GWT maps to an implementation-defined JS function");
            }
            for (String banned :
                    new String[] {"StrictMath", "fma", "doubleToRawLongBits", "longBitsToDouble", "float "}) {
                assertTrue(!code.contains(banned), file + " uses " + banned);
            }
            if (file.equals("DetMath.java")) {
                assertTrue(!code.contains("doubleToLongBits"), "DetMath reads the bits of a double");
            }
        }
    }

    // ---- no allocation ------------------------------------------------------------------------------------------

    @Test
    void nothingAllocates() {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long id = Thread.currentThread().getId();
        double sink = 0;
        for (int round = 0; round < 2; round++) { // the first round warms up (class init, JIT)
            long before = mx.getThreadAllocatedBytes(id);
            for (int i = 0; i < 20_000; i++) {
                double x = i * 0.37 - 3700;
                sink += DetMath.sin(x) + DetMath.cos(x) + DetMath.sin(x * 0x1p40) + DetMath.atan2(x, 3 - i);
                sink += DetMath.exp(x * 0.2) + DetMath.log(i + 0.5) + DetMath.pow(i * 1e-3 + 0.1, x * 1e-3);
            }
            long after = mx.getThreadAllocatedBytes(id);
            long baseline = mx.getThreadAllocatedBytes(id) - after;
            if (round == 1) {
                assertEquals(0L, after - before - baseline, "bytes allocated by 140000 calls (sink " + sink + ")");
            }
        }
    }
}
