package com.tiltfall.ecs.component;

import com.badlogic.ashley.core.Component;

/**
 * A kinematic platform moving back and forth from its origin by (dx, dy) metres and back once per {@code period}
 * seconds, with a smooth (cosine) speed profile: offset(t) = d (1 - cos(2 pi t / period)) / 2; or, when
 * {@link #path} is set, along a polyline at {@link #speed} m/s (back and forth, or round and round when
 * {@link #loop}).
 */
public class PlatformComponent implements Component {
    public double originX, originY, dx, dy, period = 4.0;
    /** Simulated time since the platform was created, seconds. */
    public double time;
    /** Path points x0, y0, x1, y1, ... (world metres) or null for the dx/dy motion. */
    public double[] path;

    public double speed = 2.0;
    public boolean loop;
}
