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
 * Distance joint: the anchors' distance stays in [min, max]. Equal bounds (rod): one equality constraint along the
 * axis, article 003's fixed-length joint as a velocity constraint with soft bias ({@code JointSolver.imp}).
 * Otherwise two one-sided limits: lower (length &gt;= min, {@code lowImp}) when min &gt; 0, upper (length &lt;= max,
 * the rope, {@code upImp}); a slack limit gets a speculative bias (C / h) instead of the soft one.
 */
final class DistanceJoint {
    private DistanceJoint() {}

    static double impulse(JointSolver js, int j) {
        return js.imp[j] + js.lowImp[j] - js.upImp[j];
    }

    static void resetImpulses(JointSolver js, int j) {
        js.imp[j] = 0;
        js.lowImp[j] = 0;
        js.upImp[j] = 0;
    }

    static void warmStart(JointSolver js, Bodies bodies, int j) {
        final double[] bs = bodies.bs;
        int a = js.bodyA[j], b = js.bodyB[j];
        int oa = STRIDE * a, ob = STRIDE * b;
        double jRAx = js.rAx[j], jRAy = js.rAy[j], jRBx = js.rBx[j], jRBy = js.rBy[j];
        double rAx = bs[oa + QC] * jRAx - bs[oa + QS] * jRAy, rAy = bs[oa + QS] * jRAx + bs[oa + QC] * jRAy;
        double rBx = bs[ob + QC] * jRBx - bs[ob + QS] * jRBy, rBy = bs[ob + QS] * jRBx + bs[ob + QC] * jRBy;
        double dx = bs[ob + DPX] - bs[oa + DPX] + js.dcx[j] + rBx - rAx,
                dy = bs[ob + DPY] - bs[oa + DPY] + js.dcy[j] + rBy - rAy;
        double len = Math.sqrt(dx * dx + dy * dy);
        double ux = len > 1e-6 ? dx / len : 1, uy = len > 1e-6 ? dy / len : 0;
        double axial = js.imp[j] + js.lowImp[j] - js.upImp[j];
        JointSolver.applyImpulse(bodies, a, b, rAx, rAy, rBx, rBy, axial * ux, axial * uy);
    }

    static void solve(JointSolver js, Bodies bodies, StepContext ctx, int j, boolean useBias) {
        final double[] bs = bodies.bs, invMass = bodies.invMass, invI = bodies.invI;
        int a = js.bodyA[j], b = js.bodyB[j];
        int oa = STRIDE * a, ob = STRIDE * b;
        double mA = invMass[a], iA = invI[a], mB = invMass[b], iB = invI[b];
        double jRAx = js.rAx[j], jRAy = js.rAy[j], jRBx = js.rBx[j], jRBy = js.rBy[j];
        double rAx = bs[oa + QC] * jRAx - bs[oa + QS] * jRAy, rAy = bs[oa + QS] * jRAx + bs[oa + QC] * jRAy;
        double rBx = bs[ob + QC] * jRBx - bs[ob + QS] * jRBy, rBy = bs[ob + QS] * jRBx + bs[ob + QC] * jRBy;
        double dx = bs[ob + DPX] - bs[oa + DPX] + js.dcx[j] + rBx - rAx,
                dy = bs[ob + DPY] - bs[oa + DPY] + js.dcy[j] + rBy - rAy;
        double len = Math.sqrt(dx * dx + dy * dy);
        if (len < 1e-6) return;
        double ux = dx / len, uy = dy / len;
        double crA = rAx * uy - rAy * ux, crB = rBx * uy - rBy * ux;
        double kk = mA + mB + iA * crA * crA + iB * crB * crB;
        double axialMass = kk > 0 ? 1.0 / kk : 0;
        double minL = js.minLength[j], maxL = js.maxLength[j];
        double vrx, vry;
        if (minL == maxL) {
            // equality: article 003's fixed-length joint as a velocity constraint
            double C = len - maxL;
            double bias = 0, ms = 1, is = 0;
            if (useBias) {
                bias = ctx.jBias * C;
                ms = ctx.jMassScale;
                is = ctx.jImpScale;
            }
            vrx = bs[ob + VX] - bs[ob + W] * rBy - bs[oa + VX] + bs[oa + W] * rAy;
            vry = bs[ob + VY] + bs[ob + W] * rBx - bs[oa + VY] - bs[oa + W] * rAx;
            double vn = ux * vrx + uy * vry;
            double imp = -ms * axialMass * (vn + bias) - is * js.imp[j];
            js.imp[j] += imp;
            JointSolver.applyImpulse(bodies, a, b, rAx, rAy, rBx, rBy, imp * ux, imp * uy);
            return;
        }
        // lower limit (length >= min)
        if (minL > 0) {
            double C = len - minL;
            double bias = 0, ms = 1, is = 0;
            if (C > 0) bias = C * ctx.invH;
            else if (useBias) {
                bias = ctx.jBias * C;
                ms = ctx.jMassScale;
                is = ctx.jImpScale;
            }
            vrx = bs[ob + VX] - bs[ob + W] * rBy - bs[oa + VX] + bs[oa + W] * rAy;
            vry = bs[ob + VY] + bs[ob + W] * rBx - bs[oa + VY] - bs[oa + W] * rAx;
            double vn = ux * vrx + uy * vry;
            double imp = -ms * axialMass * (vn + bias) - is * js.lowImp[j];
            double nw = Math.max(0.0, js.lowImp[j] + imp);
            imp = nw - js.lowImp[j];
            js.lowImp[j] = nw;
            JointSolver.applyImpulse(bodies, a, b, rAx, rAy, rBx, rBy, imp * ux, imp * uy);
        }
        // upper limit (length <= max): the rope
        double C = maxL - len;
        double bias = 0, ms = 1, is = 0;
        if (C > 0) bias = C * ctx.invH;
        else if (useBias) {
            bias = ctx.jBias * C;
            ms = ctx.jMassScale;
            is = ctx.jImpScale;
        }
        vrx = bs[ob + VX] - bs[ob + W] * rBy - bs[oa + VX] + bs[oa + W] * rAy;
        vry = bs[ob + VY] + bs[ob + W] * rBx - bs[oa + VY] - bs[oa + W] * rAx;
        double vn = -(ux * vrx + uy * vry);
        double imp = -ms * axialMass * (vn + bias) - is * js.upImp[j];
        double nw = Math.max(0.0, js.upImp[j] + imp);
        imp = nw - js.upImp[j];
        js.upImp[j] = nw;
        JointSolver.applyImpulse(bodies, a, b, rAx, rAy, rBx, rBy, -imp * ux, -imp * uy);
    }
}
