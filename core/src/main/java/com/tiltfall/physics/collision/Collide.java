package com.tiltfall.physics.collision;

import com.tiltfall.physics.math.DetMath;

/**
 * The narrow phase: one reusable, allocation-free object (not thread-safe: one per thread/world).
 *
 * <p>{@link #collide} fills a {@link Manifold} whose normal points FROM A TO B. It returns true iff the manifold has at
 * least one point, i.e. the shapes overlap or touch (separation == 0 counts as a hit) or, with speculativeDistance
 * d &gt; 0, are separated by at most d (points then carry a positive separation). Every ordered pair of
 * {@link ShapeType}s is handled; a reversed pair is computed in the canonical order and flipped.
 */
public final class Collide {
    /**
     * Box2D's k_tol = 0.1 * linearSlop: prefer A's reference face unless B's is clearly better (frame coherence). Also
     * the most a speculative face contact may overstate the SAT separation (see {@link #faceContact}).
     */
    static final double REFERENCE_TOLERANCE = 0.0005;

    private static final int MAXV = Polygon.MAX_VERTICES;
    private final double[] wAx = new double[MAXV],
            wAy = new double[MAXV],
            wAnx = new double[MAXV],
            wAny = new double[MAXV];
    private final double[] wBx = new double[MAXV],
            wBy = new double[MAXV],
            wBnx = new double[MAXV],
            wBny = new double[MAXV];
    private final double[] inX = new double[2], inY = new double[2];
    private final int[] inId = new int[2];
    private final double[] c1X = new double[2], c1Y = new double[2];
    private final int[] c1Id = new int[2];
    private final double[] c2X = new double[2], c2Y = new double[2];
    private final int[] c2Id = new int[2];
    private final EllipseGeom g0 = new EllipseGeom(), g1 = new EllipseGeom();
    private int sepEdge, sepVertex, countA, countB;

    /** Number of outer iterations the last ellipse-ellipse query used, and whether it fell back (for tests/docs). */
    int lastEllipseIterations;

    boolean lastEllipseFallback;

    public boolean collide(Shape a, Transform ta, Shape b, Transform tb, double speculativeDistance, Manifold out) {
        boolean hit = dispatch(a, ta, b, tb, speculativeDistance, out);
        if (hit && (isOneSided(a) || isOneSided(b))) {
            if ((isOneSided(a) && !inFront((Segment) a, ta, b, tb, out.normalX, out.normalY))
                    || (isOneSided(b) && !inFront((Segment) b, tb, a, ta, -out.normalX, -out.normalY))) {
                out.clear();
                return false;
            }
        }
        return hit;
    }

    private static boolean isOneSided(Shape s) {
        return s.type() == ShapeType.SEGMENT && ((Segment) s).oneSided;
    }

    /**
     * One-sided segment s against the other shape o: o's centre must be in front of s (or on its line) and the normal
     * from s to o must point forwards.
     */
    private static boolean inFront(Segment s, Transform ts, Shape o, Transform to, double nsx, double nsy) {
        double fx = ts.rotateX(s.nx[1], s.ny[1]), fy = ts.rotateY(s.nx[1], s.ny[1]);
        if (fx * nsx + fy * nsy <= 0.0) {
            return false;
        }
        double lx, ly;
        switch (o.type()) {
            case CIRCLE:
                lx = ((Circle) o).centreX;
                ly = ((Circle) o).centreY;
                break;
            case ELLIPSE:
                lx = ((Ellipse) o).centreX;
                ly = ((Ellipse) o).centreY;
                break;
            case POLYGON:
                lx = ((Polygon) o).centroidX;
                ly = ((Polygon) o).centroidY;
                break;
            default:
                lx = 0.5 * (((Segment) o).x1 + ((Segment) o).x2);
                ly = 0.5 * (((Segment) o).y1 + ((Segment) o).y2);
        }
        double cx = to.toWorldX(lx, ly), cy = to.toWorldY(lx, ly);
        double vx = ts.toWorldX(s.x1, s.y1), vy = ts.toWorldY(s.x1, s.y1);
        return fx * (cx - vx) + fy * (cy - vy) >= 0.0;
    }

    private boolean dispatch(Shape a, Transform ta, Shape b, Transform tb, double speculativeDistance, Manifold out) {
        out.clear();
        double spec = speculativeDistance > 0.0 ? speculativeDistance : 0.0;
        switch (a.type()) {
            case CIRCLE:
                switch (b.type()) {
                    case CIRCLE:
                        return circleCircle((Circle) a, ta, (Circle) b, tb, spec, out);
                    case POLYGON:
                        return flip(polygonCircle((PolyShape) b, tb, (Circle) a, ta, spec, out), out);
                    case SEGMENT:
                        return flip(segmentCircle((Segment) b, tb, (Circle) a, ta, spec, out), out);
                    case ELLIPSE:
                        return flip(ellipseCircle((Ellipse) b, tb, (Circle) a, ta, spec, out), out);
                    default:
                        return false;
                }
            case POLYGON:
            case SEGMENT:
                switch (b.type()) {
                    case CIRCLE:
                        return a.type() == ShapeType.SEGMENT
                                ? segmentCircle((Segment) a, ta, (Circle) b, tb, spec, out)
                                : polygonCircle((PolyShape) a, ta, (Circle) b, tb, spec, out);
                    case POLYGON:
                    case SEGMENT:
                        return polygonPolygon((PolyShape) a, ta, (PolyShape) b, tb, spec, out);
                    case ELLIPSE:
                        return polygonEllipse((PolyShape) a, ta, (Ellipse) b, tb, spec, out);
                    default:
                        return false;
                }
            case ELLIPSE:
                switch (b.type()) {
                    case CIRCLE:
                        return ellipseCircle((Ellipse) a, ta, (Circle) b, tb, spec, out);
                    case POLYGON:
                    case SEGMENT:
                        return flip(polygonEllipse((PolyShape) b, tb, (Ellipse) a, ta, spec, out), out);
                    case ELLIPSE:
                        return ellipseEllipse((Ellipse) a, ta, (Ellipse) b, tb, spec, out);
                    default:
                        return false;
                }
            default:
                return false;
        }
    }

    private static boolean flip(boolean hit, Manifold out) {
        out.flip();
        for (int i = 0; i < out.pointCount; i++) {
            out.id[i] = ContactId.swap(out.id[i]);
        }
        return hit;
    }

    // ------------------------------------------------------------------------------------------------ circles

    /** Articles 000/002/003: D = L - (r1 + r2) <= 0. Coincident centres get the normal (0, 1) instead of NaN. */
    public static boolean circleCircle(Circle a, Transform ta, Circle b, Transform tb, double spec, Manifold out) {
        out.clear();
        double ax = ta.toWorldX(a.centreX, a.centreY), ay = ta.toWorldY(a.centreX, a.centreY);
        double bx = tb.toWorldX(b.centreX, b.centreY), by = tb.toWorldY(b.centreX, b.centreY);
        double dx = bx - ax, dy = by - ay;
        double dist2 = dx * dx + dy * dy;
        double rsum = a.radius + b.radius;
        double reach = rsum + spec;
        if (dist2 > reach * reach) {
            return false;
        }
        double d = Math.sqrt(dist2);
        double nx, ny;
        if (d > 1e-6 * rsum) {
            nx = dx / d;
            ny = dy / d;
        } else {
            nx = 0.0;
            ny = 1.0;
        }
        double sep = d - rsum;
        // midpoint between A's surface point (a + ra n) and B's (b - rb n)
        double px = 0.5 * (ax + a.radius * nx + bx - b.radius * nx);
        double py = 0.5 * (ay + a.radius * ny + by - b.radius * ny);
        out.normalX = nx;
        out.normalY = ny;
        out.addPoint(px, py, sep, 0);
        return true;
    }

