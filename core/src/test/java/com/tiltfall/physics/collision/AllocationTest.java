package com.tiltfall.physics.collision;

import static org.junit.jupiter.api.Assertions.*;

import java.lang.management.ManagementFactory;
import java.util.Random;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The hot path allocates nothing: counts the bytes this thread allocates over many queries (HotSpot's per-thread
 * allocation counter; skipped on a JVM without it). Not a timing test.
 */
class AllocationTest {

    private static com.sun.management.ThreadMXBean bean() {
        java.lang.management.ThreadMXBean b = ManagementFactory.getThreadMXBean();
        Assumptions.assumeTrue(b instanceof com.sun.management.ThreadMXBean);
        com.sun.management.ThreadMXBean sb = (com.sun.management.ThreadMXBean) b;
        Assumptions.assumeTrue(sb.isThreadAllocatedMemorySupported());
        sb.setThreadAllocatedMemoryEnabled(true);
        return sb;
    }

    @Test
    void narrowPhaseRayCastsAndAabbsDoNotAllocate() {
        com.sun.management.ThreadMXBean mx = bean();
        long tid = Thread.currentThread().getId();
        Random r = new Random(3);
        int n = 200;
        Shape[] a = new Shape[n], b = new Shape[n];
        Transform[] ta = new Transform[n], tb = new Transform[n];
        for (int i = 0; i < n; i++) {
            a[i] = ShapeGen.shape(r, i % 5);
            b[i] = ShapeGen.shape(r, (i / 5) % 5);
            ta[i] = ShapeGen.transform(r, 1.5);
            tb[i] = ShapeGen.transform(r, 1.5);
        }
        Collide c = new Collide();
        Manifold m = new Manifold();
        RayCastInput in = new RayCastInput();
        RayCastOutput out = new RayCastOutput();
        Aabb box = new Aabb();
        int sink = 0;
        for (int round = 0; round < 2; round++) { // round 0 warms up (class init, lazy JVM structures)
            long before = mx.getThreadAllocatedBytes(tid);
            for (int rep = 0; rep < 20; rep++) {
                for (int i = 0; i < n; i++) {
                    c.collide(a[i], ta[i], b[i], tb[i], 0.1, m);
                    sink += m.pointCount;
                    a[i].computeAabb(ta[i], box);
                    in.set(-5, -5 + i * 0.05, 5, 5 - i * 0.05, 1);
                    if (b[i].rayCast(tb[i], in, out)) {
                        sink++;
                    }
                }
            }
            long bytes = mx.getThreadAllocatedBytes(tid) - before;
            if (round == 1) {
                assertTrue(bytes < 1024, bytes + " bytes allocated by 4000 queries (sink " + sink + ")");
            }
        }
    }

    @Test
    void broadPhaseSteadyStateDoesNotAllocate() {
        com.sun.management.ThreadMXBean mx = bean();
        long tid = Thread.currentThread().getId();
        Random r = new Random(4);
        int n = 500;
        DynamicTree tree = new DynamicTree();
        Aabb[] tight = new Aabb[n];
        int[] proxy = new int[n];
        for (int i = 0; i < n; i++) {
            double x = r.nextFloat() * 50, y = r.nextFloat() * 50;
            tight[i] = new Aabb(x, y, x + 1, y + 1);
            proxy[i] = tree.createProxy(tight[i], i);
        }
        PairBuffer pairs = new PairBuffer();
        final int[] count = {0};
        TreeQueryCallback cb = p -> {
            count[0]++;
            return true;
        };
        for (int round = 0; round < 3; round++) { // early rounds size the pools and buffers
            long before = mx.getThreadAllocatedBytes(tid);
            for (int step = 0; step < 10; step++) {
                double d = (step & 1) == 0 ? 0.3 : -0.3;
                for (int i = 0; i < n; i++) {
                    Aabb t = tight[i];
                    t.set(t.minX + d, t.minY, t.maxX + d, t.maxY);
                    tree.moveProxy(proxy[i], t, d, 0);
                }
                tree.findPairs(pairs);
                tree.query(10, 10, 20, 20, cb);
            }
            long bytes = mx.getThreadAllocatedBytes(tid) - before;
            if (round == 2) {
                assertTrue(bytes < 1024, bytes + " bytes allocated by 10 broad-phase steps");
            }
        }
    }
}
