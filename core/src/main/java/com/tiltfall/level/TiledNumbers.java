package com.tiltfall.level;

/**
 * The same double on the desktop and in the browser for a number libGDX's map loader parsed as a {@code float}.
 *
 * <p>On the JVM the loader rounds "0.6" to the float 0.6f (0.60000002384...); in the browser GWT keeps the float as
 * a JavaScript double, 0.6. Widening would give the simulation two different doubles. Both platforms print the
 * parsed value as the shortest decimal that reads back to it ("0.6"), and parsing that as a double gives one value
 * everywhere. Exact for every number Tiled writes with up to 7 significant digits (coordinates, sizes, angles and
 * properties as designers type them); longer numbers are first rounded to float precision on the desktop.
 */
public final class TiledNumbers {
    private TiledNumbers() {}

    public static double exact(float f) {
        if (f != f || f == Float.POSITIVE_INFINITY || f == Float.NEGATIVE_INFINITY) return f;
        if (f == (int) f) return (int) f;
        return Double.parseDouble(Float.toString(f));
    }

    public static double exact(Number n) {
        if (n instanceof Float) return exact(n.floatValue());
        return n.doubleValue();
    }

    public static double[] exact(float[] values) {
        double[] out = new double[values.length];
        for (int i = 0; i < values.length; i++) out[i] = exact(values[i]);
        return out;
    }
}
