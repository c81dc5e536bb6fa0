package com.tiltfall.replay;

import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.ObjectSet;
import com.tiltfall.sim.FixedStepper;
import com.tiltfall.sim.Simulation;

/**
 * Beam search for the rest of a run, from a game that is already under way (the start of a level, or the point
 * where an old replay stopped working): each round, every candidate in the beam tries each of the seven actions
 * ({@link #MOVE}, {@link #JUMP}) for one segment of {@link #SEGMENT} steps on a copy of its game ({@link WorldFork}),
 * then runs right for a look-ahead on the same copy; the score is the furthest x reached (5 m less when the
 * look-ahead dies, 3 m more once a trick is landed, since a shipped replay needs one). The beam keeps the best
 * candidates, at most one per coarse player state (0.5 m, 1 m/s) so that "wait for the platform" survives next to
 * "rush ahead", and their games are made again from their parents' (a copy costs as much as ~15-30 steps: one copy
 * per candidate, not two).
 *
 * <p>When the beam dies out (every candidate died) or stalls (no metre gained in {@link #STALL} segments), the search
 * goes back {@link #BACK_OFF} segments (further each time in a row) and tries that stretch again with a beam twice as
 * wide (up to the maximum), then narrows again after {@link #WIDE_FOR} segments: the width is paid for only where the
 * level is hard. It gives up after {@link #MAX_RETRIES} such retries. A candidate that reaches the goal counts only
 * with no death and at least one trick landed (what {@code ShippedLevelRunsTest} demands).
 */
final class BeamSearch {
    static final int SEGMENT = 12, MAX_SEGMENTS = 400, BACK_OFF = 4, WIDE_FOR = 10, STALL = 40, MAX_RETRIES = 10;
    /** moveX and jump of each action. */
    static final double[] MOVE = {1.0, 1.0, 0.0, -1.0, -1.0, 0.0, 0.5};

    static final boolean[] JUMP = {false, true, false, false, true, true, false};
    static final int ACTIONS = MOVE.length;

    final int width, maxWidth, lookahead;
    /** Candidates evaluated and times the beam was widened, for the log. */
    long children, widened;

    BeamSearch(int width, int maxWidth, int lookaheadSteps) {
        this.width = width;
        this.maxWidth = maxWidth;
        this.lookahead = lookaheadSteps;
    }

    /** A run so far: the steps before the search began, then one action per segment. */
    static final class Candidate {
        final Candidate parent;
        final int action;
        final int depth;
        Simulation world;
        SearchInput input;
        double score;
        String signature = "";

        Candidate(Candidate parent, int action) {
            this.parent = parent;
            this.action = action;
            this.depth = parent == null ? 0 : parent.depth + 1;
        }

        /** The actions from the start of the search, in order. */
        int[] actions() {
            int[] a = new int[depth];
            for (Candidate c = this; c.parent != null; c = c.parent) a[c.depth - 1] = c.action;
            return a;
        }
    }

    /**
     * Whether a run must land a trick to count (a shipped replay needs one); false finds any run to the goal with no
     * death, for {@link TrickInsertion} to add the trick to (a deliberate spin is seldom found by chance).
     */
    boolean requireTrick = true;

