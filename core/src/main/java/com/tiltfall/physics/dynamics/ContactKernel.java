package com.tiltfall.physics.dynamics;

import static com.tiltfall.physics.dynamics.BodyState.DPX;
import static com.tiltfall.physics.dynamics.BodyState.DPY;
import static com.tiltfall.physics.dynamics.BodyState.QC;
import static com.tiltfall.physics.dynamics.BodyState.QS;
import static com.tiltfall.physics.dynamics.BodyState.VX;
import static com.tiltfall.physics.dynamics.BodyState.VY;
import static com.tiltfall.physics.dynamics.BodyState.W;
import static com.tiltfall.physics.dynamics.ContactSolver.CF_IA;
import static com.tiltfall.physics.dynamics.ContactSolver.CF_IB;
import static com.tiltfall.physics.dynamics.ContactSolver.CF_MA;
import static com.tiltfall.physics.dynamics.ContactSolver.CF_MB;
import static com.tiltfall.physics.dynamics.ContactSolver.CF_MUD;
import static com.tiltfall.physics.dynamics.ContactSolver.CF_MUS;
import static com.tiltfall.physics.dynamics.ContactSolver.CF_NX;
import static com.tiltfall.physics.dynamics.ContactSolver.CF_NY;
import static com.tiltfall.physics.dynamics.ContactSolver.CF_P0;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_DA;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_DB;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_MAXIMP;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_NIMP;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_NMASS;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_RNA;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_RNB;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_SEP;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_STRIDE;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_TIMP;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_TMASS;

/**
 * The contact kernel, written once: one contact constraint's two bodies (their velocities held in fields while the
 * constraint is worked on, written back at the end) and the per-point updates every path of {@link ContactSolver}
 * uses: {@link #apply} (an impulse on both bodies: warm start, normal, friction, block, restitution),
 * {@link #normalPoint} (one soft-step normal point), {@link #frictionPoint}, {@link #separation},
 * {@link #normalVelocity}, {@link #velocityBias}. The constraint-level paths ({@link #solveBlock},
 * {@link #solvePoints}, {@link #warmStart}, {@link #restitute}) are sequences of these; only the 2x2 solve of
 * {@link #blockNormal} is specific to the block.
 *
 * <p>One instance per solver, reused for every constraint (no per-call objects). The fields act as locals: the JIT
 * inlines the small methods and keeps the values in registers between them, so this costs what the hand-written
 * copies cost (measured, docs/performance/dynamics.md). Two instances give the paired lane: two constraints on
 * disjoint bodies, their steps interleaved so that the CPU runs two independent dependency chains.
 *
 * <p>Constraint layout: {@link ContactSolver}'s {@code cf} (constraint at offset o, points at o + {@code CF_P0} +
 * {@code CP_STRIDE} i); body state: {@link BodyState} ({@code a}, {@code b} are offsets into {@code bs}).
 */
final class ContactKernel {
    /** Offsets of the bodies in bs, inverse masses and inertias, normal (from A to B), friction coefficients. */
    private int a, b;

    private double mA, iA, mB, iB, nx, ny, muS, muD;
    /** The bodies' velocities while the constraint is solved. */
    double vAx, vAy, wA, vBx, vBy, wB;
    /** Separation terms: n . (dpB - dpA) and the rotation deltas (cos, sin) of both bodies. */
    private double dn, qAc, qAs, qBc, qBs;
    /** This constraint's softness: bias rate, mass scale, impulse scale, impulse / mass scale (the block's form). */
    private double bias, massScale, impScale, softness;
    /** This pass's sub-step rate, bias on (solve) or off (relax), speculative push limit. */
    private double invH, pushMax;

    private boolean useBias;
    /** This pass's softness of contacts and of contacts with a static side (ContactSolver sets them per pass). */
    private double cBias, cMassScale, cImpScale, cSoftness, sBias, sMassScale, sImpScale, sSoftness;

    /** Settings of one pass: sub-step rate, biased solve or relax, push limit, softness (contacts, static contacts). */
    void beginPass(double invH, boolean useBias, StepContext ctx) {
        this.invH = invH;
        this.useBias = useBias;
        pushMax = ctx.contactPushMaxVelocity;
        cBias = ctx.cBias;
        cMassScale = ctx.cMassScale;
        cImpScale = ctx.cImpScale;
        cSoftness = ctx.cImpScale / ctx.cMassScale;
        sBias = ctx.sBias;
        sMassScale = ctx.sMassScale;
        sImpScale = ctx.sImpScale;
        sSoftness = ctx.sImpScale / ctx.sMassScale;
    }

