package com.tiltfall.physics.dynamics;

import static com.tiltfall.physics.dynamics.BodyState.STRIDE;
import static com.tiltfall.physics.dynamics.BodyState.VX;
import static com.tiltfall.physics.dynamics.BodyState.VY;
import static com.tiltfall.physics.dynamics.BodyState.W;

import com.tiltfall.physics.collision.Manifold;
import com.tiltfall.physics.collision.Shape;
import com.tiltfall.physics.collision.Transform;
import com.tiltfall.physics.collision.TreeQueryCallback;
import com.tiltfall.physics.math.DetMath;

/**
 * The rigid-body world: bodies, colliders (shapes attached to bodies), contacts, joints and force elements, advanced
 * by {@link #step}. This class is the facade: the public API and the order of the step. The data and the algorithms
 * live in package-private stores and solvers along Box2D v3's seams (docs/physics/dynamics.md): {@link Bodies} (body
 * storage and mass), {@link Colliders} (collider storage, fat bounds, broad phase), {@link Contacts} (contact storage,
 * pair set, events, narrow phase), {@link ContactSolver}, {@link JointSolver} with {@link DistanceJoint} and {@link
 * RevoluteJoint}, {@link ForceElements} (springs and dampers), {@link Integrators}, {@link Islands} (sleeping), {@link
 * ContinuousCollision} and the {@link StepContext} (settings and per-step coefficients).
 *
 * <p>Everything is stored in arrays of primitives indexed by slots (body, collider, joint, spring, contact), handed
 * out by one {@link IdPool} per kind and reused after destruction. The API names bodies, colliders, joints and
 * springs by handles (slot + generation, {@link IdPool}): a handle of a destroyed object fails loudly
 * (IllegalArgumentException) even when its slot holds a new object; contacts and edges are plain slots, valid for
 * the step that reported them. {@code step} allocates nothing once the arrays have grown to the scene's size; it
 * never reads a clock and iterates only arrays, so a world fed the same inputs produces bit-identical states.
 *
 * <p>The solver is a soft-step sequential-impulse solver modelled on Box2D v3: per step one collision pass, then
 * {@code subSteps} sub-steps of (integrate velocities, warm start, solve with soft bias, integrate positions, relax
 * without bias; a light body under one much heavier body has both its manifolds solved as one block, {@link
 * SupportBlocks}), then the heavy-on-light position passes ({@link SupportBlocks#project}, {@link ShockProjection}) and
 * a restitution pass.
 */
public final class World {
    final StepContext ctx = new StepContext();
    final Bodies bodies = new Bodies(this);
    final Colliders colliders = new Colliders(this);
    final Contacts contacts = new Contacts(this);
    final ContactSolver contactSolver = new ContactSolver(this);
    final ShockProjection shockProjection = new ShockProjection(this);
    final JointSolver joints = new JointSolver(this);
    final ForceElements springs = new ForceElements(this);
    final ForceFields fields = new ForceFields(this);
    final Integrators integrators = new Integrators(this);
    final Islands islands = new Islands(this);
    final ContinuousCollision continuous = new ContinuousCollision(this);
    final TerrainSmoothing smoothing = new TerrainSmoothing(this);

    ContactListener listener;
    private long stepCount;
    private final RayCaster rayCaster = new RayCaster(this);

    public World(double gravityX, double gravityY) {
        ctx.gravityX = gravityX;
        ctx.gravityY = gravityY;
        growBodies(16);
        colliders.grow(16);
        contacts.grow(16);
        joints.grow(4);
        springs.grow(4);
        fields.grow(4);
    }

    private void growBodies(int n) {
        bodies.grow(n);
        integrators.grow(n);
        islands.grow(n);
        continuous.grow(n);
    }

    // ================================================================== settings
    public void setGravity(double x, double y) {
        ctx.gravityX = x;
        ctx.gravityY = y;
        wakeAll();
    }

    public double getGravityX() {
        return ctx.gravityX;
    }

    public double getGravityY() {
        return ctx.gravityY;
    }

    /** Number of solver sub-steps per {@link #step} (default 4). */
    public void setSubSteps(int n) {
        ctx.subSteps = Math.max(1, n);
    }

    public int getSubSteps() {
        return ctx.subSteps;
    }

    public void setIntegrator(Integrator i) {
        ctx.integrator = i;
    }

    public Integrator getIntegrator() {
        return ctx.integrator;
    }

    /** Contact stiffness (default 120 Hz, capped at a quarter of the sub-step rate) and damping ratio (default 10). */
    public void setContactSoftness(double hertz, double dampingRatio) {
        ctx.contactHertz = hertz;
        ctx.contactDampingRatio = dampingRatio;
    }

    /**
     * Joint stiffness (default 60 Hz, Box2D's) and damping ratio (default 2); chains want 240 Hz / 1; hertz 0 removes
     * the position correction.
     */
    public void setJointSoftness(double hertz, double dampingRatio) {
        ctx.jointHertz = hertz;
        ctx.jointDampingRatio = dampingRatio;
    }

    /** Contact solver passes per sub-step in the solve and the relax stages (default 1, Box2D v3's). */
    public void setContactIterations(int n) {
        ctx.contactIterations = Math.max(1, n);
    }

    /** Joint solver passes per sub-step, in both the biased solve and the relax stage (default 2). */
    public void setJointIterations(int n) {
        ctx.jointIterations = Math.max(1, n);
    }

