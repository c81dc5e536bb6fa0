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
    /** Box2D's k_tol = 0.1 * linearSlop: prefer A's reference face unless B's is clearly better (frame coherence). */
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
    private int sepEdge;

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

    private static void toWorld(PolyShape p, Transform t, double[] x, double[] y, double[] nx, double[] ny) {
        for (int i = 0; i < p.count; i++) {
            x[i] = t.toWorldX(p.vx[i], p.vy[i]);
            y[i] = t.toWorldY(p.vx[i], p.vy[i]);
            nx[i] = t.rotateX(p.nx[i], p.ny[i]);
            ny[i] = t.rotateY(p.nx[i], p.ny[i]);
        }
    }

    /** Max over the edges of poly 1 of min over the vertices of poly 2 of n_i.(w_j - v_i); sets sepEdge. */
    private double findMaxSeparation(
            int n1, double[] x1, double[] y1, double[] nx1, double[] ny1, int n2, double[] x2, double[] y2) {
        double best = Double.NEGATIVE_INFINITY;
        int bestEdge = 0;
        for (int i = 0; i < n1; i++) {
            double nx = nx1[i], ny = ny1[i], vx = x1[i], vy = y1[i];
            double si = Double.POSITIVE_INFINITY;
            for (int j = 0; j < n2; j++) {
                double s = nx * (x2[j] - vx) + ny * (y2[j] - vy);
                if (s < si) {
                    si = s;
                }
            }
            if (si > best) {
                best = si;
                bestEdge = i;
            }
        }
        sepEdge = bestEdge;
        return best;
    }

    /**
     * Convex polygon (or segment) pair: SAT on the edge normals of BOTH shapes (article 004; article 002 lists only
     * one polygon's, which is wrong), the axis of least penetration as the normal, then reference/incident edge
     * clipping (dyn4j / Box2D, cited by article 000) for up to two contact points. Two boxes made by
     * {@link Polygon#box} use article 000's projection test instead for the verdict and axis.
     */
    public boolean polygonPolygon(PolyShape a, Transform ta, PolyShape b, Transform tb, double spec, Manifold out) {
        out.clear();
        toWorld(a, ta, wAx, wAy, wAnx, wAny);
        toWorld(b, tb, wBx, wBy, wBnx, wBny);
        if (a instanceof Polygon && b instanceof Polygon && ((Polygon) a).isBox && ((Polygon) b).isBox) {
            return boxBox((Polygon) a, ta, (Polygon) b, tb, spec, out);
        }
        double sepA = findMaxSeparation(a.count, wAx, wAy, wAnx, wAny, b.count, wBx, wBy);
        int edgeA = sepEdge;
        if (sepA > spec) {
            return false;
        }
        double sepB = findMaxSeparation(b.count, wBx, wBy, wBnx, wBny, a.count, wAx, wAy);
        int edgeB = sepEdge;
        if (sepB > spec) {
            return false;
        }
        if (sepB > sepA + REFERENCE_TOLERANCE) {
            return clip(b.count, wBx, wBy, wBnx, wBny, edgeB, a.count, wAx, wAy, wAnx, wAny, true, sepB, spec, out);
        }
        return clip(a.count, wAx, wAy, wAnx, wAny, edgeA, b.count, wBx, wBy, wBnx, wBny, false, sepA, spec, out);
    }

    /**
     * Article 000: with n1 = R(theta1)(1,0), t1 = R(theta1 + pi/2)(1,0) (and n2, t2 for box 2), on each of the four
     * axes d0 = own half extent, d1 = |hw2 (n.n2)| + |hh2 (n.t2)| (the other box's projected half extent),
     * d2 = |n.(r2 - r1)|, d3 = d0 + d1 - d2; the boxes overlap iff d3 >= 0 on every axis. -d3 is the separation on
     * that axis; the axis with the largest separation (least overlap) gives the reference face, then clipping.
     * Expects the world vertices already in the scratch arrays.
     */
    private boolean boxBox(Polygon a, Transform ta, Polygon b, Transform tb, double spec, Manifold out) {
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
        double sepA, sepB;
        int edgeA, edgeB;
        if (-d3n1 >= -d3t1) {
            sepA = -d3n1;
            edgeA = pn1 >= 0.0 ? 1 : 3;
        } else {
            sepA = -d3t1;
            edgeA = pt1 >= 0.0 ? 2 : 0;
        }
        if (sepA > spec) {
            return false;
        }
        if (-d3n2 >= -d3t2) {
            sepB = -d3n2;
            edgeB = pn2 <= 0.0 ? 1 : 3; // box 2's face towards box 1: direction r1 - r2 = -d
        } else {
            sepB = -d3t2;
            edgeB = pt2 <= 0.0 ? 2 : 0;
        }
        if (sepB > spec) {
            return false;
        }
        if (sepB > sepA + REFERENCE_TOLERANCE) {
            return clip(4, wBx, wBy, wBnx, wBny, edgeB, 4, wAx, wAy, wAnx, wAny, true, sepB, spec, out);
        }
        return clip(4, wAx, wAy, wAnx, wAny, edgeA, 4, wBx, wBy, wBnx, wBny, false, sepA, spec, out);
    }

    /**
     * Reference/incident edge clipping. Poly 1 owns the reference edge; the incident edge of poly 2 is the one whose
     * normal is most anti-parallel to the reference normal; it is clipped by the two side planes of the reference
     * edge, and the clipped points behind (or within spec of) the reference face are kept.
     */
    private boolean clip(
            int n1,
            double[] x1,
            double[] y1,
            double[] nx1,
            double[] ny1,
            int edge1,
            int n2,
            double[] x2,
            double[] y2,
            double[] nx2,
            double[] ny2,
            boolean flip,
            double separation,
            double spec,
            Manifold out) {
        double nx = nx1[edge1], ny = ny1[edge1];
        int inc = 0;
        double minDot = Double.POSITIVE_INFINITY;
        for (int j = 0; j < n2; j++) {
            double d = nx * nx2[j] + ny * ny2[j];
            if (d < minDot) {
                minDot = d;
                inc = j;
            }
        }
        int inc2 = (inc + 1) % n2;
        inX[0] = x2[inc];
        inY[0] = y2[inc];
        inId[0] = ContactId.make(edge1, inc, ContactId.FACE, ContactId.VERTEX);
        inX[1] = x2[inc2];
        inY[1] = y2[inc2];
        inId[1] = ContactId.make(edge1, inc2, ContactId.FACE, ContactId.VERTEX);

        int e2 = (edge1 + 1) % n1;
        double v11x = x1[edge1], v11y = y1[edge1], v12x = x1[e2], v12y = y1[e2];
        double tx = -ny, ty = nx; // edge direction for an outward normal of a CCW loop
        double front = nx * v11x + ny * v11y;
        double side1 = -(tx * v11x + ty * v11y);
        double side2 = tx * v12x + ty * v12y;
        int baseId = ContactId.make(edge1, inc, ContactId.FACE, ContactId.VERTEX);
        if (separation > REFERENCE_TOLERANCE) {
            // Separated (speculative): when the closest features are two vertices (Box2D v3), the face normal
            // would overstate the gap; use one point on the line between the closest points instead.
            closestEdges(v11x, v11y, v12x, v12y, inX[0], inY[0], inX[1], inY[1]);
            if (closestVertexVertex) {
                return closestContact(flip, spec, baseId, out);
            }
        }
        int np = clipSegment(inX, inY, inId, c1X, c1Y, c1Id, -tx, -ty, side1, edge1);
        if (np >= 2) {
            np = clipSegment(c1X, c1Y, c1Id, c2X, c2Y, c2Id, tx, ty, side2, e2);
        }
        if (np < 2) {
            // The incident edge lies beside the reference face (a corner-to-corner gap, only possible when
            // separated): one speculative point from the closest points of the two edges.
            closestEdges(v11x, v11y, v12x, v12y, inX[0], inY[0], inX[1], inY[1]);
            return closestContact(flip, spec, baseId, out);
        }
        out.normalX = flip ? -nx : nx;
        out.normalY = flip ? -ny : ny;
        for (int k = 0; k < 2; k++) {
            double sep = nx * c2X[k] + ny * c2Y[k] - front;
            if (sep <= spec) {
                out.addPoint(
                        c2X[k] - 0.5 * sep * nx,
                        c2Y[k] - 0.5 * sep * ny,
                        sep,
                        flip ? ContactId.swap(c2Id[k]) : c2Id[k]);
            }
        }
        return out.pointCount > 0;
    }

    private double cpx, cpy, cqx, cqy;
    private boolean closestVertexVertex;

    /** Closest points of segments p0-p1 and q0-q1 (Ericson, Real-Time Collision Detection, 5.1.9) into cp*, cq*. */
    private void closestEdges(
            double p0x, double p0y, double p1x, double p1y, double q0x, double q0y, double q1x, double q1y) {
        double d1x = p1x - p0x, d1y = p1y - p0y, d2x = q1x - q0x, d2y = q1y - q0y;
        double rx = p0x - q0x, ry = p0y - q0y;
        double a = d1x * d1x + d1y * d1y, e = d2x * d2x + d2y * d2y, f = d2x * rx + d2y * ry;
        double c = d1x * rx + d1y * ry, b = d1x * d2x + d1y * d2y;
        double denom = a * e - b * b;
        double sp = denom > 1e-12 * a * e ? clamp01((b * f - c * e) / denom) : 0.0;
        double t = (b * sp + f) / e;
        if (t < 0.0) {
            t = 0.0;
            sp = clamp01(-c / a);
        } else if (t > 1.0) {
            t = 1.0;
            sp = clamp01((b - c) / a);
        }
        cpx = p0x + sp * d1x;
        cpy = p0y + sp * d1y;
        cqx = q0x + t * d2x;
        cqy = q0y + t * d2y;
        closestVertexVertex = (sp == 0.0 || sp == 1.0) && (t == 0.0 || t == 1.0);
    }

    private boolean closestContact(boolean flip, double spec, int id, Manifold out) {
        double dx = cqx - cpx, dy = cqy - cpy;
        double d = Math.sqrt(dx * dx + dy * dy);
        if (d > spec || d < 1e-6) {
            return false;
        }
        double nx = dx / d, ny = dy / d;
        out.normalX = flip ? -nx : nx;
        out.normalY = flip ? -ny : ny;
        out.addPoint(0.5 * (cpx + cqx), 0.5 * (cpy + cqy), d, flip ? ContactId.swap(id) : id);
        return true;
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
