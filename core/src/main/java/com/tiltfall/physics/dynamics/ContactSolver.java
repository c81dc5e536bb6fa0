package com.tiltfall.physics.dynamics;

import static com.tiltfall.physics.dynamics.BodyState.DPX;
import static com.tiltfall.physics.dynamics.BodyState.DPY;
import static com.tiltfall.physics.dynamics.BodyState.QC;
import static com.tiltfall.physics.dynamics.BodyState.QS;
import static com.tiltfall.physics.dynamics.BodyState.STRIDE;
import static com.tiltfall.physics.dynamics.BodyState.VX;
import static com.tiltfall.physics.dynamics.BodyState.VY;
import static com.tiltfall.physics.dynamics.BodyState.W;

import com.tiltfall.physics.collision.ArrayGrowth;
import com.tiltfall.physics.collision.Manifold;

/**
 * The contact solver (Box2D v3's soft step): each step {@link #prepare} builds one constraint per simulated contact
 * in wavefront order, then per sub-step {@link #warmStart}, {@link #solve} with and without bias (the relax pass),
 * and after the sub-steps {@link #applyRestitutionAndStore} (restitution, then the impulses back to the contacts, for
 * the next step's warm start and for gameplay queries).
 *
 * <p>One kernel, {@link #solveConstraint}, solves every constraint (1 or 2 points) with the velocities in locals;
 * the wavefront order lets the CPU overlap consecutive constraints (docs/physics/dynamics.md).
 */
final class ContactSolver {
    /**
     * Constraint ints, interleaved (stride {@link #CI_STRIDE}): contact id, body A, body B, point count | static
     * flag.
     */
    int[] ccI;

    static final int CI_STRIDE = 4, CI_A = 1, CI_B = 2, CI_PC = 3, CI_POINTS = 3, CI_STATIC = 4;
    /**
     * Constraint doubles the solver iterations read, interleaved (stride {@link #CF_STRIDE} = 28 doubles per
     * constraint, as Box2D's b2ContactConstraint): inverse masses and inertias, normal, friction, then two points of
     * {@link #CP_STRIDE} doubles (the anchors rA, rB from the centres of mass as r . n and r x n, adjusted separation,
     * normal / tangent effective mass, accumulated normal / tangent impulse, max normal impulse). What only the
     * restitution pass reads is in {@link #cr}, so that the eight passes of a step stream 12 % less memory.
     */
    double[] cf;

    static final int CF_STRIDE = 28,
            CF_MA = 0,
            CF_IA = 1,
            CF_MB = 2,
            CF_IB = 3,
            CF_NX = 4,
            CF_NY = 5,
            CF_MUS = 6,
            CF_MUD = 7,
            CF_P0 = 8;
    static final int CP_STRIDE = 10,
            CP_DA = 0,
            CP_DB = 1,
            CP_RNA = 2,
            CP_RNB = 3,
            CP_SEP = 4,
            CP_NMASS = 5,
            CP_TMASS = 6,
            CP_NIMP = 7,
            CP_TIMP = 8,
            CP_MAXIMP = 9;

    /** Restitution data per constraint (stride {@link #CR_STRIDE}): restitution, pre-step normal velocity per point. */
    double[] cr;

    static final int CR_STRIDE = 3, CR_REST = 0, CR_RELV = 1;

    /** Constraints of this step, and the capacity of {@link #ccI} / {@link #cf} in constraints. */
    int ccCount, ccCap;
    /** Wavefront levels of the constraints (see {@link #prepare}): per body, per contact, first slot per level. */
    int[] bLevel = new int[0], kLevel = new int[0];

    int[] levelStart = new int[64];

    private final World world;

    ContactSolver(World world) {
        this.world = world;
        grow(16);
    }

    private void grow(int n) {
        ccI = ArrayGrowth.grow(ccI, CI_STRIDE * n);
        cf = ArrayGrowth.grow(cf, CF_STRIDE * n);
        cr = ArrayGrowth.grow(cr, CR_STRIDE * n);
        ccCap = n;
    }

