package com.tiltfall.physics.collision;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

/** Cases computed by hand from the articles' formulas (numbers in the comments). */
class HandComputedTest {
    static final double EPS = 1e-4;
    final Collide collide = new Collide();
    final Manifold m = new Manifold();
    final Transform id = new Transform();

    static Transform at(double x, double y, double a) {
        return new Transform(x, y, a);
    }

    // ---------------------------------------------------------------- circles (articles 000, 002, 003)

    @Test
    void circleCircleOverlap() {
        // L = 2.5, D = L - (r1 + r2) = 2.5 - 3 = -0.5 <= 0 -> hit, depth 0.5
        assertTrue(collide.collide(new Circle(1), id, new Circle(2), at(2.5, 0, 0), 0, m));
        assertEquals(1, m.pointCount);
        assertEquals(1.0, m.normalX, EPS);
        assertEquals(0.0, m.normalY, EPS);
        assertEquals(-0.5, m.separation[0], EPS);
        assertEquals(0.5, m.depth(), EPS);
        // A's surface point (1, 0), B's (0.5, 0): midpoint 0.75
        assertEquals(0.75, m.x[0], EPS);
        assertEquals(0.0, m.y[0], EPS);
    }

    @Test
    void circleCircleTouchingCountsAndSpeculative() {
        assertTrue(collide.collide(new Circle(1), id, new Circle(2), at(3.0, 0, 0), 0, m), "touching is a hit");
        assertEquals(0.0, m.separation[0], EPS);
        assertTrue(m.isTouching());
        assertFalse(collide.collide(new Circle(1), id, new Circle(2), at(3.01, 0, 0), 0, m));
        assertEquals(0, m.pointCount);
        assertTrue(collide.collide(new Circle(1), id, new Circle(2), at(3.01, 0, 0), 0.05, m));
        assertEquals(0.01, m.separation[0], EPS);
        assertFalse(m.isTouching());
        assertEquals(0.0, m.depth());
    }

    @Test
    void circleCircleCoincidentCentresIsFinite() {
        assertTrue(collide.collide(new Circle(1), at(2, 2, 0), new Circle(2), at(2, 2, 0), 0, m));
        assertEquals(1.0, m.normalX * m.normalX + m.normalY * m.normalY, EPS);
        assertEquals(-3.0, m.separation[0], EPS);
        assertFalse(Double.isNaN(m.x[0]) || Double.isNaN(m.y[0]));
    }

    @Test
    void pointInCircleBoundaryCounts() {
        assertTrue(Collide.pointInCircle(3, 4, 0, 0, 5));
        assertFalse(Collide.pointInCircle(3, 4.01, 0, 0, 5));
    }

    // ---------------------------------------------------------------- article 002: segment-circle

    @Test
    void segmentCircleCrossProductDistance() {
        // A(0,0) B(4,0) P(2,1): |AP x AB| / |AB| = |2*0 - 1*4| / 4 = 1; r = 1.5 -> separation -0.5, normal +y
        Segment s = new Segment(0, 0, 4, 0);
        assertTrue(collide.collide(s, id, new Circle(1.5), at(2, 1, 0), 0, m));
        assertEquals(-0.5, m.separation[0], EPS);
        assertEquals(0.0, m.normalX, EPS);
        assertEquals(1.0, m.normalY, EPS);
        // below the segment: normal -y
        assertTrue(collide.collide(s, id, new Circle(1.5), at(2, -1, 0), 0, m));
        assertEquals(-1.0, m.normalY, EPS);
        // beyond B: distance to B = sqrt(1 + 0.25) = 1.1180
        assertFalse(collide.collide(s, id, new Circle(1.0), at(5, 0.5, 0), 0, m));
        assertTrue(collide.collide(s, id, new Circle(1.2), at(5, 0.5, 0), 0, m));
        assertEquals(1.118034 - 1.2, m.separation[0], EPS);
        // circle first: normal flipped
        assertTrue(collide.collide(new Circle(1.5), at(2, 1, 0), s, id, 0, m));
        assertEquals(-1.0, m.normalY, EPS);
    }

    // ---------------------------------------------------------------- article 003: AABB

