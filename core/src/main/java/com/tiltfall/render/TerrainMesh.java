package com.tiltfall.render;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.utils.ImmutableArray;
import com.badlogic.gdx.utils.Array;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.physics.collision.Ellipse;
import com.tiltfall.physics.collision.Polygon;
import com.tiltfall.physics.collision.Segment;
import com.tiltfall.physics.collision.Shape;
import com.tiltfall.physics.dynamics.BodyType;

/**
 * The terrain's picture, made once per level from the collision shapes themselves (the {@link BodyComponent}
 * shapes of every static terrain body): each convex polygon and each ellipse is filled with a repeating texture, a
 * ground line (chain) is filled from the line down to below the level, and a grass strip runs along every
 * upward-facing edge that is open to the air, inside the shape. So what is drawn is what the player stands on, for
 * any shape a designer draws. Vertices are in world metres in {@code PolygonSpriteBatch} format (x, y, colour, u, v);
 * the repeating textures map one texture width to {@link #TEXTURE_METRES}.
 */
public final class TerrainMesh {
    /** Which texture a piece uses. */
    public static final int FILL = 0, LEDGE = 1, GRASS = 2;
    /** Floats per vertex: x, y, colour, u, v. */
    public static final int STRIDE = 5;
    /** Metres covered by one repeat of a fill texture. */
    public static final float TEXTURE_METRES = 1f;
    /** Depth of the grass strip below an upward edge, m (the texture's height). */
    public static final double GRASS_DEPTH = 0.5;
    /** An edge gets grass when its outward normal is within 60 degrees of up. */
    public static final double GRASS_MIN_NY = 0.5;
    /** Largest gap between an ellipse and the polygon drawn for it, m (well under a pixel). */
    static final double ELLIPSE_TOLERANCE = 0.002;
    /** Thickness of a ground line that does not face up (drawn behind its front side), m. */
    static final double CHAIN_BACK_THICKNESS = 0.15;

    /** One drawable piece: a triangle list over its own vertices, with its bounds for culling. */
    public static final class Piece {
        public final int layer;
        public final float[] vertices;
        public final short[] triangles;
        public float minX = Float.MAX_VALUE, minY = Float.MAX_VALUE, maxX = -Float.MAX_VALUE, maxY = -Float.MAX_VALUE;

        Piece(int layer, float[] vertices, short[] triangles) {
            this.layer = layer;
            this.vertices = vertices;
            this.triangles = triangles;
            for (int i = 0; i < vertices.length; i += STRIDE) {
                minX = Math.min(minX, vertices[i]);
                maxX = Math.max(maxX, vertices[i]);
                minY = Math.min(minY, vertices[i + 1]);
                maxY = Math.max(maxY, vertices[i + 1]);
            }
        }
    }

    private final Array<Piece> pieces = new Array<>();
    /** Solid regions for the "is this edge open to the air" test: world-space polygons (chains: down to bottom). */
    private final Array<double[]> solids = new Array<>();

    private final float colour;
    private final double bottom;

    /**
     * @param colour the packed vertex colour (white = {@code Color.WHITE_FLOAT_BITS}: the texture as it is)
     * @param bottom how far down ground lines are filled, world y (below anything the camera shows)
     */
    public TerrainMesh(Engine engine, float colour, double bottom) {
        this.colour = colour;
        this.bottom = bottom;
        ImmutableArray<Entity> bodies =
                engine.getEntitiesFor(Family.all(BodyComponent.class).get());
        // first every solid outline (for the exposure test), then the pieces
        for (int pass = 0; pass < 2; pass++) {
            for (int i = 0; i < bodies.size(); i++) {
                BodyComponent b = bodies.get(i).getComponent(BodyComponent.class);
                if (b.category != BodyComponent.CAT_TERRAIN || b.type != BodyType.STATIC || b.sensor) continue;
                double c = Math.cos(b.angle), s = Math.sin(b.angle);
                for (Shape shape : b.shapes) {
                    if (shape instanceof Polygon) polygon((Polygon) shape, b, c, s, pass, b.oneWay);
                    else if (shape instanceof Ellipse) ellipse((Ellipse) shape, b, c, s, pass);
                }
                chain(b, c, s, pass);
            }
            chainsSeen = 0;
        }
    }