    /** Largest speed at which overlapping bodies are pushed apart (default 3 m/s). */
    public void setContactPushMaxVelocity(double v) {
        ctx.contactPushMaxVelocity = v;
    }

    /** Approach speeds below this bounce with no restitution (default 1 m/s). */
    public void setRestitutionThreshold(double v) {
        ctx.restitutionThreshold = v;
    }

    public void setMaxLinearSpeed(double v) {
        ctx.maxLinearSpeed = v;
    }

    public void setWarmStarting(boolean on) {
        ctx.warmStarting = on;
    }

    public void setSleepingEnabled(boolean on) {
        ctx.sleepingEnabled = on;
        if (!on) wakeAll();
    }

    public void setTimeToSleep(double seconds) {
        ctx.timeToSleep = seconds;
    }

    public void setSleepVelocity(double v) {
        ctx.sleepVelocity = v;
    }

    /** Distance under which separated shapes already get a (speculative) contact (default 0.02 m). */
    public void setSpeculativeDistance(double d) {
        ctx.speculativeDistance = d;
    }

    public void setContactListener(ContactListener l) {
        listener = l;
    }

    // ================================================================== bodies
    /** Creates a body from its definition; returns its handle. */
    public int createBody(BodyDef def) {
        int id = bodies.ids.alloc();
        if (id == bodies.cap) growBodies(2 * bodies.cap);
        bodies.init(id, def);
        integrators.init(id);
        islands.init(id);
        int o = STRIDE * id;
        if (def.type != BodyType.STATIC) {
            bodies.motion.bs[o + VX] = def.velocityX;
            bodies.motion.bs[o + VY] = def.velocityY;
            if (!def.fixedRotation) bodies.motion.bs[o + W] = def.angularVelocity;
        }
        bodies.motion.linDamp[id] = def.linearDamping;
        bodies.motion.angDamp[id] = def.angularDamping;
        bodies.motion.gravScale[id] = def.gravityScale;
        if (def.fixedRotation) bodies.flags[id] |= Bodies.FIXED_ROT;
        if (def.bullet) bodies.flags[id] |= Bodies.BULLET;
        if (!def.sleepAllowed) bodies.flags[id] &= ~Bodies.SLEEP_OK;
        bodies.user[id] = def.userData;
        return bodies.ids.handle(id);
    }

    /**
     * Destroys a body, its colliders, its joints, springs and contacts. A handle that is no longer live (destroyed
     * before) is ignored: destroying twice is harmless, and a stale handle never reaches its slot's new occupant.
     */
    public void destroyBody(int body) {
        if (!isBodyAlive(body)) return;
        int b = bodies.ids.slot(body);
        islands.wakeBody(b);
        while (bodies.jointHead[b] != -1) joints.destroy(bodies.jointHead[b] >> 1);
        springs.destroyAttachedTo(b);
        while (bodies.colliderHead[b] != -1) removeCollider(bodies.colliderHead[b]);
        bodies.flags[b] = 0;
        bodies.user[b] = null;
        bodies.ids.release(b);
    }

    /** Whether the handle names a body that exists (false for a destroyed body's handle, -1 and non-handles). */
    public boolean isBodyAlive(int body) {
        return bodies.ids.isLive(body);
    }

    public boolean isColliderAlive(int collider) {
        return colliders.ids.isLive(collider);
    }

    public boolean isJointAlive(int joint) {
        return joints.ids.isLive(joint);
    }

    public boolean isSpringAlive(int spring) {
        return springs.ids.isLive(spring);
    }

    public boolean isForceFieldAlive(int field) {
        return fields.ids.isLive(field);
    }

    /**
     * A force field: every dynamic body whose centre of mass is in the box (x0, y0)-(x1, y1) at the start of a step
     * is accelerated by (ax, ay) m/s^2 in it (a force m a at its centre of mass, whatever its mass: a fan, wind).
     * Returns its handle.
     */
    public int createForceField(double x0, double y0, double x1, double y1, double ax, double ay) {
        return fields.ids.handle(fields.create(x0, y0, x1, y1, ax, ay));
    }

    /** Changes a field's acceleration (a fan switched off: 0, 0). */
    public void setForceFieldAcceleration(int field, double ax, double ay) {
        int f = fields.ids.slot(field);
        fields.ax[f] = ax;
        fields.ay[f] = ay;
    }

    /** The vertical acceleration the force fields give a body whose centre is at (x, y), m/s^2 (0 outside them). */
    public double forceFieldAccelerationY(double x, double y) {
        return fields.accelerationY(x, y);
    }

    public void destroyForceField(int field) {
        if (isForceFieldAlive(field)) fields.destroy(fields.ids.slot(field));
    }

    // the handles the API takes, checked: a stale or made-up one fails with the reason (IdPool)
    private int bodySlot(int handle) {
        return bodies.ids.slot(handle);
    }

    private int colliderSlot(int handle) {
        return colliders.ids.slot(handle);
    }

    private int jointSlot(int handle) {
        return joints.ids.slot(handle);
    }

    private int springSlot(int handle) {
        return springs.ids.slot(handle);
    }

    public BodyType getBodyType(int body) {
        int b = bodySlot(body);
        return Bodies.TYPES[bodies.type[b]];
    }

