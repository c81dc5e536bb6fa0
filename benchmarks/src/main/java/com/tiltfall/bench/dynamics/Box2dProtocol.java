package com.tiltfall.bench.dynamics;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Box2D v3's own benchmark protocol ({@code benchmark/main.c}) on Tiltfall, in plain Java (no JMH): for each scene and
 * each of R runs, build a fresh world, take the first step untimed, then time the total of the next N - 1 steps with
 * {@link System#nanoTime}; report the minimum (Box2D's figure) and the median over the runs, in ms per step. One
 * thread, 1/60 s steps, 4 sub-steps. Scenes and step counts as Box2D's: large_pyramid 500, tumbler 750, joint_grid
 * 500.
 *
 * <p>{@code java -cp benchmarks/target/benchmarks.jar com.tiltfall.bench.dynamics.Box2dProtocol [-r=5]
 * [-b=large_pyramid,tumbler,joint_grid] [--steps=N] [--label=text]}
 *
 * <p>Prints one line per run (with the state hash of all bodies after the last step, for bit-identity checks between
 * code versions), a table, and machine-readable {@code BOX2D_RUN} / {@code BOX2D_RESULT} lines ({@code key=value}).
 * {@code scripts/bench-box2d.sh} builds and runs this for the working tree and other git revisions.
 */
public final class Box2dProtocol {
    private Box2dProtocol() {}

    /** A Box2D benchmark: name, step count and Box2D v3's figure (C, SSE2, 1 thread) from issue 9, ms per step. */
    static final class Benchmark {
        final String name;
        final int steps;
        final double refLow, refHigh;

        Benchmark(String name, int steps, double refLow, double refHigh) {
            this.name = name;
            this.steps = steps;
            this.refLow = refLow;
            this.refHigh = refHigh;
        }

        double ref() {
            return 0.5 * (refLow + refHigh);
        }
    }

    static final Benchmark[] BENCHMARKS = {
        new Benchmark("large_pyramid", 500, 3.5, 3.8),
        new Benchmark("tumbler", 750, 3.0, 3.3),
        new Benchmark("joint_grid", 500, 7.1, 7.4),
    };

    /** Result of one scene: per-run ms per step, hashes and the other per-run measurements. */
    static final class Result {
        final Benchmark bench;
        final int steps;
        final double[] msPerStep;
        final long[] hashes;
        int bodies, joints;

        Result(Benchmark bench, int steps, int runs) {
            this.bench = bench;
            this.steps = steps;
            this.msPerStep = new double[runs];
            this.hashes = new long[runs];
        }

        double min() {
            double m = Double.POSITIVE_INFINITY;
            for (double v : msPerStep) m = Math.min(m, v);
            return m;
        }

        double median() {
            double[] s = msPerStep.clone();
            Arrays.sort(s);
            int n = s.length;
            return n % 2 == 1 ? s[n / 2] : 0.5 * (s[n / 2 - 1] + s[n / 2]);
        }

        boolean hashStable() {
            for (long h : hashes) if (h != hashes[0]) return false;
            return true;
        }
    }

    public static void main(String[] args) {
        int runs = 5;
        int stepOverride = -1;
        String label = "tiltfall";
        List<Benchmark> selected = new ArrayList<>();
        for (String arg : args) {
            String v;
            if ((v = value(arg, "-r=", "--repeats=")) != null) runs = Math.max(1, Math.min(1000, Integer.parseInt(v)));
            else if ((v = value(arg, "-b=", "--benchmark=")) != null) {
                for (String name : v.split(",")) selected.add(find(name.trim()));
            } else if ((v = value(arg, "--steps=", "--steps=")) != null)
                stepOverride = Math.max(2, Integer.parseInt(v));
            else if ((v = value(arg, "--label=", "--label=")) != null) label = v.replaceAll("\\s+", "_");
            else if (arg.equals("-l") || arg.equals("--list")) {
                for (Benchmark b : BENCHMARKS) System.out.println(b.name + " " + b.steps);
                return;
            } else {
                System.out.println("Usage: Box2dProtocol [-r=|--repeats=runs (5)] [-b=|--benchmark=name[,name...]]"
                        + " [--steps=N (a quick check; Box2D's counts otherwise)] [--label=text] [-l|--list]");
                if (!arg.equals("-h") && !arg.equals("--help")) System.exit(2);
                return;
            }
        }
        if (selected.isEmpty()) selected.addAll(Arrays.asList(BENCHMARKS));

        System.out.println("Box2D v3 benchmark protocol: fresh world per run, first step untimed, total of the next"
                + " N-1 steps timed; 1/60 s, " + Box2dScenes.SUB_STEPS + " sub-steps, 1 thread");
        System.out.println(String.format(
                Locale.ROOT,
                "label=%s java=%s vm=%s os=%s/%s cpus=%d load=%.2f runs=%d",
                label,
                System.getProperty("java.version"),
                System.getProperty("java.vm.name").replace(' ', '_'),
                System.getProperty("os.name").replace(' ', '_'),
                System.getProperty("os.arch"),
                Runtime.getRuntime().availableProcessors(),
                load(),
                runs));

        List<Result> results = new ArrayList<>();
        for (Benchmark bench : selected)
            results.add(run(bench, stepOverride > 0 ? stepOverride : bench.steps, runs, label));

        System.out.println();
        System.out.println(String.format(
                Locale.ROOT,
                "%-14s %5s %6s %6s %12s %15s %11s %9s %12s  %s",
                "scene",
                "steps",
                "bodies",
                "joints",
                "min ms/step",
                "median ms/step",
                "Box2D v3",
                "min/B2D",
                "median/B2D",
                "state hash"));
        for (Result r : results) {
            System.out.println(String.format(
                    Locale.ROOT,
                    "%-14s %5d %6d %6d %12.3f %15.3f %11s %8.2fx %11.2fx  %016x%s",
                    r.bench.name,
                    r.steps,
                    r.bodies,
                    r.joints,
                    r.min(),
                    r.median(),
                    String.format(Locale.ROOT, "%.1f-%.1f", r.bench.refLow, r.bench.refHigh),
                    r.min() / r.bench.ref(),
                    r.median() / r.bench.ref(),
                    r.hashes[0],
                    r.hashStable() ? "" : " (differs between runs!)"));
        }
        for (Result r : results) {
            System.out.println(String.format(
                    Locale.ROOT,
                    "BOX2D_RESULT label=%s scene=%s steps=%d runs=%d bodies=%d joints=%d min_ms_per_step=%.4f"
                            + " median_ms_per_step=%.4f ref_ms_per_step=%.2f hash=%016x hash_stable=%b",
                    label,
                    r.bench.name,
                    r.steps,
                    r.msPerStep.length,
                    r.bodies,
                    r.joints,
                    r.min(),
                    r.median(),
                    r.bench.ref(),
                    r.hashes[0],
                    r.hashStable()));
        }
    }

    static Result run(Benchmark bench, int steps, int runs, String label) {
        System.out.println();
        System.out.println("benchmark: " + bench.name + ", steps = " + steps);
        Result result = new Result(bench, steps, runs);
        for (int run = 0; run < runs; run++) {
            System.gc(); // the previous run's world is garbage now: collect it before, not during, the timed steps
            Box2dScenes.Scene scene = Box2dScenes.create(bench.name);
            result.bodies = scene.bodyCount();
            result.joints = scene.jointCount();

            scene.step(); // "Initial step can be expensive and skew benchmark"

            long gcCount0 = gcCount(), gcMs0 = gcMillis(), alloc0 = allocatedBytes();
            long t0 = System.nanoTime();
            for (int i = 1; i < steps; i++) scene.step();
            long t1 = System.nanoTime();
            long alloc1 = allocatedBytes(), gcCount1 = gcCount(), gcMs1 = gcMillis();

            double totalMs = (t1 - t0) / 1e6;
            double perStep = totalMs / (steps - 1);
            long allocPerStep = alloc0 < 0 || alloc1 < 0 ? -1 : (alloc1 - alloc0) / (steps - 1);
            long hash = scene.stateHash();
            int sleeping = scene.sleepingDynamicCount();
            result.msPerStep[run] = perStep;
            result.hashes[run] = hash;
            System.out.println(String.format(
                    Locale.ROOT,
                    "run %d : %.1f (ms), %.3f ms/step, %d B/step, gc %d (%d ms), sleeping %d, hash %016x",
                    run,
                    totalMs,
                    perStep,
                    allocPerStep,
                    gcCount1 - gcCount0,
                    gcMs1 - gcMs0,
                    sleeping,
                    hash));
            System.out.println(String.format(
                    Locale.ROOT,
                    "BOX2D_RUN label=%s scene=%s run=%d steps=%d total_ms=%.3f ms_per_step=%.4f alloc_bytes_per_step=%d"
                            + " gc_count=%d gc_ms=%d sleeping=%d load=%.2f hash=%016x",
                    label,
                    bench.name,
                    run,
                    steps,
                    totalMs,
                    perStep,
                    allocPerStep,
                    gcCount1 - gcCount0,
                    gcMs1 - gcMs0,
                    sleeping,
                    load(),
                    hash));
        }
        System.out.println("body " + result.bodies + " / joint " + result.joints + " / min "
                + String.format(Locale.ROOT, "%.3f", result.min()) + " ms/step / median "
                + String.format(Locale.ROOT, "%.3f", result.median()) + " ms/step");
        return result;
    }

    private static String value(String arg, String shortName, String longName) {
        if (arg.startsWith(shortName)) return arg.substring(shortName.length());
        if (arg.startsWith(longName)) return arg.substring(longName.length());
        return null;
    }

    private static Benchmark find(String name) {
        for (Benchmark b : BENCHMARKS) if (b.name.equalsIgnoreCase(name)) return b;
        StringBuilder known = new StringBuilder();
        for (Benchmark b : BENCHMARKS) known.append(' ').append(b.name);
        System.out.println("No benchmark named \"" + name + "\"; registered:" + known);
        System.exit(2);
        return null;
    }

    private static double load() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }

    private static long gcCount() {
        long n = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans())
            n += Math.max(0, gc.getCollectionCount());
        return n;
    }

    private static long gcMillis() {
        long n = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans())
            n += Math.max(0, gc.getCollectionTime());
        return n;
    }

    /** Bytes allocated by this thread so far (HotSpot's counter), or -1 where unsupported. */
    private static long allocatedBytes() {
        java.lang.management.ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        if (mx instanceof com.sun.management.ThreadMXBean) {
            com.sun.management.ThreadMXBean hs = (com.sun.management.ThreadMXBean) mx;
            if (hs.isThreadAllocatedMemorySupported() && hs.isThreadAllocatedMemoryEnabled())
                return hs.getCurrentThreadAllocatedBytes();
        }
        return -1;
    }
}
