package com.tiltfall.physics.dynamics;

import com.tiltfall.physics.collision.Circle;
import com.tiltfall.physics.collision.Ellipse;
import com.tiltfall.physics.collision.PolyShape;
import com.tiltfall.physics.collision.Shape;
import com.tiltfall.physics.collision.ShapeType;
import com.tiltfall.physics.collision.Transform;

/**
 * Time of impact of two shapes swept over one step, by conservative advancement on a separating axis.
 *
 * <p>A sweep moves a body's centre of mass linearly from c0 to c0 + dc and its angle from a0 to a0 + da as t goes from 0
 * to 1 (Box2D's b2Sweep). At a time t the separation along the best separating axis n (the SAT axis: a polygon face
 * normal, or the centre line for two round shapes) is a lower bound of the distance. Along a fixed world axis that
 * separation cannot shrink faster than {@code rate = max(0, -n . (dcB - dcA)) + |daA| rA + |daB| rB} per unit of t
 * (rA, rB: the largest distance of a shape point from its body's centre of mass), so no contact can occur before
 * {@code t + (s - target) / rate}: advance to there and look again. A body sliding along a surface (n . dc = 0, no
 * spin) is never stopped, which a distance-only bound (Mirtich's, |dc| + |da| r) would do.
 *
 * <p>Round shapes enter as their centre and an enclosing radius (an ellipse as the circle of its semi-major axis), so
 * every separation is a lower bound and the result is conservative: the reported time is never after the first
 * contact. Allocation-free; one instance per world.
 */
final class TimeOfImpact {
    /** Separation at which the sweep stops: the contact solver takes over from there on the next step. */
    static final double TARGET = 0.005;
    /** Accepted window above the target (Box2D: a quarter of the linear slop). */
    static final double TOLERANCE = 0.25 * TARGET;

    static final int MAX_ITERATIONS = 30;

    private final Transform xa = new Transform(), xb = new Transform();
    private double axisX, axisY;
    /** The core circle that stands for shape b when b is null (body-local centre and radius). */
    private double coreX, coreY, coreRadius;

    /** Iterations the last query used (for tests). */
    int lastIterations;

    /**
     * First time in [0, tMax] at which shape a (on a body swept as given) comes within {@link #TARGET} of shape b, or
     * a value &gt;= tMax when it does not. Returns 0 when the shapes are already that close at t = 0. lcx/lcy are the
     * bodies' local centres of mass (the sweep moves the centre, the shapes hang off the body origin).
     */
    double solve(
            Shape a,
            double aLcx,
            double aLcy,
            double aC0x,
            double aC0y,
            double aA0,
            double aDcx,
            double aDcy,
            double aDa,
            Shape b,
            double bLcx,
            double bLcy,
            double bC0x,
            double bC0y,
            double bA0,
            double bDcx,
            double bDcy,
            double bDa,
            double tMax) {
        double rA = radiusAboutCentre(a, aLcx, aLcy);
        double rB = b != null ? radiusAboutCentre(b, bLcx, bLcy) : length(coreX - bLcx, coreY - bLcy) + coreRadius;
        double spinA = Math.abs(aDa) * rA, spinB = Math.abs(bDa) * rB;
        double t = 0.0;
        for (int it = 0; it < MAX_ITERATIONS; it++) {
            lastIterations = it + 1;
            place(xa, aLcx, aLcy, aC0x + t * aDcx, aC0y + t * aDcy, aA0 + t * aDa);
            place(xb, bLcx, bLcy, bC0x + t * bDcx, bC0y + t * bDcy, bA0 + t * bDa);
            double s = separation(a, xa, b, xb);
            if (s <= TARGET + TOLERANCE) return t;
            double closing = -(axisX * (bDcx - aDcx) + axisY * (bDcy - aDcy));
            double rate = Math.max(0.0, closing) + spinA + spinB;
            if (rate <= 0.0) return Double.MAX_VALUE;
            t += (s - TARGET) / rate;
            if (t >= tMax) return Double.MAX_VALUE;
        }
        // still creeping closer: stop here, which is safe (nothing touches before t)
        return t;
    }

