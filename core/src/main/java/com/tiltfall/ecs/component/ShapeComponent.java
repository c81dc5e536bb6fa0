package com.tiltfall.ecs.component;

import com.badlogic.ashley.core.Component;

/** How an entity looks: a convex outline in its local frame (metres) and a fill colour (RGBA, 0..1). */
public class ShapeComponent implements Component {
    /** x0, y0, x1, y1, ... counter-clockwise, in the entity's local frame. */
    public float[] localVertices = new float[0];

    public float r = 1f, g = 1f, b = 1f, a = 1f;

    public ShapeComponent color(float r, float g, float b) {
        this.r = r;
        this.g = g;
        this.b = b;
        return this;
    }
}
