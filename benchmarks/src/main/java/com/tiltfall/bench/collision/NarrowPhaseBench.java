package com.tiltfall.bench.collision;

import com.tiltfall.physics.collision.Circle;
import com.tiltfall.physics.collision.Collide;
import com.tiltfall.physics.collision.Ellipse;
import com.tiltfall.physics.collision.Manifold;
import com.tiltfall.physics.collision.Polygon;
import com.tiltfall.physics.collision.Segment;
import com.tiltfall.physics.collision.Shape;
import com.tiltfall.physics.collision.Transform;
import com.tiltfall.physics.math.DetMath;
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
 * One narrow-phase query per op, cycling through 256 precomputed random configurations of the pair (about half of
 * them overlapping). Run with -prof gc: gc.alloc.rate.norm must be ~0 B/op.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class NarrowPhaseBench {
    static final int N = 256;

    @Param({
        "circle-circle",
        "box-box",
        "poly-poly",
        "poly-circle",
        "segment-circle",
        "segment-poly",
        "ellipse-ellipse",
        "ellipse-circle",
        "ellipse-poly"
    })
    public String pair;

    Shape[] a = new Shape[N], b = new Shape[N];
    Transform[] ta = new Transform[N], tb = new Transform[N];
    final Collide collide = new Collide();
    final Manifold manifold = new Manifold();
    int i;

    static Shape make(String kind, Random r) {
        double s1 = 0.5 + r.nextFloat(), s2 = 0.5 + r.nextFloat();
        switch (kind) {
            case "circle":
                return new Circle(s1);
            case "box":
                return Polygon.box(s1, s2);
            case "poly": {
                int n = 6;
                double[] xy = new double[2 * n];
                for (int k = 0; k < n; k++) {
                    double t = 2 * DetMath.PI * k / n + 0.3 * r.nextDouble();
                    xy[2 * k] = (s1 * DetMath.cos(t));
                    xy[2 * k + 1] = (s1 * DetMath.sin(t));
                }
                return new Polygon(xy);
            }
            case "segment":
                return new Segment(-s1 * 2, 0, s1 * 2, 0);
            default:
                return new Ellipse(s1, s2);
        }
    }

    @Setup(Level.Trial)
    public void setup() {
        Random r = new Random(42);
        String[] kinds = pair.split("-");
        for (int k = 0; k < N; k++) {
            a[k] = make(kinds[0], r);
            b[k] = make(kinds[1], r);
            ta[k] = new Transform(0, 0, r.nextFloat() * 6.28);
            double d = 1.5 + r.nextFloat() * 1.5, ang = r.nextFloat() * 6.28;
            tb[k] = new Transform(d * DetMath.cos(ang), d * DetMath.sin(ang), r.nextFloat() * 6.28);
        }
    }

    @Benchmark
    public int collide() {
        int k = i = (i + 1) & (N - 1);
        collide.collide(a[k], ta[k], b[k], tb[k], 0.05, manifold);
        return manifold.pointCount;
    }
}
