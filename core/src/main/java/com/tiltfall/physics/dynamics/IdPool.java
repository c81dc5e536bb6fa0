package com.tiltfall.physics.dynamics;

import com.tiltfall.physics.collision.ArrayGrowth;

/**
 * Slots of one kind of object (bodies, colliders, contacts, joints, springs): a free list of released slots, reused
 * last released first, and a high-water mark. Slots below {@link #high} that are not free are in use; the stores
 * iterate 0 .. high and skip dead slots by their own alive flag.
 *
 * <p>A pool made with a kind name also hands out <em>handles</em>, what the World's API gives and takes: the slot in
 * the low {@link #INDEX_BITS} bits and the slot's generation (how many objects held it before) in the
 * {@link #GENERATION_BITS} bits above, bit 31 always clear, so a handle is never negative and -1 stays "none". A
 * handle of a destroyed object is refused ({@link #slot}) even after its slot is reused, since the new occupant has
 * the next generation. Generations never wrap: a slot whose last generation ({@link #MAX_GENERATION}) is released is
 * retired and never reused, so no handle ever names two objects (costs one slot per 2048 objects made in it).
 */
final class IdPool {
    static final int INDEX_BITS = 20, GENERATION_BITS = 11;
    static final int INDEX_MASK = (1 << INDEX_BITS) - 1, MAX_GENERATION = (1 << GENERATION_BITS) - 1;

    private int[] free = new int[16];
    private int freeTop;
    /** One past the largest slot ever handed out. */
    int high;

    /** "body", "collider", ...: names the kind in errors; null for a pool without handles (contacts). */
    private final String kind;
    /** Per slot: the occupant's handle while in use, its bitwise complement (negative) once released. */
    private int[] stamp = new int[16];

    private int live;

    /** A pool of plain slots, without handles. */
    IdPool() {
        this(null);
    }

    IdPool(String kind) {
        this.kind = kind;
    }

    /** A released slot if there is one, else a new slot (= the old high-water mark): grow the store when it is its capacity. */
    int alloc() {
        live++;
        if (freeTop > 0) {
            int slot = free[--freeTop];
            if (kind != null) stamp[slot] = ((generation(~stamp[slot]) + 1) << INDEX_BITS) | slot;
            return slot;
        }
        if (kind != null) {
            if (high > INDEX_MASK)
                throw new IllegalStateException("too many " + kind + "s at once: at most " + (INDEX_MASK + 1));
            if (high == stamp.length) stamp = ArrayGrowth.grow(stamp, 2 * stamp.length);
            stamp[high] = high;
        }
        return high++;
    }

    void release(int slot) {
        live--;
        if (kind != null) {
            stamp[slot] = ~stamp[slot];
            if (generation(~stamp[slot]) == MAX_GENERATION) return; // retired: its next generation would wrap
        }
        if (freeTop == free.length) free = ArrayGrowth.grow(free, 2 * free.length);
        free[freeTop++] = slot;
    }

    /** Slots in use. */
    int count() {
        return live;
    }

    /** The handle of the object in a slot in use. */
    int handle(int slot) {
        return stamp[slot];
    }

    /** Whether the handle names an object in use (false for stale handles, -1 and other non-handles). */
    boolean isLive(int handle) {
        int slot = handle & INDEX_MASK;
        return handle >= 0 && slot < high && stamp[slot] == handle;
    }

    /** The slot of a live handle; a stale handle or a number that is no handle fails with the reason. */
    int slot(int handle) {
        int slot = handle & INDEX_MASK;
        if (handle >= 0 && slot < high && stamp[slot] == handle) return slot;
        throw new IllegalArgumentException(refusal(handle));
    }

    private String refusal(int handle) {
        int slot = handle & INDEX_MASK, gen = generation(handle);
        String what = kind + " handle " + handle + " (slot " + slot + ", generation " + gen + ")";
        if (handle < 0 || slot >= high) return "not a " + kind + " handle: " + handle;
        int now = stamp[slot];
        if (now >= 0 && generation(now) > gen)
            return "stale " + what + ": that " + kind + " was destroyed and its slot reused";
        if (now < 0 && generation(~now) >= gen) return "stale " + what + ": that " + kind + " was destroyed";
        return "not a " + kind + " handle: " + handle + " (slot " + slot + " never had generation " + gen + ")";
    }

    private static int generation(int handle) {
        return handle >>> INDEX_BITS;
    }
}
