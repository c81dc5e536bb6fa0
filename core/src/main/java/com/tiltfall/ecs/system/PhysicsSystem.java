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
import com.tiltfall.physics.collision.Manifold;
import com.tiltfall.physics.collision.Segment;
import com.tiltfall.physics.collision.Shape;
import com.tiltfall.physics.dynamics.BodyDef;
import com.tiltfall.physics.dynamics.BodyType;
import com.tiltfall.physics.dynamics.ColliderDef;
import com.tiltfall.physics.dynamics.ContactListener;
import com.tiltfall.physics.dynamics.World;
import com.tiltfall.physics.math.DetMath;

/**
 * Adapts the rigid-body {@link World} to the engine. Bodies are created when an entity with a {@link BodyComponent}
 * and a {@link TransformComponent} is added and destroyed when it is removed. Each fixed step (moving platforms
 * are driven before, by {@link PlatformSystem}): save the previous transforms, step the world by dt, copy body poses to the transforms.
 *
 * <p>It is also the world's contact listener: {@code preSolve} implements one-way platforms (and dropping through
 * them) and the player's seam filter (docs/player.md). Begin/end events stay in the world's buffers, read after the
 * step by {@link GameplayEventSystem}.
 */
public class PhysicsSystem extends EntitySystem implements EntityListener, ContactListener {
    /** Contacts with a one-way piece are kept only while the other body is at most this deep in it, m. */
    public static final double ONE_WAY_DEPTH = 0.15;
    /** ... and only when the contact normal is within ~45 degrees of the piece's up direction. */
    public static final double ONE_WAY_COS = 0.7;

    private static final Family BODIES =
            Family.all(BodyComponent.class, TransformComponent.class).get();

    private final World world;
    private ImmutableArray<Entity> bodies;

    /** Per collider id: one-way flag and the piece's up direction (world). */
    private boolean[] colOneWay = new boolean[64];

    private double[] colUpX = new double[64], colUpY = new double[64];
    private int playerBody = -1, playerCollider = -1;
    private PlayerComponent player;

    private final StepTime time;
    private final BodyDef bodyDef = new BodyDef();
    private final ColliderDef colliderDef = new ColliderDef();

    public PhysicsSystem(StepTime time, double gravityX, double gravityY) {
        super(SystemOrder.PHYSICS);
        this.time = time;
        world = new World(gravityX, gravityY);
        world.setContactListener(this);
    }

    public World world() {
        return world;
    }

    public int playerBody() {
        return playerBody;
    }

    public int playerCollider() {
        return playerCollider;
    }

