package com.tiltfall.physics.dynamics;

import static com.tiltfall.physics.dynamics.BodyState.STRIDE;
import static com.tiltfall.physics.dynamics.BodyState.VX;
import static com.tiltfall.physics.dynamics.BodyState.VY;
import static com.tiltfall.physics.dynamics.BodyState.W;
import static com.tiltfall.physics.dynamics.ContactSolver.CF_MUS;
import static com.tiltfall.physics.dynamics.ContactSolver.CF_NX;
import static com.tiltfall.physics.dynamics.ContactSolver.CF_NY;
import static com.tiltfall.physics.dynamics.ContactSolver.CF_P0;
import static com.tiltfall.physics.dynamics.ContactSolver.CF_STRIDE;
import static com.tiltfall.physics.dynamics.ContactSolver.CI_A;
import static com.tiltfall.physics.dynamics.ContactSolver.CI_B;
import static com.tiltfall.physics.dynamics.ContactSolver.CI_STRIDE;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_DA;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_DB;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_NIMP;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_RNA;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_RNB;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_STRIDE;
import static com.tiltfall.physics.dynamics.ContactSolver.CP_TIMP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.AllocatedBytes;
import com.tiltfall.physics.collision.Polygon;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link SupportBlocks}: a light box on the ground under ONE much heavier box has its two manifolds solved as one
 * block. The oracle is the LCP itself: after one rigid pass (the relax pass: no bias, no softness) every touching point
 * that pushes must end with a normal velocity of exactly 0 (complementarity). Point by point or manifold by
 * manifold, one pass leaves the light box squeezed between its two manifolds far from that (Gauss-Seidel converges at
 * m_heavy / (m_heavy + m_light) per pass).
 */
class SupportBlocksTest {
    private static final double DT = 1.0 / 60.0;

    /** A light box on the ground under one 50-1050x heavier box, settled, then disturbed: the block's constraints. */
    private static World disturbedPair(Random rnd, double friction) {
        double ratio = 50 + rnd.nextDouble() * 1000, hw = 0.2 + rnd.nextDouble(), x = -8 + 16 * rnd.nextDouble();
        World w = new World(0, -10);
        w.setSleepingEnabled(false);
        int g = w.createBody(new BodyDef().type(BodyType.STATIC).position(0, -1.0));
        w.createCollider(g, new ColliderDef(Polygon.box(100.0, 1.0)).density(0).friction(friction));
        int light = Scenes.box(w, x, 0.5, hw, 0.5, 1.0, friction);
        int heavy = Scenes.box(w, x + (rnd.nextDouble() - 0.5) * 0.2 * hw, 1.5, hw, 0.5, ratio, friction);
        int steps = 1 + rnd.nextInt(40);
        for (int s = 0; s < steps; s++) w.step(DT);
        // selected: the ground contact and the heavy box's contact form the one block
        assertEquals(2, w.contactSolver.ccCount);
        assertEquals(1, blocks(w.contactSolver));
        // a disturbance for the pass to undo: both boxes pushed and spun (the heavy one gently)
        w.setLinearVelocity(light, 0.2 * (rnd.nextDouble() - 0.5), -2 * rnd.nextDouble());
        w.setAngularVelocity(light, 4 * (rnd.nextDouble() - 0.5));
        w.setLinearVelocity(heavy, 0.02 * (rnd.nextDouble() - 0.5), -rnd.nextDouble());
        w.setAngularVelocity(heavy, 0.5 * (rnd.nextDouble() - 0.5));
        return w;
    }

    @Test
    void withoutFrictionOneRigidPassBringsEveryPushingPointToRest() {
        Random rnd = new Random(2311);
        int pushing = 0;
        for (int t = 0; t < 150; t++) {
            World w = disturbedPair(rnd, 0.0);
            ContactSolver cs = w.contactSolver;
            cs.solve(w.ctx.invH, false);
            double[] bs = w.bodies.motion.bs;
            // speeds here are up to ~3 m/s: a residual of 1e-9 m/s is rounding
            for (int c = 0; c < cs.ccCount; c++) {
                for (int i = 0; i < 2; i++) {
                    int p = CF_STRIDE * c + CF_P0 + CP_STRIDE * i;
                    double vn = pointVelocity(cs, bs, c, p, false), jn = cs.cf[p + CP_NIMP];
                    // a point that does not push may be a speculative one, allowed to close its gap
                    if (jn == 0) continue;
                    assertTrue(
                            Math.abs(vn) < 1e-9,
                            "trial " + t + " constraint " + c + " point " + i + ": vn " + vn + ", jn " + jn);
                    pushing++;
                }
            }
        }
        // nearly all points push: the disturbance presses the light box into both manifolds
        assertTrue(pushing > 0.9 * 150 * 4, "pushing points " + pushing);
    }

