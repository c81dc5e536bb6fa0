package com.tiltfall.physics.dynamics;

import static com.tiltfall.physics.dynamics.BodyState.STRIDE;
import static com.tiltfall.physics.dynamics.BodyState.VX;
import static com.tiltfall.physics.dynamics.BodyState.VY;
import static com.tiltfall.physics.dynamics.BodyState.W;

import com.tiltfall.physics.collision.ArrayGrowth;
import com.tiltfall.physics.collision.Manifold;
import com.tiltfall.physics.collision.TreePairCallback;

/**
 * Contact storage (one contact per overlapping pair of fat bounds, struct of arrays indexed by contact id), the pair
 * set, the per-body contact lists, the begin / end event buffers, and the narrow phase: {@link #updatePairs} creates
 * contacts for the broad phase's new pairs, {@link #update} recomputes every awake contact's manifold (speculative
 * margin scaled by the closing speed), carries the impulses over by feature id, asks the pre-solve listener and
 * records the touching changes as events.
 */
final class Contacts {
    static final int TOUCHING = 1, ENABLED = 2, SENSOR = 4, ALIVE = 8, SIM = 16;
    /** The manifold of the last update was kept ({@link ContactRecycling}), not computed. */
    static final int KEPT = 32;

    final IdPool ids = new IdPool();
    int cap, count;
    int[] colA, colB, bodyA, bodyB, flags;
    /** Per-body doubly linked lists: 2 per contact (side A, side B), key = contact * 2 + side. */
    int[] edgePrev, edgeNext;

    double[] muS, muD, rest;
    /** Per manifold point (2 per contact): feature id, accumulated normal / tangent impulse, max normal impulse. */
    int[] pid;

    double[] nImp, tImp, maxImp;
    /**
     * Each contact's last manifold, flat (stride {@link #SM_STRIDE}: normal x, y, then per point x, y, separation;
     * point count in {@link #points}, feature ids in {@link #pid}): the narrow phase writes one scratch
     * {@link Manifold} ({@link #current}) and copies it here, and the solver's prepare reads it in contact order, instead
     * of one Manifold object and its four point arrays per contact wherever they lie on the heap (large pyramid: 0.96x
     * the time, docs/log/performance-dynamics.md).
     */
    double[] manifold;

    int[] points;
    static final int SM_STRIDE = 8, SM_NX = 0, SM_NY = 1, SM_P0 = 2, SM_PSTRIDE = 3, SM_X = 0, SM_Y = 1, SM_SEP = 2;
    final PairSet pairs = new PairSet();

    /**
     * Begin / end events of the current step: collider pairs (2 per event, as handles: the API's, and a collider
     * destroyed since stays distinguishable from its slot's next occupant) and contact ids.
     */
    int[] evBegin = new int[64], evEnd = new int[64], evBeginCon = new int[32], evEndCon = new int[32];

    int evBeginCount, evEndCount;

    private final World world;
    private final NarrowPhaseAdapter narrow = new NarrowPhaseAdapter();
    private final PairSink pairSink = new PairSink();

    Contacts(World world) {
        this.world = world;
        recycling = new ContactRecycling(world);
    }

    void grow(int n) {
        colA = ArrayGrowth.grow(colA, n);
        colB = ArrayGrowth.grow(colB, n);
        bodyA = ArrayGrowth.grow(bodyA, n);
        bodyB = ArrayGrowth.grow(bodyB, n);
        flags = ArrayGrowth.grow(flags, n);
        edgePrev = ArrayGrowth.grow(edgePrev, 2 * n);
        edgeNext = ArrayGrowth.grow(edgeNext, 2 * n);
        muS = ArrayGrowth.grow(muS, n);
        muD = ArrayGrowth.grow(muD, n);
        rest = ArrayGrowth.grow(rest, n);
        pid = ArrayGrowth.grow(pid, 2 * n);
        nImp = ArrayGrowth.grow(nImp, 2 * n);
        tImp = ArrayGrowth.grow(tImp, 2 * n);
        maxImp = ArrayGrowth.grow(maxImp, 2 * n);
        manifold = ArrayGrowth.grow(manifold, SM_STRIDE * n);
        points = ArrayGrowth.grow(points, n);
        cap = n;
    }

    boolean isAlive(int k) {
        return k >= 0 && k < ids.high && (flags[k] & ALIVE) != 0;
    }

