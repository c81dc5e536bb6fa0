package com.tiltfall.physics.dynamics;

import com.tiltfall.physics.collision.ArrayGrowth;

/**
 * Per-body store: what the colliders give a body (struct of arrays indexed by body slot): mass, rotational inertia
 * about the centre of mass, their inverses, and the extents. A new field of this kind is added here only.
 */
final class BodyMass {
    double[] mass, invMass, inertia, invI;
    /** Largest distance of a collider point from the body origin. */
    double[] maxExtent;
    /** Half the smallest width of the body's colliders: a step longer than half of it may skip a thin wall. */
    double[] minExtent;

    void grow(int n) {
        mass = ArrayGrowth.grow(mass, n);
        invMass = ArrayGrowth.grow(invMass, n);
        inertia = ArrayGrowth.grow(inertia, n);
        invI = ArrayGrowth.grow(invI, n);
        maxExtent = ArrayGrowth.grow(maxExtent, n);
        minExtent = ArrayGrowth.grow(minExtent, n);
    }

    /** A new body: mass 1 and no inertia if dynamic (until it has colliders), else none; no extent. */
    void reset(int b, boolean dynamic) {
        mass[b] = dynamic ? 1 : 0;
        invMass[b] = dynamic ? 1 : 0;
        inertia[b] = 0;
        invI[b] = 0;
        maxExtent[b] = 0;
        minExtent[b] = 0;
    }
}
