package com.tiltfall.level;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.utils.Array;
import com.tiltfall.physics.collision.Polygon;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Coordinate conversion on levels/good/shapes.tmx: a 20 x 10 tile map with 32 px tiles, so Hpx = 320, ppm = 32,
 * world y = (320 - tiledY) / 32 before rotation. Every expected value below is worked out by hand in the comments.
 */
class LevelConversionTest {
    static final double EPS = 1e-4;
    static LevelData level;

    @BeforeAll
    static void load() {
        LevelTestSupport.headless();
        level = new LevelLoader().loadData("levels/good/shapes.tmx");
    }

    static Array<TerrainData> terrain(int id) {
        Array<TerrainData> out = new Array<>();
        for (TerrainData t : level.terrain) if (t.objectId == id) out.add(t);
        assertTrue(out.size > 0, "no terrain for object " + id);
        return out;
    }

    static EntityData entity(int id) {
        for (EntityData e : level.entities) if (e.objectId == id) return e;
        throw new AssertionError("no entity " + id);
    }

    /** Same closed polygon: same vertex cycle, possibly starting elsewhere. */
    static void assertSameCycle(double[] expected, double[] actual) {
        assertEquals(expected.length, actual.length, "vertex count");
        int n = expected.length / 2;
        for (int shift = 0; shift < n; shift++) {
            boolean ok = true;
            for (int i = 0; i < n && ok; i++) {
                int j = (i + shift) % n;
                ok = Math.abs(expected[2 * i] - actual[2 * j]) < EPS
                        && Math.abs(expected[2 * i + 1] - actual[2 * j + 1]) < EPS;
            }
            if (ok) return;
        }
        throw new AssertionError("not the same cycle: expected " + java.util.Arrays.toString(expected) + " got "
                + java.util.Arrays.toString(actual));
    }

