package com.tiltfall.ui;

/**
 * A growing list of floats with only what {@link Text} does with a line's x advances, where libGDX's
 * {@code FloatArray} was (one class less in the web build's script; docs/performance/web.md): the values are only
 * moved, never computed, so the layout's floats are the same bits.
 */
final class FloatList {
    float[] items = new float[16];
    int size;

    void add(float value) {
        if (size == items.length) grow(size + 1);
        items[size++] = value;
    }

    /** The values of {@code other} from {@code start}, {@code count} of them. */
    void addAll(FloatList other, int start, int count) {
        if (size + count > items.length) grow(size + count);
        System.arraycopy(other.items, start, items, size, count);
        size += count;
    }

    void addAll(FloatList other) {
        addAll(other, 0, other.size);
    }

    /** Removes the values from {@code start} to {@code end}, both included (as libGDX's removeRange). */
    void removeRange(int start, int end) {
        int count = end - start + 1;
        System.arraycopy(items, end + 1, items, start, size - end - 1);
        size -= count;
    }

    /** Keeps the first {@code newSize} values. */
    void truncate(int newSize) {
        if (size > newSize) size = newSize;
    }

    void clear() {
        size = 0;
    }

    private void grow(int needed) {
        float[] bigger = new float[Math.max(needed, (int) (items.length * 1.75f))];
        System.arraycopy(items, 0, bigger, 0, size);
        items = bigger;
    }
}
