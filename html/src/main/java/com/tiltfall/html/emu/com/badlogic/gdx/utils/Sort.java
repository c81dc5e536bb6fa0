package com.badlogic.gdx.utils;

import java.util.Arrays;
import java.util.Comparator;

/**
 * The web build's libGDX {@code Sort}: the JRE emulation's stable merge sort instead of libGDX's two TimSorts (about
 * 4 KB of script for the few short arrays the game sorts: Ashley's systems, the atlas's regions). A stable sort gives
 * the same order as TimSort for any comparator that is consistent.
 */
public class Sort {
    private static Sort instance;

    public <T extends Comparable> void sort(Array<T> a) {
        Arrays.sort(a.items, 0, a.size);
    }

    public void sort(Object[] a) {
        Arrays.sort(a, 0, a.length);
    }

    public void sort(Object[] a, int fromIndex, int toIndex) {
        Arrays.sort(a, fromIndex, toIndex);
    }

    public <T> void sort(Array<T> a, Comparator<? super T> c) {
        Arrays.sort(a.items, 0, a.size, c);
    }

    public <T> void sort(T[] a, Comparator<? super T> c) {
        Arrays.sort(a, 0, a.length, c);
    }

    public <T> void sort(T[] a, Comparator<? super T> c, int fromIndex, int toIndex) {
        Arrays.sort(a, fromIndex, toIndex, c);
    }

    public static Sort instance() {
        if (instance == null) instance = new Sort();
        return instance;
    }
}
