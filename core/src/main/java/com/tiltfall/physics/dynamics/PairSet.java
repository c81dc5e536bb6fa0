package com.tiltfall.physics.dynamics;

/**
 * Open-addressing hash map long -> int (linear probing, backward-shift deletion) for "does this collider pair
 * already have a contact". Only looked up, never iterated, so hash order cannot leak into the simulation.
 *
 * <p>Keys are non-negative (two collider ids), so {@link #EMPTY} marks a free slot, and each slot keeps its key and
 * value side by side in one {@code long[]}: a lookup touches one cache line, not three arrays (the broad phase asks
 * once per overlapping pair of every moved proxy, most of them already known).
 */
final class PairSet {
    private static final long EMPTY = -1;
    /** Slot i: key at 2 i (or {@link #EMPTY}), value at 2 i + 1. */
    private long[] table = emptyTable(64);

    private int size;

    private static long[] emptyTable(int slots) {
        long[] t = new long[2 * slots];
        for (int i = 0; i < t.length; i += 2) t[i] = EMPTY;
        return t;
    }

    private static int hash(long k) {
        long h = k * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32));
    }

    int get(long key) {
        final long[] t = table;
        int mask = (t.length >> 1) - 1;
        for (int i = hash(key) & mask; ; i = (i + 1) & mask) {
            long k = t[2 * i];
            if (k == key) return (int) t[2 * i + 1];
            if (k == EMPTY) return -1;
        }
    }

    void put(long key, int value) {
        if (2 * (size + 1) > (table.length >> 1)) rehash(table.length);
        final long[] t = table;
        int mask = (t.length >> 1) - 1;
        int i = hash(key) & mask;
        while (t[2 * i] != EMPTY) {
            if (t[2 * i] == key) {
                t[2 * i + 1] = value;
                return;
            }
            i = (i + 1) & mask;
        }
        t[2 * i] = key;
        t[2 * i + 1] = value;
        size++;
    }

    void remove(long key) {
        final long[] t = table;
        int mask = (t.length >> 1) - 1;
        int i = hash(key) & mask;
        while (t[2 * i] != EMPTY && t[2 * i] != key) i = (i + 1) & mask;
        if (t[2 * i] == EMPTY) return;
        t[2 * i] = EMPTY;
        size--;
        // backward shift
        int j = i;
        while (true) {
            j = (j + 1) & mask;
            if (t[2 * j] == EMPTY) break;
            int home = hash(t[2 * j]) & mask;
            // move j to i if home is cyclically outside (i, j]
            boolean move = i <= j ? (home <= i || home > j) : (home <= i && home > j);
            if (move) {
                t[2 * i] = t[2 * j];
                t[2 * i + 1] = t[2 * j + 1];
                t[2 * j] = EMPTY;
                i = j;
            }
        }
    }

    int size() {
        return size;
    }

    private void rehash(int slots) {
        long[] old = table;
        table = emptyTable(slots);
        size = 0;
        for (int i = 0; i < old.length; i += 2) if (old[i] != EMPTY) put(old[i], (int) old[i + 1]);
    }
}
