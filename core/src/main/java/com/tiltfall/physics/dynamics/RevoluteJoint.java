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
 */
final class RevoluteJoint {
    private RevoluteJoint() {}

    static double impulse(JointSolver js, int j) {
        return Math.sqrt(js.impX[j] * js.impX[j] + js.impY[j] * js.impY[j]);
    }

    static void resetImpulses(JointSolver js, int j) {
        js.impX[j] = 0;
        js.impY[j] = 0;
    }

    static void warmStart(JointSolver js, Bodies bodies, int j) {
        final double[] bs = bodies.bs;
        int a = js.bodyA[j], b = js.bodyB[j];
        int oa = STRIDE * a, ob = STRIDE * b;
        double jRAx = js.rAx[j], jRAy = js.rAy[j], jRBx = js.rBx[j], jRBy = js.rBy[j];
        double rAx = bs[oa + QC] * jRAx - bs[oa + QS] * jRAy, rAy = bs[oa + QS] * jRAx + bs[oa + QC] * jRAy;
        double rBx = bs[ob + QC] * jRBx - bs[ob + QS] * jRBy, rBy = bs[ob + QS] * jRBx + bs[ob + QC] * jRBy;
        JointSolver.applyImpulse(bodies, a, b, rAx, rAy, rBx, rBy, js.impX[j], js.impY[j]);
    }

    static void solve(JointSolver js, Bodies bodies, StepContext ctx, int j, boolean useBias) {
        final double[] bs = bodies.bs, invMass = bodies.invMass, invI = bodies.invI;
        int a = js.bodyA[j], b = js.bodyB[j];
        int oa = STRIDE * a, ob = STRIDE * b;
        double mA = invMass[a], iA = invI[a], mB = invMass[b], iB = invI[b];
        double jRAx = js.rAx[j], jRAy = js.rAy[j], jRBx = js.rBx[j], jRBy = js.rBy[j];
        double rAx = bs[oa + QC] * jRAx - bs[oa + QS] * jRAy, rAy = bs[oa + QS] * jRAx + bs[oa + QC] * jRAy;
        double rBx = bs[ob + QC] * jRBx - bs[ob + QS] * jRBy, rBy = bs[ob + QS] * jRBx + bs[ob + QC] * jRBy;
        // separation of the anchors and their relative velocity
        double dx = bs[ob + DPX] - bs[oa + DPX] + js.dcx[j] + rBx - rAx,
                dy = bs[ob + DPY] - bs[oa + DPY] + js.dcy[j] + rBy - rAy;
        double vrx = bs[ob + VX] - bs[ob + W] * rBy - bs[oa + VX] + bs[oa + W] * rAy;
        double vry = bs[ob + VY] + bs[ob + W] * rBx - bs[oa + VY] - bs[oa + W] * rAx;
        double bx = 0, by = 0, ms = 1, is = 0;
        if (useBias) {
            bx = ctx.jBias * dx;
            by = ctx.jBias * dy;
            ms = ctx.jMassScale;
            is = ctx.jImpScale;
        }
        double k11 = mA + mB + rAy * rAy * iA + rBy * rBy * iB;
        double k12 = -rAy * rAx * iA - rBy * rBx * iB;
        double k22 = mA + mB + rAx * rAx * iA + rBx * rBx * iB;
        double det = k11 * k22 - k12 * k12;
        if (det != 0) det = 1.0 / det;
        double cx = vrx + bx, cy = vry + by;
        double sx = det * (k22 * cx - k12 * cy), sy = det * (k11 * cy - k12 * cx);
        double ix = -ms * sx - is * js.impX[j], iy = -ms * sy - is * js.impY[j];
        js.impX[j] += ix;
        js.impY[j] += iy;
        JointSolver.applyImpulse(bodies, a, b, rAx, rAy, rBx, rBy, ix, iy);
    }
}