    /**
     * Builds the contact constraints in wavefront order. Gauss-Seidel's result depends only on the relative order of
     * constraints that share a dynamic body (static and kinematic bodies are never written), so the constraints are
     * grouped by level = 1 + the level of the latest earlier constraint on either dynamic body, contact order within a
     * level. The order is a topological order of the original one, hence bit-identical results; but consecutive
     * constraints within a level share no dynamic body, so the CPU overlaps them instead of waiting for each other's
     * velocity writes. (Single thread: the levels only order the loop.)
     */
    void prepare() {
        final Bodies bodies = world.bodies;
        final Contacts contacts = world.contacts;
        if (kLevel.length < contacts.cap) kLevel = ArrayGrowth.grow(kLevel, contacts.cap);
        if (bLevel.length < bodies.cap) bLevel = ArrayGrowth.grow(bLevel, bodies.cap);
        final double[] invMass = bodies.mass.invMass;
        final int[] kFlags = contacts.flags,
                kBodyA = contacts.bodyA,
                kBodyB = contacts.bodyB,
                bFlags = bodies.flags,
                bLevel = this.bLevel,
                kLevel = this.kLevel;
        final boolean warmStarting = world.ctx.warmStarting;
        final int conHigh = contacts.ids.high;
        for (int k = 0; k < conHigh; k++) {
            if ((kFlags[k] & Contacts.SIM) == 0) continue;
            bLevel[kBodyA[k]] = 0;
            bLevel[kBodyB[k]] = 0;
        }
        int total = 0, levels = 0;
        for (int k = 0; k < conHigh; k++) {
            if ((kFlags[k] & Contacts.SIM) == 0) continue;
            int ba = kBodyA[k], bb = kBodyB[k];
            if ((bFlags[ba] & Bodies.AWAKE) == 0 && (bFlags[bb] & Bodies.AWAKE) == 0) continue;
            boolean dynA = invMass[ba] != 0, dynB = invMass[bb] != 0;
            int level = Math.max(dynA ? bLevel[ba] : 0, dynB ? bLevel[bb] : 0);
            if (dynA) bLevel[ba] = level + 1;
            if (dynB) bLevel[bb] = level + 1;
            kLevel[k] = level;
            if (level >= levels) {
                if (level >= levelStart.length) levelStart = ArrayGrowth.grow(levelStart, 2 * levelStart.length);
                levelStart[level] = 0;
                levels = level + 1;
            }
            levelStart[level]++;
            total++;
        }
        if (total > ccCap) {
            int cap = ccCap;
            while (cap < total) cap *= 2;
            grow(cap);
        }
        // level counts -> first slot of each level
        final int[] levelStart = this.levelStart;
        for (int i = 0, start = 0; i < levels; i++) {
            int n = levelStart[i];
            levelStart[i] = start;
            start += n;
        }
        for (int k = 0; k < conHigh; k++) {
            if ((kFlags[k] & Contacts.SIM) == 0) continue;
            int ba = kBodyA[k], bb = kBodyB[k];
            if ((bFlags[ba] & Bodies.AWAKE) == 0 && (bFlags[bb] & Bodies.AWAKE) == 0) continue;
            addConstraint(k, ba, bb, levelStart[kLevel[k]]++, warmStarting);
        }
        ccCount = total;
    }

