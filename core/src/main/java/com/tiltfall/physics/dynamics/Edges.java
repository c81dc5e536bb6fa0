package com.tiltfall.physics.dynamics;

/**
 * Per-body doubly linked lists of two-body constraints (contacts and joints each keep one per body). An edge key is
 * 2 * index + side (0: body A, 1: body B), so a constraint sits in both of its bodies' lists; the other body of an
 * edge is on side {@code key ^ 1}.
 */
final class Edges {
    private Edges() {}

    /** Pushes edge {@code key} onto the front of body b's list. */
    static void link(int[] prev, int[] next, int[] head, int key, int b) {
        prev[key] = -1;
        next[key] = head[b];
        if (head[b] != -1) prev[head[b]] = key;
        head[b] = key;
    }

    static void unlink(int[] prev, int[] next, int[] head, int key, int b) {
        int p = prev[key], n = next[key];
        if (p != -1) next[p] = n;
        else head[b] = n;
        if (n != -1) prev[n] = p;
    }
}