    @Test
    void aabbAabbArticle003Corrected() {
        Aabb a = new Aabb(0, 0, 2, 2);
        // B centre (2.5, 1), extents 1 x 0.5: x overlap = 1 + 1 - 1.5 = 0.5; y overlap = 1 + 0.5 - 0 = 1.5
        assertTrue(Aabb.collide(a, new Aabb(1.5, 0.5, 3.5, 1.5), m));
        assertEquals(1.0, m.normalX, EPS);
        assertEquals(0.0, m.normalY, EPS);
        assertEquals(0.5, m.depth(), EPS);
        // y least overlap -> normal (0, -1) when B is below (the article's table named x twice)
        assertTrue(Aabb.collide(a, new Aabb(0.5, -0.8, 1.5, 0.2), m));
        assertEquals(0.0, m.normalX, EPS);
        assertEquals(-1.0, m.normalY, EPS);
        assertEquals(0.2, m.depth(), EPS);
        // overlapping in x, separated in y: the snippet's "B_y_max > B_y_min" would call this a hit
        assertFalse(Aabb.collide(new Aabb(0, 0, 1, 1), new Aabb(0, 2, 1, 3), m));
        assertFalse(new Aabb(0, 0, 1, 1).overlaps(new Aabb(0, 2, 1, 3)));
        // touching counts
        assertTrue(Aabb.collide(new Aabb(0, 0, 1, 1), new Aabb(1, 0, 2, 1), m));
        assertEquals(0.0, m.depth(), EPS);
    }

    @Test
    void aabbCircleArticle003Corrected() {
        Aabb a = new Aabb(0, 0, 2, 2);
        // outside by x only (the snippet's && chain would call it inside): closest (2, 1), d = 0.5, pen = 0.5
        assertTrue(Aabb.collideCircle(a, 2.5, 1.0, 1.0, m));
        assertEquals(1.0, m.normalX, EPS);
        assertEquals(0.5, m.depth(), EPS);
        // beyond the corner: distance sqrt(2) > 1
        assertFalse(Aabb.collideCircle(a, 3.0, 3.0, 1.0, m));
        // corner: centre (2.3, 2.4) -> closest (2, 2), d = 0.5, r = 0.6 -> pen 0.1, normal (0.6, 0.8)
        assertTrue(Aabb.collideCircle(a, 2.3, 2.4, 0.6, m));
        assertEquals(0.6, m.normalX, EPS);
        assertEquals(0.8, m.normalY, EPS);
        assertEquals(0.1, m.depth(), EPS);
        // centre inside: nearest face is the right one (0.2 away): pen = r + 0.2 = 0.7, normal (1, 0)
        assertTrue(Aabb.collideCircle(a, 1.8, 1.0, 0.5, m));
        assertEquals(1.0, m.normalX, EPS);
        assertEquals(0.0, m.normalY, EPS);
        assertEquals(0.7, m.depth(), EPS);
        // inside near the bottom face
        assertTrue(Aabb.collideCircle(a, 1.0, 0.1, 0.5, m));
        assertEquals(-1.0, m.normalY, EPS);
        assertEquals(0.6, m.depth(), EPS);
    }

    // ---------------------------------------------------------------- article 000: oriented boxes

    /** Article 000's d3 on axis n for box 1 (w1 full width along n) against box 2, in double. */
    static double d3(double w1, double w2, double h2, double[] n, double[] n2, double[] t2, double[] r) {
        double d0 = w1 / 2;
        double d1 = (Math.abs(w2 * (n[0] * n2[0] + n[1] * n2[1])) + Math.abs(h2 * (n[0] * t2[0] + n[1] * t2[1]))) / 2;
        double d2 = Math.abs(n[0] * r[0] + n[1] * r[1]);
        return d0 + d1 - d2;
    }

    @Test
    void orientedBoxesArticle000ProjectionTest() {
        // R1: w1 = 4, h1 = 2, theta1 = 0 at the origin; R2: w2 = h2 = 2, theta2 = 45 deg at (2.9, 0)
        double th2 = Math.PI / 4;
        double[] n1 = {1, 0}, t1 = {0, 1};
        double[] n2 = {Math.cos(th2), Math.sin(th2)}, t2 = {Math.cos(th2 + Math.PI / 2), Math.sin(th2 + Math.PI / 2)};
        double[] r = {2.9, 0}, rr = {-2.9, 0};
        double e0 = d3(4, 2, 2, n1, n2, t2, r); // 2 + sqrt2 - 2.9 = 0.5142
        double e1 = d3(2, 2, 2, t1, n2, t2, r); // uses h1 for the t axis
        double e2 = d3(2, 4, 2, n2, n1, t1, rr);
        double e3 = d3(2, 4, 2, t2, n1, t1, rr);
        assertEquals(2 + Math.sqrt(2) - 2.9, e0, 1e-9);
        double min = Math.min(Math.min(e0, e1), Math.min(e2, e3));
        assertEquals(e0, min, 1e-12);

        Polygon b1 = Polygon.box(2, 1), b2 = Polygon.box(1, 1);
        assertTrue(collide.collide(b1, id, b2, at(2.9, 0, th2), 0, m));
        assertEquals(1.0, m.normalX, EPS);
        assertEquals(0.0, m.normalY, EPS);
        assertEquals(e0, m.depth(), 1e-4);
        // only the left corner of R2, (2.9 - sqrt2, 0), penetrates; the other incident vertex is 0.9 outside
        assertEquals(1, m.pointCount);
        assertEquals(((2.9 - Math.sqrt(2)) + e0 / 2), m.x[0], 1e-4);
        assertEquals(0.0, m.y[0], 1e-4);

        // separated when d3 < 0 on one axis: move R2 to x = 3.5 (2 + 1.414 - 3.5 < 0)
        assertFalse(collide.collide(b1, id, b2, at(3.5, 0, th2), 0, m));
    }