    /**
     * Changes the body type; mass is recomputed from the colliders. The body's contacts are dropped (the broad phase
     * recreates those that are still valid for the new pair of types) without end events.
     */
    public void setBodyType(int body, BodyType type) {
        int b = bodySlot(body);
        int t = type.ordinal();
        if (bodies.type[b] == t) return;
        if (bodies.type[b] == Bodies.STATIC || t == Bodies.STATIC) smoothing.markDirty();
        islands.wakeBody(b);
        bodies.type[b] = t;
        if (t == Bodies.STATIC) {
            int o = STRIDE * b;
            bodies.motion.bs[o + VX] = 0;
            bodies.motion.bs[o + VY] = 0;
            bodies.motion.bs[o + W] = 0;
            bodies.flags[b] &= ~Bodies.AWAKE;
        } else bodies.flags[b] |= Bodies.AWAKE;
        bodies.resetMassData(b);
        contacts.destroyContacts(b, -1, -1, false);
        colliders.updateKinds(b);
        colliders.touchAll(b);
    }

    /** Body origin (the point the shapes are defined around), x. */
    public double getX(int body) {
        int b = bodySlot(body);
        return bodies.originX(b);
    }

    public double getY(int body) {
        int b = bodySlot(body);
        return bodies.originY(b);
    }

    public double getAngle(int body) {
        int b = bodySlot(body);
        return bodies.pose.ang[b];
    }

    public double getCenterX(int body) {
        int b = bodySlot(body);
        return bodies.pose.px[b];
    }

    public double getCenterY(int body) {
        int b = bodySlot(body);
        return bodies.pose.py[b];
    }

    public double getLocalCenterX(int body) {
        int b = bodySlot(body);
        return bodies.pose.lcx[b];
    }

    public double getLocalCenterY(int body) {
        int b = bodySlot(body);
        return bodies.pose.lcy[b];
    }

    public double getVelocityX(int body) {
        int b = bodySlot(body);
        return bodies.motion.bs[STRIDE * b + VX];
    }

    public double getVelocityY(int body) {
        int b = bodySlot(body);
        return bodies.motion.bs[STRIDE * b + VY];
    }

    public double getAngularVelocity(int body) {
        int b = bodySlot(body);
        return bodies.motion.bs[STRIDE * b + W];
    }

    public double getMass(int body) {
        int b = bodySlot(body);
        return bodies.mass.mass[b];
    }

    /** Rotational inertia about the centre of mass. */
    public double getInertia(int body) {
        int b = bodySlot(body);
        return bodies.mass.inertia[b];
    }

    public Transform getTransform(int body) {
        int b = bodySlot(body);
        return bodies.pose.xf[b];
    }

    public Object getUserData(int body) {
        int b = bodySlot(body);
        return bodies.user[b];
    }

    public void setUserData(int body, Object o) {
        int b = bodySlot(body);
        bodies.user[b] = o;
    }

    public boolean isAwake(int body) {
        int b = bodySlot(body);
        return (bodies.flags[b] & Bodies.AWAKE) != 0;
    }

    /** Previous step's origin and angle, and interpolation between it and the current state (alpha in [0, 1]). */
    public double getPreviousX(int body) {
        int b = bodySlot(body);
        return bodies.history.prevX[b];
    }

    public double getPreviousY(int body) {
        int b = bodySlot(body);
        return bodies.history.prevY[b];
    }

    public double getPreviousAngle(int body) {
        int b = bodySlot(body);
        return bodies.history.prevAng[b];
    }

    public double getInterpolatedX(int body, double alpha) {
        int b = bodySlot(body);
        return bodies.history.prevX[b] + alpha * (bodies.originX(b) - bodies.history.prevX[b]);
    }

    public double getInterpolatedY(int body, double alpha) {
        int b = bodySlot(body);
        return bodies.history.prevY[b] + alpha * (bodies.originY(b) - bodies.history.prevY[b]);
    }

    public double getInterpolatedAngle(int body, double alpha) {
        int b = bodySlot(body);
        return bodies.history.prevAng[b] + alpha * (bodies.pose.ang[b] - bodies.history.prevAng[b]);
    }

    /** Teleports the body origin (also resets the interpolation history). */
    public void setTransform(int body, double x, double y, double angle) {
        int b = bodySlot(body);
        final Bodies bd = bodies;
        double c = DetMath.cos(angle), s = DetMath.sin(angle);
        bd.pose.ang[b] = angle;
        bd.pose.qc[b] = c;
        bd.pose.qs[b] = s;
        bd.pose.px[b] = x + (c * bd.pose.lcx[b] - s * bd.pose.lcy[b]);
        bd.pose.py[b] = y + (s * bd.pose.lcx[b] + c * bd.pose.lcy[b]);
        bd.history.prevX[b] = x;
        bd.history.prevY[b] = y;
        bd.history.prevAng[b] = angle;
        bd.pose.xf[b].set(x, y, angle);
        if (bd.type[b] == Bodies.STATIC) smoothing.markDirty();
        islands.wakeBody(b);
        colliders.refreshProxies(b, true);
    }

    public void setLinearVelocity(int body, double x, double y) {
        int b = bodySlot(body);
        int t = bodies.type[b];
        if (t == Bodies.STATIC) return;
        bodies.motion.bs[STRIDE * b + VX] = x;
        bodies.motion.bs[STRIDE * b + VY] = y;
        if (x != 0 || y != 0) islands.wakeBody(b);
        if (t == Bodies.KINEMATIC) islands.wakeTouching(b);
    }

