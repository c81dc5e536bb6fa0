package com.tiltfall.physics.collision;

/**
 * Axis-aligned bounding box, also a shape of its own for the article-003 tests (AABB-AABB, AABB-circle).
 * Boundary convention: boxes that touch (shared edge, zero overlap) DO overlap.
 */
public final class Aabb {
    public double minX, minY, maxX, maxY;

    public Aabb() {}

    public Aabb(double minX, double minY, double maxX, double maxY) {
        set(minX, minY, maxX, maxY);
    }

    public Aabb set(double minX, double minY, double maxX, double maxY) {
        this.minX = minX;
        this.minY = minY;
        this.maxX = maxX;
        this.maxY = maxY;
        return this;
    }

    public Aabb set(Aabb o) {
        return set(o.minX, o.minY, o.maxX, o.maxY);
    }

    public Aabb setCentre(double cx, double cy, double halfW, double halfH) {
        return set(cx - halfW, cy - halfH, cx + halfW, cy + halfH);
    }

    public double centreX() {
        return 0.5 * (minX + maxX);
    }

    public double centreY() {
        return 0.5 * (minY + maxY);
    }

    public double halfWidth() {
        return 0.5 * (maxX - minX);
    }

    public double halfHeight() {
        return 0.5 * (maxY - minY);
    }

    public double perimeter() {
        return 2.0 * ((maxX - minX) + (maxY - minY));
    }

    public boolean isValid() {
        return minX <= maxX && minY <= maxY;
    }

    /** Overlap test by comparing edges (article 002/003, A against B on both axes). Touching counts. */
    public boolean overlaps(Aabb b) {
        return minX <= b.maxX && b.minX <= maxX && minY <= b.maxY && b.minY <= maxY;
    }

    /** True when b lies entirely inside this box. */
    public boolean contains(Aabb b) {
        return minX <= b.minX && minY <= b.minY && b.maxX <= maxX && b.maxY <= maxY;
    }

    public boolean containsPoint(double px, double py) {
        return px >= minX && px <= maxX && py >= minY && py <= maxY;
    }

    /** this = union(a, b). */
    public Aabb combine(Aabb a, Aabb b) {
        return set(
                Math.min(a.minX, b.minX), Math.min(a.minY, b.minY), Math.max(a.maxX, b.maxX), Math.max(a.maxY, b.maxY));
    }

    /**
     * Article 003 AABB vs AABB, corrected (A is compared against B on both axes). On a hit, fills out with the
     * axis of least overlap as the normal (from a to b), one contact point at the centre of the overlap region,
     * separation = -overlap. Returns false (and empties out) when separated. Touching counts as a hit.
     */
    public static boolean collide(Aabb a, Aabb b, Manifold out) {
        out.clear();
        double nx = b.centreX() - a.centreX();
        double ny = b.centreY() - a.centreY();
        double xOverlap = a.halfWidth() + b.halfWidth() - Math.abs(nx);
        if (xOverlap < 0.0) {
            return false;
        }
        double yOverlap = a.halfHeight() + b.halfHeight() - Math.abs(ny);
        if (yOverlap < 0.0) {
            return false;
        }
        double cx = 0.5 * (Math.max(a.minX, b.minX) + Math.min(a.maxX, b.maxX));
        double cy = 0.5 * (Math.max(a.minY, b.minY) + Math.min(a.maxY, b.maxY));
        if (xOverlap < yOverlap) {
            out.normalX = nx < 0.0 ? -1.0 : 1.0;
            out.normalY = 0.0;
            out.addPoint(cx, cy, -xOverlap, ContactId.make(nx < 0.0 ? 3 : 1, 0, ContactId.FACE, ContactId.FACE));
        } else {
            out.normalX = 0.0;
            out.normalY = ny < 0.0 ? -1.0 : 1.0;
            out.addPoint(cx, cy, -yOverlap, ContactId.make(ny < 0.0 ? 0 : 2, 0, ContactId.FACE, ContactId.FACE));
        }
        return true;
    }

    /**
     * Article 003 AABB vs circle, corrected. Centre outside the box (ANY of the four comparisons): the closest point
     * of the box is the clamp of the centre, the normal points from it to the centre. Centre inside: the nearest face
     * is used and the normal points out through that face. Normal from the box to the circle; contact point midway
     * between the box surface point and the deepest circle point. Touching counts.
     */
    public static boolean collideCircle(Aabb a, double cx, double cy, double r, Manifold out) {
        out.clear();
        boolean outside = cx < a.minX || cx > a.maxX || cy < a.minY || cy > a.maxY;
        if (outside) {
            double qx = Math.max(a.minX, Math.min(cx, a.maxX));
            double qy = Math.max(a.minY, Math.min(cy, a.maxY));
            double dx = cx - qx, dy = cy - qy;
            double d2 = dx * dx + dy * dy;
            if (d2 > r * r) {
                return false;
            }
            double d = Math.sqrt(d2);
            double nx = dx / d, ny = dy / d; // d > 0 because the centre is strictly outside
            out.normalX = nx;
            out.normalY = ny;
            double sep = d - r;
            out.addPoint(qx + nx * 0.5 * sep, qy + ny * 0.5 * sep, sep, 0);
            return true;
        }
        // Centre inside (or on the boundary): nearest face.
        double dl = cx - a.minX, dr = a.maxX - cx, db = cy - a.minY, dt = a.maxY - cy;
        double best = dl;
        double nx = -1.0, ny = 0.0;
        int face = 3;
        if (dr < best) {
            best = dr;
            nx = 1.0;
            ny = 0.0;
            face = 1;
        }
        if (db < best) {
            best = db;
            nx = 0.0;
            ny = -1.0;
            face = 0;
        }
        if (dt < best) {
            best = dt;
            nx = 0.0;
            ny = 1.0;
            face = 2;
        }
        double sep = -(best + r);
        out.normalX = nx;
        out.normalY = ny;
        // face point = centre + n * best; deepest circle point = centre - n * r
        double fx = cx + nx * best, fy = cy + ny * best;
        out.addPoint(
                fx + nx * 0.5 * sep,
                fy + ny * 0.5 * sep,
                sep,
                ContactId.make(face, 0, ContactId.FACE, ContactId.VERTEX));
        return true;
    }

    @Override
    public String toString() {
        return "Aabb[" + minX + ", " + minY + " .. " + maxX + ", " + maxY + "]";
    }
}
