package com.tiltfall.level;

import com.badlogic.gdx.assets.loaders.FileHandleResolver;
import com.badlogic.gdx.assets.loaders.resolvers.InternalFileHandleResolver;
import com.badlogic.gdx.maps.MapProperties;
import com.badlogic.gdx.utils.Array;

/**
 * The rules a level must follow, and the messages that name what is wrong. Every problem is reported at once: the
 * loader ({@link LevelLoader}) converts what it can, collects one {@link LevelProblem} per broken thing and throws a
 * {@link LevelException} carrying all of them. docs/levels.md lists the rules with example messages.
 *
 * <p>{@link #validate(String)} is the non-throwing entry point (an editor check, a CI check of all levels).
 */
public final class LevelValidator {
    /** Geometry tolerance for "outside the map", metres (designers snap to pixels; 1 px = 1/32 m). */
    public static final double BOUNDS_TOLERANCE = 0.01;
    /** Two outline points closer than this (metres) are the same point. */
    public static final double SAME_POINT = 1e-3;
    /** An outline with less area than this (square metres) is degenerate. */
    public static final double MIN_AREA = 1e-4;

    private final String file;
    private final Array<LevelProblem> problems;

    LevelValidator(String file, Array<LevelProblem> problems) {
        this.file = file;
        this.problems = problems;
    }

    /** Every problem of the level at {@code path} (an internal file); empty when the level is fine. Never throws. */
    public static Array<LevelProblem> validate(String path) {
        return validate(path, new InternalFileHandleResolver());
    }

    /** Every problem of the level at {@code path} as resolved by {@code resolver}; empty when fine. Never throws. */
    public static Array<LevelProblem> validate(String path, FileHandleResolver resolver) {
        try {
            new LevelLoader(resolver).loadData(path);
            return new Array<>();
        } catch (LevelException e) {
            return e.problems;
        }
    }

    void add(int objectId, String objectName, String message) {
        problems.add(new LevelProblem(file, objectId, objectName, message));
    }

    /** A warning: worded like a problem (file, object, what, what to do), but the level still loads. */
    LevelProblem warning(int objectId, String objectName, String message) {
        return new LevelProblem(file, objectId, objectName, message);
    }

    int count() {
        return problems.size;
    }

    // ---------------------------------------------------------------------------------------------------- properties

    /**
     * A float custom property: its value, {@code fallback} when absent and not required, or NaN after reporting a
     * problem (missing when required, wrong type, unparsable, NaN/infinite, below min, above max). Integer values are
     * accepted as floats (Tiled's "int" type); strings and booleans are not.
     *
     * @param min lower bound (or -infinity); {@code minExclusive} makes it strict
     */
    double floatProperty(
            int id,
            String name,
            MapProperties props,
            String key,
            boolean required,
            double fallback,
            double min,
            boolean minExclusive,
            double max) {
        Object v = props.get(key);
        if (v == null) {
            if (required) {
                add(id, name, "missing property \"" + key + "\" (float)");
                return Double.NaN;
            }
            return fallback;
        }
        if (v instanceof TmxLevelReader.BadValue) {
            TmxLevelReader.BadValue bad = (TmxLevelReader.BadValue) v;
            add(
                    id,
                    name,
                    "property \"" + key + "\" has the value \"" + bad.raw + "\", which is not a valid "
                            + bad.declaredType);
            return Double.NaN;
        }
        if (!(v instanceof Float) && !(v instanceof Double) && !(v instanceof Integer)) {
            add(
                    id,
                    name,
                    "property \"" + key + "\" must be a float, but it is a " + typeName(v) + " (" + v
                            + "); set its type to float in Tiled");
            return Double.NaN;
        }
        double f = TiledNumbers.exact((Number) v);
        if (Double.isNaN(f) || Double.isInfinite(f)) {
            add(id, name, "property \"" + key + "\" is " + f + "; it must be a finite number");
            return Double.NaN;
        }
        boolean low = minExclusive ? !(f > min) : !(f >= min);
        if (low || f > max) {
            String range;
            if (max != Double.POSITIVE_INFINITY) {
                range = minExclusive
                        ? "> " + num(min) + " and <= " + num(max)
                        : "between " + num(min) + " and " + num(max);
            } else {
                range = (minExclusive ? "> " : ">= ") + num(min);
            }
            add(id, name, "property \"" + key + "\" is " + num(f) + "; it must be " + range);
            return Double.NaN;
        }
        return f;
    }

