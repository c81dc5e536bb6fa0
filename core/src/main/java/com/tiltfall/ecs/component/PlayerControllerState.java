package com.tiltfall.ecs.component;

/**
 * What the player controller remembers between steps (plain data, owned by the controller; a respawn resets it).
 * Units: metres, seconds, radians. See docs/player.md.
 */
public final class PlayerControllerState {
    public boolean grounded, wasGrounded, jumpHeld, jumping;
    /** How much faster the last jump made the hero rise than it already did (a pad's throw is not the jump's), m/s. */
    public double jumpAdded;
    /** Ground normal (pointing at the player) and ground velocity of the last grounded step. */
    public double groundNx, groundNy = 1.0, groundVx, groundVy;
    /** The speed along the ground expected after the last grounded step (carried round bends), m/s. */
    public double groundSpeed;

    public int groundBody = -1;
    public boolean groundOneWay;
    /**
     * The most the ground lets the controller speed up or brake, as a friction coefficient (ice: its friction;
     * infinite on every other ground: the controller's own accelerations).
     */
    public double groundGrip = Double.POSITIVE_INFINITY;

    public double coyoteTimer, jumpBufferTimer, dropTimer, noGroundTimer, settleTimer;
    /** True while the seam filter may discard near-foot side contacts (grounded and upright). */
    public boolean seamFilter;
    /** Friction of the player's contacts for the next step (set by the controller, applied in preSolve). */
    public double contactFriction = 2.0;
    /** Air state: seconds in the air, the signed turn since take-off (rad), the angle of the last step. */
    public double airTime, airTurn, lastAngle;
    /** While positive the player stumbles (no running, no jumping), s. */
    public double stumbleTimer;
    /** True from a righting hop's take-off to its landing (the hop steers itself; no spin steering). */
    public boolean righting;
    /** True while a spin chosen in the air is held; tucked: down held on the ground (a roll). */
    public boolean spinning, tucked;
    /** While positive a righting roll is under way (no running, braking or alignment), s. */
    public double rollTimer;
    /** Whether lastAngle holds the body's angle of the last step. */
    public boolean angleTracked;

    /** Back to a player just placed (respawn); jumpHeld and contactFriction carry over. */
    public void reset() {
        grounded = wasGrounded = jumping = false;
        jumpAdded = 0.0;
        groundNx = 0.0;
        groundNy = 1.0;
        groundVx = 0.0;
        groundVy = 0.0;
        groundSpeed = 0.0;
        groundBody = -1;
        groundOneWay = false;
        groundGrip = Double.POSITIVE_INFINITY;
        coyoteTimer = jumpBufferTimer = dropTimer = noGroundTimer = settleTimer = 0.0;
        seamFilter = false;
        airTime = airTurn = stumbleTimer = lastAngle = rollTimer = 0.0;
        righting = angleTracked = spinning = tucked = false;
    }
}
