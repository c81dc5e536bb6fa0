package com.tiltfall.physics.dynamics;

import com.tiltfall.physics.collision.ArrayGrowth;
import com.tiltfall.physics.collision.Circle;
import com.tiltfall.physics.collision.ContactId;
import com.tiltfall.physics.collision.Manifold;
import com.tiltfall.physics.collision.PolyShape;
import com.tiltfall.physics.collision.Polygon;
import com.tiltfall.physics.collision.Segment;
import com.tiltfall.physics.collision.Shape;
import com.tiltfall.physics.collision.ShapeType;
import com.tiltfall.physics.collision.Transform;
import com.tiltfall.physics.collision.TreeQueryCallback;

/**
 * Seamless static terrain built from separate pieces (issue 23 part 1; Box2D v3's chain segments generalised to
 * polygons). Where two static polygons share an edge, that edge is internal; where a piece's surface continues into
 * another piece's at a shared vertex (polygon or one-sided segment), that vertex is a ghost vertex: a contact there may
 * only push along the piece's own face normal (flat or concave join) or within the cone between the two faces' normals
 * (convex join). A manifold whose normal is not admissible is rebuilt against the piece's best real face, clipped to that
 * face, so the next piece's side face or corner never stops a body sliding over the seam.
 *
 * <p>The joins are found when static colliders change (creation, removal, moves, type changes: {@link #markDirty}) at the
 * start of the next step, not per step; the per-step check is a few dot products for colliders with joins only.
 */
final class TerrainSmoothing {
    /** Vertices this close are one vertex, edges this close to one line are one edge, m. */
    static final double JOIN_TOLERANCE = 1e-3;
    /** A normal this close to a real face's normal counts as that face's (cosine). */
    private static final double FACE_COS = 1.0 - 1e-9;
    /** A join turning away by less than this (sine) is flat. */
    private static final double FLAT_SIN = 1e-6;

    static final int FREE = 0, NONE = 1, CONE = 2;

    /** One static collider's joins, in its body's frame. */
    static final class Joins {
        /** Bit i: edge i (vertex i to i + 1) is a real surface (not internal, not a one-sided segment's back). */
        int realMask;
        /** Per vertex: FREE (an ordinary corner), NONE (only the faces' normals), CONE (lo..hi, counter-clockwise). */
        int[] kind = new int[4];
        /** Per vertex: bit 1, the face before it (edge v - 1) is continued flat or concavely by a neighbour; bit 2, the
         * face after it (edge v). */
        int[] continued = new int[4];

        double[] loX = new double[4], loY = new double[4], hiX = new double[4], hiY = new double[4];

        void ensure(int n) {
            if (kind.length >= n) return;
            kind = new int[n];
            continued = new int[n];
            loX = new double[n];
            loY = new double[n];
            hiX = new double[n];
            hiY = new double[n];
        }
    }

    private final World world;
    /** Per collider slot; null when the collider has no join. */
    Joins[] joins = new Joins[16];
    /** Per collider slot, kept when a collider loses its joins, so that refinding allocates nothing the second time. */
    private Joins[] pool = new Joins[16];

    private boolean dirty;
    private final double[] ax = new double[Polygon.MAX_VERTICES], ay = new double[Polygon.MAX_VERTICES];
    private final double[] anx = new double[Polygon.MAX_VERTICES], aNy = new double[Polygon.MAX_VERTICES];
    private final double[] bx = new double[Polygon.MAX_VERTICES], by = new double[Polygon.MAX_VERTICES];
    private final double[] bnx = new double[Polygon.MAX_VERTICES], bny = new double[Polygon.MAX_VERTICES];
    private int[] candidates = new int[16];
    private int candidateCount;
    private final TreeQueryCallback collect = this::collect;

    TerrainSmoothing(World world) {
        this.world = world;
    }

    void grow(int n) {
        if (joins.length < n) {
            Joins[] g = new Joins[n], p = new Joins[n];
            System.arraycopy(joins, 0, g, 0, joins.length);
            System.arraycopy(pool, 0, p, 0, pool.length);
            joins = g;
            pool = p;
        }
    }

    /** Static terrain changed: the joins are found again before the next step's collision. */
    void markDirty() {
        dirty = true;
    }

