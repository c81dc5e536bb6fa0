package com.tiltfall.physics.collision;

/**
 * A solid ellipse with semi-axes a (along its local x) and b, centred at the body-local point (centreX, centreY)
 * and rotated by the body-local {@code angle}. A circle is the case a == b.
 */
public final class Ellipse extends Shape {
    public final float a, b;
    public final float centreX, centreY, angle;
    final float cosA, sinA;

    public Ellipse(float a, float b) {
        this(a, b, 0f, 0f, 0f);
    }

    public Ellipse(float a, float b, float centreX, float centreY, float angle) {
        checkFinite(a, "ellipse semi-axis a");
        checkFinite(b, "ellipse semi-axis b");
        checkFinite(centreX, "ellipse centre x");
        checkFinite(centreY, "ellipse centre y");
        checkFinite(angle, "ellipse angle");
        if (!(a > 0f) || !(b > 0f)) {
            throw new IllegalArgumentException("ellipse semi-axes must be > 0, were " + a + " and " + b);
        }
        this.a = a;
        this.b = b;
        this.centreX = centreX;
        this.centreY = centreY;
        this.angle = angle;
        this.cosA = (float) Math.cos(angle);
        this.sinA = (float) Math.sin(angle);
    }

    @Override
    public ShapeType type() {
        return ShapeType.ELLIPSE;
    }

    /** World cos of the ellipse's axis under xf. */
    float worldCos(Transform xf) {
        return xf.cos * cosA - xf.sin * sinA;
    }

    float worldSin(Transform xf) {
        return xf.sin * cosA + xf.cos * sinA;
    }

    @Override
    public void computeAabb(Transform xf, Aabb out) {
        float c = worldCos(xf), s = worldSin(xf);
        float cx = xf.toWorldX(centreX, centreY), cy = xf.toWorldY(centreX, centreY);
        float hx = (float) Math.sqrt(a * a * c * c + b * b * s * s);
        float hy = (float) Math.sqrt(a * a * s * s + b * b * c * c);
        out.set(cx - hx, cy - hy, cx + hx, cy + hy);
    }

    /** m = density pi a b, I = m (a^2 + b^2) / 4 about the centre. */
    @Override
    public void computeMass(float density, MassData out) {
        float area = (float) Math.PI * a * b;
        float m = density * area;
        out.set(m, centreX, centreY, 0.25f * m * (a * a + b * b), area);
    }

    /** The ray is mapped to the ellipse frame and scaled by (1/a, 1/b): a unit-circle cast (fractions are affine-invariant). */
    @Override
    public boolean rayCast(Transform xf, RayCastInput in, RayCastOutput out) {
        float c = worldCos(xf), s = worldSin(xf);
        float cx = xf.toWorldX(centreX, centreY), cy = xf.toWorldY(centreX, centreY);
        float d1x = in.p1x - cx, d1y = in.p1y - cy;
        float sx = (c * d1x + s * d1y) / a, sy = (-s * d1x + c * d1y) / b;
        float wx = in.p2x - in.p1x, wy = in.p2y - in.p1y;
        float dx = (c * wx + s * wy) / a, dy = (-s * wx + c * wy) / b;
        float bq = sx * sx + sy * sy - 1f;
        if (bq < 0f) {
            return false; // starts inside
        }
        float cq = sx * dx + sy * dy;
        float rr = dx * dx + dy * dy;
        float sigma = cq * cq - rr * bq;
        if (sigma < 0f || rr < 1e-20f) {
            return false;
        }
        float t = -(cq + (float) Math.sqrt(sigma)) / rr;
        if (t < 0f || t > in.maxFraction) {
            return false;
        }
        // Local hit point on the unit circle -> ellipse gradient (x/a^2, y/b^2) = (ux/a, uy/b).
        float ux = sx + t * dx, uy = sy + t * dy;
        float gx = ux / a, gy = uy / b;
        float gl = (float) Math.sqrt(gx * gx + gy * gy);
        gx /= gl;
        gy /= gl;
        out.set(t, c * gx - s * gy, s * gx + c * gy, in.p1x + t * wx, in.p1y + t * wy);
        return true;
    }
}
