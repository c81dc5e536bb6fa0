package com.tiltfall.physics.collision;

import com.tiltfall.physics.math.DetMath;

/**
 * A solid convex polygon with 3..{@link #MAX_VERTICES} vertices in body-local coordinates. The winding is normalised
 * to counter-clockwise; outward unit edge normals are precomputed. Invalid input (too few/too many vertices,
 * NaN/infinite coordinates, coincident vertices, collinear consecutive vertices, zero area, non-convex or
 * self-intersecting loops) is refused with an {@link IllegalArgumentException} naming the problem. Concave outlines
 * go through {@link ConvexDecomposition} first.
 */
public final class Polygon extends PolyShape {
    public static final int MAX_VERTICES = 32;
    /** Relative tolerance for collinearity: |cross(e1, e2)| <= EPS_COLLINEAR * |e1| |e2| is refused. */
    static final double EPS_COLLINEAR = 1e-5;

    /** True when made by {@link #box}: the article-000 projection test is then used for box-box pairs. */
    final boolean isBox;

    final double boxHalfW, boxHalfH, boxCx, boxCy, boxCos, boxSin;
    final double centroidX, centroidY;

    /** Vertices as interleaved x, y pairs, either winding. */
    public Polygon(double... xy) {
        this(checkedCount(xy), xy, false, 0.0, 0.0, 0.0, 0.0, 0.0);
    }

    private static int checkedCount(double[] xy) {
        if (xy == null) {
            throw new IllegalArgumentException("polygon vertices are null");
        }
        if ((xy.length & 1) != 0) {
            throw new IllegalArgumentException(
                    "polygon needs x,y pairs, got an odd number of coordinates: " + xy.length);
        }
        int n = xy.length / 2;
        if (n < 3) {
            throw new IllegalArgumentException("polygon needs at least 3 vertices, got " + n);
        }
        if (n > MAX_VERTICES) {
            throw new IllegalArgumentException("polygon has " + n + " vertices, at most " + MAX_VERTICES
                    + " allowed (split it with ConvexDecomposition)");
        }
        for (int i = 0; i < xy.length; i++) {
            if (Double.isNaN(xy[i]) || Double.isInfinite(xy[i])) {
                throw new IllegalArgumentException(
                        "polygon vertex " + (i / 2) + " has a non-finite " + ((i & 1) == 0 ? "x" : "y") + ": " + xy[i]);
            }
        }
        return n;
    }

