package com.tiltfall.physics.collision;

/**
 * Package-private base of {@link Polygon} and {@link Segment}: a convex vertex loop with outward edge normals.
 * Edge i goes from vertex i to vertex (i + 1) % count. A segment is a 2-gon whose two edges have opposite normals,
 * which lets the SAT + clipping code treat polygons and segments alike.
 */
public abstract class PolyShape extends Shape {
    final int count;
    final double[] vx, vy, nx, ny;
    /** max over the vertices of |x| + |y| (body-local): bounds the distance of every vertex from the body origin. */
    double extent;

    PolyShape(int count) {
        this.count = count;
        vx = new double[count];
        vy = new double[count];
        nx = new double[count];
        ny = new double[count];
    }

    /** Sets {@link #extent}; the subclass constructors call it once the vertices are in place. */
    final void computeExtent() {
        double e = 0.0;
        for (int i = 0; i < count; i++) {
            e = Math.max(e, Math.abs(vx[i]) + Math.abs(vy[i]));
        }
        extent = e;
    }

    public int getVertexCount() {
        return count;
    }

    public double getVertexX(int i) {
        return vx[i];
    }

    public double getVertexY(int i) {
        return vy[i];
    }

    /** Outward unit normal of edge i (from vertex i to vertex i+1). */
    public double getNormalX(int i) {
        return nx[i];
    }

    public double getNormalY(int i) {
        return ny[i];
    }

    @Override
    public void computeAabb(Transform xf, Aabb out) {
        double minX = Double.POSITIVE_INFINITY, minY = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY, maxY = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < count; i++) {
            double wx = xf.toWorldX(vx[i], vy[i]), wy = xf.toWorldY(vx[i], vy[i]);
            minX = Math.min(minX, wx);
            minY = Math.min(minY, wy);
            maxX = Math.max(maxX, wx);
            maxY = Math.max(maxY, wy);
        }
        out.set(minX, minY, maxX, maxY);
    }
}
