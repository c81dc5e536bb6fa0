package com.tiltfall.level;

import com.badlogic.gdx.utils.ObjectMap;

/**
 * A thing placed in the level (player spawn, goal, crate, moving platform, ...), in world metres with y up.
 * The position is the centre of the Tiled object; width/height are 0 for point objects.
 */
public final class EntityData {
    public int objectId;
    public String name = "";
    /** The Tiled object's class/type, e.g. "player", "goal"; see docs/levels.md for the list. */
    public String type = "";

    public double x, y, width, height;
    /** Rotation, radians, counter-clockwise. */
    public double angle;
    /** A polyline's points in world metres (x0, y0, x1, y1, ...), null for other shapes. */
    public double[] points;
    /** Typed custom properties (Double for float, Integer for int, Boolean or String), already checked by the validator. */
    public final ObjectMap<String, Object> properties = new ObjectMap<>();

    public double getFloat(String key, double fallback) {
        Object v = properties.get(key);
        return v instanceof Number ? TiledNumbers.exact((Number) v) : fallback;
    }

    public boolean getBoolean(String key, boolean fallback) {
        Object v = properties.get(key);
        return v instanceof Boolean ? (Boolean) v : fallback;
    }

    public String getString(String key, String fallback) {
        Object v = properties.get(key);
        return v instanceof String ? (String) v : fallback;
    }
}
