package com.tiltfall.ecs.system;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.EntitySystem;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.utils.ImmutableArray;
import com.tiltfall.ecs.GameEvents;
import com.tiltfall.ecs.Mappers;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.PlayerComponent;
import com.tiltfall.ecs.component.TouchCueComponent;
import com.tiltfall.physics.dynamics.World;

/**
 * After the physics step: each thing with a {@link TouchCueComponent} that the player touches now and did not
 * touch after the step before adds its event (for its sound; the simulation does not depend on it).
 */
public class TouchCueSystem extends EntitySystem {
    private static final Family CUED =
            Family.all(TouchCueComponent.class, BodyComponent.class).get();
    private static final Family PLAYERS =
            Family.all(PlayerComponent.class, BodyComponent.class).get();

    private final World world;
    private final GameEvents events;
    private ImmutableArray<Entity> cued, players;

    public TouchCueSystem(World world, GameEvents events) {
        super(SystemOrder.ENEMY_CONTACTS + 1);
        this.world = world;
        this.events = events;
    }

    @Override
    public void addedToEngine(Engine engine) {
        cued = engine.getEntitiesFor(CUED);
        players = engine.getEntitiesFor(PLAYERS);
    }

    @Override
    public void update(float ashleyDelta) {
        if (cued.size() == 0) return;
        for (int i = 0; i < players.size(); i++) {
            int pb = Mappers.BODY.get(players.get(i)).body;
            if (pb == -1) continue;
            for (int edge = world.getFirstContactEdge(pb); edge != -1; edge = world.getNextContactEdge(edge)) {
                if (!world.isContactTouching(World.edgeContact(edge))) continue;
                Object data = world.getUserData(world.getEdgeOtherBody(edge));
                TouchCueComponent c = data instanceof Entity ? Mappers.TOUCH_CUE.get((Entity) data) : null;
                if (c != null) c.touchedNow = true;
            }
        }
        for (int i = 0; i < cued.size(); i++) {
            TouchCueComponent c = Mappers.TOUCH_CUE.get(cued.get(i));
            if (c.touchedNow && !c.touching) events.add(c.event, 0.0);
            c.touching = c.touchedNow;
            c.touchedNow = false;
        }
    }
}
