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

import com.tiltfall.physics.collision.ArrayGrowth;
import com.tiltfall.physics.collision.Transform;
import com.tiltfall.physics.math.DetMath;

/**
 * The integrators ({@link Integrator}): per sub-step the free motion of the awake bodies (gravity, applied forces,
 * springs and dampers, damping) by semi-implicit Euler (the default), explicit Euler or RK4, then the position
 * integration of the solved velocities into the step's deltas ({@link BodyState}); after the sub-steps
 * {@link #finalizeBodies} commits the deltas to the poses, the bounds and the sleep timers and lists the fast bodies
 * for continuous collision.
 *
 * <p>Explicit Euler and RK4 keep a per-body position offset so that the position advances with their own velocity
 * estimate instead of the semi-implicit x += h v(new).
 */
final class Integrators {
    /** Position offsets within a sub-step (explicit Euler, RK4). */
    double[] offX, offY, offA;
    /** Stage state and derivative accumulators (RK4 / explicit Euler), per body; spring forces at the stage state. */
    double[] stX, stY, stA, stVX, stVY, stW, efx, efy, etq, sumX, sumY, sumA, sumVX, sumVY, sumW, s0VX, s0VY, s0W;
    /** RK4: a stage's accelerations. */
    double[] efxTmp, efyTmp, etqTmp;

    private final World world;

    Integrators(World world) {
        this.world = world;
    }

    void grow(int n) {
        offX = ArrayGrowth.grow(offX, n);
        offY = ArrayGrowth.grow(offY, n);
        offA = ArrayGrowth.grow(offA, n);
        efxTmp = ArrayGrowth.grow(efxTmp, n);
        efyTmp = ArrayGrowth.grow(efyTmp, n);
        etqTmp = ArrayGrowth.grow(etqTmp, n);
        stX = ArrayGrowth.grow(stX, n);
        stY = ArrayGrowth.grow(stY, n);
        stA = ArrayGrowth.grow(stA, n);
        stVX = ArrayGrowth.grow(stVX, n);
        stVY = ArrayGrowth.grow(stVY, n);
        stW = ArrayGrowth.grow(stW, n);
        efx = ArrayGrowth.grow(efx, n);
        efy = ArrayGrowth.grow(efy, n);
        etq = ArrayGrowth.grow(etq, n);
        sumX = ArrayGrowth.grow(sumX, n);
        sumY = ArrayGrowth.grow(sumY, n);
        sumA = ArrayGrowth.grow(sumA, n);
        sumVX = ArrayGrowth.grow(sumVX, n);
        sumVY = ArrayGrowth.grow(sumVY, n);
        sumW = ArrayGrowth.grow(sumW, n);
        s0VX = ArrayGrowth.grow(s0VX, n);
        s0VY = ArrayGrowth.grow(s0VY, n);
        s0W = ArrayGrowth.grow(s0W, n);
    }

    /** A new body: no offsets. */
    void init(int b) {
        offX[b] = 0;
        offY[b] = 0;
        offA[b] = 0;
    }

    /** Start of a step: no offsets for the awake bodies. */
    void beginStep() {
        final int[] awake = world.bodies.awake;
        for (int i = 0, n = world.bodies.awakeCount; i < n; i++) {
            int b = awake[i];
            offX[b] = 0;
            offY[b] = 0;
            offA[b] = 0;
        }
    }

    void integrateVelocities(double h) {
        final StepContext ctx = world.ctx;
        final Integrator integrator = ctx.integrator;
        Integrator in = integrator;
        if (in == Integrator.SEMI_IMPLICIT_EULER) integrateSemiImplicit(h);
        else if (in == Integrator.EXPLICIT_EULER) integrateExplicit(h);
        else integrateRk4(h);
    }

    /** Stage state = the live state (x = x0 + dp, angle = angle0 + dAngle, v) of body b. */
    void loadLive(int b) {
        final Bodies bodies = world.bodies;
        final double[] bs = bodies.motion.bs;
        int o = STRIDE * b;
        stX[b] = bodies.pose.px[b] + bs[o + DPX];
        stY[b] = bodies.pose.py[b] + bs[o + DPY];
        stA[b] = bodies.pose.ang[b] + bs[o + DA];
        stVX[b] = bs[o + VX];
        stVY[b] = bs[o + VY];
        stW[b] = bs[o + W];
    }

