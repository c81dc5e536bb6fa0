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
import com.tiltfall.ecs.component.JointComponent;
import com.tiltfall.physics.dynamics.World;

/**
 * Before the physics step: keeps each bounce pad's plate on its vertical line (the sideways speed that brings it back
 * to its x in this step), and actuates its spring: from the step the plate starts to rise with the player on it until the player has been
 * off it for {@link #RELEASE} s, the spring's rest length is longer by the pad's boost, so it pushes harder.
 */
public class BouncePadSystem extends EntitySystem {
    /** How long the player must be off the plate before the spring relaxes, s. */
    public static final double RELEASE = 0.15;

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
            BouncePadComponent pad = Mappers.BOUNCE_PAD.get(e);
            world.setLinearVelocity(b, (pad.originX - world.getX(b)) / dt, world.getVelocityY(b));
            JointComponent spring = pad.spring == null ? null : Mappers.JOINT.get(pad.spring);
            if (spring == null || spring.id == -1 || pad.boost <= 0.0) continue;
            if (playerTouches(b) && world.getVelocityY(b) > 0.0) { // on the way up, the player on it
                pad.offTimer = 0.0;
                if (!pad.boosted) {
                    pad.boosted = true;
                    world.setSpringRestLength(spring.id, pad.restLength + pad.boost);
                }
            } else if (pad.boosted) {
                pad.offTimer += dt;
                if (pad.offTimer >= RELEASE) {
                    pad.boosted = false;
                    world.setSpringRestLength(spring.id, pad.restLength);
                }
            }
        }
    }

    private boolean playerTouches(int plate) {
        for (int edge = world.getFirstContactEdge(plate); edge != -1; edge = world.getNextContactEdge(edge)) {
            if (!world.isContactTouching(World.edgeContact(edge))) continue;
            Object data = world.getUserData(world.getEdgeOtherBody(edge));
            if (data instanceof Entity && Mappers.PLAYER.get((Entity) data) != null) return true;
        }
        return false;
    }
}
