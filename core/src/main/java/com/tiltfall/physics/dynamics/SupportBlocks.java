package com.tiltfall.physics.dynamics;

import static com.tiltfall.physics.dynamics.BodyState.DA;
import static com.tiltfall.physics.dynamics.BodyState.DPX;
import static com.tiltfall.physics.dynamics.BodyState.DPY;
import static com.tiltfall.physics.dynamics.BodyState.QC;
import static com.tiltfall.physics.dynamics.BodyState.QS;
import static com.tiltfall.physics.dynamics.BodyState.STRIDE;
import static com.tiltfall.physics.dynamics.BodyState.VX;
import static com.tiltfall.physics.dynamics.BodyState.VY;
import static com.tiltfall.physics.dynamics.BodyState.W;
import static com.tiltfall.physics.dynamics.ContactSolver.CF_IA;
import static com.tiltfall.physics.dynamics.ContactSolver.CF_IB;
import static com.tiltfall.physics.dynamics.ContactSolver.CF_MA;
import static com.tiltfall.physics.dynamics.ContactSolver.CF_MB;
import static com.tiltfall.physics.dynamics.ContactSolver.CF_MUS;
import static com.tiltfall.physics.dynamics.ContactSolver.CF_NX;
import static com.tiltfall.physics.dynamics.ContactSolver.CF_NY;
import static com.tiltfall.physics.dynamics.ContactSolver.CF_P0;
import static com.tiltfall.physics.dynamics.ContactSolver.CF_STRIDE;
import static com.tiltfall.physics.dynamics.ContactSolver.CF_TS;
import static com.tiltfall.physics.dynamics.ContactSolver.CI_A;
import static com.tiltfall.physics.dynamics.ContactSolver.CI_B;
import static com.tiltfall.physics.dynamics.ContactSolver.CI_BLOCK;
import static com.tiltfall.physics.dynamics.ContactSolver.CI_PC;
import static com.tiltfall.physics.dynamics.ContactSolver.CI_POINTS;
import static com.tiltfall.physics.dynamics.ContactSolver.CI_STATIC;
import static com.tiltfall.physics.dynamics.ContactSolver.CI_STRIDE;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_DA;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_DB;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_MAXIMP;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_NIMP;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_RNA;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_RNB;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_STRIDE;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_TIMP;

import com.tiltfall.physics.collision.ArrayGrowth;

/**
 * A loaded light body's two manifolds solved as one block (issue 23 part 2, docs/physics/limits.md "Mass ratios"): a
 * light body resting on a static support with ONE body at least {@link ShockProjection#MIN_RATIO} times heavier on it,
 * which rests on nothing else dynamic. Solved one after the other, the two manifolds are coupled through the light
 * body, and Gauss-Seidel converges at the rate m_heavy / (m_heavy + m_light) per pass (0.99 at 100:1): the pair never
 * rests (the heavy box bobs and the pair walks sideways). Here the four normal points are one LCP, solved exactly in
 * each pass (Box2D v2.4's enumeration of the active sets, at four points), and then the two manifolds' friction as
 * one 2x2 (a manifold's two friction rows are nearly the same row, so each manifold has one tangent impulse, shared
 * by its points in proportion to their normal impulses), as long as that sticks; else point by point. Normal before
 * friction: friction solved first would act on the spin that a warm start of a changed manifold leaves. After the
 * sub-steps, {@link #project} removes the block's penetration beyond the slop as one LCP too, with rotation.
 *
 * <p>A heavy body on several light ones (a plank on legs) gets {@link LoadedPasses} instead: blocks per leg held the
 * plank at 160-1000x but rocked it below, and made heavy plates dropped on piles of light boxes go wrong twice as
 * often (limits.md). Worlds without a heavy-on-light pair (every shipped level) never select a block: their states
 * stay bit-identical.
 */
final class SupportBlocks {
    /** Masks of the pushing points, most first (all four, then three, two, one, none). */
    private static final int[] ACTIVE_SETS = {15, 7, 11, 13, 14, 3, 5, 6, 9, 10, 12, 1, 2, 4, 8, 0};

    private final World world;
    private final ContactKernel kernel;
    /** Per constraint of this step: the other constraint of its block, or -1. */
    int[] partner = new int[16];
    /** Blocks selected this step. */
    int count;

