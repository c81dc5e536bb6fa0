package com.tiltfall.ecs.component;

import com.badlogic.ashley.core.Component;

/**
 * What a surface or zone shows moving over its outline (kinds.Look.streaks): a conveyor's ridges, a fan's air
 * streaks, the glints of ice. Rendering data only: the simulation never reads it.
 */
public class FlowComponent implements Component {
    /** Direction the marks point and move along, radians (0: right). */
    public float angle;
    /** How fast they move along {@link #angle}, m/s (0: they stand still). */
    public float speed;
    /** Bars across the direction (a belt's ridges) instead of streaks along it (air, glints). */
    public boolean across;
    /** Distance between marks along and across the direction, m; a mark's length, m. */
    public float spacing = 0.6f, length = 0.3f;

    public float r = 1f, g = 1f, b = 1f, a = 1f;

    public FlowComponent color(float r, float g, float b, float a) {
        this.r = r;
        this.g = g;
        this.b = b;
        this.a = a;
        return this;
    }
}
