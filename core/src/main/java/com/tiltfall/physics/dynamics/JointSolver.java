package com.tiltfall.physics.dynamics;

import static com.tiltfall.physics.dynamics.BodyState.STRIDE;
import static com.tiltfall.physics.dynamics.BodyState.VX;
import static com.tiltfall.physics.dynamics.BodyState.VY;
import static com.tiltfall.physics.dynamics.BodyState.W;

import com.tiltfall.physics.collision.ArrayGrowth;

/**
 * Joint storage (struct of arrays indexed by joint id; per-body joint lists) and the joint solver loop (soft,
 * Box2D v3 style): {@link #prepare} once per step, then per sub-step {@link #warmStart} and {@link #solve} (biased,
 * then relax), each dispatching to the joint's kind: {@link DistanceJoint}, {@link RevoluteJoint}. A joint is
 * solved while one of its bodies is awake.
 */
final class JointSolver {
    /** Joint kind codes ({@link JointType#ordinal()}). */
    static final int DISTANCE = 0, REVOLUTE = 1;

    static final JointType[] TYPES = JointType.values();

    final IdPool ids = new IdPool("joint");
    int cap;
    int[] type, bodyA, bodyB;
    /** Per-body doubly linked lists (see {@link Edges}). */
    int[] edgePrev, edgeNext;

    boolean[] alive, collide;
    /** Local anchors relative to the body origins. */
    double[] lax, lay, lbx, lby;
    /** Distance joints: length range. */
    double[] minLength, maxLength;
    /** Prepared per step: anchors relative to the centres of mass (rotated to world), centre delta B - A. */
    double[] rAx, rAy, rBx, rBy, dcx, dcy;
    /** Accumulated impulses: distance joints axial (rod), lower, upper; revolute joints x, y. */
    double[] imp, lowImp, upImp, impX, impY;
    /** Revolute joints' motor: on, speed of B relative to A (rad/s), largest torque (N m), accumulated impulse. */
    boolean[] motor;

    double[] motorSpeed, maxMotorTorque, motorImp;

    private final World world;

    JointSolver(World world) {
        this.world = world;
    }

    void grow(int n) {
        type = ArrayGrowth.grow(type, n);
        bodyA = ArrayGrowth.grow(bodyA, n);
        bodyB = ArrayGrowth.grow(bodyB, n);
        edgePrev = ArrayGrowth.grow(edgePrev, 2 * n);
        edgeNext = ArrayGrowth.grow(edgeNext, 2 * n);
        alive = ArrayGrowth.grow(alive, n);
        collide = ArrayGrowth.grow(collide, n);
        lax = ArrayGrowth.grow(lax, n);
        lay = ArrayGrowth.grow(lay, n);
        lbx = ArrayGrowth.grow(lbx, n);
        lby = ArrayGrowth.grow(lby, n);
        minLength = ArrayGrowth.grow(minLength, n);
        maxLength = ArrayGrowth.grow(maxLength, n);
        rAx = ArrayGrowth.grow(rAx, n);
        rAy = ArrayGrowth.grow(rAy, n);
        rBx = ArrayGrowth.grow(rBx, n);
        rBy = ArrayGrowth.grow(rBy, n);
        dcx = ArrayGrowth.grow(dcx, n);
        dcy = ArrayGrowth.grow(dcy, n);
        imp = ArrayGrowth.grow(imp, n);
        lowImp = ArrayGrowth.grow(lowImp, n);
        upImp = ArrayGrowth.grow(upImp, n);
        impX = ArrayGrowth.grow(impX, n);
        impY = ArrayGrowth.grow(impY, n);
        motor = ArrayGrowth.grow(motor, n);
        motorSpeed = ArrayGrowth.grow(motorSpeed, n);
        maxMotorTorque = ArrayGrowth.grow(maxMotorTorque, n);
        motorImp = ArrayGrowth.grow(motorImp, n);
        cap = n;
    }

    /**
     * A new joint of the given kind between a and b (anchors local to the body origins): links it to both bodies,
     * drops their contacts unless it lets them collide, wakes them.
     */
    int create(int kind, int a, int b, double ax, double ay, double bx, double by, boolean collideConnected) {
        int j = ids.alloc();
        if (j == cap) grow(2 * cap);
        type[j] = kind;
        bodyA[j] = a;
        bodyB[j] = b;
        alive[j] = true;
        collide[j] = collideConnected;
        lax[j] = ax;
        lay[j] = ay;
        lbx[j] = bx;
        lby[j] = by;
        imp[j] = 0;
        lowImp[j] = 0;
        upImp[j] = 0;
        impX[j] = 0;
        impY[j] = 0;
        motor[j] = false;
        motorSpeed[j] = 0;
        maxMotorTorque[j] = 0;
        motorImp[j] = 0;
        final int[] head = world.bodies.jointHead;
        Edges.link(edgePrev, edgeNext, head, 2 * j, a);
        Edges.link(edgePrev, edgeNext, head, 2 * j + 1, b);
        // connected bodies stop colliding: drop their contacts
        if (!collideConnected) world.contacts.destroyContacts(a, -1, b, true);
        world.islands.wakeBody(a);
        world.islands.wakeBody(b);
        return j;
    }

