package com.tiltfall.physics.dynamics;

import static com.tiltfall.physics.dynamics.BodyState.DPX;
import static com.tiltfall.physics.dynamics.BodyState.DPY;
import static com.tiltfall.physics.dynamics.BodyState.QC;
import static com.tiltfall.physics.dynamics.BodyState.QS;
import static com.tiltfall.physics.dynamics.BodyState.STRIDE;
import static com.tiltfall.physics.dynamics.BodyState.VX;
import static com.tiltfall.physics.dynamics.BodyState.VY;
import static com.tiltfall.physics.dynamics.ContactSolver.CF_MB;
import static com.tiltfall.physics.dynamics.ContactSolver.CF_NX;
import static com.tiltfall.physics.dynamics.ContactSolver.CF_NY;
import static com.tiltfall.physics.dynamics.ContactSolver.CF_P0;
import static com.tiltfall.physics.dynamics.ContactSolver.CF_STRIDE;
import static com.tiltfall.physics.dynamics.ContactSolver.CI_A;
import static com.tiltfall.physics.dynamics.ContactSolver.CI_B;
import static com.tiltfall.physics.dynamics.ContactSolver.CI_PC;
import static com.tiltfall.physics.dynamics.ContactSolver.CI_POINTS;
import static com.tiltfall.physics.dynamics.ContactSolver.CI_STATIC;
import static com.tiltfall.physics.dynamics.ContactSolver.CI_STRIDE;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_DA;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_DB;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_RNA;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_RNB;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_SEP;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_STRIDE;

import com.tiltfall.physics.collision.ArrayGrowth;

/**
 * Shock propagation for heavy-on-light contacts (issue 23, docs/physics/limits.md "Mass ratios"): after the sub-steps,
 * a position pass over the contacts between a dynamic body and ONE dynamic body at least {@link #MIN_RATIO} times
 * lighter under it (normal within 60 degrees of gravity), and over the static contacts of such loaded light bodies.
 * It lifts only the UPPER body, the lower one treated as static (Guendelman et al. 2003): first the loaded light
 * bodies out of the ground, then the heavy ones out of them, each straight up by the penetration beyond the linear
 * slop that all its selected supports agree on (the smallest), so that a heavy load cannot sink into its soft
 * support. A lifted body only loses its rise speed relative to that support. A world without such a pair (every
 * shipped level) leaves at once when the solver's prepare saw no two dynamic bodies ~50x apart in mass, else after one
 * scan over the constraints: its states stay bit-identical.
 */
final class ShockProjection {
    /** Smallest mass ratio (upper / lower) treated: below it the soft contact holds (BlockSolverTest). */
    static final double MIN_RATIO = 50.0;
    /** cos 60 degrees: the contact normal's least alignment with gravity. */
    private static final double MIN_UP = 0.5;
    /** Largest lift of one body per step (Box2D v2.4's b2_maxLinearCorrection). */
    private static final double MAX_CORRECTION = 0.2;

    private final World world;
    /** Selected constraints, as slot * 2 + 1 when the upper body is B: heavy-on-light pairs, then static supports. */
    private int[] chosen = new int[16];

    private int count;
    /** Per body: the step in which it was found under a heavy body; the pass in which its lift was last set. */
    private long[] loadedAt = new long[0], liftAt = new long[0];
    /** Per body: the lift all its selected supports agree on in the current pass (m, along up). */
    private double[] lift = new double[0];
    /** Per body: how many selected supports it rests on this step, and the step that count is from. */
    private int[] supports = new int[0];

    private long[] supportsAt = new long[0];
    /** Per body: the support that asked for that lift (its velocity bounds the lifted body's rise). */
    private int[] liftFrom = new int[0];

    private long stamp;
    private double upX, upY;

    ShockProjection(World world) {
        this.world = world;
    }

