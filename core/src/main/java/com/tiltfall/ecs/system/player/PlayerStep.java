package com.tiltfall.ecs.system.player;

/**
 * One fixed step's working values of the player controller, handed from each of its steps to the next (one instance
 * per controller, reused: no allocation per step). Units: metres, seconds, radians.
 */
public final class PlayerStep {
    public double dt;
    public int body;
    /** The input as the controller uses it: the run direction (0 while stumbling) and a fresh jump press. */
    public double moveX;

    public boolean jumpPressed, stumbling;
    /** The body's turn since the last step; the controller's up as an angle (body angle plus the feet side's). */
    public double turned, angle;
    /** On the ground this step; took off (jump or drop) this step. */
    public boolean grounded, tookOff;
    /** In air (a force field) that pushes up harder than gravity pulls: never on the ground, never snapped to it. */
    public boolean lifted;
    /** Standing on a bounce pad's plate that moves under the hero: a jump waits until the plate lets the hero go. */
    public boolean onMovingPad;
    /** The velocities to set on the body at the end of the step. */
    public double vx, vy, w;
    /** The ground normal of this step, and the one the last step left (before this step's ground detection). */
    public double nx, ny, lastNx, lastNy;
    /** On the ground: the velocity relative to the ground before this step's running changed it. */
    public double rvx, rvy;
}
