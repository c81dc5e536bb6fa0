package com.tiltfall.ghost;

import com.tiltfall.ecs.Mappers;
import com.tiltfall.ecs.component.TransformComponent;
import com.tiltfall.level.LevelData;
import com.tiltfall.replay.ReplayInput;
import com.tiltfall.replay.ReplayRunner;
import com.tiltfall.sim.Simulation;

/**
 * A run played again by a second, headless world of the same level, one step for each of the live world's: the
 * same code as the live game, so the ghost moves exactly as the run did (docs/racing.md says why a world and not
 * a stored pose track). It shares nothing that the live world changes: its own input (the replay), its own
 * simulation; the level data is only read. It stops at the goal or when its inputs and the grace period run out.
 */
public final class Ghost {
    private final Simulation world;
    private final GhostRun run;
    private final CheckpointClock checkpoints;
    private final TransformComponent pose;
    private final int limit;
    private boolean stale;

    public Ghost(LevelData level, GhostRun run) {
        this.run = run;
        world = new Simulation(level, new ReplayInput(run.replay));
        checkpoints = new CheckpointClock(world);
        pose = Mappers.TRANSFORM.get(world.player());
        limit = run.replay.steps() + ReplayRunner.GRACE_STEPS;
    }

    /** One fixed step in step with the live world (nothing once the ghost is done). */
    public void step(double dt) {
        if (isDone()) return;
        world.step(dt);
        checkpoints.afterStep();
        // a run that no longer ends where it was recorded: the level or the game changed since
        if (world.steps() == run.replay.steps() && run.replay.hasEndHash && world.stateHash() != run.replay.endHash)
            stale = true;
    }

    /** Plays the rest of the run at once (bounded by its length): the goal time of a ghost the player beat. */
    public void finish(double dt) {
        while (!isDone()) step(dt);
    }

    public boolean isDone() {
        return world.isGoalReached() || world.steps() >= limit;
    }

    /** The run did not end in the state it was recorded in (the level changed): its times are not to be trusted. */
    public boolean isStale() {
        return stale;
    }

    public GhostRun run() {
        return run;
    }

    public long steps() {
        return world.steps();
    }

    /** The step it reached the goal: seen, else as stored, else {@link GhostRun#UNKNOWN}. */
    public int goalStep() {
        return world.isGoalReached() ? (int) world.steps() : run.goalStep;
    }

    /** The step it first touched checkpoint {@code id}: seen, else as stored, else {@link GhostRun#UNKNOWN}. */
    public int splitAt(int id) {
        int seen = id < checkpoints.count() ? checkpoints.stepAt(id) : -1;
        return seen >= 0 ? seen : run.splitAt(id);
    }

    /** The ghost's world, for drawing (read only). */
    public Simulation world() {
        return world;
    }

    public double x(float alpha) {
        return pose.prevX + alpha * (pose.x - pose.prevX);
    }

    public double y(float alpha) {
        return pose.prevY + alpha * (pose.y - pose.prevY);
    }

    /** The angle, blended the short way round. */
    public double angle(float alpha) {
        double d = pose.angle - pose.prevAngle;
        while (d > Math.PI) d -= 2 * Math.PI;
        while (d < -Math.PI) d += 2 * Math.PI;
        return pose.prevAngle + alpha * d;
    }
}