    /** Finds every static collider's joins again if static terrain changed since the last step. */
    void refresh() {
        if (!dirty) return;
        dirty = false;
        final Colliders col = world.colliders;
        grow(col.cap);
        for (int c = 0; c < col.ids.high; c++) {
            if (!smoothable(c)) {
                if (c < joins.length && joins[c] != null) joins[c] = null;
                continue;
            }
            if (!findJoins(c)) joins[c] = null;
        }
    }

    /** A live, solid collider on a static body whose shape is a polygon or a one-sided segment. */
    private boolean smoothable(int c) {
        final Colliders col = world.colliders;
        if ((col.flags[c] & Colliders.ALIVE) == 0 || (col.flags[c] & Colliders.SENSOR) != 0) return false;
        if (world.bodies.type[col.body[c]] != Bodies.STATIC) return false;
        Shape s = col.shape[c];
        return s.type() == ShapeType.POLYGON || (s.type() == ShapeType.SEGMENT && ((Segment) s).oneSided);
    }

    private boolean collect(int proxyId) {
        if (candidateCount == candidates.length) candidates = ArrayGrowth.grow(candidates, 2 * candidates.length);
        candidates[candidateCount++] = world.colliders.broad.getUserData(proxyId);
        return true;
    }

    /** Real edges of a smoothable shape: all of a polygon's, a one-sided segment's front (edge 1) only. */
    private static int allReal(PolyShape s) {
        return s.type() == ShapeType.SEGMENT ? 2 : (s.getVertexCount() == 32 ? -1 : (1 << s.getVertexCount()) - 1);
    }

    private static int worldVertices(PolyShape s, Transform xf, double[] x, double[] y, double[] nx, double[] ny) {
        int n = s.getVertexCount();
        for (int i = 0; i < n; i++) {
            x[i] = xf.toWorldX(s.getVertexX(i), s.getVertexY(i));
            y[i] = xf.toWorldY(s.getVertexX(i), s.getVertexY(i));
            nx[i] = xf.rotateX(s.getNormalX(i), s.getNormalY(i));
            ny[i] = xf.rotateY(s.getNormalX(i), s.getNormalY(i));
        }
        return n;
    }

    /** Whether edge i of A lies on edge j of B, facing it (a shared edge), wholly when {@code whole}. */
    private boolean shared(int i, int na, int j, int nb, boolean whole) {
        if (anx[i] * bnx[j] + aNy[i] * bny[j] > -FACE_COS) return false;
        int i2 = i + 1 == na ? 0 : i + 1, j2 = j + 1 == nb ? 0 : j + 1;
        if (Math.abs(anx[i] * (bx[j] - ax[i]) + aNy[i] * (by[j] - ay[i])) > JOIN_TOLERANCE) return false;
        double tx = ax[i2] - ax[i], ty = ay[i2] - ay[i];
        double len = Math.sqrt(tx * tx + ty * ty);
        tx /= len;
        ty /= len;
        double u1 = tx * (bx[j] - ax[i]) + ty * (by[j] - ay[i]), u2 = tx * (bx[j2] - ax[i]) + ty * (by[j2] - ay[i]);
        double lo = Math.min(u1, u2), hi = Math.max(u1, u2);
        if (whole) return lo <= JOIN_TOLERANCE && hi >= len - JOIN_TOLERANCE;
        return hi > JOIN_TOLERANCE && lo < len - JOIN_TOLERANCE;
    }

