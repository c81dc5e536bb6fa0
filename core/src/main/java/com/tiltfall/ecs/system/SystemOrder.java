package com.tiltfall.ecs.system;

/**
 * The one visible order in which systems run (lower first), every fixed step. There are no render systems: the screen
 * draws the simulation once per frame through {@code render.GameRenderer}, which only reads it.
 */
public final class SystemOrder {
    public static final int INPUT = 0;
    public static final int PLAYER_CONTROL = 10;
    /** Moving and falling platforms, bounce pads, enemy steering: set velocities before the physics step. */
    public static final int MECHANISMS = 15;

    public static final int PHYSICS = 20;
    /** Enemy contacts (stomp or hit) after the step, before the rules turn a hit into a death. */
    public static final int ENEMY_CONTACTS = 25;

    public static final int GAMEPLAY_EVENTS = 30;
    /** After the rules: a respawn this step puts bodies with a rest pose back at rest. */
    public static final int REST_ON_RESPAWN = 35;

    public static final int CAMERA = 40;

    private SystemOrder() {}
}