    /** An int custom property in [min, max], or null after reporting a problem (absent: null, no problem). */
    Integer intProperty(int id, String name, MapProperties props, String key, int min, int max) {
        Object v = props.get(key);
        if (v == null) return null;
        if (v instanceof TmxLevelReader.BadValue) {
            TmxLevelReader.BadValue bad = (TmxLevelReader.BadValue) v;
            add(
                    id,
                    name,
                    "property \"" + key + "\" has the value \"" + bad.raw + "\", which is not a valid "
                            + bad.declaredType);
            return null;
        }
        if (!(v instanceof Integer)) {
            add(
                    id,
                    name,
                    "property \"" + key + "\" must be an int, but it is a " + typeName(v) + " (" + v
                            + "); set its type to int in Tiled");
            return null;
        }
        int n = (Integer) v;
        if (n < min || n > max) {
            add(id, name, "property \"" + key + "\" is " + n + "; it must be between " + min + " and " + max);
            return null;
        }
        return n;
    }

    /** A bool custom property, or null when absent or after reporting a problem. */
    Boolean boolProperty(int id, String name, MapProperties props, String key) {
        Object v = props.get(key);
        if (v == null) return null;
        if (v instanceof Boolean) return (Boolean) v;
        if (v instanceof TmxLevelReader.BadValue) {
            TmxLevelReader.BadValue bad = (TmxLevelReader.BadValue) v;
            add(
                    id,
                    name,
                    "property \"" + key + "\" has the value \"" + bad.raw + "\", which is not a valid "
                            + bad.declaredType);
            return null;
        }
        add(
                id,
                name,
                "property \"" + key + "\" must be a bool, but it is a " + typeName(v) + " (" + v
                        + "); set its type to bool in Tiled");
        return null;
    }

    /** A string custom property, {@code fallback} when absent, or null after reporting a wrong type. */
    String stringProperty(int id, String name, MapProperties props, String key, String fallback) {
        Object v = props.get(key);
        if (v == null) return fallback;
        if (v instanceof String) return (String) v;
        add(id, name, "property \"" + key + "\" must be a string, but it is a " + typeName(v) + " (" + v + ")");
        return null;
    }

    static String typeName(Object v) {
        if (v instanceof String) return "string";
        if (v instanceof Float || v instanceof Double) return "float";
        if (v instanceof Integer) return "int";
        if (v instanceof Boolean) return "bool";
        if (v instanceof TmxLevelReader.BadValue) return ((TmxLevelReader.BadValue) v).declaredType;
        if (v instanceof TmxLevelReader.ClassValue) return "class property";
        return "value of another kind";
    }

    /** A short decimal for messages (no String.format on GWT): at most 3 decimals, trailing zeros dropped. */
    public static String num(double v) {
        if (Double.isNaN(v) || Double.isInfinite(v) || Math.abs(v) >= 1e9) return String.valueOf(v);
        long scaled = Math.round(Math.abs(v) * 1000.0);
        StringBuilder sb = new StringBuilder();
        if (v < 0 && scaled != 0) sb.append('-');
        sb.append(scaled / 1000);
        long frac = scaled % 1000;
        if (frac != 0) {
            sb.append('.');
            String f = String.valueOf(1000 + frac).substring(1);
            int end = f.length();
            while (end > 0 && f.charAt(end - 1) == '0') end--;
            sb.append(f.substring(0, end));
        }
        return sb.toString();
    }

    // ------------------------------------------------------------------------------------------------------ geometry

    /** True when every value is finite; otherwise reports which one is not. */
    boolean finite(int id, String name, String what, double... values) {
        for (int i = 0; i < values.length; i++) {
            if (Double.isNaN(values[i]) || Double.isInfinite(values[i])) {
                add(
                        id,
                        name,
                        "non-finite coordinate: " + what + (values.length > 1 ? " #" + i : "") + " is " + values[i]);
                return false;
            }
        }
        return true;
    }

