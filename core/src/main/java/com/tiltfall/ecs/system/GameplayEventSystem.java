package com.tiltfall.ecs.system;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.EntitySystem;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.utils.ImmutableArray;
import com.badlogic.gdx.Gdx;
import com.tiltfall.ecs.GameEvents;
import com.tiltfall.ecs.Mappers;
import com.tiltfall.ecs.StepTime;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.PlayerComponent;
import com.tiltfall.ecs.component.TransformComponent;
import com.tiltfall.ecs.component.TriggerComponent;
import com.tiltfall.physics.dynamics.BodyType;
import com.tiltfall.physics.dynamics.World;
import com.tiltfall.scoring.LevelScore;

/**
 * The level rules, the one place that decides them for the game screen and the headless replay runner alike (both
 * run a {@code Simulation}): goal, coins, gems, checkpoints, death (hazard, fall below the level, a hit reported through
 * {@link PlayerComponent#hit}), respawn at the last checkpoint with the clock running, and the time limit (time up
 * costs a life and respawns at the last checkpoint with a fresh clock); any other dynamic body that falls below the
 * kill line is removed. It reads the physics world's begin-contact
 * events of the step just taken (nothing is allocated per step) and reports through counters and {@link GameEvents}.
 *
 * <p>A respawn point that kills the player twice in a row, each time within {@link #QUICK_DEATH_SECONDS} of putting
 * it back there (a checkpoint drawn in the rock, over a pit, under a crusher), is left for the one before it in touch
 * order (in the end the spawn): the rules fall back, say so in the log and report {@link GameEvents#RESPAWN_FALLBACK}.
 * Time ups and hits that leave the player in place do not count. The level checker refuses the obvious cases
 * (docs/levels.md); this catches what it cannot see.
 *
 * <p>The level's score ({@link LevelScore}) is computed here from the counters after every step.
 *
 * <p>Coins collected before a death stay collected (their entity is gone, their points are the session's): a death
 * or a time up never puts them back, so they can be collected once per level attempt.
 */
public class GameplayEventSystem extends EntitySystem {
    /** A death this soon after a respawn, s, is the respawn point's doing. */
    public static final double QUICK_DEATH_SECONDS = 1.0;
    /** After this many such deaths in a row the rules fall back to the previous respawn point. */
    public static final int QUICK_DEATHS_TO_FALL_BACK = 2;

    private final StepTime time;
    private final World world;
    private final GameEvents events;
    private final Entity player;
    private final double killY, timeLimit;
    private double respawnX, respawnY;
    private Engine engine;
    private boolean goalReached;
    private int deaths, coins, gems, checkpoints, timeUps, respawns;
    /** The level's points ({@link LevelScore}), from the counters after each step; fixed once the goal is reached. */
    private int score;

    private double elapsed, clock;
    private boolean dieThisStep, scoredGoal;
    /** The respawn points in touch order: [0] the spawn, then checkpoints; the last one is the current point. */
    private double[] pointX = new double[8], pointY = new double[8];

    private String[] pointLabel = new String[8];
    private int points;
    /** Seconds since the player was last put back at the current point (infinite: not yet since it became it). */
    private double sinceRespawn = Double.POSITIVE_INFINITY;