    /** Fills constraint slot c from contact k (bodies ba, bb). */
    private void addConstraint(int k, int ba, int bb, int c, boolean warmStarting) {
        final Bodies bodies = world.bodies;
        final Contacts contacts = world.contacts;
        final double[] bs = bodies.motion.bs,
                px = bodies.pose.px,
                py = bodies.pose.py,
                invMass = bodies.mass.invMass,
                invI = bodies.mass.invI;
        final double[] kMuS = contacts.muS, kMuD = contacts.muD, kRest = contacts.rest;
        final double[] kNImp = contacts.nImp, kTImp = contacts.tImp;
        final int[] ccI = this.ccI;
        Manifold m = contacts.manifold[k];
        int pc = m.pointCount;
        double mA = invMass[ba], iA = invI[ba], mB = invMass[bb], iB = invI[bb];
        int ci = CI_STRIDE * c;
        ccI[ci] = k;
        ccI[ci + CI_A] = ba;
        ccI[ci + CI_B] = bb;
        ccI[ci + CI_PC] = pc | (mA == 0 || mB == 0 ? CI_STATIC : 0);
        final double[] cf = this.cf;
        int o = CF_STRIDE * c;
        cf[o + CF_MA] = mA;
        cf[o + CF_IA] = iA;
        cf[o + CF_MB] = mB;
        cf[o + CF_IB] = iB;
        double nx = m.normalX, ny = m.normalY;
        cf[o + CF_NX] = nx;
        cf[o + CF_NY] = ny;
        cf[o + CF_MUS] = kMuS[k];
        cf[o + CF_MUD] = kMuD[k];
        final double[] cr = this.cr;
        int r = CR_STRIDE * c;
        cr[r + CR_REST] = kRest[k];
        double vAx = bs[STRIDE * ba + VX], vAy = bs[STRIDE * ba + VY], wA = bs[STRIDE * ba + W];
        double vBx = bs[STRIDE * bb + VX], vBy = bs[STRIDE * bb + VY], wB = bs[STRIDE * bb + W];
        for (int i = 0; i < pc; i++) {
            int p = o + CF_P0 + CP_STRIDE * i;
            double rAx = m.x[i] - px[ba], rAy = m.y[i] - py[ba];
            double rBx = m.x[i] - px[bb], rBy = m.y[i] - py[bb];
            double dA = rAx * nx + rAy * ny, dB = rBx * nx + rBy * ny;
            double rnA = rAx * ny - rAy * nx, rnB = rBx * ny - rBy * nx;
            cf[p + CP_DA] = dA;
            cf[p + CP_DB] = dB;
            cf[p + CP_RNA] = rnA;
            cf[p + CP_RNB] = rnB;
            // separation adjusted so that s = dot(n, dpB - dpA + rB' - rA') + adjusted
            cf[p + CP_SEP] = m.separation[i] - (dB - dA);
            double kn = mA + mB + iA * rnA * rnA + iB * rnB * rnB;
            cf[p + CP_NMASS] = kn > 0 ? 1.0 / kn : 0;
            // r x t = -(r . n) for t = (ny, -nx)
            double kt = mA + mB + iA * dA * dA + iB * dB * dB;
            cf[p + CP_TMASS] = kt > 0 ? 1.0 / kt : 0;
            cf[p + CP_NIMP] = warmStarting ? kNImp[2 * k + i] : 0;
            cf[p + CP_TIMP] = warmStarting ? kTImp[2 * k + i] : 0;
            cf[p + CP_MAXIMP] = 0;
            // relative normal velocity before the step, for restitution
            cr[r + CR_RELV + i] = (vBx - vAx) * nx + (vBy - vAy) * ny + wB * rnB - wA * rnA;
        }
    }

