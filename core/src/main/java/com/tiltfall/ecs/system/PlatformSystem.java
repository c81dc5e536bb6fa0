package com.tiltfall.ecs.system;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.EntitySystem;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.utils.ImmutableArray;
import com.tiltfall.ecs.Mappers;
import com.tiltfall.ecs.StepTime;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.FallingPlatformComponent;
import com.tiltfall.ecs.component.PlatformComponent;
import com.tiltfall.ecs.component.PlayerComponent;
import com.tiltfall.physics.dynamics.World;
import com.tiltfall.physics.math.DetMath;

/**
 * Drives the kinematic platforms before the physics step: moving platforms (dx/dy with a cosine profile, or along a
 * polyline path at constant speed) get the velocity that brings them exactly to their path position at the end of the
 * step; falling platforms wait for the player to stand on them (read from {@code PlayerControllerState.groundBody}),
 * shake for their delay, fall with gravity and come back after their reset time.
 */
public class PlatformSystem extends EntitySystem {
    private static final Family MOVING =
            Family.all(BodyComponent.class, PlatformComponent.class).get();
    private static final Family FALLING =
            Family.all(BodyComponent.class, FallingPlatformComponent.class).get();
    private static final Family PLAYERS = Family.all(PlayerComponent.class).get();

    private final StepTime time;
    private final World world;
    private final double gravity;
    private ImmutableArray<Entity> moving, falling, players;

    public PlatformSystem(StepTime time, World world, double gravity) {
        super(SystemOrder.MECHANISMS);
        this.time = time;
        this.world = world;
        this.gravity = gravity;
    }

    @Override
    public void addedToEngine(Engine engine) {
        moving = engine.getEntitiesFor(MOVING);
        falling = engine.getEntitiesFor(FALLING);
        players = engine.getEntitiesFor(PLAYERS);
    }

    @Override
    public void update(float ashleyDelta) {
        double dt = time.dt;
        if (dt <= 0.0) return;
        for (int i = 0; i < moving.size(); i++) drive(moving.get(i), dt);
        for (int i = 0; i < falling.size(); i++) fall(falling.get(i), dt);
    }

    private void drive(Entity e, double dt) {
        BodyComponent bc = Mappers.BODY.get(e);
        if (bc.body == -1) return;
        PlatformComponent p = Mappers.PLATFORM.get(e);
        p.time += dt;
        double tx, ty;
        if (p.path != null && p.path.length >= 4) {
            double s = p.speed * p.time;
            tx = pathX(p.path, p.loop, s);
            ty = pathY(p.path, p.loop, s);
        } else {
            double f = p.period > 0.0 ? 0.5 * (1.0 - DetMath.cos(2.0 * DetMath.PI * p.time / p.period)) : 0.0;
            tx = p.originX + p.dx * f;
            ty = p.originY + p.dy * f;
        }
        world.setLinearVelocity(bc.body, (tx - world.getX(bc.body)) / dt, (ty - world.getY(bc.body)) / dt);
    }

    /** Length of a path (closed when {@code loop}). */
    public static double pathLength(double[] xy, boolean loop) {
        int n = xy.length / 2;
        double len = 0.0;
        int segs = loop ? n : n - 1;
        for (int i = 0; i < segs; i++) len += segment(xy, i, (i + 1) % n);
        return len;
    }

    private static double segment(double[] xy, int i, int j) {
        double dx = xy[2 * j] - xy[2 * i], dy = xy[2 * j + 1] - xy[2 * i + 1];
        return Math.sqrt(dx * dx + dy * dy);
    }

    /**
     * The distance along the path after travelling {@code s} metres from its first point: round and round when
     * {@code loop}, else back and forth.
     */
    static double along(double[] xy, boolean loop, double s) {
        double len = pathLength(xy, loop);
        if (!(len > 0.0)) return 0.0;
        if (loop) return s - len * Math.floor(s / len);
        double u = s - 2.0 * len * Math.floor(s / (2.0 * len));
        return u > len ? 2.0 * len - u : u;
    }

    public static double pathX(double[] xy, boolean loop, double s) {
        return point(xy, loop, along(xy, loop, s), 0);
    }

    public static double pathY(double[] xy, boolean loop, double s) {
        return point(xy, loop, along(xy, loop, s), 1);
    }

    private static double point(double[] xy, boolean loop, double u, int axis) {
        int n = xy.length / 2;
        int segs = loop ? n : n - 1;
        for (int i = 0; i < segs; i++) {
            int j = (i + 1) % n;
            double l = segment(xy, i, j);
            if (u <= l || i == segs - 1) {
                double f = l > 0.0 ? Math.min(1.0, u / l) : 0.0;
                return xy[2 * i + axis] + (xy[2 * j + axis] - xy[2 * i + axis]) * f;
            }
            u -= l;
        }
        return xy[axis];
    }

    private void fall(Entity e, double dt) {
        BodyComponent bc = Mappers.BODY.get(e);
        if (bc.body == -1) return;
        FallingPlatformComponent f = Mappers.FALLING.get(e);
        f.timer += dt;
        switch (f.state) {
            case FallingPlatformComponent.WAITING:
                if (playerStandsOn(bc.body)) {
                    f.state = FallingPlatformComponent.SHAKING;
                    f.timer = 0.0;
                }
                world.setLinearVelocity(bc.body, 0.0, 0.0);
                break;
            case FallingPlatformComponent.SHAKING:
                world.setLinearVelocity(bc.body, 0.0, 0.0);
                if (f.timer >= f.delay) {
                    f.state = FallingPlatformComponent.FALLING;
                    f.timer = 0.0;
                    f.fallSpeed = 0.0;
                }
                break;
            default:
                if (f.timer >= f.resetTime) {
                    world.setTransform(bc.body, f.originX, f.originY, 0.0);
                    world.setLinearVelocity(bc.body, 0.0, 0.0);
                    Mappers.TRANSFORM.get(e).set(f.originX, f.originY, 0.0);
                    f.state = FallingPlatformComponent.WAITING;
                    f.timer = 0.0;
                    f.fallSpeed = 0.0;
                } else {
                    f.fallSpeed = Math.min(f.fallSpeed + gravity * dt, 20.0);
                    world.setLinearVelocity(bc.body, 0.0, -f.fallSpeed);
                }
                break;
        }
    }

    private boolean playerStandsOn(int body) {
        for (int i = 0; i < players.size(); i++) {
            PlayerComponent p = Mappers.PLAYER.get(players.get(i));
            if (p.state.grounded && p.state.groundBody == body) return true;
        }
        return false;
    }
}