    /** Article 002 point-in-circle (boundary counts). */
    public static boolean pointInCircle(double px, double py, double cx, double cy, double r) {
        double dx = px - cx, dy = py - cy;
        return dx * dx + dy * dy <= r * r;
    }

    /**
     * Article 002 segment-circle: perpendicular distance |AP x AB| / |AB| when the foot of the perpendicular falls on
     * the segment, else the distance to the nearer end point. Normal from the segment to the circle.
     */
    public static boolean segmentCircle(Segment s, Transform ts, Circle c, Transform tc, double spec, Manifold out) {
        out.clear();
        double ax = ts.toWorldX(s.x1, s.y1), ay = ts.toWorldY(s.x1, s.y1);
        double bx = ts.toWorldX(s.x2, s.y2), by = ts.toWorldY(s.x2, s.y2);
        double px = tc.toWorldX(c.centreX, c.centreY), py = tc.toWorldY(c.centreX, c.centreY);
        double abx = bx - ax, aby = by - ay;
        double apx = px - ax, apy = py - ay;
        double ab2 = abx * abx + aby * aby;
        double abLen = Math.sqrt(ab2);
        double t = (apx * abx + apy * aby) / ab2;
        double qx, qy, d, nx, ny;
        int id;
        if (t > 0.0 && t < 1.0) {
            double cross = abx * apy - aby * apx; // AB x AP
            d = Math.abs(cross) / abLen;
            if (cross >= 0.0) { // P on the left of AB
                nx = -aby / abLen;
                ny = abx / abLen;
                id = ContactId.make(1, 0, ContactId.FACE, ContactId.VERTEX);
            } else {
                nx = aby / abLen;
                ny = -abx / abLen;
                id = ContactId.make(0, 0, ContactId.FACE, ContactId.VERTEX);
            }
            qx = ax + t * abx;
            qy = ay + t * aby;
        } else {
            int v = t <= 0.0 ? 0 : 1;
            qx = v == 0 ? ax : bx;
            qy = v == 0 ? ay : by;
            double dx = px - qx, dy = py - qy;
            d = Math.sqrt(dx * dx + dy * dy);
            if (d > 1e-6 * abLen) {
                nx = dx / d;
                ny = dy / d;
            } else { // centre on the end point: push out along the segment
                nx = (v == 0 ? -abx : abx) / abLen;
                ny = (v == 0 ? -aby : aby) / abLen;
            }
            id = ContactId.make(v, 0, ContactId.VERTEX, ContactId.VERTEX);
        }
        double sep = d - c.radius;
        if (sep > spec) {
            return false;
        }
        out.normalX = nx;
        out.normalY = ny;
        out.addPoint(qx + 0.5 * sep * nx, qy + 0.5 * sep * ny, sep, id);
        return true;
    }

    /**
     * Convex polygon vs circle (Box2D's Voronoi method): the edge of maximum separation from the centre, then the
     * vertex regions of that edge. A centre inside the polygon uses the nearest face (as article 003 does for boxes).
     */
    public boolean polygonCircle(PolyShape p, Transform tp, Circle c, Transform tc, double spec, Manifold out) {
        out.clear();
        double wcx = tc.toWorldX(c.centreX, c.centreY), wcy = tc.toWorldY(c.centreX, c.centreY);
        double cx = tp.toLocalX(wcx, wcy), cy = tp.toLocalY(wcx, wcy);
        double r = c.radius;
        int n = p.count;
        double sepMax = Double.NEGATIVE_INFINITY;
        int edge = 0;
        for (int i = 0; i < n; i++) {
            double s = p.nx[i] * (cx - p.vx[i]) + p.ny[i] * (cy - p.vy[i]);
            if (s > sepMax) {
                sepMax = s;
                edge = i;
            }
        }
        if (sepMax > r + spec) {
            return false;
        }
        int i1 = edge, i2 = (edge + 1) % n;
        double v1x = p.vx[i1], v1y = p.vy[i1], v2x = p.vx[i2], v2y = p.vy[i2];
        double lnx, lny, lpx, lpy, sep;
        int id;
        double u1 = (cx - v1x) * (v2x - v1x) + (cy - v1y) * (v2y - v1y);
        double u2 = (cx - v2x) * (v1x - v2x) + (cy - v2y) * (v1y - v2y);
        if (sepMax > 1e-7 && (u1 <= 0.0 || u2 <= 0.0)) {
            double vx = u1 <= 0.0 ? v1x : v2x, vy = u1 <= 0.0 ? v1y : v2y;
            int vi = u1 <= 0.0 ? i1 : i2;
            double dx = cx - vx, dy = cy - vy;
            double d = Math.sqrt(dx * dx + dy * dy);
            sep = d - r;
            if (sep > spec) {
                return false;
            }
            lnx = dx / d; // d >= sepMax > 0
            lny = dy / d;
            lpx = vx + 0.5 * sep * lnx;
            lpy = vy + 0.5 * sep * lny;
            id = ContactId.make(vi, 0, ContactId.VERTEX, ContactId.VERTEX);
        } else {
            lnx = p.nx[edge];
            lny = p.ny[edge];
            sep = sepMax - r;
            // face point = c - n sepMax, deepest circle point = c - n r: midpoint
            lpx = cx - lnx * 0.5 * (sepMax + r);
            lpy = cy - lny * 0.5 * (sepMax + r);
            id = ContactId.make(edge, 0, ContactId.FACE, ContactId.VERTEX);
        }
        out.normalX = tp.rotateX(lnx, lny);
        out.normalY = tp.rotateY(lnx, lny);
        out.addPoint(tp.toWorldX(lpx, lpy), tp.toWorldY(lpx, lpy), sep, id);
        return true;
    }

    // ------------------------------------------------------------------------------------------------ polygons

    /**
     * World vertices and normals of p into the arrays; returns a bound of their coordinate magnitude: the body
     * position plus the shape's extent (a rotation keeps the distance from the body origin, at most |x| + |y|).
     */
    private static double toWorld(PolyShape p, Transform t, double[] x, double[] y, double[] nx, double[] ny) {
        for (int i = 0; i < p.count; i++) {
            x[i] = t.toWorldX(p.vx[i], p.vy[i]);
            y[i] = t.toWorldY(p.vx[i], p.vy[i]);
            nx[i] = t.rotateX(p.nx[i], p.ny[i]);
            ny[i] = t.rotateY(p.nx[i], p.ny[i]);
        }
        return Math.max(Math.abs(t.x), Math.abs(t.y)) + p.extent;
    }

    /**
     * Rounding bound of a separation computed in double from world coordinates of magnitude up to mag: a world vertex
     * carries about 2 ulp of error, a dot product with a unit normal a few more; 16 double epsilons leave a margin.
     */
    static double roundingTolerance(double mag) {
        return 16.0 * 2.220446049250313e-16 * mag; // 16 double epsilons (2^-52)
    }