    private void integrateSemiImplicit(double h) {
        final Bodies bodies = world.bodies;
        final StepContext ctx = world.ctx;
        final double[] bs = bodies.motion.bs,
                invMass = bodies.mass.invMass,
                invI = bodies.mass.invI,
                fx = bodies.motion.fx,
                fy = bodies.motion.fy,
                tq = bodies.motion.tq,
                gravScale = bodies.motion.gravScale,
                linDamp = bodies.motion.linDamp,
                angDamp = bodies.motion.angDamp;
        final int[] bType = bodies.type, awake = bodies.awake;
        final int awakeCount = bodies.awakeCount;
        final double gravityX = ctx.gravityX, gravityY = ctx.gravityY, maxLinearSpeed = ctx.maxLinearSpeed;
        boolean springs = world.springs.any();
        if (springs) {
            world.springs.clearForces(this);
            world.springs.loadStageFromLive(this);
            world.springs.forces(this);
        }
        final double gx = gravityX, gy = gravityY, maxV = maxLinearSpeed;
        for (int i = 0; i < awakeCount; i++) {
            int b = awake[i];
            if (bType[b] != Bodies.DYNAMIC) continue;
            double im = invMass[b], ii = invI[b];
            double Fx = fx[b], Fy = fy[b], T = tq[b];
            if (springs) {
                Fx += efx[b];
                Fy += efy[b];
                T += etq[b];
            }
            double gs = gravScale[b];
            double ldf = 1.0 / (1.0 + h * linDamp[b]), adf = 1.0 / (1.0 + h * angDamp[b]);
            double nvx = (bs[STRIDE * b + VX] + h * (im * Fx + gs * gx)) * ldf;
            double nvy = (bs[STRIDE * b + VY] + h * (im * Fy + gs * gy)) * ldf;
            double v2 = nvx * nvx + nvy * nvy;
            if (v2 > maxV * maxV) {
                double r = maxV / Math.sqrt(v2);
                nvx *= r;
                nvy *= r;
            }
            bs[STRIDE * b + VX] = nvx;
            bs[STRIDE * b + VY] = nvy;
            bs[STRIDE * b + W] = (bs[STRIDE * b + W] + h * ii * T) * adf;
        }
    }

    /** Derivative of the velocity at the stage state: (ax, ay, alpha) into sumVX... via out arrays. */
    private void stageAcceleration(int b, double[] ox, double[] oy, double[] ow, boolean springs) {
        final Bodies bodies = world.bodies;
        final StepContext ctx = world.ctx;
        final double[] invMass = bodies.mass.invMass,
                invI = bodies.mass.invI,
                fx = bodies.motion.fx,
                fy = bodies.motion.fy,
                tq = bodies.motion.tq,
                gravScale = bodies.motion.gravScale,
                linDamp = bodies.motion.linDamp,
                angDamp = bodies.motion.angDamp;
        final double gravityX = ctx.gravityX, gravityY = ctx.gravityY;
        double im = invMass[b], ii = invI[b];
        double Fx = fx[b], Fy = fy[b], T = tq[b];
        if (springs) {
            Fx += efx[b];
            Fy += efy[b];
            T += etq[b];
        }
        double gs = gravScale[b];
        ox[b] = im * Fx + gs * gravityX - linDamp[b] * stVX[b];
        oy[b] = im * Fy + gs * gravityY - linDamp[b] * stVY[b];
        ow[b] = ii * T - angDamp[b] * stW[b];
    }

    private void integrateExplicit(double h) {
        final Bodies bodies = world.bodies;
        final double[] bs = bodies.motion.bs;
        final int[] bType = bodies.type, bFlags = bodies.flags, awake = bodies.awake;
        final int awakeCount = bodies.awakeCount;
        boolean springs = world.springs.any();
        for (int i = 0; i < awakeCount; i++) loadLive(awake[i]);
        if (springs) {
            world.springs.clearForces(this);
            world.springs.loadStageFromLive(this);
            world.springs.forces(this);
        }
        for (int i = 0; i < awakeCount; i++) {
            int b = awake[i];
            if (bType[b] != Bodies.DYNAMIC) continue;
            stageAcceleration(b, sumVX, sumVY, sumW, springs);
            double v0x = bs[STRIDE * b + VX], v0y = bs[STRIDE * b + VY], w0 = bs[STRIDE * b + W];
            double nvx = v0x + h * sumVX[b], nvy = v0y + h * sumVY[b], nw = w0 + h * sumW[b];
            bs[STRIDE * b + VX] = nvx;
            bs[STRIDE * b + VY] = nvy;
            bs[STRIDE * b + W] = (bFlags[b] & Bodies.FIXED_ROT) != 0 ? 0 : nw;
            // position must advance with the OLD velocity: offset against the x += h v(new) of integratePositions
            offX[b] = h * (v0x - nvx);
            offY[b] = h * (v0y - nvy);
            offA[b] = h * (w0 - bs[STRIDE * b + W]);
        }
    }

