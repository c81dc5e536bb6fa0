package com.tiltfall.ecs.component;

import com.badlogic.ashley.core.Component;
import com.badlogic.ashley.core.Entity;

/**
 * A joint or a spring between the bodies of two entities (both with a {@link BodyComponent}, added to the engine
 * before this one). The joint system creates it in the physics world when this entity is added and destroys it
 * when the entity is removed.
 */
public class JointComponent implements Component {
    /** A distance joint kept within [minLength, maxLength]; a pin (revolute joint); a spring-damper force. */
    public static final int DISTANCE = 1, REVOLUTE = 2, SPRING = 3;

    public int kind = DISTANCE;
    public Entity a, b;
    /** Body-local anchors (distance, spring); the world pin (revolute: anchorAX, anchorAY). */
    public double anchorAX, anchorAY, anchorBX, anchorBY;
    /** Distance: range; spring: rest length in minLength. */
    public double minLength, maxLength;
    /** Spring: N/m and N s/m. */
    public double stiffness, damping;
    /** Pin: a motor driving b relative to a at motorSpeed rad/s with at most maxMotorTorque N m. */
    public boolean motor;

    public double motorSpeed, maxMotorTorque;
    /** The world's joint or spring id once created, -1 before. */
    public int id = -1;
}
