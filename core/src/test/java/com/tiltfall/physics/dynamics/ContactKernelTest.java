package com.tiltfall.physics.dynamics;

import static com.tiltfall.physics.dynamics.BodyState.QC;
import static com.tiltfall.physics.dynamics.BodyState.STRIDE;
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
import static com.tiltfall.physics.dynamics.ContactSolver.CF_STRIDE;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_DA;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_DB;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_NIMP;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_NMASS;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_RNA;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_RNB;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_SEP;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_STRIDE;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_TIMP;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_TMASS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The contact kernel's lanes agree: the block solve of a 2-point constraint (one call) and the point-by-point solve
 * (Gauss-Seidel, iterated) solve the same linear complementarity problem, so on a well-conditioned constraint, whose
 * K is far from singular so that Gauss-Seidel converges quickly, iterating the point-by-point lane must reach the
 * block's impulses. One constraint is built by hand (arrays laid out as {@link ContactSolver} lays them out) from
 * random bodies, anchors, velocities, warm-start impulses and separations, in the biased and the relax pass.
 */
class ContactKernelTest {
    private static final int A = 0, B = STRIDE, P0 = CF_P0, P1 = CF_P0 + CP_STRIDE;

    private static StepContext context() {
        StepContext ctx = new StepContext();
        ctx.begin(1.0 / 60.0);
        return ctx;
    }

    /** Point i's anchors (from the centres of mass) and separation: d = r . n and rn = r x n, as ContactSolver's prepare. */
    private static void point(
            double[] cf, int p, double rAx, double rAy, double rBx, double rBy, double nx, double ny, double s) {
        double dA = rAx * nx + rAy * ny, dB = rBx * nx + rBy * ny;
        double rnA = rAx * ny - rAy * nx, rnB = rBx * ny - rBy * nx;
        cf[p + CP_DA] = dA;
        cf[p + CP_DB] = dB;
        cf[p + CP_RNA] = rnA;
        cf[p + CP_RNB] = rnB;
        // no position change in this sub-step (dp = 0, rotation delta (1, 0)): the current separation is s
        cf[p + CP_SEP] = s - (dB - dA);
        double mA = cf[CF_MA], iA = cf[CF_IA], mB = cf[CF_MB], iB = cf[CF_IB];
        cf[p + CP_NMASS] = 1.0 / (mA + mB + iA * rnA * rnA + iB * rnB * rnB);
        cf[p + CP_TMASS] = 1.0 / (mA + mB + iA * dA * dA + iB * dB * dB);
    }

    /** One block solve of (bs, cf), and 600 point-by-point passes (alternating order) of the copies. */
    private static void solveBothLanes(
            StepContext ctx,
            boolean useBias,
            boolean staticA,
            double[] bs,
            double[] cf,
            double[] bsPoints,
            double[] cfPoints) {
        ContactKernel kernel = new ContactKernel();
        kernel.beginPass(ctx.invH, useBias, ctx);
        kernel.use(bs, cf);
        kernel.solveBlock(A, B, 0, staticA);
        kernel.use(bsPoints, cfPoints);
        for (int it = 0; it < 600; it++)
            kernel.solvePoints(A, B, 0, staticA, 2, it % 2 == 0 ? P0 : P1, it % 2 == 0 ? P1 : P0);
    }

    /** A constraint with random masses and inertias (0.2-5.2 kg; A static or not), drawn in this order. */
    private static double[] randomMasses(Random rnd, boolean staticA) {
        double[] cf = new double[CF_STRIDE];
        double massA = 0.2 + 5 * rnd.nextDouble(), massB = 0.2 + 5 * rnd.nextDouble();
        cf[CF_MA] = staticA ? 0 : 1 / massA;
        cf[CF_IA] = staticA ? 0 : 1 / (massA * (0.1 + rnd.nextDouble()));
        cf[CF_MB] = 1 / massB;
        cf[CF_IB] = 1 / (massB * (0.1 + rnd.nextDouble()));
        return cf;
    }

