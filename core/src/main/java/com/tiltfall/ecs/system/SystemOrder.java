package com.tiltfall.ecs.system;

/**
 * The one visible order in which systems run (lower first). Simulation systems run in every fixed step;
 * render systems are not processed by the engine's update and are driven once per frame with an
 * interpolation weight.
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
    public static final int CAMERA = 40;
    public static final int RENDER = 50;
    public static final int HUD = 60;

    private SystemOrder() {}
}
