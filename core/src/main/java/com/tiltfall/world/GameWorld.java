package com.tiltfall.world;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.EntitySystem;
import com.tiltfall.ecs.Mappers;
import com.tiltfall.ecs.component.MotionComponent;
import com.tiltfall.ecs.component.PlayerComponent;
import com.tiltfall.ecs.component.ShapeComponent;
import com.tiltfall.ecs.component.TransformComponent;
import com.tiltfall.ecs.system.InputSystem;
import com.tiltfall.ecs.system.MotionSystem;
import com.tiltfall.ecs.system.PlayerControlSystem;
import com.tiltfall.input.InputSource;

/**
 * The game state: an Ashley engine with the simulation systems, advanced only by {@link #step(float)} with a fixed
 * time step. It knows nothing of rendering, so it runs the same in a window, in the browser and in a headless test.
 * (A plain {@link Engine}, not a PooledEngine: with libGDX >= 1.10 Ashley 1.7.4's pools may skip reset(), issue #302.)
 */
public final class GameWorld {
    /** The visible world, in metres. */
    public static final float WIDTH = 16f, HEIGHT = 9f;

    private final Engine engine = new Engine();
    private Entity player;
    private long steps;

    public GameWorld(InputSource input) {
        engine.addSystem(new InputSystem(input));
        engine.addSystem(new PlayerControlSystem());
        engine.addSystem(new MotionSystem());
        buildDemoScene();
    }

    /** Advances the simulation by one fixed step of {@code dt} seconds. */
    public void step(float dt) {
        engine.update(dt);
        steps++;
    }

    /** Adds a system that the engine keeps (render systems set themselves not to be processed by step). */
    public void addSystem(EntitySystem system) {
        engine.addSystem(system);
    }

    public Engine engine() {
        return engine;
    }

    public Entity player() {
        return player;
    }

    public long steps() {
        return steps;
    }

    public float playerAngle() {
        return Mappers.TRANSFORM.get(player).angle;
    }

    /** A slope and a box: the minimal scene the physics and levels grow from. */
    private void buildDemoScene() {
        Entity slope = new Entity();
        slope.add(new TransformComponent().set(0f, 0f, 0f));
        ShapeComponent slopeShape = new ShapeComponent().color(0.30f, 0.70f, 0.35f);
        slopeShape.localVertices = new float[] {0f, 0f, WIDTH, 0f, WIDTH, 1f, 0f, 4f};
        slope.add(slopeShape);
        engine.addEntity(slope);

        player = new Entity();
        player.add(new TransformComponent().set(8f, 4.6f, 0f));
        player.add(new MotionComponent());
        player.add(new PlayerComponent());
        ShapeComponent box = new ShapeComponent().color(0.95f, 0.55f, 0.15f);
        box.localVertices = new float[] {-0.6f, -0.6f, 0.6f, -0.6f, 0.6f, 0.6f, -0.6f, 0.6f};
        player.add(box);
        engine.addEntity(player);
    }
}