    /** Per body, valid in the selection stamped seenAt: its static support and heavy load constraints (-2: several). */
    private long[] seenAt = new long[0];

    private int[] support = new int[0], load = new int[0], loads = new int[0];
    private long stamp;

    // the block being solved: its four points' constraint offsets, point offsets, body offsets, static flags
    private final int[] po = new int[4], pp = new int[4], pa = new int[4], pb = new int[4];
    private final boolean[] st = new boolean[4];
    // separations, the system A x = r, its solution, a subsystem, friction shares
    private final double[] sep = new double[4], a = new double[16], r = new double[4], x = new double[4];
    private final double[] sub = new double[16], subR = new double[4], subX = new double[4], share = new double[4];
    /** The normal impulses the current pass started with (friction's bound, see {@link #stickingFriction}). */
    private final double[] passStart = new double[4];

    private final int[] idx = new int[4];

    SupportBlocks(World world, ContactKernel kernel) {
        this.world = world;
        this.kernel = kernel;
    }

    /** Chooses this step's blocks among the solver's constraints (after prepare). */
    void select(ContactSolver solver) {
        count = 0;
        if (!solver.mayHaveHeavyOnLight) return;
        final double gx = world.ctx.gravityX, gy = world.ctx.gravityY, g = Math.sqrt(gx * gx + gy * gy);
        if (g == 0) return;
        final double upX = -gx / g, upY = -gy / g;
        final Bodies bodies = world.bodies;
        if (seenAt.length < bodies.cap) {
            seenAt = new long[bodies.cap];
            support = new int[bodies.cap];
            load = new int[bodies.cap];
            loads = new int[bodies.cap];
        }
        if (partner.length < solver.ccCap) partner = ArrayGrowth.grow(partner, solver.ccCap);
        final int[] ccI = solver.ccI;
        final double[] cf = solver.cf, mass = bodies.mass.mass;
        final long s = ++stamp;
        final int n = solver.ccCount;
        for (int c = 0; c < n; c++) {
            partner[c] = -1;
            int ci = CI_STRIDE * c, flags = ccI[ci + CI_PC], o = CF_STRIDE * c;
            int side = ShockProjection.upperSide(cf[o + CF_NX] * upX + cf[o + CF_NY] * upY);
            if (side == 0) continue;
            int upper = ccI[ci + (side > 0 ? CI_B : CI_A)], lower = ccI[ci + (side > 0 ? CI_A : CI_B)];
            boolean block = (flags & CI_BLOCK) != 0 && (flags & CI_POINTS) == 2;
            if ((flags & CI_STATIC) != 0) {
                if (cf[o + (upper == ccI[ci + CI_B] ? CF_MB : CF_MA)] == 0) continue; // the static side is on top
                touch(upper, s);
                support[upper] = support[upper] == -1 && block ? c : -2;
            } else if (mass[upper] >= ShockProjection.MIN_RATIO * mass[lower]) {
                touch(lower, s);
                load[lower] = load[lower] == -1 && block ? c : -2;
                touch(upper, s);
                loads[upper]++;
            }
        }
        for (int c = 0; c < n; c++) {
            int ci = CI_STRIDE * c;
            if ((ccI[ci + CI_PC] & CI_STATIC) == 0) continue;
            int body = cf[CF_STRIDE * c + CF_MB] != 0 ? ccI[ci + CI_B] : ccI[ci + CI_A];
            if (seenAt[body] != s || support[body] != c || load[body] < 0) continue;
            int l = load[body], li = CI_STRIDE * l;
            int heavy = ccI[li + CI_A] == body ? ccI[li + CI_B] : ccI[li + CI_A];
            if (loads[heavy] != 1) continue;
            partner[c] = l;
            partner[l] = c;
            count++;
        }
    }

    private void touch(int body, long s) {
        if (seenAt[body] == s) return;
        seenAt[body] = s;
        support[body] = -1;
        load[body] = -1;
        loads[body] = 0;
    }

    /** Constraints c and d as one block, in the solver's current pass: the four normal points, then friction. */
    void solve(double[] bs, double[] cf, int[] ccI, int c, int d) {
        gather(cf, ccI, c, d);
        normals(bs, cf);
        if (!stickingFriction(bs, cf)) {
            friction(bs, cf, 0);
            friction(bs, cf, 1);
        }
    }