    void warmStart() {
        final double[] bs = world.bodies.motion.bs, cf = this.cf;
        final int[] ccI = this.ccI;
        for (int c = 0, n = ccCount; c < n; c++) {
            int ci = CI_STRIDE * c;
            int a = STRIDE * ccI[ci + CI_A], b = STRIDE * ccI[ci + CI_B], pc = ccI[ci + CI_PC] & CI_POINTS;
            int o = CF_STRIDE * c;
            double mA = cf[o + CF_MA], iA = cf[o + CF_IA], mB = cf[o + CF_MB], iB = cf[o + CF_IB];
            double nx = cf[o + CF_NX], ny = cf[o + CF_NY], tx = ny, ty = -nx;
            double vAx = bs[a + VX],
                    vAy = bs[a + VY],
                    wA = bs[a + W],
                    vBx = bs[b + VX],
                    vBy = bs[b + VY],
                    wB = bs[b + W];
            for (int i = 0; i < pc; i++) {
                int p = o + CF_P0 + CP_STRIDE * i;
                // rotated anchors are not needed for warm starting precision; use the fixed ones as Box2D does
                double jn = cf[p + CP_NIMP], jt = cf[p + CP_TIMP];
                double Px = jn * nx + jt * tx, Py = jn * ny + jt * ty;
                // r x P = jn (r x n) + jt (r x t) = jn rn - jt d
                wA -= iA * (jn * cf[p + CP_RNA] - jt * cf[p + CP_DA]);
                vAx -= mA * Px;
                vAy -= mA * Py;
                wB += iB * (jn * cf[p + CP_RNB] - jt * cf[p + CP_DB]);
                vBx += mB * Px;
                vBy += mB * Py;
            }
            // static and kinematic sides are not written: no false dependency between constraints sharing the ground
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
    }

    private int solvePass;

    /**
     * One Gauss-Seidel pass over the contact constraints, each by {@link #solveConstraint}. Consecutive constraints
     * share no dynamic body (the wavefront order of {@link #prepare}), so the CPU overlaps one constraint's
     * dependency chain with the next one's.
     */
    void solve(double invH, boolean useBias) {
        final boolean flip = (solvePass++ & 1) != 0;
        for (int c = 0, n = ccCount; c < n; c++) solveConstraint(c, invH, useBias, flip);
    }

    /**
     * The contact kernel, the one source for every constraint (1 or 2 points): the normal points (in alternating
     * order between passes for 2 points, so that Gauss-Seidel adds no systematic torque), then friction. Per point
     * the anchors enter only through d = r . n and rn = r x n (prepared once per step): the relative normal velocity
     * is dv . n + wB rnB - wA rnA, the tangential one (t = (ny, -nx)) dv . t - wB dB + wA dA, and the current
     * separation n . (dpB - dpA) + (cB dB + sB rnB) - (cA dA + sA rnA) + s0 with the rotation deltas (c, s) of the
     * bodies. The largest normal impulse of the step is kept with Math.max rather than compare-and-store: the
     * intrinsic has no branch to mispredict, and since both values are >= +0.0 (never -0.0 or NaN) the result is the
     * same bits. Velocities live in locals for the whole constraint; static and kinematic sides are read, never
     * written (no false dependency between constraints sharing the ground).
     */
    private void solveConstraint(int c, double invH, boolean useBias, boolean flip) {
        final double[] bs = world.bodies.motion.bs, cf = this.cf;
        final StepContext ctx = world.ctx;
        int ci = CI_STRIDE * c;
        int a = STRIDE * ccI[ci + CI_A], b = STRIDE * ccI[ci + CI_B];
        int pc = ccI[ci + CI_PC] & CI_POINTS;
        boolean st = (ccI[ci + CI_PC] & CI_STATIC) != 0;
        int o = CF_STRIDE * c;
        double mA = cf[o + CF_MA], iA = cf[o + CF_IA], mB = cf[o + CF_MB], iB = cf[o + CF_IB];
        double nx = cf[o + CF_NX], ny = cf[o + CF_NY];
        double bias = st ? ctx.sBias : ctx.cBias,
                massScale = st ? ctx.sMassScale : ctx.cMassScale,
                impScale = st ? ctx.sImpScale : ctx.cImpScale;
        double pushMax = ctx.contactPushMaxVelocity;
        double vAx = bs[a + VX], vAy = bs[a + VY], wA = bs[a + W];
        double qAc = bs[a + QC], qAs = bs[a + QS];
        double vBx = bs[b + VX], vBy = bs[b + VY], wB = bs[b + W];
        double qBc = bs[b + QC], qBs = bs[b + QS];
        double dn = (bs[b + DPX] - bs[a + DPX]) * nx + (bs[b + DPY] - bs[a + DPY]) * ny;
        int last = o + CF_P0 + CP_STRIDE * (pc - 1);
        for (int i = 0; i < pc; i++) {
            int p = flip ? last - CP_STRIDE * i : o + CF_P0 + CP_STRIDE * i;
            double dA = cf[p + CP_DA], dB = cf[p + CP_DB], rnA = cf[p + CP_RNA], rnB = cf[p + CP_RNB];
            double s = dn + (qBc * dB + qBs * rnB) - (qAc * dA + qAs * rnA) + cf[p + CP_SEP];
            double vb = 0, ms = 1, is = 0;
            if (s > 0) vb = s * invH;
            else if (useBias) {
                vb = Math.max(bias * s, -pushMax);
                ms = massScale;
                is = impScale;
            }
            double vn = (vBx - vAx) * nx + (vBy - vAy) * ny + (wB * rnB - wA * rnA);
            double old = cf[p + CP_NIMP];
            double imp = -cf[p + CP_NMASS] * ms * (vn + vb) - is * old;
            double nw = nonNegative(old + imp);
            imp = nw - old;
            cf[p + CP_NIMP] = nw;
            cf[p + CP_MAXIMP] = Math.max(cf[p + CP_MAXIMP], nw);
            double Px = imp * nx, Py = imp * ny;
            vAx -= mA * Px;
            vAy -= mA * Py;
            wA -= iA * (imp * rnA);
            vBx += mB * Px;
            vBy += mB * Py;
            wB += iB * (imp * rnB);
        }
        double muS = cf[o + CF_MUS], muD = cf[o + CF_MUD];
        for (int i = 0; i < pc; i++) {
            int q = o + CF_P0 + CP_STRIDE * i;
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
            double Tx = timp * ny, Ty = -timp * nx;
            vAx -= mA * Tx;
            vAy -= mA * Ty;
            wA += iA * (timp * fA);
            vBx += mB * Tx;
            vBy += mB * Ty;
            wB -= iB * (timp * fB);
        }
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
     * max(x, 0) for the accumulated normal impulse: the same bits as Math.max(x, 0.0) for every x but NaN (-0.0 gives
     * +0.0 in both), as a compare the CPU predicts instead of Math.max's intrinsic, a sequence of dependent
     * compare/blend instructions (for NaN and -0.0) in the middle of each point's velocity update: pyramid 0.90x the
     * time (docs/performance/dynamics.md).
     */
    private static double nonNegative(double x) {
        return x > 0.0 ? x : 0.0;
    }

    /**
     * After the sub-steps, one pass over the constraints: restitution (article 003) for the points that approached
     * faster than the threshold and were pushed, then the impulses go back to the contacts (the next step's warm start
     * and gameplay queries). Storing right after each constraint's restitution gives the same values as a separate
     * pass (restitution of one constraint touches no other constraint's impulses) and reads the constraints once.
     */
    void applyRestitutionAndStore() {
        final double threshold = world.ctx.restitutionThreshold;
        final double[] bs = world.bodies.motion.bs, cf = this.cf, cr = this.cr;
        final int[] ccI = this.ccI;
        final Contacts contacts = world.contacts;
        final double[] kNImp = contacts.nImp, kTImp = contacts.tImp, kMaxImp = contacts.maxImp;
        for (int c = 0; c < ccCount; c++) {
            int r = CR_STRIDE * c;
            double e = cr[r + CR_REST];
            if (e != 0) restitute(c, e, threshold, bs, cf, cr);
            int ci = CI_STRIDE * c;
            int k = ccI[ci], pc = ccI[ci + CI_PC] & CI_POINTS;
            for (int i = 0; i < pc; i++) {
                int p = CF_STRIDE * c + CF_P0 + CP_STRIDE * i;
                kNImp[2 * k + i] = cf[p + CP_NIMP];
                kTImp[2 * k + i] = cf[p + CP_TIMP];
                kMaxImp[2 * k + i] = cf[p + CP_MAXIMP];
            }
        }
    }

    /** Restitution of constraint c (restitution e != 0). */
    private void restitute(int c, double e, double threshold, double[] bs, double[] cf, double[] cr) {
        int r = CR_STRIDE * c;
        int o = CF_STRIDE * c;
        int ci = CI_STRIDE * c;
        int a = STRIDE * ccI[ci + CI_A], b = STRIDE * ccI[ci + CI_B], pc = ccI[ci + CI_PC] & CI_POINTS;
        double mA = cf[o + CF_MA], iA = cf[o + CF_IA], mB = cf[o + CF_MB], iB = cf[o + CF_IB];
        double nx = cf[o + CF_NX], ny = cf[o + CF_NY];
        double vAx = bs[a + VX], vAy = bs[a + VY], wA = bs[a + W], vBx = bs[b + VX], vBy = bs[b + VY], wB = bs[b + W];
        for (int i = 0; i < pc; i++) {
            int p = o + CF_P0 + CP_STRIDE * i;
            double relV = cr[r + CR_RELV + i];
            if (relV > -threshold || cf[p + CP_MAXIMP] == 0) continue;
            double rnA = cf[p + CP_RNA], rnB = cf[p + CP_RNB];
            double vn = (vBx - vAx) * nx + (vBy - vAy) * ny + wB * rnB - wA * rnA;
            // article 003: j = -(1 + e) vn / K, here as the target vn' = -e vn0 on top of the solved velocity
            double imp = -cf[p + CP_NMASS] * (vn + e * relV);
            double old = cf[p + CP_NIMP];
            double nw = nonNegative(old + imp);
            imp = nw - old;
            cf[p + CP_NIMP] = nw;
            cf[p + CP_MAXIMP] = Math.max(cf[p + CP_MAXIMP], nw);
            double Px = imp * nx, Py = imp * ny;
            vAx -= mA * Px;
            vAy -= mA * Py;
            wA -= iA * (imp * rnA);
            vBx += mB * Px;
            vBy += mB * Py;
            wB += iB * (imp * rnB);
        }
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
}
