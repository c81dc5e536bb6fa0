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
    static final float TARGET = 0.005f;
    /** Accepted window above the target (Box2D: a quarter of the linear slop). */
    static final float TOLERANCE = 0.25f * TARGET;

    static final int MAX_ITERATIONS = 30;

    private final Transform xa = new Transform(), xb = new Transform();
    private float axisX, axisY;
    /** The core circle that stands for shape b when b is null (body-local centre and radius). */
    private float coreX, coreY, coreRadius;

    /** Iterations the last query used (for tests). */
    int lastIterations;

    /**
     * First time in [0, tMax] at which shape a (on a body swept as given) comes within {@link #TARGET} of shape b, or
     * a value &gt;= tMax when it does not. Returns 0 when the shapes are already that close at t = 0. lcx/lcy are the
     * bodies' local centres of mass (the sweep moves the centre, the shapes hang off the body origin).
     */
    float solve(
            Shape a,
            float aLcx,
            float aLcy,
            float aC0x,
            float aC0y,
            float aA0,
            float aDcx,
            float aDcy,
            float aDa,
            Shape b,
            float bLcx,
            float bLcy,
            float bC0x,
            float bC0y,
            float bA0,
            float bDcx,
            float bDcy,
            float bDa,
            float tMax) {
        float rA = radiusAboutCentre(a, aLcx, aLcy);
        float rB = b != null ? radiusAboutCentre(b, bLcx, bLcy) : length(coreX - bLcx, coreY - bLcy) + coreRadius;
        float spinA = Math.abs(aDa) * rA, spinB = Math.abs(bDa) * rB;
        float t = 0f;
        for (int it = 0; it < MAX_ITERATIONS; it++) {
            lastIterations = it + 1;
            place(xa, aLcx, aLcy, aC0x + t * aDcx, aC0y + t * aDcy, aA0 + t * aDa);
            place(xb, bLcx, bLcy, bC0x + t * bDcx, bC0y + t * bDcy, bA0 + t * bDa);
            float s = separation(a, xa, b, xb);
            if (s <= TARGET + TOLERANCE) return t;
            float closing = -(axisX * (bDcx - aDcx) + axisY * (bDcy - aDcy));
            float rate = Math.max(0f, closing) + spinA + spinB;
            if (rate <= 0f) return Float.MAX_VALUE;
            t += (s - TARGET) / rate;
            if (t >= tMax) return Float.MAX_VALUE;
        }
        // still creeping closer: stop here, which is safe (nothing touches before t)
        return t;
    }

    /**
     * Box2D v3.1's fallback when the shapes already touch at the start (where {@link #solve} answers 0 and the
     * contact solver is trusted): sweeps a small circle around the inside of shape b instead (a quarter of its inner
     * extent around its vertex average or centre), so that a body whose contact failed to hold it is still stopped
     * before its core passes through.
     */
    float solveCore(
            Shape a,
            float aLcx,
            float aLcy,
            float aC0x,
            float aC0y,
            float aA0,
            float aDcx,
            float aDcy,
            float aDa,
            Shape b,
            float bLcx,
            float bLcy,
            float bC0x,
            float bC0y,
            float bA0,
            float bDcx,
            float bDcy,
            float bDa,
            float tMax) {
        coreRadius = 0.25f * innerExtent(b);
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
                float cx = 0f, cy = 0f;
                for (int i = 0; i < p.getVertexCount(); i++) {
                    cx += p.getVertexX(i);
                    cy += p.getVertexY(i);
                }
                coreX = cx / p.getVertexCount();
                coreY = cy / p.getVertexCount();
            }
        }
        return solve(
                a, aLcx, aLcy, aC0x, aC0y, aA0, aDcx, aDcy, aDa, null, bLcx, bLcy, bC0x, bC0y, bA0, bDcx, bDcy, bDa,
                tMax);
    }

    private static void place(Transform xf, float lcx, float lcy, float cx, float cy, float angle) {
        xf.set(cx, cy, angle);
        xf.setPosition(cx - (xf.cos * lcx - xf.sin * lcy), cy - (xf.sin * lcx + xf.cos * lcy));
    }

    /** Largest distance of a point of the shape from the body-local point (lcx, lcy). */
    static float radiusAboutCentre(Shape s, float lcx, float lcy) {
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
                float r = 0f;
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
    static float innerExtent(Shape s) {
        switch (s.type()) {
            case CIRCLE:
                return ((Circle) s).radius;
            case ELLIPSE:
                return Math.min(((Ellipse) s).a, ((Ellipse) s).b);
            case SEGMENT:
                return 0f;
            default: {
                PolyShape p = (PolyShape) s;
                int n = p.getVertexCount();
                float cx = 0f, cy = 0f;
                for (int i = 0; i < n; i++) {
                    cx += p.getVertexX(i);
                    cy += p.getVertexY(i);
                }
                cx /= n;
                cy /= n;
                float min = Float.MAX_VALUE;
                for (int i = 0; i < n; i++)
                    min = Math.min(
                            min, p.getNormalX(i) * (p.getVertexX(i) - cx) + p.getNormalY(i) * (p.getVertexY(i) - cy));
                return Math.max(0f, min);
            }
        }
    }

    /**
     * A lower bound of the distance between the placed shapes (negative when they may overlap), and in
     * (axisX, axisY) the unit axis it was measured along, pointing from a towards b.
     */
    float separation(Shape a, Transform ta, Shape b, Transform tb) {
        // b == null: the core circle of solveCore
        boolean polyA = a instanceof PolyShape, polyB = b instanceof PolyShape;
        if (polyA && polyB) return polyPoly((PolyShape) a, ta, (PolyShape) b, tb);
        if (polyA) return polyRound((PolyShape) a, ta, b, tb, false);
        if (polyB) return polyRound((PolyShape) b, tb, a, ta, true);
        float ax = roundX(a, ta), ay = roundY(a, ta), bx = roundX(b, tb), by = roundY(b, tb);
        float dx = bx - ax, dy = by - ay, d = length(dx, dy);
        if (d > 0f) {
            axisX = dx / d;
            axisY = dy / d;
        } else {
            axisX = 0f;
            axisY = 1f;
        }
        return d - roundRadius(a) - roundRadius(b);
    }

    private float polyPoly(PolyShape a, Transform ta, PolyShape b, Transform tb) {
        float best = -Float.MAX_VALUE;
        for (int i = 0; i < a.getVertexCount(); i++) {
            float nx = ta.rotateX(a.getNormalX(i), a.getNormalY(i)), ny = ta.rotateY(a.getNormalX(i), a.getNormalY(i));
            float vx = ta.toWorldX(a.getVertexX(i), a.getVertexY(i)),
                    vy = ta.toWorldY(a.getVertexX(i), a.getVertexY(i));
            float s = Float.MAX_VALUE;
            for (int j = 0; j < b.getVertexCount(); j++) {
                float wx = tb.toWorldX(b.getVertexX(j), b.getVertexY(j)),
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
            float nx = tb.rotateX(b.getNormalX(j), b.getNormalY(j)), ny = tb.rotateY(b.getNormalX(j), b.getNormalY(j));
            float wx = tb.toWorldX(b.getVertexX(j), b.getVertexY(j)),
                    wy = tb.toWorldY(b.getVertexX(j), b.getVertexY(j));
            float s = Float.MAX_VALUE;
            for (int i = 0; i < a.getVertexCount(); i++) {
                float vx = ta.toWorldX(a.getVertexX(i), a.getVertexY(i)),
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
    private float polyRound(PolyShape p, Transform tp, Shape r, Transform tr, boolean roundIsA) {
        float cx = roundX(r, tr), cy = roundY(r, tr), rad = roundRadius(r);
        float best = -Float.MAX_VALUE, bx = 0f, by = 1f;
        for (int i = 0; i < p.getVertexCount(); i++) {
            float nx = tp.rotateX(p.getNormalX(i), p.getNormalY(i)), ny = tp.rotateY(p.getNormalX(i), p.getNormalY(i));
            float vx = tp.toWorldX(p.getVertexX(i), p.getVertexY(i)),
                    vy = tp.toWorldY(p.getVertexX(i), p.getVertexY(i));
            float s = nx * (cx - vx) + ny * (cy - vy);
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

    private float roundX(Shape s, Transform xf) {
        if (s == null) return xf.toWorldX(coreX, coreY);
        return s.type() == ShapeType.CIRCLE
                ? xf.toWorldX(((Circle) s).centreX, ((Circle) s).centreY)
                : xf.toWorldX(((Ellipse) s).centreX, ((Ellipse) s).centreY);
    }

    private float roundY(Shape s, Transform xf) {
        if (s == null) return xf.toWorldY(coreX, coreY);
        return s.type() == ShapeType.CIRCLE
                ? xf.toWorldY(((Circle) s).centreX, ((Circle) s).centreY)
                : xf.toWorldY(((Ellipse) s).centreX, ((Ellipse) s).centreY);
    }

    private float roundRadius(Shape s) {
        if (s == null) return coreRadius;
        return s.type() == ShapeType.CIRCLE ? ((Circle) s).radius : Math.max(((Ellipse) s).a, ((Ellipse) s).b);
    }

    private static float length(float x, float y) {
        return (float) Math.sqrt(x * x + y * y);
    }
}
