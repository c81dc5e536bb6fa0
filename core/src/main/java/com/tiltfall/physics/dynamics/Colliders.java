package com.tiltfall.physics.dynamics;

import static com.tiltfall.physics.dynamics.BodyState.STRIDE;
import static com.tiltfall.physics.dynamics.BodyState.VX;
import static com.tiltfall.physics.dynamics.BodyState.VY;

import com.tiltfall.physics.collision.Aabb;
import com.tiltfall.physics.collision.ArrayGrowth;
import com.tiltfall.physics.collision.DynamicTree;
import com.tiltfall.physics.collision.Shape;
import com.tiltfall.physics.collision.Transform;
import com.tiltfall.physics.collision.TreeQueryCallback;

/**
 * Collider storage (shapes attached to bodies, struct of arrays indexed by collider id), their fat bounds and the
 * broad phase over them. A moving collider's bounds are its shape's box stretched by one step of the body's motion
 * (look-ahead) plus a margin; static colliders get their tight box.
 */
final class Colliders {
    static final int ALIVE = 1, SENSOR = 2, PRESOLVE = 4;

    final IdPool ids = new IdPool("collider");
    int cap;
    Shape[] shape;
    /** Owning body, next collider of the same body, flags, filter, broad-phase proxy. */
    int[] body, next, flags, category, mask, proxy;

    double[] density, muS, muD, rest;
    /** Surface (tangent) speed, m/s: the surface moves clockwise round the shape at it (a conveyor; 0 mostly). */
    double[] surfaceSpeed;
    /** Fat bounds, 4 per collider: minX, minY, maxX, maxY. */
    double[] fat;
    /** Broad-phase margin of the collider on a moving body before the floor ({@link #marginFor}). */
    double[] margin;

    Object[] user;
    /** Broad phase over {@link #fat} (bounds as given: the colliders fatten them), with a move buffer. */
    final DynamicTree broad = new DynamicTree();

    private final World world;
    private final Aabb tmpAabb = new Aabb();

    Colliders(World world) {
        this.world = world;
    }

    void grow(int n) {
        shape = ArrayGrowth.grow(shape, new Shape[n]);
        body = ArrayGrowth.grow(body, n);
        next = ArrayGrowth.grow(next, n);
        flags = ArrayGrowth.grow(flags, n);
        category = ArrayGrowth.grow(category, n);
        mask = ArrayGrowth.grow(mask, n);
        proxy = ArrayGrowth.grow(proxy, n);
        density = ArrayGrowth.grow(density, n);
        muS = ArrayGrowth.grow(muS, n);
        muD = ArrayGrowth.grow(muD, n);
        rest = ArrayGrowth.grow(rest, n);
        surfaceSpeed = ArrayGrowth.grow(surfaceSpeed, n);
        fat = ArrayGrowth.grow(fat, 4 * n);
        margin = ArrayGrowth.grow(margin, n);
        user = ArrayGrowth.grow(user, n);
        cap = n;
    }

    /** Fills a new collider's slot, links it to its body and creates its proxy. */
    void init(int c, int b, ColliderDef def) {
        final Bodies bodies = world.bodies;
        shape[c] = def.shape;
        body[c] = b;
        flags[c] = ALIVE | (def.sensor ? SENSOR : 0) | (def.preSolve ? PRESOLVE : 0);
        category[c] = def.category;
        mask[c] = def.mask;
        density[c] = def.density;
        muS[c] = def.staticFriction;
        muD[c] = def.dynamicFriction;
        rest[c] = def.restitution;
        surfaceSpeed[c] = def.surfaceSpeed;
        user[c] = def.userData;
        next[c] = bodies.colliderHead[b];
        bodies.colliderHead[b] = c;
        margin[c] = marginFor(def.shape);
        computeFat(c, true);
        int o = 4 * c;
        int type = bodies.type[b];
        proxy[c] =
                broad.createProxy(c, fat[o], fat[o + 1], fat[o + 2], fat[o + 3], type == Bodies.STATIC, kindBits(type));
    }

    /** Box2D v3's margin rule: an eighth of the shape's extent (its local box's half diagonal). */
    static final double MARGIN_FRACTION = 0.125;

    /**
     * The fat box's margin around a moving shape (Box2D v3's {@code b2ComputeShapeMargin}): an eighth of its extent,
     * at most the world's margin (10 cm) and at least half the speculative distance, so two resting neighbours within
     * the speculative distance of each other keep their pair. A small margin means fewer pairs that never touch
     * (the tumbler's 0.25 m boxes: 9,300 pairs instead of 16,000) at the cost of more proxy moves, which
     * {@link DynamicTree#enlargeProxy} makes cheap.
     */
    private double marginFor(Shape s) {
        s.computeAabb(IDENTITY, tmpAabb);
        double hx = 0.5 * (tmpAabb.maxX - tmpAabb.minX), hy = 0.5 * (tmpAabb.maxY - tmpAabb.minY);
        double extent = Math.sqrt(hx * hx + hy * hy);
        return Math.min(world.ctx.aabbMargin, MARGIN_FRACTION * extent);
    }

