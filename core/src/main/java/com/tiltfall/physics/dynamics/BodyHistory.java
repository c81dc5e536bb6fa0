package com.tiltfall.physics.dynamics;

import com.tiltfall.physics.collision.ArrayGrowth;

/**
 * Per-body store: where each body was at the start of the step (indexed by body slot): the sweep of continuous
 * collision and the previous pose of render interpolation. A new field of this kind is added here only.
 */
final class BodyHistory {
    /** This step's sweep: centre of mass and angle at its start, angle change over it (continuous collision). */
    double[] c0x, c0y, a0, sweepDa;
    /** Body origin of the previous step, for render interpolation. */
    double[] prevX, prevY, prevAng;

    void grow(int n) {
        c0x = ArrayGrowth.grow(c0x, n);
        c0y = ArrayGrowth.grow(c0y, n);
        a0 = ArrayGrowth.grow(a0, n);
        sweepDa = ArrayGrowth.grow(sweepDa, n);
        prevX = ArrayGrowth.grow(prevX, n);
        prevY = ArrayGrowth.grow(prevY, n);
        prevAng = ArrayGrowth.grow(prevAng, n);
    }

    /** A new body: its previous pose is the current one (no interpolation jump). */
    void reset(int b, double x, double y, double angle) {
        prevX[b] = x;
        prevY[b] = y;
        prevAng[b] = angle;
    }
}
