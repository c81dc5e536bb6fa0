package com.tiltfall.screen;

import com.tiltfall.replay.ReplayRunner;

/**
 * When a level's screen reports its end (pure, no libGDX: the game screen feeds it steps and frames). The goal is
 * celebrated for {@link #GOAL_PAUSE} seconds, then "level completed" is reported once; a replayed run reports
 * "replay finished" once, just before its level-complete report, or when its inputs ran out and the grace steps of
 * the headless runner passed without the goal. Nothing is reported twice, however many frames follow.
 */
final class LevelEnd {
    /** Seconds of celebration between touching the goal and the next screen. */
    static final float GOAL_PAUSE = 1.5f;
    /** Bits of {@link #frame}'s answer. */
    static final int LEVEL_COMPLETED = 1, REPLAY_FINISHED = 2;

    private final boolean replay;
    private boolean completed, completionReported, replayReported;
    private int stepsAfterReplay;
    private float goalTimer;

    /** @param replay true when a replay plays the level (not a person) */
    LevelEnd(boolean replay) {
        this.replay = replay;
    }

    /** After each simulation step: whether the goal has been reached, whether the replay's inputs have run out. */
    void afterStep(boolean goalReached, boolean replayInputsDone) {
        if (replay && replayInputsDone) stepsAfterReplay++;
        if (goalReached) completed = true;
    }

    /** Once per rendered (not paused) frame; returns what to report now (bits), each at most once. */
    int frame(float delta) {
        int report = 0;
        if (completed) {
            if (completionReported) return 0;
            goalTimer += delta;
            if (goalTimer >= GOAL_PAUSE) {
                completionReported = true;
                report |= LEVEL_COMPLETED;
                if (replay && !replayReported) {
                    replayReported = true;
                    report |= REPLAY_FINISHED;
                }
            }
        } else if (replay && !replayReported && stepsAfterReplay >= ReplayRunner.GRACE_STEPS) {
            // the same rule as the headless runner: the run may still roll into the goal after the last input
            replayReported = true;
            report |= REPLAY_FINISHED;
        }
        return report;
    }

    /** The goal was reached (the simulation stops; the screen celebrates). */
    boolean completed() {
        return completed;
    }
}
