package com.tiltfall.physics.dynamics;

import static com.tiltfall.physics.dynamics.BodyState.STRIDE;
import static com.tiltfall.physics.dynamics.BodyState.VX;
import static com.tiltfall.physics.dynamics.BodyState.VY;
import static com.tiltfall.physics.dynamics.BodyState.W;

import com.tiltfall.physics.collision.Aabb;
import com.tiltfall.physics.collision.ArrayGrowth;
import com.tiltfall.physics.collision.DynamicTree;
import com.tiltfall.physics.collision.Manifold;
import com.tiltfall.physics.collision.Segment;
import com.tiltfall.physics.collision.Shape;
import com.tiltfall.physics.collision.Transform;
import com.tiltfall.physics.collision.TreeQueryCallback;

/**
 * Continuous collision with {@link TimeOfImpact}: the fast bodies of a step (listed by
 * {@code Integrators.finalizeBodies}: moved more than half their smallest width) are swept from the step's start
 * pose to its end ({@link #solveContinuous}); and a contact found only thanks to the speed-scaled speculative margin
 * is kept only if the shapes really meet within the step ({@link #willMeet}).
 */
final class ContinuousCollision {
    final TimeOfImpact toi = new TimeOfImpact();
    int[] fastList = new int[16];
    int fastCount;
    /** Fraction of its step each fast body keeps (1: no impact), filled before any body is moved back. */
    double[] toiFraction = new double[16];

    private final World world;
    private final Aabb tmpAabb = new Aabb();

    ContinuousCollision(World world) {
        this.world = world;
    }

    void grow(int n) {
        fastList = ArrayGrowth.grow(fastList, n);
        toiFraction = ArrayGrowth.grow(toiFraction, n);
    }

    void addFast(int b) {
        fastList[fastCount++] = b;
    }

    /**
     * A contact found only thanks to the speed-scaled margin is kept only if the shapes really meet within the step
     * when both keep their velocities (time of impact): two bodies passing each other fast, corner by corner, would
     * otherwise collide with a ghost, since the speculative constraint along the corner-to-corner line does not know
     * that they slide past.
     */
    boolean willMeet(int k, Manifold m) {
        final Bodies bodies = world.bodies;
        final Contacts contacts = world.contacts;
        final Shape[] colShape = world.colliders.shape;
        final double[] bs = bodies.motion.bs,
                lcx = bodies.pose.lcx,
                lcy = bodies.pose.lcy,
                px = bodies.pose.px,
                py = bodies.pose.py,
                ang = bodies.pose.ang;
        final double speculativeDistance = world.ctx.speculativeDistance;
        if (m.minSeparation() <= speculativeDistance) return true;
        int ca = contacts.colA[k], cb = contacts.colB[k], ba = contacts.bodyA[k], bb = contacts.bodyB[k];
        double h = world.ctx.dt;
        double t = toi.solve(
                colShape[ca],
                lcx[ba],
                lcy[ba],
                px[ba],
                py[ba],
                ang[ba],
                h * bs[STRIDE * ba + VX],
                h * bs[STRIDE * ba + VY],
                h * bs[STRIDE * ba + W],
                colShape[cb],
                lcx[bb],
                lcy[bb],
                px[bb],
                py[bb],
                ang[bb],
                h * bs[STRIDE * bb + VX],
                h * bs[STRIDE * bb + VY],
                h * bs[STRIDE * bb + W],
                1.0);
        return t < 1.0;
    }

    private int[] candidates = new int[16];
    private int candidateCount;
    private final TreeQueryCallback collectCandidates = this::collect;

    private boolean collect(int proxyId) {
        if (candidateCount == candidates.length) candidates = ArrayGrowth.grow(candidates, 2 * candidates.length);
        candidates[candidateCount++] = world.colliders.broad.getUserData(proxyId);
        return true;
    }