    /**
     * The actions after {@code start} (a game and the input it reads) that reach the goal with no death and a trick,
     * or null.
     */
    int[] search(Simulation start, SearchInput input, String log) {
        Candidate root = new Candidate(null, -1);
        root.world = start;
        root.input = input;
        Array<Array<Candidate>> history = new Array<>();
        Array<Candidate> beam = new Array<>();
        beam.add(root);
        int w = width, wideUntil = -1, seg = 0, inARow = 0, retries = 0, bestAt = 0;
        double best = Double.NEGATIVE_INFINITY;
        while (seg < MAX_SEGMENTS) {
            history.add(beam);
            Array<Candidate> next = new Array<>();
            for (Candidate c : beam) {
                for (int a = 0; a < ACTIONS; a++) {
                    Candidate n = new Candidate(c, a);
                    Candidate done = evaluate(n);
                    if (done != null) return done.actions();
                    if (n.score > Double.NEGATIVE_INFINITY) next.add(n);
                }
            }
            next.sort((p, q) -> Double.compare(q.score, p.score));
            Array<Candidate> kept = new Array<>();
            ObjectSet<String> seen = new ObjectSet<>();
            for (int i = 0; i < next.size && kept.size < w; i++) {
                if (seen.add(next.get(i).signature)) kept.add(next.get(i));
            }
            for (Candidate c : kept) remake(c);
            for (Candidate c : beam) if (c != root) c.world = null; // their children have their own games now
            if (!kept.isEmpty() && kept.first().score > best + 1.0) {
                best = kept.first().score;
                bestAt = seg;
            }
            boolean stalled = seg - bestAt > STALL;
            if (kept.isEmpty() || stalled) {
                // every candidate died, or none got further for a while: that stretch again, with a wider beam
                if (++retries > MAX_RETRIES) return null;
                inARow++;
                int back = Math.max(0, (stalled ? bestAt : seg) - BACK_OFF * inARow);
                w = Math.min(maxWidth, w * 2);
                wideUntil = seg + WIDE_FOR;
                widened++;
                System.err.println(log + ": " + (stalled ? "stalled" : "dead end") + " at segment " + seg
                        + ", again from " + back + " with beam " + w);
                beam = history.get(back);
                for (Candidate c : beam) remakeFromRoot(c, root);
                history.truncate(back);
                seg = back;
                bestAt = back;
                best = Double.NEGATIVE_INFINITY;
                continue;
            }
            if (seg >= wideUntil) {
                w = width;
                inARow = 0;
            }
            beam = kept;
            seg++;
            if (seg % 25 == 0) System.err.println(log + ": segment " + seg + " best " + kept.first().score);
        }
        return null;
    }

    /**
     * Plays the candidate's action on a copy of its parent's game, then the look-ahead on the same copy; sets its
     * score and signature. Returns the candidate when its action reaches the goal as a shipped replay must.
     */
    private Candidate evaluate(Candidate n) {
        children++;
        Object[] found = new Object[1];
        Simulation world = WorldFork.copy(n.parent.world, n.parent.input, found);
        SearchInput input = (SearchInput) found[0];
        input.set(MOVE[n.action], JUMP[n.action], false);
        for (int i = 0; i < SEGMENT; i++) {
            world.step(FixedStepper.STEP);
            if (world.deaths() > 0) {
                n.score = Double.NEGATIVE_INFINITY;
                return null;
            }
            if (world.isGoalReached()) {
                n.score = Double.NEGATIVE_INFINITY;
                return world.tricks() > 0 || !requireTrick ? n : null;
            }
        }
        double atCommit = world.playerX();
        n.signature = Math.round(world.playerX() * 2.0) + "," + Math.round(world.playerY() * 2.0) + ","
                + Math.round(world.playerVelocityX()) + "," + Math.round(world.playerVelocityY());
        double bonus = world.tricks() > 0 ? 3.0 : 0.0;
        input.set(1.0, false, false);
        double best = atCommit;
        for (int i = 0; i < lookahead; i++) {
            world.step(FixedStepper.STEP);
            if (world.deaths() > 0) {
                best = atCommit - 5.0;
                break;
            }
            if (world.isGoalReached()) {
                best = atCommit + 1000.0; // the goal is a look-ahead away: take the candidate that gets there
                break;
            }
            best = Math.max(best, world.playerX());
        }
        n.score = best + bonus + 0.001 * world.playerY();
        return null;
    }

    /** The candidate's game after its action: a copy of its parent's, played again (the look-ahead moved it on). */
    private static void remake(Candidate c) {
        Object[] found = new Object[1];
        c.world = WorldFork.copy(c.parent.world, c.parent.input, found);
        c.input = (SearchInput) found[0];
        c.input.set(MOVE[c.action], JUMP[c.action], false);
        for (int i = 0; i < SEGMENT; i++) c.world.step(FixedStepper.STEP);
    }

    /** The candidate's game made again from the search's start (its own was dropped when the beam moved on). */
    private static void remakeFromRoot(Candidate c, Candidate root) {
        if (c.world != null || c == root) return;
        int[] actions = c.actions();
        Object[] found = new Object[1];
        c.world = WorldFork.copy(root.world, root.input, found);
        c.input = (SearchInput) found[0];
        for (int a : actions) {
            c.input.set(MOVE[a], JUMP[a], false);
            for (int i = 0; i < SEGMENT; i++) c.world.step(FixedStepper.STEP);
        }
    }
}
