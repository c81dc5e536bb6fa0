package com.tiltfall.screen;

import com.tiltfall.scoring.Session;
import com.tiltfall.sim.Simulation;

/** The game screen's step feedback for tests in other packages: a session told each step's world, no sound. */
public final class StepFeedbackProbe {
    private final StepFeedback feedback;

    public StepFeedbackProbe(Session session) {
        feedback = new StepFeedback(session, effect -> {}, 3);
    }

    /** What {@code GameScreen} does after a step. */
    public void afterStep(Simulation world) {
        feedback.afterStep(
                world.events(),
                world.coins(),
                world.score(),
                world.playerState().stats.jumps,
                world.isPlayerGrounded(),
                world.playerVelocityY());
    }
}
