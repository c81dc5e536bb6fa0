package com.tiltfall.ecs.system;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.EntitySystem;
import com.tiltfall.ecs.Mappers;
import com.tiltfall.ecs.StepTime;
import com.tiltfall.ecs.component.HurtComponent;
import com.tiltfall.ecs.component.PlayerComponent;
import com.tiltfall.ecs.component.TriggerComponent;
import com.tiltfall.physics.dynamics.World;

/**
 * Turns the physics world's begin-contact events of the step just taken into game events: goal reached, coin
 * collected (the coin entity is removed, the count goes up), hazard touched or fallen below the level (a death:
 * the count goes up and the player is put back at the spawn point). Reads the world's event buffers directly:
 * nothing is allocated per step. Also keeps the level clock (stops when the goal is reached).
 */
public class GameplayEventSystem extends EntitySystem {
    private final Entity player;
    private final double spawnX, spawnY, killY;
    private Engine engine;
    private PhysicsSystem physics;
    private boolean goalReached;
    private int deaths, coins, gems;
    private double elapsed;
    private boolean dieThisStep;

    /**
     * @param killY the player dies when its centre falls below this height (below the level's bottom)
     */
    private final StepTime time;

    public GameplayEventSystem(StepTime time, Entity player, double spawnX, double spawnY, double killY) {
        super(SystemOrder.GAMEPLAY_EVENTS);
        this.time = time;
        this.player = player;
        this.spawnX = spawnX;
        this.spawnY = spawnY;
        this.killY = killY;
    }

    @Override
    public void addedToEngine(Engine engine) {
        this.engine = engine;
        physics = engine.getSystem(PhysicsSystem.class);
    }

    @Override
    public void update(float ashleyDelta) {
        double dt = time.dt;
        if (physics == null) return;
        if (!goalReached) elapsed += dt;
        World world = physics.world();
        int pc = physics.playerCollider();
        dieThisStep = false;
        int n = world.getBeginEventCount();
        for (int i = 0; i < n; i++) {
            int a = world.getBeginEventColliderA(i), b = world.getBeginEventColliderB(i);
            if (a == pc) onPlayerTouched(world, b);
            else if (b == pc) onPlayerTouched(world, a);
        }
        if (physics.playerBody() != -1 && world.getY(physics.playerBody()) < killY) dieThisStep = true;
        HurtComponent hurt = Mappers.HURT.get(player);
        if (hurt != null && hurt.hit) { // an enemy hit (EnemyContactSystem) costs a life like any death
            hurt.hit = false;
            dieThisStep = true;
        }
        if (dieThisStep) {
            deaths++;
            respawn();
        }
    }

    private void onPlayerTouched(World world, int collider) {
        Object data = world.getColliderUserData(collider);
        if (!(data instanceof Entity)) return;
        Entity e = (Entity) data;
        TriggerComponent t = Mappers.TRIGGER.get(e);
        if (t == null) return;
        switch (t.kind) {
            case TriggerComponent.GOAL:
                goalReached = true;
                break;
            case TriggerComponent.COIN:
                if (!t.used) {
                    t.used = true;
                    coins++;
                    engine.removeEntity(e); // deferred by the engine to the end of this update; the body goes then
                }
                break;
            case TriggerComponent.GEM:
                if (!t.used) {
                    t.used = true;
                    gems++;
                    engine.removeEntity(e);
                }
                break;
            case TriggerComponent.HAZARD:
                dieThisStep = true;
                break;
            default:
                break;
        }
    }

    /** Puts the player back at the spawn point, at rest and upright, with a fresh controller state. */
    public void respawn() {
        if (physics == null || physics.playerBody() == -1) return;
        physics.teleport(player, spawnX, spawnY, 0.0);
        PlayerComponent p = Mappers.PLAYER.get(player);
        if (p != null) p.resetState();
    }

    public boolean isGoalReached() {
        return goalReached;
    }

    public int deaths() {
        return deaths;
    }

    public int coins() {
        return coins;
    }

    public int gems() {
        return gems;
    }

    /** Simulated seconds since the level started (stops at the goal). */
    public double elapsed() {
        return elapsed;
    }
}
