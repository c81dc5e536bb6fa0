package com.tiltfall.level;

import com.badlogic.gdx.maps.MapObject;

/**
 * An object's geometry exactly as the map file writes it (Tiled pixels, origin top-left, y down), parsed as double.
 *
 * <p>libGDX's loaders parse and flip these numbers in {@code float}: on the desktop each operation rounds to float,
 * in the browser (GWT) nothing does, so a flipped position could differ in its last bits between the two and the
 * simulation would part at step 1. The level readers attach this to every object they load and the converter
 * computes from it in double, which both platforms do alike.
 */
final class RawGeometry {
    /** The property key it travels under (never a custom property: the converter skips it). */
    static final String KEY = "tiltfall.rawGeometry";

    final double x, y, width, height, rotation;
    /** Polygon or polyline points relative to (x, y), y down, or null. */
    final double[] points;

    RawGeometry(double x, double y, double width, double height, double rotation, double[] points) {
        this.x = x;
        this.y = y;
        this.width = width;
        this.height = height;
        this.rotation = rotation;
        this.points = points;
    }

    static RawGeometry of(MapObject o) {
        Object raw = o.getProperties().get(KEY);
        return raw instanceof RawGeometry ? (RawGeometry) raw : null;
    }

    /** Attaches the geometry when every number is finite (otherwise the reader has reported the problem). */
    static void attach(MapObject o, double x, double y, double w, double h, double r, double[] points) {
        if (!finite(x) || !finite(y) || !finite(w) || !finite(h) || !finite(r)) return;
        if (points != null) for (double p : points) if (!finite(p)) return;
        o.getProperties().put(KEY, new RawGeometry(x, y, w, h, r, points));
    }

    /** A number attribute, the default when absent, NaN when it does not parse. */
    static double number(String text, double absent) {
        if (text == null) return absent;
        try {
            return Double.parseDouble(text.trim());
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    /** Tiled's "x1,y1 x2,y2 ..." point list. */
    static double[] points(String text) {
        if (text == null) return null;
        String[] pairs = text.trim().split("\\s+");
        double[] out = new double[pairs.length * 2];
        for (int i = 0; i < pairs.length; i++) {
            int comma = pairs[i].indexOf(',');
            if (comma < 0) return null;
            out[2 * i] = number(pairs[i].substring(0, comma), Double.NaN);
            out[2 * i + 1] = number(pairs[i].substring(comma + 1), Double.NaN);
        }
        return out;
    }

    private static boolean finite(double v) {
        return !Double.isNaN(v) && !Double.isInfinite(v);
    }
}