    @Test
    void boxFaceContactClipsToTwoPoints() {
        // A: unit half extents at origin; B same at (1.5, 0.5): x overlap 0.5 < y overlap 1.5
        Polygon box = Polygon.box(1, 1);
        assertTrue(collide.collide(box, id, box, at(1.5, 0.5, 0), 0, m));
        assertEquals(1.0, m.normalX, EPS);
        assertEquals(2, m.pointCount);
        // B's left edge x = 0.5, y in [-0.5, 1.5], clipped to A's side planes y in [-1, 1]: (0.5,-0.5), (0.5, 1)
        // separation -0.5 each; reported midway: x = 0.75
        double ya = Math.min(m.y[0], m.y[1]), yb = Math.max(m.y[0], m.y[1]);
        assertEquals(-0.5, ya, EPS);
        assertEquals(1.0, yb, EPS);
        assertEquals(0.75, m.x[0], EPS);
        assertEquals(0.75, m.x[1], EPS);
        assertEquals(-0.5, m.separation[0], EPS);
        assertEquals(-0.5, m.separation[1], EPS);
        assertNotEquals(m.id[0], m.id[1]);
    }

    @Test
    void generalPolygonPathAgreesWithBoxPath() {
        double th = 0.7853982;
        Polygon b2 = Polygon.box(1, 1);
        double[] xy = new double[8];
        for (int i = 0; i < 4; i++) {
            xy[2 * i] = b2.getVertexX(i);
            xy[2 * i + 1] = b2.getVertexY(i);
        }
        Polygon p2 = new Polygon(xy); // same square, not flagged as a box
        Manifold m2 = new Manifold();
        assertTrue(collide.collide(Polygon.box(2, 1), id, b2, at(2.9, 0, th), 0, m));
        assertTrue(collide.collide(Polygon.box(2, 1), id, p2, at(2.9, 0, th), 0, m2));
        assertEquals(m.depth(), m2.depth(), EPS);
        assertEquals(m.normalX, m2.normalX, EPS);
        assertEquals(m.pointCount, m2.pointCount);
    }

    @Test
    void speculativeCornerToCornerUsesTheClosestPoints() {
        // corners (1, 1) and (1.3, 1.4): distance 0.5 along (0.6, 0.8); the face axes alone would say 0.4
        Polygon box = Polygon.box(1, 1);
        assertFalse(collide.collide(box, id, box, at(2.3, 2.4, 0), 0, m));
        assertTrue(collide.collide(box, id, box, at(2.3, 2.4, 0), 1.0, m));
        assertEquals(1, m.pointCount);
        assertEquals(0.5, m.separation[0], EPS);
        assertEquals(0.6, m.normalX, EPS);
        assertEquals(0.8, m.normalY, EPS);
        assertEquals(1.15, m.x[0], EPS);
        assertEquals(1.2, m.y[0], EPS);
    }

    /** Issue 9: polygon whose deepest corner has two nearly parallel edges, just past the end of the box's face. */
    static final Polygon NOTCH = new Polygon(0.454, -0.4, 0.8, -0.4, 0.8, 0.7, 0.4502, 0.7, 0.45, 0.6);

