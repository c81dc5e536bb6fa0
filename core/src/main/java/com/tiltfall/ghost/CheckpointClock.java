package com.tiltfall.ghost;

import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.utils.ImmutableArray;
import com.badlogic.gdx.utils.Array;
import com.tiltfall.ecs.GameEvents;
import com.tiltfall.ecs.Mappers;
import com.tiltfall.ecs.component.TriggerComponent;
import com.tiltfall.sim.Simulation;

/**
 * When each checkpoint of a world was first touched, in steps from the level start. A checkpoint's id is its place
 * among the level's checkpoints in the order the world built them, the same in every world built from the same
 * level, so two runs compare checkpoint by checkpoint whatever order they took them in. Reads the world only.
 */
public final class CheckpointClock {
    private final Simulation world;
    private final Array<TriggerComponent> checkpoints = new Array<>();
    private final int[] steps;

    public CheckpointClock(Simulation world) {
        this.world = world;
        ImmutableArray<Entity> triggers =
                world.engine().getEntitiesFor(Family.all(TriggerComponent.class).get());
        for (int i = 0; i < triggers.size(); i++) {
            TriggerComponent t = Mappers.TRIGGER.get(triggers.get(i));
            if (t.kind == TriggerComponent.CHECKPOINT) checkpoints.add(t);
        }
        steps = new int[checkpoints.size];
        java.util.Arrays.fill(steps, -1);
    }

    /** Call after each step of the world: notes the checkpoints touched in it; returns how many. */
    public int afterStep() {
        if (world.events().count(GameEvents.CHECKPOINT) == 0) return 0;
        int touched = 0;
        for (int i = 0; i < steps.length; i++) {
            if (steps[i] < 0 && checkpoints.get(i).used) {
                steps[i] = (int) world.steps();
                touched++;
            }
        }
        return touched;
    }

    public int count() {
        return steps.length;
    }

    /** The step at which checkpoint {@code id} was first touched, or -1. */
    public int stepAt(int id) {
        return steps[id];
    }

    /** A copy of every checkpoint's step (-1: not touched). */
    public int[] steps() {
        int[] copy = new int[steps.length]; // (GWT has no clone() of arrays)
        System.arraycopy(steps, 0, copy, 0, steps.length);
        return copy;
    }
}
