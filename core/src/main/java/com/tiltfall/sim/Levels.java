package com.tiltfall.sim;

import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.TerrainData;

/** Helpers that build {@link LevelData} in code (demo level, tests). */
public final class Levels {
    private Levels() {}

    public static LevelData empty(double width, double height) {
        LevelData level = new LevelData();
        level.source = "code";
        level.width = width;
        level.height = height;
        return level;
    }

    public static EntityData entity(String type, double x, double y, double width, double height) {
        EntityData e = new EntityData();
        e.type = type;
        e.name = type;
        e.x = x;
        e.y = y;
        e.width = width;
        e.height = height;
        return e;
    }

    /** A convex CCW polygon piece. */
    public static TerrainData polygon(double... xy) {
        TerrainData t = new TerrainData();
        t.kind = TerrainData.Kind.POLYGON;
        t.vertices = xy;
        return t;
    }

    /** An axis-aligned box piece from (x0, y0) to (x1, y1). */
    public static TerrainData box(double x0, double y0, double x1, double y1) {
        return polygon(x0, y0, x1, y0, x1, y1, x0, y1);
    }

    /** A ground line (solid from above when drawn left to right). */
    public static TerrainData chain(double... xy) {
        TerrainData t = new TerrainData();
        t.kind = TerrainData.Kind.CHAIN;
        t.vertices = xy;
        return t;
    }

    public static TerrainData ellipse(double cx, double cy, double a, double b, double angle) {
        TerrainData t = new TerrainData();
        t.kind = TerrainData.Kind.ELLIPSE;
        t.centerX = cx;
        t.centerY = cy;
        t.semiAxisA = a;
        t.semiAxisB = b;
        t.angle = angle;
        return t;
    }
}