    public void setAngularVelocity(int body, double v) {
        int b = bodySlot(body);
        int t = bodies.type[b];
        if (t == Bodies.STATIC || (bodies.flags[b] & Bodies.FIXED_ROT) != 0) return;
        bodies.motion.bs[STRIDE * b + W] = v;
        if (v != 0) islands.wakeBody(b);
        if (t == Bodies.KINEMATIC) islands.wakeTouching(b);
    }

    /** Force (N) at the centre of mass, cleared after the next step. */
    public void applyForceToCenter(int body, double x, double y) {
        int b = bodySlot(body);
        if (bodies.type[b] != Bodies.DYNAMIC) return;
        bodies.motion.fx[b] += x;
        bodies.motion.fy[b] += y;
        islands.wakeBody(b);
    }

    /** Force at a world point: adds the torque (p - c) x F. */
    public void applyForce(int body, double x, double y, double wx, double wy) {
        int b = bodySlot(body);
        if (bodies.type[b] != Bodies.DYNAMIC) return;
        bodies.motion.fx[b] += x;
        bodies.motion.fy[b] += y;
        bodies.motion.tq[b] += (wx - bodies.pose.px[b]) * y - (wy - bodies.pose.py[b]) * x;
        islands.wakeBody(b);
    }

    public void applyTorque(int body, double t) {
        int b = bodySlot(body);
        if (bodies.type[b] != Bodies.DYNAMIC) return;
        bodies.motion.tq[b] += t;
        islands.wakeBody(b);
    }

    public void applyLinearImpulseToCenter(int body, double x, double y) {
        int b = bodySlot(body);
        if (bodies.type[b] != Bodies.DYNAMIC) return;
        int o = STRIDE * b;
        bodies.motion.bs[o + VX] += bodies.mass.invMass[b] * x;
        bodies.motion.bs[o + VY] += bodies.mass.invMass[b] * y;
        islands.wakeBody(b);
    }

    public void applyLinearImpulse(int body, double x, double y, double wx, double wy) {
        int b = bodySlot(body);
        if (bodies.type[b] != Bodies.DYNAMIC) return;
        int o = STRIDE * b;
        bodies.motion.bs[o + VX] += bodies.mass.invMass[b] * x;
        bodies.motion.bs[o + VY] += bodies.mass.invMass[b] * y;
        bodies.motion.bs[o + W] += bodies.mass.invI[b] * ((wx - bodies.pose.px[b]) * y - (wy - bodies.pose.py[b]) * x);
        islands.wakeBody(b);
    }

    public void applyAngularImpulse(int body, double j) {
        int b = bodySlot(body);
        if (bodies.type[b] != Bodies.DYNAMIC) return;
        bodies.motion.bs[STRIDE * b + W] += bodies.mass.invI[b] * j;
        islands.wakeBody(b);
    }

    public void setLinearDamping(int body, double d) {
        int b = bodySlot(body);
        bodies.motion.linDamp[b] = d;
    }

    public void setAngularDamping(int body, double d) {
        int b = bodySlot(body);
        bodies.motion.angDamp[b] = d;
    }

    public void setGravityScale(int body, double s) {
        int b = bodySlot(body);
        bodies.motion.gravScale[b] = s;
    }

    /**
     * A bullet is swept against every other body, dynamic ones included, when it moves fast (Box2D's isBullet); other
     * fast bodies are swept against static bodies only. Costs a time-of-impact query per nearby collider per step.
     */
    public void setBullet(int body, boolean bullet) {
        int b = bodySlot(body);
        if (bullet) bodies.flags[b] |= Bodies.BULLET;
        else bodies.flags[b] &= ~Bodies.BULLET;
    }

    public boolean isBullet(int body) {
        int b = bodySlot(body);
        return (bodies.flags[b] & Bodies.BULLET) != 0;
    }

    /** A fixed-rotation body never turns (infinite inertia): the player capsule. */
    public void setFixedRotation(int body, boolean fixed) {
        int b = bodySlot(body);
        if (fixed) {
            bodies.flags[b] |= Bodies.FIXED_ROT;
            bodies.motion.bs[STRIDE * b + W] = 0;
        } else bodies.flags[b] &= ~Bodies.FIXED_ROT;
        bodies.resetMassData(b);
    }

    public boolean isFixedRotation(int body) {
        int b = bodySlot(body);
        return (bodies.flags[b] & Bodies.FIXED_ROT) != 0;
    }

    /** Allows or forbids this body to fall asleep. */
    public void setSleepAllowed(int body, boolean ok) {
        int b = bodySlot(body);
        if (ok) bodies.flags[b] |= Bodies.SLEEP_OK;
        else {
            bodies.flags[b] &= ~Bodies.SLEEP_OK;
            islands.wakeBody(b);
        }
    }

    /**
     * Overrides the mass properties: mass (kg), centre of mass in body coordinates and rotational inertia about
     * that centre. Colliders added later recompute them.
     */
    public void setMassData(int body, double m, double cx, double cy, double inertiaAboutCenter) {
        int b = bodySlot(body);
        bodies.setMassData(b, m, cx, cy, inertiaAboutCenter);
    }

    /** Recomputes mass, centre of mass and inertia from the colliders' shapes and densities. */
    public void resetMassData(int body) {
        int b = bodySlot(body);
        bodies.resetMassData(b);
    }

    public int getBodyCount() {
        return bodies.ids.count();
    }