    /**
     * Box2D v3.1's fallback when the shapes already touch at the start (where {@link #solve} answers 0 and the
     * contact solver is trusted): makes the next {@link #solve} with a null shape b sweep a small circle around the
     * inside of shape b instead (a quarter of its inner extent around its vertex average or centre), so that a body
     * whose contact failed to hold it is still stopped before its core passes through.
     */
    void prepareCore(Shape b) {
        coreRadius = 0.25 * innerExtent(b);
        switch (b.type()) {
            case CIRCLE:
                coreX = ((Circle) b).centreX;
                coreY = ((Circle) b).centreY;
                break;
            case ELLIPSE:
                coreX = ((Ellipse) b).centreX;
                coreY = ((Ellipse) b).centreY;
                break;
            default: {
                PolyShape p = (PolyShape) b;
                double cx = 0.0, cy = 0.0;
                for (int i = 0; i < p.getVertexCount(); i++) {
                    cx += p.getVertexX(i);
                    cy += p.getVertexY(i);
                }
                coreX = cx / p.getVertexCount();
                coreY = cy / p.getVertexCount();
            }
        }
    }

    private static void place(Transform xf, double lcx, double lcy, double cx, double cy, double angle) {
        xf.set(cx, cy, angle);
        xf.setPosition(cx - (xf.cos * lcx - xf.sin * lcy), cy - (xf.sin * lcx + xf.cos * lcy));
    }

    /** Largest distance of a point of the shape from the body-local point (lcx, lcy). */
    static double radiusAboutCentre(Shape s, double lcx, double lcy) {
        switch (s.type()) {
            case CIRCLE: {
                Circle c = (Circle) s;
                return length(c.centreX - lcx, c.centreY - lcy) + c.radius;
            }
            case ELLIPSE: {
                Ellipse e = (Ellipse) s;
                return length(e.centreX - lcx, e.centreY - lcy) + Math.max(e.a, e.b);
            }
            default: {
                PolyShape p = (PolyShape) s;
                double r = 0.0;
                for (int i = 0; i < p.getVertexCount(); i++)
                    r = Math.max(r, length(p.getVertexX(i) - lcx, p.getVertexY(i) - lcy));
                return r;
            }
        }
    }

    /**
     * Half the smallest width of the shape (radius, semi-minor axis, or the smallest distance from a polygon's vertex
     * average to an edge): how far a body may move in one step before it could skip over something thin. 0 for a
     * segment.
     */
    static double innerExtent(Shape s) {
        switch (s.type()) {
            case CIRCLE:
                return ((Circle) s).radius;
            case ELLIPSE:
                return Math.min(((Ellipse) s).a, ((Ellipse) s).b);
            case SEGMENT:
                return 0.0;
            default: {
                PolyShape p = (PolyShape) s;
                int n = p.getVertexCount();
                double cx = 0.0, cy = 0.0;
                for (int i = 0; i < n; i++) {
                    cx += p.getVertexX(i);
                    cy += p.getVertexY(i);
                }
                cx /= n;
                cy /= n;
                double min = Double.MAX_VALUE;
                for (int i = 0; i < n; i++)
                    min = Math.min(
                            min, p.getNormalX(i) * (p.getVertexX(i) - cx) + p.getNormalY(i) * (p.getVertexY(i) - cy));
                return Math.max(0.0, min);
            }
        }
    }

    /**
     * A lower bound of the distance between the placed shapes (negative when they may overlap), and in
     * (axisX, axisY) the unit axis it was measured along, pointing from a towards b.
     */
    double separation(Shape a, Transform ta, Shape b, Transform tb) {
        // b == null: the core circle of solveCore
        boolean polyA = a instanceof PolyShape, polyB = b instanceof PolyShape;
        if (polyA && polyB) return polyPoly((PolyShape) a, ta, (PolyShape) b, tb);
        if (polyA) return polyRound((PolyShape) a, ta, b, tb, false);
        if (polyB) return polyRound((PolyShape) b, tb, a, ta, true);
        double ax = roundX(a, ta), ay = roundY(a, ta), bx = roundX(b, tb), by = roundY(b, tb);
        double dx = bx - ax, dy = by - ay, d = length(dx, dy);
        if (d > 0.0) {
            axisX = dx / d;
            axisY = dy / d;
        } else {
            axisX = 0.0;
            axisY = 1.0;
        }
        return d - roundRadius(a) - roundRadius(b);
    }

