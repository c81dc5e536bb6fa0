package com.tiltfall.physics.collision;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The tree's pairs against brute force over the same fat boxes, and completeness for the tight boxes; the move buffer's
 * incremental pairs (World's use: bounds as given, static proxies) against brute force over the buffered proxies.
 */
class DynamicTreeTest {

    private static Aabb randomBox(Random r, double world, double maxSize) {
        double x = r.nextFloat() * world, y = r.nextFloat() * world;
        return new Aabb(x, y, x + 0.05 + r.nextFloat() * maxSize, y + 0.05 + r.nextFloat() * maxSize);
    }

    private static List<Long> brute(DynamicTree tree, int[] proxies, boolean[] alive) {
        List<Long> pairs = new ArrayList<>();
        Aabb a = new Aabb(), b = new Aabb();
        int[] sorted = proxies.clone();
        java.util.Arrays.sort(sorted);
        for (int i = 0; i < sorted.length; i++) {
            for (int j = i + 1; j < sorted.length; j++) {
                int pi = sorted[i], pj = sorted[j];
                if (!alive[tree.getUserData(pi)] || !alive[tree.getUserData(pj)]) {
                    continue;
                }
                tree.getFatAabb(pi, a);
                tree.getFatAabb(pj, b);
                if (a.overlaps(b)) {
                    pairs.add(key(pi, pj));
                }
            }
        }
        return pairs;
    }

    private static long key(int lo, int hi) {
        return ((long) lo << 32) | hi;
    }

    private static List<Long> fromTree(DynamicTree tree, PairBuffer buf) {
        tree.findPairs(buf);
        List<Long> pairs = new ArrayList<>();
        for (int i = 0; i < buf.size(); i++) {
            assertTrue(buf.proxyA(i) < buf.proxyB(i));
            pairs.add(key(buf.proxyA(i), buf.proxyB(i)));
        }
        return pairs;
    }

    @Test
    void samePairsAsBruteForceOnRandomScenesIncludingAfterMoves() {
        for (long seed = 1; seed <= 5; seed++) {
            Random r = new Random(seed);
            int n = 300;
            DynamicTree tree = new DynamicTree();
            Aabb[] tight = new Aabb[n];
            int[] proxies = new int[n];
            boolean[] alive = new boolean[n];
            for (int i = 0; i < n; i++) {
                tight[i] = randomBox(r, 60, 3);
                proxies[i] = tree.createProxy(tight[i], i);
                alive[i] = true;
            }
            tree.validate();
            PairBuffer buf = new PairBuffer(4);
            assertEquals(brute(tree, proxies, alive), fromTree(tree, buf), "seed " + seed);
            for (int step = 0; step < 20; step++) {
                for (int i = 0; i < n; i++) {
                    double dx = (r.nextFloat() - 0.5) * 0.6, dy = (r.nextFloat() - 0.5) * 0.6;
                    Aabb t = tight[i];
                    t.set(t.minX + dx, t.minY + dy, t.maxX + dx, t.maxY + dy);
                    tree.moveProxy(proxies[i], t, dx, dy);
                }
                tree.validate();
                List<Long> got = fromTree(tree, buf);
                assertEquals(brute(tree, proxies, alive), got, "seed " + seed + " step " + step);
                // completeness: every pair of overlapping TIGHT boxes is a candidate
                for (int i = 0; i < n; i++) {
                    for (int j = i + 1; j < n; j++) {
                        if (tight[i].overlaps(tight[j])) {
                            int a = Math.min(proxies[i], proxies[j]), b = Math.max(proxies[i], proxies[j]);
                            assertTrue(got.contains(((long) a << 32) | b));
                        }
                    }
                }
            }
            // remove a third and re-check
            for (int i = 0; i < n; i += 3) {
                tree.destroyProxy(proxies[i]);
                alive[i] = false;
            }
            tree.validate();
            int[] live = new int[n - (n + 2) / 3];
            int k = 0;
            for (int i = 0; i < n; i++) {
                if (alive[i]) {
                    live[k++] = proxies[i];
                }
            }
            assertEquals(brute(tree, live, alive), fromTree(tree, buf));
            // balanced enough: height O(log n)
            assertTrue(tree.getHeight() <= 2 * (32 - Integer.numberOfLeadingZeros(n)), "height " + tree.getHeight());
        }
    }

    /**
     * Box2D v3's move (the proxy grows its ancestors in place) and partial rebuild, as World uses them: random walks of
     * mixed static and moving proxies with and without a rebuild in between. After every move the tree is valid
     * (every node encloses its children, heights and kind bits right) and reports exactly brute force's pairs; after
     * every rebuild too, with no inner node left marked, and its height stays logarithmic however far the boxes
     * drifted (the incremental tree's rotations are not needed).
     */
    @Test
    void enlargedProxiesAndRebuildsReportTheSamePairsAsBruteForce() {
        for (long seed = 1; seed <= 6; seed++) {
            Random r = new Random(seed);
            int n = 200 + 50 * (int) seed;
            DynamicTree tree = new DynamicTree(0.0, 16);
            Aabb[] box = new Aabb[n];
            int[] proxies = new int[n];
            boolean[] alive = new boolean[n];
            boolean[] still = new boolean[n];
            for (int i = 0; i < n; i++) {
                box[i] = randomBox(r, 40, 2);
                still[i] = i % 4 == 0; // a quarter never moves (terrain)
                proxies[i] = tree.createProxy(
                        i, box[i].minX, box[i].minY, box[i].maxX, box[i].maxY, still[i], still[i] ? 1 : 2);
                alive[i] = true;
            }
            PairBuffer buf = new PairBuffer(4);
            for (int step = 0; step < 30; step++) {
                for (int i = 0; i < n; i++) {
                    if (still[i] || r.nextInt(3) == 0) continue;
                    // drift towards one corner so that the original tree's grouping goes stale
                    double dx = (r.nextFloat() - 0.3) * 0.8, dy = (r.nextFloat() - 0.3) * 0.8;
                    Aabb t = box[i];
                    double grow = r.nextFloat() * 0.2;
                    t.set(t.minX + dx, t.minY + dy, t.maxX + dx + grow, t.maxY + dy);
                    tree.enlargeProxy(proxies[i], t.minX, t.minY, t.maxX, t.maxY);
                }
                tree.validate();
                assertEquals(brute(tree, proxies, alive), fromTree(tree, buf), "seed " + seed + " step " + step);
                if (step % 3 != 2) {
                    tree.rebuild();
                    tree.validate();
                    assertFalse(tree.hasEnlargedNodes(), "seed " + seed + " step " + step);
                    assertEquals(brute(tree, proxies, alive), fromTree(tree, buf), "rebuilt, seed " + seed);
                }
            }
            tree.rebuild();
            assertTrue(tree.getHeight() <= 2 * (32 - Integer.numberOfLeadingZeros(n)), "height " + tree.getHeight());
            // a rebuild with nothing moved keeps the tree as it is
            int height = tree.getHeight();
            tree.rebuild();
            assertEquals(height, tree.getHeight());
            tree.validate();
        }
    }

    @Test
    void smallMoveInsideFatBoxDoesNotReinsert() {
        DynamicTree tree = new DynamicTree();
        int p = tree.createProxy(new Aabb(0, 0, 1, 1), 7);
        assertEquals(7, tree.getUserData(p));
        assertFalse(tree.moveProxy(p, new Aabb(0.05, 0, 1.05, 1), 0.05, 0));
        assertTrue(tree.moveProxy(p, new Aabb(0.5, 0, 1.5, 1), 0.5, 0));
        Aabb fat = new Aabb();
        tree.getFatAabb(p, fat);
        // margin 0.1 on each side plus 4 x displacement ahead: maxX = 1.5 + 0.1 + 2.0
        assertEquals(3.6, fat.maxX, 1e-5);
        assertEquals(0.4, fat.minX, 1e-5);
    }

    @Test
    void rayCastFindsClosestProxy() {
        DynamicTree tree = new DynamicTree();
        Polygon box = Polygon.box(0.5, 0.5);
        Transform[] xf = new Transform[10];
        Aabb bb = new Aabb();
        for (int i = 0; i < 10; i++) {
            xf[i] = new Transform(2 + 3 * i, 0, 0);
            box.computeAabb(xf[i], bb);
            tree.createProxy(bb, i);
        }
        RayCastInput in = new RayCastInput().set(100, 0, -100, 0, 1);
        RayCastOutput out = new RayCastOutput();
        final double[] best = {2.0};
        final int[] hit = {-1};
        tree.rayCast(in, (input, proxy) -> {
            int i = tree.getUserData(proxy);
            if (box.rayCast(xf[i], input, out)) {
                best[0] = out.fraction;
                hit[0] = i;
                return out.fraction;
            }
            return -1.0;
        });
        assertEquals(9, hit[0]);
        // box 9 spans x 28.5..29.5: hit at 29.5, fraction (100 - 29.5) / 200
        assertEquals((100 - 29.5) / 200.0, best[0], 1e-5);
    }

    /** Unordered user-data pairs (lo &lt;&lt; 32 | hi) of overlapping boxes where at least one of the two is flagged. */
    private static TreeSet<Long> bruteBuffered(double[][] b, boolean[] alive, boolean[] flagged) {
        TreeSet<Long> pairs = new TreeSet<>();
        for (int i = 0; i < b.length; i++) {
            for (int j = i + 1; j < b.length; j++) {
                if (!alive[i] || !alive[j] || !(flagged[i] || flagged[j])) {
                    continue;
                }
                if (b[i][0] <= b[j][2] && b[j][0] <= b[i][2] && b[i][1] <= b[j][3] && b[j][1] <= b[i][3]) {
                    pairs.add(key(i, j));
                }
            }
        }
        return pairs;
    }

    private static TreeSet<Long> updatePairs(DynamicTree tree) {
        TreeSet<Long> pairs = new TreeSet<>();
        tree.updatePairs((a, b) -> {
            assertNotEquals(a, b);
            assertTrue(pairs.add(key(Math.min(a, b), Math.max(a, b))), "pair reported twice: " + a + ", " + b);
        });
        return pairs;
    }

    @Test
    void moveBufferReportsExactlyThePairsOfCreatedMovedAndTouchedProxies() {
        for (long seed = 1; seed <= 5; seed++) {
            checkMoveBuffer(new Random(seed), 200, "seed " + seed);
        }
    }

    private static void checkMoveBuffer(Random r, int n, String scene) {
        DynamicTree tree = new DynamicTree();
        double[][] b = new double[n][];
        int[] proxy = new int[n];
        boolean[] alive = new boolean[n], isStatic = new boolean[n], flagged = new boolean[n];
        for (int i = 0; i < n; i++) {
            Aabb a = randomBox(r, 40, 3);
            b[i] = new double[] {a.minX, a.minY, a.maxX, a.maxY};
            isStatic[i] = i % 4 == 0;
            proxy[i] = tree.createProxy(i, a.minX, a.minY, a.maxX, a.maxY, isStatic[i]);
            alive[i] = true;
            flagged[i] = !isStatic[i];
            assertEquals(!isStatic[i], tree.wasMoved(proxy[i]));
        }
        tree.validate();
        // bounds are stored exactly as given (no fattening)
        Aabb got = new Aabb();
        tree.getFatAabb(proxy[1], got);
        assertEquals(b[1][0], got.minX, 0.0);
        assertEquals(b[1][3], got.maxY, 0.0);
        // after creation: the pairs of every non-static proxy (static-static pairs never come up)
        assertEquals(bruteBuffered(b, alive, flagged), updatePairs(tree), scene);
        assertTrue(updatePairs(tree).isEmpty(), "the buffer is emptied");
        for (int step = 0; step < 10; step++) {
            java.util.Arrays.fill(flagged, false);
            for (int i = 0; i < n; i++) {
                if (!alive[i]) {
                    continue;
                }
                int what = r.nextInt(6);
                if (what == 0) {
                    double dx = (r.nextFloat() - 0.5) * 2.0, dy = (r.nextFloat() - 0.5) * 2.0;
                    b[i] = new double[] {b[i][0] + dx, b[i][1] + dy, b[i][2] + dx, b[i][3] + dy};
                    tree.moveProxy(proxy[i], b[i][0], b[i][1], b[i][2], b[i][3]);
                    flagged[i] = true;
                } else if (what == 1) {
                    tree.touch(proxy[i]);
                    flagged[i] = true;
                } else if (what == 2 && r.nextInt(8) == 0) {
                    // destroyed after being buffered: must not be reported
                    tree.touch(proxy[i]);
                    tree.destroyProxy(proxy[i]);
                    alive[i] = false;
                }
            }
            tree.validate();
            assertEquals(bruteBuffered(b, alive, flagged), updatePairs(tree), scene + " step " + step);
        }
    }

    /**
     * A query with a kind mask reports exactly the proxies of the unmasked query (brute force over the boxes) whose
     * kind bits meet the mask, in the unmasked query's order; also after kinds change and proxies move.
     */
    @Test
    void maskedQueryReportsTheUnmaskedLeavesOfTheMaskedKindsInTheSameOrder() {
        for (long seed = 1; seed <= 5; seed++) {
            Random r = new Random(seed);
            int n = 300;
            DynamicTree tree = new DynamicTree();
            double[][] b = new double[n][];
            int[] proxy = new int[n], kind = new int[n];
            for (int i = 0; i < n; i++) {
                Aabb a = randomBox(r, 40, 3);
                b[i] = new double[] {a.minX, a.minY, a.maxX, a.maxY};
                kind[i] = 1 << r.nextInt(3);
                proxy[i] = tree.createProxy(i, a.minX, a.minY, a.maxX, a.maxY, false, kind[i]);
                assertEquals(kind[i], tree.getKind(proxy[i]));
            }
            for (int round = 0; round < 4; round++) {
                tree.validate();
                for (int q = 0; q < 50; q++) {
                    Aabb box = randomBox(r, 40, 8);
                    List<Integer> all = query(tree, box, DynamicTree.ALL_KINDS);
                    TreeSet<Integer> brute = new TreeSet<>();
                    for (int i = 0; i < n; i++) {
                        if (b[i][0] <= box.maxX && box.minX <= b[i][2] && b[i][1] <= box.maxY && box.minY <= b[i][3]) {
                            brute.add(i);
                        }
                    }
                    assertEquals(brute, new TreeSet<>(all), "seed " + seed + " unmasked");
                    assertEquals(all.size(), brute.size(), "each proxy once");
                    for (int mask : new int[] {1, 2, 4, 5, 6}) {
                        List<Integer> expected = new ArrayList<>();
                        for (int i : all) {
                            if ((kind[i] & mask) != 0) {
                                expected.add(i);
                            }
                        }
                        assertEquals(expected, query(tree, box, mask), "seed " + seed + " mask " + mask);
                    }
                }
                // change some kinds and move some proxies; the inner nodes' unions must follow
                for (int i = 0; i < n; i++) {
                    if (r.nextInt(5) == 0) {
                        kind[i] = 1 << r.nextInt(3);
                        tree.setKind(proxy[i], kind[i]);
                    }
                    if (r.nextInt(5) == 0) {
                        double dx = (r.nextFloat() - 0.5) * 4.0, dy = (r.nextFloat() - 0.5) * 4.0;
                        b[i] = new double[] {b[i][0] + dx, b[i][1] + dy, b[i][2] + dx, b[i][3] + dy};
                        tree.moveProxy(proxy[i], b[i][0], b[i][1], b[i][2], b[i][3]);
                    }
                }
            }
        }
    }

    private static List<Integer> query(DynamicTree tree, Aabb box, int mask) {
        List<Integer> out = new ArrayList<>();
        TreeQueryCallback collect = p -> {
            out.add(tree.getUserData(p));
            return true;
        };
        if (mask == DynamicTree.ALL_KINDS) {
            tree.query(box.minX, box.minY, box.maxX, box.maxY, collect);
        } else {
            tree.query(box.minX, box.minY, box.maxX, box.maxY, mask, collect);
        }
        return out;
    }
}