    /**
     * Max over the edges of poly 1 of min over the vertices of poly 2 of n_i.(w_j - v_i); sets sepEdge and sepVertex
     * (the vertex of poly 2 that gives the minimum on that edge: the deepest along -n, the first on a tie).
     */
    private double findMaxSeparation(
            int n1, double[] x1, double[] y1, double[] nx1, double[] ny1, int n2, double[] x2, double[] y2) {
        double best = Double.NEGATIVE_INFINITY;
        int bestEdge = 0, bestVertex = 0;
        for (int i = 0; i < n1; i++) {
            double nx = nx1[i], ny = ny1[i], vx = x1[i], vy = y1[i];
            double si = Double.POSITIVE_INFINITY;
            int vi = 0;
            for (int j = 0; j < n2; j++) {
                double s = nx * (x2[j] - vx) + ny * (y2[j] - vy);
                if (s < si) {
                    si = s;
                    vi = j;
                }
            }
            if (si > best) {
                best = si;
                bestEdge = i;
                bestVertex = vi;
            }
        }
        sepEdge = bestEdge;
        sepVertex = bestVertex;
        return best;
    }

    /**
     * Separation of two segments along the direction of segment 1: the gap beyond either end point of 1. The edge
     * normals of two PARALLEL segments miss this axis (their Minkowski difference degenerates to a segment whose end
     * caps have no edge normal), so collinear segments end to end would otherwise count as touching.
     */
    private static double endSeparation(double[] x1, double[] y1, double[] x2, double[] y2) {
        double dx = x1[1] - x1[0], dy = y1[1] - y1[0];
        double len = Math.sqrt(dx * dx + dy * dy);
        dx /= len;
        dy /= len;
        double beyond1 =
                Math.min(dx * (x2[0] - x1[1]) + dy * (y2[0] - y1[1]), dx * (x2[1] - x1[1]) + dy * (y2[1] - y1[1]));
        double beyond0 =
                Math.min(dx * (x1[0] - x2[0]) + dy * (y1[0] - y2[0]), dx * (x1[0] - x2[1]) + dy * (y1[0] - y2[1]));
        return Math.max(beyond0, beyond1);
    }

    /**
     * Convex polygon (or segment) pair: SAT on the edge normals of BOTH shapes (article 004; article 002 lists only
     * one polygon's, which is wrong), the axis of least penetration as the normal, then reference/incident edge
     * clipping (dyn4j / Box2D, cited by article 000) for up to two contact points. Two boxes made by
     * {@link Polygon#box} use article 000's projection test instead for the verdict and axis.
     */
    public boolean polygonPolygon(PolyShape a, Transform ta, PolyShape b, Transform tb, double spec, Manifold out) {
        out.clear();
        double mag = 0;
        double sepA, sepB;
        int edgeA, edgeB, vertexB = -1, vertexA = -1; // vertexB: B's deepest against edgeA (-1: not known)
        boolean boxes = a instanceof Polygon && b instanceof Polygon && ((Polygon) a).isBox && ((Polygon) b).isBox;
        if (boxes) {
            // the box test needs no world vertices: a pair it separates (most pairs of a loose pile) skips them
            boxSeparations((Polygon) a, ta, (Polygon) b, tb);
            sepA = boxSepA;
            edgeA = boxEdgeA;
            sepB = boxSepB;
            edgeB = boxEdgeB;
        } else {
            mag = Math.max(toWorld(a, ta, wAx, wAy, wAnx, wAny), toWorld(b, tb, wBx, wBy, wBnx, wBny));
            sepA = findMaxSeparation(a.count, wAx, wAy, wAnx, wAny, b.count, wBx, wBy);
            edgeA = sepEdge;
            vertexB = sepVertex;
            if (sepA > spec) {
                return false;
            }
            sepB = findMaxSeparation(b.count, wBx, wBy, wBnx, wBny, a.count, wAx, wAy);
            edgeB = sepEdge;
            vertexA = sepVertex;
        }
        if (sepA > spec || sepB > spec) {
            return false;
        }
        if (boxes) mag = Math.max(toWorld(a, ta, wAx, wAy, wAnx, wAny), toWorld(b, tb, wBx, wBy, wBnx, wBny));
        countA = a.count;
        countB = b.count;
        if (countA == 2 && countB == 2) {
            double ends = Math.max(endSeparation(wAx, wAy, wBx, wBy), endSeparation(wBx, wBy, wAx, wAy));
            if (ends > spec) {
                return false;
            }
            if (ends > 0.0 && ends > Math.max(sepA, sepB)) {
                // (nearly) parallel segments end to end: the closest points of the two segments
                double dx = wAx[1] - wAx[0], dy = wAy[1] - wAy[0], len = Math.sqrt(dx * dx + dy * dy);
                return closestFeatures(spec, dx / len, dy / len, ends, out);
            }
        }
        return polygonContact(sepA, edgeA, vertexB, sepB, edgeB, vertexA, spec, roundingTolerance(mag), out);
    }

    private double boxSepA, boxSepB;
    private int boxEdgeA, boxEdgeB;

    /**
     * Article 000: with n1 = R(theta1)(1,0), t1 = R(theta1 + pi/2)(1,0) (and n2, t2 for box 2), on each of the four
     * axes d0 = own half extent, d1 = |hw2 (n.n2)| + |hh2 (n.t2)| (the other box's projected half extent),
     * d2 = |n.(r2 - r1)|, d3 = d0 + d1 - d2; the boxes overlap iff d3 >= 0 on every axis. -d3 is the separation on
     * that axis; for each box the axis with the largest separation (least overlap) and the face on the side of the
     * other box go to boxSepA/boxEdgeA and boxSepB/boxEdgeB; then the same reference face choice and clipping as for
     * polygons.
     */
    private void boxSeparations(Polygon a, Transform ta, Polygon b, Transform tb) {
        double n1x = ta.cos * a.boxCos - ta.sin * a.boxSin, n1y = ta.sin * a.boxCos + ta.cos * a.boxSin;
        double t1x = -n1y, t1y = n1x;
        double n2x = tb.cos * b.boxCos - tb.sin * b.boxSin, n2y = tb.sin * b.boxCos + tb.cos * b.boxSin;
        double t2x = -n2y, t2y = n2x;
        double r1x = ta.toWorldX(a.boxCx, a.boxCy), r1y = ta.toWorldY(a.boxCx, a.boxCy);
        double r2x = tb.toWorldX(b.boxCx, b.boxCy), r2y = tb.toWorldY(b.boxCx, b.boxCy);
        double dx = r2x - r1x, dy = r2y - r1y;
        double nn = n1x * n2x + n1y * n2y, nt = n1x * t2x + n1y * t2y;
        double tn = t1x * n2x + t1y * n2y, tt = t1x * t2x + t1y * t2y;
        // axes of box 1
        double pn1 = n1x * dx + n1y * dy, pt1 = t1x * dx + t1y * dy;
        double d3n1 = a.boxHalfW + (Math.abs(b.boxHalfW * nn) + Math.abs(b.boxHalfH * nt)) - Math.abs(pn1);
        double d3t1 = a.boxHalfH + (Math.abs(b.boxHalfW * tn) + Math.abs(b.boxHalfH * tt)) - Math.abs(pt1);
        // axes of box 2 (n1.n2 = n2.n1 etc.)
        double pn2 = n2x * dx + n2y * dy, pt2 = t2x * dx + t2y * dy;
        double d3n2 = b.boxHalfW + (Math.abs(a.boxHalfW * nn) + Math.abs(a.boxHalfH * tn)) - Math.abs(pn2);
        double d3t2 = b.boxHalfH + (Math.abs(a.boxHalfW * nt) + Math.abs(a.boxHalfH * tt)) - Math.abs(pt2);
        if (-d3n1 >= -d3t1) {
            boxSepA = -d3n1;
            boxEdgeA = pn1 >= 0.0 ? 1 : 3;
        } else {
            boxSepA = -d3t1;
            boxEdgeA = pt1 >= 0.0 ? 2 : 0;
        }
        if (-d3n2 >= -d3t2) {
            boxSepB = -d3n2;
            boxEdgeB = pn2 <= 0.0 ? 1 : 3; // box 2's face towards box 1: direction r1 - r2 = -d
        } else {
            boxSepB = -d3t2;
            boxEdgeB = pt2 <= 0.0 ? 2 : 0;
        }
    }