    /** The four points of constraints c and d ({@link #po} ... {@link #sep}), the separations at the current pose. */
    private void gather(double[] cf, int[] ccI, int c, int d) {
        for (int j = 0; j < 2; j++) {
            int cc = j == 0 ? c : d, ci = CI_STRIDE * cc;
            int ba = STRIDE * ccI[ci + CI_A], bb = STRIDE * ccI[ci + CI_B], o = CF_STRIDE * cc;
            boolean stat = (ccI[ci + CI_PC] & CI_STATIC) != 0;
            double dn = kernel.normalOffset(ba, bb, o);
            for (int i = 0; i < 2; i++) {
                int q = 2 * j + i;
                po[q] = o;
                pp[q] = o + CF_P0 + CP_STRIDE * i;
                pa[q] = ba;
                pb[q] = bb;
                st[q] = stat;
                sep[q] = kernel.separation(ba, bb, pp[q], dn);
            }
        }
    }

    /**
     * After the sub-steps, each block's position error as one LCP (Box2D v2.4's position block, at four points, with
     * rotation): the soft contacts let a load sink K_ii W / omega^2 into its support, and a straight lift by the
     * deepest point (ShockProjection) left the light body resting on one corner when the load was off centre (it
     * rocked, and the pair walked off). Each point's penetration beyond the linear slop, at most {@link
     * #MAX_CORRECTION}, is removed at once: K lambda + C >= 0, lambda >= 0, complementary; then the bodies move by
     * M^-1 J^T lambda, then shifted along the surfaces (below); velocities are left as they are.
     */
    void project() {
        if (count == 0) return;
        final ContactSolver solver = world.contactSolver;
        final double[] bs = world.bodies.motion.bs, cf = solver.cf;
        final int[] ccI = solver.ccI;
        kernel.use(bs, cf);
        final double slop = world.ctx.linearSlop;
        for (int c = 0, n = solver.ccCount; c < n; c++) {
            int d = partner[c];
            if (d <= c) continue;
            gather(cf, ccI, c, d);
            boolean any = false;
            for (int p = 0; p < 4; p++) {
                double error = Math.max(sep[p] + slop, -MAX_CORRECTION);
                r[p] = -error;
                any |= error < 0;
            }
            if (!any) continue;
            normalCoupling(cf);
            if (!lcp()) continue;
            // the light body is the dynamic side of the static manifold, the heavy one the other side of the load
            int ms = st[0] ? 0 : 2, ml = 2 - ms;
            int light = cf[po[ms] + CF_MB] != 0 ? pb[ms] : pa[ms];
            int heavy = pa[ml] == light ? pb[ml] : pa[ml];
            for (int i = 0; i < 6; i++) move[i] = 0;
            for (int p = 0; p < 4; p++) {
                int o = po[p], q = pp[p];
                double l = x[p], nx = cf[o + CF_NX], ny = cf[o + CF_NY];
                if (cf[o + CF_MA] != 0)
                    addMove(pa[p] == light ? 0 : 3, -cf[o + CF_MA] * l, nx, ny, -cf[o + CF_IA] * l * cf[q + CP_RNA]);
                if (cf[o + CF_MB] != 0)
                    addMove(pb[p] == light ? 0 : 3, cf[o + CF_MB] * l, nx, ny, cf[o + CF_IB] * l * cf[q + CP_RNB]);
            }
            // turning a body about its centre slides its contact points along the surface, which friction never
            // sees: shift the light body so its points on the support stay put, then the heavy one so that its points
            // keep their place on the light body (else the pair creeps sideways, 8 cm in 10 s at 100:1 off centre)
            double tx = cf[po[ms] + CF_NY], ty = -cf[po[ms] + CF_NX];
            double slide = 0.5 * (pointSlide(cf, ms, light, 0) + pointSlide(cf, ms + 1, light, 0));
            move[0] -= slide * tx;
            move[1] -= slide * ty;
            tx = cf[po[ml] + CF_NY];
            ty = -cf[po[ml] + CF_NX];
            double rel = 0;
            for (int p = ml; p < ml + 2; p++) rel += 0.5 * (pointSlide(cf, p, heavy, 3) - pointSlide(cf, p, light, 0));
            move[3] -= rel * tx;
            move[4] -= rel * ty;
            moveBody(bs, light, move[0], move[1], move[2]);
            moveBody(bs, heavy, move[3], move[4], move[5]);
        }
    }

