package com.tiltfall.physics.collision;

import com.tiltfall.physics.math.DetMath;

/**
 * A solid ellipse with semi-axes a (along its local x) and b, centred at the body-local point (centreX, centreY)
 * and rotated by the body-local {@code angle}. A circle is the case a == b.
 */
public final class Ellipse extends Shape {
    public final double a, b;
    public final double centreX, centreY, angle;
    final double cosA, sinA;

    public Ellipse(double a, double b) {
        this(a, b, 0.0, 0.0, 0.0);
    }

    public Ellipse(double a, double b, double centreX, double centreY, double angle) {
        checkFinite(a, "ellipse semi-axis a");
        checkFinite(b, "ellipse semi-axis b");
        checkFinite(centreX, "ellipse centre x");
        checkFinite(centreY, "ellipse centre y");
        checkFinite(angle, "ellipse angle");
        if (!(a > 0.0) || !(b > 0.0)) {
            throw new IllegalArgumentException("ellipse semi-axes must be > 0, were " + a + " and " + b);
        }
        this.a = a;
        this.b = b;
        this.centreX = centreX;
        this.centreY = centreY;
        this.angle = angle;
        this.cosA = DetMath.cos(angle);
        this.sinA = DetMath.sin(angle);
    }

    @Override
    public ShapeType type() {
        return ShapeType.ELLIPSE;
    }

    /** World cos of the ellipse's axis under xf. */
    double worldCos(Transform xf) {
        return xf.cos * cosA - xf.sin * sinA;
    }

    double worldSin(Transform xf) {
        return xf.sin * cosA + xf.cos * sinA;
    }

    @Override
    public void computeAabb(Transform xf, Aabb out) {
        double c = worldCos(xf), s = worldSin(xf);
        double cx = xf.toWorldX(centreX, centreY), cy = xf.toWorldY(centreX, centreY);
        double hx = Math.sqrt(a * a * c * c + b * b * s * s);
        double hy = Math.sqrt(a * a * s * s + b * b * c * c);
        out.set(cx - hx, cy - hy, cx + hx, cy + hy);
    }

    /** m = density pi a b, I = m (a^2 + b^2) / 4 about the centre. */
    @Override
    public void computeMass(double density, MassData out) {
        double area = DetMath.PI * a * b;
        double m = density * area;
        out.set(m, centreX, centreY, 0.25 * m * (a * a + b * b), area);
    }

    /** The ray is mapped to the ellipse frame and scaled by (1/a, 1/b): a unit-circle cast (fractions are affine-invariant). */
    @Override
    public boolean rayCast(Transform xf, RayCastInput in, RayCastOutput out) {
        double c = worldCos(xf), s = worldSin(xf);
        double cx = xf.toWorldX(centreX, centreY), cy = xf.toWorldY(centreX, centreY);
        double d1x = in.p1x - cx, d1y = in.p1y - cy;
        double sx = (c * d1x + s * d1y) / a, sy = (-s * d1x + c * d1y) / b;
        double wx = in.p2x - in.p1x, wy = in.p2y - in.p1y;
        double dx = (c * wx + s * wy) / a, dy = (-s * wx + c * wy) / b;
        double bq = sx * sx + sy * sy - 1.0;
        if (bq < 0.0) {
            return false; // starts inside
        }
        double cq = sx * dx + sy * dy;
        double rr = dx * dx + dy * dy;
        double sigma = cq * cq - rr * bq;
        if (sigma < 0.0 || rr < 1e-20) {
            return false;
        }
        double t = -(cq + Math.sqrt(sigma)) / rr;
        if (t < 0.0 || t > in.maxFraction) {
            return false;
        }
        // Local hit point on the unit circle -> ellipse gradient (x/a^2, y/b^2) = (ux/a, uy/b).
        double ux = sx + t * dx, uy = sy + t * dy;
        double gx = ux / a, gy = uy / b;
        double gl = Math.sqrt(gx * gx + gy * gy);
        gx /= gl;
        gy /= gl;
        out.set(t, c * gx - s * gy, s * gx + c * gy, in.p1x + t * wx, in.p1y + t * wy);
        return true;
    }
}
