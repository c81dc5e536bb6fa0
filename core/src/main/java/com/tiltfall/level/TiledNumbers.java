package com.tiltfall.level;

/**
 * The same double on the desktop and in the browser for a number libGDX's map loader produced as a {@code float}.
 *
 * <p>The loader parses and computes map numbers in {@code float} (object positions are flipped to y-up with a float
 * subtraction, for example). On the JVM that rounds to float precision; in the browser GWT keeps every float as a
 * JavaScript double and never rounds. A level's 6.2 m then reaches the simulation as 6.19999980926513671875 on the
 * desktop and 6.199999999999999 in the browser. Rounding the browser's double to float precision here gives the
 * desktop's value: the JVM's float operation is the exact result rounded once to float, and the browser's double
 * differs from that exact result by far less than half a float step, except in the rarest ties. Level numbers thus
 * carry float precision (about 7 significant digits) on both platforms, as they always did on the desktop.
 */
public final class TiledNumbers {
    private TiledNumbers() {}

    public static double exact(float f) {
        return toFloatPrecision(f);
    }

    public static double exact(Number n) {
        return toFloatPrecision(n.doubleValue());
    }

    public static double[] exact(float[] values) {
        double[] out = new double[values.length];
        for (int i = 0; i < values.length; i++) out[i] = exact(values[i]);
        return out;
    }

    /**
     * x rounded to the nearest float value, ties to even (what the JVM's float arithmetic does), in plain double
     * arithmetic: GWT does not round on a cast. x is scaled by a power of two so that a float step becomes 1 (exact),
     * rounded to an integer by adding and subtracting 2^52 (IEEE's round-to-nearest-even, the same in Java and
     * JavaScript), and scaled back (exact). The identity for a value that already is a float, as every float on the
     * JVM; non-finite values pass unchanged, and magnitudes beyond the float range stay as they are.
     */
    static double toFloatPrecision(double x) {
        double a = Math.abs(x);
        if (!(a <= 3.4028234663852886e38) || a == 0.0) return x;
        // step = the float spacing at a: 2^(exponent - 23), at least 2^-149 (subnormal floats)
        double step = 1.0;
        while (a / step >= 16777216.0) step *= 2.0;
        while (a / step < 8388608.0 && step > MIN_STEP) step *= 0.5;
        double q = a / step;
        double r = (q + TWO_52) - TWO_52;
        double rounded = r * step;
        return x < 0 ? -rounded : rounded;
    }

    private static final double TWO_52 = 4503599627370496.0;
    /** 2^-149: the spacing of subnormal floats. */
    private static final double MIN_STEP = 1.401298464324817e-45;
}
