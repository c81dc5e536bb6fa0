package com.tiltfall.ecs.component;

import com.badlogic.ashley.core.Component;
import com.tiltfall.physics.collision.Shape;
import com.tiltfall.physics.dynamics.BodyType;

/**
 * A rigid body in the physics world: what to build it from (filled in before the entity is added to the engine) and
 * the handles the physics system assigned ({@link #body}, {@link #firstCollider}; -1 while the entity is not in the
 * engine). The shapes are in body-local coordinates; the body origin is ({@link #x}, {@link #y}) at {@link #angle}.
 */
public class BodyComponent implements Component {
    /** Collision categories (bit masks). */
    public static final int CAT_TERRAIN = 1,
            CAT_PLAYER = 2,
            CAT_CRATE = 4,
            CAT_SENSOR = 8,
            CAT_PLATFORM = 16,
            CAT_ENEMY = 32;
    /** What the player's ground probe and the camera consider solid. */
    public static final int SOLID = CAT_TERRAIN | CAT_CRATE | CAT_PLATFORM;

    public BodyType type = BodyType.STATIC;

    public double x, y, angle;
    public Shape[] shapes = new Shape[0];
    public double density = 1.0, friction = 0.8, restitution;
    /** Surface speed, m/s: the surface moves clockwise round the shape (a conveyor's top: to the right). */
    public double surfaceSpeed;
    /** Ice: the player's controller gets no more grip on it than its friction gives (docs/player.md). */
    public boolean slippery;

    public boolean sensor;
    /** Jump-through: solid only for bodies above it moving down (and not for a player dropping through). */
    public boolean oneWay;
    /** The body never turns (walkers, bounce pad plates). */
    public boolean fixedRotation;
    /** Velocity damping, 1/s (bridge planks: a rope bridge that settles instead of ringing). */
    public double linearDamping, angularDamping;

    public int category = CAT_TERRAIN, mask = -1;

    /** Assigned by the physics system. */
    public int body = -1, firstCollider = -1;
    /** Collider ids, one per shape (assigned by the physics system). */
    public int[] colliders = new int[0];
}
