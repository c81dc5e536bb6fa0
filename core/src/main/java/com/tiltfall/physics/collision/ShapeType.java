package com.tiltfall.physics.collision;

/** The kinds of collision shape. The ordinal is used by the {@link Collide} dispatcher. */
public enum ShapeType {
    CIRCLE,
    POLYGON,
    ELLIPSE,
    SEGMENT
}
