package com.badlogic.gdx.utils;

/**
 * The web build's libGDX {@code Bits} (Ashley's component and family bits): the same bits, capacity, results and hash
 * code, held in 32-bit ints, two per 64-bit word of libGDX's, because a JavaScript {@code long} is emulated and every
 * shift and mask of libGDX's copy became a call (1.5 KB of the level code; docs/performance/web.md). EmuBitsTest runs
 * both copies through the same random operations.
 */
public class Bits {
    /** Two ints per 64-bit word (low half first), so the capacity is libGDX's. */
    int[] bits = {0, 0};

    public Bits() {}

    public Bits(int nbits) {
        checkCapacity(nbits >>> 6);
    }

    public Bits(Bits bitsToCpy) {
        this.bits = new int[bitsToCpy.bits.length];
        System.arraycopy(bitsToCpy.bits, 0, this.bits, 0, bitsToCpy.bits.length);
    }

    public boolean get(int index) {
        int i = index >>> 5;
        if (i >= bits.length) return false;
        return (bits[i] & (1 << (index & 31))) != 0;
    }

    public boolean getAndClear(int index) {
        boolean was = get(index);
        clear(index);
        return was;
    }

    /** As libGDX's: true when the bit was already set. */
    public boolean getAndSet(int index) {
        boolean was = get(index);
        set(index);
        return was;
    }

    public void set(int index) {
        checkCapacity(index >>> 6);
        bits[index >>> 5] |= 1 << (index & 31);
    }

    public void flip(int index) {
        checkCapacity(index >>> 6);
        bits[index >>> 5] ^= 1 << (index & 31);
    }

    /** Room for 64-bit word {@code len} (libGDX's unit). */
    private void checkCapacity(int len) {
        if (2 * len >= bits.length) {
            int[] newBits = new int[2 * (len + 1)];
            System.arraycopy(bits, 0, newBits, 0, bits.length);
            bits = newBits;
        }
    }

    public void clear(int index) {
        int i = index >>> 5;
        if (i >= bits.length) return;
        bits[i] &= ~(1 << (index & 31));
    }

    public void clear() {
        for (int i = 0; i < bits.length; i++) bits[i] = 0;
    }

    public int numBits() {
        return bits.length << 5;
    }

    public int length() {
        for (int i = bits.length - 1; i >= 0; i--) {
            if (bits[i] != 0) return (i << 5) + 32 - Integer.numberOfLeadingZeros(bits[i]);
        }
        return 0;
    }

    public boolean notEmpty() {
        return !isEmpty();
    }

    public boolean isEmpty() {
        for (int b : bits) if (b != 0) return false;
        return true;
    }

    public int nextSetBit(int fromIndex) {
        int i = fromIndex >>> 5;
        if (i >= bits.length) return -1;
        int w = bits[i] & (-1 << (fromIndex & 31));
        while (true) {
            if (w != 0) return (i << 5) + Integer.numberOfTrailingZeros(w);
            if (++i >= bits.length) return -1;
            w = bits[i];
        }
    }

    public int nextClearBit(int fromIndex) {
        int i = fromIndex >>> 5;
        if (i >= bits.length) return bits.length << 5;
        int w = ~bits[i] & (-1 << (fromIndex & 31));
        while (true) {
            if (w != 0) return (i << 5) + Integer.numberOfTrailingZeros(w);
            if (++i >= bits.length) return bits.length << 5;
            w = ~bits[i];
        }
    }

    public void and(Bits other) {
        int common = Math.min(bits.length, other.bits.length);
        for (int i = 0; i < common; i++) bits[i] &= other.bits[i];
        for (int i = common; i < bits.length; i++) bits[i] = 0;
    }

    public void andNot(Bits other) {
        for (int i = 0, n = Math.min(bits.length, other.bits.length); i < n; i++) bits[i] &= ~other.bits[i];
    }

    public void or(Bits other) {
        int common = Math.min(bits.length, other.bits.length);
        for (int i = 0; i < common; i++) bits[i] |= other.bits[i];
        if (common < other.bits.length) {
            checkCapacity(other.bits.length / 2); // libGDX's: one 64-bit word more than the other's
            for (int i = common; i < other.bits.length; i++) bits[i] = other.bits[i];
        }
    }

    public void xor(Bits other) {
        int common = Math.min(bits.length, other.bits.length);
        for (int i = 0; i < common; i++) bits[i] ^= other.bits[i];
        if (common < other.bits.length) {
            checkCapacity(other.bits.length / 2);
            for (int i = common; i < other.bits.length; i++) bits[i] = other.bits[i];
        }
    }

    public boolean intersects(Bits other) {
        for (int i = Math.min(bits.length, other.bits.length) - 1; i >= 0; i--) {
            if ((bits[i] & other.bits[i]) != 0) return true;
        }
        return false;
    }

    public boolean containsAll(Bits other) {
        for (int i = bits.length; i < other.bits.length; i++) if (other.bits[i] != 0) return false;
        for (int i = Math.min(bits.length, other.bits.length) - 1; i >= 0; i--) {
            if ((bits[i] & other.bits[i]) != other.bits[i]) return false;
        }
        return true;
    }

    /**
     * libGDX's: per 64-bit word up to the one after the highest set bit, 127 h + (low ^ high); where libGDX's reads past
     * its last word (a highest bit at 63, 127, ... of a full array) it throws, and this stops at the last word.
     */
    @Override
    public int hashCode() {
        int word = length() >>> 6;
        int hash = 0;
        for (int i = 0; i <= word && 2 * i < bits.length; i++) hash = 127 * hash + (bits[2 * i] ^ bits[2 * i + 1]);
        return hash;
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) return true;
        if (obj == null || getClass() != obj.getClass()) return false;
        Bits other = (Bits) obj;
        int common = Math.min(bits.length, other.bits.length);
        for (int i = 0; i < common; i++) if (bits[i] != other.bits[i]) return false;
        return bits.length == other.bits.length || length() == other.length();
    }
}