    /** Fills collider c's joins; false when it has none (an ordinary convex piece). */
    private boolean findJoins(int c) {
        final Colliders col = world.colliders;
        final Transform[] xf = world.bodies.pose.xf;
        PolyShape a = (PolyShape) col.shape[c];
        int na = worldVertices(a, xf[col.body[c]], ax, ay, anx, aNy);
        int real = allReal(a);
        int o = 4 * c;
        double t = JOIN_TOLERANCE;
        candidateCount = 0;
        col.broad.query(
                col.fat[o] - t,
                col.fat[o + 1] - t,
                col.fat[o + 2] + t,
                col.fat[o + 3] + t,
                Colliders.kindBits(Bodies.STATIC),
                collect);
        // internal edges: wholly covered by a neighbour polygon's facing edge
        if (a.type() == ShapeType.POLYGON) {
            for (int k = 0; k < candidateCount; k++) {
                int oc = candidates[k];
                if (oc == c || !smoothable(oc) || col.shape[oc].type() != ShapeType.POLYGON) continue;
                PolyShape b = (PolyShape) col.shape[oc];
                int nb = worldVertices(b, xf[col.body[oc]], bx, by, bnx, bny);
                for (int i = 0; i < na; i++)
                    for (int j = 0; j < nb; j++) if (shared(i, na, j, nb, true)) real &= ~(1 << i);
            }
        }
        if (pool[c] == null) pool[c] = new Joins();
        Joins jn = pool[c];
        jn.ensure(na);
        jn.realMask = real;
        boolean any = real != allReal(a);
        for (int v = 0; v < na; v++) {
            int prev = v == 0 ? na - 1 : v - 1;
            boolean prevReal = (real & (1 << prev)) != 0, nextReal = (real & (1 << v)) != 0;
            jn.continued[v] = 0;
            jn.kind[v] = !prevReal && !nextReal ? NONE : (prevReal && nextReal ? FREE : -1);
            if (jn.kind[v] == NONE) continue;
            // the neighbours' real faces that end at this vertex
            boolean found = false, concave = false;
            double bestConvex = Double.NEGATIVE_INFINITY, gnx = 0, gny = 0, fnx = 0, fny = 0;
            for (int k = 0; k < candidateCount; k++) {
                int oc = candidates[k];
                if (oc == c || !smoothable(oc)) continue;
                PolyShape b = (PolyShape) col.shape[oc];
                int nb = worldVertices(b, xf[col.body[oc]], bx, by, bnx, bny);
                int bReal = allReal(b);
                for (int j = 0; j < nb; j++) {
                    if ((bReal & (1 << j)) == 0) continue;
                    int j2 = j + 1 == nb ? 0 : j + 1;
                    boolean atStart = near(bx[j], by[j], ax[v], ay[v]), atEnd = near(bx[j2], by[j2], ax[v], ay[v]);
                    if (!atStart && !atEnd) continue;
                    boolean facing = false;
                    for (int i = 0; i < na && !facing; i++) facing = shared(i, na, j, nb, false);
                    if (facing) continue; // the other side of a shared edge
                    // each real face of this piece at v against this neighbour face
                    for (int side = 0; side < 2; side++) {
                        int e = side == 0 ? prev : v;
                        if ((real & (1 << e)) == 0) continue;
                        // direction from v into face e
                        int far = side == 0 ? prev : (v + 1 == na ? 0 : v + 1);
                        double tx = ax[far] - ax[v], ty = ay[far] - ay[v];
                        double len = Math.sqrt(tx * tx + ty * ty);
                        double bend = (bnx[j] * tx + bny[j] * ty) / len; // < 0: the neighbour turns away (convex)
                        found = true;
                        if (bend >= -FLAT_SIN) {
                            concave = true;
                            jn.continued[v] |= 1 << side;
                        } else if (bend > bestConvex) {
                            bestConvex = bend;
                            gnx = bnx[j];
                            gny = bny[j];
                            fnx = anx[e];
                            fny = aNy[e];
                        }
                    }
                }
            }
            if (!found) {
                // an internal edge with no continuing face (e.g. a step against a wall) or a free chain end
                if (jn.kind[v] == -1) jn.kind[v] = a.type() == ShapeType.SEGMENT ? FREE : NONE;
                continue;
            }
            any = true;
            if (concave) {
                jn.kind[v] = NONE;
                continue;
            }
            jn.kind[v] = CONE;
            Transform bxf = xf[col.body[c]];
            double lnx = bxf.invRotateX(fnx, fny), lny = bxf.invRotateY(fnx, fny);
            double lgx = bxf.invRotateX(gnx, gny), lgy = bxf.invRotateY(gnx, gny);
            boolean ccw = lnx * lgy - lny * lgx >= 0.0;
            jn.loX[v] = ccw ? lnx : lgx;
            jn.loY[v] = ccw ? lny : lgy;
            jn.hiX[v] = ccw ? lgx : lnx;
            jn.hiY[v] = ccw ? lgy : lny;
        }
        if (!any) return false;
        joins[c] = jn;
        return true;
    }

