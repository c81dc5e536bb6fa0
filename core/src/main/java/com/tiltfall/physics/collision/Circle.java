package com.tiltfall.physics.collision;

/** A solid circle of radius {@code radius} centred at the body-local point (centreX, centreY). */
public final class Circle extends Shape {
    public final float radius;
    public final float centreX, centreY;

    public Circle(float radius) {
        this(radius, 0f, 0f);
    }

    public Circle(float radius, float centreX, float centreY) {
        checkFinite(radius, "circle radius");
        checkFinite(centreX, "circle centre x");
        checkFinite(centreY, "circle centre y");
        if (!(radius > 0f)) {
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
        float cx = xf.toWorldX(centreX, centreY), cy = xf.toWorldY(centreX, centreY);
        out.set(cx - radius, cy - radius, cx + radius, cy + radius);
    }

    /** m = density pi r^2, I = m r^2 / 2 about the centre. */
    @Override
    public void computeMass(float density, MassData out) {
        float area = (float) Math.PI * radius * radius;
        float m = density * area;
        out.set(m, centreX, centreY, 0.5f * m * radius * radius, area);
    }

    @Override
    public boolean rayCast(Transform xf, RayCastInput in, RayCastOutput out) {
        float cx = xf.toWorldX(centreX, centreY), cy = xf.toWorldY(centreX, centreY);
        return rayCastCircle(cx, cy, radius, in, out);
    }

    static boolean rayCastCircle(float cx, float cy, float radius, RayCastInput in, RayCastOutput out) {
        // |s + t d|^2 = r^2 with s = p1 - c, d = p2 - p1.
        float sx = in.p1x - cx, sy = in.p1y - cy;
        float b = sx * sx + sy * sy - radius * radius;
        if (b < 0f) {
            return false; // starts inside
        }
        float dx = in.p2x - in.p1x, dy = in.p2y - in.p1y;
        float c = sx * dx + sy * dy;
        float rr = dx * dx + dy * dy;
        float sigma = c * c - rr * b;
        if (sigma < 0f || rr < 1e-20f) {
            return false;
        }
        float a = -(c + (float) Math.sqrt(sigma));
        if (a >= 0f && a <= in.maxFraction * rr) {
            float t = a / rr;
            float px = in.p1x + t * dx, py = in.p1y + t * dy;
            float nx = px - cx, ny = py - cy;
            float len = (float) Math.sqrt(nx * nx + ny * ny);
            if (len > 0f) {
                nx /= len;
                ny /= len;
            }
            out.set(t, nx, ny, px, py);
            return true;
        }
        return false;
    }
}