    /** Loads constraint o (bodies at a, b in bs): masses, normal, friction, velocities. */
    void load(double[] bs, double[] cf, int a, int b, int o) {
        this.a = a;
        this.b = b;
        mA = cf[o + CF_MA];
        iA = cf[o + CF_IA];
        mB = cf[o + CF_MB];
        iB = cf[o + CF_IB];
        nx = cf[o + CF_NX];
        ny = cf[o + CF_NY];
        muS = cf[o + CF_MUS];
        muD = cf[o + CF_MUD];
        vAx = bs[a + VX];
        vAy = bs[a + VY];
        wA = bs[a + W];
        vBx = bs[b + VX];
        vBy = bs[b + VY];
        wB = bs[b + W];
    }

    /** Also the position terms of the current separation, and the softness (static side or not) of this pass. */
    void loadPositions(double[] bs, boolean staticSide) {
        qAc = bs[a + QC];
        qAs = bs[a + QS];
        qBc = bs[b + QC];
        qBs = bs[b + QS];
        dn = (bs[b + DPX] - bs[a + DPX]) * nx + (bs[b + DPY] - bs[a + DPY]) * ny;
        bias = staticSide ? sBias : cBias;
        massScale = staticSide ? sMassScale : cMassScale;
        impScale = staticSide ? sImpScale : cImpScale;
        softness = staticSide ? sSoftness : cSoftness;
    }

    /** Writes the velocities back; static and kinematic sides are not written (no false dependency between constraints sharing the ground). */
    void store(double[] bs) {
        if (mA != 0) {
            bs[a + VX] = vAx;
            bs[a + VY] = vAy;
            bs[a + W] = wA;
        }
        if (mB != 0) {
            bs[b + VX] = vBx;
            bs[b + VY] = vBy;
            bs[b + W] = wB;
        }
    }

    /** The impulse (px, py) at the anchors: -P on A, +P on B; angA, angB: rA x P and rB x P. */
    void apply(double px, double py, double angA, double angB) {
        vAx -= mA * px;
        vAy -= mA * py;
        wA -= iA * angA;
        vBx += mB * px;
        vBy += mB * py;
        wB += iB * angB;
    }

    /**
     * Current separation of point p: n . (dpB - dpA) + (cB dB + sB rnB) - (cA dA + sA rnA) + the adjusted separation
     * (the anchors enter only through d = r . n and rn = r x n, prepared once per step).
     */
    double separation(double[] cf, int p) {
        return dn
                + (qBc * cf[p + CP_DB] + qBs * cf[p + CP_RNB])
                - (qAc * cf[p + CP_DA] + qAs * cf[p + CP_RNA])
                + cf[p + CP_SEP];
    }

    /** Relative normal velocity at a point with anchors rnA = rA x n, rnB = rB x n. */
    double normalVelocity(double rnA, double rnB) {
        return (vBx - vAx) * nx + (vBy - vAy) * ny + (wB * rnB - wA * rnA);
    }

    /**
     * The velocity bias at separation s: a point still apart may close the gap in this sub-step (speculative, rigid);
     * a penetrating one is pushed out softly in the biased pass, at most at the push limit; none in the relax pass.
     */
    double velocityBias(double s) {
        if (s > 0) return s * invH;
        return useBias ? Math.max(bias * s, -pushMax) : 0;
    }

    /** Whether the point is solved softly: penetrating and the biased pass. */
    boolean soft(double s) {
        return !(s > 0) && useBias;
    }

    /**
     * One normal point (Box2D v3's soft step): imp = -m ms (vn + bias) - is old, the accumulated impulse kept >= 0.
     */
    void normalPoint(double[] cf, int p) {
        double rnA = cf[p + CP_RNA], rnB = cf[p + CP_RNB];
        double s = separation(cf, p);
        double vb = velocityBias(s);
        boolean soft = soft(s);
        double ms = soft ? massScale : 1, is = soft ? impScale : 0;
        double vn = normalVelocity(rnA, rnB);
        double old = cf[p + CP_NIMP];
        double imp = accumulateNormal(cf, p, old, -cf[p + CP_NMASS] * ms * (vn + vb) - is * old);
        apply(imp * nx, imp * ny, imp * rnA, imp * rnB);
    }

    /**
     * Adds imp to point p's accumulated normal impulse (old), kept >= 0, and to the step's largest; returns the
     * increment actually applied.
     */
    static double accumulateNormal(double[] cf, int p, double old, double imp) {
        double nw = nonNegative(old + imp);
        storeNormal(cf, p, nw);
        return nw - old;
    }

    /** The new accumulated normal impulse x >= 0 of point p, and the step's largest. */
    private static void storeNormal(double[] cf, int p, double x) {
        cf[p + CP_NIMP] = x;
        cf[p + CP_MAXIMP] = Math.max(cf[p + CP_MAXIMP], x);
    }

