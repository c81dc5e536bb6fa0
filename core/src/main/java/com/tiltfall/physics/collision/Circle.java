package com.tiltfall.physics.collision;

import com.tiltfall.physics.math.DetMath;

/** A solid circle of radius {@code radius} centred at the body-local point (centreX, centreY). */
public final class Circle extends Shape {
    public final double radius;
    public final double centreX, centreY;

    public Circle(double radius) {
        this(radius, 0.0, 0.0);
    }

    public Circle(double radius, double centreX, double centreY) {
        checkFinite(radius, "circle radius");
        checkFinite(centreX, "circle centre x");
        checkFinite(centreY, "circle centre y");
        if (!(radius > 0.0)) {
            throw new IllegalArgumentException("circle radius must be > 0, was " + radius);
        }
        this.radius = radius;
        this.centreX = centreX;
        this.centreY = centreY;
    }

    @Override
    public ShapeType type() {
        return ShapeType.CIRCLE;
    }

    @Override
    public void computeAabb(Transform xf, Aabb out) {
        double cx = xf.toWorldX(centreX, centreY), cy = xf.toWorldY(centreX, centreY);
        out.set(cx - radius, cy - radius, cx + radius, cy + radius);
    }

    /** m = density pi r^2, I = m r^2 / 2 about the centre. */
    @Override
    public void computeMass(double density, MassData out) {
        double area = DetMath.PI * radius * radius;
        double m = density * area;
        out.set(m, centreX, centreY, 0.5 * m * radius * radius, area);
    }

    @Override
    public boolean rayCast(Transform xf, RayCastInput in, RayCastOutput out) {
        double cx = xf.toWorldX(centreX, centreY), cy = xf.toWorldY(centreX, centreY);
        return rayCastCircle(cx, cy, radius, in, out);
    }

    static boolean rayCastCircle(double cx, double cy, double radius, RayCastInput in, RayCastOutput out) {
        // |s + t d|^2 = r^2 with s = p1 - c, d = p2 - p1.
        double sx = in.p1x - cx, sy = in.p1y - cy;
        double b = sx * sx + sy * sy - radius * radius;
        if (b < 0.0) {
            return false; // starts inside
        }
        double dx = in.p2x - in.p1x, dy = in.p2y - in.p1y;
        double c = sx * dx + sy * dy;
        double rr = dx * dx + dy * dy;
        double sigma = c * c - rr * b;
        if (sigma < 0.0 || rr < 1e-20) {
            return false;
        }
        double a = -(c + Math.sqrt(sigma));
        if (a >= 0.0 && a <= in.maxFraction * rr) {
            double t = a / rr;
            double px = in.p1x + t * dx, py = in.p1y + t * dy;
            double nx = px - cx, ny = py - cy;
            double len = Math.sqrt(nx * nx + ny * ny);
            if (len > 0.0) {
                nx /= len;
                ny /= len;
            }
            out.set(t, nx, ny, px, py);
            return true;
        }
        return false;
    }
}
