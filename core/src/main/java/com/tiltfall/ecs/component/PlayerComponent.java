package com.tiltfall.ecs.component;

import com.badlogic.ashley.core.Component;
import com.tiltfall.input.ControlState;

/**
 * The player: the controls it received for the current fixed step, its feel parameters (tunable per level) and
 * the controller's state between steps. Units: metres, seconds, radians. See docs/player.md.
 */
public class PlayerComponent implements Component {
    public final ControlState controls = new ControlState();

    // ---------------------------------------------------------------- feel parameters
    /** Half size of the square body, m (0.9 m box). */
    public double halfSize = 0.45;

    public double maxRunSpeed = 7.0;
    /** Ground acceleration towards the target speed, braking with no input, and turning around, m/s^2. */
    public double groundAccel = 45.0, groundBrake = 60.0, groundTurnAccel = 90.0;
    /** Horizontal acceleration in the air, m/s^2. */
    public double airAccel = 22.0;
    /** Take-off speed, m/s (apex (jumpSpeed^2) / 2g = 2.42 m at g = 25). */
    public double jumpSpeed = 11.0;
    /** Upward speed is multiplied by this when jump is released while rising (variable jump height). */
    public double jumpCut = 0.45;

    public double coyoteTime = 0.1, jumpBufferTime = 0.1;
    public double maxFallSpeed = 18.0;
    /** A contact is ground when its normal is within this angle of up (cos 50 deg). */
    public double groundCos = 0.6428;
    /** Idle on ground up to this steepness (cos 45 deg) holds; steeper ground slides. */
    public double holdCos = 0.7071;

    public double idleFriction = 2.0, slideFriction = 0.05;
    /** Air spin steering: fastest steered spin rad/s, angular acceleration rad/s^2. */
    public double maxSpin = 9.0, spinAcceleration = 30.0;
    /** Ground alignment: spin rate per radian of tilt, max angular acceleration rad/s^2. */
    public double alignRate = 10.0, alignAccel = 60.0;
    /** Righting: tilt beyond which a slow grounded player hops and turns upright, rad; hop speed m/s. */
    public double rightingTilt = 0.45, rightingHopSpeed = 5.0, rightingDelay = 0.2;
    /** Ground snapping: how far below the feet ground is looked for after walking off a crest, m. */
    public double snapDistance = 0.35;
    /** Seam skin: contacts this close above the feet whose normal is not a floor normal are ignored, m. */
    public double seamSkin = 0.06;
    /** How long one-way platforms let the player through after down + jump, s. */
    public double dropTime = 0.3;

    // ---------------------------------------------------------------- state (controller-owned)
    public boolean grounded, wasGrounded, jumpHeld, jumping;
    /** Ground normal (pointing at the player) and ground velocity of the last grounded step. */
    public double groundNx, groundNy = 1.0, groundVx, groundVy;

    public int groundBody = -1;
    public boolean groundOneWay;
    public double coyoteTimer, jumpBufferTimer, dropTimer, noGroundTimer, settleTimer;
    /** Steps on which a jump fired / a snap happened (counters for tests and debugging). */
    public int jumps, snaps, rightings;
    /** True while the seam filter may discard near-foot side contacts (grounded and upright). */
    public boolean seamFilter;
    /** Friction of the player's contacts for the next step (set by the controller, applied in preSolve). */
    public double contactFriction = 2.0;

    public void resetState() {
        grounded = wasGrounded = jumping = false;
        groundNx = 0.0;
        groundNy = 1.0;
        groundVx = 0.0;
        groundVy = 0.0;
        groundBody = -1;
        groundOneWay = false;
        coyoteTimer = jumpBufferTimer = dropTimer = noGroundTimer = settleTimer = 0.0;
        seamFilter = false;
    }
}