    /**
     * Friction at point q (tangent t = (ny, -nx), r x t = -d): static friction up to muS times the normal impulse,
     * kinetic friction muD beyond (the accumulated tangent impulse clamped to +-muD jn).
     */
    void frictionPoint(double[] cf, int q) {
        double fA = cf[q + CP_DA], fB = cf[q + CP_DB];
        double vt = (vBx - vAx) * ny - (vBy - vAy) * nx + (wA * fA - wB * fB);
        double told = cf[q + CP_TIMP];
        double cand = told - cf[q + CP_TMASS] * vt;
        double jn = cf[q + CP_NIMP];
        double tnw;
        if (Math.abs(cand) <= muS * jn) tnw = cand;
        else {
            double lim = muD * jn;
            tnw = cand > lim ? lim : (cand < -lim ? -lim : cand);
        }
        double timp = tnw - told;
        cf[q + CP_TIMP] = tnw;
        apply(timp * ny, -timp * nx, timp * -fA, timp * -fB);
    }

    // ------------------------------------------------------------------ constraint-level paths

    /** Warm start of the constraint at o with pc points: last step's impulses applied again. */
    void warmStart(double[] bs, double[] cf, int a, int b, int o, int pc) {
        load(bs, cf, a, b, o);
        for (int i = 0; i < pc; i++) {
            int p = o + CF_P0 + CP_STRIDE * i;
            // rotated anchors are not needed for warm starting precision; use the fixed ones as Box2D does
            double jn = cf[p + CP_NIMP], jt = cf[p + CP_TIMP];
            // r x P = jn (r x n) + jt (r x t) = jn rn - jt d
            apply(
                    jn * nx + jt * ny,
                    jn * ny + jt * -nx,
                    jn * cf[p + CP_RNA] - jt * cf[p + CP_DA],
                    jn * cf[p + CP_RNB] - jt * cf[p + CP_DB]);
        }
        store(bs);
    }

    /**
     * The constraint at o point by point (1 point, or 2 too ill-conditioned for the block), normal points in the
     * order pFirst, pSecond (offsets from o), then friction.
     */
    void solvePoints(
            double[] bs, double[] cf, int a, int b, int o, boolean staticSide, int pc, int pFirst, int pSecond) {
        load(bs, cf, a, b, o);
        loadPositions(bs, staticSide);
        if (pc == 2) {
            normalPoint(cf, o + pFirst);
            normalPoint(cf, o + pSecond);
            frictionPoint(cf, o + CF_P0);
            frictionPoint(cf, o + CF_P0 + CP_STRIDE);
        } else if (pc == 1) {
            normalPoint(cf, o + CF_P0);
            frictionPoint(cf, o + CF_P0);
        }
        store(bs);
    }

    /** A well-conditioned 2-point constraint at o: friction from the previous normal impulses, then the block. */
    void solveBlock(double[] bs, double[] cf, int a, int b, int o, boolean staticSide) {
        load(bs, cf, a, b, o);
        loadPositions(bs, staticSide);
        frictionPoint(cf, o + CF_P0);
        frictionPoint(cf, o + CF_P0 + CP_STRIDE);
        blockNormal(cf, o + CF_P0);
        store(bs);
    }

    /**
     * Both normal points at once (Box2D v2.4's block solver): the new accumulated impulses x solve the linear
     * complementarity problem w = A x + b, x >= 0, w >= 0, x . w = 0, where A is the 2x2 inverse effective mass K of
     * the two points plus the soft constraint's diagonal and b the normal velocities with no impulse at all plus the
     * bias. The four cases are tried in Box2D's order (both push, only the first, only the second, neither).
     *
     * <p>The soft step in this form: {@link #normalPoint}'s imp = -m ms (vn + bias) - is old is the exact solution of
     * vn' + bias + (K / a2) x = 0 with a2 = ms / is, so a soft point adds K_ii is / ms to A's diagonal; a speculative
     * point and the relax pass are rigid. Hence point by point iterated converges to this solution (Gauss-Seidel on
     * A, ContactKernelTest).
     */
    void blockNormal(double[] cf, int p0) {
        blockSystem(cf, p0);
        blockSolve(cf, p0);
    }

    /**
     * The block's system, left in fields for {@link #blockSolve}: the block is split in two because HotSpot inlines a
     * hot method only below 325 bytes of bytecode, and a block not inlined into its path costs the pyramid 15 %
     * (velocities through memory and a call per constraint).
     */
    private double a11, a22, k12, b0, b1;