    @Test
    void clippingNeverDropsAnOverlapInEitherArgumentOrder() {
        // Unit box B = [-0.5, 0.5]^2 against NOTCH. SAT overlaps (hand):
        //   box x axis: NOTCH spans x in [0.45, 0.8] -> 0.5 - 0.45 = 0.05 (its vertex (0.45, 0.6) lies ABOVE the box)
        //   box y axes: 0.5 + 0.4 = 0.9 and 0.7 + 0.5 = 1.2; NOTCH bottom 0.9, right 1.3, top 1.2
        //   NOTCH edge 3 (0.4502,0.7)->(0.45,0.6), n = (-1, 0.002)/|.|: box corner (0.5,-0.5): 0.05 + 0.0022 = 0.0522
        //   NOTCH edge 4 (0.45,0.6)->(0.454,-0.4), n = (-1, -0.004)/sqrt(1 + 1.6e-5) = (-0.999992, -0.0039999):
        //     box corner (0.5, 0.5): n.((0.5,0.5) - (0.45,0.6)) = -0.0499996 + 0.0004 = -0.0495996 -> overlap 0.0496
        // Least overlap 0.0496 on NOTCH's edge 4: the true penetration depth. Along x the box corner (0.5, 0.5) is
        // also 0.0496 inside (edge 4 crosses y = 0.5 at x = 0.45 + 0.004 * 0.1 = 0.4504).
        // Before the fix (box, NOTCH) took the box's face (0.05 is within Box2D's 0.0005 of 0.0496) and NOTCH's edge 3
        // as incident (the most anti-parallel normal), which lies wholly above the face: no point, "no hit".
        Polygon box = Polygon.box(0.5, 0.5);
        assertTrue(collide.collide(box, id, NOTCH, id, 0, m), "(box, polygon)");
        Manifold m2 = new Manifold();
        assertTrue(collide.collide(NOTCH, id, box, id, 0, m2), "(polygon, box)");
        assertEquals(0.0496, m.depth(), 1e-4);
        assertEquals(0.0496, m2.depth(), 1e-4);
        assertEquals(m.depth(), m2.depth(), 1e-6);
        // normals from A to B: about +x for (box, NOTCH), -x for (NOTCH, box)
        assertTrue(m.normalX > 0.9999, m.toString());
        assertTrue(m2.normalX < -0.9999, m2.toString());
        // two points: the corner (0.5, 0.5) against edge 4 (depth 0.0496) and NOTCH's vertex (0.454, -0.4) against
        // the box's right face (0.5 - 0.454 = 0.046)
        for (Manifold k : new Manifold[] {m, m2}) {
            assertEquals(2, k.pointCount, k.toString());
            double lo = Math.min(k.separation[0], k.separation[1]), hi = Math.max(k.separation[0], k.separation[1]);
            assertEquals(-0.0496, lo, 1e-4);
            assertEquals(-0.046, hi, 1e-4);
        }
        // moving B by normal * depth (plus 1e-4) separates the shapes: the normal and depth are a translation
        double d = m.depth() + 1e-4;
        assertFalse(collide.collide(box, id, NOTCH, at(m.normalX * d, m.normalY * d, 0), 0, m2));
    }

    @Test
    void speculativeParallelEdgesGiveTwoPoints() {
        // Two identical 0.1 m boxes (half extent 0.05), B at (0.3, 0.02): A's right face x = 0.05, y in [-0.05, 0.05];
        // B's left face x = 0.25, y in [-0.03, 0.07]: parallel, 0.2 apart, overlapping in y over [-0.03, 0.05].
        // Clipping B's left edge to A's face: (0.25, 0.05) and (0.25, -0.03), each 0.2 in front of the face,
        // reported midway between the faces at x = 0.15. (Corner to corner would give ONE point: the boxes spin.)
        Polygon box = Polygon.box(0.05, 0.05);
        assertTrue(collide.collide(box, id, box, at(0.3, 0.02, 0), 0.5, m));
        assertEquals(2, m.pointCount, m.toString());
        assertEquals(1.0, m.normalX, EPS);
        assertEquals(0.0, m.normalY, EPS);
        double ylo = Math.min(m.y[0], m.y[1]), yhi = Math.max(m.y[0], m.y[1]);
        assertEquals(-0.03, ylo, EPS);
        assertEquals(0.05, yhi, EPS);
        for (int i = 0; i < 2; i++) {
            assertEquals(0.15, m.x[i], EPS);
            assertEquals(0.2, m.separation[i], EPS);
        }
        // reversed: the same two points, opposite normal
        assertTrue(collide.collide(box, at(0.3, 0.02, 0), box, id, 0.5, m));
        assertEquals(2, m.pointCount, m.toString());
        assertEquals(-1.0, m.normalX, EPS);
        // exactly side by side (B at (0.3, 0)): the edges overlap over their whole length, points at y = +-0.05
        assertTrue(collide.collide(box, id, box, at(0.3, 0, 0), 0.5, m));
        assertEquals(2, m.pointCount, m.toString());
        assertEquals(0.1, Math.abs(m.y[0] - m.y[1]), EPS);
        // the same pair turned by 30 degrees as a whole (the general polygon path too): the points turn with it
        double th = Math.toRadians(30), c = Math.cos(th), s = Math.sin(th);
        Polygon square = new Polygon(-0.05, -0.05, 0.05, -0.05, 0.05, 0.05, -0.05, 0.05);
        for (Polygon p : new Polygon[] {box, square}) {
            assertTrue(
                    collide.collide(p, at(1, 2, th), p, at(1 + 0.3 * c - 0.02 * s, 2 + 0.3 * s + 0.02 * c, th), 1, m));
            assertEquals(2, m.pointCount, m.toString());
            assertEquals(c, m.normalX, EPS);
            assertEquals(s, m.normalY, EPS);
            for (int i = 0; i < 2; i++) {
                assertEquals(0.2, m.separation[i], EPS);
                // local y of the point in A's frame: -0.03 or 0.05
                double ly = -s * (m.x[i] - 1) + c * (m.y[i] - 2);
                assertTrue(Math.abs(ly + 0.03) < EPS || Math.abs(ly - 0.05) < EPS, m.toString());
            }
        }
        // nearly parallel: B also turned by 0.001 rad about its centre. Its left edge runs from (0.25005, -0.03) to
        // (0.24995, 0.07) (x = 0.3 - 0.05 cos(0.001) -+ 0.05 sin(0.001)); clipped at y = 0.05 it is at
        // x = 0.25005 - 0.0001 * 0.8 = 0.24997: separations 0.20005 and 0.19997
        assertTrue(collide.collide(box, id, box, at(0.3, 0.02, 0.001), 0.5, m));
        assertEquals(2, m.pointCount, m.toString());
        double slo = Math.min(m.separation[0], m.separation[1]), shi = Math.max(m.separation[0], m.separation[1]);
        assertEquals(0.19997, slo, 2e-5);
        assertEquals(0.20005, shi, 2e-5);
    }

