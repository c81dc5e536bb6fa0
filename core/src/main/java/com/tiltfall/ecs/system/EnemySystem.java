package com.tiltfall.ecs.system;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.EntitySystem;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.utils.ImmutableArray;
import com.tiltfall.ecs.Mappers;
import com.tiltfall.ecs.StepTime;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.EnemyComponent;
import com.tiltfall.physics.dynamics.RayHit;
import com.tiltfall.physics.dynamics.World;

/**
 * Steers the enemies before the physics step. A walker keeps its walking speed and turns round when a wall is just
 * ahead (a ray at mid height) or, while it stands on something, when the ground ends just ahead (a ray down from
 * its front edge); its contacts get no friction, so it keeps its speed. A roller is moved by the physics: the system only applies a torque (capped) towards its rolling
 * speed, and turns round at walls; slopes, gaps and crates act on it as on any body. An enemy that falls below the
 * level is removed. Allocation-free per step.
 */
public class EnemySystem extends EntitySystem {
    /** How far ahead of its front a walker looks for a wall, and below its feet for ground, m. */
    public static final double WALL_LOOK = 0.12, LEDGE_LOOK = 0.6;
    /** After turning, no new turn for this long, s. */
    public static final double TURN_COOLDOWN = 0.25;

    private static final Family ENEMIES =
            Family.all(EnemyComponent.class, BodyComponent.class).get();

    private final StepTime time;
    private final World world;
    private final double killY;
    private final RayHit hit = new RayHit();
    private ImmutableArray<Entity> enemies;
    private Engine engine;

    public EnemySystem(StepTime time, World world, double killY) {
        super(SystemOrder.MECHANISMS + 1);
        this.time = time;
        this.world = world;
        this.killY = killY;
    }

    @Override
    public void addedToEngine(Engine engine) {
        this.engine = engine;
        enemies = engine.getEntitiesFor(ENEMIES);
    }

    @Override
    public void update(float ashleyDelta) {
        double dt = time.dt;
        if (dt <= 0.0) return;
        for (int i = 0; i < enemies.size(); i++) {
            Entity e = enemies.get(i);
            BodyComponent bc = Mappers.BODY.get(e);
            if (bc.body == -1) continue;
            EnemyComponent en = Mappers.ENEMY.get(e);
            if (world.getY(bc.body) < killY) {
                engine.removeEntity(e); // deferred to the end of the update
                continue;
            }
            if (en.turnCooldown > 0.0) en.turnCooldown = Math.max(0.0, en.turnCooldown - dt);
            if (en.kind == EnemyComponent.ROLLER) roll(bc.body, en);
            else walk(bc.body, en);
        }
    }

    private void walk(int b, EnemyComponent en) {
        double x = world.getX(b), y = world.getY(b);
        if (en.turnCooldown <= 0.0 && (wallAhead(x, y, en) || ledgeAhead(x, y, en))) turn(en);
        world.setLinearVelocity(b, en.direction * en.speed, world.getVelocityY(b));
        // it walks by its set speed: no friction against what it walks on (the pair's friction would brake it)
        for (int edge = world.getFirstContactEdge(b); edge != -1; edge = world.getNextContactEdge(edge)) {
            world.setContactFriction(World.edgeContact(edge), 0.0, 0.0);
        }
    }

    private void roll(int b, EnemyComponent en) {
        double x = world.getX(b), y = world.getY(b);
        if (en.turnCooldown <= 0.0 && wallAhead(x, y, en)) turn(en);
        // rolling right is turning clockwise (negative angular velocity)
        double target = -en.direction * en.speed / en.halfWidth;
        double w = world.getAngularVelocity(b);
        double err = target - w;
        double torque = Math.max(-en.maxTorque, Math.min(en.maxTorque, err * en.maxTorque));
        world.applyTorque(b, torque);
    }

    private boolean wallAhead(double x, double y, EnemyComponent en) {
        double front = x + en.direction * en.halfWidth;
        return world.rayCast(x, y, front + en.direction * WALL_LOOK, y, BodyComponent.SOLID, hit) && hit.hit;
    }

    private boolean ledgeAhead(double x, double y, EnemyComponent en) {
        double feet = y - en.halfHeight;
        boolean standing = world.rayCast(x, y, x, feet - 0.1, BodyComponent.SOLID, hit) && hit.hit;
        if (!standing) return false;
        double front = x + en.direction * (en.halfWidth + 0.05);
        boolean ground =
                world.rayCast(front, feet + 0.05, front, feet - LEDGE_LOOK, BodyComponent.SOLID, hit) && hit.hit;
        return !ground;
    }

    private static void turn(EnemyComponent en) {
        en.direction = -en.direction;
        en.turnCooldown = TURN_COOLDOWN;
    }
}
