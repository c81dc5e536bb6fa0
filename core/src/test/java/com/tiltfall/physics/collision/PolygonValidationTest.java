package com.tiltfall.physics.collision;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

class PolygonValidationTest {

    private static String refuse(double... xy) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Polygon(xy));
        return e.getMessage();
    }

    @Test
    void refusesBadInputWithClearMessages() {
        assertTrue(refuse(0, 0, 1, 0).contains("at least 3"));
        assertTrue(refuse(0, 0, 1, 0, 1).contains("odd"));
        assertTrue(refuse(0, 0, Double.NaN, 0, 0, 1).contains("non-finite"));
        assertTrue(refuse(0, 0, 1, 0, 0, Double.POSITIVE_INFINITY).contains("non-finite"));
        assertTrue(refuse(0, 0, 1, 0, 1, 0, 0, 1).contains("coincide"));
        assertTrue(refuse(0, 0, 1, 0, 2, 0, 1, 1).contains("collinear"));
        assertTrue(refuse(0, 0, 1, 0, 2, 0).contains("zero area")
                || refuse(0, 0, 1, 0, 2, 0).contains("collinear"));
        // arrow / chevron: concave at (1, 1)
        assertTrue(refuse(0, 0, 2, 0, 2, 2, 1, 1, 0, 2).contains("not convex"));
        // pentagram: every turn is a left turn but the loop winds twice
        double[] star = new double[10];
        for (int i = 0; i < 5; i++) {
            double t = Math.PI / 2 + i * 4 * Math.PI / 5;
            star[2 * i] = Math.cos(t);
            star[2 * i + 1] = Math.sin(t);
        }
        assertTrue(refuse(star).contains("not convex"));
        double[] many = new double[2 * (Polygon.MAX_VERTICES + 1)];
        for (int i = 0; i <= Polygon.MAX_VERTICES; i++) {
            double t = 2 * Math.PI * i / (Polygon.MAX_VERTICES + 1);
            many[2 * i] = Math.cos(t);
            many[2 * i + 1] = Math.sin(t);
        }
        assertTrue(refuse(many).contains("at most"));
        assertThrows(IllegalArgumentException.class, () -> Polygon.box(0, 1));
        assertThrows(IllegalArgumentException.class, () -> Polygon.box(1, Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> new Circle(-1));
        assertThrows(IllegalArgumentException.class, () -> new Ellipse(1, 0));
        assertThrows(IllegalArgumentException.class, () -> new Segment(1, 1, 1, 1));
    }

    @Test
    void clockwiseInputIsNormalisedToCcwWithOutwardNormals() {
        Polygon p = new Polygon(0, 0, 0, 1, 1, 1, 1, 0); // clockwise square
        double area2 = 0;
        for (int i = 0; i < 4; i++) {
            int j = (i + 1) % 4;
            area2 += p.getVertexX(i) * p.getVertexY(j) - p.getVertexX(j) * p.getVertexY(i);
        }
        assertTrue(area2 > 0, "counter-clockwise after construction");
        for (int i = 0; i < 4; i++) {
            // outward: the centre (0.5, 0.5) is behind every edge
            double s = p.getNormalX(i) * (0.5 - p.getVertexX(i)) + p.getNormalY(i) * (0.5 - p.getVertexY(i));
            assertEquals(-0.5, s, 1e-6);
            assertEquals(1.0, p.getNormalX(i) * p.getNormalX(i) + p.getNormalY(i) * p.getNormalY(i), 1e-6);
        }
    }
}