    @Test
    void collinearSegmentsEndToEndAreSeparated() {
        // (0,0)-(1,0) and (1.5,0)-(3,0): both normals give separation 0 (the Minkowski difference of two parallel
        // segments is a segment: its end caps have no edge normal); along the segments they are 0.5 apart
        Segment s1 = new Segment(0, 0, 1, 0), s2 = new Segment(1.5, 0, 3, 0);
        assertFalse(collide.collide(s1, id, s2, id, 0, m));
        assertFalse(collide.collide(s2, id, s1, id, 0, m));
        assertTrue(collide.collide(s1, id, s2, id, 1, m));
        assertEquals(1, m.pointCount);
        assertEquals(0.5, m.separation[0], EPS);
        assertEquals(1.0, m.normalX, EPS);
        assertEquals(1.25, m.x[0], EPS);
        // overlapping collinear segments touch (depth 0)
        assertTrue(collide.collide(s1, id, new Segment(0.5, 0, 3, 0), id, 0, m));
        assertEquals(0.0, m.depth(), EPS);
    }

    @Test
    void triangleSatArticle004() {
        // A (0,0) (2,0) (0,2); B (0.8,0.8) (2.3,0.8) (0.8,2.3), projections of every vertex on every edge normal:
        // on (0,-1) and (-1,0): overlap 2 - 0.8 = 1.2; on (1,1)/sqrt2: A in [0, 1.4142], B in [1.1314, 2.1920],
        // overlap (2 - 1.6) / sqrt2 = 0.28284 -> the minimum: normal (0.7071, 0.7071), depth 0.28284.
        Polygon a = new Polygon(0, 0, 2, 0, 0, 2), b = new Polygon(0.8, 0.8, 2.3, 0.8, 0.8, 2.3);
        assertTrue(collide.collide(a, id, b, id, 0, m));
        assertEquals(0.70710678, m.normalX, EPS);
        assertEquals(0.70710678, m.normalY, EPS);
        assertEquals(0.28284271, m.depth(), EPS);
        // only B's corner (0.8, 0.8) is behind A's hypotenuse (the other incident vertex is 0.778 in front):
        // reported midway, (0.8, 0.8) + 0.14142 (0.7071, 0.7071) = (0.9, 0.9)
        assertEquals(1, m.pointCount);
        assertEquals(0.9, m.x[0], EPS);
        assertEquals(0.9, m.y[0], EPS);
        // B moved to corner (1.5, 1.5): x + y = 3 > 2, separated on the (1,1) axis only
        assertFalse(collide.collide(a, id, b, at(0.7, 0.7, 0), 0, m));
    }

