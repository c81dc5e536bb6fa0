package com.tiltfall.level;

/**
 * What the loader accepts at most, checked BEFORE anything of that size is allocated, so that no file (a mistyped
 * map size, a runaway script, a damaged file) can make the game run out of memory, overflow its stack or hang.
 * Each limit is far above anything a playable level needs; docs/levels.md lists them with their messages.
 */
public final class LevelLimits {
    private LevelLimits() {}

    /** Largest map or tileset file, bytes (the shipped 120 x 30 level is 26 KB). */
    public static final int MAX_FILE_BYTES = 8 * 1024 * 1024;
    /** Largest map side, tiles (= metres). */
    public static final int MAX_MAP_SIDE = 4096;
    /** Largest map area, tiles (e.g. 2000 x 500). */
    public static final int MAX_MAP_TILES = 1000000;
    /** Most objects in one map (all layers, templates resolved). */
    public static final int MAX_OBJECTS = 10000;
    /** Most points in one polygon or polyline (the splitting into convex pieces is quadratic or worse). */
    public static final int MAX_SHAPE_POINTS = 256;
    /** Most polygon and polyline points in the whole map. */
    public static final int MAX_POINTS = 20000;
    /** Deepest nesting of group layers (a group in a group is depth 2). */
    public static final int MAX_GROUP_DEPTH = 10;
    /** Deepest nesting of XML elements or JSON values (Tiled writes at most about 8 plus the groups). */
    public static final int MAX_NESTING = 32;
    /** Largest tileset or image-layer image side, pixels (also the smallest texture size GPUs must support). */
    public static final int MAX_IMAGE_SIDE = 4096;
    /** Largest tile, pixels. */
    public static final int MAX_TILE_SIDE = 1024;
    /** Most tilesets in one map. */
    public static final int MAX_TILESETS = 64;

    /** "8 MB", "1.5 MB", "900 bytes": a size for messages (GWT has no String.format). */
    static String bytes(long n) {
        if (n < 1024) return n + " bytes";
        if (n < 1024 * 1024) return LevelValidator.num(Math.round(n / 102.4) / 10.0) + " KB";
        return LevelValidator.num(Math.round(n / (1024 * 102.4)) / 10.0) + " MB";
    }
}