    /** A random unit normal into the constraint. */
    private static void randomNormal(Random rnd, double[] cf) {
        double angle = 2 * Math.PI * rnd.nextDouble();
        cf[CF_NX] = Math.cos(angle);
        cf[CF_NY] = Math.sin(angle);
    }

    private static double[] bodies(double vAx, double vAy, double wA, double vBx, double vBy, double wB) {
        double[] bs = new double[2 * STRIDE];
        bs[A + VX] = vAx;
        bs[A + VY] = vAy;
        bs[A + W] = wA;
        bs[B + VX] = vBx;
        bs[B + VY] = vBy;
        bs[B + W] = wB;
        bs[A + QC] = 1;
        bs[B + QC] = 1;
        return bs;
    }

    /**
     * Hand case: a 2 x 1 m box of mass 2 (inertia m (w^2 + h^2) / 12) lands flat at 3 m/s on static ground, contact
     * points under its corners. The relax pass (rigid) must stop it with half the momentum on each corner and no spin:
     * by symmetry x0 = x1, and the total impulse 2 x = m v = 6 N s; the point-by-point lane gives the first corner
     * more (it tips the box) but converges to the same.
     */
    @Test
    void flatLandingTakesHalfTheMomentumOnEachCornerInBothLanes() {
        double m = 2, hw = 1, hh = 0.5, inertia = m * (4 * hw * hw + 4 * hh * hh) / 12;
        StepContext ctx = context();
        for (int lane = 0; lane < 2; lane++) {
            double[] cf = new double[CF_STRIDE];
            cf[CF_MB] = 1 / m;
            cf[CF_IB] = 1 / inertia;
            cf[CF_NY] = 1;
            point(cf, P0, 0, 0, -hw, -hh, 0, 1, -0.001);
            point(cf, P1, 0, 0, hw, -hh, 0, 1, -0.001);
            double[] bs = bodies(0, 0, 0, 0, -3, 0);
            ContactKernel k = new ContactKernel();
            k.beginPass(ctx.invH, false, ctx);
            k.use(bs, cf);
            if (lane == 0) k.solveBlock(A, B, 0, true);
            else
                for (int it = 0; it < 200; it++)
                    k.solvePoints(A, B, 0, true, 2, it % 2 == 0 ? P0 : P1, it % 2 == 0 ? P1 : P0);
            String name = lane == 0 ? "block" : "points";
            assertEquals(3.0, cf[P0 + CP_NIMP], 1e-9, name + " corner 0");
            assertEquals(3.0, cf[P1 + CP_NIMP], 1e-9, name + " corner 1");
            assertEquals(0.0, bs[B + VY], 1e-9, name + " vy");
            assertEquals(0.0, bs[B + W], 1e-9, name + " spin");
        }
    }

    /**
     * One pass of the point-by-point lane on the flat landing is not yet the answer (why the block exists): corner 0
     * alone gets 3 / K11 = 3 / 1.7 = 1.76 N s, which already spins the box (rB x n = -1: w = -1.2 x0), so corner 1
     * then sees -3 - 0.7 x0 and gets 2.49.
     */
    @Test
    void onePointByPointPassTipsTheBox() {
        double[] cf = new double[CF_STRIDE];
        cf[CF_MB] = 0.5;
        cf[CF_IB] = 1 / (2 * 5.0 / 12);
        cf[CF_NY] = 1;
        point(cf, P0, 0, 0, -1, -0.5, 0, 1, -0.001);
        point(cf, P1, 0, 0, 1, -0.5, 0, 1, -0.001);
        double[] bs = bodies(0, 0, 0, 0, -3, 0);
        StepContext ctx = context();
        ContactKernel k = new ContactKernel();
        k.beginPass(ctx.invH, false, ctx);
        k.use(bs, cf);
        k.solvePoints(A, B, 0, true, 2, P0, P1);
        assertEquals(3 / 1.7, cf[P0 + CP_NIMP], 1e-9, "corner 0");
        assertEquals((3 + 1.2 * (3 / 1.7) - 0.5 * (3 / 1.7)) / 1.7, cf[P1 + CP_NIMP], 1e-9, "corner 1");
        assertTrue(Math.abs(bs[B + W]) > 0.5, "spin " + bs[B + W]);
    }