    private int quickDeaths, fallbacks;
    private boolean spawnReported;

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
        pushPoint(spawnX, spawnY, "the spawn");
        this.killY = killY;
        this.timeLimit = timeLimit;
    }

    @Override
    public void addedToEngine(Engine engine) {
        this.engine = engine;
        bodies = engine.getEntitiesFor(BODIES);
        triggers = engine.getEntitiesFor(TRIGGERS);
    }

    private static final Family TRIGGERS = Family.all(TriggerComponent.class).get();
    private ImmutableArray<Entity> triggers;

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
        sinceRespawn += dt;
        BodyComponent pb = Mappers.BODY.get(player);
        int pc = pb == null ? -1 : pb.firstCollider;
        dieThisStep = false;
        int n = world.getBeginEventCount();
        for (int i = 0; i < n; i++) {
            int a = world.getBeginEventColliderA(i), b = world.getBeginEventColliderB(i);
            if (a == pc) onPlayerTouched(b);
            else if (b == pc) onPlayerTouched(a);
        }
        if (!dieThisStep) passCheckpoints();
        boolean respawn = dieThisStep, timeUp = false;
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
            timeUp = true;
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
            if (respawn && !timeUp) judgeRespawnPoint();
            if (respawn) respawn();
        }
        if (p != null && (!goalReached || !scoredGoal)) {
            scoredGoal = goalReached;
            score = LevelScore.of(
                    coins,
                    gems,
                    p.stats.trickTurns,
                    Mappers.HURT.has(player) ? Mappers.HURT.get(player).stomps : 0,
                    goalReached,
                    timeLeft());
        }
    }

    /** A death that sends the player back: counts it against the current point, and leaves a point that kills. */
    private void judgeRespawnPoint() {
        if (!(sinceRespawn <= QUICK_DEATH_SECONDS)) {
            quickDeaths = 0;
            return;
        }
        quickDeaths++;
        if (quickDeaths < QUICK_DEATHS_TO_FALL_BACK) return;
        quickDeaths = 0;
        String left = pointLabel[points - 1];
        if (points == 1) {
            if (!spawnReported) log(left + " killed the player twice within 1 s of respawning there; no earlier point");
            spawnReported = true;
            return;
        }
        points--;
        fallbacks++;
        respawnX = pointX[points - 1];
        respawnY = pointY[points - 1];
        sinceRespawn = Double.POSITIVE_INFINITY;
        events.add(GameEvents.RESPAWN_FALLBACK, points - 1);
        log(left + " killed the player twice within 1 s of respawning there; respawning at " + pointLabel[points - 1]
                + " instead");
    }

    private static void log(String message) {
        if (Gdx.app != null) Gdx.app.log("Tiltfall", message);
    }

    /** Makes (x, y) the respawn point, remembering the ones before it (grows only when a checkpoint is touched). */
    private void pushPoint(double x, double y, String label) {
        if (points == pointX.length) {
            double[] nx = new double[points * 2], ny = new double[points * 2];
            String[] nl = new String[points * 2];
            System.arraycopy(pointX, 0, nx, 0, points);
            System.arraycopy(pointY, 0, ny, 0, points);
            System.arraycopy(pointLabel, 0, nl, 0, points);
            pointX = nx;
            pointY = ny;
            pointLabel = nl;
        }
        pointX[points] = x;
        pointY[points] = y;
        pointLabel[points] = label;
        points++;
        respawnX = x;
        respawnY = y;
        quickDeaths = 0;
        sinceRespawn = Double.POSITIVE_INFINITY;
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
                reach(t);
                break;
            default:
                break;
        }
    }

    /** A checkpoint counts once; the last one reached is the respawn point. */
    private void reach(TriggerComponent t) {
        if (t.used) return;
        t.used = true;
        checkpoints++;
        pushPoint(t.respawnX, t.respawnY, t.label.isEmpty() ? "checkpoint " + checkpoints : t.label);
        events.add(GameEvents.CHECKPOINT, checkpoints);
    }

    /**
     * Checkpoints the player passed in this step without touching the flag: its x crossed the flag's x anywhere above
     * the flag's base. A jump over a 2 m flag missed it, and the searched expert runs of 7 of the 16 levels skipped a
     * checkpoint that way (level 16's first: a leap over the walker lands past it), so a death sent the player back
     * to the one before.
     */
    private void passCheckpoints() {
        TransformComponent pt = Mappers.TRANSFORM.get(player);
        if (pt == null) return;
        double from = Math.min(pt.prevX, pt.x), to = Math.max(pt.prevX, pt.x);
        for (int i = 0; i < triggers.size(); i++) {
            TriggerComponent t = Mappers.TRIGGER.get(triggers.get(i));
            if (t.kind != TriggerComponent.CHECKPOINT || t.used) continue;
            if (t.passX >= from && t.passX <= to && pt.y >= t.passBase) reach(t);
        }
    }

    /** Puts the player back at the respawn point (the last checkpoint, else the spawn), at rest and upright. */
    public void respawn() {
        BodyComponent bc = Mappers.BODY.get(player);
        if (bc == null || bc.body == -1 || !world.isBodyAlive(bc.body)) return;
        respawns++;
        sinceRespawn = 0.0;
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

    /** The level's points so far (coins, gems, tricks, stomps; the goal and the time bonus once reached). */
    public int score() {
        return score;
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

    /** How often a respawn point was left for the one before it ({@link GameEvents#RESPAWN_FALLBACK}). */
    public int respawnFallbacks() {
        return fallbacks;
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
