package com.tiltfall.ecs.system;

import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.systems.IteratingSystem;
import com.tiltfall.ecs.Mappers;
import com.tiltfall.ecs.component.PlayerComponent;
import com.tiltfall.input.ControlState;
import com.tiltfall.input.InputSource;

/** Samples the input source once per fixed step and hands the result to every player entity. */
public class InputSystem extends IteratingSystem {
    private final InputSource source;
    private final ControlState sampled = new ControlState();

    public InputSystem(InputSource source) {
        super(Family.all(PlayerComponent.class).get(), SystemOrder.INPUT);
        this.source = source;
    }

    @Override
    public void update(float deltaTime) {
        source.poll(sampled);
        super.update(deltaTime);
    }

    @Override
    protected void processEntity(Entity entity, float deltaTime) {
        Mappers.PLAYER.get(entity).controls.set(sampled);
    }
}