    /** Body moves of the current projection: light (dx, dy, da) at 0, heavy at 3. */
    private final double[] move = new double[6];

    private void addMove(int at, double l, double nx, double ny, double da) {
        move[at] += l * nx;
        move[at + 1] += l * ny;
        move[at + 2] += da;
    }

    /**
     * How far the move at {@code at} of the body at offset {@code body} slides its anchor at point p along p's tangent
     * t = (ny, -nx): dp . t - da d (r x t = -d).
     */
    private double pointSlide(double[] cf, int p, int body, int at) {
        int o = po[p];
        double d = cf[pp[p] + (pa[p] == body ? CP_DA : CP_DB)];
        return move[at] * cf[o + CF_NY] - move[at + 1] * cf[o + CF_NX] - move[at + 2] * d;
    }

    /** Largest correction of one point per step (Box2D v2.4's b2_maxLinearCorrection). */
    private static final double MAX_CORRECTION = 0.2;

    /** Moves the body at offset b by (dx, dy) and turns it by da (Box2D's normalised rotation increment). */
    private static void moveBody(double[] bs, int b, double dx, double dy, double da) {
        bs[b + DPX] += dx;
        bs[b + DPY] += dy;
        if (da != 0) {
            bs[b + DA] += da;
            double c = bs[b + QC], s = bs[b + QS];
            double nc = c - da * s, ns = s + da * c;
            double inv = 1.0 / Math.sqrt(nc * nc + ns * ns);
            bs[b + QC] = nc * inv;
            bs[b + QS] = ns * inv;
        }
    }

    /**
     * The four normal points: A = K + the soft points' diagonal, r = -(the normal velocities with none of the four
     * impulses + bias), the same terms as {@link ContactKernel#blockNormal}'s 2x2; then the LCP A x = r + w.
     */
    private void normals(double[] bs, double[] cf) {
        normalCoupling(cf);
        for (int p = 0; p < 4; p++) {
            int o = po[p], q = pp[p], ba = pa[p], bb = pb[p];
            double b = (bs[bb + VX] - bs[ba + VX]) * cf[o + CF_NX]
                    + (bs[bb + VY] - bs[ba + VY]) * cf[o + CF_NY]
                    + (bs[bb + W] * cf[q + CP_RNB] - bs[ba + W] * cf[q + CP_RNA])
                    + kernel.velocityBias(sep[p], st[p]);
            for (int m = 0; m < 4; m++) b -= a[4 * p + m] * cf[pp[m] + CP_NIMP];
            r[p] = -b;
        }
        for (int p = 0; p < 4; p++) if (kernel.soft(sep[p])) a[5 * p] += kernel.softness(st[p]) * a[5 * p];
        for (int p = 0; p < 4; p++) passStart[p] = cf[pp[p] + CP_NIMP];
        // if no active set fits (rounding), the impulses stay as they are (Box2D's 2x2 does the same)
        if (!lcp()) return;
        for (int p = 0; p < 4; p++) {
            int o = po[p], q = pp[p];
            double old = cf[q + CP_NIMP], dx = x[p] - old;
            cf[q + CP_NIMP] = x[p];
            cf[q + CP_MAXIMP] = Math.max(cf[q + CP_MAXIMP], x[p]);
            push(bs, cf, p, dx * cf[o + CF_NX], dx * cf[o + CF_NY], dx * cf[q + CP_RNA], dx * cf[q + CP_RNB]);
        }
    }

    /**
     * x with w = A x - r: x >= 0, w >= 0, x . w = 0, by trying the active sets, most pushing points first; false if none
     * fits.
     */
    private boolean lcp() {
        for (int mask : ACTIVE_SETS) {
            int m = 0;
            for (int i = 0; i < 4; i++) if ((mask & (1 << i)) != 0) idx[m++] = i;
            for (int i = 0; i < m; i++) {
                subR[i] = r[idx[i]];
                for (int j = 0; j < m; j++) sub[4 * i + j] = a[4 * idx[i] + idx[j]];
            }
            if (!solveSpd(sub, subR, subX, m)) continue;
            boolean fits = true;
            for (int i = 0; i < m; i++) fits &= subX[i] >= 0;
            if (!fits) continue;
            for (int i = 0; i < 4; i++) x[i] = 0;
            for (int i = 0; i < m; i++) x[idx[i]] = subX[i];
            for (int i = 0; i < 4 && fits; i++) {
                if ((mask & (1 << i)) != 0) continue;
                double w = -r[i];
                for (int j = 0; j < 4; j++) w += a[4 * i + j] * x[j];
                fits = w >= 0;
            }
            if (fits) return true;
        }
        return false;
    }