    /**
     * The manifold of an overlapping or speculative polygon pair from its SAT result (best = max(sepA, sepB), the SAT
     * separation: minus the penetration depth, or a lower bound of the gap). Tries the reference face Box2D would
     * take first (A's unless B's separation is larger by REFERENCE_TOLERANCE: frame coherence), then the other; a
     * face contact is kept only if its deepest clipped point is at the SAT separation (so an overlap is never dropped
     * and a gap never overstated: see {@link #faceContact}). Whether some face is kept does not depend on the argument
     * order, so neither does the verdict. Otherwise a separated pair gets its exact closest points (corner facing
     * corner), an overlapping pair the deepest vertex against the face of least penetration, with the SAT depth.
     */
    private boolean polygonContact(
            double sepA,
            int edgeA,
            int vertexB,
            double sepB,
            int edgeB,
            int vertexA,
            double spec,
            double eps,
            Manifold out) {
        double best = Math.max(sepA, sepB);
        boolean preferB = sepB > sepA + REFERENCE_TOLERANCE;
        if (preferB
                ? faceContact(true, edgeB, vertexA, best, spec, eps, out)
                        || faceContact(false, edgeA, vertexB, best, spec, eps, out)
                : faceContact(false, edgeA, vertexB, best, spec, eps, out)
                        || faceContact(true, edgeB, vertexA, best, spec, eps, out)) {
            return true;
        }
        boolean maxB = sepB > sepA;
        if (best > 0.0) {
            return closestFeatures(
                    spec, maxB ? -wBnx[edgeB] : wAnx[edgeA], maxB ? -wBny[edgeB] : wAny[edgeA], best, out);
        }
        return deepestVertex(maxB, maxB ? edgeB : edgeA, best, out);
    }

    private int incident;

    /**
     * cos of Box2D's angular slop (2 degrees): two incident edges whose normals are both within it of anti-parallel
     * to the reference normal are "both flat" against the reference face.
     */
    static final double FLAT_COS = 0.99939083;

    /**
     * The incident edge of poly 2 for the reference normal n whose face spans [lo, hi] along the tangent (-ny, nx):
     * one of the two edges at vertex j, the deepest of poly 2 along -n (dyn4j's "best edge"; unlike "the most
     * anti-parallel edge of the whole polygon", Box2D's rule, it always holds the deepest vertex): the more
     * anti-parallel one, or, when both lie flat against the face (a nearly collinear chain such as terrain), the one
     * covering more of the face, which supports the other body over a longer base.
     */
    private void findIncident(
            double nx,
            double ny,
            double lo,
            double hi,
            int j,
            int n2,
            double[] x2,
            double[] y2,
            double[] nx2,
            double[] ny2) {
        int prev = j == 0 ? n2 - 1 : j - 1, next = j + 1 == n2 ? 0 : j + 1;
        double dPrev = nx * nx2[prev] + ny * ny2[prev], dNext = nx * nx2[j] + ny * ny2[j];
        if (dPrev <= -FLAT_COS && dNext <= -FLAT_COS) {
            double tj = ny * -x2[j] + nx * y2[j]; // tangent (-ny, nx) . vertex
            double tPrev = ny * -x2[prev] + nx * y2[prev], tNext = ny * -x2[next] + nx * y2[next];
            incident = overlap(tPrev, tj, lo, hi) > overlap(tj, tNext, lo, hi) ? prev : j;
        } else {
            incident = dPrev < dNext ? prev : j;
        }
    }

    /** Length of [min(a, b), max(a, b)] inside [lo, hi] (0 when disjoint). */
    private static double overlap(double a, double b, double lo, double hi) {
        return Math.max(0.0, Math.min(Math.max(a, b), hi) - Math.max(Math.min(a, b), lo));
    }

    private int deepest;

    /**
     * Separation of poly 2 from edge i of poly 1: min over the vertices of poly 2 of n_i.(w_j - v_i); the vertex
     * (the deepest along -n_i, the first on a tie) goes to deepest.
     */
    private double edgeSeparation(
            int i, double[] x1, double[] y1, double[] nx1, double[] ny1, int n2, double[] x2, double[] y2) {
        double nx = nx1[i], ny = ny1[i], vx = x1[i], vy = y1[i];
        double s = Double.POSITIVE_INFINITY;
        for (int j = 0; j < n2; j++) {
            double d = nx * (x2[j] - vx) + ny * (y2[j] - vy);
            if (d < s) {
                s = d;
                deepest = j;
            }
        }
        return s;
    }

