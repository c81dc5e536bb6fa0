package com.tiltfall.ghost;

import com.tiltfall.replay.Replay;

/**
 * A run to race: its inputs, and what it did, measured in fixed steps from the level start (the ghost's clock): the
 * step it reached the goal, each checkpoint's step (by {@link CheckpointClock} id), its score. The player's best run
 * is kept with all of it; the designer's replay has only its inputs (the rest is learned as its ghost plays).
 */
public final class GhostRun {
    /** Unknown step or score. */
    public static final int UNKNOWN = -1;

    public final Replay replay;
    public int goalStep = UNKNOWN;
    public int score = UNKNOWN;
    /** Per checkpoint id, the step it was first touched ({@link #UNKNOWN}: never, or not known). */
    public int[] splits = new int[0];
    /** The designer's replay (from assets/replays) rather than the player's own best run. */
    public boolean designer;

    public GhostRun(Replay replay) {
        this.replay = replay;
    }

    /** The checkpoint's step, or {@link #UNKNOWN}. */
    public int splitAt(int id) {
        return id < splits.length ? splits[id] : UNKNOWN;
    }

    /**
     * Whether {@code candidate} (a finished run) should replace {@code best} (null: none) as the ghost: a faster
     * goal, or with {@code byScore} a higher score (ties: the faster), never an unfinished run.
     */
    public static boolean better(GhostRun candidate, GhostRun best, boolean byScore) {
        if (candidate.goalStep < 0) return false;
        if (best == null || best.goalStep < 0) return true;
        if (byScore && candidate.score != best.score) return candidate.score > best.score;
        return candidate.goalStep < best.goalStep;
    }
}
