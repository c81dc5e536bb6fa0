package com.tiltfall.ecs.system;

import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.systems.IteratingSystem;
import com.tiltfall.ecs.Mappers;
import com.tiltfall.ecs.component.MotionComponent;
import com.tiltfall.ecs.component.PlayerComponent;

/** Turns the player's controls into motion: left/right steer the spin (clockwise for right, as a wheel rolls). */
public class PlayerControlSystem extends IteratingSystem {
    public PlayerControlSystem() {
        super(Family.all(PlayerComponent.class, MotionComponent.class).get(), SystemOrder.PLAYER_CONTROL);
    }

    @Override
    protected void processEntity(Entity entity, float dt) {
        PlayerComponent player = Mappers.PLAYER.get(entity);
        MotionComponent motion = Mappers.MOTION.get(entity);
        float target = -player.controls.moveX * player.maxSpin;
        float maxChange = player.spinAcceleration * dt;
        float change = target - motion.angularVelocity;
        if (change > maxChange) change = maxChange;
        if (change < -maxChange) change = -maxChange;
        motion.angularVelocity += change;
    }
}