    /**
     * Reference/incident edge clipping with the reference edge on B (refB, the manifold is then flipped) or A ("poly
     * 1"; the other shape is "poly 2"). When the deepest vertex of poly 2 lies beside the reference edge and the
     * neighbouring edge on that side separates as much (within eps: a nearly collinear chain, where rounding picks
     * among equal separations), the reference moves to that neighbour. The incident edge of poly 2 (see
     * {@link #findIncident}) is clipped by the two side planes of the reference edge.
     *
     * <p>The face contact is accepted only when its deepest clipped point is within spec and at the SAT separation
     * best, within eps (double rounding) either way: then the depth never differs from the exact one (nor between (A,B)
     * and (B,A)) beyond rounding, and with spec = 0 an overlapping pair always keeps a point. For a separated pair the
     * deepest point may lie up to REFERENCE_TOLERANCE above best (two nearly parallel edges, a corner just beside the
     * face): the SAT separation is a lower bound of the gap, so the face contact overstates the gap by at most that,
     * where a corner facing a corner would overstate it by far more. On acceptance the clipped points within spec go
     * to out.
     */
    private boolean faceContact(
            boolean refB, int edge, int vertex, double best, double spec, double eps, Manifold out) {
        boolean flip = refB;
        int n1 = refB ? countB : countA, n2 = refB ? countA : countB;
        double[] x1 = refB ? wBx : wAx, y1 = refB ? wBy : wAy, nx1 = refB ? wBnx : wAnx, ny1 = refB ? wBny : wAny;
        double[] x2 = refB ? wAx : wBx, y2 = refB ? wAy : wBy, nx2 = refB ? wAnx : wBnx, ny2 = refB ? wAny : wBny;
        int edge1 = edge, j = vertex;
        if (j < 0) {
            edgeSeparation(edge1, x1, y1, nx1, ny1, n2, x2, y2);
            j = deepest;
        }
        for (int walk = 1; walk < n1; walk++) {
            double nx = nx1[edge1], ny = ny1[edge1];
            int e2 = edge1 + 1 == n1 ? 0 : edge1 + 1;
            double tw = -ny * x2[j] + nx * y2[j];
            int next;
            if (tw > -ny * x1[e2] + nx * y1[e2] + eps) {
                next = e2;
            } else if (tw < -ny * x1[edge1] + nx * y1[edge1] - eps) {
                next = edge1 == 0 ? n1 - 1 : edge1 - 1;
            } else {
                break;
            }
            if (edgeSeparation(next, x1, y1, nx1, ny1, n2, x2, y2) < best - eps) {
                break;
            }
            edge1 = next;
            j = deepest;
        }
        double nx = nx1[edge1], ny = ny1[edge1];
        int e2 = edge1 + 1 == n1 ? 0 : edge1 + 1;
        double v11x = x1[edge1], v11y = y1[edge1], v12x = x1[e2], v12y = y1[e2];
        double tx = -ny, ty = nx; // edge direction for an outward normal of a CCW loop
        double side1 = -(tx * v11x + ty * v11y);
        double side2 = tx * v12x + ty * v12y;
        double front = nx * v11x + ny * v11y;
        if (rejectedAtDeepest(x2[j], y2[j], nx, ny, tx, ty, side1, side2, front, best, eps)) return false;
        findIncident(nx, ny, -side1, side2, j, n2, x2, y2, nx2, ny2);
        int inc = incident, inc2 = inc + 1 == n2 ? 0 : inc + 1;
        inX[0] = x2[inc];
        inY[0] = y2[inc];
        inId[0] = ContactId.make(edge1, inc, ContactId.FACE, ContactId.VERTEX);
        inX[1] = x2[inc2];
        inY[1] = y2[inc2];
        inId[1] = ContactId.make(edge1, inc2, ContactId.FACE, ContactId.VERTEX);

        if (clipSegment(inX, inY, inId, c1X, c1Y, c1Id, -tx, -ty, side1, edge1) < 2
                || clipSegment(c1X, c1Y, c1Id, c2X, c2Y, c2Id, tx, ty, side2, e2) < 2) {
            return false; // the incident edge lies beside the reference face
        }
        double s0 = nx * c2X[0] + ny * c2Y[0] - front, s1 = nx * c2X[1] + ny * c2Y[1] - front;
        double minSep = Math.min(s0, s1);
        if (minSep > spec || minSep < best - eps || minSep > best + eps + (best > 0.0 ? REFERENCE_TOLERANCE : 0.0)) {
            return false;
        }
        out.normalX = flip ? -nx : nx;
        out.normalY = flip ? -ny : ny;
        out.referenceEdge = edge1;
        out.referenceOnB = refB;
        for (int k = 0; k < 2; k++) {
            double sep = k == 0 ? s0 : s1;
            if (sep <= spec) {
                out.addPoint(
                        c2X[k] - 0.5 * sep * nx,
                        c2Y[k] - 0.5 * sep * ny,
                        sep,
                        flip ? ContactId.swap(c2Id[k]) : c2Id[k]);
            }
        }
        return true;
    }

    /**
     * Whether the face contact is rejected already by the deepest vertex (xj, yj) of poly 2: the incident edge always
     * ends there, a vertex inside both side planes passes both clips unchanged (the same tests as
     * {@link #clipSegment}), so the contact's smallest separation is at most this vertex's (the same expression as
     * the final check), and below best - eps the contact is rejected (a third of the large pyramid's box pairs: a
     * side pair's first face, slightly less separated than the other box's). The result is what the clipping would
     * decide, without it.
     */
    private static boolean rejectedAtDeepest(
            double xj,
            double yj,
            double nx,
            double ny,
            double tx,
            double ty,
            double side1,
            double side2,
            double front,
            double best,
            double eps) {
        double cnx = -tx, cny = -ty;
        if (!(cnx * xj + cny * yj - side1 <= 0.0) || !(tx * xj + ty * yj - side2 <= 0.0)) return false;
        return nx * xj + ny * yj - front < best - eps;
    }

    /** Index of the vertex of poly 2 deepest along -n (smallest n.w; the first one on a tie). */
    private static int support(double nx, double ny, int n2, double[] x2, double[] y2) {
        int j = 0;
        double min = Double.POSITIVE_INFINITY;
        for (int k = 0; k < n2; k++) {
            double d = nx * x2[k] + ny * y2[k];
            if (d < min) {
                min = d;
                j = k;
            }
        }
        return j;
    }

    /**
     * Overlapping pair where no face contact reaches the SAT depth (clipping lost the overlap to rounding or to a
     * degenerate edge): one point at the deepest vertex of the other shape against edge1, the face of least
     * penetration (on B if refB), with the SAT depth.
     */
    private boolean deepestVertex(boolean refB, int edge1, double best, Manifold out) {
        boolean flip = refB;
        double nx = refB ? wBnx[edge1] : wAnx[edge1], ny = refB ? wBny[edge1] : wAny[edge1];
        int n2 = refB ? countA : countB;
        double[] x2 = refB ? wAx : wBx, y2 = refB ? wAy : wBy;
        int j = support(nx, ny, n2, x2, y2);
        out.normalX = flip ? -nx : nx;
        out.normalY = flip ? -ny : ny;
        out.referenceEdge = edge1;
        out.referenceOnB = refB;
        int id = ContactId.make(edge1, j, ContactId.FACE, ContactId.VERTEX);
        out.addPoint(x2[j] - 0.5 * best * nx, y2[j] - 0.5 * best * ny, best, flip ? ContactId.swap(id) : id);
        return true;
    }

    private double cpx, cpy, cqx, cqy;
    private int closestId;
    private double closestD2;

    /**
     * Separated pair where no face contact reaches the SAT separation (corner facing corner, Box2D v3's vertex-vertex
     * case, where the face normal would overstate the gap): the exact closest points over every vertex-edge pair of
     * A and B (the closest points of two separated convex polygons are a vertex of one and a point of an edge of the
     * other), one point midway, the distance as separation and the line between the closest points as normal. When
     * the distance is too small to give a direction, the axis (fnx, fny) (from A to B) and the SAT separation.
     */
    private boolean closestFeatures(double spec, double fnx, double fny, double best, Manifold out) {
        closestD2 = Double.POSITIVE_INFINITY;
        for (int i = 0; i < countA; i++) {
            closestOnEdges(wAx[i], wAy[i], i, countB, wBx, wBy, false);
        }
        for (int i = 0; i < countB; i++) {
            closestOnEdges(wBx[i], wBy[i], i, countA, wAx, wAy, true);
        }
        double dx = cqx - cpx, dy = cqy - cpy;
        double d = Math.sqrt(closestD2);
        if (d > spec) {
            return false;
        }
        double nx, ny;
        if (d > 1e-6 && d >= best) {
            nx = dx / d;
            ny = dy / d;
        } else {
            nx = fnx;
            ny = fny;
            d = best;
        }
        out.normalX = nx;
        out.normalY = ny;
        out.addPoint(0.5 * (cpx + cqx), 0.5 * (cpy + cqy), d, closestId);
        return true;
    }