    private static boolean near(double x1, double y1, double x2, double y2) {
        return Math.abs(x1 - x2) <= JOIN_TOLERANCE && Math.abs(y1 - y2) <= JOIN_TOLERANCE;
    }

    /**
     * Makes manifold m (normal from collider ca to cb) admissible for the terrain pieces with joins among the two: a
     * normal that points into a neighbour is replaced by the piece's best real face. Called after the narrow phase.
     */
    void apply(int ca, int cb, double spec, Manifold m) {
        if (m.pointCount == 0) return;
        if (ca < joins.length && joins[ca] != null) fix(ca, cb, true, spec, m);
        else if (cb < joins.length && joins[cb] != null) fix(cb, ca, false, spec, m);
    }

    private void fix(int t, int s, boolean terrainIsA, double spec, Manifold m) {
        final Colliders col = world.colliders;
        final Transform[] xf = world.bodies.pose.xf;
        Joins jn = joins[t];
        Shape other = col.shape[s];
        if (other.type() != ShapeType.CIRCLE && other.type() != ShapeType.POLYGON) return;
        PolyShape ts = (PolyShape) col.shape[t];
        Transform txf = xf[col.body[t]];
        int na = worldVertices(ts, txf, ax, ay, anx, aNy);
        Transform oxf = xf[col.body[s]];
        double r = 0.0;
        int nb;
        if (other.type() == ShapeType.CIRCLE) {
            Circle cs = (Circle) other;
            bx[0] = oxf.toWorldX(cs.centreX, cs.centreY);
            by[0] = oxf.toWorldY(cs.centreX, cs.centreY);
            r = cs.radius;
            nb = 1;
        } else nb = worldVertices((PolyShape) other, oxf, bx, by, bnx, bny);
        double skin = 2.0 * world.ctx.linearSlop;
        double wnx = terrainIsA ? m.normalX : -m.normalX, wny = terrainIsA ? m.normalY : -m.normalY;
        if (admissible(jn, txf, na, nb, r, skin, wnx, wny)) return;
        // the valid real face of the terrain piece with the largest separation
        int best = -1;
        double bestSep = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < na; i++) {
            if ((jn.realMask & (1 << i)) == 0 || !validFace(jn, i, na, nb, r, skin)) continue;
            double sep = Double.POSITIVE_INFINITY;
            for (int j = 0; j < nb; j++) sep = Math.min(sep, anx[i] * (bx[j] - ax[i]) + aNy[i] * (by[j] - ay[i]));
            sep -= r;
            if (sep > bestSep) {
                bestSep = sep;
                best = i;
            }
        }
        m.pointCount = 0;
        if (best < 0 || bestSep > spec) return;
        double fnx = anx[best], fny = aNy[best];
        m.normalX = terrainIsA ? fnx : -fnx;
        m.normalY = terrainIsA ? fny : -fny;
        int i2 = best + 1 == na ? 0 : best + 1;
        double tx = ax[i2] - ax[best], ty = ay[i2] - ay[best];
        double len = Math.sqrt(tx * tx + ty * ty);
        tx /= len;
        ty /= len;
        if (nb == 1) {
            double u = tx * (bx[0] - ax[best]) + ty * (by[0] - ay[best]);
            if (u < 0.0 || u > len) return; // beyond the face: the neighbour's contact
            double px = bx[0] - (r + 0.5 * bestSep) * fnx, py = by[0] - (r + 0.5 * bestSep) * fny;
            add(m, px, py, bestSep, ContactId.make(best, 0, ContactId.FACE, ContactId.VERTEX), terrainIsA);
            return;
        }
        // incident edge: the other polygon's edge most against the face; clipped to the face
        int inc = 0;
        double minDot = Double.POSITIVE_INFINITY;
        for (int j = 0; j < nb; j++) {
            double d = bnx[j] * fnx + bny[j] * fny;
            if (d < minDot) {
                minDot = d;
                inc = j;
            }
        }
        int inc2 = inc + 1 == nb ? 0 : inc + 1;
        double u0 = tx * (bx[inc] - ax[best]) + ty * (by[inc] - ay[best]);
        double u1 = tx * (bx[inc2] - ax[best]) + ty * (by[inc2] - ay[best]);
        for (int k = 0; k < 2; k++) {
            int vtx = k == 0 ? inc : inc2;
            double u = k == 0 ? u0 : u1, uo = k == 0 ? u1 : u0;
            double px = bx[vtx], py = by[vtx];
            int id = ContactId.make(best, vtx, ContactId.FACE, ContactId.VERTEX);
            if (u < 0.0 || u > len) {
                double edge = u < 0.0 ? 0.0 : len;
                if ((uo < 0.0 && u < 0.0) || (uo > len && u > len)) continue; // the whole edge lies beside the face
                double f = (edge - u) / (uo - u);
                int ox = k == 0 ? inc2 : inc;
                px += f * (bx[ox] - px);
                py += f * (by[ox] - py);
                id = ContactId.make(u < 0.0 ? best : i2, vtx, ContactId.VERTEX, ContactId.FACE);
            }
            double sep = fnx * (px - ax[best]) + fny * (py - ay[best]);
            if (sep <= spec) add(m, px - 0.5 * sep * fnx, py - 0.5 * sep * fny, sep, id, terrainIsA);
        }
    }

    private static void add(Manifold m, double px, double py, double sep, int id, boolean terrainIsA) {
        m.addPoint(px, py, sep, terrainIsA ? id : ContactId.swap(id));
    }

    /**
     * Whether world normal (nx, ny) out of the piece (vertices in a*, the other shape's in b*) is a valid real face's
     * normal or lies inside an allowed vertex cone.
     */
    private boolean admissible(Joins jn, Transform txf, int n, int nb, double r, double skin, double nx, double ny) {
        for (int i = 0; i < n; i++) {
            if ((jn.realMask & (1 << i)) != 0
                    && nx * anx[i] + ny * aNy[i] >= FACE_COS
                    && validFace(jn, i, n, nb, r, skin)) return true;
        }
        for (int v = 0; v < n; v++) {
            double lx, ly, hx, hy;
            if (jn.kind[v] == FREE) {
                int prev = v == 0 ? n - 1 : v - 1;
                lx = anx[prev];
                ly = aNy[prev];
                hx = anx[v];
                hy = aNy[v];
            } else if (jn.kind[v] == CONE) {
                lx = txf.rotateX(jn.loX[v], jn.loY[v]);
                ly = txf.rotateY(jn.loX[v], jn.loY[v]);
                hx = txf.rotateX(jn.hiX[v], jn.hiY[v]);
                hy = txf.rotateY(jn.hiX[v], jn.hiY[v]);
            } else continue;
            // an ordinary corner strictly inside (its faces are checked above); a convex join's edges too (the
            // neighbour's face normal is real there)
            double tol = jn.kind[v] == CONE ? -1e-12 : 1e-12;
            if (lx * ny - ly * nx > tol && nx * hy - ny * hx > tol) return true;
        }
        return false;
    }

    /**
     * A real face i ending at a NONE vertex whose other face k is real too and continued there by a neighbour while
     * face i is not (a polygon corner where a one-sided segment continues face k) holds the other shape only if that shape reaches behind face k's line by more than the skin:
     * a body sliding on face k and its continuation never meets face i's top end.
     */
    private boolean validFace(Joins jn, int i, int n, int nb, double r, double skin) {
        for (int end = 0; end < 2; end++) {
            int v = end == 0 ? i : (i + 1 == n ? 0 : i + 1);
            if (jn.kind[v] != NONE) continue;
            int k = end == 0 ? (v == 0 ? n - 1 : v - 1) : v;
            // face i is the next face of its start vertex (end 0) and the previous face of its end vertex
            int mine = end == 0 ? 2 : 1, others = end == 0 ? 1 : 2;
            if ((jn.realMask & (1 << k)) == 0 || (jn.continued[v] & mine) != 0 || (jn.continued[v] & others) == 0)
                continue;
            double depth = Double.POSITIVE_INFINITY;
            for (int j = 0; j < nb; j++) depth = Math.min(depth, anx[k] * (bx[j] - ax[v]) + aNy[k] * (by[j] - ay[v]));
            if (depth - r >= -skin) return false;
        }
        return true;
    }
}