    private static final Transform IDENTITY = new Transform();

    /** A proxy's kind bits in the broad phase: one bit per body type, so queries can skip types. */
    static int kindBits(int bodyType) {
        return 1 << bodyType;
    }

    /** Body b changed type: its proxies' kind bits follow. */
    void updateKinds(int b) {
        int bits = kindBits(world.bodies.type[b]);
        for (int c = world.bodies.colliderHead[b]; c != -1; c = next[c]) broad.setKind(proxy[c], bits);
    }

    /** Unlinks a collider from its body and frees its proxy and slot (its contacts must be gone already). */
    void remove(int c) {
        final Bodies bodies = world.bodies;
        int b = body[c];
        broad.destroyProxy(proxy[c]);
        if (bodies.colliderHead[b] == c) bodies.colliderHead[b] = next[c];
        else
            for (int p = bodies.colliderHead[b]; p != -1; p = next[p])
                if (next[p] == c) {
                    next[p] = next[c];
                    break;
                }
        flags[c] = 0;
        shape[c] = null;
        user[c] = null;
        ids.release(c);
    }

    /**
     * A static proxy never looks for pairs itself (moving proxies find it), but a body already at rest beside it
     * does not move: look from the static side once (Box2D v3's forced pair creation) and wake the bodies it
     * overlaps, so that a wall dropped onto a sleeping crate pushes it. Level loading (before the first step) skips
     * this: its pairs are found from the dynamic side anyway, in the same order as always.
     */
    void addStaticAfterStart(int c) {
        broad.touch(proxy[c]);
        int o = 4 * c;
        broad.query(fat[o], fat[o + 1], fat[o + 2], fat[o + 3], wakeOverlapped);
    }

    private final TreeQueryCallback wakeOverlapped = new TreeQueryCallback() {
        @Override
        public boolean reportProxy(int proxyId) {
            world.islands.wakeBody(body[broad.getUserData(proxyId)]);
            return true;
        }
    };

    /**
     * Recomputes collider c's bounds: the shape's box at the body's pose, stretched by one step of the body's
     * velocity. Unless forced, the proxy moves only when that box has left the current fat one.
     */
    void computeFat(int c, boolean force) {
        final Bodies bodies = world.bodies;
        final double[] fat = this.fat;
        int b = body[c];
        shape[c].computeAabb(bodies.pose.xf[b], tmpAabb);
        int o = 4 * c;
        double minX = tmpAabb.minX, minY = tmpAabb.minY, maxX = tmpAabb.maxX, maxY = tmpAabb.maxY;
        boolean isStatic = bodies.type[b] == Bodies.STATIC;
        if (!isStatic) {
            // predictive: extend by one step of displacement so that fast bodies meet what lies ahead (speculative
            // contacts); the box must hold this look-ahead every step, not only the body, or it goes stale
            double dt = world.ctx.dt;
            double ex = bodies.motion.bs[STRIDE * b + VX] * dt, ey = bodies.motion.bs[STRIDE * b + VY] * dt;
            if (ex < 0) minX += ex;
            else maxX += ex;
            if (ey < 0) minY += ey;
            else maxY += ey;
        }
        if (!force && minX >= fat[o] && minY >= fat[o + 1] && maxX <= fat[o + 2] && maxY <= fat[o + 3]) return;
        double m = isStatic ? 0.0 : Math.max(0.5 * world.ctx.speculativeDistance, margin[c]);
        minX -= m;
        minY -= m;
        maxX += m;
        maxY += m;
        fat[o] = minX;
        fat[o + 1] = minY;
        fat[o + 2] = maxX;
        fat[o + 3] = maxY;
        if (!force) broad.enlargeProxy(proxy[c], minX, minY, maxX, maxY);
    }

    /** Recomputes the bounds of every collider of body b; forced: moves the proxies whatever the new box. */
    void refreshProxies(int b, boolean force) {
        for (int c = world.bodies.colliderHead[b]; c != -1; c = next[c]) {
            if (force) {
                computeFat(c, true);
                int o = 4 * c;
                broad.moveProxy(proxy[c], fat[o], fat[o + 1], fat[o + 2], fat[o + 3]);
            } else computeFat(c, false);
        }
    }

    /** Puts every collider of body b in the broad phase's move buffer: they look for pairs at the next step. */
    void touchAll(int b) {
        for (int c = world.bodies.colliderHead[b]; c != -1; c = next[c]) broad.touch(proxy[c]);
    }
}