    /** Runs after the sub-steps, on the contact solver's constraints of this step. */
    void project() {
        final ContactSolver solver = world.contactSolver;
        final Bodies bodies = world.bodies;
        if (loadedAt.length < bodies.cap) {
            loadedAt = new long[bodies.cap];
            liftAt = new long[bodies.cap];
            lift = new double[bodies.cap];
            liftFrom = new int[bodies.cap];
            supports = new int[bodies.cap];
            supportsAt = new long[bodies.cap];
        }
        stamp++;
        count = 0;
        if (!solver.mayHaveHeavyOnLight) return;
        final double gx = world.ctx.gravityX, gy = world.ctx.gravityY, g = Math.sqrt(gx * gx + gy * gy);
        if (g == 0) return;
        upX = -gx / g;
        upY = -gy / g;
        final int[] ccI = solver.ccI;
        final double[] cf = solver.cf;
        // pairs solved as SupportBlocks have their own projection
        final int[] blocked = solver.supportBlocks.count > 0 ? solver.supportBlocks.partner : null;
        // a heavy body resting on several light ones (a plank on legs) is left to the solver (LoadedPasses): lifting
        // it by what its supports agree on walks the legs out (limits.md "Mass ratios": 121 of 288 planks failed)
        final long counted = stamp;
        boolean any = false;
        for (int c = 0, n = solver.ccCount; c < n; c++) {
            int upper = upperOf(ccI, cf, c);
            if (upper < 0) continue;
            supports[upper] = supportsAt[upper] == counted ? supports[upper] + 1 : 1;
            supportsAt[upper] = counted;
            any = true;
        }
        if (!any) return;
        for (int c = 0, n = solver.ccCount; c < n; c++) {
            int upper = upperOf(ccI, cf, c);
            if (upper < 0 || supports[upper] != 1 || blocked != null && blocked[c] >= 0) continue;
            int ci = CI_STRIDE * c;
            boolean upperB = upper == ccI[ci + CI_B];
            loadedAt[upperB ? ccI[ci + CI_A] : ccI[ci + CI_B]] = stamp;
            add(2 * c + (upperB ? 1 : 0));
        }
        if (count == 0) return;
        final int pairs = count;
        for (int c = 0, n = solver.ccCount; c < n; c++) {
            int ci = CI_STRIDE * c;
            if ((ccI[ci + CI_PC] & CI_STATIC) == 0) continue;
            int o = CF_STRIDE * c;
            boolean upperB = cf[o + CF_MB] != 0;
            int body = upperB ? ccI[ci + CI_B] : ccI[ci + CI_A];
            if (loadedAt[body] != stamp) continue;
            double up = cf[o + CF_NX] * upX + cf[o + CF_NY] * upY;
            if (upperB ? up < MIN_UP : up > -MIN_UP) continue;
            add(2 * c + (upperB ? 1 : 0));
        }
        // the supports first, then the loads on them
        liftPass(pairs, count);
        liftPass(0, pairs);
    }

    /**
     * The upper body of constraint c if it joins two dynamic bodies, the upper at least {@link #MIN_RATIO} times the
     * lower's mass, along a normal within 60 degrees of gravity; else -1.
     */
    private int upperOf(int[] ccI, double[] cf, int c) {
        int ci = CI_STRIDE * c;
        if ((ccI[ci + CI_PC] & CI_STATIC) != 0) return -1;
        int side = upperSide(cf[CF_STRIDE * c + CF_NX] * upX + cf[CF_STRIDE * c + CF_NY] * upY);
        if (side == 0) return -1;
        int upper = ccI[ci + (side > 0 ? CI_B : CI_A)], lower = ccI[ci + (side > 0 ? CI_A : CI_B)];
        final double[] mass = world.bodies.mass.mass;
        return mass[upper] >= MIN_RATIO * mass[lower] ? upper : -1;
    }

    /** Whether bodies a and b are at least {@link #MIN_RATIO} apart in mass, either way (a static body's mass is 0). */
    static boolean apartInMass(double[] mass, int a, int b) {
        return mass[a] >= MIN_RATIO * mass[b] || mass[b] >= MIN_RATIO * mass[a];
    }

