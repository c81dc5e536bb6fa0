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
 * <p>The kernels are hand-unrolled on purpose (docs/performance/dynamics.md): {@link #solvePairs} solves two
 * 2-point constraints on disjoint bodies interleaved statement by statement, {@link #solveSingle} one constraint;
 * array fields are read into locals once per call.
 */
final class ContactSolver {
    /**
     * Constraint ints, interleaved (stride {@link #CI_STRIDE}): contact id, body A, body B, point count | static flag
     * | pair flag (solved together with the next).
     */
    int[] ccI;

    static final int CI_STRIDE = 4, CI_A = 1, CI_B = 2, CI_PC = 3, CI_POINTS = 3, CI_STATIC = 4, CI_PAIR = 8;
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
        // pair consecutive 2-point constraints on disjoint bodies for the interleaved solver kernel
        final int[] ccI = this.ccI;
        for (int c = 0; c + 1 < total; c++) {
            int ci = CI_STRIDE * c, cj = ci + CI_STRIDE;
            if ((ccI[ci + CI_PC] & CI_POINTS) != 2 || (ccI[cj + CI_PC] & CI_POINTS) != 2) continue;
            int a0 = ccI[ci + CI_A], b0 = ccI[ci + CI_B], a1 = ccI[cj + CI_A], b1 = ccI[cj + CI_B];
            if (a0 == a1 || a0 == b1 || b0 == a1 || b0 == b1) continue;
            ccI[ci + CI_PC] |= CI_PAIR;
            c++;
        }
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
            // restitution acts on the approach speed at impact: the relative normal velocity at the start of the step
            // (the stored velocity is half a sub-step older: semi-implicit Euler), plus what gravity adds over the gap
            // still open then (v^2 = v0^2 - 2 a s0)
            double relV = (vBx - vAx) * nx + (vBy - vAy) * ny + wB * rnB - wA * rnA + 0.5 * accN * subStep;
            double sep0 = m.separation[i];
            if (sep0 > 0.0 && accN < 0.0 && relV < 0.0) relV = -Math.sqrt(relV * relV - 2.0 * accN * sep0);
            cr[r + CR_RELV + i] = relV;
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
        // manifold, an unpaired constraint) recompiles only a small method
        for (int c = 0, n = ccCount; c < n; ) {
            if ((ccI[CI_STRIDE * c + CI_PC] & CI_PAIR) != 0) c = solvePairs(c, n, invH, useBias, pFirst, pSecond);
            else {
                solveSingle(c, invH, useBias, pFirst, pSecond);
                c++;
            }
        }
    }

    /**
     * Solves the run of paired constraints starting at c: two 2-point constraints on disjoint dynamic bodies at a
     * time, interleaved statement by statement: the same arithmetic as two single solves (they commute), but the CPU
     * sees two independent dependency chains. Returns the first constraint after the run.
     */
    private int solvePairs(int c, int n, double invH, boolean useBias, int pFirst, int pSecond) {
        final double[] bs = world.bodies.motion.bs, cf = this.cf;
        final int[] ccI = this.ccI;
        final StepContext ctx = world.ctx;
        final double pushMax = ctx.contactPushMaxVelocity;
        final double cBias = ctx.cBias, cMassScale = ctx.cMassScale, cImpScale = ctx.cImpScale;
        final double sBias = ctx.sBias, sMassScale = ctx.sMassScale, sImpScale = ctx.sImpScale;
        for (; c < n && (ccI[CI_STRIDE * c + CI_PC] & CI_PAIR) != 0; c += 2) {
            int c1 = c, c2 = c + 1;
            int ci1 = CI_STRIDE * c1;
            int ci2 = CI_STRIDE * c2;
            int a1 = STRIDE * ccI[ci1 + CI_A], b1 = STRIDE * ccI[ci1 + CI_B];
            int a2 = STRIDE * ccI[ci2 + CI_A], b2 = STRIDE * ccI[ci2 + CI_B];
            boolean st1 = (ccI[ci1 + CI_PC] & CI_STATIC) != 0;
            boolean st2 = (ccI[ci2 + CI_PC] & CI_STATIC) != 0;
            int o1 = CF_STRIDE * c1;
            int o2 = CF_STRIDE * c2;
            double mA1 = cf[o1 + CF_MA], iA1 = cf[o1 + CF_IA], mB1 = cf[o1 + CF_MB], iB1 = cf[o1 + CF_IB];
            double mA2 = cf[o2 + CF_MA], iA2 = cf[o2 + CF_IA], mB2 = cf[o2 + CF_MB], iB2 = cf[o2 + CF_IB];
            double nx1 = cf[o1 + CF_NX], ny1 = cf[o1 + CF_NY];
            double nx2 = cf[o2 + CF_NX], ny2 = cf[o2 + CF_NY];
            double bias1 = st1 ? sBias : cBias,
                    massScale1 = st1 ? sMassScale : cMassScale,
                    impScale1 = st1 ? sImpScale : cImpScale;
            double bias2 = st2 ? sBias : cBias,
                    massScale2 = st2 ? sMassScale : cMassScale,
                    impScale2 = st2 ? sImpScale : cImpScale;
            double vAx1 = bs[a1 + VX], vAy1 = bs[a1 + VY], wA1 = bs[a1 + W];
            double vAx2 = bs[a2 + VX], vAy2 = bs[a2 + VY], wA2 = bs[a2 + W];
            double qAc1 = bs[a1 + QC], qAs1 = bs[a1 + QS];
            double qAc2 = bs[a2 + QC], qAs2 = bs[a2 + QS];
            double vBx1 = bs[b1 + VX], vBy1 = bs[b1 + VY], wB1 = bs[b1 + W];
            double vBx2 = bs[b2 + VX], vBy2 = bs[b2 + VY], wB2 = bs[b2 + W];
            double qBc1 = bs[b1 + QC], qBs1 = bs[b1 + QS];
            double qBc2 = bs[b2 + QC], qBs2 = bs[b2 + QS];
            double dn1 = (bs[b1 + DPX] - bs[a1 + DPX]) * nx1 + (bs[b1 + DPY] - bs[a1 + DPY]) * ny1;
            double dn2 = (bs[b2 + DPX] - bs[a2 + DPX]) * nx2 + (bs[b2 + DPY] - bs[a2 + DPY]) * ny2;
            int p1_0 = o1 + pFirst;
            int p2_0 = o2 + pFirst;
            double dA1_0 = cf[p1_0 + CP_DA],
                    dB1_0 = cf[p1_0 + CP_DB],
                    rnA1_0 = cf[p1_0 + CP_RNA],
                    rnB1_0 = cf[p1_0 + CP_RNB];
            double dA2_0 = cf[p2_0 + CP_DA],
                    dB2_0 = cf[p2_0 + CP_DB],
                    rnA2_0 = cf[p2_0 + CP_RNA],
                    rnB2_0 = cf[p2_0 + CP_RNB];
            double s1_0 = dn1 + (qBc1 * dB1_0 + qBs1 * rnB1_0) - (qAc1 * dA1_0 + qAs1 * rnA1_0) + cf[p1_0 + CP_SEP];
            double s2_0 = dn2 + (qBc2 * dB2_0 + qBs2 * rnB2_0) - (qAc2 * dA2_0 + qAs2 * rnA2_0) + cf[p2_0 + CP_SEP];
            double vb1_0 = 0, ms1_0 = 1, is1_0 = 0;
            double vb2_0 = 0, ms2_0 = 1, is2_0 = 0;
            if (s1_0 > 0) vb1_0 = s1_0 * invH;
            else if (useBias) {
                vb1_0 = Math.max(bias1 * s1_0, -pushMax);
                ms1_0 = massScale1;
                is1_0 = impScale1;
            }
            if (s2_0 > 0) vb2_0 = s2_0 * invH;
            else if (useBias) {
                vb2_0 = Math.max(bias2 * s2_0, -pushMax);
                ms2_0 = massScale2;
                is2_0 = impScale2;
            }
            double vn1_0 = (vBx1 - vAx1) * nx1 + (vBy1 - vAy1) * ny1 + (wB1 * rnB1_0 - wA1 * rnA1_0);
            double vn2_0 = (vBx2 - vAx2) * nx2 + (vBy2 - vAy2) * ny2 + (wB2 * rnB2_0 - wA2 * rnA2_0);
            double old1_0 = cf[p1_0 + CP_NIMP];
            double old2_0 = cf[p2_0 + CP_NIMP];
            double imp1_0 = -cf[p1_0 + CP_NMASS] * ms1_0 * (vn1_0 + vb1_0) - is1_0 * old1_0;
            double imp2_0 = -cf[p2_0 + CP_NMASS] * ms2_0 * (vn2_0 + vb2_0) - is2_0 * old2_0;
            double nw1_0 = nonNegative(old1_0 + imp1_0);
            double nw2_0 = nonNegative(old2_0 + imp2_0);
            imp1_0 = nw1_0 - old1_0;
            imp2_0 = nw2_0 - old2_0;
            cf[p1_0 + CP_NIMP] = nw1_0;
            cf[p2_0 + CP_NIMP] = nw2_0;
            cf[p1_0 + CP_MAXIMP] = Math.max(cf[p1_0 + CP_MAXIMP], nw1_0);
            cf[p2_0 + CP_MAXIMP] = Math.max(cf[p2_0 + CP_MAXIMP], nw2_0);
            double Px1_0 = imp1_0 * nx1, Py1_0 = imp1_0 * ny1;
            double Px2_0 = imp2_0 * nx2, Py2_0 = imp2_0 * ny2;
            vAx1 -= mA1 * Px1_0;
            vAy1 -= mA1 * Py1_0;
            wA1 -= iA1 * (imp1_0 * rnA1_0);
            vAx2 -= mA2 * Px2_0;
            vAy2 -= mA2 * Py2_0;
            wA2 -= iA2 * (imp2_0 * rnA2_0);
            vBx1 += mB1 * Px1_0;
            vBy1 += mB1 * Py1_0;
            wB1 += iB1 * (imp1_0 * rnB1_0);
            vBx2 += mB2 * Px2_0;
            vBy2 += mB2 * Py2_0;
            wB2 += iB2 * (imp2_0 * rnB2_0);
            int p1_1 = o1 + pSecond;
            int p2_1 = o2 + pSecond;
            double dA1_1 = cf[p1_1 + CP_DA],
                    dB1_1 = cf[p1_1 + CP_DB],
                    rnA1_1 = cf[p1_1 + CP_RNA],
                    rnB1_1 = cf[p1_1 + CP_RNB];
            double dA2_1 = cf[p2_1 + CP_DA],
                    dB2_1 = cf[p2_1 + CP_DB],
                    rnA2_1 = cf[p2_1 + CP_RNA],
                    rnB2_1 = cf[p2_1 + CP_RNB];
            double s1_1 = dn1 + (qBc1 * dB1_1 + qBs1 * rnB1_1) - (qAc1 * dA1_1 + qAs1 * rnA1_1) + cf[p1_1 + CP_SEP];
            double s2_1 = dn2 + (qBc2 * dB2_1 + qBs2 * rnB2_1) - (qAc2 * dA2_1 + qAs2 * rnA2_1) + cf[p2_1 + CP_SEP];
            double vb1_1 = 0, ms1_1 = 1, is1_1 = 0;
            double vb2_1 = 0, ms2_1 = 1, is2_1 = 0;
            if (s1_1 > 0) vb1_1 = s1_1 * invH;
            else if (useBias) {
                vb1_1 = Math.max(bias1 * s1_1, -pushMax);
                ms1_1 = massScale1;
                is1_1 = impScale1;
            }
            if (s2_1 > 0) vb2_1 = s2_1 * invH;
            else if (useBias) {
                vb2_1 = Math.max(bias2 * s2_1, -pushMax);
                ms2_1 = massScale2;
                is2_1 = impScale2;
            }
            double vn1_1 = (vBx1 - vAx1) * nx1 + (vBy1 - vAy1) * ny1 + (wB1 * rnB1_1 - wA1 * rnA1_1);
            double vn2_1 = (vBx2 - vAx2) * nx2 + (vBy2 - vAy2) * ny2 + (wB2 * rnB2_1 - wA2 * rnA2_1);
            double old1_1 = cf[p1_1 + CP_NIMP];
            double old2_1 = cf[p2_1 + CP_NIMP];
            double imp1_1 = -cf[p1_1 + CP_NMASS] * ms1_1 * (vn1_1 + vb1_1) - is1_1 * old1_1;
            double imp2_1 = -cf[p2_1 + CP_NMASS] * ms2_1 * (vn2_1 + vb2_1) - is2_1 * old2_1;
            double nw1_1 = nonNegative(old1_1 + imp1_1);
            double nw2_1 = nonNegative(old2_1 + imp2_1);
            imp1_1 = nw1_1 - old1_1;
            imp2_1 = nw2_1 - old2_1;
            cf[p1_1 + CP_NIMP] = nw1_1;
            cf[p2_1 + CP_NIMP] = nw2_1;
            cf[p1_1 + CP_MAXIMP] = Math.max(cf[p1_1 + CP_MAXIMP], nw1_1);
            cf[p2_1 + CP_MAXIMP] = Math.max(cf[p2_1 + CP_MAXIMP], nw2_1);
            double Px1_1 = imp1_1 * nx1, Py1_1 = imp1_1 * ny1;
            double Px2_1 = imp2_1 * nx2, Py2_1 = imp2_1 * ny2;
            vAx1 -= mA1 * Px1_1;
            vAy1 -= mA1 * Py1_1;
            wA1 -= iA1 * (imp1_1 * rnA1_1);
            vAx2 -= mA2 * Px2_1;
            vAy2 -= mA2 * Py2_1;
            wA2 -= iA2 * (imp2_1 * rnA2_1);
            vBx1 += mB1 * Px1_1;
            vBy1 += mB1 * Py1_1;
            wB1 += iB1 * (imp1_1 * rnB1_1);
            vBx2 += mB2 * Px2_1;
            vBy2 += mB2 * Py2_1;
            wB2 += iB2 * (imp2_1 * rnB2_1);
            double muS1 = cf[o1 + CF_MUS], muD1 = cf[o1 + CF_MUD];
            double muS2 = cf[o2 + CF_MUS], muD2 = cf[o2 + CF_MUD];
            int q1_0 = o1 + CF_P0 + CP_STRIDE * 0;
            int q2_0 = o2 + CF_P0 + CP_STRIDE * 0;
            double fA1_0 = cf[q1_0 + CP_DA], fB1_0 = cf[q1_0 + CP_DB];
            double fA2_0 = cf[q2_0 + CP_DA], fB2_0 = cf[q2_0 + CP_DB];
            double vt1_0 = (vBx1 - vAx1) * ny1 - (vBy1 - vAy1) * nx1 + (wA1 * fA1_0 - wB1 * fB1_0);
            double vt2_0 = (vBx2 - vAx2) * ny2 - (vBy2 - vAy2) * nx2 + (wA2 * fA2_0 - wB2 * fB2_0);
            double told1_0 = cf[q1_0 + CP_TIMP];
            double told2_0 = cf[q2_0 + CP_TIMP];
            double cand1_0 = told1_0 - cf[q1_0 + CP_TMASS] * vt1_0;
            double cand2_0 = told2_0 - cf[q2_0 + CP_TMASS] * vt2_0;
            double jn1_0 = cf[q1_0 + CP_NIMP];
            double jn2_0 = cf[q2_0 + CP_NIMP];
            double tnw1_0;
            double tnw2_0;
            if (Math.abs(cand1_0) <= muS1 * jn1_0) tnw1_0 = cand1_0;
            else {
                double lim = muD1 * jn1_0;
                tnw1_0 = cand1_0 > lim ? lim : (cand1_0 < -lim ? -lim : cand1_0);
            }
            if (Math.abs(cand2_0) <= muS2 * jn2_0) tnw2_0 = cand2_0;
            else {
                double lim = muD2 * jn2_0;
                tnw2_0 = cand2_0 > lim ? lim : (cand2_0 < -lim ? -lim : cand2_0);
            }
            double timp1_0 = tnw1_0 - told1_0;
            double timp2_0 = tnw2_0 - told2_0;
            cf[q1_0 + CP_TIMP] = tnw1_0;
            cf[q2_0 + CP_TIMP] = tnw2_0;
            double Tx1_0 = timp1_0 * ny1, Ty1_0 = -timp1_0 * nx1;
            double Tx2_0 = timp2_0 * ny2, Ty2_0 = -timp2_0 * nx2;
            vAx1 -= mA1 * Tx1_0;
            vAy1 -= mA1 * Ty1_0;
            wA1 += iA1 * (timp1_0 * fA1_0);
            vAx2 -= mA2 * Tx2_0;
            vAy2 -= mA2 * Ty2_0;
            wA2 += iA2 * (timp2_0 * fA2_0);
            vBx1 += mB1 * Tx1_0;
            vBy1 += mB1 * Ty1_0;
            wB1 -= iB1 * (timp1_0 * fB1_0);
            vBx2 += mB2 * Tx2_0;
            vBy2 += mB2 * Ty2_0;
            wB2 -= iB2 * (timp2_0 * fB2_0);
            int q1_1 = o1 + CF_P0 + CP_STRIDE * 1;
            int q2_1 = o2 + CF_P0 + CP_STRIDE * 1;
            double fA1_1 = cf[q1_1 + CP_DA], fB1_1 = cf[q1_1 + CP_DB];
            double fA2_1 = cf[q2_1 + CP_DA], fB2_1 = cf[q2_1 + CP_DB];
            double vt1_1 = (vBx1 - vAx1) * ny1 - (vBy1 - vAy1) * nx1 + (wA1 * fA1_1 - wB1 * fB1_1);
            double vt2_1 = (vBx2 - vAx2) * ny2 - (vBy2 - vAy2) * nx2 + (wA2 * fA2_1 - wB2 * fB2_1);
            double told1_1 = cf[q1_1 + CP_TIMP];
            double told2_1 = cf[q2_1 + CP_TIMP];
            double cand1_1 = told1_1 - cf[q1_1 + CP_TMASS] * vt1_1;
            double cand2_1 = told2_1 - cf[q2_1 + CP_TMASS] * vt2_1;
            double jn1_1 = cf[q1_1 + CP_NIMP];
            double jn2_1 = cf[q2_1 + CP_NIMP];
            double tnw1_1;
            double tnw2_1;
            if (Math.abs(cand1_1) <= muS1 * jn1_1) tnw1_1 = cand1_1;
            else {
                double lim = muD1 * jn1_1;
                tnw1_1 = cand1_1 > lim ? lim : (cand1_1 < -lim ? -lim : cand1_1);
            }
            if (Math.abs(cand2_1) <= muS2 * jn2_1) tnw2_1 = cand2_1;
            else {
                double lim = muD2 * jn2_1;
                tnw2_1 = cand2_1 > lim ? lim : (cand2_1 < -lim ? -lim : cand2_1);
            }
            double timp1_1 = tnw1_1 - told1_1;
            double timp2_1 = tnw2_1 - told2_1;
            cf[q1_1 + CP_TIMP] = tnw1_1;
            cf[q2_1 + CP_TIMP] = tnw2_1;
            double Tx1_1 = timp1_1 * ny1, Ty1_1 = -timp1_1 * nx1;
            double Tx2_1 = timp2_1 * ny2, Ty2_1 = -timp2_1 * nx2;
            vAx1 -= mA1 * Tx1_1;
            vAy1 -= mA1 * Ty1_1;
            wA1 += iA1 * (timp1_1 * fA1_1);
            vAx2 -= mA2 * Tx2_1;
            vAy2 -= mA2 * Ty2_1;
            wA2 += iA2 * (timp2_1 * fA2_1);
            vBx1 += mB1 * Tx1_1;
            vBy1 += mB1 * Ty1_1;
            wB1 -= iB1 * (timp1_1 * fB1_1);
            vBx2 += mB2 * Tx2_1;
            vBy2 += mB2 * Ty2_1;
            wB2 -= iB2 * (timp2_1 * fB2_1);
            if (mA1 != 0) {
                bs[a1 + VX] = vAx1;
                bs[a1 + VY] = vAy1;
                bs[a1 + W] = wA1;
            }
            if (mA2 != 0) {
                bs[a2 + VX] = vAx2;
                bs[a2 + VY] = vAy2;
                bs[a2 + W] = wA2;
            }
            if (mB1 != 0) {
                bs[b1 + VX] = vBx1;
                bs[b1 + VY] = vBy1;
                bs[b1 + W] = wB1;
            }
            if (mB2 != 0) {
                bs[b2 + VX] = vBx2;
                bs[b2 + VY] = vBy2;
                bs[b2 + W] = wB2;
            }
        }
        return c;
    }

    /** One constraint (1 or 2 points), the same arithmetic as the pair kernel. */
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
            double jn0 = cf[q0 + CP_NIMP];
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
            double jn1 = cf[q1 + CP_NIMP];
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
            double jn0 = cf[q0 + CP_NIMP];
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