    /**
     * Box2D v3's continuous phase: every fast body is swept from its pose at the start of the step to its final pose
     * against static colliders (bullets: against every body, the others' sweeps included); one that would touch
     * something on the way is moved back to the time of impact, keeping its velocity, and the next step's speculative
     * contact stops it. All fractions are found before any body moves, so the result does not depend on body order.
     * Colliders with a pre-solve rule (one-way platforms) are left to the contact solver, which decides per step.
     */
    void solveContinuous() {
        if (fastCount == 0) return;
        final Bodies bodies = world.bodies;
        final Colliders col = world.colliders;
        final double[] px = bodies.pose.px,
                py = bodies.pose.py,
                ang = bodies.pose.ang,
                c0x = bodies.history.c0x,
                c0y = bodies.history.c0y,
                a0 = bodies.history.a0;
        final double[] sweepDa = bodies.history.sweepDa,
                lcx = bodies.pose.lcx,
                lcy = bodies.pose.lcy,
                qc = bodies.pose.qc,
                qs = bodies.pose.qs;
        final double[] maxExtent = bodies.mass.maxExtent;
        final Transform[] bXf = bodies.pose.xf;
        final int[] bColliderHead = bodies.colliderHead, colNext = col.next, colFlags = col.flags, colBody = col.body;
        final int[] bType = bodies.type, bFlags = bodies.flags, bJointHead = bodies.jointHead;
        final int[] colCategory = col.category, colMask = col.mask;
        final Shape[] colShape = col.shape;
        for (int i = 0; i < fastCount; i++) toiFraction[fastList[i]] = sweepFraction(fastList[i]);
        for (int i = 0; i < fastCount; i++) {
            int b = fastList[i];
            double t = toiFraction[b];
            if (t >= 1.0) continue;
            double a = a0[b] + t * sweepDa[b];
            px[b] = c0x[b] + t * (px[b] - c0x[b]);
            py[b] = c0y[b] + t * (py[b] - c0y[b]);
            ang[b] = a;
            Transform xf = bXf[b];
            xf.set(xf.x, xf.y, a);
            qc[b] = xf.cos;
            qs[b] = xf.sin;
            xf.setPosition(px[b] - (qc[b] * lcx[b] - qs[b] * lcy[b]), py[b] - (qs[b] * lcx[b] + qc[b] * lcy[b]));
            for (int c = bColliderHead[b]; c != -1; c = colNext[c]) col.computeFat(c, false);
        }
        fastCount = 0;
    }

    /** A one-sided segment is solid from its front only: a body whose centre started behind it passes. */
    private boolean behindOneSided(int segmentCollider, int b) {
        final Bodies bodies = world.bodies;
        final Colliders col = world.colliders;
        final double[] px = bodies.pose.px,
                py = bodies.pose.py,
                ang = bodies.pose.ang,
                c0x = bodies.history.c0x,
                c0y = bodies.history.c0y,
                a0 = bodies.history.a0;
        final double[] sweepDa = bodies.history.sweepDa,
                lcx = bodies.pose.lcx,
                lcy = bodies.pose.lcy,
                qc = bodies.pose.qc,
                qs = bodies.pose.qs;
        final double[] maxExtent = bodies.mass.maxExtent;
        final Transform[] bXf = bodies.pose.xf;
        final int[] bColliderHead = bodies.colliderHead, colNext = col.next, colFlags = col.flags, colBody = col.body;
        final int[] bType = bodies.type, bFlags = bodies.flags, bJointHead = bodies.jointHead;
        final int[] colCategory = col.category, colMask = col.mask;
        final Shape[] colShape = col.shape;
        Shape s = colShape[segmentCollider];
        if (!(s instanceof Segment) || !((Segment) s).oneSided) return false;
        Segment seg = (Segment) s;
        Transform xf = bXf[colBody[segmentCollider]];
        double nx = xf.rotateX(seg.frontNormalX(), seg.frontNormalY()),
                ny = xf.rotateY(seg.frontNormalX(), seg.frontNormalY());
        double vx = xf.toWorldX(seg.x1, seg.y1), vy = xf.toWorldY(seg.x1, seg.y1);
        return nx * (c0x[b] - vx) + ny * (c0y[b] - vy) < 0.0;
    }

