package com.tiltfall.ecs.component;

import com.badlogic.ashley.core.Component;

/** Linear velocity (m/s) and angular velocity (rad/s, counter-clockwise positive). */
public class MotionComponent implements Component {
    public float vx, vy, angularVelocity;
}