    private void integrateRk4(double h) {
        final Bodies bodies = world.bodies;
        final StepContext ctx = world.ctx;
        final double[] bs = bodies.motion.bs, px = bodies.pose.px, py = bodies.pose.py, ang = bodies.pose.ang;
        final int[] bType = bodies.type, bFlags = bodies.flags, awake = bodies.awake;
        final int awakeCount = bodies.awakeCount;
        final double maxLinearSpeed = ctx.maxLinearSpeed;
        boolean springs = world.springs.any();
        int na = awakeCount;
        for (int i = 0; i < na; i++) {
            int b = awake[i];
            loadLive(b);
            s0VX[b] = bs[STRIDE * b + VX];
            s0VY[b] = bs[STRIDE * b + VY];
            s0W[b] = bs[STRIDE * b + W];
            sumX[b] = 0;
            sumY[b] = 0;
            sumA[b] = 0;
            sumVX[b] = 0;
            sumVY[b] = 0;
            sumW[b] = 0;
        }
        for (int stage = 0; stage < 4; stage++) {
            double weight = (stage == 0 || stage == 3) ? 1.0 : 2.0;
            if (springs) {
                world.springs.clearForces(this);
                world.springs.forces(this);
            }
            // k = (v_stage, a(stage)); accumulate; then build the next stage state from the base state
            for (int i = 0; i < na; i++) {
                int b = awake[i];
                double kx = stVX[b], ky = stVY[b], ka = stW[b];
                double kvx = 0, kvy = 0, kw = 0;
                if (bType[b] == Bodies.DYNAMIC) {
                    stageAcceleration(b, efxTmp, efyTmp, etqTmp, springs);
                    kvx = efxTmp[b];
                    kvy = efyTmp[b];
                    kw = (bFlags[b] & Bodies.FIXED_ROT) != 0 ? 0 : etqTmp[b];
                }
                sumX[b] += weight * kx;
                sumY[b] += weight * ky;
                sumA[b] += weight * ka;
                sumVX[b] += weight * kvx;
                sumVY[b] += weight * kvy;
                sumW[b] += weight * kw;
                if (stage < 3) {
                    double c = stage == 2 ? h : 0.5 * h;
                    stX[b] = px[b] + bs[STRIDE * b + DPX] + c * kx;
                    stY[b] = py[b] + bs[STRIDE * b + DPY] + c * ky;
                    stA[b] = ang[b] + bs[STRIDE * b + DA] + c * ka;
                    stVX[b] = s0VX[b] + c * kvx;
                    stVY[b] = s0VY[b] + c * kvy;
                    stW[b] = s0W[b] + c * kw;
                }
            }
        }
        double h6 = h / 6.0;
        final double maxV = maxLinearSpeed;
        for (int i = 0; i < na; i++) {
            int b = awake[i];
            if (bType[b] != Bodies.DYNAMIC) continue;
            double nvx = s0VX[b] + h6 * sumVX[b], nvy = s0VY[b] + h6 * sumVY[b], nw = s0W[b] + h6 * sumW[b];
            double v2 = nvx * nvx + nvy * nvy;
            if (v2 > maxV * maxV) {
                double r = maxV / Math.sqrt(v2);
                nvx *= r;
                nvy *= r;
            }
            bs[STRIDE * b + VX] = nvx;
            bs[STRIDE * b + VY] = nvy;
            bs[STRIDE * b + W] = nw;
            offX[b] = h6 * sumX[b] - h * nvx;
            offY[b] = h6 * sumY[b] - h * nvy;
            offA[b] = h6 * sumA[b] - h * nw;
        }
    }

    void integratePositions(double h) {
        final Bodies bodies = world.bodies;
        final StepContext ctx = world.ctx;
        final double[] bs = bodies.motion.bs;
        final int[] bFlags = bodies.flags, awake = bodies.awake;
        final int awakeCount = bodies.awakeCount;
        final Integrator integrator = ctx.integrator;
        boolean offsets = integrator != Integrator.SEMI_IMPLICIT_EULER;
        for (int i = 0; i < awakeCount; i++) {
            int b = awake[i];
            if ((bFlags[b] & Bodies.FIXED_ROT) != 0) bs[STRIDE * b + W] = 0;
            double ddx = h * bs[STRIDE * b + VX], ddy = h * bs[STRIDE * b + VY], da = h * bs[STRIDE * b + W];
            if (offsets) {
                ddx += offX[b];
                ddy += offY[b];
                da += offA[b];
                offX[b] = 0;
                offY[b] = 0;
                offA[b] = 0;
            }
            bs[STRIDE * b + DPX] += ddx;
            bs[STRIDE * b + DPY] += ddy;
            if (da != 0) {
                bs[STRIDE * b + DA] += da;
                double c = bs[STRIDE * b + QC], s = bs[STRIDE * b + QS];
                double nc = c - da * s, ns = s + da * c;
                double mag = Math.sqrt(nc * nc + ns * ns);
                double inv = mag > 0 ? 1.0 / mag : 0;
                bs[STRIDE * b + QC] = nc * inv;
                bs[STRIDE * b + QS] = ns * inv;
            }
        }
    }

