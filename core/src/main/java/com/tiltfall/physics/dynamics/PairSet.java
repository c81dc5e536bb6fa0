package com.tiltfall.physics.dynamics;

/**
 * Open-addressing hash map long -> int (linear probing, backward-shift deletion) for "does this collider pair
 * already have a contact". Only looked up, never iterated, so hash order cannot leak into the simulation.
 */
final class PairSet {
    private long[] keys = new long[64];
    private int[] values = new int[64];
    private boolean[] used = new boolean[64];
    private int size;

    private static int hash(long k) {
        long h = k * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32));
    }

    int get(long key) {
        int mask = keys.length - 1;
        for (int i = hash(key) & mask; used[i]; i = (i + 1) & mask) if (keys[i] == key) return values[i];
        return -1;
    }

    void put(long key, int value) {
        if (2 * (size + 1) > keys.length) rehash(keys.length * 2);
        int mask = keys.length - 1;
        int i = hash(key) & mask;
        while (used[i]) {
            if (keys[i] == key) {
                values[i] = value;
                return;
            }
            i = (i + 1) & mask;
        }
        used[i] = true;
        keys[i] = key;
        values[i] = value;
        size++;
    }

    void remove(long key) {
        int mask = keys.length - 1;
        int i = hash(key) & mask;
        while (used[i] && keys[i] != key) i = (i + 1) & mask;
        if (!used[i]) return;
        used[i] = false;
        size--;
        // backward shift
        int j = i;
        while (true) {
            j = (j + 1) & mask;
            if (!used[j]) break;
            int home = hash(keys[j]) & mask;
            // move j to i if home is cyclically outside (i, j]
            boolean move = i <= j ? (home <= i || home > j) : (home <= i && home > j);
            if (move) {
                keys[i] = keys[j];
                values[i] = values[j];
                used[i] = true;
                used[j] = false;
                i = j;
            }
        }
    }

    int size() {
        return size;
    }

    private void rehash(int cap) {
        long[] ok = keys;
        int[] ov = values;
        boolean[] ou = used;
        keys = new long[cap];
        values = new int[cap];
        used = new boolean[cap];
        size = 0;
        for (int i = 0; i < ok.length; i++) if (ou[i]) put(ok[i], ov[i]);
    }
}
