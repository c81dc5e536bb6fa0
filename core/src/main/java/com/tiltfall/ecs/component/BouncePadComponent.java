package com.tiltfall.ecs.component;

import com.badlogic.ashley.core.Component;

/**
 * The plate of a bounce pad: a dynamic body pushed up by a spring-damper force and held at the top of its travel by
 * a distance joint; the bounce pad system keeps it on its vertical line ({@link #originX}).
 */
public class BouncePadComponent implements Component {
    public double originX;
}