    /**
     * Upper bound (exclusive) of the body slots ever used: every body is {@link #getBodyInSlot} of one slot below it.
     * Walking the slots in order visits the bodies in the order the step does.
     */
    public int getBodySlotBound() {
        return bodies.ids.high;
    }

    /** The handle of the body in a slot (0 .. {@link #getBodySlotBound()}), or -1 if the slot holds none. */
    public int getBodyInSlot(int slot) {
        return bodies.isAlive(slot) ? bodies.ids.handle(slot) : -1;
    }

    public double toLocalX(int body, double wx, double wy) {
        int b = bodySlot(body);
        return bodies.toLocalX(b, wx, wy);
    }

    public double toLocalY(int body, double wx, double wy) {
        int b = bodySlot(body);
        return bodies.toLocalY(b, wx, wy);
    }

    public double toWorldX(int body, double lx, double ly) {
        int b = bodySlot(body);
        return bodies.toWorldX(b, lx, ly);
    }

    public double toWorldY(int body, double lx, double ly) {
        int b = bodySlot(body);
        return bodies.toWorldY(b, lx, ly);
    }

    // ================================================================== colliders
    /** Attaches a collider to body b from its definition; returns its handle. */
    public int createCollider(int body, ColliderDef def) {
        int b = bodySlot(body);
        int c = colliders.ids.alloc();
        if (c == colliders.cap) colliders.grow(2 * colliders.cap);
        colliders.init(c, b, def);
        bodies.resetMassData(b);
        if (bodies.type[b] != Bodies.STATIC) islands.wakeBody(b);
        else if (stepCount > 0) colliders.addStaticAfterStart(c);
        if (bodies.type[b] == Bodies.STATIC) smoothing.markDirty();
        else if (def.invokeContactCreation) colliders.broad.touch(colliders.proxy[c]);
        return colliders.ids.handle(c);
    }

    /** Destroys a collider and its contacts; a handle no longer live is ignored (as {@link #destroyBody}). */
    public void destroyCollider(int collider) {
        if (isColliderAlive(collider)) removeCollider(colliders.ids.slot(collider));
    }

    private void removeCollider(int c) {
        int b = colliders.body[c];
        if (bodies.type[b] == Bodies.STATIC) smoothing.markDirty();
        contacts.destroyContacts(b, c, -1, true);
        colliders.remove(c);
        bodies.resetMassData(b);
        islands.wakeBody(b);
    }

    public int getColliderBody(int collider) {
        int c = colliderSlot(collider);
        return bodies.ids.handle(colliders.body[c]);
    }

    /** A body's colliders as a list: the first, then {@link #getNextCollider} until -1 (for debug drawing and tools). */
    public int getFirstCollider(int body) {
        int b = bodySlot(body);
        int c = bodies.colliderHead[b];
        return c == -1 ? -1 : colliders.ids.handle(c);
    }

    public int getNextCollider(int collider) {
        int c = colliderSlot(collider);
        int next = colliders.next[c];
        return next == -1 ? -1 : colliders.ids.handle(next);
    }

    public Shape getColliderShape(int collider) {
        int c = colliderSlot(collider);
        return colliders.shape[c];
    }

    public Object getColliderUserData(int collider) {
        int c = colliderSlot(collider);
        return colliders.user[c];
    }

    public void setColliderUserData(int collider, Object o) {
        int c = colliderSlot(collider);
        colliders.user[c] = o;
    }

    /** Static and dynamic friction coefficients (article 003's rule; pair value sqrt(muA^2 + muB^2)). */
    public void setColliderFriction(int collider, double staticFriction, double dynamicFriction) {
        int c = colliderSlot(collider);
        colliders.muS[c] = staticFriction;
        colliders.muD[c] = dynamicFriction;
    }

    /**
     * The collider's surface speed, m/s: its surface moves clockwise round its shape (on a top face: to the right)
     * and friction carries what touches it, as on a conveyor belt ({@link ColliderDef#surfaceSpeed}).
     */
    public void setColliderSurfaceSpeed(int collider, double speed) {
        int c = colliderSlot(collider);
        colliders.surfaceSpeed[c] = speed;
        islands.wakeBody(colliders.body[c]);
        islands.wakeTouching(colliders.body[c]);
    }

    public double getColliderSurfaceSpeed(int collider) {
        int c = colliderSlot(collider);
        return colliders.surfaceSpeed[c];
    }

    /** The collider's dynamic friction coefficient (read only; for tests and tools). */
    public double getColliderFriction(int collider) {
        int c = colliderSlot(collider);
        return colliders.muD[c];
    }

    public double getColliderRestitution(int collider) {
        int c = colliderSlot(collider);
        return colliders.rest[c];
    }

    public double getColliderDensity(int collider) {
        int c = colliderSlot(collider);
        return colliders.density[c];
    }

    public void setColliderRestitution(int collider, double e) {
        int c = colliderSlot(collider);
        colliders.rest[c] = e;
    }

    public void setColliderDensity(int collider, double d) {
        int c = colliderSlot(collider);
        colliders.density[c] = d;
        bodies.resetMassData(colliders.body[c]);
    }

    /** Collision filtering: a pair collides iff (catA &amp; maskB) != 0 and (catB &amp; maskA) != 0. */
    public void setColliderFilter(int collider, int category, int mask) {
        int c = colliderSlot(collider);
        colliders.category[c] = category;
        colliders.mask[c] = mask;
        refilter(c);
    }

