package com.tiltfall.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessFiles;
import com.badlogic.gdx.utils.Array;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelLoader;
import com.tiltfall.level.TerrainData;
import com.tiltfall.sim.Simulation;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What is drawn is what the player stands on: the terrain mesh is rasterised here in software (each sample is a
 * pixel centre tested against the mesh's triangles, exactly what the GPU fills) and compared with the collision
 * geometry as the level defines it ({@link TerrainData}: polygons, rotated ellipses, ground lines), computed here
 * independently of the mesh code. Sampled just inside and just outside every edge of every shape of every shipped
 * level plus a set of odd shapes, at many points per edge; and over a whole grid of pixels.
 */
class TerrainMeshTest {
    /** How far inside / outside an edge the samples are: about one pixel at the game's 80 px per metre. */
    static final double D = 0.012;

    @BeforeAll
    static void files() {
        com.badlogic.gdx.utils.GdxNativesLoader.load(); // the loader decodes the tileset image
        if (Gdx.files == null) Gdx.files = new HeadlessFiles();
    }

    private static Array<LevelData> levels() {
        LevelLoader loader = new LevelLoader(path -> Gdx.files.local("../assets/" + path));
        Array<LevelData> out = new Array<>();
        for (String path : loader.levelList(LevelLoader.LEVEL_LIST)) out.add(loader.loadData(path));
        out.add(oddShapes());
        return out;
    }

    /** A level of shapes the shipped ones lack: a steep triangle, a thin tilted ellipse, a zig-zag line, a ledge. */
    static LevelData oddShapes() {
        LevelData d = new LevelData();
        d.source = "odd shapes";
        d.width = 40;
        d.height = 20;
        d.terrain.add(poly(1, 0, 2, 0, 6, 9, 5.5, 9.5)); // a sliver leaning right, sharp corners
        d.terrain.add(poly(8, 1, 14, 1, 11, 6)); // an A roof
        d.terrain.add(poly(16, 1, 20, 1, 20, 3, 16, 3)); // a box...
        d.terrain.add(poly(16, 3, 20, 3, 18, 5)); // ...with a roof sharing its top edge
        TerrainData e = new TerrainData();
        e.kind = TerrainData.Kind.ELLIPSE;
        e.centerX = 25;
        e.centerY = 3;
        e.semiAxisA = 4;
        e.semiAxisB = 0.8;
        e.angle = 0.5;
        d.terrain.add(e);
        TerrainData c = new TerrainData();
        c.kind = TerrainData.Kind.CHAIN;
        c.vertices = new double[] {30, 4, 31, 6, 32, 4.5, 34, 5, 35, 8, 37, 7.9};
        d.terrain.add(c);
        d.terrain.add(poly(0, 15, 10, 15, 10, 16, 0, 16)); // a slab whose top is partly under a mound
        TerrainData mound = new TerrainData();
        mound.kind = TerrainData.Kind.ELLIPSE;
        mound.centerX = 2;
        mound.centerY = 16;
        mound.semiAxisA = 1.5;
        mound.semiAxisB = 1;
        d.terrain.add(mound);
        TerrainData ledge = poly(2, 12, 6, 12, 6, 12.5, 2, 12.5);
        ledge.oneWay = true;
        d.terrain.add(ledge);
        // a 1 m high flat hill split along its diagonal into two slivers, as the loader splits concave outlines:
        // the top edge belongs to the upper sliver only, which is thinner than the grass for its right half
        d.terrain.add(poly(12, 8, 22, 8, 22, 9)); // lower sliver
        d.terrain.add(poly(12, 8, 22, 9, 12, 9)); // upper sliver, with the top edge
        // a ground line with an overhang: it runs right, back left over a cave, then right again
        d.terrain.add(chain(24, 10, 28, 10, 26, 11.5, 30, 11.5, 32, 11));
        // a ground line drawn right to left: a ceiling (solid above it, open below)
        d.terrain.add(chain(39, 17, 35, 16.5, 33, 17));
        return d;
    }

    private static TerrainData chain(double... v) {
        TerrainData c = new TerrainData();
        c.kind = TerrainData.Kind.CHAIN;
        c.vertices = v;
        return c;
    }

    private static TerrainData poly(double... v) {
        TerrainData t = new TerrainData();
        t.kind = TerrainData.Kind.POLYGON;
        t.vertices = v;
        return t;
    }

    // ------------------------------------------------------------------ the collision geometry, independently
    private static boolean solid(LevelData level, double x, double y) {
        for (int i = 0; i < level.terrain.size; i++) if (inside(level.terrain.get(i), x, y)) return true;
        return false;
    }

    private static boolean inside(TerrainData t, double x, double y) {
        switch (t.kind) {
            case POLYGON: {
                double[] v = t.vertices;
                int n = v.length / 2;
                boolean in = false; // even-odd crossing test: any simple polygon
                for (int i = 0, j = n - 1; i < n; j = i++) {
                    if ((v[2 * i + 1] > y) != (v[2 * j + 1] > y)
                            && x
                                    < v[2 * i]
                                            + (y - v[2 * i + 1])
                                                    * (v[2 * j] - v[2 * i])
                                                    / (v[2 * j + 1] - v[2 * i + 1])) in = !in;
                }
                return in;
            }
            case ELLIPSE: {
                double dx = x - t.centerX, dy = y - t.centerY, c = Math.cos(t.angle), s = Math.sin(t.angle);
                double lx = c * dx + s * dy, ly = -s * dx + c * dy;
                return (lx / t.semiAxisA) * (lx / t.semiAxisA) + (ly / t.semiAxisB) * (ly / t.semiAxisB) <= 1.0;
            }
            default: {
                // a ground line is solid on the back of each segment (its front, the left of its direction, is where
                // things touch it). A vertical ray up from the point: every segment it crosses that runs right has
                // ground below it (+1), every one that runs left has solid above it (-1); above everything the
                // count starts at 1 for a line drawn right to left overall (a ceiling), else 0. Solid when > 0.
                double[] v = t.vertices;
                double minX = Double.MAX_VALUE, maxX = -Double.MAX_VALUE;
                for (int i = 0; i < v.length; i += 2) {
                    minX = Math.min(minX, v[i]);
                    maxX = Math.max(maxX, v[i]);
                }
                if (x < minX || x >= maxX) return false; // nothing beside the line
                int count = v[v.length - 2] < v[0] ? 1 : 0;
                for (int i = 0; i + 3 < v.length; i += 2) {
                    double x1 = v[i], y1 = v[i + 1], x2 = v[i + 2], y2 = v[i + 3];
                    if (x1 == x2 || x < Math.min(x1, x2) || x >= Math.max(x1, x2)) continue;
                    if (y1 + (x - x1) * (y2 - y1) / (x2 - x1) >= y) count += x2 > x1 ? 1 : -1;
                }
                return count > 0;
            }
        }
    }

    // ------------------------------------------------------------------ the mesh, rasterised
    private static boolean covered(TerrainMesh mesh, double x, double y, boolean grassToo) {
        for (TerrainMesh.Piece p : mesh.pieces()) {
            if (p.layer == TerrainMesh.GRASS && !grassToo) continue;
            if (x < p.minX - 1e-3 || x > p.maxX + 1e-3 || y < p.minY - 1e-3 || y > p.maxY + 1e-3) continue;
            float[] v = p.vertices;
            short[] t = p.triangles;
            for (int k = 0; k < t.length; k += 3) {
                int a = t[k] * TerrainMesh.STRIDE, b = t[k + 1] * TerrainMesh.STRIDE, c = t[k + 2] * TerrainMesh.STRIDE;
                if (inTriangle(x, y, v[a], v[a + 1], v[b], v[b + 1], v[c], v[c + 1])) return true;
            }
        }
        return false;
    }

    private static boolean inTriangle(
            double x, double y, double ax, double ay, double bx, double by, double cx, double cy) {
        double d1 = (bx - ax) * (y - ay) - (by - ay) * (x - ax);
        double d2 = (cx - bx) * (y - by) - (cy - by) * (x - bx);
        double d3 = (ax - cx) * (y - cy) - (ay - cy) * (x - cx);
        // a point on an edge shared by two triangles (a grid point on a rectangle's diagonal) is in both: the GPU
        // leaves
        // no gap there, but the three cross products of each triangle round differently, so allow their rounding
        double eps = 1e-9 * (Math.abs(bx - ax) + Math.abs(by - ay) + Math.abs(cx - bx) + Math.abs(cy - by)) * 16.0;
        boolean neg = d1 < -eps || d2 < -eps || d3 < -eps, pos = d1 > eps || d2 > eps || d3 > eps;
        return !(neg && pos);
    }

    private static TerrainMesh mesh(LevelData level) {
        Simulation world = new Simulation(level, out -> out.clear());
        return new TerrainMesh(world.engine(), 0f, -Simulation.KILL_DEPTH - 2.0);
    }

    /** The outline points of a shape with their outward normals: x, y, nx, ny per point. */
    private static double[] edgeSamples(TerrainData t, int perEdge) {
        Array<double[]> edges = new Array<>();
        if (t.kind == TerrainData.Kind.ELLIPSE) {
            int n = 720;
            double[] out = new double[4 * n];
            double c = Math.cos(t.angle), s = Math.sin(t.angle), a = t.semiAxisA, b = t.semiAxisB;
            for (int i = 0; i < n; i++) {
                double th = 2 * Math.PI * (i + 0.5) / n, lx = a * Math.cos(th), ly = b * Math.sin(th);
                double gx = lx / (a * a), gy = ly / (b * b), g = Math.sqrt(gx * gx + gy * gy); // gradient: the normal
                out[4 * i] = t.centerX + c * lx - s * ly;
                out[4 * i + 1] = t.centerY + s * lx + c * ly;
                out[4 * i + 2] = (c * gx - s * gy) / g;
                out[4 * i + 3] = (s * gx + c * gy) / g;
            }
            return out;
        }
        double[] v = t.vertices;
        int n = v.length / 2, edgesN = t.kind == TerrainData.Kind.POLYGON ? n : n - 1;
        double[] out = new double[4 * edgesN * perEdge];
        int k = 0;
        for (int i = 0; i < edgesN; i++) {
            int j = (i + 1) % n;
            double ex = v[2 * j] - v[2 * i], ey = v[2 * j + 1] - v[2 * i + 1], len = Math.sqrt(ex * ex + ey * ey);
            double nx = ey / len, ny = -ex / len; // counter-clockwise polygon: outward; a ground line: its down side
            if (t.kind == TerrainData.Kind.CHAIN) {
                nx = -nx; // the line's open side is its front (left, up when it runs right)
                ny = -ny;
            }
            for (int m = 0; m < perEdge; m++) {
                double f = 0.04 + 0.92 * (m + 0.5) / perEdge;
                out[k++] = v[2 * i] + ex * f;
                out[k++] = v[2 * i + 1] + ey * f;
                out[k++] = nx;
                out[k++] = ny;
            }
        }
        return out;
    }

    /** A sample is clear when nothing changes within half the offset of it (not at a corner or another edge). */
    private static boolean clear(LevelData level, double x, double y) {
        boolean s = solid(level, x, y);
        double h = D * 0.5;
        return solid(level, x + h, y) == s
                && solid(level, x - h, y) == s
                && solid(level, x, y + h) == s
                && solid(level, x, y - h) == s;
    }

    @Test
    void justInsideEveryEdgeIsFilledAndJustOutsideIsNot() {
        for (LevelData level : levels()) {
            TerrainMesh mesh = mesh(level);
            int checked = 0;
            for (TerrainData t : level.terrain) {
                if (t.kind == TerrainData.Kind.CHAIN && t.loop) continue;
                double[] s = edgeSamples(t, 25);
                for (int i = 0; i < s.length; i += 4) {
                    double ix = s[i] - s[i + 2] * D, iy = s[i + 1] - s[i + 3] * D;
                    double ox = s[i] + s[i + 2] * D, oy = s[i + 1] + s[i + 3] * D;
                    if (clear(level, ix, iy)) {
                        boolean expected = solid(level, ix, iy);
                        assertEquals(
                                expected,
                                covered(mesh, ix, iy, false),
                                level.source + " object " + t.objectId + " " + t.kind + ": just inside at (" + ix + ", "
                                        + iy + ")");
                        checked++;
                    }
                    if (clear(level, ox, oy)) {
                        boolean expected = solid(level, ox, oy);
                        assertEquals(
                                expected,
                                covered(mesh, ox, oy, expected),
                                level.source + " object " + t.objectId + " " + t.kind + ": just outside at (" + ox
                                        + ", " + oy + ") (grass counts: nothing may be drawn in the air)");
                        checked++;
                    }
                }
            }
            assertTrue(checked > 500, level.source + ": only " + checked + " edge samples");
        }
    }

    /** Every pixel centre of a grid over the whole level (10 px per metre): drawn exactly where solid. */
    @Test
    void aWholeGridOfPixelsMatchesTheCollisionGeometry() {
        for (LevelData level : levels()) {
            TerrainMesh mesh = mesh(level);
            int mismatched = 0, solidPixels = 0, checked = 0;
            StringBuilder first = new StringBuilder();
            for (double y = 0.05; y < level.height; y += 0.1) {
                for (double x = 0.05; x < level.width; x += 0.1) {
                    if (!clear(level, x, y)) continue; // within half a centimetre of an edge: either is right
                    boolean s = solid(level, x, y);
                    if (s) solidPixels++;
                    checked++;
                    if (covered(mesh, x, y, !s) != s) {
                        if (mismatched++ == 0)
                            first.append("(").append(x).append(", ").append(y).append(")");
                    }
                }
            }
            assertEquals(0, mismatched, level.source + ": pixels drawn wrong, first at " + first);
            assertTrue(solidPixels > 1000 && checked > solidPixels, level.source + ": " + solidPixels + " solid");
        }
    }

    @Test
    void grassRunsAlongUpwardEdgesOpenToTheAirAndNowhereElse() {
        LevelData level = oddShapes();
        TerrainMesh mesh = mesh(level);
        // on the A roof's two slopes (45 degrees: up enough) and the top of the tilted ellipse: grass
        assertTrue(grassAt(mesh, 9.5, 3.5 - 0.1), "grass under the roof's left slope");
        assertTrue(grassAt(mesh, 12.5, 3.5 - 0.1), "grass under the roof's right slope");
        assertTrue(grassAt(mesh, 33, 4.75 - 0.1), "grass under the ground line's gentle rise");
        assertTrue(!grassAt(mesh, 30.5, 5.0 - 0.1), "none under its first rise: 1 in 2 is steeper than 60 degrees");
        // the box's top edge is covered by the roof piece: no grass there; the roof's slopes have it
        assertTrue(!grassAt(mesh, 18, 3.0 - 0.1), "no grass under an edge covered by another piece");
        assertTrue(grassAt(mesh, 16.5, 3.5 - 0.1), "grass on the roof over the box");
        // the slab's top: grass where it is open, none under the mound
        assertTrue(grassAt(mesh, 7, 15.9), "grass on the open part of the slab");
        assertTrue(grassAt(mesh, 3.8, 15.9), "grass right up to the mound");
        assertTrue(!grassAt(mesh, 1.5, 15.9), "no grass under the mound");
        // the steep sliver's long right side faces right and down: no grass
        assertTrue(!grassAt(mesh, 4.0 + 0.1, 5.0), "no grass on a steep side");
        // a jump-through ledge is planks, not dirt and grass
        assertTrue(!grassAt(mesh, 4, 12.45), "no grass on a ledge");
        assertTrue(layerAt(mesh, 4, 12.25) == TerrainMesh.LEDGE, "the ledge is drawn as planks");
    }

    /**
     * A hill split into slivers keeps its grass the full depth all along its top, and the grass stays inside the
     * hill: sampled across the whole top, 0.1 m above the grass's lower end and 0.1 m below it.
     */
    @Test
    void aHillSplitIntoSliversHasGrassTheFullDepthAlongItsTop() {
        TerrainMesh mesh = mesh(oddShapes());
        for (double x = 12.3; x < 21.8; x += 0.25) {
            for (double depth = 0.05; depth <= TerrainMesh.GRASS_DEPTH - 0.1; depth += 0.1) {
                assertTrue(grassAt(mesh, x, 9 - depth), "grass at x " + x + ", " + depth + " m below the top");
            }
            assertEquals(TerrainMesh.FILL, layerAt(mesh, x, 9 - TerrainMesh.GRASS_DEPTH - 0.1), "dirt at x " + x);
            assertEquals(-1, layerAt(mesh, x, 9.02), "nothing above the top at x " + x);
        }
    }

    /**
     * Ground lines are drawn on their solid side only: under an overhang the cave stays open (with the overhang's
     * grass ending at its underside), and a line drawn right to left is a ceiling: filled above, open below, no
     * grass (it faces down).
     */
    @Test
    void overhangsKeepTheirCaveAndRightToLeftLinesAreCeilings() {
        TerrainMesh mesh = mesh(oddShapes());
        // the overhang (24,10)->(28,10)->(26,11.5)->(30,11.5): the cave is between y 10 and the back-leaning line
        assertEquals(-1, layerAt(mesh, 26.5, 10.5), "the cave under the overhang is open");
        assertEquals(-1, layerAt(mesh, 26.2, 11.2), "the cave reaches up under the overhang's lip");
        assertEquals(TerrainMesh.FILL, layerAt(mesh, 27.9, 10.6), "the overhang's wedge is solid");
        assertEquals(TerrainMesh.GRASS, layerAt(mesh, 25, 9.9), "grass on the floor of the cave's left, open part");
        assertEquals(TerrainMesh.GRASS, layerAt(mesh, 29, 11.3), "grass on the overhang's top");
        assertEquals(TerrainMesh.GRASS, layerAt(mesh, 27.5, 11.4), "grass on the lip, above the cave");
        assertEquals(
                -1,
                layerAt(mesh, 26.5, 11.05),
                "the lip's grass (0.5 m deep from 11.5) stops at its underside (11.125)");
        // the ceiling (39,17)->(35,16.5)->(33,17)
        assertEquals(-1, layerAt(mesh, 36, 16.4), "open under the ceiling");
        assertEquals(TerrainMesh.FILL, layerAt(mesh, 36, 16.8), "solid above the ceiling, no grass");
        assertEquals(TerrainMesh.FILL, layerAt(mesh, 36, 19.9), "solid to the level's top");
        assertEquals(-1, layerAt(mesh, 32.9, 18), "nothing beside the ceiling");
    }

    private static boolean grassAt(TerrainMesh mesh, double x, double y) {
        return layerAt(mesh, x, y) == TerrainMesh.GRASS;
    }

    /** The top-most layer drawn at a point (grass is drawn over fills), or -1. */
    private static int layerAt(TerrainMesh mesh, double x, double y) {
        int found = -1;
        for (TerrainMesh.Piece p : mesh.pieces()) {
            float[] v = p.vertices;
            short[] t = p.triangles;
            for (int k = 0; k < t.length; k += 3) {
                int a = t[k] * TerrainMesh.STRIDE, b = t[k + 1] * TerrainMesh.STRIDE, c = t[k + 2] * TerrainMesh.STRIDE;
                if (inTriangle(x, y, v[a], v[a + 1], v[b], v[b + 1], v[c], v[c + 1])) found = Math.max(found, p.layer);
            }
        }
        return found;
    }
}
