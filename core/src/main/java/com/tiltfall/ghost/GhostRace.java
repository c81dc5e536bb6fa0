package com.tiltfall.ghost;

import com.tiltfall.sim.Simulation;

/**
 * The race between the live world and a {@link Ghost}: steps the ghost with the live world and shows a split each
 * time the player first touches a checkpoint and at the goal (player's steps minus the ghost's, from the level
 * start: both clocks run on through deaths and respawns). When the player is there first and the ghost's time is
 * not known yet (the designer's replay), the split shows as the ghost arrives; at the goal the ghost plays its
 * rest at once. Reads the live world only.
 */
public final class GhostRace {
    /** Steps a split (or a notice) stays on screen. */
    static final int SHOW_STEPS = 180;

    private final Simulation live;
    private final Ghost ghost;
    private final CheckpointClock liveCheckpoints;
    private final boolean[] waiting;
    private boolean goalWaiting, goalShown, staleSaid;
    private final StringBuilder split = new StringBuilder(16);
    private int splitDelta, splitAge = Integer.MAX_VALUE / 2, noticeAge;
    private String notice;

    /** {@code ghost} null: no ghost, the player's checkpoint times only (kept with a best run). */
    public GhostRace(Simulation live, Ghost ghost) {
        this.live = live;
        this.ghost = ghost;
        liveCheckpoints = new CheckpointClock(live);
        waiting = new boolean[liveCheckpoints.count()];
    }

    /** Call after each live step, with its time step. */
    public void afterStep(double dt) {
        splitAge++;
        noticeAge++;
        int touched = liveCheckpoints.afterStep();
        if (ghost == null) return;
        ghost.step(dt);
        if (touched > 0) {
            for (int i = 0; i < waiting.length; i++) waiting[i] |= liveCheckpoints.stepAt(i) == live.steps();
        }
        if (live.isGoalReached() && !goalShown) {
            goalWaiting = true;
            if (ghost.goalStep() < 0) ghost.finish(dt);
        }
        for (int i = 0; i < waiting.length; i++) {
            int g = ghost.splitAt(i);
            if (waiting[i] && g >= 0) {
                waiting[i] = false;
                show(liveCheckpoints.stepAt(i) - g);
            }
        }
        if (goalWaiting && ghost.goalStep() >= 0) {
            goalWaiting = false;
            goalShown = true;
            show((int) live.steps() - ghost.goalStep());
            splitAge = Integer.MIN_VALUE / 2; // the goal's split stays until the level ends
        }
        if (ghost.isStale() && !staleSaid) {
            staleSaid = true;
            say("This ghost ran on another version of the level: beat it to replace it");
        }
    }

    private void show(int delta) {
        splitDelta = delta;
        split.setLength(0);
        Splits.append(split, delta);
        splitAge = 0;
    }

    /** A line to show for a while (a ghost that could not be read, a stale one). */
    public void say(String line) {
        notice = line;
        noticeAge = 0;
    }

    /** The split on screen now ("-1.2 s"), or null. */
    public CharSequence split() {
        return splitAge < SHOW_STEPS && split.length() > 0 ? split : null;
    }

    /** The split shown: player's steps minus the ghost's (negative: ahead). */
    public int splitDelta() {
        return splitDelta;
    }

    /** The notice on screen now, or null. */
    public String notice() {
        return noticeAge < SHOW_STEPS * 2 ? notice : null;
    }

    /** The live run's checkpoint steps by id (-1: not touched): kept with it when it becomes the ghost. */
    public int[] checkpointSteps() {
        return liveCheckpoints.steps();
    }

    /** The ghost raced, or null. */
    public Ghost ghost() {
        return ghost;
    }

    /** The ghost is drawn until a moment after it stops (the goal, or its run's end). */
    public boolean ghostVisible() {
        // (played ahead at the goal: not drawn jumping there)
        if (ghost == null) return false;
        return !ghost.isDone() || (ghost.steps() <= live.steps() && live.steps() - ghost.steps() < 30);
    }
}
