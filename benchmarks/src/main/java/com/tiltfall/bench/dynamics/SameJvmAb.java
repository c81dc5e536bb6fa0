package com.tiltfall.bench.dynamics;

import java.io.File;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.Arrays;
import java.util.Locale;

/**
 * Two builds of the engine in one JVM, for a comparison that survives a loaded machine: each benchmarks jar gets its
 * own class loader (so its own compiled code), and the runs alternate A B, B A, A B ... on the same thread, each a
 * fresh scene of Box2D's protocol (first step untimed, then N - 1 steps). The time is the thread's CPU time, not the
 * wall clock: other processes that take the core away do not count, only what they do to the caches. Prints per round
 * both figures and B / A; at the end min and median per jar and the median of the per-round ratios (round 0, which
 * includes compiling, is left out of the summary).
 *
 * <p>{@code java -cp benchmarks.jar com.tiltfall.bench.dynamics.SameJvmAb A.jar B.jar scene [rounds (7)] [steps]}
 */
public final class SameJvmAb {
    private SameJvmAb() {}

    public static void main(String[] args) throws Exception {
        if (args.length < 3) {
            System.out.println("Usage: SameJvmAb A.jar B.jar large_pyramid|tumbler|joint_grid [rounds (7)] [steps]");
            return;
        }
        String scene = args[2];
        int rounds = args.length > 3 ? Integer.parseInt(args[3]) : 7;
        int steps = args.length > 4 ? Integer.parseInt(args[4]) : "tumbler".equals(scene) ? 750 : 500;
        Method[] create = new Method[2], step = new Method[2];
        for (int j = 0; j < 2; j++) {
            URLClassLoader loader = new URLClassLoader(
                    new URL[] {new File(args[j]).toURI().toURL()}, ClassLoader.getPlatformClassLoader());
            create[j] = loader.loadClass(Box2dScenes.class.getName()).getMethod("create", String.class);
            step[j] = loader.loadClass(Box2dScenes.Scene.class.getName()).getMethod("step");
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        double[][] msPerStep = new double[2][rounds];
        for (int r = 0; r < rounds; r++) {
            for (int q = 0; q < 2; q++) {
                int j = r % 2 == 0 ? q : 1 - q; // A B, B A, ...
                Object world = create[j].invoke(null, scene);
                step[j].invoke(world); // untimed, as Box2D's protocol
                long t0 = threads.getCurrentThreadCpuTime();
                for (int i = 1; i < steps; i++) step[j].invoke(world);
                msPerStep[j][r] = (threads.getCurrentThreadCpuTime() - t0) / 1e6 / (steps - 1);
                world = null;
                System.gc();
            }
            System.out.println(String.format(
                    Locale.ROOT,
                    "round %d: A %.3f  B %.3f ms/step  B/A %.3f",
                    r,
                    msPerStep[0][r],
                    msPerStep[1][r],
                    msPerStep[1][r] / msPerStep[0][r]));
        }
        double[] ratio = new double[rounds - 1];
        for (int r = 1; r < rounds; r++) ratio[r - 1] = msPerStep[1][r] / msPerStep[0][r];
        for (int j = 0; j < 2; j++) {
            double[] t = Arrays.copyOfRange(msPerStep[j], 1, rounds);
            Arrays.sort(t);
            System.out.println(String.format(
                    Locale.ROOT,
                    "%s %s: min %.3f median %.3f ms/step (CPU)",
                    j == 0 ? "A" : "B",
                    args[j],
                    t[0],
                    median(t)));
        }
        Arrays.sort(ratio);
        System.out.println(String.format(
                Locale.ROOT,
                "SAME_JVM_AB scene=%s rounds=%d ratio_median=%.3f ratio_min=%.3f ratio_max=%.3f",
                scene,
                rounds - 1,
                median(ratio),
                ratio[0],
                ratio[ratio.length - 1]));
    }

    private static double median(double[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