    /**
     * Checks a closed outline (world metres, either winding): at least 3 points, no repeated point, non-zero area, no
     * two edges crossing or touching except neighbours at their shared point. Reports the first problem found.
     */
    boolean simplePolygon(int id, String name, double[] xy) {
        int n = xy.length / 2;
        if (n < 3) {
            add(id, name, "degenerate polygon: it has " + n + " point(s), at least 3 are needed");
            return false;
        }
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                double dx = xy[2 * j] - xy[2 * i], dy = xy[2 * j + 1] - xy[2 * i + 1];
                if (Math.sqrt(dx * dx + dy * dy) <= SAME_POINT) {
                    add(
                            id,
                            name,
                            "degenerate polygon: points " + i + " and " + j + " are the same point (" + num(xy[2 * i])
                                    + ", " + num(xy[2 * i + 1]) + " m)");
                    return false;
                }
            }
        }
        for (int i = 0; i < n; i++) {
            for (int k = i + 1; k < n; k++) {
                boolean neighbours = k == i + 1 || (i == 0 && k == n - 1);
                if (neighbours) continue;
                if (segmentsTouch(xy, i, (i + 1) % n, k, (k + 1) % n)) {
                    add(
                            id,
                            name,
                            "self-intersecting polygon: edge " + i + "-" + ((i + 1) % n) + " crosses edge " + k + "-"
                                    + ((k + 1) % n));
                    return false;
                }
            }
        }
        // after the crossing test: a symmetric bow-tie has zero signed area but is reported as crossing
        double area2 = 0;
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            area2 += (double) xy[2 * i] * xy[2 * j + 1] - (double) xy[2 * j] * xy[2 * i + 1];
        }
        if (Math.abs(area2) * 0.5 < MIN_AREA) {
            add(id, name, "degenerate polygon: zero area (all points on one line)");
            return false;
        }
        return true;
    }

    /** Checks an open polyline (world metres): at least 2 points, no two consecutive points the same. */
    boolean polyline(int id, String name, double[] xy) {
        int n = xy.length / 2;
        if (n < 2) {
            add(id, name, "degenerate polyline: it has " + n + " point(s), at least 2 are needed");
            return false;
        }
        for (int i = 0; i + 1 < n; i++) {
            double dx = xy[2 * i + 2] - xy[2 * i], dy = xy[2 * i + 3] - xy[2 * i + 1];
            if (Math.sqrt(dx * dx + dy * dy) <= SAME_POINT) {
                add(
                        id,
                        name,
                        "degenerate polyline: points " + i + " and " + (i + 1) + " are the same point ("
                                + num(xy[2 * i]) + ", " + num(xy[2 * i + 1]) + " m)");
                return false;
            }
        }
        return true;
    }

    private static double cross(double ox, double oy, double ax, double ay, double bx, double by) {
        return (ax - ox) * (by - oy) - (ay - oy) * (bx - ox);
    }

    /** Segments a-b and c-d cross or touch (including collinear overlap). */
    static boolean segmentsTouch(double[] xy, int a, int b, int c, int d) {
        double ax = xy[2 * a], ay = xy[2 * a + 1], bx = xy[2 * b], by = xy[2 * b + 1];
        double cx = xy[2 * c], cy = xy[2 * c + 1], dx = xy[2 * d], dy = xy[2 * d + 1];
        double scale =
                Math.max(1.0, Math.max(Math.max(Math.abs(ax), Math.abs(bx)), Math.max(Math.abs(cx), Math.abs(dx))));
        double eps = 1e-9 * scale * scale;
        double d1 = cross(ax, ay, bx, by, cx, cy), d2 = cross(ax, ay, bx, by, dx, dy);
        double d3 = cross(cx, cy, dx, dy, ax, ay), d4 = cross(cx, cy, dx, dy, bx, by);
        if (((d1 > eps && d2 < -eps) || (d1 < -eps && d2 > eps))
                && ((d3 > eps && d4 < -eps) || (d3 < -eps && d4 > eps))) {
            return true;
        }
        return (Math.abs(d1) <= eps && onSegment(ax, ay, bx, by, cx, cy))
                || (Math.abs(d2) <= eps && onSegment(ax, ay, bx, by, dx, dy))
                || (Math.abs(d3) <= eps && onSegment(cx, cy, dx, dy, ax, ay))
                || (Math.abs(d4) <= eps && onSegment(cx, cy, dx, dy, bx, by));
    }

    private static boolean onSegment(double ax, double ay, double bx, double by, double px, double py) {
        return Math.min(ax, bx) - 1e-9 <= px
                && px <= Math.max(ax, bx) + 1e-9
                && Math.min(ay, by) - 1e-9 <= py
                && py <= Math.max(ay, by) + 1e-9;
    }

    /** True when the box [minX, maxX] x [minY, maxY] (metres) lies in the map (with {@link #BOUNDS_TOLERANCE}). */
    boolean insideMap(
            int id,
            String name,
            double minX,
            double minY,
            double maxX,
            double maxY,
            double mapW,
            double mapH,
            String what) {
        double t = BOUNDS_TOLERANCE;
        if (minX < -t || minY < -t || maxX > mapW + t || maxY > mapH + t) {
            add(
                    id,
                    name,
                    "is outside the map bounds: " + what + " spans x " + num(minX) + ".." + num(maxX) + " m, y "
                            + num(minY) + ".." + num(maxY) + " m; the map is 0.." + num(mapW) + " x 0.." + num(mapH)
                            + " m");
            return false;
        }
        return true;
    }

    boolean insideMap(int id, String name, double[] xy, double mapW, double mapH, String what) {
        double minX = Double.POSITIVE_INFINITY, minY = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY, maxY = Double.NEGATIVE_INFINITY;
        for (int i = 0; i + 1 < xy.length; i += 2) {
            minX = Math.min(minX, xy[i]);
            maxX = Math.max(maxX, xy[i]);
            minY = Math.min(minY, xy[i + 1]);
            maxY = Math.max(maxY, xy[i + 1]);
        }
        return insideMap(id, name, minX, minY, maxX, maxY, mapW, mapH, what);
    }
}
