package com.tiltfall.physics.collision;

/**
 * Receives the candidate pairs of {@link DynamicTree#updatePairs}: the user data of a proxy from the move buffer and
 * of another proxy whose box overlaps it.
 */
public interface TreePairCallback {
    void addPair(int userDataA, int userDataB);
}