    /** Smallest time of impact in (0, 1) of body b's colliders over this step, or 1. */
    private double sweepFraction(int b) {
        final Bodies bodies = world.bodies;
        final Colliders col = world.colliders;
        final double[] px = bodies.pose.px,
                py = bodies.pose.py,
                ang = bodies.pose.ang,
                c0x = bodies.history.c0x,
                c0y = bodies.history.c0y,
                a0 = bodies.history.a0;
        final double[] sweepDa = bodies.history.sweepDa,
                lcx = bodies.pose.lcx,
                lcy = bodies.pose.lcy,
                qc = bodies.pose.qc,
                qs = bodies.pose.qs;
        final double[] maxExtent = bodies.mass.maxExtent;
        final Transform[] bXf = bodies.pose.xf;
        final int[] bColliderHead = bodies.colliderHead, colNext = col.next, colFlags = col.flags, colBody = col.body;
        final int[] bType = bodies.type, bFlags = bodies.flags, bJointHead = bodies.jointHead;
        final int[] colCategory = col.category, colMask = col.mask;
        final Shape[] colShape = col.shape;
        boolean bullet = (bFlags[b] & Bodies.BULLET) != 0;
        int kindMask = bullet ? DynamicTree.ALL_KINDS : Colliders.kindBits(Bodies.STATIC);
        double dcx = px[b] - c0x[b], dcy = py[b] - c0y[b], da = sweepDa[b];
        double t = 1.0;
        for (int c = bColliderHead[b]; c != -1; c = colNext[c]) {
            if ((colFlags[c] & Colliders.SENSOR) != 0) continue;
            int o = 4 * c;
            // swept box: the final tight box (inside the fat one) and the start box
            colShape[c].computeAabb(bXf[b], tmpAabb);
            double minX = Math.min(tmpAabb.minX, tmpAabb.minX - dcx), maxX = Math.max(tmpAabb.maxX, tmpAabb.maxX - dcx);
            double minY = Math.min(tmpAabb.minY, tmpAabb.minY - dcy), maxY = Math.max(tmpAabb.maxY, tmpAabb.maxY - dcy);
            double grow = Math.abs(da) * maxExtent[b];
            candidateCount = 0;
            // only static colliders stop a body that is not a bullet: the tree skips the subtrees without one
            col.broad.query(minX - grow, minY - grow, maxX + grow, maxY + grow, kindMask, collectCandidates);
            for (int i = 0; i < candidateCount; i++) {
                int oc = candidates[i];
                int ob = colBody[oc];
                if (ob == b || ((colFlags[oc] & (Colliders.SENSOR | Colliders.PRESOLVE)) != 0)) continue;
                if (bType[ob] != Bodies.STATIC && !bullet) continue;
                if ((colCategory[c] & colMask[oc]) == 0 || (colCategory[oc] & colMask[c]) == 0) continue;
                if (bJointHead[b] != -1 && bJointHead[ob] != -1 && world.joints.preventsCollision(b, ob)) continue;
                if (behindOneSided(oc, b)) continue;
                boolean moving = bType[ob] != Bodies.STATIC && (bFlags[ob] & Bodies.AWAKE) != 0;
                double oc0x = moving ? c0x[ob] : px[ob], oc0y = moving ? c0y[ob] : py[ob];
                double oa0 = moving ? a0[ob] : ang[ob], oda = moving ? sweepDa[ob] : 0.0;
                Shape mine = colShape[c];
                double f = sweep(colShape[oc], ob, oc0x, oc0y, oa0, oda, mine, b, dcx, dcy, da, t);
                if (f == 0.0) {
                    // already touching at the start: the contact solver has it, unless the core passes through
                    toi.prepareCore(mine);
                    f = sweep(colShape[oc], ob, oc0x, oc0y, oa0, oda, null, b, dcx, dcy, da, t);
                }
                if (f > 0.0 && f < t) t = f;
            }
        }
        return t;
    }

    /**
     * Time of impact of body b's shape (null: the core set by {@link TimeOfImpact#prepareCore}) swept by (dcx, dcy, da)
     * from the step's start, against the other body's shape swept from (oc0x, oc0y, oa0) to where it is now.
     */
    private double sweep(
            Shape other,
            int ob,
            double oc0x,
            double oc0y,
            double oa0,
            double oda,
            Shape mine,
            int b,
            double dcx,
            double dcy,
            double da,
            double tMax) {
        Bodies bodies = world.bodies;
        double[] px = bodies.pose.px, py = bodies.pose.py, lcx = bodies.pose.lcx, lcy = bodies.pose.lcy;
        return toi.solve(
                other,
                lcx[ob],
                lcy[ob],
                oc0x,
                oc0y,
                oa0,
                px[ob] - oc0x,
                py[ob] - oc0y,
                oda,
                mine,
                lcx[b],
                lcy[b],
                bodies.history.c0x[b],
                bodies.history.c0y[b],
                bodies.history.a0[b],
                dcx,
                dcy,
                da,
                tMax);
    }
}
