package com.tiltfall.physics.collision;

/**
 * Reusable contact result.
 * <ul>
 * <li>{@code normalX, normalY}: unit normal pointing FROM shape A TO shape B: translating B by +normal * depth()
 * (or A by -normal * depth()) separates the shapes.</li>
 * <li>{@code pointCount} 0..2 contact points; for each: world point {@code x[i], y[i]} (midway between the two
 * surfaces), {@code separation[i]} (NEGATIVE = penetrating, positive = speculative gap), {@code id[i]} a feature key
 * (see {@link ContactId}) stable across frames while the same features touch, for warm starting.</li>
 * </ul>
 * Boundary convention: shapes that exactly touch (separation == 0) DO collide.
 */
public final class Manifold {
    public static final int MAX_POINTS = 2;

    public double normalX, normalY;
    public int pointCount;
    public final double[] x = new double[MAX_POINTS];
    public final double[] y = new double[MAX_POINTS];
    public final double[] separation = new double[MAX_POINTS];
    public final int[] id = new int[MAX_POINTS];
    /**
     * For a polygon face contact: the reference face (its edge index on the shape it belongs to), on B if {@link
     * #referenceOnB}, else A; -1 for every other contact (the dynamics layer keeps such manifolds: ContactRecycling).
     */
    public int referenceEdge = -1;

    public boolean referenceOnB;

    public Manifold clear() {
        pointCount = 0;
        normalX = 0.0;
        normalY = 0.0;
        referenceEdge = -1;
        referenceOnB = false;
        return this;
    }

    /** Appends a contact point; ignored when already full. */
    public void addPoint(double px, double py, double sep, int featureId) {
        if (pointCount >= MAX_POINTS) {
            return;
        }
        x[pointCount] = px;
        y[pointCount] = py;
        separation[pointCount] = sep;
        id[pointCount] = featureId;
        pointCount++;
    }

    /** Smallest (most negative) separation, or +infinity when there is no point. */
    public double minSeparation() {
        double m = Double.POSITIVE_INFINITY;
        for (int i = 0; i < pointCount; i++) {
            m = Math.min(m, separation[i]);
        }
        return m;
    }

    /** Maximum penetration depth, >= 0 (0 when merely touching, speculative, or empty). */
    public double depth() {
        return pointCount == 0 ? 0.0 : Math.max(0.0, -minSeparation());
    }

    /** True when at least one point has separation <= 0 (touching counts). */
    public boolean isTouching() {
        return pointCount > 0 && minSeparation() <= 0.0;
    }

    /** Reverses the roles of A and B: negates the normal (points and separations are unchanged). */
    public void flip() {
        normalX = -normalX;
        normalY = -normalY;
        referenceOnB = !referenceOnB;
    }

    public Manifold set(Manifold o) {
        normalX = o.normalX;
        normalY = o.normalY;
        pointCount = o.pointCount;
        referenceEdge = o.referenceEdge;
        referenceOnB = o.referenceOnB;
        for (int i = 0; i < MAX_POINTS; i++) {
            x[i] = o.x[i];
            y[i] = o.y[i];
            separation[i] = o.separation[i];
            id[i] = o.id[i];
        }
        return this;
    }

    @Override
    public String toString() {
        StringBuilder sb =
                new StringBuilder("Manifold(n=").append(normalX).append(',').append(normalY);
        for (int i = 0; i < pointCount; i++) {
            sb.append(" p")
                    .append(i)
                    .append("=(")
                    .append(x[i])
                    .append(',')
                    .append(y[i])
                    .append(") s=")
                    .append(separation[i])
                    .append(" id=")
                    .append(id[i]);
        }
        return sb.append(')').toString();
    }
}
