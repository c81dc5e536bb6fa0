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

/**
 * Per-body store: how each body moves (indexed by body slot): the solver state {@link #bs} (velocity and the step's
 * deltas, interleaved: {@link BodyState}), the forces applied since the last step, damping, gravity scale and the
 * sleep timer. A new field of this kind is added here only.
 */
final class BodyMotion {
    /** Velocity and solver state, interleaved: {@link BodyState}. */
    double[] bs;
    /** Force and torque applied since the last step (cleared by it). */
    double[] fx, fy, tq;

    double[] linDamp, angDamp, gravScale, sleepTime;

    void grow(int n) {
        bs = ArrayGrowth.grow(bs, STRIDE * n);
        fx = ArrayGrowth.grow(fx, n);
        fy = ArrayGrowth.grow(fy, n);
        tq = ArrayGrowth.grow(tq, n);
        linDamp = ArrayGrowth.grow(linDamp, n);
        angDamp = ArrayGrowth.grow(angDamp, n);
        gravScale = ArrayGrowth.grow(gravScale, n);
        sleepTime = ArrayGrowth.grow(sleepTime, n);
    }

    /** A new body at rest: no velocity, force or damping, gravity scale 1. */
    void reset(int b) {
        int o = STRIDE * b;
        bs[o + VX] = 0;
        bs[o + VY] = 0;
        bs[o + W] = 0;
        fx[b] = 0;
        fy[b] = 0;
        tq[b] = 0;
        linDamp[b] = 0;
        angDamp[b] = 0;
        gravScale[b] = 1;
        sleepTime[b] = 0;
        bs[o + DPX] = 0;
        bs[o + DPY] = 0;
        bs[o + QC] = 1;
        bs[o + QS] = 0;
        bs[o + DA] = 0;
    }
}