    /** A sensor reports overlaps (begin/end events) but never pushes. */
    public void setColliderSensor(int collider, boolean sensor) {
        int c = colliderSlot(collider);
        if (sensor) colliders.flags[c] |= Colliders.SENSOR;
        else colliders.flags[c] &= ~Colliders.SENSOR;
        refilter(c);
        bodies.resetMassData(colliders.body[c]);
    }

    public boolean isColliderSensor(int collider) {
        int c = colliderSlot(collider);
        return (colliders.flags[c] & Colliders.SENSOR) != 0;
    }

    /** Ask for {@link ContactListener#preSolve} calls on the contacts of this collider (one-way platforms). */
    public void setColliderPreSolve(int collider, boolean on) {
        int c = colliderSlot(collider);
        if (on) colliders.flags[c] |= Colliders.PRESOLVE;
        else colliders.flags[c] &= ~Colliders.PRESOLVE;
    }

    /** Per-body shortcut: sets friction and restitution on every collider of the body. */
    public void setBodyMaterial(int body, double staticFriction, double dynamicFriction, double restitution) {
        int b = bodySlot(body);
        for (int c = bodies.colliderHead[b]; c != -1; c = colliders.next[c]) {
            colliders.muS[c] = staticFriction;
            colliders.muD[c] = dynamicFriction;
            colliders.rest[c] = restitution;
        }
    }

    /** The collider's contacts end; its proxy looks for pairs again at the next step. */
    private void refilter(int c) {
        int b = colliders.body[c];
        contacts.destroyContacts(b, c, -1, true);
        colliders.broad.touch(colliders.proxy[c]);
        islands.wakeBody(b);
    }

    // ================================================================== sleeping
    /** Wakes a body and the whole sleeping island it belongs to. */
    public void wakeBody(int body) {
        int b = bodySlot(body);
        islands.wakeBody(b);
    }

    public void wakeAll() {
        islands.wakeAll();
    }

    // ================================================================== joints
    /** Creates a distance joint (rod, rope or range) from its definition; returns its handle. */
    public int createDistanceJoint(DistanceJointDef def) {
        int a = bodySlot(def.bodyA), b = bodySlot(def.bodyB);
        double ax = def.localAnchorAX, ay = def.localAnchorAY, bx = def.localAnchorBX, by = def.localAnchorBY;
        double min = def.minLength, max = def.maxLength;
        if (def.lengthFromAnchors) {
            min = bodies.anchorDistance(a, b, ax, ay, bx, by);
            max = min;
        }
        int j = joints.create(JointSolver.DISTANCE, a, b, ax, ay, bx, by, def.collideConnected);
        joints.minLength[j] = Math.max(0, min);
        joints.maxLength[j] = Math.max(joints.minLength[j], max);
        return joints.ids.handle(j);
    }

    /** Creates a revolute joint (pin) from its definition; returns its handle. */
    public int createRevoluteJoint(RevoluteJointDef def) {
        int a = bodySlot(def.bodyA), b = bodySlot(def.bodyB);
        double wx = def.anchorX, wy = def.anchorY;
        double lax = bodies.toLocalX(a, wx, wy), lay = bodies.toLocalY(a, wx, wy);
        double lbx = bodies.toLocalX(b, wx, wy), lby = bodies.toLocalY(b, wx, wy);
        int j = joints.create(JointSolver.REVOLUTE, a, b, lax, lay, lbx, lby, def.collideConnected);
        joints.motor[j] = def.enableMotor;
        joints.motorSpeed[j] = def.motorSpeed;
        joints.maxMotorTorque[j] = def.maxMotorTorque;
        return joints.ids.handle(j);
    }

    /** A revolute joint's motor: on or off, its speed (rad/s, B relative to A) and largest torque (N m). */
    public void setJointMotor(int joint, boolean on, double speed, double maxTorque) {
        int j = jointSlot(joint);
        joints.motor[j] = on;
        joints.motorSpeed[j] = speed;
        joints.maxMotorTorque[j] = maxTorque;
        islands.wakeBody(joints.bodyA[j]);
        islands.wakeBody(joints.bodyB[j]);
    }

    /** The motor's impulse of the last sub-step divided by it: the torque it applied, N m. */
    public double getJointMotorTorque(int joint) {
        int j = jointSlot(joint);
        return joints.motorImp[j] / ctx.h;
    }

    /**
     * Whether the bodies joined by this joint still collide with each other (default false). Switching it on lets
     * the broad phase find their pairs again; contacts dropped when the joint was made are not restored at once.
     */
    public void setJointCollideConnected(int joint, boolean on) {
        int j = jointSlot(joint);
        joints.collide[j] = on;
    }

    public JointType getJointType(int joint) {
        int j = jointSlot(joint);
        return JointSolver.TYPES[joints.type[j]];
    }

    public int getJointBodyA(int joint) {
        int j = jointSlot(joint);
        return bodies.ids.handle(joints.bodyA[j]);
    }

    public int getJointBodyB(int joint) {
        int j = jointSlot(joint);
        return bodies.ids.handle(joints.bodyB[j]);
    }

    /** Current world distance between the anchors of a joint. */
    public double getJointAnchorDistance(int joint) {
        int j = jointSlot(joint);
        return bodies.anchorDistance(
                joints.bodyA[j], joints.bodyB[j], joints.lax[j], joints.lay[j], joints.lbx[j], joints.lby[j]);
    }

