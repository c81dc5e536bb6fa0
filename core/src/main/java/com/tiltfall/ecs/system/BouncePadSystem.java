package com.tiltfall.ecs.system;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.EntitySystem;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.utils.ImmutableArray;
import com.tiltfall.ecs.Mappers;
import com.tiltfall.ecs.StepTime;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.BouncePadComponent;
import com.tiltfall.physics.dynamics.World;

/**
 * Keeps each bounce pad's plate on its vertical line before the physics step (puts it back on its x and takes
 * away any sideways speed): the spring-damper force and the stop joint act along that line only.
 */
public class BouncePadSystem extends EntitySystem {
    private static final Family PADS =
            Family.all(BouncePadComponent.class, BodyComponent.class).get();
    private final StepTime time;
    private final World world;
    private ImmutableArray<Entity> pads;

    public BouncePadSystem(StepTime time, World world) {
        super(SystemOrder.MECHANISMS + 2);
        this.time = time;
        this.world = world;
    }

    @Override
    public void addedToEngine(Engine engine) {
        pads = engine.getEntitiesFor(PADS);
    }

    @Override
    public void update(float ashleyDelta) {
        double dt = time.dt;
        if (dt <= 0.0) return;
        for (int i = 0; i < pads.size(); i++) {
            Entity e = pads.get(i);
            int b = Mappers.BODY.get(e).body;
            if (b == -1) continue;
            double x0 = Mappers.BOUNCE_PAD.get(e).originX;
            if (world.getX(b) != x0) world.setTransform(b, x0, world.getY(b), 0.0);
            world.setLinearVelocity(b, 0.0, world.getVelocityY(b));
        }
    }
}
