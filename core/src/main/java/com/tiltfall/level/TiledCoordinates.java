package com.tiltfall.level;

import com.tiltfall.physics.math.DetMath;

/**
 * Tiled pixels to world metres, with the rotation pivots Tiled uses. All the coordinate math of the level pipeline
 * is here.
 *
 * <h2>The three coordinate systems</h2>
 * <ol>
 * <li><b>Tiled (TMX file)</b>: pixels, origin at the map's top-left, y DOWN. An object has an origin (x, y) and a
 * rotation r in degrees, CLOCKWISE on screen, about that origin. The origin is the TOP-LEFT corner of the unrotated
 * box for rectangles and ellipses, the object's position for points, and the reference point that polygon/polyline
 * points are relative to. (Tile objects, which we refuse in gameplay layers, would use the bottom-left.)</li>
 * <li><b>libGDX after {@code TmxMapLoader} with flipY = true</b> (what we read): pixels, y UP, origin at the map's
 * bottom-left: Y = Hpx - y, where Hpx = map height in tiles * tile height. The loader stores, per object, the
 * properties "x" = x, "y" = Hpx - y - h (the bottom-left of the UNROTATED box), "width" = w, "height" = h
 * (polygons/polylines/points: w = h = 0), and "rotation" = r untouched. Polygon/polyline points are stored local to
 * the origin with their y negated ((px, py) becomes (px, -py)), the shape positioned at (x, Hpx - y). libGDX applies
 * no rotation to the shapes. (Its {@code EllipseMapObject} stores the bottom-left corner in a field the
 * {@code Ellipse} class documents as the centre: we do not use it.)</li>
 * <li><b>World</b>: metres, y UP, origin at the map's bottom-left; ppm = tile width in pixels (one tile = one metre).
 * Angles are radians COUNTER-clockwise.</li>
 * </ol>
 *
 * <h2>The transform</h2>
 * The origin in y-up pixels is (ox, oy) = ("x", "y" + "height") = (x, Hpx - y) for every object kind. A point given
 * relative to the origin in y-up pixels (lx, ly) (for a rectangle/ellipse of size w x h: the unrotated box spans
 * lx in [0, w], ly in [-h, 0], its centre is (w/2, -h/2)) lands in the world at
 *
 * <pre>
 *   a  = -r * PI / 180                      (clockwise on a y-down screen = clockwise on a y-up world = -CCW)
 *   wx = (ox + lx * cos(a) - ly * sin(a)) / ppm
 *   wy = (oy + lx * sin(a) + ly * cos(a)) / ppm
 * </pre>
 *
 * Check with a 64 x 32 px rectangle at Tiled (0, 0) rotated 90 degrees on a 10-tile-high 32 px map: Tiled draws it
 * hanging down-left of its origin (corners (0,0), (0,64), (-32,64), (-32,0) in y-down pixels). Here: origin
 * (0, 320), a = -90 deg, the far corner (64, -32) goes to (0 + 64*0 - (-32)*(-1), 320 + 64*(-1) + (-32)*0) =
 * (-32, 256) px, which is Tiled's (-32, 64) y-down. Same answer.
 */
public final class TiledCoordinates {
    private TiledCoordinates() {}

    /** World angle (radians, CCW) of a Tiled rotation (degrees, clockwise). */
    public static double angle(double tiledRotationDegrees) {
        return (-tiledRotationDegrees * DetMath.PI / 180.0);
    }

    /**
     * Maps points relative to the origin (y-up pixels, interleaved lx, ly) to world metres (interleaved), rotating by
     * the Tiled rotation about the origin. Computed in double.
     *
     * @param ox origin x, y-up pixels (= Tiled x)
     * @param oy origin y, y-up pixels (= map height px - Tiled y)
     */
    public static double[] toWorld(double[] local, double ox, double oy, double tiledRotationDegrees, double ppm) {
        double a = -tiledRotationDegrees * DetMath.PI / 180.0;
        double c = DetMath.cos(a), s = DetMath.sin(a);
        // exact values for the quarter turns designers use most (cos(90 deg) is not 0 in floating point)
        if (tiledRotationDegrees % 90.0 == 0.0) {
            c = Math.round(c);
            s = Math.round(s);
        }
        double[] out = new double[local.length];
        for (int i = 0; i + 1 < local.length; i += 2) {
            double lx = local[i], ly = local[i + 1];
            out[i] = ((ox + lx * c - ly * s) / ppm);
            out[i + 1] = ((oy + lx * s + ly * c) / ppm);
        }
        return out;
    }

    /**
     * The four corners of a Tiled rectangle (w x h px, origin top-left) in world metres, counter-clockwise starting at
     * the unrotated bottom-left: local y-up (0, -h), (w, -h), (w, 0), (0, 0). A rotation keeps the winding.
     */
    public static double[] rectangleCorners(
            double ox, double oy, double w, double h, double tiledRotationDegrees, double ppm) {
        return toWorld(new double[] {0.0, -h, w, -h, w, 0.0, 0.0, 0.0}, ox, oy, tiledRotationDegrees, ppm);
    }

    /** Centre of a w x h px rectangle/ellipse (origin top-left), world metres {x, y}; a point when w = h = 0. */
    public static double[] boxCentre(
            double ox, double oy, double w, double h, double tiledRotationDegrees, double ppm) {
        return toWorld(new double[] {w * 0.5, -h * 0.5}, ox, oy, tiledRotationDegrees, ppm);
    }
}