    /**
     * Both manifolds' friction at once if the impulses that stop both stay within static friction (the load resting):
     * one tangent impulse per manifold, shared by its two points in proportion to their normal impulses; false (nothing
     * done) if a point is apart, the 2x2 is singular or the impulses leave the friction cone. The cone's normal
     * impulse is the larger of the one the pass started with (Box2D's bound: its friction comes first) and the one it
     * ends with: in the soft pass a contact held near the slop by {@link #project} carries only the spring's part of
     * its load, and with that bound the pair on a 0.2 rad slope slid 0.55 m in 10 s at 1000:1 (now 3 mm).
     */
    private boolean stickingFriction(double[] bs, double[] cf) {
        for (int p = 0; p < 4; p++) if (sep[p] > 0) return false;
        for (int m = 0; m < 2; m++) {
            double n0 = cf[pp[2 * m] + CP_NIMP], n1 = cf[pp[2 * m + 1] + CP_NIMP], sum = n0 + n1;
            if (!(sum > 0)) return false;
            share[2 * m] = n0 / sum;
            share[2 * m + 1] = n1 / sum;
        }
        // tangent t = (ny, -nx): J = (-t, -(rA x t)) on A and (t, rB x t) on B, with r x t = -d
        double k00 = 0, k01 = 0, k11 = 0, r0 = 0, r1 = 0;
        for (int p = 0; p < 4; p++) {
            double vt = tangentVelocity(bs, cf, p);
            if (p < 2) r0 -= share[p] * vt;
            else r1 -= share[p] * vt;
            for (int m = 0; m < 4; m++) {
                double v = share[p] * coupling(cf, p, m, CP_DA, CP_DB) * share[m];
                if (p < 2 && m < 2) k00 += v;
                else if (p >= 2 && m >= 2) k11 += v;
                else k01 += 0.5 * v;
            }
        }
        double det = k00 * k11 - k01 * k01;
        if (!(det > 1e-9 * k00 * k11)) return false;
        double d0 = (k11 * r0 - k01 * r1) / det, d1 = (k00 * r1 - k01 * r0) / det;
        for (int p = 0; p < 4; p++) {
            x[p] = cf[pp[p] + CP_TIMP] + share[p] * (p < 2 ? d0 : d1);
            double bound = Math.max(cf[pp[p] + CP_NIMP], passStart[p]);
            if (!(Math.abs(x[p]) <= cf[po[p] + CF_MUS] * bound)) return false;
        }
        for (int p = 0; p < 4; p++) {
            int o = po[p], q = pp[p];
            double dx = x[p] - cf[q + CP_TIMP];
            cf[q + CP_TIMP] = x[p];
            push(bs, cf, p, dx * cf[o + CF_NY], -dx * cf[o + CF_NX], -dx * cf[q + CP_DA], -dx * cf[q + CP_DB]);
        }
        return true;
    }

    /**
     * Manifold j's friction point by point (the solver's rule, kinetic friction included), bounded like {@link
     * #stickingFriction} by the larger of the normal impulses the pass started and ends with.
     */
    private void friction(double[] bs, double[] cf, int j) {
        for (int p = 2 * j; p < 2 * j + 2; p++) {
            int o = po[p], q = pp[p];
            double nx = cf[o + CF_NX], ny = cf[o + CF_NY];
            double vt = tangentVelocity(bs, cf, p);
            double jn = sep[p] > 0 ? 0 : Math.max(cf[q + CP_NIMP], passStart[p]);
            double dt = ContactKernel.frictionImpulseWithin(cf, o, q, vt, jn);
            push(bs, cf, p, dt * ny, -dt * nx, -dt * cf[q + CP_DA], -dt * cf[q + CP_DB]);
        }
    }

