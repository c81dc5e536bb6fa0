package com.tiltfall.physics.collision;

/**
 * The one array-growth helper of the physics packages: a copy of {@code a} (or a new array when {@code a} is null)
 * of length {@code n}, the new tail zeroed. Used by the struct-of-arrays stores of the dynamics package and by
 * {@link DynamicTree}; growth happens when a store is full, never in a step of a world that has reached its size.
 */
public final class ArrayGrowth {
    private ArrayGrowth() {}

    public static double[] grow(double[] a, int n) {
        double[] b = new double[n];
        if (a != null) System.arraycopy(a, 0, b, 0, a.length);
        return b;
    }

    public static int[] grow(int[] a, int n) {
        int[] b = new int[n];
        if (a != null) System.arraycopy(a, 0, b, 0, a.length);
        return b;
    }

    public static boolean[] grow(boolean[] a, int n) {
        boolean[] b = new boolean[n];
        if (a != null) System.arraycopy(a, 0, b, 0, a.length);
        return b;
    }

    public static Object[] grow(Object[] a, int n) {
        Object[] b = new Object[n];
        if (a != null) System.arraycopy(a, 0, b, 0, a.length);
        return b;
    }

    /**
     * Typed object arrays (shapes, manifolds, transforms): copies {@code a} into {@code into}, a new array of the
     * wanted length made by the caller (no reflection: the page is compiled by GWT), and returns it.
     */
    public static <T> T[] grow(T[] a, T[] into) {
        if (a != null) System.arraycopy(a, 0, into, 0, a.length);
        return into;
    }
}