    @Test
    void featureIdsAreStableWhileTheSameFeaturesTouch() {
        // a box resting on a wider box, sliding and rocking slightly: the two points keep their ids
        Polygon ground = Polygon.box(5, 0.5), crate = Polygon.box(0.5, 0.5);
        assertTrue(collide.collide(ground, at(0, -0.5, 0), crate, at(0, 0.49, 0), 0, m));
        assertEquals(2, m.pointCount);
        int id0 = Math.min(m.id[0], m.id[1]), id1 = Math.max(m.id[0], m.id[1]);
        assertNotEquals(id0, id1);
        for (int k = 1; k <= 10; k++) {
            assertTrue(collide.collide(ground, at(0, -0.5, 0), crate, at(0.05 * k, 0.49, 0.002 * (k - 5)), 0, m));
            assertEquals(2, m.pointCount);
            assertEquals(id0, Math.min(m.id[0], m.id[1]), "frame " + k);
            assertEquals(id1, Math.max(m.id[0], m.id[1]), "frame " + k);
        }
        // with A and B swapped the ids are the swapped features
        assertTrue(collide.collide(crate, at(0, 0.49, 0), ground, at(0, -0.5, 0), 0, m));
        int s0 = Math.min(m.id[0], m.id[1]), s1 = Math.max(m.id[0], m.id[1]);
        int e0 = Math.min(ContactId.swap(id0), ContactId.swap(id1)),
                e1 = Math.max(ContactId.swap(id0), ContactId.swap(id1));
        assertEquals(e0, s0);
        assertEquals(e1, s1);
    }

    // ---------------------------------------------------------------- polygon-circle

    @Test
    void polygonCircleFaceVertexInside() {
        Polygon sq = Polygon.box(1, 1);
        // face: centre (1.3, 0), r 0.5: separation 0.3 - 0.5 = -0.2, point midway between (1,0) and (0.8,0)
        assertTrue(collide.collide(sq, id, new Circle(0.5), at(1.3, 0, 0), 0, m));
        assertEquals(1.0, m.normalX, EPS);
        assertEquals(-0.2, m.separation[0], EPS);
        assertEquals(0.9, m.x[0], EPS);
        // vertex region: centre (1.3, 1.3): distance to (1, 1) = 0.3 sqrt2 = 0.424264
        assertTrue(collide.collide(sq, id, new Circle(0.5), at(1.3, 1.3, 0), 0, m));
        assertEquals(0.424264 - 0.5, m.separation[0], EPS);
        assertEquals(0.707107, m.normalX, EPS);
        assertEquals(0.707107, m.normalY, EPS);
        assertFalse(collide.collide(sq, id, new Circle(0.4), at(1.3, 1.3, 0), 0, m));
        // centre inside: nearest face x = 1 at 0.2: separation -(0.2 + 0.5)
        assertTrue(collide.collide(sq, id, new Circle(0.5), at(0.8, 0, 0), 0, m));
        assertEquals(-0.7, m.separation[0], EPS);
        assertEquals(1.0, m.normalX, EPS);
        // reversed order: opposite normal
        assertTrue(collide.collide(new Circle(0.5), at(1.3, 0, 0), sq, id, 0, m));
        assertEquals(-1.0, m.normalX, EPS);
        assertEquals(-0.2, m.separation[0], EPS);
    }

    @Test
    void segmentVsBox() {
        // ground segment y = 0 from x=-5..5, box half 1 resting 0.1 into it at y = 0.9
        Segment ground = new Segment(-5, 0, 5, 0);
        assertTrue(collide.collide(ground, id, Polygon.box(1, 1), at(0, 0.9, 0), 0, m));
        assertEquals(0.0, m.normalX, EPS);
        assertEquals(1.0, m.normalY, EPS);
        assertEquals(2, m.pointCount);
        assertEquals(-0.1, m.separation[0], EPS);
        assertEquals(-0.1, m.separation[1], EPS);
        // speculative: 0.05 above the ground
        assertFalse(collide.collide(ground, id, Polygon.box(1, 1), at(0, 1.05, 0), 0, m));
        assertTrue(collide.collide(ground, id, Polygon.box(1, 1), at(0, 1.05, 0), 0.1, m));
        assertEquals(0.05, m.separation[0], EPS);
    }

    @Test
    void oneSidedSegmentIsSolidFromTheFrontOnly() {
        Segment platform = new Segment(-5, 0, 5, 0, true); // drawn left to right: front (left side) is +y
        assertEquals(1.0, platform.frontNormalY(), EPS);
        Polygon box = Polygon.box(0.5, 0.5);
        // landing from above: 0.1 deep
        assertTrue(collide.collide(platform, id, box, at(0, 0.4, 0), 0, m));
        assertEquals(1.0, m.normalY, EPS);
        assertEquals(0.1, m.depth(), EPS);
        // jumping up through it: centre below the line -> no contact
        assertFalse(collide.collide(platform, id, box, at(0, -0.4, 0), 0, m));
        assertFalse(collide.collide(box, at(0, -0.4, 0), platform, id, 0, m));
        assertFalse(collide.collide(platform, id, new Circle(0.5), at(1, -0.3, 0), 0, m));
        assertFalse(collide.collide(platform, id, new Ellipse(1, 0.5), at(1, -0.3, 0), 0, m));
        // box first: normal from the box to the platform points down
        assertTrue(collide.collide(box, at(0, 0.4, 0), platform, id, 0, m));
        assertEquals(-1.0, m.normalY, EPS);
        // a two-sided segment collides from below as well
        assertTrue(collide.collide(new Segment(-5, 0, 5, 0), id, box, at(0, -0.4, 0), 0, m));
        assertEquals(-1.0, m.normalY, EPS);
        // rays: from above they hit, from below they pass
        RayCastInput in = new RayCastInput().set(0, 2, 0, -2, 1);
        RayCastOutput ro = new RayCastOutput();
        assertTrue(platform.rayCast(id, in, ro));
        assertEquals(0.5, ro.fraction, EPS);
        in.set(0, -2, 0, 2, 1);
        assertFalse(platform.rayCast(id, in, ro));
    }

