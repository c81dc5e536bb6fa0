package com.tiltfall.physics.collision;

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
    static final float EPS_COLLINEAR = 1e-5f;

    /** True when made by {@link #box}: the article-000 projection test is then used for box-box pairs. */
    final boolean isBox;

    final float boxHalfW, boxHalfH, boxCx, boxCy, boxCos, boxSin;
    final float centroidX, centroidY;

    /** Vertices as interleaved x, y pairs, either winding. */
    public Polygon(float... xy) {
        this(checkedCount(xy), xy, false, 0f, 0f, 0f, 0f, 0f);
    }

    private static int checkedCount(float[] xy) {
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
            if (Float.isNaN(xy[i]) || Float.isInfinite(xy[i])) {
                throw new IllegalArgumentException(
                        "polygon vertex " + (i / 2) + " has a non-finite " + ((i & 1) == 0 ? "x" : "y") + ": " + xy[i]);
            }
        }
        return n;
    }

    private Polygon(int n, float[] xy, boolean isBox, float hw, float hh, float cx, float cy, float angle) {
        super(n);
        this.isBox = isBox;
        this.boxHalfW = hw;
        this.boxHalfH = hh;
        this.boxCx = cx;
        this.boxCy = cy;
        this.boxCos = (float) Math.cos(angle);
        this.boxSin = (float) Math.sin(angle);
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
        float scale = 0f;
        for (int i = 0; i < n; i++) {
            scale = Math.max(scale, Math.max(Math.abs(vx[i]), Math.abs(vy[i])));
        }
        float minEdge = Math.max(1e-6f, scale * 1e-6f);
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            float ex = vx[j] - vx[i], ey = vy[j] - vy[i];
            float len = (float) Math.sqrt(ex * ex + ey * ey);
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
            float e1x = vx[i] - vx[h], e1y = vy[i] - vy[h];
            float e2x = vx[j] - vx[i], e2y = vy[j] - vy[i];
            float cross = e1x * e2y - e1y * e2x;
            float lens = (float) Math.sqrt((e1x * e1x + e1y * e1y) * (e2x * e2x + e2y * e2y));
            if (Math.abs(cross) <= EPS_COLLINEAR * lens) {
                throw new IllegalArgumentException("polygon vertices " + idx(h, reverse, n) + ", " + idx(i, reverse, n)
                        + ", " + idx(j, reverse, n) + " are collinear");
            }
            if (cross < 0f) {
                throw new IllegalArgumentException("polygon is not convex at vertex " + idx(i, reverse, n));
            }
        }
        // All turns are left turns; a self-intersecting star also has that, so check every vertex against every edge.
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < n; k++) {
                if (k == i || k == (i + 1) % n) {
                    continue;
                }
                float s = nx[i] * (vx[k] - vx[i]) + ny[i] * (vy[k] - vy[i]);
                if (s > 0f) {
                    throw new IllegalArgumentException("polygon is not convex (self-intersecting): vertex "
                            + idx(k, reverse, n) + " lies outside edge " + idx(i, reverse, n) + "-"
                            + idx((i + 1) % n, reverse, n));
                }
            }
        }
        MassData md = new MassData();
        computeExtent();
        computeMass(1f, md);
        centroidX = md.centroidX;
        centroidY = md.centroidY;
    }

    private static int idx(int i, boolean reversed, int n) {
        return reversed ? n - 1 - i : i;
    }

    /** An axis-aligned box centred on the body origin: full size 2 halfW x 2 halfH. */
    public static Polygon box(float halfW, float halfH) {
        return box(halfW, halfH, 0f, 0f, 0f);
    }

    /**
     * An oriented box: half extents, body-local centre and body-local angle. Vertex order (before rotation):
     * (-hw,-hh), (hw,-hh), (hw,hh), (-hw,hh); edges 0 bottom, 1 right, 2 top, 3 left.
     */
    public static Polygon box(float halfW, float halfH, float centreX, float centreY, float angle) {
        checkFinite(halfW, "box half width");
        checkFinite(halfH, "box half height");
        checkFinite(centreX, "box centre x");
        checkFinite(centreY, "box centre y");
        checkFinite(angle, "box angle");
        if (!(halfW > 0f) || !(halfH > 0f)) {
            throw new IllegalArgumentException("box half extents must be > 0, were " + halfW + " x " + halfH);
        }
        float c = (float) Math.cos(angle), s = (float) Math.sin(angle);
        float[] lx = {-halfW, halfW, halfW, -halfW};
        float[] ly = {-halfH, -halfH, halfH, halfH};
        float[] xy = new float[8];
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
    public void computeMass(float density, MassData out) {
        float sx = vx[0], sy = vy[0];
        float area = 0f, cx = 0f, cy = 0f, inertia = 0f;
        final float inv3 = 1f / 3f;
        for (int i = 1; i < count - 1; i++) {
            float e1x = vx[i] - sx, e1y = vy[i] - sy;
            float e2x = vx[i + 1] - sx, e2y = vy[i + 1] - sy;
            float d = e1x * e2y - e1y * e2x;
            float tri = 0.5f * d;
            area += tri;
            cx += tri * inv3 * (e1x + e2x);
            cy += tri * inv3 * (e1y + e2y);
            float intx2 = e1x * e1x + e2x * e1x + e2x * e2x;
            float inty2 = e1y * e1y + e2y * e1y + e2y * e2y;
            inertia += (0.25f * inv3 * d) * (intx2 + inty2);
        }
        cx /= area;
        cy /= area;
        float m = density * area;
        // inertia is about vertex 0; parallel axis to the centroid.
        float ic = density * inertia - m * (cx * cx + cy * cy);
        out.set(m, cx + sx, cy + sy, ic, area);
    }

    /** Box2D's half-plane clipping of the ray against every edge. */
    @Override
    public boolean rayCast(Transform xf, RayCastInput in, RayCastOutput out) {
        float p1x = xf.toLocalX(in.p1x, in.p1y), p1y = xf.toLocalY(in.p1x, in.p1y);
        float p2x = xf.toLocalX(in.p2x, in.p2y), p2y = xf.toLocalY(in.p2x, in.p2y);
        float dx = p2x - p1x, dy = p2y - p1y;
        float lower = 0f, upper = in.maxFraction;
        int index = -1;
        for (int i = 0; i < count; i++) {
            float numerator = nx[i] * (vx[i] - p1x) + ny[i] * (vy[i] - p1y);
            float denominator = nx[i] * dx + ny[i] * dy;
            if (denominator == 0f) {
                if (numerator < 0f) {
                    return false;
                }
            } else if (denominator < 0f && numerator < lower * denominator) {
                lower = numerator / denominator;
                index = i;
            } else if (denominator > 0f && numerator < upper * denominator) {
                upper = numerator / denominator;
            }
            if (upper < lower) {
                return false;
            }
        }
        if (index >= 0) {
            float wx = xf.rotateX(nx[index], ny[index]), wy = xf.rotateY(nx[index], ny[index]);
            out.set(lower, wx, wy, in.p1x + lower * (in.p2x - in.p1x), in.p1y + lower * (in.p2y - in.p1y));
            return true;
        }
        return false;
    }
}
