package com.tiltfall.ecs.component;

import com.badlogic.ashley.core.Component;

/**
 * Where an entity is after the latest fixed step, and where it was after the one before: the renderer draws a
 * blend of the two so motion stays smooth at any frame rate.
 */
public class TransformComponent implements Component {
    public double x, y, angle;
    public double prevX, prevY, prevAngle;

    public TransformComponent set(double x, double y, double angle) {
        this.x = prevX = x;
        this.y = prevY = y;
        this.angle = prevAngle = angle;
        return this;
    }

    /** Called by the simulation before it moves the entity, once per fixed step. */
    public void savePrevious() {
        prevX = x;
        prevY = y;
        prevAngle = angle;
    }
}
