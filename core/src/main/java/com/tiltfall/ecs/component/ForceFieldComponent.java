package com.tiltfall.ecs.component;

import com.badlogic.ashley.core.Component;

/**
 * A force field in the physics world (a fan's air): every dynamic body whose centre is in the box is accelerated by
 * (ax, ay) m/s^2. The force field system creates it when the entity is added and destroys it when it is removed.
 */
public class ForceFieldComponent implements Component {
    /** The box, world metres. */
    public double minX, minY, maxX, maxY;
    /** The acceleration, m/s^2. */
    public double ax, ay;
    /** The world's force field once created, -1 before. */
    public int id = -1;
}