    private Polygon(int n, double[] xy, boolean isBox, double hw, double hh, double cx, double cy, double angle) {
        super(n);
        this.isBox = isBox;
        this.boxHalfW = hw;
        this.boxHalfH = hh;
        this.boxCx = cx;
        this.boxCy = cy;
        this.boxCos = DetMath.cos(angle);
        this.boxSin = DetMath.sin(angle);
        // Signed area (double for robustness) to find the winding.
        double area2 = 0;
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            area2 += (double) xy[2 * i] * xy[2 * j + 1] - (double) xy[2 * j] * xy[2 * i + 1];
        }
        boolean reverse = area2 < 0;
        for (int i = 0; i < n; i++) {
            int src = reverse ? (n - 1 - i) : i;
            vx[i] = xy[2 * src];
            vy[i] = xy[2 * src + 1];
        }
        double scale = 0.0;
        for (int i = 0; i < n; i++) {
            scale = Math.max(scale, Math.max(Math.abs(vx[i]), Math.abs(vy[i])));
        }
        double minEdge = Math.max(1e-6, scale * 1e-6);
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            double ex = vx[j] - vx[i], ey = vy[j] - vy[i];
            double len = Math.sqrt(ex * ex + ey * ey);
            if (len <= minEdge) {
                throw new IllegalArgumentException("polygon vertices " + idx(i, reverse, n) + " and "
                        + idx(j, reverse, n) + " coincide (edge length " + len + ")");
            }
            nx[i] = ey / len;
            ny[i] = -ex / len;
        }
        if (Math.abs(area2) <= (double) minEdge * minEdge) {
            throw new IllegalArgumentException("polygon is degenerate: zero area");
        }
        for (int i = 0; i < n; i++) {
            int h = (i + n - 1) % n, j = (i + 1) % n;
            double e1x = vx[i] - vx[h], e1y = vy[i] - vy[h];
            double e2x = vx[j] - vx[i], e2y = vy[j] - vy[i];
            double cross = e1x * e2y - e1y * e2x;
            double lens = Math.sqrt((e1x * e1x + e1y * e1y) * (e2x * e2x + e2y * e2y));
            if (Math.abs(cross) <= EPS_COLLINEAR * lens) {
                throw new IllegalArgumentException("polygon vertices " + idx(h, reverse, n) + ", " + idx(i, reverse, n)
                        + ", " + idx(j, reverse, n) + " are collinear");
            }
            if (cross < 0.0) {
                throw new IllegalArgumentException("polygon is not convex at vertex " + idx(i, reverse, n));
            }
        }
        // All turns are left turns; a self-intersecting star also has that, so check every vertex against every edge.
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < n; k++) {
                if (k == i || k == (i + 1) % n) {
                    continue;
                }
                double s = nx[i] * (vx[k] - vx[i]) + ny[i] * (vy[k] - vy[i]);
                if (s > 0.0) {
                    throw new IllegalArgumentException("polygon is not convex (self-intersecting): vertex "
                            + idx(k, reverse, n) + " lies outside edge " + idx(i, reverse, n) + "-"
                            + idx((i + 1) % n, reverse, n));
                }
            }
        }
        MassData md = new MassData();
        computeExtent();
        computeMass(1.0, md);
        centroidX = md.centroidX;
        centroidY = md.centroidY;
    }

    private static int idx(int i, boolean reversed, int n) {
        return reversed ? n - 1 - i : i;
    }

    /** An axis-aligned box centred on the body origin: full size 2 halfW x 2 halfH. */
    public static Polygon box(double halfW, double halfH) {
        return box(halfW, halfH, 0.0, 0.0, 0.0);
    }

    /**
     * An oriented box: half extents, body-local centre and body-local angle. Vertex order (before rotation):
     * (-hw,-hh), (hw,-hh), (hw,hh), (-hw,hh); edges 0 bottom, 1 right, 2 top, 3 left.
     */
    public static Polygon box(double halfW, double halfH, double centreX, double centreY, double angle) {
        checkFinite(halfW, "box half width");
        checkFinite(halfH, "box half height");
        checkFinite(centreX, "box centre x");
        checkFinite(centreY, "box centre y");
        checkFinite(angle, "box angle");
        if (!(halfW > 0.0) || !(halfH > 0.0)) {
            throw new IllegalArgumentException("box half extents must be > 0, were " + halfW + " x " + halfH);
        }
        double c = DetMath.cos(angle), s = DetMath.sin(angle);
        double[] lx = {-halfW, halfW, halfW, -halfW};
        double[] ly = {-halfH, -halfH, halfH, halfH};
        double[] xy = new double[8];
        for (int i = 0; i < 4; i++) {
            xy[2 * i] = centreX + c * lx[i] - s * ly[i];
            xy[2 * i + 1] = centreY + s * lx[i] + c * ly[i];
        }
        return new Polygon(4, xy, true, halfW, halfH, centreX, centreY, angle);
    }

    public boolean isBox() {
        return isBox;
    }

    @Override
    public ShapeType type() {
        return ShapeType.POLYGON;
    }

    /** Triangle-fan integration (relative to vertex 0 for precision); inertia shifted to the centroid. */
    @Override
    public void computeMass(double density, MassData out) {
        double sx = vx[0], sy = vy[0];
        double area = 0.0, cx = 0.0, cy = 0.0, inertia = 0.0;
        final double inv3 = 1.0 / 3.0;
        for (int i = 1; i < count - 1; i++) {
            double e1x = vx[i] - sx, e1y = vy[i] - sy;
            double e2x = vx[i + 1] - sx, e2y = vy[i + 1] - sy;
            double d = e1x * e2y - e1y * e2x;
            double tri = 0.5 * d;
            area += tri;
            cx += tri * inv3 * (e1x + e2x);
            cy += tri * inv3 * (e1y + e2y);
            double intx2 = e1x * e1x + e2x * e1x + e2x * e2x;
            double inty2 = e1y * e1y + e2y * e1y + e2y * e2y;
            inertia += (0.25 * inv3 * d) * (intx2 + inty2);
        }
        cx /= area;
        cy /= area;
        double m = density * area;
        // inertia is about vertex 0; parallel axis to the centroid.
        double ic = density * inertia - m * (cx * cx + cy * cy);
        out.set(m, cx + sx, cy + sy, ic, area);
    }

    /** Box2D's half-plane clipping of the ray against every edge. */
    @Override
    public boolean rayCast(Transform xf, RayCastInput in, RayCastOutput out) {
        double p1x = xf.toLocalX(in.p1x, in.p1y), p1y = xf.toLocalY(in.p1x, in.p1y);
        double p2x = xf.toLocalX(in.p2x, in.p2y), p2y = xf.toLocalY(in.p2x, in.p2y);
        double dx = p2x - p1x, dy = p2y - p1y;
        double lower = 0.0, upper = in.maxFraction;
        int index = -1;
        for (int i = 0; i < count; i++) {
            double numerator = nx[i] * (vx[i] - p1x) + ny[i] * (vy[i] - p1y);
            double denominator = nx[i] * dx + ny[i] * dy;
            if (denominator == 0.0) {
                if (numerator < 0.0) {
                    return false;
                }
            } else if (denominator < 0.0 && numerator < lower * denominator) {
                lower = numerator / denominator;
                index = i;
            } else if (denominator > 0.0 && numerator < upper * denominator) {
                upper = numerator / denominator;
            }
            if (upper < lower) {
                return false;
            }
        }
        if (index >= 0) {
            double wx = xf.rotateX(nx[index], ny[index]), wy = xf.rotateY(nx[index], ny[index]);
            out.set(lower, wx, wy, in.p1x + lower * (in.p2x - in.p1x), in.p1y + lower * (in.p2y - in.p1y));
            return true;
        }
        return false;
    }
}
