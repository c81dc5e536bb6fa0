package com.tiltfall.physics.collision;

/**
 * A line segment from (x1, y1) to (x2, y2) in body-local coordinates with no thickness. Internally a 2-gon: edge 0
 * (v0 -> v1) has the normal perp(v1 - v0) rotated clockwise, edge 1 the opposite normal. Segments have no mass (use
 * them for static terrain).
 *
 * <p>Two-sided by default. A ONE-SIDED segment (jump-through platforms, terrain chains) is solid only from its front,
 * the LEFT side of (x1, y1) -> (x2, y2) (a ground drawn left to right faces up): contacts are reported only when the
 * other shape's centre is in front and the contact pushes it forwards, and rays hit it only from the front.
 */
public final class Segment extends PolyShape {
    public final double x1, y1, x2, y2;
    public final boolean oneSided;

    public Segment(double x1, double y1, double x2, double y2) {
        this(x1, y1, x2, y2, false);
    }

    public Segment(double x1, double y1, double x2, double y2, boolean oneSided) {
        super(2);
        this.oneSided = oneSided;
        checkFinite(x1, "segment x1");
        checkFinite(y1, "segment y1");
        checkFinite(x2, "segment x2");
        checkFinite(y2, "segment y2");
        double ex = x2 - x1, ey = y2 - y1;
        double len = Math.sqrt(ex * ex + ey * ey);
        double scale = Math.max(Math.max(Math.abs(x1), Math.abs(y1)), Math.max(Math.abs(x2), Math.abs(y2)));
        if (len <= Math.max(1e-6, scale * 1e-6)) {
            throw new IllegalArgumentException("segment end points coincide (length " + len + ")");
        }
        this.x1 = x1;
        this.y1 = y1;
        this.x2 = x2;
        this.y2 = y2;
        vx[0] = x1;
        vy[0] = y1;
        vx[1] = x2;
        vy[1] = y2;
        nx[0] = ey / len;
        ny[0] = -ex / len;
        nx[1] = -nx[0];
        ny[1] = -ny[0];
        computeExtent();
    }

    @Override
    public ShapeType type() {
        return ShapeType.SEGMENT;
    }

    /** Local unit normal of the front (left) side: the solid side's outward normal for a one-sided segment. */
    public double frontNormalX() {
        return nx[1];
    }

    public double frontNormalY() {
        return ny[1];
    }

    /** Mass 0, inertia 0, centroid the midpoint. */
    @Override
    public void computeMass(double density, MassData out) {
        out.set(0.0, 0.5 * (x1 + x2), 0.5 * (y1 + y2), 0.0, 0.0);
    }

    /** Two-sided ray vs segment by solving p1 + t d = v1 + s e; the normal faces the ray. */
    @Override
    public boolean rayCast(Transform xf, RayCastInput in, RayCastOutput out) {
        double ax = xf.toWorldX(x1, y1), ay = xf.toWorldY(x1, y1);
        double bx = xf.toWorldX(x2, y2), by = xf.toWorldY(x2, y2);
        double dx = in.p2x - in.p1x, dy = in.p2y - in.p1y;
        double ex = bx - ax, ey = by - ay;
        double denom = dx * ey - dy * ex; // cross(d, e)
        if (denom == 0.0) {
            return false; // parallel (collinear rays do not report a hit)
        }
        double wx = ax - in.p1x, wy = ay - in.p1y;
        double t = (wx * ey - wy * ex) / denom;
        double s = (wx * dy - wy * dx) / denom;
        if (t < 0.0 || t > in.maxFraction || s < 0.0 || s > 1.0) {
            return false;
        }
        double len = Math.sqrt(ex * ex + ey * ey);
        double nx = ey / len, ny = -ex / len;
        if (oneSided && -nx * dx - ny * dy >= 0.0) {
            return false; // the ray comes from behind (moves along the front normal)
        }
        if (nx * dx + ny * dy > 0.0) {
            nx = -nx;
            ny = -ny;
        }
        out.set(t, nx, ny, in.p1x + t * dx, in.p1y + t * dy);
        return true;
    }
}