    /** The impulse (px, py) at point p's anchors, -P on A and +P on B; angA, angB: rA x P and rB x P. */
    private void push(double[] bs, double[] cf, int p, double px, double py, double angA, double angB) {
        int o = po[p], ba = pa[p], bb = pb[p];
        double mA = cf[o + CF_MA], mB = cf[o + CF_MB];
        if (mA != 0) {
            bs[ba + VX] -= mA * px;
            bs[ba + VY] -= mA * py;
            bs[ba + W] -= cf[o + CF_IA] * angA;
        }
        if (mB != 0) {
            bs[bb + VX] += mB * px;
            bs[bb + VY] += mB * py;
            bs[bb + W] += cf[o + CF_IB] * angB;
        }
    }

    /** A = K of the four normal points (4 x 4, symmetric), for {@link #normals} and {@link #project}. */
    private void normalCoupling(double[] cf) {
        for (int p = 0; p < 4; p++) {
            for (int q = p; q < 4; q++) {
                double v = coupling(cf, p, q, CP_RNA, CP_RNB);
                a[4 * p + q] = v;
                a[4 * q + p] = v;
            }
        }
    }

    /** Point p's tangential velocity along t = (ny, -nx), relative to the surfaces' own speed (r x t = -d). */
    private double tangentVelocity(double[] bs, double[] cf, int p) {
        int o = po[p], q = pp[p], ba = pa[p], bb = pb[p];
        return (bs[bb + VX] - bs[ba + VX]) * cf[o + CF_NY]
                - (bs[bb + VY] - bs[ba + VY]) * cf[o + CF_NX]
                + (bs[ba + W] * cf[q + CP_DA] - bs[bb + W] * cf[q + CP_DB])
                - cf[o + CF_TS];
    }

    /**
     * J_p M^-1 J_q^T for rows (-u, -rA x u) on A and (u, rB x u) on B, where u is the normal (armA, armB: the points'
     * r x n fields) or the tangent (the d fields: r x t = -d, and the two signs cancel): a body shared by the two
     * points couples them, with a minus where it is A in one and B in the other.
     */
    private double coupling(double[] cf, int p, int q, int armA, int armB) {
        int op = po[p], oq = po[q];
        double uu = cf[op + CF_NX] * cf[oq + CF_NX] + cf[op + CF_NY] * cf[oq + CF_NY];
        double ap = cf[pp[p] + armA], bp = cf[pp[p] + armB], aq = cf[pp[q] + armA], bq = cf[pp[q] + armB];
        double sum = 0;
        if (pa[p] == pa[q]) sum += cf[op + CF_MA] * uu + cf[op + CF_IA] * ap * aq;
        if (pa[p] == pb[q]) sum -= cf[op + CF_MA] * uu + cf[op + CF_IA] * ap * bq;
        if (pb[p] == pa[q]) sum -= cf[op + CF_MB] * uu + cf[op + CF_IB] * bp * aq;
        if (pb[p] == pb[q]) sum += cf[op + CF_MB] * uu + cf[op + CF_IB] * bp * bq;
        return sum;
    }

    /**
     * Solves the n x n symmetric positive definite system m y = v (m in rows of 4, overwritten) by Cholesky; false if
     * a pivot is not clearly positive.
     */
    private static boolean solveSpd(double[] m, double[] v, double[] y, int n) {
        for (int j = 0; j < n; j++) {
            double d = m[5 * j];
            for (int k = 0; k < j; k++) d -= m[4 * j + k] * m[4 * j + k];
            if (!(d > 1e-12 * m[5 * j])) return false;
            d = Math.sqrt(d);
            m[5 * j] = d;
            for (int i = j + 1; i < n; i++) {
                double e = m[4 * i + j];
                for (int k = 0; k < j; k++) e -= m[4 * i + k] * m[4 * j + k];
                m[4 * i + j] = e / d;
            }
        }
        for (int i = 0; i < n; i++) {
            double e = v[i];
            for (int k = 0; k < i; k++) e -= m[4 * i + k] * y[k];
            y[i] = e / m[5 * i];
        }
        for (int i = n - 1; i >= 0; i--) {
            double e = y[i];
            for (int k = i + 1; k < n; k++) e -= m[4 * k + i] * y[k];
            y[i] = e / m[5 * i];
        }
        return true;
    }
}