    private void blockSystem(double[] cf, int p0) {
        int p1 = p0 + CP_STRIDE;
        double rnA0 = cf[p0 + CP_RNA], rnB0 = cf[p0 + CP_RNB], rnA1 = cf[p1 + CP_RNA], rnB1 = cf[p1 + CP_RNB];
        double s0 = separation(cf, p0), s1 = separation(cf, p1);
        double mAB = mA + mB;
        double k11 = mAB + iA * rnA0 * rnA0 + iB * rnB0 * rnB0;
        double k22 = mAB + iA * rnA1 * rnA1 + iB * rnB1 * rnB1;
        double k12 = mAB + iA * rnA0 * rnA1 + iB * rnB0 * rnB1;
        a11 = soft(s0) ? k11 + softness * k11 : k11;
        a22 = soft(s1) ? k22 + softness * k22 : k22;
        this.k12 = k12;
        double old0 = cf[p0 + CP_NIMP], old1 = cf[p1 + CP_NIMP];
        b0 = normalVelocity(rnA0, rnB0) + velocityBias(s0) - (k11 * old0 + k12 * old1);
        b1 = normalVelocity(rnA1, rnB1) + velocityBias(s1) - (k12 * old0 + k22 * old1);
    }

    private void blockSolve(double[] cf, int p0) {
        int p1 = p0 + CP_STRIDE;
        double a11 = this.a11, a22 = this.a22, k12 = this.k12, b0 = this.b0, b1 = this.b1;
        double old0 = cf[p0 + CP_NIMP], old1 = cf[p1 + CP_NIMP];
        double rnA0 = cf[p0 + CP_RNA], rnB0 = cf[p0 + CP_RNB], rnA1 = cf[p1 + CP_RNA], rnB1 = cf[p1 + CP_RNB];
        // case 1: both points push (x = -A^-1 b; the determinant is positive: K passed the condition test in prepare
        // and the soft terms only add to its diagonal)
        double invDet = 1.0 / (a11 * a22 - k12 * k12);
        double x0 = (k12 * b1 - a22 * b0) * invDet, x1 = (k12 * b0 - a11 * b1) * invDet;
        if (!(x0 >= 0 && x1 >= 0)) {
            // case 2: only the first pushes, the second stays apart or separates (w1 >= 0)
            x0 = -b0 / a11;
            x1 = 0;
            if (!(x0 >= 0 && k12 * x0 + b1 >= 0)) {
                // case 3: only the second
                x0 = 0;
                x1 = -b1 / a22;
                if (!(x1 >= 0 && k12 * x1 + b0 >= 0)) {
                    // case 4: neither; if even that fails (rounding), keep the impulses as they are (Box2D)
                    x1 = 0;
                    if (!(b0 >= 0 && b1 >= 0)) {
                        x0 = old0;
                        x1 = old1;
                    }
                }
            }
        }
        storeNormal(cf, p0, x0);
        storeNormal(cf, p1, x1);
        double d0 = x0 - old0, d1 = x1 - old1;
        apply((d0 + d1) * nx, (d0 + d1) * ny, d0 * rnA0 + d1 * rnA1, d0 * rnB0 + d1 * rnB1);
    }

    /**
     * Restitution of the constraint at o (restitution e != 0) for the points that approached faster than the
     * threshold (relative normal velocity at impact relV[r + i]) and were pushed: article 003's j = -(1 + e) vn / K,
     * here as the target vn' = -e vn0 on top of the solved velocity, less half a sub-step of gravity (accN h / 2):
     * semi-implicit Euler's velocity leads the exact one by that much (so the flight after the bounce peaks at e^2
     * times the drop).
     */
    void restitute(
            double[] bs,
            double[] cf,
            int a,
            int b,
            int o,
            int pc,
            double e,
            double threshold,
            double[] relV,
            int r,
            double halfAccH) {
        load(bs, cf, a, b, o);
        for (int i = 0; i < pc; i++) {
            int p = o + CF_P0 + CP_STRIDE * i;
            double v0 = relV[r + i];
            if (v0 > -threshold || cf[p + CP_MAXIMP] == 0) continue;
            double rnA = cf[p + CP_RNA], rnB = cf[p + CP_RNB];
            // (summed left to right, unlike normalVelocity: the order the bounce heights were measured with)
            double vn = (vBx - vAx) * nx + (vBy - vAy) * ny + wB * rnB - wA * rnA;
            double old = cf[p + CP_NIMP];
            double imp = accumulateNormal(cf, p, old, -cf[p + CP_NMASS] * (vn + e * v0 + halfAccH));
            apply(imp * nx, imp * ny, imp * rnA, imp * rnB);
        }
        store(bs);
    }

    /**
     * max(x, 0) for the accumulated normal impulse: the same bits as Math.max(x, 0.0) for every x but NaN (-0.0 gives
     * +0.0 in both), as a compare the CPU predicts instead of Math.max's intrinsic, a sequence of dependent
     * compare/blend instructions (for NaN and -0.0) in the middle of each point's velocity update: pyramid 0.90x the
     * time (docs/performance/dynamics.md).
     */
    static double nonNegative(double x) {
        return x > 0.0 ? x : 0.0;
    }
}
