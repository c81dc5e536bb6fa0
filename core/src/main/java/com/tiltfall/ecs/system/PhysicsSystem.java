package com.tiltfall.ecs.system;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.EntityListener;
import com.badlogic.ashley.core.EntitySystem;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.utils.ImmutableArray;
import com.tiltfall.ecs.Mappers;
import com.tiltfall.ecs.StepTime;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.PlayerComponent;
import com.tiltfall.ecs.component.TransformComponent;
import com.tiltfall.physics.collision.Segment;
import com.tiltfall.physics.collision.Shape;
import com.tiltfall.physics.dynamics.BodyDef;
import com.tiltfall.physics.dynamics.BodyType;
import com.tiltfall.physics.dynamics.ColliderDef;
import com.tiltfall.physics.dynamics.World;
import com.tiltfall.physics.math.DetMath;
import com.tiltfall.sim.ContactRules;

/**
 * Adapts the rigid-body {@link World} to the engine. Bodies are created when an entity with a {@link BodyComponent}
 * and a {@link TransformComponent} is added and destroyed when it is removed. Each fixed step (moving platforms
 * are driven before, by {@link PlatformSystem}): save the previous transforms, step the world by dt, copy body poses
 * to the transforms.
 *
 * <p>The contact rules (one-way pieces, the seam filter, the player's friction) are a {@link ContactRules} object
 * that the world calls in pre-solve; this system tells it about the colliders it creates. Begin/end events stay in
 * the world's buffers, read after the step by {@link GameplayEventSystem}.
 */
public class PhysicsSystem extends EntitySystem implements EntityListener {
    private static final Family BODIES =
            Family.all(BodyComponent.class, TransformComponent.class).get();

    private final World world;
    private final ContactRules rules;
    private ImmutableArray<Entity> bodies;

    private final StepTime time;
    private final BodyDef bodyDef = new BodyDef();
    private final ColliderDef colliderDef = new ColliderDef();

    /** @param rules the contact rules the world calls in pre-solve (already set as its contact listener) */
    public PhysicsSystem(StepTime time, World world, ContactRules rules) {
        super(SystemOrder.PHYSICS);
        this.time = time;
        this.world = world;
        this.rules = rules;
    }

    public World world() {
        return world;
    }

    @Override
    public void addedToEngine(Engine engine) {
        bodies = engine.getEntitiesFor(BODIES);
        for (int i = 0; i < bodies.size(); i++) entityAdded(bodies.get(i));
        engine.addEntityListener(BODIES, this);
    }

    @Override
    public void removedFromEngine(Engine engine) {
        engine.removeEntityListener(this);
    }

    // ------------------------------------------------------------------ entity lifecycle
    @Override
    public void entityAdded(Entity entity) {
        BodyComponent bc = Mappers.BODY.get(entity);
        if (bc.body != -1 && world.isBodyAlive(bc.body) && world.getUserData(bc.body) == entity) return;
        bodyDef.type(bc.type).position(bc.x, bc.y).angle(bc.angle).userData(entity);
        int b = world.createBody(bodyDef);
        bc.body = b;
        bc.firstCollider = -1;
        if (bc.fixedRotation) world.setFixedRotation(b, true);
        if (bc.linearDamping != 0.0) world.setLinearDamping(b, bc.linearDamping);
        if (bc.angularDamping != 0.0) world.setAngularDamping(b, bc.angularDamping);
        if (bc.colliders.length != bc.shapes.length) bc.colliders = new int[bc.shapes.length];
        for (int si = 0; si < bc.shapes.length; si++) {
            Shape s = bc.shapes[si];
            // every collider looks for its pairs itself at the first step, static ones included (the order in which
            // the recorded replays' contacts were created)
            colliderDef
                    .shape(s)
                    .density(bc.type == BodyType.DYNAMIC ? bc.density : 0.0)
                    .friction(bc.friction)
                    .restitution(bc.restitution)
                    .surfaceSpeed(bc.surfaceSpeed)
                    .filter(bc.category, bc.mask)
                    .sensor(bc.sensor)
                    .preSolve(bc.oneWay || bc.slippery)
                    .invokeContactCreation(true)
                    .userData(entity);
            int c = world.createCollider(b, colliderDef);
            if (bc.firstCollider == -1) bc.firstCollider = c;
            bc.colliders[si] = c;
            double upX = 0.0, upY = 1.0;
            if (bc.oneWay && s instanceof Segment) {
                // the front of a ground line, rotated by the body angle
                Segment seg = (Segment) s;
                double cs = DetMath.cos(bc.angle), sn = DetMath.sin(bc.angle);
                upX = cs * seg.frontNormalX() - sn * seg.frontNormalY();
                upY = sn * seg.frontNormalX() + cs * seg.frontNormalY();
            }
            rules.colliderCreated(c, bc.oneWay, upX, upY);
            if (bc.slippery) rules.colliderSlippery(c);
        }
        PlayerComponent p = Mappers.PLAYER.get(entity);
        if (p != null) {
            rules.setPlayer(b, bc.firstCollider, p);
            world.setSleepAllowed(b, false);
            if (bc.firstCollider != -1) world.setColliderPreSolve(bc.firstCollider, true);
        }
        TransformComponent t = Mappers.TRANSFORM.get(entity);
        t.set(world.getX(b), world.getY(b), world.getAngle(b));
    }

    @Override
    public void entityRemoved(Entity entity) {
        BodyComponent bc = Mappers.BODY.get(entity);
        if (bc == null || bc.body == -1) return;
        if (bc.body == rules.playerBody()) rules.setPlayer(-1, -1, null);
        for (int i = 0; i < bc.colliders.length; i++) rules.colliderDestroyed(bc.colliders[i]);
        world.destroyBody(bc.body);
        bc.body = -1;
        bc.firstCollider = -1;
    }

    // ------------------------------------------------------------------ the step
    @Override
    public void update(float ashleyDelta) {
        double dt = time.dt;
        if (dt <= 0.0) return;
        for (int i = 0; i < bodies.size(); i++)
            Mappers.TRANSFORM.get(bodies.get(i)).savePrevious();
        world.step(dt);
        for (int i = 0; i < bodies.size(); i++) {
            Entity e = bodies.get(i);
            BodyComponent bc = Mappers.BODY.get(e);
            if (bc.body == -1 || bc.type == BodyType.STATIC) continue;
            TransformComponent t = Mappers.TRANSFORM.get(e);
            t.x = world.getX(bc.body);
            t.y = world.getY(bc.body);
            t.angle = world.getAngle(bc.body);
        }
    }
}
