package com.tiltfall.bench.collision;

import com.tiltfall.physics.math.DetMath;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.dyn4j.collision.manifold.ClippingManifoldSolver;
import org.dyn4j.collision.narrowphase.Penetration;
import org.dyn4j.collision.narrowphase.Sat;
import org.dyn4j.geometry.Convex;
import org.dyn4j.geometry.Geometry;
import org.dyn4j.geometry.Transform;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** Reference only (never in the game): dyn4j's SAT + clipping manifold on the same box-box configurations. */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class Dyn4jReferenceBench {
    static final int N = 256;
    Convex[] a = new Convex[N], b = new Convex[N];
    Transform[] ta = new Transform[N], tb = new Transform[N];
    final Sat sat = new Sat();
    final ClippingManifoldSolver solver = new ClippingManifoldSolver();
    final Penetration pen = new Penetration();
    final org.dyn4j.collision.manifold.Manifold manifold = new org.dyn4j.collision.manifold.Manifold();
    int i;

    @Setup(Level.Trial)
    public void setup() {
        Random r = new Random(42); // same draws as NarrowPhaseBench "box-box"
        for (int k = 0; k < N; k++) {
            double s1 = 0.5 + r.nextFloat(), s2 = 0.5 + r.nextFloat();
            a[k] = Geometry.createRectangle(2 * s1, 2 * s2);
            s1 = 0.5 + r.nextFloat();
            s2 = 0.5 + r.nextFloat();
            b[k] = Geometry.createRectangle(2 * s1, 2 * s2);
            ta[k] = new Transform();
            ta[k].rotate(r.nextFloat() * 6.28);
            double d = 1.5 + r.nextFloat() * 1.5, ang = r.nextFloat() * 6.28;
            tb[k] = new Transform();
            tb[k].rotate(r.nextFloat() * 6.28);
            tb[k].translate(d * DetMath.cos(ang), d * DetMath.sin(ang));
        }
    }

    @Benchmark
    public int boxBox() {
        int k = i = (i + 1) & (N - 1);
        if (sat.detect(a[k], ta[k], b[k], tb[k], pen) && solver.getManifold(pen, a[k], ta[k], b[k], tb[k], manifold)) {
            return manifold.getPoints().size();
        }
        return 0;
    }
}