    /**
     * Closest point to vertex (px, py) on the edges of the other loop; keeps it in cp/cq (cp on A, cq on B) when
     * closer than the best so far. vertexOnB: the vertex belongs to B.
     */
    private void closestOnEdges(double px, double py, int vi, int n, double[] x, double[] y, boolean vertexOnB) {
        for (int j = 0; j < n; j++) {
            int k = j + 1 == n ? 0 : j + 1;
            double ex = x[k] - x[j], ey = y[k] - y[j];
            double e2 = ex * ex + ey * ey;
            double t = e2 > 0.0 ? clamp01(((px - x[j]) * ex + (py - y[j]) * ey) / e2) : 0.0;
            double qx = x[j] + t * ex, qy = y[j] + t * ey;
            double dx = px - qx, dy = py - qy;
            double d2 = dx * dx + dy * dy;
            if (d2 < closestD2) {
                closestD2 = d2;
                int feature = t == 0.0 ? j : (t == 1.0 ? k : j);
                int type = t == 0.0 || t == 1.0 ? ContactId.VERTEX : ContactId.FACE;
                if (vertexOnB) {
                    cpx = qx;
                    cpy = qy;
                    cqx = px;
                    cqy = py;
                    closestId = ContactId.make(feature, vi, type, ContactId.VERTEX);
                } else {
                    cpx = px;
                    cpy = py;
                    cqx = qx;
                    cqy = qy;
                    closestId = ContactId.make(vi, feature, ContactId.VERTEX, type);
                }
            }
        }
    }

    private static double clamp01(double v) {
        return v < 0.0 ? 0.0 : (v > 1.0 ? 1.0 : v);
    }

    /** Sutherland-Hodgman clip of a 2-point segment to the half plane n.p <= offset (Box2D b2ClipSegmentToLine). */
    private static int clipSegment(
            double[] ix,
            double[] iy,
            int[] iid,
            double[] ox,
            double[] oy,
            int[] oid,
            double nx,
            double ny,
            double offset,
            int vertexIndexA) {
        int np = 0;
        double d0 = nx * ix[0] + ny * iy[0] - offset;
        double d1 = nx * ix[1] + ny * iy[1] - offset;
        if (d0 <= 0.0) {
            ox[np] = ix[0];
            oy[np] = iy[0];
            oid[np] = iid[0];
            np++;
        }
        if (d1 <= 0.0) {
            ox[np] = ix[1];
            oy[np] = iy[1];
            oid[np] = iid[1];
            np++;
        }
        if (d0 * d1 < 0.0 && np < 2) {
            double t = d0 / (d0 - d1);
            ox[np] = ix[0] + t * (ix[1] - ix[0]);
            oy[np] = iy[0] + t * (iy[1] - iy[0]);
            oid[np] = ContactId.make(vertexIndexA, ContactId.indexB(iid[0]), ContactId.VERTEX, ContactId.FACE);
            np++;
        }
        return np;
    }

    // ------------------------------------------------------------------------------------------------ ellipses

    /**
     * Ellipse vs circle, exact up to the nearest-point iteration: the circle centre's nearest point on the ellipse
     * (article 001's iterative method), signed distance (negative inside) minus the radius. Normal from the ellipse
     * to the circle = the ellipse's outward normal at that point.
     */
    public boolean ellipseCircle(Ellipse e, Transform te, Circle c, Transform tc, double spec, Manifold out) {
        out.clear();
        double ec = e.worldCos(te), es = e.worldSin(te);
        double ecx = te.toWorldX(e.centreX, e.centreY), ecy = te.toWorldY(e.centreX, e.centreY);
        double pcx = tc.toWorldX(c.centreX, c.centreY), pcy = tc.toWorldY(c.centreX, c.centreY);
        double dx = pcx - ecx, dy = pcy - ecy;
        double qx = ec * dx + es * dy, qy = -es * dx + ec * dy;
        g0.nearest(e.a, e.b, qx, qy);
        double ddx = qx - g0.px, ddy = qy - g0.py;
        double dist = Math.sqrt(ddx * ddx + ddy * ddy);
        double signed = g0.inside ? -dist : dist;
        double sep = signed - c.radius;
        if (sep > spec) {
            return false;
        }
        double nx = ec * g0.gx - es * g0.gy, ny = es * g0.gx + ec * g0.gy;
        double wx = ecx + ec * g0.px - es * g0.py, wy = ecy + es * g0.px + ec * g0.py;
        out.normalX = nx;
        out.normalY = ny;
        out.addPoint(wx + 0.5 * sep * nx, wy + 0.5 * sep * ny, sep, 0);
        return true;
    }

    /** Support half-width of an ellipse (a, b, axis (c, s)) along the world unit direction (nx, ny). */
    private static double ellipseExtent(double a, double b, double c, double s, double nx, double ny) {
        double u = c * nx + s * ny, v = -s * nx + c * ny;
        return Math.sqrt(a * a * u * u + b * b * v * v);
    }