    private double polyPoly(PolyShape a, Transform ta, PolyShape b, Transform tb) {
        double best = -Double.MAX_VALUE;
        for (int i = 0; i < a.getVertexCount(); i++) {
            double nx = ta.rotateX(a.getNormalX(i), a.getNormalY(i)), ny = ta.rotateY(a.getNormalX(i), a.getNormalY(i));
            double vx = ta.toWorldX(a.getVertexX(i), a.getVertexY(i)),
                    vy = ta.toWorldY(a.getVertexX(i), a.getVertexY(i));
            double s = Double.MAX_VALUE;
            for (int j = 0; j < b.getVertexCount(); j++) {
                double wx = tb.toWorldX(b.getVertexX(j), b.getVertexY(j)),
                        wy = tb.toWorldY(b.getVertexX(j), b.getVertexY(j));
                s = Math.min(s, nx * (wx - vx) + ny * (wy - vy));
            }
            if (s > best) {
                best = s;
                axisX = nx;
                axisY = ny;
            }
        }
        for (int j = 0; j < b.getVertexCount(); j++) {
            double nx = tb.rotateX(b.getNormalX(j), b.getNormalY(j)), ny = tb.rotateY(b.getNormalX(j), b.getNormalY(j));
            double wx = tb.toWorldX(b.getVertexX(j), b.getVertexY(j)),
                    wy = tb.toWorldY(b.getVertexX(j), b.getVertexY(j));
            double s = Double.MAX_VALUE;
            for (int i = 0; i < a.getVertexCount(); i++) {
                double vx = ta.toWorldX(a.getVertexX(i), a.getVertexY(i)),
                        vy = ta.toWorldY(a.getVertexX(i), a.getVertexY(i));
                s = Math.min(s, nx * (vx - wx) + ny * (vy - wy));
            }
            if (s > best) {
                best = s;
                axisX = -nx;
                axisY = -ny;
            }
        }
        return best;
    }

    /** Polygon p against a round shape r (circle or ellipse as centre + enclosing radius). */
    private double polyRound(PolyShape p, Transform tp, Shape r, Transform tr, boolean roundIsA) {
        double cx = roundX(r, tr), cy = roundY(r, tr), rad = roundRadius(r);
        double best = -Double.MAX_VALUE, bx = 0.0, by = 1.0;
        for (int i = 0; i < p.getVertexCount(); i++) {
            double nx = tp.rotateX(p.getNormalX(i), p.getNormalY(i)), ny = tp.rotateY(p.getNormalX(i), p.getNormalY(i));
            double vx = tp.toWorldX(p.getVertexX(i), p.getVertexY(i)),
                    vy = tp.toWorldY(p.getVertexX(i), p.getVertexY(i));
            double s = nx * (cx - vx) + ny * (cy - vy);
            if (s > best) {
                best = s;
                bx = nx;
                by = ny;
            }
        }
        axisX = roundIsA ? -bx : bx;
        axisY = roundIsA ? -by : by;
        return best - rad;
    }

    private double roundX(Shape s, Transform xf) {
        if (s == null) return xf.toWorldX(coreX, coreY);
        return s.type() == ShapeType.CIRCLE
                ? xf.toWorldX(((Circle) s).centreX, ((Circle) s).centreY)
                : xf.toWorldX(((Ellipse) s).centreX, ((Ellipse) s).centreY);
    }

    private double roundY(Shape s, Transform xf) {
        if (s == null) return xf.toWorldY(coreX, coreY);
        return s.type() == ShapeType.CIRCLE
                ? xf.toWorldY(((Circle) s).centreX, ((Circle) s).centreY)
                : xf.toWorldY(((Ellipse) s).centreX, ((Ellipse) s).centreY);
    }

    private double roundRadius(Shape s) {
        if (s == null) return coreRadius;
        return s.type() == ShapeType.CIRCLE ? ((Circle) s).radius : Math.max(((Ellipse) s).a, ((Ellipse) s).b);
    }

    private static double length(double x, double y) {
        return Math.sqrt(x * x + y * y);
    }
}