    // ------------------------------------------------------------------ storage
    private int create(int ca, int cb) {
        int k = ids.alloc();
        if (k == cap) grow(2 * cap);
        count++;
        final Colliders col = world.colliders;
        int ba = col.body[ca], bb = col.body[cb];
        colA[k] = ca;
        colB[k] = cb;
        bodyA[k] = ba;
        bodyB[k] = bb;
        boolean sensor = ((col.flags[ca] | col.flags[cb]) & Colliders.SENSOR) != 0;
        flags[k] = ALIVE | (sensor ? SENSOR : 0);
        muS[k] = Math.sqrt(col.muS[ca] * col.muS[ca] + col.muS[cb] * col.muS[cb]);
        muD[k] = Math.sqrt(col.muD[ca] * col.muD[ca] + col.muD[cb] * col.muD[cb]);
        rest[k] = Math.min(col.rest[ca], col.rest[cb]);
        points[k] = 0;
        recycling.forget(k);
        manifold[SM_STRIDE * k + SM_NX] = 0.0;
        manifold[SM_STRIDE * k + SM_NY] = 0.0;
        for (int i = 2 * k; i < 2 * k + 2; i++) {
            pid[i] = -1;
            nImp[i] = 0;
            tImp[i] = 0;
            maxImp[i] = 0;
        }
        final int[] head = world.bodies.contactHead;
        Edges.link(edgePrev, edgeNext, head, 2 * k, ba);
        Edges.link(edgePrev, edgeNext, head, 2 * k + 1, bb);
        pairs.put(pairKey(ca, cb), k);
        return k;
    }

    void destroy(int k) {
        final int[] head = world.bodies.contactHead;
        pairs.remove(pairKey(colA[k], colB[k]));
        Edges.unlink(edgePrev, edgeNext, head, 2 * k, bodyA[k]);
        Edges.unlink(edgePrev, edgeNext, head, 2 * k + 1, bodyB[k]);
        flags[k] = 0;
        ids.release(k);
        count--;
    }

    static long pairKey(int a, int b) {
        return a < b ? (((long) a) << 32) | (b & 0xffffffffL) : (((long) b) << 32) | (a & 0xffffffffL);
    }

    /**
     * The one way contacts are removed outside the step: destroys the contacts of body b that involve collider
     * {@code collider} (-1: any of b's colliders) and body {@code other} (-1: any body), walking b's list from its
     * head. With {@code endEvents} a touching contact reports its end. Used when a collider is destroyed or
     * refiltered (collider), a joint stops its bodies colliding (other) and a body changes type (all).
     */
    void destroyContacts(int b, int collider, int other, boolean endEvents) {
        final int[] head = world.bodies.contactHead;
        for (int e = head[b]; e != -1; ) {
            int k = e >> 1;
            int next = edgeNext[e];
            if ((collider == -1 || colA[k] == collider || colB[k] == collider)
                    && (other == -1 || bodyA[k] == other || bodyB[k] == other)) {
                if (endEvents && (flags[k] & TOUCHING) != 0) pushEnd(k);
                destroy(k);
                next = head[b]; // list changed: restart (rare path)
            }
            e = next;
        }
    }

    // ------------------------------------------------------------------ events
    private void pushBegin(int k) {
        if (2 * evBeginCount + 2 > evBegin.length) {
            evBegin = ArrayGrowth.grow(evBegin, evBegin.length * 2);
            evBeginCon = ArrayGrowth.grow(evBeginCon, evBeginCon.length * 2);
        }
        final IdPool colliderIds = world.colliders.ids;
        evBegin[2 * evBeginCount] = colliderIds.handle(colA[k]);
        evBegin[2 * evBeginCount + 1] = colliderIds.handle(colB[k]);
        evBeginCon[evBeginCount] = k;
        evBeginCount++;
    }

    void pushEnd(int k) {
        if (2 * evEndCount + 2 > evEnd.length) {
            evEnd = ArrayGrowth.grow(evEnd, evEnd.length * 2);
            evEndCon = ArrayGrowth.grow(evEndCon, evEndCon.length * 2);
        }
        final IdPool colliderIds = world.colliders.ids;
        evEnd[2 * evEndCount] = colliderIds.handle(colA[k]);
        evEnd[2 * evEndCount + 1] = colliderIds.handle(colB[k]);
        evEndCon[evEndCount] = k;
        evEndCount++;
    }

    void clearEvents() {
        evBeginCount = 0;
        evEndCount = 0;
    }

    /** Delivers the step's events to the listener: begins, then ends, each in the order they happened. */
    void dispatchEvents(ContactListener listener) {
        if (listener == null) return;
        for (int i = 0; i < evBeginCount; i++)
            listener.beginContact(world, evBeginCon[i], evBegin[2 * i], evBegin[2 * i + 1]);
        for (int i = 0; i < evEndCount; i++) listener.endContact(world, evEndCon[i], evEnd[2 * i], evEnd[2 * i + 1]);
    }

