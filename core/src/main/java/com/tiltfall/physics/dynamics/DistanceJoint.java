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
 *
 * <p>As in {@link RevoluteJoint}, {@link #warmStart} and {@link #solve} take the run of consecutive distance joints
 * that starts at j and return the index after it.
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

    static int warmStart(JointSolver js, Bodies bodies, int j, int n) {
        final double[] bs = bodies.motion.bs, invMass = bodies.mass.invMass, invI = bodies.mass.invI;
        final int[] bFlags = bodies.flags, type = js.type, bodyA = js.bodyA, bodyB = js.bodyB;
        final boolean[] alive = js.alive;
        final double[] jrAx = js.rAx, jrAy = js.rAy, jrBx = js.rBx, jrBy = js.rBy, dcx = js.dcx, dcy = js.dcy;
        for (; j < n && type[j] == JointSolver.DISTANCE; j++) {
            int a = bodyA[j], b = bodyB[j];
            if (!alive[j] || ((bFlags[a] & Bodies.AWAKE) == 0 && (bFlags[b] & Bodies.AWAKE) == 0)) continue;
            int oa = STRIDE * a, ob = STRIDE * b;
            double jRAx = jrAx[j], jRAy = jrAy[j], jRBx = jrBx[j], jRBy = jrBy[j];
            double rAx = bs[oa + QC] * jRAx - bs[oa + QS] * jRAy, rAy = bs[oa + QS] * jRAx + bs[oa + QC] * jRAy;
            double rBx = bs[ob + QC] * jRBx - bs[ob + QS] * jRBy, rBy = bs[ob + QS] * jRBx + bs[ob + QC] * jRBy;
            double dx = bs[ob + DPX] - bs[oa + DPX] + dcx[j] + rBx - rAx,
                    dy = bs[ob + DPY] - bs[oa + DPY] + dcy[j] + rBy - rAy;
            double len = Math.sqrt(dx * dx + dy * dy);
            double ux = len > 1e-6 ? dx / len : 1, uy = len > 1e-6 ? dy / len : 0;
            double axial = js.imp[j] + js.lowImp[j] - js.upImp[j];
            JointSolver.applyImpulse(bs, invMass, invI, a, b, rAx, rAy, rBx, rBy, axial * ux, axial * uy);
        }
        return j;
    }

    static int solve(JointSolver js, Bodies bodies, StepContext ctx, int j, int n, boolean useBias) {
        final double[] bs = bodies.motion.bs, invMass = bodies.mass.invMass, invI = bodies.mass.invI;
        final int[] bFlags = bodies.flags, type = js.type, bodyA = js.bodyA, bodyB = js.bodyB;
        final boolean[] alive = js.alive;
        for (; j < n && type[j] == JointSolver.DISTANCE; j++) {
            int a = bodyA[j], b = bodyB[j];
            if (!alive[j] || ((bFlags[a] & Bodies.AWAKE) == 0 && (bFlags[b] & Bodies.AWAKE) == 0)) continue;
            int oa = STRIDE * a, ob = STRIDE * b;
            double mA = invMass[a], iA = invI[a], mB = invMass[b], iB = invI[b];
            double jRAx = js.rAx[j], jRAy = js.rAy[j], jRBx = js.rBx[j], jRBy = js.rBy[j];
            double rAx = bs[oa + QC] * jRAx - bs[oa + QS] * jRAy, rAy = bs[oa + QS] * jRAx + bs[oa + QC] * jRAy;
            double rBx = bs[ob + QC] * jRBx - bs[ob + QS] * jRBy, rBy = bs[ob + QS] * jRBx + bs[ob + QC] * jRBy;
            double dx = bs[ob + DPX] - bs[oa + DPX] + js.dcx[j] + rBx - rAx,
                    dy = bs[ob + DPY] - bs[oa + DPY] + js.dcy[j] + rBy - rAy;
            double len = Math.sqrt(dx * dx + dy * dy);
            if (len < 1e-6) continue;
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
                JointSolver.applyImpulse(bs, invMass, invI, a, b, rAx, rAy, rBx, rBy, imp * ux, imp * uy);
                continue;
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
                JointSolver.applyImpulse(bs, invMass, invI, a, b, rAx, rAy, rBx, rBy, imp * ux, imp * uy);
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
            JointSolver.applyImpulse(bs, invMass, invI, a, b, rAx, rAy, rBx, rBy, -imp * ux, -imp * uy);
        }
        return j;
    }
}