    void finalizeBodies(double dt) {
        final Bodies bodies = world.bodies;
        final StepContext ctx = world.ctx;
        final Colliders colliders = world.colliders;
        final ContinuousCollision continuous = world.continuous;
        final double[] bs = bodies.motion.bs,
                px = bodies.pose.px,
                py = bodies.pose.py,
                ang = bodies.pose.ang,
                fx = bodies.motion.fx,
                fy = bodies.motion.fy,
                tq = bodies.motion.tq,
                sleepTime = bodies.motion.sleepTime,
                maxExtent = bodies.mass.maxExtent,
                minExtent = bodies.mass.minExtent,
                c0x = bodies.history.c0x,
                c0y = bodies.history.c0y,
                sweepDa = bodies.history.sweepDa,
                qc = bodies.pose.qc,
                qs = bodies.pose.qs,
                lcx = bodies.pose.lcx,
                lcy = bodies.pose.lcy;
        final int[] bType = bodies.type, bFlags = bodies.flags, awake = bodies.awake;
        final int awakeCount = bodies.awakeCount;
        final Transform[] bXf = bodies.pose.xf;
        final int[] bColliderHead = bodies.colliderHead, colNext = colliders.next;
        final double sleepVelocity = ctx.sleepVelocity;
        final boolean sleepingEnabled = ctx.sleepingEnabled;
        final double sv2 = sleepVelocity * sleepVelocity;
        for (int i = 0; i < awakeCount; i++) {
            int b = awake[i];
            px[b] += bs[STRIDE * b + DPX];
            py[b] += bs[STRIDE * b + DPY];
            double a = ang[b] + bs[STRIDE * b + DA];
            // keep the angle bounded without changing the orientation
            if (a > 1e4 || a < -1e4) a = (a - 2 * DetMath.PI * Math.floor((a + DetMath.PI) / (2 * DetMath.PI)));
            ang[b] = a;
            sweepDa[b] = bs[STRIDE * b + DA];
            Transform xf = bXf[b];
            if (bs[STRIDE * b + DA] != 0) {
                xf.set(xf.x, xf.y, a); // one cos/sin per turning body per step
                qc[b] = xf.cos;
                qs[b] = xf.sin;
            }
            bs[STRIDE * b + DPX] = 0;
            bs[STRIDE * b + DPY] = 0;
            bs[STRIDE * b + QC] = 1;
            bs[STRIDE * b + QS] = 0;
            bs[STRIDE * b + DA] = 0;
            double ox = px[b] - (qc[b] * lcx[b] - qs[b] * lcy[b]);
            double oy = py[b] - (qs[b] * lcx[b] + qc[b] * lcy[b]);
            xf.setPosition(ox, oy);
            fx[b] = 0;
            fy[b] = 0;
            tq[b] = 0;
            // sleep bookkeeping
            double v2 = bs[STRIDE * b + VX] * bs[STRIDE * b + VX] + bs[STRIDE * b + VY] * bs[STRIDE * b + VY];
            double ext = maxExtent[b];
            if (!sleepingEnabled
                    || (bFlags[b] & Bodies.SLEEP_OK) == 0
                    || v2 > sv2
                    || bs[STRIDE * b + W] * bs[STRIDE * b + W] * ext * ext > sv2) sleepTime[b] = 0;
            else sleepTime[b] += dt;
            for (int c = bColliderHead[b]; c != -1; c = colNext[c]) colliders.computeFat(c, false);
            // continuous collision: a body that moved more than half its smallest width may have skipped something
            if (bType[b] == Bodies.DYNAMIC) {
                double mx = px[b] - c0x[b], my = py[b] - c0y[b];
                double travel = Math.sqrt(mx * mx + my * my) + Math.abs(sweepDa[b]) * maxExtent[b];
                if (travel > 0.5 * minExtent[b]) continuous.addFast(b);
            }
        }
    }
}
