package com.tiltfall.ecs.system;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.EntitySystem;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.utils.ImmutableArray;
import com.tiltfall.ecs.GameEvents;
import com.tiltfall.ecs.Mappers;
import com.tiltfall.ecs.StepTime;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.BouncePadComponent;
import com.tiltfall.ecs.component.JointComponent;
import com.tiltfall.physics.dynamics.World;

/**
 * Before the physics step: keeps each bounce pad's plate on its vertical line (the sideways speed that brings it back
 * to its x in this step), and actuates its spring: from the step the plate starts to rise with the player on it until the player has been
 * off it for {@link #RELEASE} s, the spring's rest length is longer by the pad's boost, so it pushes harder. A player
 * that leaves a plate which was rising under it, going up at {@link #LAUNCH_SPEED} or more, was launched: one
 * {@link GameEvents#SPRING} (seen a step late, from the contacts of the step before: it is for sounds and pictures).
 */
public class BouncePadSystem extends EntitySystem {
    /** How long the player must be off the plate before the spring relaxes, s. */
    public static final double RELEASE = 0.15;
    /** The plate rises with the player on it at more than this, m/s: a launch is under way. */
    public static final double RISING = 0.5;
    /** The least upward speed, m/s, the player leaves a rising plate with for a launch (~0.1 m high, not a wobble). */
    public static final double LAUNCH_SPEED = 2.5;
    /** A plate that has stopped rising under the player for this long, s, is at rest: no launch is under way. */
    public static final double LAUNCH_WINDOW = 0.1;

    private static final Family PADS =
            Family.all(BouncePadComponent.class, BodyComponent.class).get();
    private final StepTime time;
    private final World world;
    private final GameEvents events;
    private ImmutableArray<Entity> pads;

    public BouncePadSystem(StepTime time, World world, GameEvents events) {
        super(SystemOrder.MECHANISMS + 2);
        this.time = time;
        this.world = world;
        this.events = events;
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
            int player = playerOn(b);
            detectLaunch(pad, player, world.getVelocityY(b), dt);
            JointComponent spring = pad.spring == null ? null : Mappers.JOINT.get(pad.spring);
            if (spring == null || spring.id == -1 || pad.boost <= 0.0) continue;
            if (player != -1 && world.getVelocityY(b) > 0.0) { // on the way up, the player on it
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

    /** Arms the pad while it rises under the player; a launch is the player leaving it armed, going up fast. */
    private void detectLaunch(BouncePadComponent pad, int player, double plateVy, double dt) {
        if (player != -1) {
            if (plateVy > RISING) {
                pad.launching = true;
                pad.launcher = player;
                pad.sinceRising = 0.0;
            } else if (pad.launching && (pad.sinceRising += dt) > LAUNCH_WINDOW) {
                pad.launching = false; // it settled under the player (a jump from it now is the player's own)
            }
            return;
        }
        if (!pad.launching) return;
        pad.launching = false;
        double vy = world.getVelocityY(pad.launcher);
        if (vy >= LAUNCH_SPEED) {
            pad.launches++;
            events.add(GameEvents.SPRING, vy);
        }
    }

    /** The player's body touching the plate, or -1. */
    private int playerOn(int plate) {
        for (int edge = world.getFirstContactEdge(plate); edge != -1; edge = world.getNextContactEdge(edge)) {
            if (!world.isContactTouching(World.edgeContact(edge))) continue;
            int other = world.getEdgeOtherBody(edge);
            Object data = world.getUserData(other);
            if (data instanceof Entity && Mappers.PLAYER.get((Entity) data) != null) return other;
        }
        return -1;
    }
}