    // ------------------------------------------------------------------ broad phase: new pairs
    void updatePairs() {
        world.colliders.broad.updatePairs(pairSink);
        // the proxies moved last step grew their ancestors in place: rebuild that part (Box2D v3's order)
        world.colliders.broad.rebuild();
    }

    private final class PairSink implements TreePairCallback {
        @Override
        public void addPair(int ca, int cb) {
            if (ca == cb) return;
            final Colliders col = world.colliders;
            final Bodies bodies = world.bodies;
            int ba = col.body[ca], bb = col.body[cb];
            if (ba == bb) return;
            if (bodies.type[ba] != Bodies.DYNAMIC && bodies.type[bb] != Bodies.DYNAMIC) return;
            if ((col.category[ca] & col.mask[cb]) == 0 || (col.category[cb] & col.mask[ca]) == 0) return;
            if ((col.flags[ca] & Colliders.SENSOR) != 0 && (col.flags[cb] & Colliders.SENSOR) != 0) return;
            if (pairs.get(pairKey(ca, cb)) >= 0) return;
            if (bodies.jointHead[ba] != -1 && bodies.jointHead[bb] != -1 && world.joints.preventsCollision(ba, bb))
                return;
            // deterministic orientation: A is the lower collider id
            if (ca < cb) create(ca, cb);
            else create(cb, ca);
        }
    }

    // ------------------------------------------------------------------ narrow phase
    /** Recomputes the manifolds of the contacts with an awake body; ends those whose fat bounds no longer overlap. */
    void update() {
        final Bodies bodies = world.bodies;
        final Colliders col = world.colliders;
        final StepContext ctx = world.ctx;
        final ContactListener listener = world.listener;
        final int[] bFlags = bodies.flags, bType = bodies.type;
        final double[] bs = bodies.motion.bs, maxExtent = bodies.mass.maxExtent, colFat = col.fat;
        final double lastDt = ctx.dt, speculativeDistance = ctx.speculativeDistance, linearSlop = ctx.linearSlop;
        for (int k = 0; k < ids.high; k++) {
            int f = flags[k];
            if ((f & ALIVE) == 0) continue;
            int ca = colA[k], cb = colB[k];
            int ba = bodyA[k], bb = bodyB[k];
            boolean awakeA = (bFlags[ba] & Bodies.AWAKE) != 0, awakeB = (bFlags[bb] & Bodies.AWAKE) != 0;
            if (!awakeA && !awakeB) continue;
            // fat bounds no longer overlap: the contact ends
            int oa = 4 * ca, ob = 4 * cb;
            if (colFat[oa] > colFat[ob + 2]
                    || colFat[ob] > colFat[oa + 2]
                    || colFat[oa + 1] > colFat[ob + 3]
                    || colFat[ob + 1] > colFat[oa + 3]) {
                if ((f & TOUCHING) != 0) pushEnd(k);
                destroy(k);
                continue;
            }
            final Manifold m = current;
            boolean touching, kept = false;
            if ((f & SENSOR) != 0) {
                touching = narrow.collide(col.shape[ca], bodies.pose.xf[ba], col.shape[cb], bodies.pose.xf[bb], 0.0, m)
                        && m.pointCount > 0
                        && isTouchingManifold(m);
                m.pointCount = 0;
            } else {
                // speculative margin grows with the closing speed so that fast bodies meet thin walls
                int sa = STRIDE * ba, sb = STRIDE * bb;
                double rvx = bs[sb + VX] - bs[sa + VX], rvy = bs[sb + VY] - bs[sa + VY];
                double rs = Math.sqrt(rvx * rvx + rvy * rvy)
                        + Math.abs(bs[sa + W]) * maxExtent[ba]
                        + Math.abs(bs[sb + W]) * maxExtent[bb];
                double spec = Math.max(speculativeDistance, rs * lastDt + speculativeDistance);
                int o = 2 * k;
                if (points[k] > 0
                        && rs * lastDt < ContactRecycling.DISTANCE
                        && recycling.mayKeep(k, ca, cb, ba, bb, (f & TOUCHING) != 0)
                        && recycling.keep(k, ca, cb, ba, bb, points[k], pid, spec, m)) {
                    // slow since the manifold was computed: kept, its ids and impulses too (ContactRecycling)
                    kept = true;
                    maxImp[o] = 0;
                    maxImp[o + 1] = 0;
                    touching = true;
                } else {
                    touching = collide(k, ca, cb, ba, bb, spec, m);
                }
            }
            store(k, m);
            boolean enabled = true;
            if (touching
                    && listener != null
                    && (f & SENSOR) == 0
                    && ((col.flags[ca] | col.flags[cb]) & Colliders.PRESOLVE) != 0) {
                enabled = listener.preSolve(world, k, m);
            }
            boolean wasTouching = (f & TOUCHING) != 0;
            // "touching" for events: a point with separation <= 0 (speculative points do not count)
            boolean reallyTouching = touching && ((f & SENSOR) != 0 || minSeparation(m) <= linearSlop);
            f &= ~(TOUCHING | ENABLED | SIM | KEPT);
            if (kept) f |= KEPT;
            if (reallyTouching) f |= TOUCHING;
            if (enabled) f |= ENABLED;
            if (touching && enabled && (f & SENSOR) == 0) f |= SIM;
            flags[k] = f;
            if (reallyTouching && !wasTouching) pushBegin(k);
            else if (!reallyTouching && wasTouching) pushEnd(k);
            if ((f & SIM) != 0) {
                // waking on contact: a sleeping body hit by an awake one joins the step
                if (!awakeA && bType[ba] != Bodies.STATIC) world.islands.wakeBody(ba);
                if (!awakeB && bType[bb] != Bodies.STATIC) world.islands.wakeBody(bb);
            }
        }
    }

