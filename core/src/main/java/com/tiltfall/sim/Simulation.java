package com.tiltfall.sim;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.EntitySystem;
import com.tiltfall.ecs.GameEvents;
import com.tiltfall.ecs.Mappers;
import com.tiltfall.ecs.StepTime;
import com.tiltfall.ecs.component.HurtComponent;
import com.tiltfall.ecs.component.PlayerComponent;
import com.tiltfall.ecs.component.TransformComponent;
import com.tiltfall.ecs.system.BouncePadSystem;
import com.tiltfall.ecs.system.CameraSystem;
import com.tiltfall.ecs.system.EnemyContactSystem;
import com.tiltfall.ecs.system.EnemySystem;
import com.tiltfall.ecs.system.FootSwitchSystem;
import com.tiltfall.ecs.system.ForceFieldSystem;
import com.tiltfall.ecs.system.GameplayEventSystem;
import com.tiltfall.ecs.system.InputSystem;
import com.tiltfall.ecs.system.JointSystem;
import com.tiltfall.ecs.system.PhysicsSystem;
import com.tiltfall.ecs.system.PlatformSystem;
import com.tiltfall.ecs.system.PlayerControlSystem;
import com.tiltfall.ecs.system.RestOnRespawnSystem;
import com.tiltfall.ecs.system.TouchCueSystem;
import com.tiltfall.input.InputSource;
import com.tiltfall.kinds.EntityTypes;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.physics.dynamics.World;

/**
 * The game state: an Ashley engine with the simulation systems (input, player control, physics, gameplay events,
 * camera; see {@code SystemOrder}), built from a {@link LevelData} and advanced only by {@link #step} with a
 * fixed time step. It knows nothing of rendering, so it runs the same in a window, in the browser and in a headless
 * test. (A plain {@link Engine}, not a PooledEngine: with libGDX >= 1.10 Ashley 1.7.4's pools may skip reset(),
 * issue #302.)
 */
public final class Simulation {
    /** The visible world (viewport), in metres. */
    public static final double WIDTH = 16.0, HEIGHT = 9.0;
    /** Gravity, m/s^2 (platformer-strong). */
    public static final double GRAVITY = 25.0;
    /** The player dies this far below the level's bottom (y = 0), m. */
    public static final double KILL_DEPTH = 3.0;

    private final Engine engine = new Engine();
    private final LevelData level;
    private final World world;
    private final PhysicsSystem physics;
    private final GameplayEventSystem rules;
    private final GameEvents events = new GameEvents();
    private final CameraSystem camera;
    private final Entity player;
    private final double spawnX, spawnY;
    private long steps;
    private final StepTime time = new StepTime();

    /** The built-in demo level. */
    public Simulation(InputSource input) {
        this(DemoLevel.create(), input);
    }

    public Simulation(LevelData level, InputSource input) {
        this.level = level;
        world = new World(0.0, -GRAVITY);
        ContactRules contactRules = new ContactRules(world);
        world.setContactListener(contactRules);
        physics = new PhysicsSystem(time, world, contactRules);
        engine.addSystem(new InputSystem(input));
        engine.addSystem(new PlayerControlSystem(time, world, events));
        engine.addSystem(physics);
        World w = world;
        engine.addSystem(new JointSystem(w)); // before the level: it creates joints as their entities are added
        engine.addSystem(new ForceFieldSystem(w));
        engine.addSystem(new PlatformSystem(time, w, GRAVITY));
        engine.addSystem(new EnemySystem(time, w, -KILL_DEPTH));
        engine.addSystem(new BouncePadSystem(time, w, events));
        engine.addSystem(new FootSwitchSystem(time, w, events));
        engine.addSystem(new EnemyContactSystem(time, w, events));
        engine.addSystem(new TouchCueSystem(w, events));
        player = LevelBuilder.build(level, engine);
        EntityData spawn = level.first(EntityTypes.PLAYER.name);
        spawnX = spawn != null ? spawn.x : Mappers.TRANSFORM.get(player).x;
        spawnY = spawn != null ? spawn.y : Mappers.TRANSFORM.get(player).y;
        rules = new GameplayEventSystem(
                time, world, events, player, spawnX, spawnY, -KILL_DEPTH, Math.max(level.timeLimit, 0.0));
        engine.addSystem(rules);
        engine.addSystem(new RestOnRespawnSystem(w, events));
        camera = new CameraSystem(
                time, player, WIDTH, HEIGHT, 0.0, 0.0, Math.max(level.width, 0.0), Math.max(level.height, 0.0));
        engine.addSystem(camera);
    }

    /** Advances the simulation by one fixed step of {@code dt} seconds. */
    public void step(double dt) {
        time.dt = dt;
        events.clear();
        engine.update((float) dt);
        steps++;
    }

    /**
     * The exact bits of a number, with -0 counted as 0: GWT's compiler folds {@code x + 0.0} to {@code x} and
     * {@code x * 0.0} to {@code 0.0}, which only ever changes the sign of a zero (see docs/physics/determinism.md).
     */
    private static long bits(double v) {
        return Double.doubleToLongBits(v == 0.0 ? 0.0 : v);
    }