    public Array<Piece> pieces() {
        return pieces;
    }

    // ------------------------------------------------------------------ polygons
    private void polygon(Polygon p, BodyComponent b, double c, double s, int pass, boolean oneWay) {
        int n = p.getVertexCount();
        double[] w = new double[2 * n];
        for (int i = 0; i < n; i++) {
            double lx = p.getVertexX(i), ly = p.getVertexY(i);
            w[2 * i] = b.x + c * lx - s * ly;
            w[2 * i + 1] = b.y + s * lx + c * ly;
        }
        if (pass == 0) {
            solids.add(w);
            return;
        }
        pieces.add(fan(oneWay ? LEDGE : FILL, w));
        if (oneWay) return; // a ledge is planks all through
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            double ex = w[2 * j] - w[2 * i], ey = w[2 * j + 1] - w[2 * i + 1], len = Math.sqrt(ex * ex + ey * ey);
            if (len < 1e-9) continue;
            double nx = ey / len, ny = -ex / len; // counter-clockwise polygon: outward normal
            if (ny < GRASS_MIN_NY) continue;
            // the edge in short pieces: only the runs open to the air get grass (another shape may cover part of it)
            int pieces = Math.max(1, (int) Math.ceil(len / GRASS_STEP));
            int runStart = -1;
            for (int k = 0; k <= pieces; k++) {
                boolean open = k < pieces && open(w, i, (k + 0.5) / pieces, nx, ny);
                if (open && runStart < 0) runStart = k;
                if (!open && runStart >= 0) {
                    grassStrip(w, i, (double) runStart / pieces, (double) k / pieces, ex / len, ey / len, nx, ny);
                    runStart = -1;
                }
            }
        }
    }

    /** Longest piece of an edge tested on its own for being open to the air, m. */
    static final double GRASS_STEP = 0.25;

    /** True when the air just outside edge i of this outline at fraction f along it is not inside another solid. */
    private boolean open(double[] own, int i, double f, double nx, double ny) {
        int n = own.length / 2, j = (i + 1) % n;
        double mx = own[2 * i] + (own[2 * j] - own[2 * i]) * f + nx * 0.05;
        double my = own[2 * i + 1] + (own[2 * j + 1] - own[2 * i + 1]) * f + ny * 0.05;
        return !insideAnySolid(mx, my, own);
    }

    private boolean insideAnySolid(double x, double y, double[] except) {
        for (int k = 0; k < solids.size; k++) {
            double[] poly = solids.get(k);
            if (poly != except && insideConvex(poly, x, y)) return true;
        }
        return false;
    }

    /** Point in a convex counter-clockwise polygon. */
    static boolean insideConvex(double[] w, double x, double y) {
        int n = w.length / 2;
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            double cross = (w[2 * j] - w[2 * i]) * (y - w[2 * i + 1]) - (w[2 * j + 1] - w[2 * i + 1]) * (x - w[2 * i]);
            if (cross < 0) return false;
        }
        return true;
    }

    /**
     * The grass quad below edge i, clipped to the solid ground under it: first to its own (convex) outline, then what
     * sticks out of that to the other solids, so that a thin convex piece of a split outline (a hill's flat top cut
     * into slivers) still gets the full depth of grass from the pieces below it. Never drawn in the air.
     */
    private void grassStrip(double[] w, int i, double f0, double f1, double tx, double ty, double nx, double ny) {
        int n = w.length / 2, j = (i + 1) % n;
        double ax = w[2 * i], ay = w[2 * i + 1], bx = w[2 * j], by = w[2 * j + 1];
        double x1 = ax + (bx - ax) * f0, y1 = ay + (by - ay) * f0, x2 = ax + (bx - ax) * f1, y2 = ay + (by - ay) * f1;
        double d = GRASS_DEPTH;
        double[] quad = {x1, y1, x1 - nx * d, y1 - ny * d, x2 - nx * d, y2 - ny * d, x2, y2};
        // u along the edge from its start (plus the world x, so neighbouring strips roughly line up); v across
        double[] uv = {
            (x1 - x1 * tx - y1 * ty) / TEXTURE_METRES, tx / TEXTURE_METRES, ty / TEXTURE_METRES,
            (x1 * nx + y1 * ny) / d, -nx / d, -ny / d
        };
        grassPiece(clip(quad, w), uv);
        // the parts of the quad outside the own outline (one per outline edge, disjoint), on the other solids
        double[] rest = quad;
        for (int e = 0; e < n && rest.length >= 6; e++) {
            int f = (e + 1) % n;
            double ex = w[2 * e], ey = w[2 * e + 1], fx = w[2 * f], fy = w[2 * f + 1];
            double[] outside = half(rest, fx, fy, ex, ey); // right of the edge e: outside the outline
            rest = half(rest, ex, ey, fx, fy);
            if (outside.length < 6) continue;
            for (int k = 0; k < solids.size; k++) {
                if (solids.get(k) != w) grassPiece(clip(outside, solids.get(k)), uv);
            }
        }
    }

    /** A grass piece over a convex outline; texture coordinates u = uv[0] + uv[1] x + uv[2] y, v likewise. */
    private void grassPiece(double[] poly, double[] uv) {
        if (poly.length < 6 || Math.abs(area(poly)) < 1e-9) return;
        int m = poly.length / 2;
        float[] v = new float[m * STRIDE];
        for (int k = 0; k < m; k++) {
            double px = poly[2 * k], py = poly[2 * k + 1];
            put(v, k, px, py, (float) (uv[0] + uv[1] * px + uv[2] * py), (float) (uv[3] + uv[4] * px + uv[5] * py));
        }
        pieces.add(new Piece(GRASS, v, fanTriangles(m)));
    }

    /** Twice the signed area of an outline (positive: counter-clockwise). */
    static double area(double[] q) {
        double a = 0;
        int n = q.length / 2;
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            a += q[2 * i] * q[2 * j + 1] - q[2 * j] * q[2 * i + 1];
        }
        return a;
    }

    /** Sutherland-Hodgman: the convex polygon {@code subject} cut to the convex counter-clockwise {@code clip}. */
    static double[] clip(double[] subject, double[] clip) {
        double[] out = subject;
        int n = clip.length / 2;
        for (int e = 0; e < n && out.length >= 6; e++) {
            int f = (e + 1) % n;
            out = half(out, clip[2 * e], clip[2 * e + 1], clip[2 * f], clip[2 * f + 1]);
        }
        return out;
    }

    /** The part of a convex polygon on the left of the line from a to b (on the line counts as left). */
    static double[] half(double[] poly, double ax, double ay, double bx, double by) {
        int m = poly.length / 2;
        double[] next = new double[4 * m];
        int k = 0;
        for (int i = 0; i < m; i++) {
            int j = (i + 1) % m;
            double px = poly[2 * i], py = poly[2 * i + 1], qx = poly[2 * j], qy = poly[2 * j + 1];
            double dp = (bx - ax) * (py - ay) - (by - ay) * (px - ax);
            double dq = (bx - ax) * (qy - ay) - (by - ay) * (qx - ax);
            if (dp >= -1e-12) {
                next[k++] = px;
                next[k++] = py;
            }
            if ((dp >= -1e-12) != (dq >= -1e-12)) {
                double t = dp / (dp - dq);
                next[k++] = px + (qx - px) * t;
                next[k++] = py + (qy - py) * t;
            }
        }
        double[] out = new double[k];
        System.arraycopy(next, 0, out, 0, k);
        return out;
    }

    // ------------------------------------------------------------------ ellipses
    /** Segments so that the drawn polygon is within {@link #ELLIPSE_TOLERANCE} of the true ellipse. */
    static int ellipseSegments(double a, double b) {
        double r = Math.max(a, b);
        double step = Math.acos(Math.max(-1.0, 1.0 - ELLIPSE_TOLERANCE / r)) * 2.0;
        return Math.max(24, Math.min(1000, (int) Math.ceil(2.0 * Math.PI / step)));
    }

    private void ellipse(Ellipse e, BodyComponent b, double c, double s, int pass) {
        double cx = b.x + c * e.centreX - s * e.centreY, cy = b.y + s * e.centreX + c * e.centreY;
        double ang = b.angle + e.angle, ca = Math.cos(ang), sa = Math.sin(ang);
        int n = ellipseSegments(e.a, e.b);
        double[] w = new double[2 * n];
        for (int i = 0; i < n; i++) {
            double t = 2.0 * Math.PI * i / n, lx = e.a * Math.cos(t), ly = e.b * Math.sin(t);
            w[2 * i] = cx + ca * lx - sa * ly;
            w[2 * i + 1] = cy + sa * lx + ca * ly;
        }
        if (pass == 0) {
            solids.add(w);
            return;
        }
        // the fill: a fan from the centre (a polygon inscribed in the ellipse with a gap under a millimetre)
        float[] v = new float[(n + 1) * STRIDE];
        put(v, 0, cx, cy, (float) (cx / TEXTURE_METRES), (float) (-cy / TEXTURE_METRES));
        short[] tris = new short[3 * n];
        for (int i = 0; i < n; i++) {
            put(v, i + 1, w[2 * i], w[2 * i + 1], (float) (w[2 * i] / TEXTURE_METRES), (float)
                    (-w[2 * i + 1] / TEXTURE_METRES));
            tris[3 * i] = 0;
            tris[3 * i + 1] = (short) (i + 1);
            tris[3 * i + 2] = (short) ((i + 1) % n + 1);
        }
        pieces.add(new Piece(FILL, v, tris));
        // grass: the band between the ellipse and one shrunk by the grass depth, over the upward-facing open arc
        double ia = Math.max(e.a - GRASS_DEPTH, e.a * 0.5), ib = Math.max(e.b - GRASS_DEPTH, e.b * 0.5);
        double along = 0;
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            double ex = w[2 * j] - w[2 * i], ey = w[2 * j + 1] - w[2 * i + 1], len = Math.sqrt(ex * ex + ey * ey);
            double nx = ey / len, ny = -ex / len;
            if (ny < GRASS_MIN_NY || !open(w, i, 0.5, nx, ny)) {
                along = 0;
                continue;
            }
            double t0 = 2.0 * Math.PI * i / n, t1 = 2.0 * Math.PI * (i + 1) / n;
            double i0x = cx + ca * ia * Math.cos(t0) - sa * ib * Math.sin(t0);
            double i0y = cy + sa * ia * Math.cos(t0) + ca * ib * Math.sin(t0);
            double i1x = cx + ca * ia * Math.cos(t1) - sa * ib * Math.sin(t1);
            double i1y = cy + sa * ia * Math.cos(t1) + ca * ib * Math.sin(t1);
            float[] q = new float[4 * STRIDE];
            float u0 = (float) (along / TEXTURE_METRES), u1 = (float) ((along + len) / TEXTURE_METRES);
            put(q, 0, w[2 * i], w[2 * i + 1], u0, 0f);
            put(q, 1, i0x, i0y, u0, 1f);
            put(q, 2, i1x, i1y, u1, 1f);
            put(q, 3, w[2 * j], w[2 * j + 1], u1, 0f);
            pieces.add(new Piece(GRASS, q, fanTriangles(4)));
            along += len;
        }
    }

    // ------------------------------------------------------------------ ground lines
    /** How far above its highest point a ceiling line (a chain drawn right to left) is filled, m. */
    static final double CEILING_FILL = 100.0;

    /** Per chain body, in the order met: its solid region as convex quads (made in pass 0, drawn in pass 1). */
    private final Array<Array<double[]>> chainRegions = new Array<>();

    private int chainsSeen;

    /**
     * A body's ground line (its segments; each is solid on its back side, the right of its direction): filled on
     * the back side out to beyond the level, exactly as a vertical ray counts it. Going down from far above, the
     * region is solid while (1 for a line drawn right to left overall, else 0) + (segments crossed that run right)
     * - (segments crossed that run left) is positive. So a line drawn left to right is ground filled to below the
     * level, one drawn right to left a ceiling filled upwards, and an overhang leaves the air under it open. Cut
     * into vertical slabs at every point and crossing, the region is a set of quads; grass runs along the parts
     * of upward-facing segments open to the air.
     */
    private void chain(BodyComponent b, double c, double s, int pass) {
        int n = 0;
        for (Shape shape : b.shapes) if (shape instanceof Segment) n++;
        if (n == 0) return;
        double[] seg = new double[4 * n];
        int k = 0;
        for (Shape shape : b.shapes) {
            if (!(shape instanceof Segment)) continue;
            Segment g = (Segment) shape;
            seg[k++] = b.x + c * g.x1 - s * g.y1;
            seg[k++] = b.y + s * g.x1 + c * g.y1;
            seg[k++] = b.x + c * g.x2 - s * g.y2;
            seg[k++] = b.y + s * g.x2 + c * g.y2;
        }
        if (pass == 0) {
            Array<double[]> region = chainRegion(seg);
            chainRegions.add(region);
            for (double[] q : region) solids.add(q);
            return;
        }
        Array<double[]> region = chainRegions.get(chainsSeen++);
        for (double[] q : region) pieces.add(fan(FILL, q));
        for (int i = 0; i < n; i++) {
            double x1 = seg[4 * i], y1 = seg[4 * i + 1], x2 = seg[4 * i + 2], y2 = seg[4 * i + 3];
            double ex = x2 - x1, ey = y2 - y1, len = Math.sqrt(ex * ex + ey * ey);
            if (len < 1e-9) continue;
            double fnx = -ey / len, fny = ex / len; // the front: left of the direction
            if (Math.abs(ex) < 1e-9) {
                // a wall line: no width to fill in a slab; a thin band behind its front side shows it
                double tx = fnx * CHAIN_BACK_THICKNESS, ty = fny * CHAIN_BACK_THICKNESS;
                pieces.add(fan(FILL, ccw(new double[] {x1, y1, x2, y2, x2 - tx, y2 - ty, x1 - tx, y1 - ty})));
                continue;
            }
            if (fny < GRASS_MIN_NY) continue; // faces down or too steep
            int parts = Math.max(1, (int) Math.ceil(len / GRASS_STEP));
            int runStart = -1;
            for (int p = 0; p <= parts; p++) {
                double f = (p + 0.5) / parts;
                boolean open = p < parts && !insideAnySolid(x1 + ex * f + fnx * 0.05, y1 + ey * f + fny * 0.05, null);
                if (open && runStart < 0) runStart = p;
                if (!open && runStart >= 0) {
                    chainGrass(x1, y1, x2, y2, (double) runStart / parts, (double) p / parts, region);
                    runStart = -1;
                }
            }
        }
    }

    /** Grass straight down from part [f0, f1] of a segment running right, kept inside the line's own region. */
    private void chainGrass(double x1, double y1, double x2, double y2, double f0, double f1, Array<double[]> region) {
        double d = GRASS_DEPTH, slope = (y2 - y1) / (x2 - x1);
        double ax = x1 + (x2 - x1) * f0, ay = y1 + (y2 - y1) * f0, bx = x1 + (x2 - x1) * f1, by = y1 + (y2 - y1) * f1;
        double[] quad = {ax, ay, ax, ay - d, bx, by - d, bx, by};
        // u = x (one texture per metre), v = depth below the line / grass depth
        double[] uv = {0, 1 / TEXTURE_METRES, 0, (y1 - slope * x1) / d, slope / d, -1 / d};
        for (double[] q : region) {
            if (q[0] > bx || q[2] < ax) continue;
            grassPiece(clip(quad, q), uv);
        }
    }

    /** The solid region of a ground line as counter-clockwise quads in vertical slabs (see {@link #chain}). */
    private Array<double[]> chainRegion(double[] seg) {
        int n = seg.length / 4;
        double dirSum = 0, maxY = -Double.MAX_VALUE, minY = Double.MAX_VALUE;
        double[] xs = new double[2 * n + n * (n - 1) / 2];
        int cuts = 0;
        for (int i = 0; i < n; i++) {
            dirSum += seg[4 * i + 2] - seg[4 * i];
            xs[cuts++] = seg[4 * i];
            xs[cuts++] = seg[4 * i + 2];
            maxY = Math.max(maxY, Math.max(seg[4 * i + 1], seg[4 * i + 3]));
            minY = Math.min(minY, Math.min(seg[4 * i + 1], seg[4 * i + 3]));
        }
        // where two segments cross (a line drawn over itself), the slabs must be cut too
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                double x = crossingX(seg, i, j);
                if (!Double.isNaN(x)) xs[cuts++] = x;
            }
        }
        java.util.Arrays.sort(xs, 0, cuts);
        double low = Math.min(bottom, minY - 1.0), high = maxY + CEILING_FILL;
        boolean ceiling = dirSum < 0;
        Array<double[]> out = new Array<>();
        int[] order = new int[n];
        double[] mid = new double[n];
        for (int s = 0; s + 1 < cuts; s++) {
            double xa = xs[s], xb = xs[s + 1];
            if (xb - xa < 1e-9) continue;
            double xm = (xa + xb) / 2;
            int m = 0;
            for (int i = 0; i < n; i++) {
                double sx1 = seg[4 * i], sx2 = seg[4 * i + 2];
                if (Math.min(sx1, sx2) <= xm && Math.max(sx1, sx2) >= xm && Math.abs(sx2 - sx1) > 1e-9) {
                    mid[i] = yAt(seg, i, xm);
                    // insertion by height, highest first
                    int p = m++;
                    while (p > 0 && mid[order[p - 1]] < mid[i]) {
                        order[p] = order[p - 1];
                        p--;
                    }
                    order[p] = i;
                }
            }
            int wind = ceiling ? 1 : 0;
            double upA = high, upB = high;
            for (int q = 0; q < m; q++) {
                int i = order[q];
                double la = yAt(seg, i, xa), lb = yAt(seg, i, xb);
                if (wind > 0) out.add(new double[] {xa, la, xb, lb, xb, upB, xa, upA});
                wind += seg[4 * i + 2] > seg[4 * i] ? 1 : -1;
                upA = la;
                upB = lb;
            }
            if (wind > 0) out.add(new double[] {xa, low, xb, low, xb, upB, xa, upA});
        }
        return out;
    }

    /** The height of segment i's line at x. */
    private static double yAt(double[] seg, int i, double x) {
        double x1 = seg[4 * i], y1 = seg[4 * i + 1], x2 = seg[4 * i + 2], y2 = seg[4 * i + 3];
        return y1 + (y2 - y1) * (x - x1) / (x2 - x1);
    }

    /** Where segments i and j cross inside both (not at a shared end), or NaN. */
    private static double crossingX(double[] seg, int i, int j) {
        double ax = seg[4 * i], ay = seg[4 * i + 1], bx = seg[4 * i + 2], by = seg[4 * i + 3];
        double cx = seg[4 * j], cy = seg[4 * j + 1], dx = seg[4 * j + 2], dy = seg[4 * j + 3];
        double rx = bx - ax, ry = by - ay, sx = dx - cx, sy = dy - cy, den = rx * sy - ry * sx;
        if (Math.abs(den) < 1e-12) return Double.NaN;
        double t = ((cx - ax) * sy - (cy - ay) * sx) / den, u = ((cx - ax) * ry - (cy - ay) * rx) / den;
        if (t <= 1e-9 || t >= 1 - 1e-9 || u <= 1e-9 || u >= 1 - 1e-9) return Double.NaN;
        return ax + rx * t;
    }

    private static double[] ccw(double[] q) {
        int n = q.length / 2;
        if (area(q) >= 0) return q;
        double[] r = new double[q.length];
        for (int i = 0; i < n; i++) {
            r[2 * i] = q[2 * (n - 1 - i)];
            r[2 * i + 1] = q[2 * (n - 1 - i) + 1];
        }
        return r;
    }

    // ------------------------------------------------------------------ helpers
    /** A filled convex outline, texture in world metres. */
    private Piece fan(int layer, double[] w) {
        int n = w.length / 2;
        float[] v = new float[n * STRIDE];
        for (int i = 0; i < n; i++) {
            put(v, i, w[2 * i], w[2 * i + 1], (float) (w[2 * i] / TEXTURE_METRES), (float)
                    (-w[2 * i + 1] / TEXTURE_METRES));
        }
        return new Piece(layer, v, fanTriangles(n));
    }

    private static short[] fanTriangles(int n) {
        short[] t = new short[3 * (n - 2)];
        for (int i = 1; i < n - 1; i++) {
            t[3 * (i - 1)] = 0;
            t[3 * (i - 1) + 1] = (short) i;
            t[3 * (i - 1) + 2] = (short) (i + 1);
        }
        return t;
    }

    private void put(float[] v, int k, double x, double y, float u, float vv) {
        int o = k * STRIDE;
        v[o] = (float) x;
        v[o + 1] = (float) y;
        v[o + 2] = colour;
        v[o + 3] = u;
        v[o + 4] = vv;
    }
}
