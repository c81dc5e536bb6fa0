package com.tiltfall.replay;

import com.tiltfall.input.ControlState;
import com.tiltfall.level.LevelData;
import com.tiltfall.sim.FixedStepper;
import com.tiltfall.sim.Simulation;

/**
 * Adds a trick to a run that reaches the goal without one: the spin is a move chosen on purpose (jump pressed again
 * in the air, held, let go in time; docs/player.md), which a search over run/jump segments seldom stumbles on. For
 * the run's longest flights first, it tries a fresh jump press a little after take-off held for a scan of lengths,
 * the rest of the run unchanged, and keeps the first variant that still reaches the goal with no death and lands a
 * trick. {@link ReplaySearch} (so {@code scripts/regen-replays.sh}) runs it on every run it finds without one.
 */
public final class TrickInsertion {
    /** Flights shorter than this seldom hold a turn (about 0.6 s from the press to the feet coming round), steps. */
    static final int MIN_FLIGHT = 48;

    private TrickInsertion() {}

    /** The run with a trick added, or null when no tried variant keeps the goal with no death and lands a trick. */
    public static Replay addTrick(LevelData level, Replay run) {
        ControlState[] steps = decode(run);
        boolean[] air = airborne(level, run);
        // the flights, longest first
        int[][] flights = flights(air);
        for (int[] f : flights) {
            int from = f[0], length = f[1];
            // from just after take-off to late in the flight (a press after the apex no longer cuts a held jump)
            for (int after = 3; after <= length - MIN_FLIGHT / 2; after += 3) {
                for (int hold = 12; hold <= Math.min(72, length - after); hold += 3) {
                    ControlState[] tried = copy(steps);
                    int press = from + after;
                    tried[press - 1].jump = false; // a fresh press: released the step before
                    for (int i = press; i < from + length && i < tried.length; i++) tried[i].jump = i < press + hold;
                    Replay r = encode(tried, run.level);
                    ReplayRunner.Outcome o = ReplayRunner.run(level, r);
                    if (o.goalReached && o.deaths == 0 && o.tricks >= 1 && !o.timeOut) return r;
                }
            }
        }
        return null;
    }

    /** The run's longest flights, in steps, for the log when no trick fits. */
    public static String flightsOf(LevelData level, Replay run) {
        boolean[] air = airborne(level, run);
        int[] longest = new int[3];
        for (int i = 0; i < air.length; ) {
            int j = i;
            while (j < air.length && air[j]) j++;
            int n = j - i;
            for (int k = 0; k < longest.length; k++) {
                if (n > longest[k]) {
                    System.arraycopy(longest, k, longest, k + 1, longest.length - k - 1);
                    longest[k] = n;
                    break;
                }
            }
            i = Math.max(j, i + 1);
        }
        return longest[0] + ", " + longest[1] + ", " + longest[2] + " steps";
    }

    /** Whether the player is in the air after each step of the run (touching ground ends a flight). */
    static boolean[] airborne(LevelData level, Replay run) {
        Simulation world = new Simulation(level, new ReplayInput(run));
        boolean[] air = new boolean[run.steps()];
        for (int i = 0; i < air.length && !world.isGoalReached(); i++) {
            world.step(FixedStepper.STEP);
            // the controller's own air time: a landing that jumps again at once (a bunny hop) ends the flight
            air[i] = world.playerState().state.airTime > 0.0;
        }
        return air;
    }

    /** Runs of airborne steps at least MIN_FLIGHT long, as {first step, length}, longest first. */
    static int[][] flights(boolean[] air) {
        java.util.List<int[]> found = new java.util.ArrayList<>();
        for (int i = 0; i < air.length; ) {
            if (!air[i]) {
                i++;
                continue;
            }
            int j = i;
            while (j < air.length && air[j]) j++;
            if (j - i >= MIN_FLIGHT && i > 0) found.add(new int[] {i, j - i});
            i = j;
        }
        found.sort((a, b) -> b[1] - a[1]);
        return found.toArray(new int[0][]);
    }

    static ControlState[] decode(Replay run) {
        ReplayInput in = new ReplayInput(run);
        ControlState[] out = new ControlState[run.steps()];
        for (int i = 0; i < out.length; i++) {
            out[i] = new ControlState();
            in.poll(out[i]);
        }
        return out;
    }

    static Replay encode(ControlState[] steps, String level) {
        Replay r = new Replay();
        r.level = level;
        for (ControlState c : steps) r.add(c);
        return r;
    }

    private static ControlState[] copy(ControlState[] steps) {
        ControlState[] out = new ControlState[steps.length];
        for (int i = 0; i < steps.length; i++) {
            out[i] = new ControlState();
            out[i].set(steps[i]);
        }
        return out;
    }
}