    @Test
    void withFrictionEachManifoldStopsSlidingWhereItSticks() {
        // friction 1.5 and a small sideways push: the rule holds both manifolds (one tangent impulse each, shared by
        // the points as their normal impulses are), so each manifold's share-weighted tangent velocity ends at 0
        Random rnd = new Random(1123);
        int sticking = 0;
        for (int t = 0; t < 150; t++) {
            World w = disturbedPair(rnd, 1.5);
            ContactSolver cs = w.contactSolver;
            cs.solve(w.ctx.invH, false);
            double[] bs = w.bodies.motion.bs, cf = cs.cf;
            boolean inside = true;
            double[] weighted = new double[2];
            for (int c = 0; c < 2; c++) {
                int o = CF_STRIDE * c;
                double sum = cf[o + CF_P0 + CP_NIMP] + cf[o + CF_P0 + CP_STRIDE + CP_NIMP];
                for (int i = 0; i < 2; i++) {
                    int p = o + CF_P0 + CP_STRIDE * i;
                    inside &= Math.abs(cf[p + CP_TIMP]) < cf[o + CF_MUS] * cf[p + CP_NIMP];
                    weighted[c] += cf[p + CP_NIMP] / sum * pointVelocity(cs, bs, c, p, true);
                }
            }
            if (!inside) continue;
            sticking++;
            for (int c = 0; c < 2; c++)
                assertTrue(Math.abs(weighted[c]) < 1e-9, "trial " + t + " constraint " + c + ": " + weighted[c]);
        }
        assertTrue(sticking > 100, "sticking trials " + sticking);
    }

    @Test
    void stepsWithABlockAllocateNothingOnceWarm() {
        // like every other step (GameplayTest): the block's scratch is preallocated, its arrays only grow
        World w = new World(0, -10);
        w.setSleepingEnabled(false);
        Scenes.ground(w, 0);
        Scenes.box(w, 0.3, 0.5, 0.5, 0.5, 1.0, 0.6);
        Scenes.box(w, 0.35, 1.5, 0.5, 0.5, 500, 0.6);
        for (int s = 0; s < 300; s++) w.step(DT);
        assertEquals(1, blocks(w.contactSolver));
        long allocated = AllocatedBytes.inAWarmRun(() -> {
            for (int s = 0; s < 200; s++) w.step(DT);
        });
        assertEquals(0L, allocated, "bytes allocated by 200 warm steps with a block");
        assertEquals(1, blocks(w.contactSolver));
    }

    @Test
    void aHeavyBodyOnSeveralLightOnesAndEqualMassesSelectNoBlock() {
        // a plank on three legs stays with the plain solver (limits.md), and so does a stack of equal boxes
        World w = new World(0, -10);
        w.setSleepingEnabled(false);
        Scenes.ground(w, 0);
        for (double lx : new double[] {-2.5, 0, 2.5}) Scenes.box(w, lx, 0.5, 0.5, 0.5, 1.0, 0.6);
        Scenes.box(w, 0, 1.1, 3.0, 0.1, 500, 0.6);
        for (int s = 0; s < 30; s++) w.step(DT);
        assertTrue(w.contactSolver.mayHaveHeavyOnLight);
        assertEquals(0, blocks(w.contactSolver));

        World stack = new World(0, -10);
        Scenes.ground(stack, 0);
        for (int i = 0; i < 3; i++) Scenes.box(stack, 0, 0.5 + i, 0.5, 0.5, 1.0, 0.6);
        for (int s = 0; s < 30; s++) stack.step(DT);
        assertEquals(0, blocks(stack.contactSolver));
    }

    private static int blocks(ContactSolver cs) {
        int pairs = 0;
        for (int c = 0; c < cs.ccCount; c++) if (cs.supportBlocks.partner[c] > c) pairs++;
        assertEquals(pairs, cs.supportBlocks.count);
        return pairs;
    }

    /** Point p of constraint c: its relative velocity along the normal, or along the tangent t = (ny, -nx). */
    private static double pointVelocity(ContactSolver cs, double[] bs, int c, int p, boolean tangent) {
        int ci = CI_STRIDE * c, o = CF_STRIDE * c;
        int a = STRIDE * cs.ccI[ci + CI_A], b = STRIDE * cs.ccI[ci + CI_B];
        double[] cf = cs.cf;
        double ux = tangent ? cf[o + CF_NY] : cf[o + CF_NX], uy = tangent ? -cf[o + CF_NX] : cf[o + CF_NY];
        // r x n = rn; r x t = -d
        double armA = tangent ? -cf[p + CP_DA] : cf[p + CP_RNA], armB = tangent ? -cf[p + CP_DB] : cf[p + CP_RNB];
        return (bs[b + VX] - bs[a + VX]) * ux + (bs[b + VY] - bs[a + VY]) * uy + bs[b + W] * armB - bs[a + W] * armA;
    }
}
