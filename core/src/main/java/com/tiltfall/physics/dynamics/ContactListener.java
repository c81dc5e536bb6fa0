package com.tiltfall.physics.dynamics;

import com.tiltfall.physics.collision.Manifold;

/**
 * Gameplay hooks on contacts. Begin/end events are buffered during {@link World#step} and delivered after
 * it, in a deterministic order; no object is allocated per event. {@code preSolve} is called during the step
 * for every touching contact that involves a collider with pre-solve enabled
 * ({@link World#setColliderPreSolve(int, boolean)}).
 */
public interface ContactListener {
    /** Colliders {@code colliderA} and {@code colliderB} (handles) started touching (or, for a sensor, overlapping). */
    void beginContact(World world, int contact, int colliderA, int colliderB);

    /**
     * They stopped touching. The contact id may already be recycled: use the collider handles (a collider destroyed
     * since is refused by the World's calls: {@link World#isColliderAlive}).
     */
    void endContact(World world, int contact, int colliderA, int colliderB);

    /**
     * Called before the solver sees a touching contact this step. The manifold's normal points from collider A to
     * collider B ({@link World#getContactColliderA(int)}). Return false to disable the contact for this step
     * (one-way platforms). The manifold must not be kept.
     */
    boolean preSolve(World world, int contact, Manifold manifold);
}
