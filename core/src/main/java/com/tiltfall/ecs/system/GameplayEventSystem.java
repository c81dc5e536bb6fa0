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
import com.tiltfall.ecs.component.PlayerComponent;
import com.tiltfall.ecs.component.TransformComponent;
import com.tiltfall.ecs.component.TriggerComponent;
import com.tiltfall.physics.dynamics.BodyType;
import com.tiltfall.physics.dynamics.World;

/**
 * The level rules, the one place that decides them for the game screen and the headless replay runner alike (both
 * run a {@code GameWorld}): goal, coins, gems, checkpoints, death (hazard, fall below the level, a hit reported through
 * {@link PlayerComponent#hit}), respawn at the last checkpoint with the clock running, and the time limit (time up
 * costs a life and respawns at the last checkpoint with a fresh clock); any other dynamic body that falls below the
 * kill line is removed. It reads the physics world's begin-contact
 * events of the step just taken (nothing is allocated per step) and reports through counters and {@link GameEvents}.
 *
 * <p>Coins collected before a death stay collected (their entity is gone, their points are the session's): a death
 * or a time up never puts them back, so they can be collected once per level attempt.
 */
public class GameplayEventSystem extends EntitySystem {
    private final StepTime time;
    private final World world;
    private final GameEvents events;
    private final Entity player;
    private final double killY, timeLimit;
    private double respawnX, respawnY;
    private Engine engine;
    private boolean goalReached;
    private int deaths, coins, gems, checkpoints, timeUps, respawns;
    private double elapsed, clock;
    private boolean dieThisStep;

    /**
     * @param killY the player dies when its centre falls below this height (below the level's bottom)
     * @param timeLimit the level's time limit, s (0: none)
     */
    public GameplayEventSystem(
            StepTime time,
            World world,
            GameEvents events,
            Entity player,
            double spawnX,
            double spawnY,
            double killY,
            double timeLimit) {
        super(SystemOrder.GAMEPLAY_EVENTS);
        this.time = time;
        this.world = world;
        this.events = events;
        this.player = player;
        this.respawnX = spawnX;
        this.respawnY = spawnY;
        this.killY = killY;
        this.timeLimit = timeLimit;
    }

    @Override
    public void addedToEngine(Engine engine) {
        this.engine = engine;
        bodies = engine.getEntitiesFor(BODIES);
    }

    private static final Family BODIES =
            Family.all(BodyComponent.class, TransformComponent.class).get();
    private ImmutableArray<Entity> bodies;

    @Override
    public void update(float ashleyDelta) {
        double dt = time.dt;
        if (!goalReached) {
            elapsed += dt;
            clock += dt;
        }
        BodyComponent pb = Mappers.BODY.get(player);
        int pc = pb == null ? -1 : pb.firstCollider;
        dieThisStep = false;
        int n = world.getBeginEventCount();
        for (int i = 0; i < n; i++) {
            int a = world.getBeginEventColliderA(i), b = world.getBeginEventColliderB(i);
            if (a == pc) onPlayerTouched(b);
            else if (b == pc) onPlayerTouched(a);
        }
        boolean respawn = dieThisStep;
        PlayerComponent p = Mappers.PLAYER.get(player);
        if (p != null && p.hitPending) {
            dieThisStep = true;
            respawn |= p.hitRespawns;
            p.hitPending = false;
            p.hitRespawns = false;
        }
        if (pb != null && pb.body != -1 && world.getY(pb.body) < killY) {
            dieThisStep = true;
            respawn = true;
        }
        if (!goalReached && timeLimit > 0.0 && clock > timeLimit) {
            timeUps++;
            events.add(GameEvents.TIME_UP, timeUps);
            clock = 0.0; // a fresh clock from the last checkpoint
            dieThisStep = true;
            respawn = true;
        }
        // anything else that falls out of the level is gone for good (a crate pushed into a pit)
        for (int i = 0; i < bodies.size(); i++) {
            Entity e = bodies.get(i);
            BodyComponent bc = Mappers.BODY.get(e);
            if (e == player || bc.body == -1 || bc.type != BodyType.DYNAMIC) continue;
            if (world.getY(bc.body) < killY) engine.removeEntity(e);
        }
        if (dieThisStep && !goalReached) {
            deaths++;
            events.add(GameEvents.DEATH, respawn ? 1.0 : 0.0);
            if (respawn) respawn();
        }
    }