    /**
     * Polygon (or segment) vs ellipse: SAT with exact support functions over a finite axis set that contains the
     * separating/least-penetration axis: the polygon's edge normals (face contact) and, for every polygon vertex, the
     * ellipse's outward normal at the point of the ellipse nearest to that vertex (vertex contact; the nearest point
     * comes from article 001's iterative method). One contact point: the deepest point of the ellipse for a face axis,
     * the deepest polygon vertex for an ellipse axis. Normal from the polygon to the ellipse.
     */
    public boolean polygonEllipse(PolyShape p, Transform tp, Ellipse e, Transform te, double spec, Manifold out) {
        out.clear();
        toWorld(p, tp, wAx, wAy, wAnx, wAny);
        int n = p.count;
        double ec = e.worldCos(te), es = e.worldSin(te);
        double cx = te.toWorldX(e.centreX, e.centreY), cy = te.toWorldY(e.centreX, e.centreY);
        double ea = e.a, eb = e.b;
        // faces of the polygon
        double bestFace = Double.NEGATIVE_INFINITY;
        int face = 0;
        for (int i = 0; i < n; i++) {
            double s =
                    wAnx[i] * (cx - wAx[i]) + wAny[i] * (cy - wAy[i]) - ellipseExtent(ea, eb, ec, es, wAnx[i], wAny[i]);
            if (s > bestFace) {
                bestFace = s;
                face = i;
            }
        }
        if (bestFace > spec) {
            return false;
        }
        // ellipse normals at the points nearest to each vertex
        double bestVert = Double.NEGATIVE_INFINITY;
        double bkx = 0.0, bky = 0.0;
        int vert = 0;
        for (int j = 0; j < n; j++) {
            double dx = wAx[j] - cx, dy = wAy[j] - cy;
            g0.nearest(ea, eb, ec * dx + es * dy, -es * dx + ec * dy);
            double kx = ec * g0.gx - es * g0.gy, ky = es * g0.gx + ec * g0.gy;
            double h = ellipseExtent(ea, eb, ec, es, kx, ky);
            double minP = Double.POSITIVE_INFINITY;
            int arg = 0;
            for (int l = 0; l < n; l++) {
                double v = kx * (wAx[l] - cx) + ky * (wAy[l] - cy);
                if (v < minP) {
                    minP = v;
                    arg = l;
                }
            }
            double s = minP - h;
            if (s > bestVert) {
                bestVert = s;
                bkx = kx;
                bky = ky;
                vert = arg;
            }
        }
        if (bestVert > spec) {
            return false;
        }
        double best = Math.max(bestFace, bestVert);
        double minAxis = Math.min(ea, eb);
        if (-best > minAxis * minAxis / Math.max(ea, eb)) {
            // Deeper than the smallest radius of curvature b^2/a: a vertex may lie inside the ellipse's evolute, where
            // the nearest point from inside is only a local one (article 001 warns about points inside), so also
            // minimise the exact overlap over the normal angle and keep that axis when it is clearly better.
            double o = minimisePolygonEllipseOverlap(n, cx, cy, ea, eb, ec, es);
            if (-o > best + 1e-5 * Math.max(ea, eb)) {
                double nx = refinedNx, ny = refinedNy;
                double u = ec * nx + es * ny, v = -es * nx + ec * ny;
                double h = Math.sqrt(ea * ea * u * u + eb * eb * v * v);
                double lx = -ea * ea * u / h, ly = -eb * eb * v / h;
                double px = cx + ec * lx - es * ly, py = cy + es * lx + ec * ly;
                double sep = -o;
                out.normalX = nx;
                out.normalY = ny;
                out.addPoint(
                        px - 0.5 * sep * nx,
                        py - 0.5 * sep * ny,
                        sep,
                        ContactId.make(refinedVertex, 0, ContactId.VERTEX, ContactId.FACE));
                return true;
            }
        }
        if (bestFace >= bestVert - REFERENCE_TOLERANCE) {
            double mx = wAnx[face], my = wAny[face];
            // deepest ellipse point along -m: centre - support(m)
            double u = ec * mx + es * my, v = -es * mx + ec * my;
            double h = Math.sqrt(ea * ea * u * u + eb * eb * v * v);
            double lx = -ea * ea * u / h, ly = -eb * eb * v / h; // local support point in -m
            double px = cx + ec * lx - es * ly, py = cy + es * lx + ec * ly;
            // keep the point over the face: clamp its position along the face to the face's extent
            int f2 = (face + 1) % n;
            double fx = wAx[f2] - wAx[face], fy = wAy[f2] - wAy[face];
            double tf = ((px - wAx[face]) * fx + (py - wAy[face]) * fy) / (fx * fx + fy * fy);
            if (tf < 0.0 || tf > 1.0) {
                double dt = (tf < 0.0 ? tf : tf - 1.0);
                px -= dt * fx;
                py -= dt * fy;
            }
            out.normalX = mx;
            out.normalY = my;
            out.addPoint(
                    px - 0.5 * bestFace * mx,
                    py - 0.5 * bestFace * my,
                    bestFace,
                    ContactId.make(face, 0, ContactId.FACE, ContactId.VERTEX));
        } else {
            // polygon vertex 'vert' against the ellipse surface with outward normal k; A->B normal is -k
            out.normalX = -bkx;
            out.normalY = -bky;
            out.addPoint(
                    wAx[vert] - 0.5 * bestVert * bkx,
                    wAy[vert] - 0.5 * bestVert * bky,
                    bestVert,
                    ContactId.make(vert, 0, ContactId.VERTEX, ContactId.FACE));
        }
        return true;
    }

    private double refinedNx, refinedNy;
    private int refinedVertex;

    /** Overlap of the polygon (world vertices in wAx/wAy) and the ellipse along n (from polygon to ellipse). */
    private double polygonEllipseOverlap(
            int n, double cx, double cy, double ea, double eb, double ec, double es, double nx, double ny) {
        double maxP = Double.NEGATIVE_INFINITY;
        for (int l = 0; l < n; l++) {
            double v = nx * wAx[l] + ny * wAy[l];
            if (v > maxP) {
                maxP = v;
                refinedVertex = l;
            }
        }
        return maxP - (nx * cx + ny * cy) + ellipseExtent(ea, eb, ec, es, nx, ny);
    }

    /** Exact SAT overlap minimised over the normal angle: 64 samples, then golden-section refinement. */
    private double minimisePolygonEllipseOverlap(
            int n, double cx, double cy, double ea, double eb, double ec, double es) {
        int best = 0;
        double bestV = Double.POSITIVE_INFINITY;
        for (int i = 0; i < SAMPLES; i++) {
            double v = polygonEllipseOverlap(n, cx, cy, ea, eb, ec, es, SAMPLE_COS[i], SAMPLE_SIN[i]);
            if (v < bestV) {
                bestV = v;
                best = i;
            }
        }
        double step = 2 * DetMath.PI / SAMPLES;
        double lo = best * step - step, hi = best * step + step;
        final double gr = 0.6180339887498949;
        double x1 = hi - gr * (hi - lo), x2 = lo + gr * (hi - lo);
        double f1 = polygonEllipseOverlap(n, cx, cy, ea, eb, ec, es, DetMath.cos(x1), DetMath.sin(x1));
        double f2 = polygonEllipseOverlap(n, cx, cy, ea, eb, ec, es, DetMath.cos(x2), DetMath.sin(x2));
        for (int k = 0; k < 30; k++) {
            if (f1 < f2) {
                hi = x2;
                x2 = x1;
                f2 = f1;
                x1 = hi - gr * (hi - lo);
                f1 = polygonEllipseOverlap(n, cx, cy, ea, eb, ec, es, DetMath.cos(x1), DetMath.sin(x1));
            } else {
                lo = x1;
                x1 = x2;
                f1 = f2;
                x2 = lo + gr * (hi - lo);
                f2 = polygonEllipseOverlap(n, cx, cy, ea, eb, ec, es, DetMath.cos(x2), DetMath.sin(x2));
            }
        }
        double phi = 0.5 * (lo + hi);
        double nx = DetMath.cos(phi), ny = DetMath.sin(phi);
        double o = polygonEllipseOverlap(n, cx, cy, ea, eb, ec, es, nx, ny);
        if (bestV < o) {
            nx = SAMPLE_COS[best];
            ny = SAMPLE_SIN[best];
            o = polygonEllipseOverlap(n, cx, cy, ea, eb, ec, es, nx, ny);
        }
        refinedNx = nx;
        refinedNy = ny;
        return o;
    }

    /** Inner nearest-point iterations per round after the first (warm-started from the previous round). */
    static final int WARM_ITERATIONS = 2;

    /** Outer iterations of the mutual osculating-circle fit. */
    static final int ELLIPSE_MAX_ITERATIONS = 24;

