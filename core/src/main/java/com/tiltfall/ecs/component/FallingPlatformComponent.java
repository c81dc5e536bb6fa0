package com.tiltfall.ecs.component;

import com.badlogic.ashley.core.Component;

/**
 * A kinematic platform that starts to fall {@link #delay} seconds after the player first stands on it, falls with
 * gravity through everything, and is back at its place {@link #resetTime} seconds after it started to fall.
 */
public class FallingPlatformComponent implements Component {
    public static final int WAITING = 0, SHAKING = 1, FALLING = 2;
    public double originX, originY;
    public double delay = 0.5, resetTime = 3.0;
    public int state = WAITING;
    /** Time in the current state, s. */
    public double timer;
    /** Downward speed while falling, m/s. */
    public double fallSpeed;
}