    private void onPlayerTouched(int collider) {
        if (!world.isColliderAlive(collider)) return; // its entity went earlier in this step (a coin collected)
        Object data = world.getColliderUserData(collider);
        if (!(data instanceof Entity)) return;
        Entity e = (Entity) data;
        TriggerComponent t = Mappers.TRIGGER.get(e);
        if (t == null) return;
        switch (t.kind) {
            case TriggerComponent.GOAL:
                if (!goalReached) events.add(GameEvents.GOAL, 0.0);
                goalReached = true;
                break;
            case TriggerComponent.COIN:
                if (!t.used) {
                    t.used = true;
                    coins++;
                    events.add(GameEvents.COIN, coins);
                    engine.removeEntity(e); // deferred by the engine to the end of this update; the body goes then
                }
                break;
            case TriggerComponent.GEM:
                if (!t.used) {
                    t.used = true;
                    gems++;
                    events.add(GameEvents.GEM, gems);
                    engine.removeEntity(e);
                }
                break;
            case TriggerComponent.HAZARD:
                dieThisStep = true;
                break;
            case TriggerComponent.CHECKPOINT:
                if (!t.used) {
                    t.used = true; // a checkpoint counts once; the last one touched is the respawn point
                    checkpoints++;
                    respawnX = t.respawnX;
                    respawnY = t.respawnY;
                    events.add(GameEvents.CHECKPOINT, checkpoints);
                }
                break;
            default:
                break;
        }
    }

    /** Puts the player back at the respawn point (the last checkpoint, else the spawn), at rest and upright. */
    public void respawn() {
        BodyComponent bc = Mappers.BODY.get(player);
        if (bc == null || bc.body == -1 || !world.isBodyAlive(bc.body)) return;
        respawns++;
        world.setTransform(bc.body, respawnX, respawnY, 0.0);
        world.setLinearVelocity(bc.body, 0.0, 0.0);
        world.setAngularVelocity(bc.body, 0.0);
        TransformComponent t = Mappers.TRANSFORM.get(player);
        if (t != null) t.set(respawnX, respawnY, 0.0); // no interpolation streak
        PlayerComponent p = Mappers.PLAYER.get(player);
        if (p != null) p.resetState();
    }

    public boolean isGoalReached() {
        return goalReached;
    }

    /** Lives lost in this level: hazards, falls, hits, time ups. */
    public int deaths() {
        return deaths;
    }

    public int coins() {
        return coins;
    }

    /** Hidden gems collected (three per level; they stay collected after a death, as coins do). */
    public int gems() {
        return gems;
    }

    /** Checkpoints touched (each counts once). */
    public int checkpoints() {
        return checkpoints;
    }

    /** How often the clock ran out. */
    public int timeUps() {
        return timeUps;
    }

    /**
     * How often the player was put back at the respawn point (deaths that send it back, and {@link #respawn} calls):
     * the renderer tells a hit that leaves the hero in place from one that sends it back by this, not by how far the
     * hero moved.
     */
    public int respawns() {
        return respawns;
    }

    public double respawnX() {
        return respawnX;
    }

    public double respawnY() {
        return respawnY;
    }

    /** Simulated seconds since the level started (stops at the goal; a time up does not reset it). */
    public double elapsed() {
        return elapsed;
    }

    /** Seconds on the level's clock: since the start or the last time up (stops at the goal). */
    public double clock() {
        return clock;
    }

    /** Seconds left before time up (0 when the level has no limit). */
    public double timeLeft() {
        return timeLimit > 0.0 ? Math.max(0.0, timeLimit - clock) : 0.0;
    }
}
