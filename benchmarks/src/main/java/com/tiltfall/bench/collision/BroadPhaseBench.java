package com.tiltfall.bench.collision;

import com.tiltfall.physics.collision.Aabb;
import com.tiltfall.physics.collision.DynamicTree;
import com.tiltfall.physics.collision.PairBuffer;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Broad phase for n bodies of size 0.5..1.5 scattered at constant density (about 2 neighbours each):
 * the tree's full pair query, one step of moving every body plus the pair query, and brute force O(n^2) over the same
 * fat boxes as the reference.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class BroadPhaseBench {
    @Param({"1000", "10000"})
    public int n;

    DynamicTree tree;
    int[] proxies;
    Aabb[] tight;
    double[] vx, vy;
    final PairBuffer pairs = new PairBuffer(1 << 16);
    final Aabb a = new Aabb(), b = new Aabb();
    double[] fminX, fminY, fmaxX, fmaxY;

    @Setup(Level.Trial)
    public void setup() {
        Random r = new Random(1);
        double world = Math.sqrt(n) * 2.5;
        tree = new DynamicTree(DynamicTree.AABB_MARGIN, 2 * n);
        proxies = new int[n];
        tight = new Aabb[n];
        vx = new double[n];
        vy = new double[n];
        fminX = new double[n];
        fminY = new double[n];
        fmaxX = new double[n];
        fmaxY = new double[n];
        for (int i = 0; i < n; i++) {
            double x = r.nextFloat() * world, y = r.nextFloat() * world, s = 0.5 + r.nextFloat();
            tight[i] = new Aabb(x, y, x + s, y + s);
            proxies[i] = tree.createProxy(tight[i], i);
            vx[i] = (r.nextFloat() - 0.5) * 0.05;
            vy[i] = (r.nextFloat() - 0.5) * 0.05;
            tree.getFatAabb(proxies[i], a);
            fminX[i] = a.minX;
            fminY[i] = a.minY;
            fmaxX[i] = a.maxX;
            fmaxY[i] = a.maxY;
        }
        tree.findPairs(pairs); // size the buffers once
    }

    @Benchmark
    public int treeFindPairs() {
        tree.findPairs(pairs);
        return pairs.size();
    }

    /** One simulation step: every body moves a little (fat boxes absorb most moves), then the pair query. */
    @Benchmark
    public int treeMoveAndFindPairs() {
        for (int i = 0; i < n; i++) {
            Aabb t = tight[i];
            t.set(t.minX + vx[i], t.minY + vy[i], t.maxX + vx[i], t.maxY + vy[i]);
            tree.moveProxy(proxies[i], t, vx[i], vy[i]);
        }
        // reverse the velocities every call so the scene stays bounded
        for (int i = 0; i < n; i++) {
            vx[i] = -vx[i];
            vy[i] = -vy[i];
        }
        tree.findPairs(pairs);
        return pairs.size();
    }

    @Benchmark
    public int bruteForce() {
        int count = 0;
        for (int i = 0; i < n; i++) {
            double x0 = fminX[i], y0 = fminY[i], x1 = fmaxX[i], y1 = fmaxY[i];
            for (int j = i + 1; j < n; j++) {
                if (fminX[j] <= x1 && x0 <= fmaxX[j] && fminY[j] <= y1 && y0 <= fmaxY[j]) {
                    count++;
                }
            }
        }
        return count;
    }
}