    /**
     * Scan: random well-conditioned 2-point constraints (one or both bodies dynamic, any normal, anchors on a random
     * edge, approaching or separating, touching, penetrating or still apart, warm-started impulses, biased or relax
     * pass). The block lane's impulses solve the complementarity problem (x >= 0; where x > 0 the soft-step target
     * holds: vn' + bias + soft K_ii x = 0; where x = 0 the point does not approach: vn' + bias >= 0), and the
     * point-by-point lane iterated reaches the same impulses and velocities.
     */
    @Test
    void blockAndIteratedPointByPointLanesAgreeOnRandomWellConditionedConstraints() {
        Random rnd = new Random(23);
        StepContext ctx = context();
        int checked = 0, bothPush = 0, onePushes = 0;
        for (int trial = 0; checked < 400; trial++) {
            boolean staticA = rnd.nextBoolean(), useBias = rnd.nextBoolean();
            double[] cf = randomMasses(rnd, staticA);
            randomNormal(rnd, cf);
            double nx = cf[CF_NX], ny = cf[CF_NY];
            // an edge of B's face along the tangent, centres on either side of it
            double cAx = -(0.2 + rnd.nextDouble()) * nx + (rnd.nextDouble() - 0.5) * ny;
            double cAy = -(0.2 + rnd.nextDouble()) * ny - (rnd.nextDouble() - 0.5) * nx;
            double cBx = (0.2 + rnd.nextDouble()) * nx + (rnd.nextDouble() - 0.5) * ny;
            double cBy = (0.2 + rnd.nextDouble()) * ny - (rnd.nextDouble() - 0.5) * nx;
            for (int i = 0; i < 2; i++) {
                double t = (i == 0 ? -1 : 1) * (0.2 + rnd.nextDouble());
                double x = t * ny, y = -t * nx;
                double s = -0.02 + 0.03 * rnd.nextDouble();
                point(cf, P0 + CP_STRIDE * i, x - cAx, y - cAy, x - cBx, y - cBy, nx, ny, s);
                cf[P0 + CP_STRIDE * i + CP_NIMP] = rnd.nextDouble() < 0.3 ? 0 : 2 * rnd.nextDouble();
            }
            double mAB = cf[CF_MA] + cf[CF_MB];
            double k11 = mAB + cf[CF_IA] * sq(cf[P0 + CP_RNA]) + cf[CF_IB] * sq(cf[P0 + CP_RNB]);
            double k22 = mAB + cf[CF_IA] * sq(cf[P1 + CP_RNA]) + cf[CF_IB] * sq(cf[P1 + CP_RNB]);
            double k12 =
                    mAB + cf[CF_IA] * cf[P0 + CP_RNA] * cf[P1 + CP_RNA] + cf[CF_IB] * cf[P0 + CP_RNB] * cf[P1 + CP_RNB];
            // well-conditioned: Gauss-Seidel's contraction per sweep is at most k12^2 / (k11 k22)
            if (k12 * k12 > 0.8 * k11 * k22) continue;
            double[] bs = bodies(
                    staticA ? 0 : 3 * rnd.nextGaussian(),
                    staticA ? 0 : 3 * rnd.nextGaussian(),
                    staticA ? 0 : 3 * rnd.nextGaussian(),
                    3 * rnd.nextGaussian(),
                    3 * rnd.nextGaussian(),
                    3 * rnd.nextGaussian());
            double[] cfPoints = cf.clone(), bsPoints = bs.clone();
            solveBothLanes(ctx, useBias, staticA, bs, cf, bsPoints, cfPoints);
            String where = "trial " + trial + (useBias ? " biased" : " relax");
            double scale = 1 + Math.abs(cf[P0 + CP_NIMP]) + Math.abs(cf[P1 + CP_NIMP]);
            for (int i = 0; i < 2; i++) {
                int p = P0 + CP_STRIDE * i;
                double x = cf[p + CP_NIMP];
                assertTrue(x >= 0, where + " negative impulse");
                assertEquals(x, cfPoints[p + CP_NIMP], 1e-9 * scale, where + " point " + i + " impulse");
                // complementarity, with the block's own velocities after the solve
                double s = cf[p + CP_SEP] + cf[p + CP_DB] - cf[p + CP_DA];
                double bias = s > 0
                        ? s * ctx.invH
                        : useBias ? Math.max((staticA ? ctx.sBias : ctx.cBias) * s, -ctx.contactPushMaxVelocity) : 0;
                double soft = s <= 0 && useBias
                        ? (staticA ? ctx.sImpScale / ctx.sMassScale : ctx.cImpScale / ctx.cMassScale) / cf[p + CP_NMASS]
                        : 0;
                double vn = (bs[B + VX] - bs[A + VX]) * nx
                        + (bs[B + VY] - bs[A + VY]) * ny
                        + bs[B + W] * cf[p + CP_RNB]
                        - bs[A + W] * cf[p + CP_RNA];
                double w = vn + bias + soft * x;
                double tol = 1e-9 * (1 + Math.abs(vn) + Math.abs(bias));
                if (x > 0) assertEquals(0.0, w, tol, where + " point " + i + " pushes but does not hold");
                else assertTrue(w >= -tol, where + " point " + i + " approaches with no impulse: " + w);
            }
            for (int j = 0; j < 2 * STRIDE; j++)
                assertEquals(bs[j], bsPoints[j], 1e-9 * (1 + scale), where + " state " + j);
            if (cf[P0 + CP_NIMP] > 0 && cf[P1 + CP_NIMP] > 0) bothPush++;
            else if (cf[P0 + CP_NIMP] > 0 || cf[P1 + CP_NIMP] > 0) onePushes++;
            checked++;
        }
        // the scan reached the block's interesting cases
        assertTrue(bothPush > 50 && onePushes > 50, "both " + bothPush + ", one " + onePushes);
    }