    /**
     * Article 001: approximate each ellipse near the contact by its osculating circle; the centre of the other's
     * circle is the query point of the nearest-point iteration; repeat until the centres stop moving; then
     * delta = r0 + r1 - d (separation = -delta), normal along c1 - c0. Beyond the article: the result is checked
     * against the exact support-function overlap along that normal; when the fit did not converge, the centres
     * coincide, or the check fails (one ellipse inside the other, deep overlap), the exact SAT depth is found by
     * minimising the support-function overlap over the normal angle instead.
     */
    public boolean ellipseEllipse(Ellipse a, Transform ta, Ellipse b, Transform tb, double spec, Manifold out) {
        out.clear();
        double ac = a.worldCos(ta), as = a.worldSin(ta);
        double bc = b.worldCos(tb), bs = b.worldSin(tb);
        double ax = ta.toWorldX(a.centreX, a.centreY), ay = ta.toWorldY(a.centreX, a.centreY);
        double bx = tb.toWorldX(b.centreX, b.centreY), by = tb.toWorldY(b.centreX, b.centreY);
        double scale = Math.max(Math.max(a.a, a.b), Math.max(b.a, b.b));
        double tol = 1e-5 * scale;
        double qx = bx, qy = by;
        double c0x = ax, c0y = ay, c1x = bx, c1y = by;
        boolean converged = false;
        int it = 0;
        for (; it < ELLIPSE_MAX_ITERATIONS; it++) {
            double dx = qx - ax, dy = qy - ay;
            boolean warm = it > 0;
            int inner = warm ? WARM_ITERATIONS : EllipseGeom.ITERATIONS;
            g0.nearest(a.a, a.b, ac * dx + as * dy, -as * dx + ac * dy, inner, warm);
            c0x = ax + ac * g0.ex - as * g0.ey;
            c0y = ay + as * g0.ex + ac * g0.ey;
            dx = c0x - bx;
            dy = c0y - by;
            g1.nearest(b.a, b.b, bc * dx + bs * dy, -bs * dx + bc * dy, inner, warm);
            c1x = bx + bc * g1.ex - bs * g1.ey;
            c1y = by + bs * g1.ex + bc * g1.ey;
            double mx = c1x - qx, my = c1y - qy;
            qx = c1x;
            qy = c1y;
            if (mx * mx + my * my <= tol * tol) {
                converged = true;
                break;
            }
        }
        lastEllipseIterations = it + 1;
        double dx = c1x - c0x, dy = c1y - c0y;
        double d = Math.sqrt(dx * dx + dy * dy);
        double ddx = bx - ax, ddy = by - ay;
        if (converged && d > 1e-4 * scale) {
            double nx = dx / d, ny = dy / d;
            double sep = d - g0.rho - g1.rho;
            // exact separation along this axis: -(hA(n) + hB(n) - n.(cB - cA))
            double axisSep = nx * ddx
                    + ny * ddy
                    - ellipseExtent(a.a, a.b, ac, as, nx, ny)
                    - ellipseExtent(b.a, b.b, bc, bs, nx, ny);
            double minA = Math.min(a.a, a.b), minB = Math.min(b.a, b.b);
            double rhoMin = Math.min(minA * minA / Math.max(a.a, a.b), minB * minB / Math.max(b.a, b.b));
            // Valid for small penetration (article 001). Deeper than the smallest radius of curvature, the fixed
            // point is a stationary (possibly not minimal) depth: use the exact minimisation below.
            if (Math.abs(axisSep - sep) <= 1e-3 * scale && -sep <= rhoMin) {
                lastEllipseFallback = false;
                if (sep > spec) {
                    return false;
                }
                double pax = c0x + g0.rho * nx, pay = c0y + g0.rho * ny;
                double pbx = c1x - g1.rho * nx, pby = c1y - g1.rho * ny;
                out.normalX = nx;
                out.normalY = ny;
                out.addPoint(0.5 * (pax + pbx), 0.5 * (pay + pby), sep, 0);
                return true;
            }
        }
        lastEllipseFallback = true;
        return ellipseEllipseSupport(a, ac, as, ax, ay, b, bc, bs, bx, by, spec, out);
    }

    private static final int SAMPLES = 64;
    private static final double[] SAMPLE_COS = new double[SAMPLES], SAMPLE_SIN = new double[SAMPLES];

    static {
        for (int i = 0; i < SAMPLES; i++) {
            double t = 2 * DetMath.PI * i / SAMPLES;
            SAMPLE_COS[i] = DetMath.cos(t);
            SAMPLE_SIN[i] = DetMath.sin(t);
        }
    }

    private static double overlap(
            Ellipse a,
            double ac,
            double as,
            Ellipse b,
            double bc,
            double bs,
            double dx,
            double dy,
            double nx,
            double ny) {
        return ellipseExtent(a.a, a.b, ac, as, nx, ny) + ellipseExtent(b.a, b.b, bc, bs, nx, ny) - (nx * dx + ny * dy);
    }

    /**
     * Exact SAT for two ellipses: overlap(n) = hA(n) + hB(n) - n.(cB - cA); separation = -min over unit n, found by
     * sampling 64 directions and refining the best by golden-section search.
     */
    private boolean ellipseEllipseSupport(
            Ellipse a,
            double ac,
            double as,
            double ax,
            double ay,
            Ellipse b,
            double bc,
            double bs,
            double bx,
            double by,
            double spec,
            Manifold out) {
        double dx = bx - ax, dy = by - ay;
        int best = 0;
        double bestV = Double.POSITIVE_INFINITY;
        for (int i = 0; i < SAMPLES; i++) {
            double v = overlap(a, ac, as, b, bc, bs, dx, dy, SAMPLE_COS[i], SAMPLE_SIN[i]);
            if (v < bestV) {
                bestV = v;
                best = i;
            }
        }
        double step = 2 * DetMath.PI / SAMPLES;
        double lo = best * step - step, hi = best * step + step;
        final double gr = 0.6180339887498949;
        double x1 = hi - gr * (hi - lo), x2 = lo + gr * (hi - lo);
        double f1 = overlap(a, ac, as, b, bc, bs, dx, dy, DetMath.cos(x1), DetMath.sin(x1));
        double f2 = overlap(a, ac, as, b, bc, bs, dx, dy, DetMath.cos(x2), DetMath.sin(x2));
        for (int k = 0; k < 30; k++) {
            if (f1 < f2) {
                hi = x2;
                x2 = x1;
                f2 = f1;
                x1 = hi - gr * (hi - lo);
                f1 = overlap(a, ac, as, b, bc, bs, dx, dy, DetMath.cos(x1), DetMath.sin(x1));
            } else {
                lo = x1;
                x1 = x2;
                f1 = f2;
                x2 = lo + gr * (hi - lo);
                f2 = overlap(a, ac, as, b, bc, bs, dx, dy, DetMath.cos(x2), DetMath.sin(x2));
            }
        }
        double phi = 0.5 * (lo + hi);
        double nx = DetMath.cos(phi), ny = DetMath.sin(phi);
        double o = overlap(a, ac, as, b, bc, bs, dx, dy, nx, ny);
        if (bestV < o) {
            o = bestV;
            nx = SAMPLE_COS[best];
            ny = SAMPLE_SIN[best];
        }
        double sep = -o;
        if (sep > spec) {
            return false;
        }
        // support points: A's farthest along n, B's farthest along -n
        double u = ac * nx + as * ny, v = -as * nx + ac * ny;
        double h = Math.sqrt(a.a * a.a * u * u + a.b * a.b * v * v);
        double lx = a.a * a.a * u / h, ly = a.b * a.b * v / h;
        double pax = ax + ac * lx - as * ly, pay = ay + as * lx + ac * ly;
        u = bc * nx + bs * ny;
        v = -bs * nx + bc * ny;
        h = Math.sqrt(b.a * b.a * u * u + b.b * b.b * v * v);
        lx = -b.a * b.a * u / h;
        ly = -b.b * b.b * v / h;
        double pbx = bx + bc * lx - bs * ly, pby = by + bs * lx + bc * ly;
        out.normalX = nx;
        out.normalY = ny;
        out.addPoint(0.5 * (pax + pbx), 0.5 * (pay + pby), sep, 0);
        return true;
    }
}
