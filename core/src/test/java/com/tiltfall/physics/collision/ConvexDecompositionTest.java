package com.tiltfall.physics.collision;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;

class ConvexDecompositionTest {
    static final GeometryFactory GF = new GeometryFactory();

    static Geometry outline(double[] xy) {
        int n = xy.length / 2;
        Coordinate[] cs = new Coordinate[n + 1];
        for (int i = 0; i < n; i++) {
            cs[i] = new Coordinate(xy[2 * i], xy[2 * i + 1]);
        }
        cs[n] = cs[0];
        return GF.createPolygon(cs);
    }

    static Geometry geometry(Polygon p) {
        return ShapeGen.geometry(p, new Transform());
    }

    /** Union equals the outline (JTS), interiors disjoint (areas add up), every piece convex (Polygon accepted it). */
    static void checkPartition(double[] xy, List<Polygon> pieces) {
        Geometry g = outline(xy);
        double sum = 0;
        Geometry union = null;
        for (Polygon p : pieces) {
            Geometry pg = geometry(p);
            sum += pg.getArea();
            union = union == null ? pg : union.union(pg);
        }
        double a = g.getArea();
        assertEquals(a, sum, 1e-4 * Math.max(1, a), "pieces overlap or leave holes");
        assertEquals(0, union.symDifference(g).getArea(), 1e-4 * Math.max(1, a), "union differs from the outline");
    }

    @Test
    void lShapeGivesTwoPieces() {
        // L: 3 x 1 bottom bar plus 1 x 2 post; area 3 + 2 = 5; a single diagonal split suffices
        double[] xy = {0, 0, 3, 0, 3, 1, 1, 1, 1, 3, 0, 3};
        List<Polygon> pieces = ConvexDecomposition.decompose(xy);
        assertEquals(2, pieces.size());
        checkPartition(xy, pieces);
        MassData md = new MassData();
        double area = 0;
        for (Polygon p : pieces) {
            p.computeMass(1, md);
            area += md.area;
        }
        assertEquals(5.0, area, 1e-5);
    }

    @Test
    void convexInputStaysOnePieceAndCollinearVerticesAreDropped() {
        double[] xy = {0, 0, 1, 0, 2, 0, 2, 2, 0, 2}; // (1, 0) is collinear
        List<Polygon> pieces = ConvexDecomposition.decompose(xy);
        assertEquals(1, pieces.size());
        assertEquals(4, pieces.get(0).getVertexCount());
    }

    @Test
    void clockwiseTerrainWithNotches() {
        // a comb-shaped terrain strip given clockwise
        double[] ccw = {0, 0, 10, 0, 10, 2, 8, 2, 8, 1, 6, 1, 6, 2, 4, 2, 4, 1, 2, 1, 2, 2, 0, 2};
        double[] cw = new double[ccw.length];
        for (int i = 0; i < ccw.length / 2; i++) {
            cw[2 * i] = ccw[ccw.length - 2 - 2 * i];
            cw[2 * i + 1] = ccw[ccw.length - 1 - 2 * i];
        }
        checkPartition(ccw, ConvexDecomposition.decompose(cw));
        int[] tri = ConvexDecomposition.triangulate(cw);
        assertEquals(3 * (12 - 2), tri.length);
    }

    @Test
    void refusesSelfIntersectingAndDegenerate() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> ConvexDecomposition.decompose(0, 0, 2, 2, 2, 0, 0, 2)); // bow tie
        assertTrue(e.getMessage().contains("self-intersecting"));
        assertThrows(IllegalArgumentException.class, () -> ConvexDecomposition.decompose(0, 0, 1, 1));
        assertThrows(IllegalArgumentException.class, () -> ConvexDecomposition.decompose(0, 0, 1, 0, 2, 0));
        assertThrows(IllegalArgumentException.class, () -> ConvexDecomposition.decompose(0, 0, 1, Double.NaN, 2, 0));
    }

    /** Random star-shaped (hence simple, mostly concave) outlines of 4..40 vertices. */
    @Property(tries = 300, seed = "3")
    void randomOutlinesArePartitionedIntoConvexPieces(@ForAll @LongRange(min = 0, max = 1L << 40) long seed) {
        Random r = new Random(seed);
        int n = 4 + r.nextInt(37);
        double[] xy = new double[2 * n];
        double step = 2 * Math.PI / n;
        for (int i = 0; i < n; i++) {
            double t = i * step + (r.nextDouble() - 0.5) * step * 0.5;
            double rad = 1 + 4 * r.nextDouble();
            xy[2 * i] = (rad * Math.cos(t));
            xy[2 * i + 1] = (rad * Math.sin(t));
        }
        List<Polygon> pieces;
        try {
            pieces = ConvexDecomposition.decompose(xy);
        } catch (IllegalArgumentException e) {
            // only a double-level collinear/degenerate draw may be refused, and never silently
            assertTrue(e.getMessage().contains("collinear") || e.getMessage().contains("coincide"), e.getMessage());
            return;
        }
        assertTrue(pieces.size() <= n - 2);
        checkPartition(xy, pieces);
    }
}
