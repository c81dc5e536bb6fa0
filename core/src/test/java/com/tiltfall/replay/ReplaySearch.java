package com.tiltfall.replay;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessFiles;
import com.badlogic.gdx.files.FileHandle;
import com.tiltfall.game.BlindJumpRule;
import com.tiltfall.input.ControlState;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelLoader;
import com.tiltfall.sim.FixedStepper;
import com.tiltfall.sim.Simulation;

/**
 * A tool, not a test: makes a level's replay, a run that reaches the goal with no death and lands at least one
 * trick (what {@code ShippedLevelRunsTest} demands) and makes no blind jump ({@link BlindJumpRule}, what
 * {@code NoBlindJumpsTest} demands), and prints it as a .replay file. {@code scripts/regen-replays.sh}
 * runs it for every level after the rules or a level changed; a run recorded by a person (~/.tiltfall/replays/) is
 * just as good.
 *
 * <p>Given the level's old replay, it first plays it: still good (and in sync), it is printed unchanged. Otherwise it
 * keeps the old run up to 2 s before the step where it failed (its first death or blind jump; without either, where it
 * got furthest) and searches only the rest ({@link BeamSearch}); if that finds nothing, or only runs with a
 * blind jump, from 8 s before, then from the start. (The search itself does not know the blind-jump rule: it is
 * checked on each run found.)
 * Without an old replay (or with {@code -Dfresh=true}) it searches from the start.
 *
 * <p>The simulation is bit-identical on the desktop and in the browser (doubles, {@code DetMath}), so one exact run
 * is all a replay needs. {@code -Dbeam=N} (default 12) is the beam's usual width and {@code -DmaxBeam=N} (default
 * 96) the widest it grows to where the level is hard; {@code -Dlookahead=N} the look-ahead in steps (default 36).
 * <pre>
 * (cd assets &amp;&amp; java -cp ../core/target/test-classes:../core/target/classes:$(cat /tmp/cp.txt) \
 *     com.tiltfall.replay.ReplaySearch levels/01-first-slopes.tmx replays/01-first-slopes.replay &gt; /tmp/new.replay)
 * </pre>
 */
public final class ReplaySearch {
    static final int BEAM = Integer.getInteger("beam", 12), MAX_BEAM = Integer.getInteger("maxBeam", 96);
    static final int LOOKAHEAD = Integer.getInteger("lookahead", 36);
    static final boolean FRESH = Boolean.getBoolean("fresh");
    /** How far before the old run's failure the search starts, tried in turn (seconds; the last is the start). */
    static final double[] REPAIR_FROM = {2.0, 8.0, Double.POSITIVE_INFINITY};

    private ReplaySearch() {}

    /** {@code ReplaySearch level [old replay]}: the replay on stdout, the outcome as the last line on stderr. */
    public static void main(String[] args) {
        com.badlogic.gdx.utils.GdxNativesLoader.load(); // the loader decodes tileset images
        Gdx.files = new HeadlessFiles();
        LevelData level = new LevelLoader().loadData(args[0]);
        FileHandle oldFile = args.length > 1 ? Gdx.files.local(args[1]) : null;
        Replay old = oldFile != null && oldFile.exists() && !FRESH
                ? ReplayFormat.read(oldFile.readString("UTF-8"), oldFile.path())
                : null;
        String how;
        Replay found;
        ReplayRunner.Outcome before = old == null ? null : ReplayRunner.run(level, old);
        String oldBlind = before != null && before.goalReached ? blindSpots(level, old, args[0]) : "";
        if (!oldBlind.isEmpty()) System.err.println(args[0] + ": the old replay has blind jumps: " + oneLine(oldBlind));
        if (before != null && oldBlind.isEmpty() && acceptable(before, true)) {
            System.out.print(oldFile.readString("UTF-8")); // byte for byte: nothing changed
            System.err.println(before + ", tricks " + before.tricks + "; the old replay still plays (unchanged)");
            return;
        }
        Replay oldWithTrick =
                before != null && oldBlind.isEmpty() && before.goalReached && before.deaths == 0 && before.tricks == 0
                        ? TrickInsertion.addTrick(level, old)
                        : null;
        if (oldWithTrick != null && !blindSpots(level, oldWithTrick, args[0]).isEmpty()) oldWithTrick = null;
        if (before != null && oldBlind.isEmpty() && acceptable(before, false)) {
            found = old; // the same run, now ending in another state: only its hash line changes
            how = "the old replay still plays (new hash)";
        } else if (oldWithTrick != null) {
            found = oldWithTrick;
            how = "the old replay still reaches the goal; a trick added";
        } else {
            int failure = old == null ? 0 : failureStep(level, old);
            found = null;
            how = "no run found";
            for (double seconds : REPAIR_FROM) {
                int from = Math.max(0, failure - (int) Math.min(failure, seconds * 60.0));
                Replay run = search(level, old, from, args[0]);
                String blind = run == null ? "" : blindSpots(level, run, args[0]);
                if (run != null && blind.isEmpty()) {
                    found = run;
                    how = from > 0
                            ? "old replay kept up to " + seconds(from) + " s (it failed at " + seconds(failure) + " s)"
                            : "searched from the start";
                    break;
                }
                if (run != null) {
                    how = "the runs found make blind jumps (the last: " + oneLine(blind) + ")";
                    System.err.println(
                            args[0] + ": a run from " + seconds(from) + " s makes blind jumps: " + oneLine(blind));
                }
                if (from == 0) break;
            }
        }
        if (found == null) {
            System.err.println(args[0] + ": " + how);
            System.exit(1);
        }
        found.level = args[0];
        found.hasEndHash = false;
        // the state the run ends in, so that a replay that no longer plays the same is reported as out of sync
        long[] trace = ReplayRunner.trace(level, found);
        if (trace.length >= found.steps()) {
            found.endHash = trace[found.steps() - 1];
            found.hasEndHash = true;
        }
        System.out.print(ReplayFormat.write(found));
        ReplayRunner.Outcome outcome = ReplayRunner.run(level, found);
        // the last line, read by scripts/regen-replays.sh
        System.err.println(outcome + ", tricks " + outcome.tricks + "; " + how);
    }