    /** Puts the player back at the respawn point (the last checkpoint or the spawn; not counted as a death). */
    public void respawn() {
        rules.respawn();
        camera.snapTo(rules.respawnX(), rules.respawnY());
    }

    /**
     * Puts the player at (x, y) with this angle, at rest, with no interpolation streak (tests and tools; the game
     * itself only moves the player through velocities and the level rules' respawn).
     */
    public void placePlayer(double x, double y, double angle) {
        int b = playerBody();
        world.setTransform(b, x, y, angle);
        world.setLinearVelocity(b, 0.0, 0.0);
        world.setAngularVelocity(b, 0.0);
        playerTransform().set(x, y, angle);
        playerState().state.lastAngle = angle;
    }

    /** Adds a system that the engine keeps (render systems set themselves not to be processed by step). */
    public void addSystem(EntitySystem system) {
        engine.addSystem(system);
    }

    public Engine engine() {
        return engine;
    }

    /** The rigid-body world, for a debug overlay (read only). */
    public World physicsWorld() {
        return world;
    }

    public PhysicsSystem physics() {
        return physics;
    }

    public CameraSystem camera() {
        return camera;
    }

    public LevelData level() {
        return level;
    }

    public Entity player() {
        return player;
    }

    public PlayerComponent playerState() {
        return Mappers.PLAYER.get(player);
    }

    public int playerBody() {
        return Mappers.BODY.get(player).body;
    }

    public long steps() {
        return steps;
    }

    /**
     * Hash of the simulation state from the exact bits of every body's position, angle and velocities, plus the
     * step, death and coin counters and the level's score: equal hashes after the same inputs mean bit-identical runs (desktop and browser
     * compute the same numbers, see docs/physics/dynamics.md).
     */
    public long stateHash() {
        World w = world;
        long h = 1125899906842597L;
        for (int slot = 0; slot < w.getBodySlotBound(); slot++) {
            int b = w.getBodyInSlot(slot);
            if (b == -1) continue;
            h = 31 * h + slot;
            h = 31 * h + bits(w.getX(b));
            h = 31 * h + bits(w.getY(b));
            h = 31 * h + bits(w.getAngle(b));
            h = 31 * h + bits(w.getVelocityX(b));
            h = 31 * h + bits(w.getVelocityY(b));
            h = 31 * h + bits(w.getAngularVelocity(b));
        }
        h = 31 * h + steps;
        h = 31 * h + rules.deaths();
        h = 31 * h + rules.coins();
        h = 31 * h + rules.score();
        return h;
    }

    public double playerX() {
        return Mappers.TRANSFORM.get(player).x;
    }

    public double playerY() {
        return Mappers.TRANSFORM.get(player).y;
    }

    public double playerAngle() {
        return Mappers.TRANSFORM.get(player).angle;
    }

    public double playerVelocityX() {
        return physics.world().getVelocityX(playerBody());
    }

    public double playerVelocityY() {
        return physics.world().getVelocityY(playerBody());
    }

    public double playerAngularVelocity() {
        return physics.world().getAngularVelocity(playerBody());
    }

    /** Grounded as the controller saw it in the last step. */
    public boolean isPlayerGrounded() {
        return playerState().state.grounded;
    }

    public boolean isGoalReached() {
        return rules.isGoalReached();
    }

    public int deaths() {
        return rules.deaths();
    }

    /** How often the player was put back at the respawn point (by a death, or by {@link #respawn}). */
    public int respawns() {
        return rules.respawns();
    }

    /** How often a respawn point that kept killing the player was left for the one before it. */
    public int respawnFallbacks() {
        return rules.respawnFallbacks();
    }

    public int coins() {
        return rules.coins();
    }

    /** The level's points so far, by the one set of rules ({@code scoring.LevelScore}); part of the state hash. */
    public int score() {
        return rules.score();
    }

    /** Hidden gems collected (counted apart from coins). */
    public int gems() {
        return rules.gems();
    }

    /** The player's enemy hits, stomps and invulnerability. */
    public HurtComponent playerHurt() {
        return Mappers.HURT.get(player);
    }

    /** Simulated seconds since the start (stops when the goal is reached). */
    public double elapsed() {
        return rules.elapsed();
    }

    /** What happened in the last step (cleared before each step). */
    public GameEvents events() {
        return events;
    }

    /** The level rules (goal, deaths, checkpoints, clock). */
    public GameplayEventSystem rules() {
        return rules;
    }

    /** Tricks landed in this level (docs/player.md). */
    public int tricks() {
        return playerState().stats.tricks;
    }

    /** Full turns scored by all tricks landed in this level. */
    public int trickTurns() {
        return playerState().stats.trickTurns;
    }

    public int checkpoints() {
        return rules.checkpoints();
    }

    /** How often the level's clock ran out (each cost a life and restarted the clock at the last checkpoint). */
    public int timeUps() {
        return rules.timeUps();
    }

    /** Seconds left on the level's clock (0 when it has no limit). */
    public double timeLeft() {
        return rules.timeLeft();
    }

    public double spawnX() {
        return spawnX;
    }

    public double spawnY() {
        return spawnY;
    }

    /** The player's transform (current and previous step), e.g. for interpolation. */
    public TransformComponent playerTransform() {
        return Mappers.TRANSFORM.get(player);
    }
}
