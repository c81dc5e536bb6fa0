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
    /** 2^29 + 1: Veltkamp's splitter that keeps 53 - 29 = 24 significant bits, a float's. */
    private static final double SPLITTER = 536870913.0;

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
     * x rounded to the nearest value with a 24-bit significand, in plain double arithmetic (Veltkamp's split; no
     * cast, which GWT does not round): the identity for a value that already is a float, as every float on the JVM.
     * Non-finite values and magnitudes beyond 1e300 (where the split would overflow) pass unchanged.
     */
    static double toFloatPrecision(double x) {
        if (!(Math.abs(x) <= 1e300)) return x;
        double c = SPLITTER * x;
        return c - (c - x);
    }
}
