package com.tiltfall.ecs.system;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.EntitySystem;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.utils.ImmutableArray;
import com.tiltfall.ecs.GameEvents;
import com.tiltfall.ecs.Mappers;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.FallingPlatformComponent;
import com.tiltfall.ecs.component.RestPoseComponent;
import com.tiltfall.ecs.component.TransformComponent;
import com.tiltfall.physics.dynamics.World;

/**
 * After the level rules: in a step in which they put the player back at a respawn point (a {@link GameEvents#DEATH}
 * with value 1), every body with a {@link RestPoseComponent} goes back to its rest pose, at rest. A swing has no
 * damping: left alone it still swings through ~40 degrees ten seconds after the player jumped off it, so the try after
 * a fall would meet a swinging seat where the first met a still one. Falling platforms go back to their place, waiting:
 * left to their own reset (3 s after they fell) a player who respawned and ran straight back met the gap where they had
 * been (found in play, level 6's falling stairs). A run without a death never triggers it.
 */
public class RestOnRespawnSystem extends EntitySystem {
    private static final Family RESTING =
            Family.all(RestPoseComponent.class, BodyComponent.class).get();
    private static final Family FALLING =
            Family.all(FallingPlatformComponent.class, BodyComponent.class).get();

    private final World world;
    private final GameEvents events;
    private ImmutableArray<Entity> resting, falling;

    public RestOnRespawnSystem(World world, GameEvents events) {
        super(SystemOrder.REST_ON_RESPAWN);
        this.world = world;
        this.events = events;
    }

    @Override
    public void addedToEngine(Engine engine) {
        resting = engine.getEntitiesFor(RESTING);
        falling = engine.getEntitiesFor(FALLING);
    }

    @Override
    public void update(float ashleyDelta) {
        if (!playerRespawned()) return;
        for (int i = 0; i < resting.size(); i++) {
            Entity e = resting.get(i);
            int body = Mappers.BODY.get(e).body;
            if (body == -1 || !world.isBodyAlive(body)) continue;
            RestPoseComponent r = Mappers.REST_POSE.get(e);
            place(e, body, r.x, r.y, r.angle);
        }
        for (int i = 0; i < falling.size(); i++) {
            Entity e = falling.get(i);
            FallingPlatformComponent f = Mappers.FALLING.get(e);
            int body = Mappers.BODY.get(e).body;
            if (f.state == FallingPlatformComponent.WAITING || body == -1 || !world.isBodyAlive(body)) continue;
            place(e, body, f.originX, f.originY, 0.0);
            f.state = FallingPlatformComponent.WAITING;
            f.timer = 0.0;
            f.fallSpeed = 0.0;
        }
    }

    private void place(Entity e, int body, double x, double y, double angle) {
        world.setTransform(body, x, y, angle);
        world.setLinearVelocity(body, 0.0, 0.0);
        world.setAngularVelocity(body, 0.0);
        TransformComponent t = Mappers.TRANSFORM.get(e);
        if (t != null) t.set(x, y, angle); // no interpolation streak across the level
    }

    private boolean playerRespawned() {
        for (int i = 0; i < events.count(); i++) {
            if (events.kind(i) == GameEvents.DEATH && events.value(i) == 1.0) return true;
        }
        return false;
    }
}