    /**
     * Contact k's manifold computed afresh into m (speculative margin spec), its points matched to last step's by
     * feature id for the warm start, and cached for {@link ContactRecycling}; whether it has points.
     */
    private boolean collide(int k, int ca, int cb, int ba, int bb, double spec, Manifold m) {
        final Bodies bodies = world.bodies;
        final Colliders col = world.colliders;
        int o = 2 * k;
        int id0 = pid[o], id1 = pid[o + 1];
        double n0 = nImp[o], n1 = nImp[o + 1], t0 = tImp[o], t1 = tImp[o + 1];
        narrow.collide(col.shape[ca], bodies.pose.xf[ba], col.shape[cb], bodies.pose.xf[bb], spec, m);
        world.smoothing.apply(ca, cb, spec, m);
        if (m.pointCount > 0 && spec > world.ctx.speculativeDistance && !world.continuous.willMeet(k, m))
            m.pointCount = 0;
        int pc = m.pointCount;
        for (int i = 0; i < 2; i++) {
            double ni = 0, ti = 0;
            int id = -1;
            if (i < pc) {
                id = m.id[i];
                if (id == id0) {
                    ni = n0;
                    ti = t0;
                } else if (id == id1) {
                    ni = n1;
                    ti = t1;
                }
            }
            pid[o + i] = id;
            nImp[o + i] = ni;
            tImp[o + i] = ti;
            maxImp[o + i] = 0;
        }
        recycling.cache(k, ca, cb, ba, bb, m);
        return pc > 0;
    }

    /** Slow contacts' kept manifolds. */
    private final ContactRecycling recycling;

    /** The narrow phase's output for the contact being updated (then copied by {@link #store}). */
    private final Manifold current = new Manifold();

    /** Contact k's manifold m into the flat store ({@link #manifold}; its ids are already in {@link #pid}). */
    private void store(int k, Manifold m) {
        final double[] sm = manifold;
        int pc = m.pointCount, o = SM_STRIDE * k;
        points[k] = pc;
        sm[o + SM_NX] = m.normalX;
        sm[o + SM_NY] = m.normalY;
        for (int i = 0; i < pc; i++) {
            int p = o + SM_P0 + SM_PSTRIDE * i;
            sm[p + SM_X] = m.x[i];
            sm[p + SM_Y] = m.y[i];
            sm[p + SM_SEP] = m.separation[i];
        }
    }

    /** Contact k's last normal, from A to B (x, y). */
    double normalX(int k) {
        return manifold[SM_STRIDE * k + SM_NX];
    }

    double normalY(int k) {
        return manifold[SM_STRIDE * k + SM_NY];
    }

    /** Contact k's last manifold into out (normal from A to B, points, separations, feature ids); returns out. */
    Manifold read(int k, Manifold out) {
        final double[] sm = manifold;
        int o = SM_STRIDE * k;
        out.clear();
        out.normalX = normalX(k);
        out.normalY = normalY(k);
        for (int i = 0; i < points[k]; i++) {
            int p = o + SM_P0 + SM_PSTRIDE * i;
            out.addPoint(sm[p + SM_X], sm[p + SM_Y], sm[p + SM_SEP], pid[2 * k + i]);
        }
        return out;
    }

    private static boolean isTouchingManifold(Manifold m) {
        for (int i = 0; i < m.pointCount; i++) if (m.separation[i] <= 0) return true;
        return false;
    }

    private static double minSeparation(Manifold m) {
        double s = Double.MAX_VALUE;
        for (int i = 0; i < m.pointCount; i++) s = Math.min(s, m.separation[i]);
        return s;
    }
}
