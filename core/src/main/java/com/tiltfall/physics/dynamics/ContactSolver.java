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
 * <p>A well-conditioned 2-point constraint is solved as a block ({@link #solveBlock}, Box2D v2.4's 2x2 LCP),
 * others point by point ({@link #solveSingle}); array fields are read into locals once per call.
 */
final class ContactSolver {
    /**
     * Constraint ints, interleaved (stride {@link #CI_STRIDE}): contact id, body A, body B, point count | static flag
     * | block flag (2 points, well-conditioned: both solved at once).
     */
    int[] ccI;

    static final int CI_STRIDE = 4, CI_A = 1, CI_B = 2, CI_PC = 3, CI_POINTS = 3, CI_STATIC = 4, CI_BLOCK = 8;
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

    /**
     * Restitution data per constraint (stride {@link #CR_STRIDE}): restitution, approach speed at impact per point,
     * relative normal acceleration from gravity.
     */
    double[] cr;

    static final int CR_STRIDE = 4, CR_REST = 0, CR_RELV = 1, CR_ACC = 3;

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
        // relative acceleration of B from A along the normal (gravity acts on dynamic bodies)
        final int[] bType = bodies.type;
        final double[] gScale = bodies.motion.gravScale;
        double gA = bType[ba] == Bodies.DYNAMIC ? gScale[ba] : 0.0, gB = bType[bb] == Bodies.DYNAMIC ? gScale[bb] : 0.0;
        double accN = (gB - gA) * (world.ctx.gravityX * nx + world.ctx.gravityY * ny);
        final double subStep = world.ctx.h;
        cr[r + CR_ACC] = accN;
        for (int i = 0; i < pc; i++) {
            int p = o + CF_P0 + CP_STRIDE * i;
            // a point still apart lies midway across the gap: anchor each body on its own surface (issue 23.3)
            double half = m.separation[i] > 0.0 ? 0.5 * m.separation[i] : 0.0;
            double rAx = m.x[i] - half * nx - px[ba], rAy = m.y[i] - half * ny - py[ba];
            double rBx = m.x[i] + half * nx - px[bb], rBy = m.y[i] + half * ny - py[bb];
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
            // restitution acts on the approach speed at impact: the relative normal velocity at the start of the step
            // (the stored velocity is half a sub-step older: semi-implicit Euler), plus what gravity adds over the gap
            // still open then (v^2 = v0^2 - 2 a s0)
            double relV = (vBx - vAx) * nx + (vBy - vAy) * ny + wB * rnB - wA * rnA + 0.5 * accN * subStep;
            double sep0 = m.separation[i];
            if (sep0 > 0.0 && accN < 0.0 && relV < 0.0) relV = -Math.sqrt(relV * relV - 2.0 * accN * sep0);
            cr[r + CR_RELV + i] = relV;
        }
        if (pc == 2) {
            // Box2D v2.4's condition test: solve both points at once unless K is near singular (points on a line
            // through both centres, or nearly coincident points), which then go one after the other
            int p0 = o + CF_P0, p1 = p0 + CP_STRIDE;
            double rnA0 = cf[p0 + CP_RNA], rnB0 = cf[p0 + CP_RNB], rnA1 = cf[p1 + CP_RNA], rnB1 = cf[p1 + CP_RNB];
            double k11 = mA + mB + iA * rnA0 * rnA0 + iB * rnB0 * rnB0;
            double k22 = mA + mB + iA * rnA1 * rnA1 + iB * rnB1 * rnB1;
            double k12 = mA + mB + iA * rnA0 * rnA1 + iB * rnB0 * rnB1;
            if (k11 * k11 < MAX_CONDITION * (k11 * k22 - k12 * k12)) ccI[ci + CI_PC] |= CI_BLOCK;
        }
    }

    /** Largest condition number of a 2-point block the solver inverts (Box2D v2.4's b2_maxConditionNumber). */
    private static final double MAX_CONDITION = 1000.0;

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
     * One Gauss-Seidel pass over the contact constraints (normal points, then friction). Per point the anchors enter
     * only through d = r . n and rn = r x n (prepared once per step): the relative normal velocity is
     * dv . n + wB rnB - wA rnA, the tangential one (t = (ny, -nx)) dv . t - wB dB + wA dA, and the current separation
     * n . (dpB - dpA) + (cB dB + sB rnB) - (cA dA + sA rnA) + s0 with the rotation deltas (c, s) of the bodies.
     * The largest normal impulse of the step is kept with Math.max rather than compare-and-store: the intrinsic has
     * no branch to mispredict, and since both values are >= +0.0 (never -0.0 or NaN) the result is the same bits.
     */
    void solve(double invH, boolean useBias) {
        final int[] ccI = this.ccI;
        final boolean flip = (solvePass++ & 1) != 0;
        // alternate the point order between passes so that Gauss-Seidel adds no systematic torque
        final int pFirst = flip ? CF_P0 + CP_STRIDE : CF_P0, pSecond = flip ? CF_P0 : CF_P0 + CP_STRIDE;
        // the kernels are separate methods: each compiles quickly, and a path first taken late in a run (a 1-point
        // manifold, an ill-conditioned block) recompiles only a small method
        for (int c = 0, n = ccCount; c < n; c++) {
            if ((ccI[CI_STRIDE * c + CI_PC] & CI_BLOCK) != 0) solveBlock(c, invH, useBias);
            else solveSingle(c, invH, useBias, pFirst, pSecond);
        }
    }

    /**
     * Both points of a well-conditioned 2-point constraint at once (Box2D v2.4's block solver): the new accumulated
     * normal impulses x solve the linear complementarity problem w = A x + b, x >= 0, w >= 0, x . w = 0, where A is
     * the 2x2 effective-mass inverse K of the two points plus the soft constraint's diagonal and b the normal
     * velocities with no impulse at all plus the bias. The four cases are tried in Box2D's order (both push, only the
     * first, only the second, neither); one point after the other would let the first take the whole load and tip
     * the body (a thin box landing on its end, a heavy box on a light one).
     *
     * <p>The soft step in this form: Box2D v3's per-point update imp = -m ms (vn + bias) - is old is the exact
     * solution of vn' + bias + (K / a2) x = 0 with a2 = ms / is, so the soft point adds K_ii is / ms to A's diagonal.
     * A speculative point (still apart) and the relax pass are rigid (no soft term).
     *
     * <p>Friction goes first here (Box2D v2.4's order: non-penetration matters more, so it has the last word): a light
     * box under a 100x heavier plank walks out 12 cm in 10 s with friction last, less than 2 cm with it first
     * (BlockSolverTest).
     */
    private void solveBlock(int c, double invH, boolean useBias) {
        final double[] bs = world.bodies.motion.bs, cf = this.cf;
        final int[] ccI = this.ccI;
        final StepContext ctx = world.ctx;
        final double pushMax = ctx.contactPushMaxVelocity;
        int ci = CI_STRIDE * c;
        int a = STRIDE * ccI[ci + CI_A], b = STRIDE * ccI[ci + CI_B];
        boolean st = (ccI[ci + CI_PC] & CI_STATIC) != 0;
        int o = CF_STRIDE * c;
        double mA = cf[o + CF_MA], iA = cf[o + CF_IA], mB = cf[o + CF_MB], iB = cf[o + CF_IB];
        double nx = cf[o + CF_NX], ny = cf[o + CF_NY];
        double bias = st ? ctx.sBias : ctx.cBias;
        double softness = st ? ctx.sImpScale / ctx.sMassScale : ctx.cImpScale / ctx.cMassScale;
        double vAx = bs[a + VX], vAy = bs[a + VY], wA = bs[a + W];
        double qAc = bs[a + QC], qAs = bs[a + QS];
        double vBx = bs[b + VX], vBy = bs[b + VY], wB = bs[b + W];
        double qBc = bs[b + QC], qBs = bs[b + QS];
        double dn = (bs[b + DPX] - bs[a + DPX]) * nx + (bs[b + DPY] - bs[a + DPY]) * ny;
        int p0 = o + CF_P0, p1 = p0 + CP_STRIDE;
        double rnA0 = cf[p0 + CP_RNA], rnB0 = cf[p0 + CP_RNB], rnA1 = cf[p1 + CP_RNA], rnB1 = cf[p1 + CP_RNB];
        double s0 = dn + (qBc * cf[p0 + CP_DB] + qBs * rnB0) - (qAc * cf[p0 + CP_DA] + qAs * rnA0) + cf[p0 + CP_SEP];
        double s1 = dn + (qBc * cf[p1 + CP_DB] + qBs * rnB1) - (qAc * cf[p1 + CP_DA] + qAs * rnA1) + cf[p1 + CP_SEP];
        // friction from the normal impulses of the previous pass
        double muS = cf[o + CF_MUS], muD = cf[o + CF_MUD];
        for (int i = 0; i < 2; i++) {
            int q = p0 + CP_STRIDE * i;
            double fA = cf[q + CP_DA], fB = cf[q + CP_DB];
            double vt = (vBx - vAx) * ny - (vBy - vAy) * nx + (wA * fA - wB * fB);
            double told = cf[q + CP_TIMP];
            double cand = told - cf[q + CP_TMASS] * vt;
            double jn = (i == 0 ? s0 : s1) > 0 ? 0 : cf[q + CP_NIMP]; // no friction while still apart (issue 23.3)
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
        double mAB = mA + mB;
        double k11 = mAB + iA * rnA0 * rnA0 + iB * rnB0 * rnB0;
        double k22 = mAB + iA * rnA1 * rnA1 + iB * rnB1 * rnB1;
        double k12 = mAB + iA * rnA0 * rnA1 + iB * rnB0 * rnB1;
        double a11 = k11, a22 = k22, vb0 = 0, vb1 = 0;
        if (s0 > 0) vb0 = s0 * invH;
        else if (useBias) {
            vb0 = Math.max(bias * s0, -pushMax);
            a11 += softness * k11;
        }
        if (s1 > 0) vb1 = s1 * invH;
        else if (useBias) {
            vb1 = Math.max(bias * s1, -pushMax);
            a22 += softness * k22;
        }
        double dvx = vBx - vAx, dvy = vBy - vAy;
        double vn0 = dvx * nx + dvy * ny + (wB * rnB0 - wA * rnA0);
        double vn1 = dvx * nx + dvy * ny + (wB * rnB1 - wA * rnA1);
        double old0 = cf[p0 + CP_NIMP], old1 = cf[p1 + CP_NIMP];
        double b0 = vn0 + vb0 - (k11 * old0 + k12 * old1);
        double b1 = vn1 + vb1 - (k12 * old0 + k22 * old1);
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
        cf[p0 + CP_NIMP] = x0;
        cf[p1 + CP_NIMP] = x1;
        cf[p0 + CP_MAXIMP] = Math.max(cf[p0 + CP_MAXIMP], x0);
        cf[p1 + CP_MAXIMP] = Math.max(cf[p1 + CP_MAXIMP], x1);
        double d0 = x0 - old0, d1 = x1 - old1;
        double Px = (d0 + d1) * nx, Py = (d0 + d1) * ny;
        vAx -= mA * Px;
        vAy -= mA * Py;
        wA -= iA * (d0 * rnA0 + d1 * rnA1);
        vBx += mB * Px;
        vBy += mB * Py;
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

    /** One constraint point after the other (1 point, or 2 points too ill-conditioned for the block solve). */
    private void solveSingle(int c, double invH, boolean useBias, int pFirst, int pSecond) {
        final double[] bs = world.bodies.motion.bs, cf = this.cf;
        final int[] ccI = this.ccI;
        final StepContext ctx = world.ctx;
        final double pushMax = ctx.contactPushMaxVelocity;
        final double cBias = ctx.cBias, cMassScale = ctx.cMassScale, cImpScale = ctx.cImpScale;
        final double sBias = ctx.sBias, sMassScale = ctx.sMassScale, sImpScale = ctx.sImpScale;
        int pc = ccI[CI_STRIDE * c + CI_PC] & CI_POINTS;
        if (pc == 2) {
            int ci = CI_STRIDE * c;
            int a = STRIDE * ccI[ci + CI_A], b = STRIDE * ccI[ci + CI_B];
            boolean st = (ccI[ci + CI_PC] & CI_STATIC) != 0;
            int o = CF_STRIDE * c;
            double mA = cf[o + CF_MA], iA = cf[o + CF_IA], mB = cf[o + CF_MB], iB = cf[o + CF_IB];
            double nx = cf[o + CF_NX], ny = cf[o + CF_NY];
            double bias = st ? sBias : cBias,
                    massScale = st ? sMassScale : cMassScale,
                    impScale = st ? sImpScale : cImpScale;
            double vAx = bs[a + VX], vAy = bs[a + VY], wA = bs[a + W];
            double qAc = bs[a + QC], qAs = bs[a + QS];
            double vBx = bs[b + VX], vBy = bs[b + VY], wB = bs[b + W];
            double qBc = bs[b + QC], qBs = bs[b + QS];
            double dn = (bs[b + DPX] - bs[a + DPX]) * nx + (bs[b + DPY] - bs[a + DPY]) * ny;
            int p0 = o + pFirst;
            double dA0 = cf[p0 + CP_DA], dB0 = cf[p0 + CP_DB], rnA0 = cf[p0 + CP_RNA], rnB0 = cf[p0 + CP_RNB];
            double s0 = dn + (qBc * dB0 + qBs * rnB0) - (qAc * dA0 + qAs * rnA0) + cf[p0 + CP_SEP];
            double vb0 = 0, ms0 = 1, is0 = 0;
            if (s0 > 0) vb0 = s0 * invH;
            else if (useBias) {
                vb0 = Math.max(bias * s0, -pushMax);
                ms0 = massScale;
                is0 = impScale;
            }
            double vn0 = (vBx - vAx) * nx + (vBy - vAy) * ny + (wB * rnB0 - wA * rnA0);
            double old0 = cf[p0 + CP_NIMP];
            double imp0 = -cf[p0 + CP_NMASS] * ms0 * (vn0 + vb0) - is0 * old0;
            double nw0 = nonNegative(old0 + imp0);
            imp0 = nw0 - old0;
            cf[p0 + CP_NIMP] = nw0;
            cf[p0 + CP_MAXIMP] = Math.max(cf[p0 + CP_MAXIMP], nw0);
            double Px0 = imp0 * nx, Py0 = imp0 * ny;
            vAx -= mA * Px0;
            vAy -= mA * Py0;
            wA -= iA * (imp0 * rnA0);
            vBx += mB * Px0;
            vBy += mB * Py0;
            wB += iB * (imp0 * rnB0);
            int p1 = o + pSecond;
            double dA1 = cf[p1 + CP_DA], dB1 = cf[p1 + CP_DB], rnA1 = cf[p1 + CP_RNA], rnB1 = cf[p1 + CP_RNB];
            double s1 = dn + (qBc * dB1 + qBs * rnB1) - (qAc * dA1 + qAs * rnA1) + cf[p1 + CP_SEP];
            double vb1 = 0, ms1 = 1, is1 = 0;
            if (s1 > 0) vb1 = s1 * invH;
            else if (useBias) {
                vb1 = Math.max(bias * s1, -pushMax);
                ms1 = massScale;
                is1 = impScale;
            }
            double vn1 = (vBx - vAx) * nx + (vBy - vAy) * ny + (wB * rnB1 - wA * rnA1);
            double old1 = cf[p1 + CP_NIMP];
            double imp1 = -cf[p1 + CP_NMASS] * ms1 * (vn1 + vb1) - is1 * old1;
            double nw1 = nonNegative(old1 + imp1);
            imp1 = nw1 - old1;
            cf[p1 + CP_NIMP] = nw1;
            cf[p1 + CP_MAXIMP] = Math.max(cf[p1 + CP_MAXIMP], nw1);
            double Px1 = imp1 * nx, Py1 = imp1 * ny;
            vAx -= mA * Px1;
            vAy -= mA * Py1;
            wA -= iA * (imp1 * rnA1);
            vBx += mB * Px1;
            vBy += mB * Py1;
            wB += iB * (imp1 * rnB1);
            double muS = cf[o + CF_MUS], muD = cf[o + CF_MUD];
            int q0 = o + CF_P0 + CP_STRIDE * 0;
            double fA0 = cf[q0 + CP_DA], fB0 = cf[q0 + CP_DB];
            double vt0 = (vBx - vAx) * ny - (vBy - vAy) * nx + (wA * fA0 - wB * fB0);
            double told0 = cf[q0 + CP_TIMP];
            double cand0 = told0 - cf[q0 + CP_TMASS] * vt0;
            double jn0 = (pFirst == CF_P0 ? s0 : s1) > 0 ? 0 : cf[q0 + CP_NIMP]; // none while apart (issue 23.3)
            double tnw0;
            if (Math.abs(cand0) <= muS * jn0) tnw0 = cand0;
            else {
                double lim = muD * jn0;
                tnw0 = cand0 > lim ? lim : (cand0 < -lim ? -lim : cand0);
            }
            double timp0 = tnw0 - told0;
            cf[q0 + CP_TIMP] = tnw0;
            double Tx0 = timp0 * ny, Ty0 = -timp0 * nx;
            vAx -= mA * Tx0;
            vAy -= mA * Ty0;
            wA += iA * (timp0 * fA0);
            vBx += mB * Tx0;
            vBy += mB * Ty0;
            wB -= iB * (timp0 * fB0);
            int q1 = o + CF_P0 + CP_STRIDE * 1;
            double fA1 = cf[q1 + CP_DA], fB1 = cf[q1 + CP_DB];
            double vt1 = (vBx - vAx) * ny - (vBy - vAy) * nx + (wA * fA1 - wB * fB1);
            double told1 = cf[q1 + CP_TIMP];
            double cand1 = told1 - cf[q1 + CP_TMASS] * vt1;
            double jn1 = (pFirst == CF_P0 ? s1 : s0) > 0 ? 0 : cf[q1 + CP_NIMP]; // none while apart (issue 23.3)
            double tnw1;
            if (Math.abs(cand1) <= muS * jn1) tnw1 = cand1;
            else {
                double lim = muD * jn1;
                tnw1 = cand1 > lim ? lim : (cand1 < -lim ? -lim : cand1);
            }
            double timp1 = tnw1 - told1;
            cf[q1 + CP_TIMP] = tnw1;
            double Tx1 = timp1 * ny, Ty1 = -timp1 * nx;
            vAx -= mA * Tx1;
            vAy -= mA * Ty1;
            wA += iA * (timp1 * fA1);
            vBx += mB * Tx1;
            vBy += mB * Ty1;
            wB -= iB * (timp1 * fB1);
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

        } else if (pc == 1) {
            int ci = CI_STRIDE * c;
            int a = STRIDE * ccI[ci + CI_A], b = STRIDE * ccI[ci + CI_B];
            boolean st = (ccI[ci + CI_PC] & CI_STATIC) != 0;
            int o = CF_STRIDE * c;
            double mA = cf[o + CF_MA], iA = cf[o + CF_IA], mB = cf[o + CF_MB], iB = cf[o + CF_IB];
            double nx = cf[o + CF_NX], ny = cf[o + CF_NY];
            double bias = st ? sBias : cBias,
                    massScale = st ? sMassScale : cMassScale,
                    impScale = st ? sImpScale : cImpScale;
            double vAx = bs[a + VX], vAy = bs[a + VY], wA = bs[a + W];
            double qAc = bs[a + QC], qAs = bs[a + QS];
            double vBx = bs[b + VX], vBy = bs[b + VY], wB = bs[b + W];
            double qBc = bs[b + QC], qBs = bs[b + QS];
            double dn = (bs[b + DPX] - bs[a + DPX]) * nx + (bs[b + DPY] - bs[a + DPY]) * ny;
            int p0 = o + CF_P0;
            double dA0 = cf[p0 + CP_DA], dB0 = cf[p0 + CP_DB], rnA0 = cf[p0 + CP_RNA], rnB0 = cf[p0 + CP_RNB];
            double s0 = dn + (qBc * dB0 + qBs * rnB0) - (qAc * dA0 + qAs * rnA0) + cf[p0 + CP_SEP];
            double vb0 = 0, ms0 = 1, is0 = 0;
            if (s0 > 0) vb0 = s0 * invH;
            else if (useBias) {
                vb0 = Math.max(bias * s0, -pushMax);
                ms0 = massScale;
                is0 = impScale;
            }
            double vn0 = (vBx - vAx) * nx + (vBy - vAy) * ny + (wB * rnB0 - wA * rnA0);
            double old0 = cf[p0 + CP_NIMP];
            double imp0 = -cf[p0 + CP_NMASS] * ms0 * (vn0 + vb0) - is0 * old0;
            double nw0 = nonNegative(old0 + imp0);
            imp0 = nw0 - old0;
            cf[p0 + CP_NIMP] = nw0;
            cf[p0 + CP_MAXIMP] = Math.max(cf[p0 + CP_MAXIMP], nw0);
            double Px0 = imp0 * nx, Py0 = imp0 * ny;
            vAx -= mA * Px0;
            vAy -= mA * Py0;
            wA -= iA * (imp0 * rnA0);
            vBx += mB * Px0;
            vBy += mB * Py0;
            wB += iB * (imp0 * rnB0);
            double muS = cf[o + CF_MUS], muD = cf[o + CF_MUD];
            int q0 = o + CF_P0 + CP_STRIDE * 0;
            double fA0 = cf[q0 + CP_DA], fB0 = cf[q0 + CP_DB];
            double vt0 = (vBx - vAx) * ny - (vBy - vAy) * nx + (wA * fA0 - wB * fB0);
            double told0 = cf[q0 + CP_TIMP];
            double cand0 = told0 - cf[q0 + CP_TMASS] * vt0;
            double jn0 = s0 > 0 ? 0 : cf[q0 + CP_NIMP]; // no friction while still apart (issue 23.3)
            double tnw0;
            if (Math.abs(cand0) <= muS * jn0) tnw0 = cand0;
            else {
                double lim = muD * jn0;
                tnw0 = cand0 > lim ? lim : (cand0 < -lim ? -lim : cand0);
            }
            double timp0 = tnw0 - told0;
            cf[q0 + CP_TIMP] = tnw0;
            double Tx0 = timp0 * ny, Ty0 = -timp0 * nx;
            vAx -= mA * Tx0;
            vAy -= mA * Ty0;
            wA += iA * (timp0 * fA0);
            vBx += mB * Tx0;
            vBy += mB * Ty0;
            wB -= iB * (timp0 * fB0);
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
        final double h = world.ctx.h;
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
            // article 003: j = -(1 + e) vn / K, here as the target vn' = -e vn0 on top of the solved velocity, less
            // half a sub-step of gravity: semi-implicit Euler's velocity leads the exact one by that much (so the
            // flight after the bounce peaks at e^2 times the drop)
            double imp = -cf[p + CP_NMASS] * (vn + e * relV + 0.5 * cr[r + CR_ACC] * h);
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
