package com.tiltfall.ecs.component;

import com.badlogic.ashley.core.Component;

/**
 * An enemy (docs/levels.md "Enemies"): a walker that the enemy system steers (turns at walls and ledges) or a
 * roller that the physics rolls (the system only applies a torque). Stomped from above it is defeated and the
 * player bounces; touched otherwise it hurts the player.
 */
public class EnemyComponent implements Component {
    public static final int WALKER = 1, ROLLER = 2;

    public int kind = WALKER;
    /** +1 right, -1 left. */
    public int direction = -1;
    /** Walking speed, or the rolling speed the roller's torque keeps, m/s. */
    public double speed = 2.0;
    /** Half extents of a walker's box, or the roller's radius in both, m. */
    public double halfWidth = 0.45, halfHeight = 0.4;
    /** Largest torque the roller applies, N m. */
    public double maxTorque = 4.0;
    /** Seconds before it may turn again (so a corner does not make it turn twice). */
    public double turnCooldown;
    /** Set when stomped; the entity is removed at the end of the step. */
    public boolean defeated;
}
