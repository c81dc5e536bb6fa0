package com.tiltfall.physics.collision;

/**
 * Reusable result of the article-001 nearest-point / osculating-circle query, all in the ellipse's local frame:
 * the point (px, py) on the ellipse nearest to the query, the centre of curvature (ex, ey) there (article 001:
 * x_c = a(1 - b^2/a^2) cos^3 t, y_c = b(1 - a^2/b^2) sin^3 t), the radius of curvature rho (the inverse of the
 * article's curvature ab / (a^2 sin^2 t + b^2 cos^2 t)^(3/2)) and the outward unit normal (gx, gy).
 */
final class EllipseGeom {
    /** Iterations of the nearest-point method (the article: 3-4 converge; a few more buy double precision). */
    static final int ITERATIONS = 6;

    double px, py, ex, ey, rho, gx, gy;
    /** True when the query point is strictly inside the ellipse. */
    boolean inside;

    /** Nearest point on the ellipse (a, b), centred at the origin, axis-aligned, to the local query (qx, qy). */
    void nearest(double a, double b, double qx, double qy) {
        nearest(a, b, qx, qy, ITERATIONS, false);
    }

    /** First-quadrant (cos t, sin t) of the last answer: the start of a warm-started query. */
    private double lastTx = 0.70710678, lastTy = 0.70710678;

    /**
     * As {@link #nearest(double, double, double, double)}, with a chosen iteration count; warm = start from the previous
     * answer (the mutual ellipse iteration moves the query point only a little between rounds).
     */
    void nearest(double a, double b, double qx, double qy, int iterations, boolean warm) {
        double ax = Math.abs(qx), ay = Math.abs(qy);
        double tx = warm ? lastTx : 0.70710678, ty = warm ? lastTy : 0.70710678; // (cos t, sin t), first quadrant
        double k = a * a - b * b;
        for (int i = 0; i < iterations; i++) {
            double x = a * tx, y = b * ty;
            double cx = k * tx * tx * tx / a;
            double cy = -k * ty * ty * ty / b;
            double rx = x - cx, ry = y - cy;
            double wx = ax - cx, wy = ay - cy;
            double r = Math.sqrt(rx * rx + ry * ry);
            double q = Math.sqrt(wx * wx + wy * wy);
            if (q < 1e-12) {
                break; // the query sits on the centre of curvature: every direction is as near; keep t
            }
            tx = clamp01((wx * r / q + cx) / a);
            ty = clamp01((wy * r / q + cy) / b);
            double t = Math.sqrt(tx * tx + ty * ty);
            if (t < 1e-12) {
                tx = 1.0;
                ty = 0.0;
            } else {
                tx /= t;
                ty /= t;
            }
        }
        lastTx = tx;
        lastTy = ty;
        double sx = qx < 0.0 ? -1.0 : 1.0, sy = qy < 0.0 ? -1.0 : 1.0;
        px = sx * a * tx;
        py = sy * b * ty;
        ex = sx * k * tx * tx * tx / a;
        ey = -sy * k * ty * ty * ty / b;
        double s2 = a * a * ty * ty + b * b * tx * tx;
        rho = (Math.sqrt((double) s2 * s2 * s2) / ((double) a * b));
        double nx = px / (a * a), ny = py / (b * b);
        double nl = Math.sqrt(nx * nx + ny * ny);
        gx = nx / nl;
        gy = ny / nl;
        inside = (qx * qx) / (a * a) + (qy * qy) / (b * b) < 1.0;
    }

    private static double clamp01(double v) {
        return v < 0.0 ? 0.0 : (v > 1.0 ? 1.0 : v);
    }
}
