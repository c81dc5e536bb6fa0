package com.tiltfall.physics.dynamics;

/**
 * Open-addressing hash map long -> int (linear probing, backward-shift deletion) for "does this collider pair
 * already have a contact". Only looked up, never iterated, so hash order cannot leak into the simulation.
 *
 * <p>Each slot is a key and its value side by side in one array (a free slot holds the key {@link #FREE}), so that
 * a probe reads one cache line instead of one per array: the pairs are looked up at random, for every pair the
 * broad phase reports and every contact that ends. Keys are {@link Contacts#pairKey}s of collider slots, never
 * negative.
 */
final class PairSet {
    /** The key of a free slot (no pair key is negative). */
    private static final long FREE = -1L;
    /** Slot i: key at 2 i, value at 2 i + 1. */
    private long[] slots = emptySlots(64);

    private int size;

    private static long[] emptySlots(int capacity) {
        long[] s = new long[2 * capacity];
        for (int i = 0; i < s.length; i += 2) s[i] = FREE;
        return s;
    }

    private static int hash(long k) {
        long h = k * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32));
    }

    int get(long key) {
        final long[] s = slots;
        int mask = (s.length >> 1) - 1;
        for (int i = hash(key) & mask; s[2 * i] != FREE; i = (i + 1) & mask)
            if (s[2 * i] == key) return (int) s[2 * i + 1];
        return -1;
    }

    void put(long key, int value) {
        if (4 * (size + 1) > slots.length) rehash(slots.length);
        final long[] s = slots;
        int mask = (s.length >> 1) - 1;
        int i = hash(key) & mask;
        while (s[2 * i] != FREE) {
            if (s[2 * i] == key) {
                s[2 * i + 1] = value;
                return;
            }
            i = (i + 1) & mask;
        }
        s[2 * i] = key;
        s[2 * i + 1] = value;
        size++;
    }

    void remove(long key) {
        final long[] s = slots;
        int mask = (s.length >> 1) - 1;
        int i = hash(key) & mask;
        while (s[2 * i] != FREE && s[2 * i] != key) i = (i + 1) & mask;
        if (s[2 * i] == FREE) return;
        s[2 * i] = FREE;
        size--;
        // backward shift
        int j = i;
        while (true) {
            j = (j + 1) & mask;
            if (s[2 * j] == FREE) break;
            int home = hash(s[2 * j]) & mask;
            // move j to i if home is cyclically outside (i, j]
            boolean move = i <= j ? (home <= i || home > j) : (home <= i && home > j);
            if (move) {
                s[2 * i] = s[2 * j];
                s[2 * i + 1] = s[2 * j + 1];
                s[2 * j] = FREE;
                i = j;
            }
        }
    }

    int size() {
        return size;
    }

    /** Doubles the table (capacity in slots: half the array's length). */
    private void rehash(int capacity) {
        long[] old = slots;
        slots = emptySlots(capacity);
        size = 0;
        for (int i = 0; i < old.length; i += 2) if (old[i] != FREE) put(old[i], (int) old[i + 1]);
    }
}