    void destroy(int j) {
        final int[] head = world.bodies.jointHead;
        world.islands.wakeBody(bodyA[j]);
        world.islands.wakeBody(bodyB[j]);
        Edges.unlink(edgePrev, edgeNext, head, 2 * j, bodyA[j]);
        Edges.unlink(edgePrev, edgeNext, head, 2 * j + 1, bodyB[j]);
        alive[j] = false;
        ids.release(j);
    }

    /** True if a joint without collideConnected joins a and b. */
    boolean preventsCollision(int a, int b) {
        // joint lists are short: walk a's
        for (int e = world.bodies.jointHead[a]; e != -1; e = edgeNext[e]) {
            int j = e >> 1;
            int other = (e & 1) == 0 ? bodyB[j] : bodyA[j];
            if (other == b && !collide[j]) return true;
        }
        return false;
    }

    /** Last step's constraint impulse (N s): axial for distance joints, magnitude for revolute joints. */
    double impulse(int j) {
        if (type[j] == REVOLUTE) return RevoluteJoint.impulse(this, j);
        return DistanceJoint.impulse(this, j);
    }

    // ------------------------------------------------------------------ solver loop
    /** Anchors relative to the centres of mass in world orientation, centre delta; impulses reset without warm starting. */
    void prepare() {
        final Bodies bodies = world.bodies;
        final int[] bFlags = bodies.flags;
        final double[] qc = bodies.pose.qc,
                qs = bodies.pose.qs,
                lcx = bodies.pose.lcx,
                lcy = bodies.pose.lcy,
                px = bodies.pose.px,
                py = bodies.pose.py;
        final boolean warmStarting = world.ctx.warmStarting;
        for (int j = 0, n = ids.high; j < n; j++) {
            if (!alive[j]) continue;
            int a = bodyA[j], b = bodyB[j];
            if ((bFlags[a] & Bodies.AWAKE) == 0 && (bFlags[b] & Bodies.AWAKE) == 0) continue;
            double ax = lax[j] - lcx[a], ay = lay[j] - lcy[a];
            double bx = lbx[j] - lcx[b], by = lby[j] - lcy[b];
            rAx[j] = qc[a] * ax - qs[a] * ay;
            rAy[j] = qs[a] * ax + qc[a] * ay;
            rBx[j] = qc[b] * bx - qs[b] * by;
            rBy[j] = qs[b] * bx + qc[b] * by;
            dcx[j] = px[b] - px[a];
            dcy[j] = py[b] - py[a];
            if (!warmStarting) {
                if (type[j] == REVOLUTE) RevoluteJoint.resetImpulses(this, j);
                else DistanceJoint.resetImpulses(this, j);
            }
        }
    }

    void warmStart() {
        final Bodies bodies = world.bodies;
        for (int j = 0, n = ids.high; j < n; ) {
            if (type[j] == REVOLUTE) j = RevoluteJoint.warmStart(this, bodies, j, n);
            else j = DistanceJoint.warmStart(this, bodies, j, n);
        }
    }

    /**
     * One Gauss-Seidel pass over the joints in id order; useBias: the biased solve (else the relax pass). Each kind
     * solves the run of consecutive joints of its kind (see {@link RevoluteJoint}).
     */
    void solve(boolean useBias) {
        final Bodies bodies = world.bodies;
        final StepContext ctx = world.ctx;
        for (int j = 0, n = ids.high; j < n; ) {
            if (type[j] == REVOLUTE) j = RevoluteJoint.solve(this, bodies, ctx, j, n, useBias);
            else j = DistanceJoint.solve(this, bodies, ctx, j, n, useBias);
        }
    }

    /** Applies the impulse P at the (rotated) anchors: -P to body A, +P to body B. */
    static void applyImpulse(
            double[] bs,
            double[] invMass,
            double[] invI,
            int a,
            int b,
            double rAx,
            double rAy,
            double rBx,
            double rBy,
            double Px,
            double Py) {
        double mA = invMass[a], iA = invI[a], mB = invMass[b], iB = invI[b];
        int oa = STRIDE * a, ob = STRIDE * b;
        bs[oa + VX] -= mA * Px;
        bs[oa + VY] -= mA * Py;
        bs[oa + W] -= iA * (rAx * Py - rAy * Px);
        bs[ob + VX] += mB * Px;
        bs[ob + VY] += mB * Py;
        bs[ob + W] += iB * (rBx * Py - rBy * Px);
    }
}
