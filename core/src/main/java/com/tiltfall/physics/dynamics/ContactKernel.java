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
import static com.tiltfall.physics.dynamics.ContactSolver.CF_TS;
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
 * The contact kernel, written once: the per-point updates every path of {@link ContactSolver} is made of, on one
 * constraint's two bodies, whose velocities are held in fields while the constraint is worked on and written back at
 * the end: {@link #apply} (an impulse on both bodies: warm start, normal, friction, block, restitution),
 * {@link #normalPoint} (one soft-step normal point), {@link #frictionPoint}, {@link #separation},
 * {@link #normalVelocity}, {@link #velocityBias}. The constraint-level paths ({@link #solveBlock},
 * {@link #solvePoints}, {@link #warmStart}, {@link #restitute}) are sequences of these; only the 2x2 solve of
 * {@link #blockNormal} is specific to the block.
 *
 * <p>One instance per solver, reused for every constraint (no per-call objects). Only the six velocities are
 * per-constraint fields; everything else is read from the constraint arrays or passed as an argument, and every
 * method is under HotSpot's 325-byte limit for inlining a hot method (hence the block in parts). The block path, the
 * hot one of stacks and piles, keeps the velocities in locals instead (its impulse updates are {@link #apply}'s
 * arithmetic written out): through the fields the pyramid took 1.09x main's time, with locals 1.0x
 * (docs/performance/collision.md).
 *
 * <p>Constraint layout: {@link ContactSolver}'s {@code cf} (constraint at offset o, points at o + {@code CF_P0} +
 * {@code CP_STRIDE} i); body state: {@link BodyState} ({@code a}, {@code b} are offsets into {@code bs}).
 */
final class ContactKernel {
    /** The arrays of the current loop ({@link #use}): body state and constraint doubles. */
    private double[] bs, cf;
    /** The bodies' velocities while a constraint is solved. */
    double vAx, vAy, wA, vBx, vBy, wB;
    /** This pass's sub-step rate, bias on (solve) or off (relax), speculative push limit. */
    private double invH, pushMax;

    private boolean useBias;
    /**
     * This pass's softness (bias rate, mass scale, impulse scale, impulse / mass scale: the block's form) of contacts
     * and of contacts with a static side.
     */
    private double cBias, cMassScale, cImpScale, cSoftness, sBias, sMassScale, sImpScale, sSoftness;

    /** The arrays the following calls work on (set once per loop over the constraints). */
    void use(double[] bs, double[] cf) {
        this.bs = bs;
        this.cf = cf;
    }

    /** Settings of one solver pass: sub-step rate, biased solve or relax, push limit, softness. */
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

    /** Loads the velocities of the bodies at a, b. */
    void load(int a, int b) {
        final double[] bs = this.bs;
        vAx = bs[a + VX];
        vAy = bs[a + VY];
        wA = bs[a + W];
        vBx = bs[b + VX];
        vBy = bs[b + VY];
        wB = bs[b + W];
    }

    /**
     * Writes the velocities back; static and kinematic sides (inverse mass 0 in constraint o) are not written: no
     * false dependency between constraints sharing the ground.
     */
    void store(int a, int b, int o) {
        final double[] bs = this.bs, cf = this.cf;
        if (cf[o + CF_MA] != 0) {
            bs[a + VX] = vAx;
            bs[a + VY] = vAy;
            bs[a + W] = wA;
        }
        if (cf[o + CF_MB] != 0) {
            bs[b + VX] = vBx;
            bs[b + VY] = vBy;
            bs[b + W] = wB;
        }
    }

    /** The impulse (px, py) at the anchors of constraint o: -P on A, +P on B; angA, angB: rA x P and rB x P. */
    void apply(int o, double px, double py, double angA, double angB) {
        final double[] cf = this.cf;
        double mA = cf[o + CF_MA], mB = cf[o + CF_MB];
        vAx -= mA * px;
        vAy -= mA * py;
        wA -= cf[o + CF_IA] * angA;
        vBx += mB * px;
        vBy += mB * py;
        wB += cf[o + CF_IB] * angB;
    }

    /** n . (dpB - dpA) of constraint o (bodies at a, b): the position change's part of every point's separation. */
    double normalOffset(int a, int b, int o) {
        final double[] bs = this.bs, cf = this.cf;
        return (bs[b + DPX] - bs[a + DPX]) * cf[o + CF_NX] + (bs[b + DPY] - bs[a + DPY]) * cf[o + CF_NY];
    }

    /**
     * Current separation of point p: dn + (cB dB + sB rnB) - (cA dA + sA rnA) + the adjusted separation, with the
     * rotation deltas (c, s) of the bodies at a, b (the anchors enter only through d = r . n and rn = r x n, prepared
     * once per step).
     */
    double separation(int a, int b, int p, double dn) {
        final double[] bs = this.bs, cf = this.cf;
        return dn
                + (bs[b + QC] * cf[p + CP_DB] + bs[b + QS] * cf[p + CP_RNB])
                - (bs[a + QC] * cf[p + CP_DA] + bs[a + QS] * cf[p + CP_RNA])
                + cf[p + CP_SEP];
    }

    /** Relative normal velocity (normal nx, ny) at a point with anchors rnA = rA x n, rnB = rB x n. */
    double normalVelocity(double nx, double ny, double rnA, double rnB) {
        return (vBx - vAx) * nx + (vBy - vAy) * ny + (wB * rnB - wA * rnA);
    }

    /**
     * The velocity bias at separation s: a point still apart may close the gap in this sub-step (speculative, rigid);
     * a penetrating one is pushed out softly in the biased pass, at most at the push limit; none in the relax pass.
     */
    double velocityBias(double s, boolean staticSide) {
        if (s > 0) return s * invH;
        return useBias ? Math.max((staticSide ? sBias : cBias) * s, -pushMax) : 0;
    }

    /** This pass's soft term of a penetrating point (impulse scale / mass scale; see {@link #blockNormal}). */
    double softness(boolean staticSide) {
        return staticSide ? sSoftness : cSoftness;
    }

    /** Whether the point is solved softly: penetrating and the biased pass. */
    boolean soft(double s) {
        return !(s > 0) && useBias;
    }

    /**
     * One normal point p of constraint o at separation s (Box2D v3's soft step): imp = -m ms (vn + bias) - is old,
     * the accumulated impulse kept >= 0.
     */
    void normalPoint(int o, int p, double s, boolean staticSide) {
        final double[] cf = this.cf;
        double rnA = cf[p + CP_RNA], rnB = cf[p + CP_RNB], nx = cf[o + CF_NX], ny = cf[o + CF_NY];
        double vb = velocityBias(s, staticSide);
        boolean soft = soft(s);
        double ms = soft ? (staticSide ? sMassScale : cMassScale) : 1;
        double is = soft ? (staticSide ? sImpScale : cImpScale) : 0;
        double vn = normalVelocity(nx, ny, rnA, rnB);
        double old = cf[p + CP_NIMP];
        double imp = accumulateNormal(cf, p, old, -cf[p + CP_NMASS] * ms * (vn + vb) - is * old);
        apply(o, imp * nx, imp * ny, imp * rnA, imp * rnB);
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
     * Friction at point q of constraint o (tangent t = (ny, -nx), r x t = -d): static friction up to muS times the
     * normal impulse, kinetic friction muD beyond (the accumulated tangent impulse clamped to +-muD jn); none while the
     * point is still apart. It acts on the tangential velocity relative to the surfaces' own speed (conveyors: x - 0.0
     * is x, so a pair without one computes exactly as before).
     */
    void frictionPoint(int o, int q, boolean apart) {
        final double[] cf = this.cf;
        double nx = cf[o + CF_NX], ny = cf[o + CF_NY];
        double fA = cf[q + CP_DA], fB = cf[q + CP_DB];
        double vt = (vBx - vAx) * ny - (vBy - vAy) * nx + (wA * fA - wB * fB) - cf[o + CF_TS];
        double timp = frictionImpulse(cf, o, q, vt, apart);
        apply(o, timp * ny, -timp * nx, timp * -fA, timp * -fB);
    }

    /**
     * The friction rule at point q of constraint o with tangential velocity vt: the new accumulated tangent impulse
     * (stored) is the one that stops the point if that is within muS times the normal impulse, else clamped to
     * +-muD jn; returns the increment.
     */
    static double frictionImpulse(double[] cf, int o, int q, double vt, boolean apart) {
        // no friction on a point still apart: it holds no normal impulse of its own yet (issue 23.3)
        return frictionImpulseWithin(cf, o, q, vt, apart ? 0 : cf[q + CP_NIMP]);
    }

    /** {@link #frictionImpulse} with the normal impulse jn that bounds it given (SupportBlocks: see there). */
    static double frictionImpulseWithin(double[] cf, int o, int q, double vt, double jn) {
        double told = cf[q + CP_TIMP];
        double cand = told - cf[q + CP_TMASS] * vt;
        double tnw;
        if (Math.abs(cand) <= cf[o + CF_MUS] * jn) tnw = cand;
        else {
            double lim = cf[o + CF_MUD] * jn;
            tnw = cand > lim ? lim : (cand < -lim ? -lim : cand);
        }
        cf[q + CP_TIMP] = tnw;
        return tnw - told;
    }

    // ------------------------------------------------------------------ constraint-level paths

    /**
     * Warm start of constraint o (bodies at a, b) with pc points: last step's impulses applied again. Velocities in
     * locals, as in {@link #solveBlock}; the impulse updates are {@link #apply}'s arithmetic written out.
     */
    void warmStart(int a, int b, int o, int pc) {
        final double[] bs = this.bs, cf = this.cf;
        double mA = cf[o + CF_MA], iA = cf[o + CF_IA], mB = cf[o + CF_MB], iB = cf[o + CF_IB];
        double vAx = bs[a + VX], vAy = bs[a + VY], wA = bs[a + W];
        double vBx = bs[b + VX], vBy = bs[b + VY], wB = bs[b + W];
        double nx = cf[o + CF_NX], ny = cf[o + CF_NY];
        for (int i = 0; i < pc; i++) {
            int p = o + CF_P0 + CP_STRIDE * i;
            // rotated anchors are not needed for warm starting precision; use the fixed ones as Box2D does
            double jn = cf[p + CP_NIMP], jt = cf[p + CP_TIMP];
            // P = jn n + jt t, r x P = jn (r x n) + jt (r x t) = jn rn - jt d
            double angA = jn * cf[p + CP_RNA] - jt * cf[p + CP_DA], angB = jn * cf[p + CP_RNB] - jt * cf[p + CP_DB];
            double px = jn * nx + jt * ny, py = jn * ny + jt * -nx;
            vAx -= mA * px;
            vAy -= mA * py;
            wA -= iA * angA;
            vBx += mB * px;
            vBy += mB * py;
            wB += iB * angB;
        }
        storeVelocity(bs, a, mA, vAx, vAy, wA);
        storeVelocity(bs, b, mB, vBx, vBy, wB);
    }

    /**
     * Writes the velocity of the body at a back unless it is static or kinematic (inverse mass 0): no false dependency
     * between constraints sharing the ground. (A method of its own so that {@link #warmStart} stays small enough for
     * HotSpot to inline into the solver's loop.)
     */
    private static void storeVelocity(double[] bs, int a, double invMass, double vx, double vy, double w) {
        if (invMass != 0) {
            bs[a + VX] = vx;
            bs[a + VY] = vy;
            bs[a + W] = w;
        }
    }

    /**
     * Constraint o point by point (1 point, or 2 too ill-conditioned for the block): normal points in the order
     * pFirst, pSecond (offsets from o), then friction.
     */
    void solvePoints(int a, int b, int o, boolean staticSide, int pc, int pFirst, int pSecond) {
        load(a, b);
        double dn = normalOffset(a, b, o);
        // the separations depend on the positions only, which a solve pass does not move: once per point
        int p0 = o + CF_P0, p1 = p0 + CP_STRIDE;
        double s0 = separation(a, b, p0, dn);
        if (pc == 2) {
            double s1 = separation(a, b, p1, dn);
            boolean firstIsP0 = pFirst == CF_P0;
            normalPoint(o, o + pFirst, firstIsP0 ? s0 : s1, staticSide);
            normalPoint(o, o + pSecond, firstIsP0 ? s1 : s0, staticSide);
            frictionPoint(o, p0, s0 > 0);
            frictionPoint(o, p1, s1 > 0);
        } else if (pc == 1) {
            normalPoint(o, p0, s0, staticSide);
            frictionPoint(o, p0, s0 > 0);
        }
        store(a, b, o);
    }

    /**
     * A well-conditioned 2-point constraint o: friction from the previous normal impulses, then the block. Velocities
     * in locals (see the class comment); the rules are the shared ones ({@link #separation}, {@link
     * #frictionImpulse}, {@link #blockNormal}) and the impulse updates are {@link #apply}'s arithmetic.
     */
    void solveBlock(int a, int b, int o, boolean staticSide) {
        final double[] bs = this.bs, cf = this.cf;
        double mA = cf[o + CF_MA], iA = cf[o + CF_IA], mB = cf[o + CF_MB], iB = cf[o + CF_IB];
        double nx = cf[o + CF_NX], ny = cf[o + CF_NY];
        double vAx = bs[a + VX], vAy = bs[a + VY], wA = bs[a + W];
        double vBx = bs[b + VX], vBy = bs[b + VY], wB = bs[b + W];
        int p0 = o + CF_P0, p1 = p0 + CP_STRIDE;
        double dn = normalOffset(a, b, o);
        double s0 = separation(a, b, p0, dn), s1 = separation(a, b, p1, dn);
        if (s0 > 0 && s1 > 0 && idleApart(o, s0, s1, vBx - vAx, vBy - vAy, wA, wB)) return;
        for (int i = 0; i < 2; i++) {
            int q = o + CF_P0 + CP_STRIDE * i;
            double fA = cf[q + CP_DA], fB = cf[q + CP_DB];
            double timp = frictionImpulse(
                    cf,
                    o,
                    q,
                    (vBx - vAx) * ny - (vBy - vAy) * nx + (wA * fA - wB * fB) - cf[o + CF_TS],
                    (i == 0 ? s0 : s1) > 0);
            double px = timp * ny, py = -timp * nx;
            vAx -= mA * px;
            vAy -= mA * py;
            wA += iA * (timp * fA); // = apply's wA -= iA (timp * -fA), bit for bit
            vBx += mB * px;
            vBy += mB * py;
            wB -= iB * (timp * fB);
        }
        double rnA0 = cf[p0 + CP_RNA], rnB0 = cf[p0 + CP_RNB], rnA1 = cf[p1 + CP_RNA], rnB1 = cf[p1 + CP_RNB];
        double dvx = vBx - vAx, dvy = vBy - vAy;
        double d1 = blockNormal(
                o,
                staticSide,
                s0,
                s1,
                mA + mB,
                iA,
                iB,
                dvx * nx + dvy * ny + (wB * rnB0 - wA * rnA0),
                dvx * nx + dvy * ny + (wB * rnB1 - wA * rnA1));
        double d0 = blockD0;
        double px = (d0 + d1) * nx, py = (d0 + d1) * ny;
        vAx -= mA * px;
        vAy -= mA * py;
        wA -= iA * (d0 * rnA0 + d1 * rnA1);
        vBx += mB * px;
        vBy += mB * py;
        wB += iB * (d0 * rnB0 + d1 * rnB1);
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

    /**
     * Whether block constraint o, both points apart (separations s0, s1 &gt; 0; relative velocity dvx, dvy, the
     * bodies' spins wA, wB), is idle in this pass: it holds no impulse and neither gap closes within the sub-step.
     * Then the full path would change nothing: friction on points apart is zero and the block ends in its case 4
     * (b0, b1 &gt; 0: no impulse), so only the normal impulses are set to what that case stores, +0. (Its velocity
     * updates add zeros, which differ only in the sign of a velocity that is exactly zero; a quarter to 40 % of the
     * large pyramid's constraints are such speculative side contacts.)
     */
    private boolean idleApart(int o, double s0, double s1, double dvx, double dvy, double wA, double wB) {
        final double[] cf = this.cf;
        int p0 = o + CF_P0, p1 = p0 + CP_STRIDE;
        if (cf[p0 + CP_NIMP] != 0 || cf[p1 + CP_NIMP] != 0 || cf[p0 + CP_TIMP] != 0 || cf[p1 + CP_TIMP] != 0)
            return false;
        double nx = cf[o + CF_NX], ny = cf[o + CF_NY];
        // blockSystem's b = vn + bias - K old, with old = 0 (summed in its order)
        if (!(dvx * nx + dvy * ny + (wB * cf[p0 + CP_RNB] - wA * cf[p0 + CP_RNA]) + s0 * invH > 0)) return false;
        if (!(dvx * nx + dvy * ny + (wB * cf[p1 + CP_RNB] - wA * cf[p1 + CP_RNA]) + s1 * invH > 0)) return false;
        cf[p0 + CP_NIMP] = 0.0;
        cf[p1 + CP_NIMP] = 0.0;
        return true;
    }

    /**
     * Both normal points of constraint o at once (Box2D v2.4's block solver): the new accumulated impulses x solve
     * the linear complementarity problem w = A x + b, x >= 0, w >= 0, x . w = 0, where A is the 2x2 inverse
     * effective mass K of the two points plus the soft constraint's diagonal and b the normal velocities with no
     * impulse at all plus the bias. The four cases are tried in Box2D's order (both push, only the first, only the
     * second, neither).
     *
     * <p>The soft step in this form: {@link #normalPoint}'s imp = -m ms (vn + bias) - is old is the exact solution of
     * vn' + bias + (K / a2) x = 0 with a2 = ms / is, so a soft point adds K_ii is / ms to A's diagonal; a speculative
     * point and the relax pass are rigid. Hence point by point iterated converges to this solution (Gauss-Seidel on
     * A, ContactKernelTest).
     */
    double blockNormal(
            int o, boolean staticSide, double s0, double s1, double mAB, double iA, double iB, double vn0, double vn1) {
        double softness = staticSide ? sSoftness : cSoftness;
        return blockSystem(
                o,
                mAB,
                iA,
                iB,
                vn0,
                vn1,
                velocityBias(s0, staticSide),
                velocityBias(s1, staticSide),
                soft(s0) ? softness : 0,
                soft(s1) ? softness : 0);
    }

    /**
     * The block's system from the points' velocity biases and soft terms (0: rigid): A = K + the soft diagonal,
     * b = the normal velocities with no impulse plus the bias.
     */
    private double blockSystem(
            int o,
            double mAB,
            double iA,
            double iB,
            double vn0,
            double vn1,
            double vb0,
            double vb1,
            double soft0,
            double soft1) {
        final double[] cf = this.cf;
        int p0 = o + CF_P0, p1 = p0 + CP_STRIDE;
        double rnA0 = cf[p0 + CP_RNA], rnB0 = cf[p0 + CP_RNB], rnA1 = cf[p1 + CP_RNA], rnB1 = cf[p1 + CP_RNB];
        double k11 = mAB + iA * rnA0 * rnA0 + iB * rnB0 * rnB0;
        double k22 = mAB + iA * rnA1 * rnA1 + iB * rnB1 * rnB1;
        double k12 = mAB + iA * rnA0 * rnA1 + iB * rnB0 * rnB1;
        double a11 = soft0 != 0 ? k11 + soft0 * k11 : k11, a22 = soft1 != 0 ? k22 + soft1 * k22 : k22;
        double old0 = cf[p0 + CP_NIMP], old1 = cf[p1 + CP_NIMP];
        double b0 = vn0 + vb0 - (k11 * old0 + k12 * old1);
        double b1 = vn1 + vb1 - (k12 * old0 + k22 * old1);
        return blockImpulses(o, a11, a22, k12, b0, b1);
    }

    /**
     * The block's new impulses from its system A = (a11 k12; k12 a22), b (see {@link #blockNormal}, which is split
     * here because HotSpot inlines a hot method only below 325 bytes of bytecode; not inlined, the pyramid took 1.13x
     * the time).
     */
    private double blockImpulses(int o, double a11, double a22, double k12, double b0, double b1) {
        final double[] cf = this.cf;
        int p0 = o + CF_P0, p1 = p0 + CP_STRIDE;
        double old0 = cf[p0 + CP_NIMP], old1 = cf[p1 + CP_NIMP];
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
        blockD0 = x0 - old0;
        return x1 - old1;
    }

    /** The first point's impulse increment of the last {@link #blockNormal} (its return value is the second's). */
    private double blockD0;

    /**
     * Restitution of constraint o (restitution e != 0) for the points that approached faster than the threshold
     * (relative normal velocity at impact relV[r + i]) and were pushed: article 003's j = -(1 + e) vn / K, here as the
     * target vn' = -e vn0 on top of the solved velocity, less half a sub-step of gravity (halfAccH): semi-implicit
     * Euler's velocity leads the exact one by that much (so the flight after the bounce peaks at e^2 times the drop).
     */
    void restitute(int a, int b, int o, int pc, double e, double threshold, double[] relV, int r, double halfAccH) {
        final double[] cf = this.cf;
        load(a, b);
        double nx = cf[o + CF_NX], ny = cf[o + CF_NY];
        for (int i = 0; i < pc; i++) {
            int p = o + CF_P0 + CP_STRIDE * i;
            double v0 = relV[r + i];
            if (v0 > -threshold || cf[p + CP_MAXIMP] == 0) continue;
            double rnA = cf[p + CP_RNA], rnB = cf[p + CP_RNB];
            // summed left to right, unlike normalVelocity: the order the bounce heights were measured with
            double vn = (vBx - vAx) * nx + (vBy - vAy) * ny + wB * rnB - wA * rnA;
            double old = cf[p + CP_NIMP];
            double imp = accumulateNormal(cf, p, old, -cf[p + CP_NMASS] * (vn + e * v0 + halfAccH));
            apply(o, imp * nx, imp * ny, imp * rnA, imp * rnB);
        }
        store(a, b, o);
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
