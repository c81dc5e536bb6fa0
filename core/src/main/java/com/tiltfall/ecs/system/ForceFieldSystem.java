package com.tiltfall.ecs.system;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.EntityListener;
import com.badlogic.ashley.core.EntitySystem;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.utils.ImmutableArray;
import com.tiltfall.ecs.Mappers;
import com.tiltfall.ecs.component.ForceFieldComponent;
import com.tiltfall.physics.dynamics.World;

/**
 * Creates the physics world's force fields for entities with a {@link ForceFieldComponent} when they are added and
 * destroys them when they are removed (the world applies them each step). It does nothing per step.
 */
public class ForceFieldSystem extends EntitySystem implements EntityListener {
    private static final Family FIELDS = Family.all(ForceFieldComponent.class).get();
    private final World world;

    public ForceFieldSystem(World world) {
        super(SystemOrder.PHYSICS);
        this.world = world;
        setProcessing(false);
    }

    @Override
    public void addedToEngine(Engine engine) {
        ImmutableArray<Entity> existing = engine.getEntitiesFor(FIELDS);
        for (int i = 0; i < existing.size(); i++) entityAdded(existing.get(i));
        engine.addEntityListener(FIELDS, this);
    }

    @Override
    public void removedFromEngine(Engine engine) {
        engine.removeEntityListener(this);
    }

    @Override
    public void entityAdded(Entity entity) {
        ForceFieldComponent f = Mappers.FORCE_FIELD.get(entity);
        if (f.id != -1 && world.isForceFieldAlive(f.id)) return;
        f.id = world.createForceField(f.minX, f.minY, f.maxX, f.maxY, f.ax, f.ay);
    }

    @Override
    public void entityRemoved(Entity entity) {
        ForceFieldComponent f = Mappers.FORCE_FIELD.get(entity);
        if (f == null || f.id == -1) return;
        world.destroyForceField(f.id);
        f.id = -1;
    }
}
