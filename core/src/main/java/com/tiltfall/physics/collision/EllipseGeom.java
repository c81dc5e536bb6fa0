package com.tiltfall.physics.collision;

/**
 * Reusable result of the article-001 nearest-point / osculating-circle query, all in the ellipse's local frame:
 * the point (px, py) on the ellipse nearest to the query, the centre of curvature (ex, ey) there (article 001:
 * x_c = a(1 - b^2/a^2) cos^3 t, y_c = b(1 - a^2/b^2) sin^3 t), the radius of curvature rho (the inverse of the
 * article's curvature ab / (a^2 sin^2 t + b^2 cos^2 t)^(3/2)) and the outward unit normal (gx, gy).
 */
final class EllipseGeom {
    /** Iterations of the nearest-point method (the article: 3-4 converge; a few more buy float precision). */
    static final int ITERATIONS = 6;

    float px, py, ex, ey, rho, gx, gy;
    /** True when the query point is strictly inside the ellipse. */
    boolean inside;

    /** Nearest point on the ellipse (a, b), centred at the origin, axis-aligned, to the local query (qx, qy). */
    void nearest(float a, float b, float qx, float qy) {
        nearest(a, b, qx, qy, ITERATIONS, false);
    }

    /** First-quadrant (cos t, sin t) of the last answer: the start of a warm-started query. */
    private float lastTx = 0.70710678f, lastTy = 0.70710678f;

    /**
     * As {@link #nearest(float, float, float, float)}, with a chosen iteration count; warm = start from the previous
     * answer (the mutual ellipse iteration moves the query point only a little between rounds).
     */
    void nearest(float a, float b, float qx, float qy, int iterations, boolean warm) {
        float ax = Math.abs(qx), ay = Math.abs(qy);
        float tx = warm ? lastTx : 0.70710678f, ty = warm ? lastTy : 0.70710678f; // (cos t, sin t), first quadrant
        float k = a * a - b * b;
        for (int i = 0; i < iterations; i++) {
            float x = a * tx, y = b * ty;
            float cx = k * tx * tx * tx / a;
            float cy = -k * ty * ty * ty / b;
            float rx = x - cx, ry = y - cy;
            float wx = ax - cx, wy = ay - cy;
            float r = (float) Math.sqrt(rx * rx + ry * ry);
            float q = (float) Math.sqrt(wx * wx + wy * wy);
            if (q < 1e-12f) {
                break; // the query sits on the centre of curvature: every direction is as near; keep t
            }
            tx = clamp01((wx * r / q + cx) / a);
            ty = clamp01((wy * r / q + cy) / b);
            float t = (float) Math.sqrt(tx * tx + ty * ty);
            if (t < 1e-12f) {
                tx = 1f;
                ty = 0f;
            } else {
                tx /= t;
                ty /= t;
            }
        }
        lastTx = tx;
        lastTy = ty;
        float sx = qx < 0f ? -1f : 1f, sy = qy < 0f ? -1f : 1f;
        px = sx * a * tx;
        py = sy * b * ty;
        ex = sx * k * tx * tx * tx / a;
        ey = -sy * k * ty * ty * ty / b;
        float s2 = a * a * ty * ty + b * b * tx * tx;
        rho = (float) (Math.sqrt((double) s2 * s2 * s2) / ((double) a * b));
        float nx = px / (a * a), ny = py / (b * b);
        float nl = (float) Math.sqrt(nx * nx + ny * ny);
        gx = nx / nl;
        gy = ny / nl;
        inside = (qx * qx) / (a * a) + (qy * qy) / (b * b) < 1f;
    }

    private static float clamp01(float v) {
        return v < 0f ? 0f : (v > 1f ? 1f : v);
    }
}
