package com.tiltfall.physics.dynamics;

import static com.tiltfall.physics.dynamics.BodyState.DPX;
import static com.tiltfall.physics.dynamics.BodyState.DPY;
import static com.tiltfall.physics.dynamics.BodyState.QC;
import static com.tiltfall.physics.dynamics.BodyState.QS;
import static com.tiltfall.physics.dynamics.BodyState.STRIDE;
import static com.tiltfall.physics.dynamics.BodyState.VX;
import static com.tiltfall.physics.dynamics.BodyState.VY;
import static com.tiltfall.physics.dynamics.BodyState.W;

/**
 * Revolute joint (pin): the two anchors coincide. A 2D point constraint solved as one 2x2 block with Box2D v3's
 * soft bias on the anchors' separation; the accumulated impulse is {@code JointSolver.impX / impY}.
 *
 * <p>{@link #warmStart} and {@link #solve} take the run of consecutive revolute joints that starts at j (the joint
 * solver's order is kept: a run ends at the first joint of another kind) and return the index after it: one call per
 * run, the arrays read into locals once, instead of a call per joint that the JIT would not inline.
 */
final class RevoluteJoint {
    private RevoluteJoint() {}

    static double impulse(JointSolver js, int j) {
        return Math.sqrt(js.impX[j] * js.impX[j] + js.impY[j] * js.impY[j]);
    }

    static void resetImpulses(JointSolver js, int j) {
        js.impX[j] = 0;
        js.impY[j] = 0;
        js.motorImp[j] = 0;
    }

    static int warmStart(JointSolver js, Bodies bodies, int j, int n) {
        final double[] bs = bodies.motion.bs, invMass = bodies.mass.invMass, invI = bodies.mass.invI;
        final int[] bFlags = bodies.flags, type = js.type, bodyA = js.bodyA, bodyB = js.bodyB;
        final boolean[] alive = js.alive;
        final double[] jrAx = js.rAx, jrAy = js.rAy, jrBx = js.rBx, jrBy = js.rBy, impX = js.impX, impY = js.impY;
        for (; j < n && type[j] == JointSolver.REVOLUTE; j++) {
            int a = bodyA[j], b = bodyB[j];
            if (!alive[j] || ((bFlags[a] & Bodies.AWAKE) == 0 && (bFlags[b] & Bodies.AWAKE) == 0)) continue;
            int oa = STRIDE * a, ob = STRIDE * b;
            double jRAx = jrAx[j], jRAy = jrAy[j], jRBx = jrBx[j], jRBy = jrBy[j];
            double rAx = bs[oa + QC] * jRAx - bs[oa + QS] * jRAy, rAy = bs[oa + QS] * jRAx + bs[oa + QC] * jRAy;
            double rBx = bs[ob + QC] * jRBx - bs[ob + QS] * jRBy, rBy = bs[ob + QS] * jRBx + bs[ob + QC] * jRBy;
            JointSolver.applyImpulse(bs, invMass, invI, a, b, rAx, rAy, rBx, rBy, impX[j], impY[j]);
            if (js.motor[j]) {
                double m = js.motorImp[j];
                bs[oa + W] -= invI[a] * m;
                bs[ob + W] += invI[b] * m;
            }
        }
        return j;
    }

    /**
     * The motor (first, as Box2D v3): an angular impulse that drives wB - wA to the motor speed, the accumulated
     * impulse within maxTorque x h (a torque that can stall under a larger load).
     */
    private static void solveMotor(JointSolver js, double[] bs, int j, int oa, int ob, double iA, double iB, double h) {
        double iSum = iA + iB;
        if (iSum == 0) return;
        double cdot = bs[ob + W] - bs[oa + W] - js.motorSpeed[j];
        double old = js.motorImp[j], most = js.maxMotorTorque[j] * h;
        double acc = old - cdot / iSum;
        acc = acc > most ? most : (acc < -most ? -most : acc);
        js.motorImp[j] = acc;
        double d = acc - old;
        bs[oa + W] -= iA * d;
        bs[ob + W] += iB * d;
    }

    static int solve(JointSolver js, Bodies bodies, StepContext ctx, int j, int n, boolean useBias) {
        final double[] bs = bodies.motion.bs, invMass = bodies.mass.invMass, invI = bodies.mass.invI;
        final int[] bFlags = bodies.flags, type = js.type, bodyA = js.bodyA, bodyB = js.bodyB;
        final boolean[] alive = js.alive;
        final double[] jrAx = js.rAx, jrAy = js.rAy, jrBx = js.rBx, jrBy = js.rBy, dcx = js.dcx, dcy = js.dcy;
        final double[] impX = js.impX, impY = js.impY;
        final double jBias = ctx.jBias, jMassScale = ctx.jMassScale, jImpScale = ctx.jImpScale;
        for (; j < n && type[j] == JointSolver.REVOLUTE; j++) {
            int a = bodyA[j], b = bodyB[j];
            if (!alive[j] || ((bFlags[a] & Bodies.AWAKE) == 0 && (bFlags[b] & Bodies.AWAKE) == 0)) continue;
            int oa = STRIDE * a, ob = STRIDE * b;
            double mA = invMass[a], iA = invI[a], mB = invMass[b], iB = invI[b];
            if (js.motor[j]) solveMotor(js, bs, j, oa, ob, iA, iB, ctx.h);
            double jRAx = jrAx[j], jRAy = jrAy[j], jRBx = jrBx[j], jRBy = jrBy[j];
            double rAx = bs[oa + QC] * jRAx - bs[oa + QS] * jRAy, rAy = bs[oa + QS] * jRAx + bs[oa + QC] * jRAy;
            double rBx = bs[ob + QC] * jRBx - bs[ob + QS] * jRBy, rBy = bs[ob + QS] * jRBx + bs[ob + QC] * jRBy;
            // separation of the anchors and their relative velocity
            double dx = bs[ob + DPX] - bs[oa + DPX] + dcx[j] + rBx - rAx,
                    dy = bs[ob + DPY] - bs[oa + DPY] + dcy[j] + rBy - rAy;
            double vrx = bs[ob + VX] - bs[ob + W] * rBy - bs[oa + VX] + bs[oa + W] * rAy;
            double vry = bs[ob + VY] + bs[ob + W] * rBx - bs[oa + VY] - bs[oa + W] * rAx;
            double bx = 0, by = 0, ms = 1, is = 0;
            if (useBias) {
                bx = jBias * dx;
                by = jBias * dy;
                ms = jMassScale;
                is = jImpScale;
            }
            double k11 = mA + mB + rAy * rAy * iA + rBy * rBy * iB;
            double k12 = -rAy * rAx * iA - rBy * rBx * iB;
            double k22 = mA + mB + rAx * rAx * iA + rBx * rBx * iB;
            double det = k11 * k22 - k12 * k12;
            if (det != 0) det = 1.0 / det;
            double cx = vrx + bx, cy = vry + by;
            double sx = det * (k22 * cx - k12 * cy), sy = det * (k11 * cy - k12 * cx);
            double ix = -ms * sx - is * impX[j], iy = -ms * sy - is * impY[j];
            impX[j] += ix;
            impY[j] += iy;
            JointSolver.applyImpulse(bs, invMass, invI, a, b, rAx, rAy, rBx, rBy, ix, iy);
        }
        return j;
    }
}
