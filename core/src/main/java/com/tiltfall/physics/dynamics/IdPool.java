package com.tiltfall.physics.dynamics;

import com.tiltfall.physics.collision.ArrayGrowth;

/**
 * Handles of one kind (bodies, colliders, contacts, joints, springs): a free list of released ids, reused last
 * released first, and a high-water mark. Ids below {@link #high} that are not in the free list are in use; the
 * stores iterate 0 .. high and skip dead slots by their own alive flag.
 */
final class IdPool {
    private int[] free = new int[16];
    private int freeTop;
    /** One past the largest id ever handed out. */
    int high;

    /** A released id if there is one, else a new id (= the old high-water mark): grow the store when it is its capacity. */
    int alloc() {
        if (freeTop > 0) return free[--freeTop];
        return high++;
    }

    void release(int id) {
        if (freeTop == free.length) free = ArrayGrowth.grow(free, 2 * free.length);
        free[freeTop++] = id;
    }

    /** Ids in use. */
    int count() {
        return high - freeTop;
    }
}