    static double signedArea(double[] xy) {
        double a = 0;
        int n = xy.length / 2;
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            a += (double) xy[2 * i] * xy[2 * j + 1] - (double) xy[2 * j] * xy[2 * i + 1];
        }
        return a / 2;
    }

    static boolean insideConvex(double[] xy, double px, double py) {
        int n = xy.length / 2;
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            double c =
                    (xy[2 * j] - xy[2 * i]) * (py - xy[2 * i + 1]) - (xy[2 * j + 1] - xy[2 * i + 1]) * (px - xy[2 * i]);
            if (c <= 0) return false; // strictly inside a CCW polygon
        }
        return true;
    }

    @Test
    void mapSizeTitleAndScale() {
        assertEquals(20.0, level.width);
        assertEquals(10.0, level.height);
        assertEquals(32.0, level.pixelsPerMetre);
        assertEquals("shapes", level.title); // no title property: the file name
        assertEquals(0.0, level.timeLimit);
        assertNull(level.map); // data only
        assertEquals("levels/good/shapes.tmx", level.source);
    }

    @Test
    void rectangle() {
        // Tiled x=32 y=256 64x32: top-left (32, 320-256=64) y-up px; corners CCW from bottom-left:
        // (32,32) (96,32) (96,64) (32,64) px = (1,1) (3,1) (3,2) (1,2) m
        Array<TerrainData> t = terrain(1);
        assertEquals(1, t.size);
        assertEquals(TerrainData.Kind.POLYGON, t.get(0).kind);
        assertArrayEquals(new double[] {1, 1, 3, 1, 3, 2, 1, 2}, t.get(0).vertices, EPS);
        assertEquals(0.8, t.get(0).friction);
        assertEquals(0.0, t.get(0).restitution);
        assertFalse(t.get(0).oneWay);
    }

    @Test
    void rectangleRotated90AboutItsTopLeft() {
        // Tiled x=160 y=160 64x32 rotation 90 (clockwise): origin (160, 160) y-up px; a = -90 deg so
        // (lx, ly) -> (160 + ly, 160 - lx). Corners (0,-32) (64,-32) (64,0) (0,0) -> (128,160) (128,96) (160,96)
        // (160,160) px = (4,5) (4,3) (5,3) (5,5) m: the box hangs down-left of the pivot, as Tiled draws it.
        Array<TerrainData> t = terrain(2);
        assertArrayEquals(new double[] {4, 5, 4, 3, 5, 3, 5, 5}, t.get(0).vertices, EPS);
        assertTrue(signedArea(t.get(0).vertices) > 0, "CCW");
    }

    @Test
    void convexPolygon() {
        // origin Tiled (320, 288) -> y-up (320, 32); points (0,0) (64,0) (0,-64) y-down -> (0,0) (64,0) (0,64) y-up
        // -> (320,32) (384,32) (320,96) px = (10,1) (12,1) (10,3) m, CCW
        Array<TerrainData> t = terrain(4);
        assertEquals(1, t.size);
        assertSameCycle(new double[] {10, 1, 12, 1, 10, 3}, t.get(0).vertices);
    }

    @Test
    void concavePolygonBecomesConvexPiecesCoveringTheSameArea() {
        // L shape, origin Tiled (416, 128) -> y-up (416, 192): points (0,0) (32,0) (32,64) (96,64) (96,96) (0,96)
        // -> (13,6) (14,6) (14,4) (16,4) (16,3) (13,3) m. Area: bar 1x3 + foot 2x1 = 5 m^2.
        double[] l = {13, 6, 14, 6, 14, 4, 16, 4, 16, 3, 13, 3};
        Array<TerrainData> t = terrain(5);
        assertEquals(2, t.size, "an L needs two convex pieces");
        double area = 0;
        for (TerrainData piece : t) {
            assertEquals(TerrainData.Kind.POLYGON, piece.kind);
            new Polygon(piece.vertices); // the physics accepts every piece
            assertTrue(signedArea(piece.vertices) > 0, "CCW");
            area += signedArea(piece.vertices);
        }
        assertEquals(5.0, area, 1e-4);
        // every sample point strictly inside the L is inside exactly one piece; points outside are in none
        int inside = 0;
        for (double x = 12.05; x < 16.5; x += 0.1) {
            for (double y = 2.55; y < 6.5; y += 0.1) {
                boolean inL = (x > 13 && x < 14 && y > 3 && y < 6) || (x > 13 && x < 16 && y > 3 && y < 4);
                int hits = 0;
                for (TerrainData piece : t) if (insideConvex(piece.vertices, x, y)) hits++;
                boolean onCut = Math.abs(x - 14) < 1e-6 || Math.abs(y - 4) < 1e-6;
                if (onCut) continue;
                assertEquals(inL ? 1 : 0, hits, "sample (" + x + ", " + y + ")");
                if (inL) inside++;
            }
        }
        assertTrue(inside > 400, "enough samples: " + inside);
        assertEquals(5.0, Math.abs(signedArea(l)), 1e-6);
    }

    @Test
    void polylineIsAGroundLineOrderedLeftToRight() {
        // origin Tiled (608, 256) -> y-up (608, 64); points (0,0) (-64,32) (-96,32) y-down -> (0,0) (-64,-32)
        // (-96,-32) y-up -> (19,2) (17,1) (16,1) m; drawn right to left, so reversed: (16,1) (17,1) (19,2)
        Array<TerrainData> t = terrain(6);
        assertEquals(TerrainData.Kind.CHAIN, t.get(0).kind);
        assertFalse(t.get(0).loop);
        assertArrayEquals(new double[] {16, 1, 17, 1, 19, 2}, t.get(0).vertices, EPS);
    }

    @Test
    void ellipse() {
        // Tiled x=64 y=32 96x32: top-left y-up (64, 288), centre (64+48, 288-16) = (112, 272) px = (3.5, 8.5) m
        TerrainData e = terrain(7).get(0);
        assertEquals(TerrainData.Kind.ELLIPSE, e.kind);
        assertEquals(3.5, e.centerX, EPS);
        assertEquals(8.5, e.centerY, EPS);
        assertEquals(1.5, e.semiAxisA, EPS);
        assertEquals(0.5, e.semiAxisB, EPS);
        assertEquals(0.0, e.angle, EPS);
    }

    @Test
    void ellipseRotatedAboutItsTopLeftNotItsCentre() {
        // Tiled x=256 y=32 64x32 rotation 90: pivot y-up (256, 288); centre local (32,-16) -> (256 + (-16),
        // 288 - 32) = (240, 256) px = (7.5, 8) m. (Rotating about the centre would wrongly give (9, 8.5).)
        TerrainData e = terrain(8).get(0);
        assertEquals(7.5, e.centerX, EPS);
        assertEquals(8.0, e.centerY, EPS);
        assertEquals(1.0, e.semiAxisA, EPS);
        assertEquals(0.5, e.semiAxisB, EPS);
        assertEquals((-Math.PI / 2), e.angle, EPS);
    }

    @Test
    void oneWayTerrainWithMaterial() {
        // Tiled x=320 y=160 96x16 -> (10,4.5) (13,4.5) (13,5) (10,5) m
        TerrainData t = terrain(9).get(0);
        assertTrue(t.oneWay);
        assertEquals(0.3, t.friction, EPS);
        assertEquals(0.2, t.restitution, EPS);
        assertArrayEquals(new double[] {10, 4.5, 13, 4.5, 13, 5, 10, 5}, t.vertices, EPS);
    }

    @Test
    void pointSpawn() {
        // Tiled (48, 208) -> (48, 112) y-up px = (1.5, 3.5) m, no size (above "rect", whose top is at 2 m)
        EntityData p = level.first("player");
        assertNotNull(p);
        assertEquals(20, p.objectId);
        assertEquals(1.5, p.x, EPS);
        assertEquals(3.5, p.y, EPS);
        assertEquals(0.0, p.width);
        assertEquals(0.0, p.height);
    }

    @Test
    void goalRectangleCentre() {
        // Tiled x=576 y=192 32x64: top-left y-up (576, 128), centre (592, 96) px = (18.5, 3) m, 1 x 2 m
        EntityData g = entity(21);
        assertEquals("goal", g.type);
        assertEquals("exit", g.name);
        assertEquals(18.5, g.x, EPS);
        assertEquals(3.0, g.y, EPS);
        assertEquals(1.0, g.width, EPS);
        assertEquals(2.0, g.height, EPS);
    }

    @Test
    void rotatedCrateCentreAndAngle() {
        // Tiled x=192 y=256 32x32 rotation 30 cw: pivot y-up (192, 64); a = -30 deg, cos = 0.8660254, sin = -0.5;
        // centre local (16,-16): x = 192 + 16*0.8660254 - (-16)(-0.5) = 197.856406, y = 64 + 16(-0.5) +
        // (-16)(0.8660254)
        // = 42.143594 px -> (6.1830127, 1.3169873) m
        EntityData c = entity(22);
        assertEquals("crate", c.type);
        assertEquals(6.1830127, c.x, EPS);
        assertEquals(1.3169873, c.y, EPS);
        assertEquals((-Math.PI / 6), c.angle, EPS);
        assertEquals(2.0, c.getFloat("density", 0), EPS);
        assertEquals(0.6, c.getFloat("friction", 0), EPS); // default filled in
    }

    @Test
    void movingPlatform() {
        // Tiled x=320 y=96 64x16: top-left y-up (320, 224), centre (352, 216) px = (11, 6.75) m
        EntityData m = entity(23);
        assertEquals(11.0, m.x, EPS);
        assertEquals(6.75, m.y, EPS);
        assertEquals(2.0, m.width, EPS);
        assertEquals(0.5, m.height, EPS);
        assertEquals(3.0, m.getFloat("dx", 0), EPS);
        assertEquals(0.0, m.getFloat("dy", -1), EPS);
        assertEquals(4.0, m.getFloat("period", 0), EPS);
    }

    @Test
    void coinEllipseAndHazard() {
        EntityData coin = entity(24); // (96,96) 16x16 -> centre (104, 216) px = (3.25, 6.75) m
        assertEquals(3.25, coin.x, EPS);
        assertEquals(6.75, coin.y, EPS);
        assertEquals(0.5, coin.width, EPS);
        EntityData lava = entity(25); // (448,288) 64x32 -> centre (480, 16) px = (15, 0.5) m
        assertEquals("hazard", lava.type);
        assertEquals(15.0, lava.x, EPS);
        assertEquals(0.5, lava.y, EPS);
        assertEquals(6, level.entities.size);
        assertEquals(9, level.terrain.size); // 8 objects, the L in two pieces
    }

    @Test
    void coordinateHelpersDirectly() {
        // 45 deg: corner (32, 0) of a box at origin (0, 0) -> (32 cos45, -32 sin45) px / 32 = (0.7071068, -0.7071068)
        double[] w = TiledCoordinates.toWorld(new double[] {32, 0}, 0, 0, 45, 32);
        assertEquals(0.7071068, w[0], EPS);
        assertEquals(-0.7071068, w[1], EPS);
        assertEquals((-Math.PI / 4), TiledCoordinates.angle(45), EPS);
    }
}