    public boolean isOneWay(int collider) {
        return collider >= 0 && collider < colOneWay.length && colOneWay[collider];
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
                    .filter(bc.category, bc.mask)
                    .sensor(bc.sensor)
                    .preSolve(bc.oneWay)
                    .invokeContactCreation(true)
                    .userData(entity);
            int c = world.createCollider(b, colliderDef);
            if (bc.firstCollider == -1) bc.firstCollider = c;
            bc.colliders[si] = c;
            ensureColliderCapacity(c + 1);
            colOneWay[c] = bc.oneWay;
            colUpX[c] = 0.0;
            colUpY[c] = 1.0;
            if (bc.oneWay) {
                if (s instanceof Segment) {
                    // the front of a ground line, rotated by the body angle
                    Segment seg = (Segment) s;
                    double cs = DetMath.cos(bc.angle), sn = DetMath.sin(bc.angle);
                    colUpX[c] = cs * seg.frontNormalX() - sn * seg.frontNormalY();
                    colUpY[c] = sn * seg.frontNormalX() + cs * seg.frontNormalY();
                }
            }
        }
        PlayerComponent p = Mappers.PLAYER.get(entity);
        if (p != null) {
            playerBody = b;
            playerCollider = bc.firstCollider;
            player = p;
            world.setSleepAllowed(b, false);
            if (playerCollider != -1) world.setColliderPreSolve(playerCollider, true);
        }
        TransformComponent t = Mappers.TRANSFORM.get(entity);
        t.set(world.getX(b), world.getY(b), world.getAngle(b));
    }

    @Override
    public void entityRemoved(Entity entity) {
        BodyComponent bc = Mappers.BODY.get(entity);
        if (bc == null || bc.body == -1) return;
        if (bc.body == playerBody) {
            playerBody = -1;
            playerCollider = -1;
            player = null;
        }
        for (int i = 0; i < bc.colliders.length; i++) {
            int c = bc.colliders[i];
            if (c >= 0 && c < colOneWay.length) colOneWay[c] = false;
        }
        world.destroyBody(bc.body);
        bc.body = -1;
        bc.firstCollider = -1;
    }

    private void ensureColliderCapacity(int n) {
        if (n <= colOneWay.length) return;
        int cap = Math.max(n, colOneWay.length * 2);
        boolean[] o = new boolean[cap];
        System.arraycopy(colOneWay, 0, o, 0, colOneWay.length);
        double[] ux = new double[cap], uy = new double[cap];
        System.arraycopy(colUpX, 0, ux, 0, colUpX.length);
        System.arraycopy(colUpY, 0, uy, 0, colUpY.length);
        colOneWay = o;
        colUpX = ux;
        colUpY = uy;
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

    /** Teleports a body (no interpolation streak: the transform's previous pose is set too) and stops it. */
    public void teleport(Entity entity, double x, double y, double angle) {
        BodyComponent bc = Mappers.BODY.get(entity);
        world.setTransform(bc.body, x, y, angle);
        world.setLinearVelocity(bc.body, 0.0, 0.0);
        world.setAngularVelocity(bc.body, 0.0);
        Mappers.TRANSFORM.get(entity).set(x, y, angle);
    }

    // ------------------------------------------------------------------ contact hooks
    @Override
    public void beginContact(World w, int contact, int colliderA, int colliderB) {}

    @Override
    public void endContact(World w, int contact, int colliderA, int colliderB) {}

    @Override
    public boolean preSolve(World w, int contact, Manifold m) {
        int ca = w.getContactColliderA(contact), cb = w.getContactColliderB(contact);
        // the manifold normal points from A to B
        boolean keep = true;
        if (isOneWay(ca)) keep = oneWayKeeps(ca, cb, m.normalX, m.normalY, m);
        else if (isOneWay(cb)) keep = oneWayKeeps(cb, ca, -m.normalX, -m.normalY, m);
        if (keep && ca == playerCollider) keep = !isSeamArtifact(cb, -m.normalX, -m.normalY, m);
        else if (keep && cb == playerCollider) keep = !isSeamArtifact(ca, m.normalX, m.normalY, m);
        if (keep && player != null && (ca == playerCollider || cb == playerCollider)) {
            // the controller brakes by itself: its friction replaces the pair's (docs/player.md)
            w.setContactFriction(contact, player.contactFriction, player.contactFriction);
        }
        return keep;
    }

    /** nx, ny: normal pointing from the one-way piece towards the other body. */
    private boolean oneWayKeeps(int piece, int other, double nx, double ny, Manifold m) {
        if (other == playerCollider && player != null && player.dropTimer > 0.0) return false;
        if (nx * colUpX[piece] + ny * colUpY[piece] < ONE_WAY_COS) return false;
        return m.minSeparation() > -ONE_WAY_DEPTH;
    }

    /**
     * The seam filter (docs/player.md): while the player stands upright on ground, a contact with static or
     * kinematic terrain whose normal (nx, ny, pointing at the player) is not a floor normal in the player's frame and
     * whose points all lie within {@code seamSkin} above the player's bottom face is the corner or side face of the
     * next piece of a flush surface (or a step lower than the skin): ignoring it lets the player slide over the seam,
     * and a real step that low is climbed because the floor contact of the next piece takes over.
     */
    private boolean isSeamArtifact(int terrain, double nx, double ny, Manifold m) {
        if (player == null || !player.seamFilter || m.pointCount == 0 || player.seamSkin <= 0.0) return false;
        int tb = world.getColliderBody(terrain);
        if (world.getBodyType(tb) == BodyType.DYNAMIC) return false;
        double a = world.getAngle(playerBody);
        double ux = -DetMath.sin(a), uy = DetMath.cos(a);
        if (nx * ux + ny * uy >= player.groundCos) return false;
        double feet = -player.halfSize;
        for (int i = 0; i < m.pointCount; i++) {
            double ly = world.toLocalY(playerBody, m.x[i], m.y[i]);
            if (ly - feet > player.seamSkin) return false;
        }
        return true;
    }
}
