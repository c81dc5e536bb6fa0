package com.tiltfall.physics.collision;

/**
 * Reusable growable list of candidate pairs (proxy ids, proxyA &lt; proxyB), in a deterministic order: ascending
 * proxyA, then ascending proxyB. Grows by doubling (allocation only when a scene first needs more room).
 */
public final class PairBuffer {
    private int[] a, b;
    private int count;

    public PairBuffer() {
        this(64);
    }

    public PairBuffer(int initialCapacity) {
        int c = Math.max(4, initialCapacity);
        a = new int[c];
        b = new int[c];
    }

    public void clear() {
        count = 0;
    }

    public int size() {
        return count;
    }

    public int proxyA(int i) {
        return a[i];
    }

    public int proxyB(int i) {
        return b[i];
    }

    public void add(int pa, int pb) {
        if (count == a.length) {
            int[] na = new int[count * 2], nb = new int[count * 2];
            System.arraycopy(a, 0, na, 0, count);
            System.arraycopy(b, 0, nb, 0, count);
            a = na;
            b = nb;
        }
        a[count] = pa;
        b[count] = pb;
        count++;
    }
}
