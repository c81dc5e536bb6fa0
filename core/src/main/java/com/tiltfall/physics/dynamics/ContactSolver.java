package com.tiltfall.physics.dynamics;

import static com.tiltfall.physics.dynamics.BodyState.STRIDE;
import static com.tiltfall.physics.dynamics.BodyState.VX;
import static com.tiltfall.physics.dynamics.BodyState.VY;
import static com.tiltfall.physics.dynamics.BodyState.W;

import com.tiltfall.physics.collision.ArrayGrowth;

/**
 * The contact solver (Box2D v3's soft step): each step {@link #prepare} builds one constraint per simulated contact
 * in contact order, then per sub-step {@link #warmStart}, {@link #solve} with and without bias (the relax pass),
 * and after the sub-steps {@link #applyRestitutionAndStore} (restitution, then the impulses back to the contacts, for
 * the next step's warm start and for gameplay queries).
 *
 * <p>This class owns the constraint storage and the loops; the per-constraint arithmetic (warm start, a
 * well-conditioned 2-point constraint as a block, Box2D v2.4's 2x2 LCP, the others point by point, restitution) is
 * written once in {@link ContactKernel}.
 */
final class ContactSolver {
    /**
     * Constraint ints, interleaved (stride {@link #CI_STRIDE}): contact id, body A, body B, point count | static flag
     * | block flag (2 points, well-conditioned: both solved at once).
     */
    int[] ccI;

    static final int CI_STRIDE = 4, CI_A = 1, CI_B = 2, CI_PC = 3, CI_POINTS = 3, CI_STATIC = 4, CI_BLOCK = 8;
    /**
     * Constraint doubles the solver iterations read, interleaved (stride {@link #CF_STRIDE} = 29 doubles per
     * constraint, as Box2D's b2ContactConstraint): inverse masses and inertias, normal, friction, tangent speed (the
     * colliders' surface speeds: conveyors; friction drives the relative tangential velocity to it), then two points of
     * {@link #CP_STRIDE} doubles (the anchors rA, rB from the centres of mass as r . n and r x n, adjusted separation,
     * normal / tangent effective mass, accumulated normal / tangent impulse, max normal impulse). What only the
     * restitution pass reads is in {@link #cr}, so that the eight passes of a step stream 12 % less memory.
     */
    double[] cf;

    static final int CF_STRIDE = 29,
            CF_MA = 0,
            CF_IA = 1,
            CF_MB = 2,
            CF_IB = 3,
            CF_NX = 4,
            CF_NY = 5,
            CF_MUS = 6,
            CF_MUD = 7,
            CF_TS = 8,
            CF_P0 = 9;
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
    /**
     * Some constraint of this step joins two dynamic bodies whose masses differ by about {@link
     * ShockProjection#MIN_RATIO} or more (a superset of what that pass selects): without one it need not scan.
     */
    boolean mayHaveHeavyOnLight;

    private final World world;
    /** The kernel every constraint goes through (one instance, reused). */
    private final ContactKernel kernel = new ContactKernel();
    /** Loaded light bodies' two manifolds, solved as one block. */
    final SupportBlocks supportBlocks;
    /** The constraints around loaded light bodies, which get extra passes. */
    final LoadedPasses loadedPasses;

    ContactSolver(World world) {
        this.world = world;
        supportBlocks = new SupportBlocks(world, kernel);
        loadedPasses = new LoadedPasses(world);
        grow(16);
    }

    private void grow(int n) {
        ccI = ArrayGrowth.grow(ccI, CI_STRIDE * n);
        cf = ArrayGrowth.grow(cf, CF_STRIDE * n);
        cr = ArrayGrowth.grow(cr, CR_STRIDE * n);
        ccCap = n;
    }

    /**
     * Builds one constraint per simulated contact with an awake body, in contact order. (A wavefront order, level by
     * level so that consecutive constraints share no dynamic body, gave the same results but no faster passes since
     * the two-constraint kernel went, and its scattered writes made this 1.8x slower in the large pyramid:
     * docs/log/performance-dynamics.md.)
     */
    void prepare() {
        final Contacts contacts = world.contacts;
        final int[] kFlags = contacts.flags, kBodyA = contacts.bodyA, kBodyB = contacts.bodyB;
        final int[] bFlags = world.bodies.flags;
        final boolean warmStarting = world.ctx.warmStarting;
        mayHaveHeavyOnLight = false;
        int c = 0;
        for (int k = 0, conHigh = contacts.ids.high; k < conHigh; k++) {
            if ((kFlags[k] & Contacts.SIM) == 0) continue;
            int ba = kBodyA[k], bb = kBodyB[k];
            if ((bFlags[ba] & Bodies.AWAKE) == 0 && (bFlags[bb] & Bodies.AWAKE) == 0) continue;
            if (c == ccCap) grow(2 * ccCap);
            addConstraint(k, ba, bb, c++, warmStarting);
        }
        ccCount = c;
        supportBlocks.select(this);
        loadedPasses.select(this);
    }