    /** Last step's constraint impulse (N s): axial for distance joints, magnitude for revolute joints. */
    public double getJointImpulse(int joint) {
        int j = jointSlot(joint);
        return joints.impulse(j);
    }

    /** Destroys a joint; a handle no longer live is ignored (as {@link #destroyBody}). */
    public void destroyJoint(int joint) {
        if (isJointAlive(joint)) joints.destroy(joints.ids.slot(joint));
    }

    // ================================================================== springs and dampers (force elements)
    /** Creates a spring / damper (a force element) from its definition; returns its handle. */
    public int createSpring(SpringDef def) {
        return springs.ids.handle(springs.create(def, bodySlot(def.bodyA), bodySlot(def.bodyB)));
    }

    /** Changes a spring's rest length (an actuated spring, e.g. a bounce pad that pushes harder while pressed). */
    public void setSpringRestLength(int spring, double restLength) {
        int s = springSlot(spring);
        springs.rest[s] = restLength;
    }

    public double getSpringRestLength(int spring) {
        int s = springSlot(spring);
        return springs.rest[s];
    }

    /** Destroys a spring; a handle no longer live is ignored (as {@link #destroyBody}). */
    public void destroySpring(int spring) {
        if (isSpringAlive(spring)) springs.destroy(springs.ids.slot(spring));
    }

    // ================================================================== contacts: queries for gameplay
    /** First contact edge of a body, or -1. An edge key encodes the contact ({@code edge >> 1}) and the side. */
    public int getFirstContactEdge(int body) {
        int b = bodySlot(body);
        return bodies.contactHead[b];
    }

    public int getNextContactEdge(int edge) {
        return contacts.edgeNext[edge];
    }

    public static int edgeContact(int edge) {
        return edge >> 1;
    }

    /** The other body of an edge. */
    public int getEdgeOtherBody(int edge) {
        int k = edge >> 1;
        return bodies.ids.handle((edge & 1) == 0 ? contacts.bodyB[k] : contacts.bodyA[k]);
    }

    /** Contact normal pointing from the other body towards this edge's body ("up" for a body standing on ground). */
    public double getEdgeNormalX(int edge) {
        double n = contacts.normalX(edge >> 1);
        return (edge & 1) == 0 ? -n : n;
    }

    public double getEdgeNormalY(int edge) {
        double n = contacts.normalY(edge >> 1);
        return (edge & 1) == 0 ? -n : n;
    }

    /** Upper bound (exclusive) of contact ids in use, for iteration with {@link #isContactAlive}. */
    public int getContactIdBound() {
        return contacts.ids.high;
    }

    public boolean isContactAlive(int k) {
        return contacts.isAlive(k);
    }

    /** Touching: the manifold has a point with separation &lt;= 0 (sensors: the shapes overlap) and it is enabled. */
    public boolean isContactTouching(int k) {
        return (contacts.flags[k] & Contacts.TOUCHING) != 0;
    }

    public boolean isContactEnabled(int k) {
        return (contacts.flags[k] & Contacts.ENABLED) != 0;
    }

    public boolean isContactSensor(int k) {
        return (contacts.flags[k] & Contacts.SENSOR) != 0;
    }

    public int getContactColliderA(int k) {
        return colliders.ids.handle(contacts.colA[k]);
    }

    public int getContactColliderB(int k) {
        return colliders.ids.handle(contacts.colB[k]);
    }

    public int getContactBodyA(int k) {
        return bodies.ids.handle(contacts.bodyA[k]);
    }

    public int getContactBodyB(int k) {
        return bodies.ids.handle(contacts.bodyB[k]);
    }

    /**
     * Contact k's manifold of the last step (normal from A to B, points, separations, feature ids), copied into out;
     * returns out. (The world keeps manifolds flat, not as objects: see {@code Contacts#manifold}.)
     */
    public Manifold getContactManifold(int k, Manifold out) {
        return contacts.read(k, out);
    }

    /**
     * Overrides the pair's friction coefficients (normally sqrt(muA^2 + muB^2), fixed when the contact is created).
     * Call it from {@link ContactListener#preSolve} to set the friction of this step (e.g. a character controller
     * that brakes by itself and wants no friction while running); it stays until the contact ends or is set again.
     */
    public void setContactFriction(int k, double staticFriction, double dynamicFriction) {
        contacts.muS[k] = staticFriction;
        contacts.muD[k] = dynamicFriction;
    }

    public double getContactStaticFriction(int k) {
        return contacts.muS[k];
    }

    public double getContactNormalX(int k) {
        return contacts.normalX(k);
    }

    public double getContactNormalY(int k) {
        return contacts.normalY(k);
    }

    public int getContactPointCount(int k) {
        return contacts.points[k];
    }

    /** Accumulated normal impulse (N s) of point i in the last step. */
    public double getContactNormalImpulse(int k, int i) {
        return contacts.nImp[2 * k + i];
    }

    public double getContactTangentImpulse(int k, int i) {
        return contacts.tImp[2 * k + i];
    }

    /** Largest normal impulse of point i applied in any sub-step of the last step. */
    public double getContactMaxNormalImpulse(int k, int i) {
        return contacts.maxImp[2 * k + i];
    }

    /** Number of live contacts (touching or not). */
    public int getContactCount() {
        return contacts.count;
    }