    /**
     * Keeps a run that reaches the goal without a trick (as {@code -DtricklessTo=FILE} names), so that a person can
     * add the spin by hand or look at its flights.
     */
    private static void keepTrickless(Replay run) {
        String to = System.getProperty("tricklessTo");
        if (to != null) Gdx.files.absolute(to).writeString(ReplayFormat.write(run), false, "UTF-8");
    }

    /**
     * The blind jumps of the run on the level at path that {@link BlindJumpRule#OPEN} does not list for it, one per
     * line; "" when none.
     */
    static String blindSpots(LevelData level, Replay run, String path) {
        return BlindJumpRule.unknownBlindSpots(path, BlindJumpRule.check(level, run));
    }

    private static String oneLine(String lines) {
        return lines.trim().replace("\n", "; ");
    }

    /** What a shipped replay must do; {@code inSync}: and end in the state its hash line names. */
    static boolean acceptable(ReplayRunner.Outcome o, boolean inSync) {
        return o.goalReached && o.deaths == 0 && o.tricks >= 1 && o.trickTurns >= o.tricks && (!inSync || !o.desync);
    }

    /**
     * Where the old run went wrong: the step of its first death or its first blind jump, whichever comes first; without
     * either, the step where it got furthest right (it stalled or fell short), or its end (it reached the goal without
     * a trick).
     */
    static int failureStep(LevelData level, Replay old) {
        int blind = BlindJumpRule.check(level, old).firstViolationStep;
        int other = failureStepOtherThanBlind(level, old);
        return blind >= 0 && blind < other ? blind : other;
    }

    /** {@link #failureStep} without the blind-jump rule. */
    private static int failureStepOtherThanBlind(LevelData level, Replay old) {
        Simulation world = new Simulation(level, new ReplayInput(old));
        double furthest = Double.NEGATIVE_INFINITY;
        int furthestAt = 0, limit = old.steps() + ReplayRunner.GRACE_STEPS;
        for (int i = 0; i < limit && !world.isGoalReached(); i++) {
            world.step(FixedStepper.STEP);
            if (world.deaths() > 0) return i;
            if (world.playerX() > furthest + 0.5) {
                furthest = world.playerX();
                furthestAt = i;
            }
        }
        return world.isGoalReached() ? (int) world.steps() : furthestAt;
    }

    /**
     * The old run's first {@code from} steps, then a run from there to the goal with no death and a trick: any such
     * run found with the trick added ({@link TrickInsertion}), else a search that needs a trick; null when none.
     */
    static Replay search(LevelData level, Replay old, int from, String name) {
        Replay run = search(level, old, from, name, false);
        if (run == null || acceptable(ReplayRunner.run(level, run), false)) return run;
        run.level = name;
        Replay withTrick = TrickInsertion.addTrick(level, run);
        System.err.println(name + ": "
                + (withTrick == null
                        ? "no trick fits in the run (longest flights " + TrickInsertion.flightsOf(level, run) + ")"
                        : "a trick added to the run"));
        if (withTrick != null) return withTrick;
        keepTrickless(run);
        // a search that accepts only runs landing a trick (slower: a deliberate spin is seldom found by chance)
        run = search(level, old, from, name, true);
        return run != null && acceptable(ReplayRunner.run(level, run), false) ? run : null;
    }

    /**
     * The old run's first {@code from} steps, then a beam search from there for a run to the goal with no death (and,
     * with {@code requireTrick}, a trick); null when it finds nothing.
     */
    private static Replay search(LevelData level, Replay old, int from, String name, boolean requireTrick) {
        SearchInput input = new SearchInput();
        Simulation world = new Simulation(level, input);
        Replay run = new Replay();
        ReplayInput oldInput = old == null ? null : new ReplayInput(old);
        ControlState c = new ControlState();
        for (int i = 0; i < from; i++) {
            oldInput.poll(c);
            input.set(c);
            run.add(c);
            world.step(FixedStepper.STEP);
        }
        BeamSearch beam = new BeamSearch(BEAM, MAX_BEAM, LOOKAHEAD);
        beam.requireTrick = requireTrick;
        long start = System.nanoTime();
        int[] actions = beam.search(world, input, name + " from " + seconds(from) + " s");
        System.err.println(
                name + " from " + seconds(from) + " s: " + (actions == null ? "nothing" : "found") + " after "
                        + beam.children + " candidates, widened " + beam.widened + " times, "
                        + (System.nanoTime() - start) / 1_000_000_000L + " s");
        if (actions == null) return null;
        for (int a : actions) run.add(BeamSearch.SEGMENT, BeamSearch.MOVE[a], BeamSearch.JUMP[a], false);
        return run;
    }

    private static String seconds(int steps) {
        return Long.toString(Math.round(steps / 6.0) / 10) + "." + Math.round(steps / 6.0) % 10;
    }
}