    /**
     * Speculative pairs (both points apart, no impulse yet): the block acts exactly when a gap would close within the
     * sub-step (vn + s / h &lt; 0 at a point, with vn from the velocities before the pass) and otherwise changes no
     * velocity and applies no impulse (the block lane skips such an idle pair). Scanned around that threshold: relative
     * normal velocities of -2 to +1 times s / h, so that idle and closing pairs both occur; the iterated point-by-point
     * lane (which has no skip) must reach the same impulses and velocities.
     */
    @Test
    void aSpeculativePairActsExactlyWhenAGapClosesWithinTheSubStep() {
        Random rnd = new Random(32);
        StepContext ctx = context();
        int idle = 0, closing = 0;
        for (int trial = 0; trial < 3000; trial++) {
            boolean staticA = rnd.nextBoolean(), useBias = rnd.nextBoolean();
            double[] cf = randomMasses(rnd, staticA);
            cf[CF_MUS] = 0.6;
            cf[CF_MUD] = 0.6;
            randomNormal(rnd, cf);
            double nx = cf[CF_NX], ny = cf[CF_NY];
            double cAx = -0.5 * nx, cAy = -0.5 * ny, cBx = 0.5 * nx, cBy = 0.5 * ny;
            double[] gap = new double[2];
            for (int i = 0; i < 2; i++) {
                double t = (i == 0 ? -1 : 1) * (0.2 + rnd.nextDouble());
                gap[i] = 0.001 + 0.02 * rnd.nextDouble();
                point(cf, P0 + CP_STRIDE * i, t * ny - cAx, -t * nx - cAy, t * ny - cBx, -t * nx - cBy, nx, ny, gap[i]);
            }
            // B approaches or leaves A along the normal at a speed around the one that closes the smaller gap in h
            double closeSpeed = Math.min(gap[0], gap[1]) * ctx.invH * (-2 + 3 * rnd.nextDouble());
            double tx = ny, ty = -nx, slide = 2 * rnd.nextGaussian();
            double[] bs = bodies(
                    0, 0, 0, closeSpeed * nx + slide * tx, closeSpeed * ny + slide * ty, 0.5 * rnd.nextGaussian());
            boolean closes = false;
            for (int i = 0; i < 2; i++) {
                int p = P0 + CP_STRIDE * i;
                double vn = (bs[B + VX] - bs[A + VX]) * nx
                        + (bs[B + VY] - bs[A + VY]) * ny
                        + bs[B + W] * cf[p + CP_RNB]
                        - bs[A + W] * cf[p + CP_RNA];
                if (vn + gap[i] * ctx.invH < 0) closes = true;
            }
            double[] bsBefore = bs.clone(), cfPoints = cf.clone(), bsPoints = bs.clone();
            solveBothLanes(ctx, useBias, staticA, bs, cf, bsPoints, cfPoints);
            String where = "trial " + trial + (closes ? " closing" : " idle");
            double total = cf[P0 + CP_NIMP] + cf[P1 + CP_NIMP];
            if (closes) {
                closing++;
                assertTrue(total > 0, where + ": no impulse");
            } else {
                idle++;
                assertEquals(0.0, total, 0.0, where + ": an impulse");
                for (int j = 0; j < 2 * STRIDE; j++) assertEquals(bsBefore[j], bs[j], 0.0, where + " state " + j);
            }
            for (int i = 0; i < 2; i++) {
                int p = P0 + CP_STRIDE * i;
                assertEquals(cfPoints[p + CP_NIMP], cf[p + CP_NIMP], 1e-9 * (1 + total), where + " point " + i);
                assertEquals(0.0, cf[p + CP_TIMP], 0.0, where + ": friction on a point apart");
            }
            for (int j = 0; j < 2 * STRIDE; j++)
                assertEquals(bsPoints[j], bs[j], 1e-9 * (1 + total), where + " state " + j);
        }
        assertTrue(idle > 500 && closing > 500, "idle " + idle + ", closing " + closing);
    }