    /** Begin/end events of the last step: count and collider pairs (valid until the next step). */
    public int getBeginEventCount() {
        return contacts.evBeginCount;
    }

    public int getBeginEventColliderA(int i) {
        return contacts.evBegin[2 * i];
    }

    public int getBeginEventColliderB(int i) {
        return contacts.evBegin[2 * i + 1];
    }

    public int getEndEventCount() {
        return contacts.evEndCount;
    }

    public int getEndEventColliderA(int i) {
        return contacts.evEnd[2 * i];
    }

    public int getEndEventColliderB(int i) {
        return contacts.evEnd[2 * i + 1];
    }

    // ================================================================== queries
    /**
     * Closest hit of the segment (x1, y1) -> (x2, y2) with the colliders whose category intersects {@code mask}.
     * Sensors are ignored. Returns out.hit.
     */
    public boolean rayCast(double x1, double y1, double x2, double y2, int mask, RayHit out) {
        return rayCaster.cast(x1, y1, x2, y2, mask, out);
    }

    /** Reports the colliders (handles) whose fattened bounds overlap the box. */
    public void queryAabb(double minX, double minY, double maxX, double maxY, QueryCallback cb) {
        queryAdapter.target = cb;
        queryAdapter.handles = true;
        colliders.broad.query(minX, minY, maxX, maxY, queryAdapter);
        queryAdapter.target = null;
    }

    /** As {@link #queryAabb}, reporting collider slots (for the package's own queries). */
    void querySlots(double minX, double minY, double maxX, double maxY, QueryCallback cb) {
        queryAdapter.target = cb;
        queryAdapter.handles = false;
        colliders.broad.query(minX, minY, maxX, maxY, queryAdapter);
        queryAdapter.target = null;
    }

    private final QueryAdapter queryAdapter = new QueryAdapter();

    /** Tree proxies to collider slots or handles. */
    private final class QueryAdapter implements TreeQueryCallback {
        QueryCallback target;
        boolean handles;

        @Override
        public boolean reportProxy(int proxyId) {
            int c = colliders.broad.getUserData(proxyId);
            return target.report(handles ? colliders.ids.handle(c) : c);
        }
    }

    // ================================================================== the step
    /** Advances the world by dt seconds (the game calls it at a fixed 60 Hz). */
    public void step(double dt) {
        if (dt <= 0) return;
        ctx.begin(dt);
        contacts.clearEvents();
        stepCount++;
        fields.apply(); // first: the bodies it wakes take part in the whole step
        beginSweeps();
        contacts.updatePairs();
        smoothing.refresh();
        contacts.update();

        bodies.collectAwake();
        integrators.beginStep();
        joints.prepare();
        contactSolver.prepare();
        final int jointIterations = ctx.jointIterations, contactIterations = ctx.contactIterations;
        final double h = ctx.h, invH = ctx.invH;
        for (int i = 0, n = ctx.subSteps; i < n; i++) {
            integrators.integrateVelocities(h);
            if (ctx.warmStarting) {
                joints.warmStart();
                contactSolver.warmStart();
            }
            for (int it = 0; it < jointIterations; it++) joints.solve(true);
            for (int it = 0; it < contactIterations; it++) contactSolver.solve(invH, true);
            integrators.integratePositions(h);
            for (int it = 0; it < jointIterations; it++) joints.solve(false);
            for (int it = 0; it < contactIterations; it++) contactSolver.solve(invH, false);
        }
        contactSolver.supportBlocks.project();
        shockProjection.project();
        contactSolver.applyRestitutionAndStore();
        integrators.finalizeBodies(dt);
        continuous.solveContinuous();
        islands.updateSleep();
        contacts.dispatchEvents(listener);
    }

    /** The awake bodies' pose at the start of the step: interpolation history and the sweep's start. */
    private void beginSweeps() {
        final Bodies bd = bodies;
        final int[] flags = bd.flags;
        for (int b = 0, n = bd.ids.high; b < n; b++) {
            if ((flags[b] & Bodies.AWAKE) == 0) continue;
            bd.history.prevX[b] = bd.originX(b);
            bd.history.prevY[b] = bd.originY(b);
            bd.history.prevAng[b] = bd.pose.ang[b];
            bd.history.c0x[b] = bd.pose.px[b];
            bd.history.c0y[b] = bd.pose.py[b];
            bd.history.a0[b] = bd.pose.ang[b];
        }
    }

    /**
     * Hash of the whole dynamic state (positions, angles, velocities of every body) from the exact double bits:
     * equal hashes mean bit-identical states.
     */
    public long stateHash() {
        final Bodies bd = bodies;
        long h = 1125899906842597L;
        for (int b = 0; b < bd.ids.high; b++) {
            if ((bd.flags[b] & Bodies.ALIVE) == 0) continue;
            int o = STRIDE * b;
            h = 31 * h + Double.doubleToLongBits(bd.pose.px[b]);
            h = 31 * h + Double.doubleToLongBits(bd.pose.py[b]);
            h = 31 * h + Double.doubleToLongBits(bd.pose.ang[b]);
            h = 31 * h + Double.doubleToLongBits(bd.motion.bs[o + VX]);
            h = 31 * h + Double.doubleToLongBits(bd.motion.bs[o + VY]);
            h = 31 * h + Double.doubleToLongBits(bd.motion.bs[o + W]);
        }
        return h;
    }
}