    /**
     * Which body of a contact is on top, from up = n . (the unit vector against gravity), n pointing from A to B: 1 for
     * B, -1 for A, 0 where the normal is more than 60 degrees from vertical.
     */
    static int upperSide(double up) {
        return up >= MIN_UP ? 1 : up <= -MIN_UP ? -1 : 0;
    }

    private void add(int entry) {
        if (count == chosen.length) chosen = ArrayGrowth.grow(chosen, 2 * count);
        chosen[count++] = entry;
    }

    /** Lifts the upper body of each chosen constraint in [from, to) by the smallest lift its constraints there need. */
    private void liftPass(int from, int to) {
        final long pass = ++stamp;
        final int[] ccI = world.contactSolver.ccI;
        final double[] cf = world.contactSolver.cf, bs = world.bodies.motion.bs, lift = this.lift;
        final long[] liftAt = this.liftAt;
        final double slop = world.ctx.linearSlop;
        for (int i = from; i < to; i++) {
            int c = chosen[i] >> 1, ci = CI_STRIDE * c;
            boolean upperB = (chosen[i] & 1) != 0;
            int upper = upperB ? ccI[ci + CI_B] : ccI[ci + CI_A], lower = upperB ? ccI[ci + CI_A] : ccI[ci + CI_B];
            double need = neededLift(
                    bs,
                    cf,
                    STRIDE * ccI[ci + CI_A],
                    STRIDE * ccI[ci + CI_B],
                    CF_STRIDE * c,
                    ccI[ci + CI_PC] & CI_POINTS,
                    slop);
            if (liftAt[upper] != pass || need < lift[upper]) {
                lift[upper] = need;
                liftFrom[upper] = lower;
            }
            liftAt[upper] = pass;
        }
        for (int i = from; i < to; i++) {
            int ci = CI_STRIDE * (chosen[i] >> 1);
            int upper = (chosen[i] & 1) != 0 ? ccI[ci + CI_B] : ccI[ci + CI_A];
            if (liftAt[upper] != pass) continue;
            liftAt[upper] = 0; // once per body
            double d = Math.min(lift[upper], MAX_CORRECTION);
            if (d <= 0) continue;
            int u = STRIDE * upper, l = STRIDE * liftFrom[upper];
            bs[u + DPX] += d * upX;
            bs[u + DPY] += d * upY;
            // the lift replaces the soft contact's push-out: a rise faster than the support's would add to it (the
            // body would leave its support, and slide)
            double rise = (bs[u + VX] - bs[l + VX]) * upX + (bs[u + VY] - bs[l + VY]) * upY;
            if (rise > 0) {
                bs[u + VX] -= rise * upX;
                bs[u + VY] -= rise * upY;
            }
        }
    }

    /**
     * How far the upper body of constraint o (bodies at a, b) must rise along up for the deepest point to penetrate
     * at most the linear slop (0 or less: nothing to do); the same for either side, as the separation is symmetric.
     */
    private double neededLift(double[] bs, double[] cf, int a, int b, int o, int pc, double slop) {
        final double nx = cf[o + CF_NX], ny = cf[o + CF_NY];
        double dn = (bs[b + DPX] - bs[a + DPX]) * nx + (bs[b + DPY] - bs[a + DPY]) * ny;
        double deepest = Double.POSITIVE_INFINITY;
        for (int i = 0; i < pc; i++) {
            int p = o + CF_P0 + CP_STRIDE * i;
            double s = dn
                    + (bs[b + QC] * cf[p + CP_DB] + bs[b + QS] * cf[p + CP_RNB])
                    - (bs[a + QC] * cf[p + CP_DA] + bs[a + QS] * cf[p + CP_RNA])
                    + cf[p + CP_SEP];
            deepest = Math.min(deepest, s);
        }
        // rising by d along up opens the gap by d |n . up| (at least half of d: the normal is within 60 degrees)
        double opening = Math.abs(nx * upX + ny * upY);
        return -(deepest + slop) / opening;
    }
}