    /** Fills constraint slot c from contact k (bodies ba, bb). */
    private void addConstraint(int k, int ba, int bb, int c, boolean warmStarting) {
        final Bodies bodies = world.bodies;
        final Contacts contacts = world.contacts;
        final double[] px = bodies.pose.px, py = bodies.pose.py, invMass = bodies.mass.invMass, invI = bodies.mass.invI;
        final double[] kMuS = contacts.muS, kMuD = contacts.muD, kRest = contacts.rest;
        final double[] kNImp = contacts.nImp, kTImp = contacts.tImp;
        final int[] ccI = this.ccI;
        // the manifold as Contacts.update copied it for the solver (flat, in contact order)
        final double[] sm = contacts.manifold;
        final int mo = Contacts.SM_STRIDE * k;
        int pc = contacts.points[k];
        double mA = invMass[ba], iA = invI[ba], mB = invMass[bb], iB = invI[bb];
        // inverse masses: a ratio of 49 on them is below ShockProjection's 50 on the masses whatever the rounding
        if (mA != 0 && mB != 0 && (mA > HEAVY_HINT * mB || mB > HEAVY_HINT * mA)) mayHaveHeavyOnLight = true;
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
        double nx = sm[mo + Contacts.SM_NX], ny = sm[mo + Contacts.SM_NY];
        cf[o + CF_NX] = nx;
        cf[o + CF_NY] = ny;
        cf[o + CF_MUS] = kMuS[k];
        cf[o + CF_MUD] = kMuD[k];
        // A's surface moves along +t = (ny, -nx) (its outward normal is n), B's along -t: B's velocity relative to
        // A's surface is the tangential velocity minus (sA - sB); read each step, so a changed speed acts at once
        final double[] surface = world.colliders.surfaceSpeed;
        cf[o + CF_TS] = surface[contacts.colA[k]] - surface[contacts.colB[k]];
        double e = kRest[k];
        cr[CR_STRIDE * c + CR_REST] = e;
        for (int i = 0; i < pc; i++) {
            int p = o + CF_P0 + CP_STRIDE * i, mp = mo + Contacts.SM_P0 + Contacts.SM_PSTRIDE * i;
            double sep = sm[mp + Contacts.SM_SEP];
            // a point still apart lies midway across the gap: anchor each body on its own surface (issue 23.3)
            double half = sep > 0.0 ? 0.5 * sep : 0.0;
            double mx = sm[mp + Contacts.SM_X], my = sm[mp + Contacts.SM_Y];
            double rAx = mx - half * nx - px[ba], rAy = my - half * ny - py[ba];
            double rBx = mx + half * nx - px[bb], rBy = my + half * ny - py[bb];
            double dA = rAx * nx + rAy * ny, dB = rBx * nx + rBy * ny;
            double rnA = rAx * ny - rAy * nx, rnB = rBx * ny - rBy * nx;
            cf[p + CP_DA] = dA;
            cf[p + CP_DB] = dB;
            cf[p + CP_RNA] = rnA;
            cf[p + CP_RNB] = rnB;
            // separation adjusted so that s = dot(n, dpB - dpA + rB' - rA') + adjusted
            cf[p + CP_SEP] = sep - (dB - dA);
            double kn = mA + mB + iA * rnA * rnA + iB * rnB * rnB;
            cf[p + CP_NMASS] = kn > 0 ? 1.0 / kn : 0;
            // r x t = -(r . n) for t = (ny, -nx)
            double kt = mA + mB + iA * dA * dA + iB * dB * dB;
            cf[p + CP_TMASS] = kt > 0 ? 1.0 / kt : 0;
            cf[p + CP_NIMP] = warmStarting ? kNImp[2 * k + i] : 0;
            cf[p + CP_TIMP] = warmStarting ? kTImp[2 * k + i] : 0;
            cf[p + CP_MAXIMP] = 0;
        }
        // only the restitution pass reads the approach speeds, and only where e != 0
        if (e != 0) addRestitution(k, ba, bb, c, pc);
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

    /**
     * The restitution data of constraint c (contact k, bodies ba, bb, pc points; its anchors already in place): the
     * relative normal acceleration from gravity and each point's approach speed at impact.
     */
    private void addRestitution(int k, int ba, int bb, int c, int pc) {
        final Bodies bodies = world.bodies;
        final double[] bs = bodies.motion.bs, cf = this.cf, cr = this.cr;
        final double[] sm = world.contacts.manifold;
        final int mo = Contacts.SM_STRIDE * k, o = CF_STRIDE * c, r = CR_STRIDE * c;
        double nx = cf[o + CF_NX], ny = cf[o + CF_NY];
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
            double rnA = cf[p + CP_RNA], rnB = cf[p + CP_RNB];
            // restitution acts on the approach speed at impact: the relative normal velocity at the start of the step
            // (the stored velocity is half a sub-step older: semi-implicit Euler), plus what gravity adds over the gap
            // still open then (v^2 = v0^2 - 2 a s0)
            double relV = (vBx - vAx) * nx + (vBy - vAy) * ny + wB * rnB - wA * rnA + 0.5 * accN * subStep;
            double sep0 = sm[mo + Contacts.SM_P0 + Contacts.SM_PSTRIDE * i + Contacts.SM_SEP];
            if (sep0 > 0.0 && accN < 0.0 && relV < 0.0) relV = -Math.sqrt(relV * relV - 2.0 * accN * sep0);
            cr[r + CR_RELV + i] = relV;
        }
    }

