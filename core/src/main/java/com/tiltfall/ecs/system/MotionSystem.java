package com.tiltfall.ecs.system;

import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.systems.IteratingSystem;
import com.tiltfall.ecs.Mappers;
import com.tiltfall.ecs.component.MotionComponent;
import com.tiltfall.ecs.component.TransformComponent;

/**
 * The simulation step of the skeleton: keeps the previous state for interpolation and moves every entity by its
 * velocity. The rigid-body physics system takes this slot (priority PHYSICS) when it lands.
 */
public class MotionSystem extends IteratingSystem {
    public MotionSystem() {
        super(Family.all(TransformComponent.class, MotionComponent.class).get(), SystemOrder.PHYSICS);
    }

    @Override
    protected void processEntity(Entity entity, float dt) {
        TransformComponent t = Mappers.TRANSFORM.get(entity);
        MotionComponent m = Mappers.MOTION.get(entity);
        t.savePrevious();
        t.x += m.vx * dt;
        t.y += m.vy * dt;
        t.angle += m.angularVelocity * dt;
    }
}
