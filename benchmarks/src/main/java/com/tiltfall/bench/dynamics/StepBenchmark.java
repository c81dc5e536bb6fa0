package com.tiltfall.bench.dynamics;

import java.util.concurrent.TimeUnit;
import org.dyn4j.dynamics.Body;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One op = one 1/60 s step of a Box2D v3 benchmark scene, Tiltfall vs dyn4j 6.0.0 in the same run. The scene is
 * built once per trial; the benchmark keeps stepping it (warm-up steps included), so the figure is a steady-state
 * step of the scene and gc.alloc.rate.norm is the allocation per step. Teardown prints the top box height of the
 * pyramids (standing check) and the number of steps taken.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(1)
public class StepBenchmark {

    @State(Scope.Thread)
    public static class TiltfallState {
        @Param({"pyramid40", "pyramid100", "tumbler", "jointGrid"})
        public String scene;

        com.tiltfall.physics.dynamics.World world;
        int top = -1;
        double topY0;
        long steps;

        @Setup(Level.Trial)
        public void setup() {
            world = TiltfallScenes.newWorld();
            switch (scene) {
                case "pyramid40":
                    top = TiltfallScenes.pyramid(world, 40);
                    break;
                case "pyramid100":
                    top = TiltfallScenes.pyramid(world, 100);
                    break;
                case "tumbler":
                    TiltfallScenes.tumbler(world);
                    break;
                default:
                    TiltfallScenes.jointGrid(world, 100);
                    break;
            }
            if (top >= 0) topY0 = world.getY(top);
        }

        @TearDown(Level.Trial)
        public void report() {
            if (top >= 0)
                System.out.println(
                        "\n[tiltfall " + scene + "] steps " + steps + " top box y " + topY0 + " -> " + world.getY(top));
            else System.out.println("\n[tiltfall " + scene + "] steps " + steps);
        }
    }

    @State(Scope.Thread)
    public static class Dyn4jState {
        @Param({"pyramid40", "pyramid100", "tumbler", "jointGrid"})
        public String scene;

        org.dyn4j.world.World<Body> world;
        Body top;
        double topY0;
        long steps;

        @Setup(Level.Trial)
        public void setup() {
            world = Dyn4jScenes.newWorld();
            switch (scene) {
                case "pyramid40":
                    top = Dyn4jScenes.pyramid(world, 40);
                    break;
                case "pyramid100":
                    top = Dyn4jScenes.pyramid(world, 100);
                    break;
                case "tumbler":
                    Dyn4jScenes.tumbler(world);
                    break;
                default:
                    Dyn4jScenes.jointGrid(world, 100);
                    break;
            }
            if (top != null) topY0 = top.getTransform().getTranslationY();
        }

        @TearDown(Level.Trial)
        public void report() {
            if (top != null)
                System.out.println("\n[dyn4j " + scene + "] steps " + steps + " top box y " + topY0 + " -> "
                        + top.getTransform().getTranslationY());
            else System.out.println("\n[dyn4j " + scene + "] steps " + steps);
        }
    }

    @Benchmark
    public double tiltfall(TiltfallState s) {
        s.world.step(1.0 / 60.0);
        s.steps++;
        return s.world.getVelocityX(0);
    }

    @Benchmark
    public int dyn4j(Dyn4jState s) {
        s.world.step(1);
        s.steps++;
        return s.world.getBodyCount();
    }
}