    // ---------------------------------------------------------------- article 001: ellipses

    @Test
    void ellipseEllipseOsculatingCircles() {
        // a = 2, b = 1 at the tip t = 0: centre of curvature x_c = a (1 - b^2/a^2) = 1.5,
        // radius 1 / curvature = (b^2)^(3/2) / (ab) = 0.5. Second ellipse at x = 3.9: c1 = 2.4, d = 0.9,
        // delta = 0.5 + 0.5 - 0.9 = 0.1
        Ellipse e = new Ellipse(2, 1);
        assertTrue(collide.collide(e, id, e, at(3.9, 0, 0), 0, m));
        assertEquals(0.1, m.depth(), 1e-4);
        assertEquals(1.0, m.normalX, EPS);
        assertFalse(collide.lastEllipseFallback);
        // curvature check in EllipseGeom against the article formula at t = 90 deg: radius a^2/b = 4, centre y = b(1 -
        // a^2/b^2) = -3
        EllipseGeom g = new EllipseGeom();
        g.nearest(2, 1, 0, 5);
        assertEquals(0.0, g.px, 1e-4);
        assertEquals(1.0, g.py, 1e-4);
        assertEquals(4.0, g.rho, 1e-3);
        assertEquals(-3.0, g.ey, 1e-3);
        // separated by 0.2
        assertFalse(collide.collide(e, id, e, at(4.2, 0, 0), 0, m));
        assertTrue(collide.collide(e, id, e, at(4.2, 0, 0), 0.3, m));
        assertEquals(0.2, m.separation[0], 1e-4);
    }

    @Test
    void ellipseAsCircle() {
        // a = b: the centre of curvature is the centre; delta = r0 + r1 - d = 1 + 1 - 1.5
        Ellipse c = new Ellipse(1, 1);
        assertTrue(collide.collide(c, id, c, at(0, 1.5, 0), 0, m));
        assertEquals(0.5, m.depth(), 1e-4);
        assertEquals(1.0, m.normalY, EPS);
    }

    @Test
    void ellipseContainedAndCoincident() {
        Ellipse big = new Ellipse(3, 2), small = new Ellipse(0.5, 0.3, 0, 0, 0.4);
        assertTrue(collide.collide(big, id, small, at(0.5, 0.2, 0), 0, m));
        assertTrue(m.depth() > 0.5);
        assertTrue(collide.collide(big, id, big, id, 0, m));
        // coincident equal ellipses: the least overlap is along the minor axis: 2 b = 4
        assertEquals(4.0, m.depth(), 1e-3);
        assertEquals(0.0, m.normalX, 1e-3);
    }

    @Test
    void ellipseCircleAndPolygon() {
        Ellipse e = new Ellipse(2, 1);
        assertTrue(collide.collide(e, id, new Circle(0.5), at(2.4, 0, 0), 0, m));
        assertEquals(-0.1, m.separation[0], 1e-4);
        assertEquals(1.0, m.normalX, EPS);
        assertTrue(collide.collide(e, id, new Circle(0.5), at(0, 1.4, 0), 0, m));
        assertEquals(-0.1, m.separation[0], 1e-4);
        assertEquals(1.0, m.normalY, EPS);
        // ellipse resting on a box top (y = 0) sunk by 0.05: centre at y = 0.95
        Polygon ground = Polygon.box(5, 1, 0, -1, 0);
        assertTrue(collide.collide(ground, id, e, at(0, 0.95, 0), 0, m));
        assertEquals(-0.05, m.separation[0], 1e-4);
        assertEquals(1.0, m.normalY, EPS);
        // box corner (1, 1) pushed into the ellipse's top: ellipse a=2,b=1 centre origin, box corner at (0, 0.9)
        Polygon small = Polygon.box(0.5, 0.5, 0, 0, 0.785398);
        assertTrue(collide.collide(e, id, small, at(0, 0.9 + 0.707107, 0), 0, m));
        assertEquals(-0.1, m.separation[0], 2e-3);
        assertEquals(1.0, m.normalY, 1e-3);
    }