    private static final double HEAVY_HINT = ShockProjection.MIN_RATIO - 1.0;

    /** Largest condition number of a 2-point block the solver inverts (Box2D v2.4's b2_maxConditionNumber). */
    private static final double MAX_CONDITION = 1000.0;

    void warmStart() {
        final double[] bs = world.bodies.motion.bs, cf = this.cf;
        final int[] ccI = this.ccI;
        final ContactKernel kernel = this.kernel;
        kernel.use(bs, cf);
        for (int c = 0, n = ccCount; c < n; c++) {
            int ci = CI_STRIDE * c;
            kernel.warmStart(
                    STRIDE * ccI[ci + CI_A], STRIDE * ccI[ci + CI_B], CF_STRIDE * c, ccI[ci + CI_PC] & CI_POINTS);
        }
    }

    private int solvePass;

    /**
     * One Gauss-Seidel pass over the contact constraints: a well-conditioned 2-point constraint as a block
     * ({@link ContactKernel#solveBlock}: friction, then both normal points at once, Box2D v2.4's order: non-penetration
     * has the last word; a light box under a 100x heavier plank walks out 12 cm in 10 s with friction last, less than
     * 2 cm with it first, BlockSolverTest), the others point by point ({@link ContactKernel#solvePoints}: normal
     * points, then friction); then the {@link LoadedPasses}, if this step has any.
     */
    void solve(double invH, boolean useBias) {
        final double[] bs = world.bodies.motion.bs, cf = this.cf;
        final int[] ccI = this.ccI;
        final ContactKernel kernel = this.kernel;
        kernel.use(bs, cf);
        kernel.beginPass(invH, useBias, world.ctx);
        final boolean flip = (solvePass++ & 1) != 0;
        // alternate the point order between passes so that Gauss-Seidel adds no systematic torque
        final int pFirst = flip ? CF_P0 + CP_STRIDE : CF_P0, pSecond = flip ? CF_P0 : CF_P0 + CP_STRIDE;
        if (supportBlocks.count > 0) solveWithSupportBlocks(bs, cf, ccI, pFirst, pSecond);
        else for (int c = 0, n = ccCount; c < n; c++) solveOne(ccI, c, pFirst, pSecond);
        if (loadedPasses.count > 0) solveLoaded(ccI, flip);
    }

    /** {@link LoadedPasses}: the passes after the solver's own over its constraints, point order alternating on. */
    private void solveLoaded(int[] ccI, boolean flip) {
        final int[] members = loadedPasses.members;
        final int count = loadedPasses.count;
        for (int pass = 1; pass < LoadedPasses.PASSES; pass++) {
            flip = !flip;
            int pFirst = flip ? CF_P0 + CP_STRIDE : CF_P0, pSecond = flip ? CF_P0 : CF_P0 + CP_STRIDE;
            for (int i = 0; i < count; i++) solveOne(ccI, members[i], pFirst, pSecond);
        }
    }

    /** One constraint of a pass, as a block or point by point ({@link #solve}). */
    private void solveOne(int[] ccI, int c, int pFirst, int pSecond) {
        int ci = CI_STRIDE * c;
        int flags = ccI[ci + CI_PC];
        int a = STRIDE * ccI[ci + CI_A], b = STRIDE * ccI[ci + CI_B], o = CF_STRIDE * c;
        boolean st = (flags & CI_STATIC) != 0;
        if ((flags & CI_BLOCK) != 0) kernel.solveBlock(a, b, o, st);
        else kernel.solvePoints(a, b, o, st, flags & CI_POINTS, pFirst, pSecond);
    }

    /** {@link #solve}'s pass when some pairs of constraints are {@link SupportBlocks}: each at its first constraint. */
    private void solveWithSupportBlocks(double[] bs, double[] cf, int[] ccI, int pFirst, int pSecond) {
        final int[] partner = supportBlocks.partner;
        for (int c = 0, n = ccCount; c < n; c++) {
            int other = partner[c];
            if (other < 0) solveOne(ccI, c, pFirst, pSecond);
            else if (other > c) supportBlocks.solve(bs, cf, ccI, c, other);
        }
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
        kernel.use(bs, cf);
        for (int c = 0; c < ccCount; c++) {
            int r = CR_STRIDE * c;
            double e = cr[r + CR_REST];
            if (e != 0) restitute(c, e, threshold, cr);
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
    private void restitute(int c, double e, double threshold, double[] cr) {
        int ci = CI_STRIDE * c, r = CR_STRIDE * c;
        kernel.restitute(
                STRIDE * ccI[ci + CI_A],
                STRIDE * ccI[ci + CI_B],
                CF_STRIDE * c,
                ccI[ci + CI_PC] & CI_POINTS,
                e,
                threshold,
                cr,
                r + CR_RELV,
                0.5 * cr[r + CR_ACC] * world.ctx.h);
    }
}