    /**
     * Friction (both lanes share it): a 1 kg box sliding at u on static ground, warm-started normal impulse jn, one
     * point under its centre. Sliding (muS jn below the impulse that would stop the point), kinetic friction takes
     * exactly muD jn of momentum; slow enough, static friction stops the contact point (vt' = 0).
     */
    @Test
    void frictionSlidesWithKineticLimitOrSticks() {
        StepContext ctx = context();
        for (double u : new double[] {-4, -0.5, 0.01, 0.3, 2, 7}) {
            for (double jn : new double[] {0.05, 0.4, 1.5}) {
                double[] cf = new double[CF_STRIDE];
                cf[CF_MB] = 1;
                cf[CF_IB] = 6;
                cf[CF_NY] = 1;
                cf[CF_MUS] = 0.8;
                cf[CF_MUD] = 0.5;
                point(cf, P0, 0, 0, 0, -0.5, 0, 1, 0);
                cf[P0 + CP_NIMP] = jn;
                double[] bs = bodies(0, 0, 0, u, 0, 0);
                ContactKernel k = new ContactKernel();
                k.beginPass(ctx.invH, false, ctx);
                k.use(bs, cf);
                k.solvePoints(A, B, 0, true, 1, P0, P1);
                // the point is under the centre (rB = (0, -0.5)): stopping it takes u / (1/m + r^2/I) = u / 2.5
                double stop = Math.abs(u) / 2.5;
                String where = "u " + u + " jn " + jn;
                assertEquals(jn, cf[P0 + CP_NIMP], 1e-12, where + ": the normal impulse is not touched (vn = 0)");
                if (stop <= 0.8 * jn) {
                    double vt = bs[B + VX] + 0.5 * bs[B + W];
                    assertEquals(0.0, vt, 1e-12, where + " sticks");
                } else {
                    assertEquals(-Math.signum(u) * 0.5 * jn, cf[P0 + CP_TIMP], 1e-12, where + " kinetic impulse");
                    assertEquals(u - Math.signum(u) * 0.5 * jn, bs[B + VX], 1e-12, where + " slides");
                }
            }
        }
    }

    private static double sq(double x) {
        return x * x;
    }
}