    // ---------------------------------------------------------------- ray casts

    @Test
    void rayCasts() {
        RayCastInput in = new RayCastInput().set(-3, 0, 3, 0, 1);
        RayCastOutput out = new RayCastOutput();
        assertTrue(new Circle(1).rayCast(id, in, out));
        assertEquals(1.0 / 3.0, out.fraction, EPS);
        assertEquals(-1.0, out.normalX, EPS);
        assertEquals(-1.0, out.pointX, EPS);
        in.set(0, 5, 0, -5, 1);
        assertTrue(Polygon.box(1, 1).rayCast(id, in, out));
        assertEquals(0.4, out.fraction, EPS);
        assertEquals(1.0, out.normalY, EPS);
        in.set(0, 5, 0, -5, 0.3);
        assertFalse(Polygon.box(1, 1).rayCast(id, in, out), "maxFraction limits the hit");
        in.set(1, 1, 1, -1, 1);
        assertTrue(new Segment(0, 0, 2, 0).rayCast(id, in, out));
        assertEquals(0.5, out.fraction, EPS);
        assertEquals(1.0, out.normalY, EPS);
        in.set(1, -1, 1, 1, 1);
        assertTrue(new Segment(0, 0, 2, 0).rayCast(id, in, out));
        assertEquals(-1.0, out.normalY, EPS);
        in.set(-4, 0, 4, 0, 1);
        assertTrue(new Ellipse(2, 1).rayCast(id, in, out));
        assertEquals(0.25, out.fraction, EPS);
        assertEquals(-1.0, out.normalX, EPS);
        // the same ellipse turned 90 degrees by the body transform: hit at x = -1
        assertTrue(new Ellipse(2, 1).rayCast(at(0, 0, (Math.PI / 2)), in, out));
        assertEquals(3.0 / 8.0, out.fraction, EPS);
        // rotated, translated box: half 1 at (10, 0) turned 45 deg: left corner at 10 - sqrt2
        in.set(0, 0, 20, 0, 1);
        assertTrue(Polygon.box(1, 1).rayCast(at(10, 0, 0.785398), in, out));
        assertEquals((10 - 1.4142135) / 20.0, out.fraction, EPS);
    }

    // ---------------------------------------------------------------- mass

    @Test
    void massProperties() {
        MassData md = new MassData();
        Polygon.box(1, 0.5, 3, 1, 0.3).computeMass(2, md);
        // 2 x 1 box, density 2: m = 4, I = m (w^2 + h^2) / 12 = 4 * 5 / 12
        assertEquals(4.0, md.mass, EPS);
        assertEquals(5.0 / 3.0, md.inertia, EPS);
        assertEquals(3.0, md.centroidX, EPS);
        assertEquals(1.0, md.centroidY, EPS);
        // right triangle legs 3: area 4.5, centroid (1, 1), polar inertia about the centroid (bh/36)(b^2 + h^2) = 4.5
        new Polygon(0, 0, 3, 0, 0, 3).computeMass(1, md);
        assertEquals(4.5, md.mass, EPS);
        assertEquals(1.0, md.centroidX, EPS);
        assertEquals(1.0, md.centroidY, EPS);
        assertEquals(4.5, md.inertia, 1e-3);
        new Circle(2, 1, 1).computeMass(1, md);
        assertEquals(4 * Math.PI, md.mass, 1e-4);
        assertEquals(8 * Math.PI, md.inertia, 1e-3);
        new Ellipse(2, 1).computeMass(1, md);
        assertEquals(2 * Math.PI, md.mass, 1e-4);
        assertEquals(2 * Math.PI * 5 / 4, md.inertia, 1e-3);
        new Segment(0, 0, 2, 2).computeMass(1, md);
        assertEquals(0.0, md.mass);
        assertEquals(1.0, md.centroidX, EPS);
    }

    // ---------------------------------------------------------------- AABBs of shapes

    @Test
    void shapeAabbs() {
        Aabb bb = new Aabb();
        new Ellipse(2, 1).computeAabb(at(1, 1, (Math.PI / 2)), bb);
        assertEquals(0.0, bb.minX, EPS);
        assertEquals(-1.0, bb.minY, EPS);
        assertEquals(2.0, bb.maxX, EPS);
        assertEquals(3.0, bb.maxY, EPS);
        Polygon.box(1, 1).computeAabb(at(0, 0, 0.785398), bb);
        assertEquals(1.4142135, bb.maxX, EPS);
        new Circle(1, 1, 0).computeAabb(at(0, 0, (Math.PI / 2)), bb);
        assertEquals(1.0, bb.centreY(), EPS);
    }
}
