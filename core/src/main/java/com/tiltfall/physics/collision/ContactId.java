package com.tiltfall.physics.collision;

/**
 * Packing of contact feature keys into an int (Box2D's b2ContactFeature): byte 0 = feature index on A, byte 1 =
 * feature index on B, byte 2 = feature type on A, byte 3 = feature type on B. Types: {@link #VERTEX} or
 * {@link #FACE}. Two contact points of one manifold always have different ids.
 */
public final class ContactId {
    public static final int VERTEX = 0;
    public static final int FACE = 1;

    private ContactId() {}

    public static int make(int indexA, int indexB, int typeA, int typeB) {
        return (indexA & 0xFF) | ((indexB & 0xFF) << 8) | ((typeA & 0xFF) << 16) | ((typeB & 0xFF) << 24);
    }

    public static int indexA(int id) {
        return id & 0xFF;
    }

    public static int indexB(int id) {
        return (id >>> 8) & 0xFF;
    }

    public static int typeA(int id) {
        return (id >>> 16) & 0xFF;
    }

    public static int typeB(int id) {
        return (id >>> 24) & 0xFF;
    }

    /** The same features seen with A and B swapped. */
    public static int swap(int id) {
        return make(indexB(id), indexA(id), typeB(id), typeA(id));
    }
}
