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
    public float halfSize = 0.45f;

    public float maxRunSpeed = 7f;
    /** Ground acceleration towards the target speed, braking with no input, and turning around, m/s^2. */
    public float groundAccel = 45f, groundBrake = 60f, groundTurnAccel = 90f;
    /** Horizontal acceleration in the air, m/s^2. */
    public float airAccel = 22f;
    /** Take-off speed, m/s (apex (jumpSpeed^2) / 2g = 2.42 m at g = 25). */
    public float jumpSpeed = 11f;
    /** Upward speed is multiplied by this when jump is released while rising (variable jump height). */
    public float jumpCut = 0.45f;

    public float coyoteTime = 0.1f, jumpBufferTime = 0.1f;
    public float maxFallSpeed = 18f;
    /** A contact is ground when its normal is within this angle of up (cos 50 deg). */
    public float groundCos = 0.6428f;
    /** Idle on ground up to this steepness (cos 45 deg) holds; steeper ground slides. */
    public float holdCos = 0.7071f;

    public float idleFriction = 2f, slideFriction = 0.05f;
    /** Air spin steering: fastest steered spin rad/s, angular acceleration rad/s^2. */
    public float maxSpin = 9f, spinAcceleration = 30f;
    /** Ground alignment: spin rate per radian of tilt, max angular acceleration rad/s^2. */
    public float alignRate = 10f, alignAccel = 60f;
    /** Righting: tilt beyond which a slow grounded player hops and turns upright, rad; hop speed m/s. */
    public float rightingTilt = 0.45f, rightingHopSpeed = 5f, rightingDelay = 0.2f;
    /** Ground snapping: how far below the feet ground is looked for after walking off a crest, m. */
    public float snapDistance = 0.35f;
    /** Seam skin: contacts this close above the feet whose normal is not a floor normal are ignored, m. */
    public float seamSkin = 0.06f;
    /** How long one-way platforms let the player through after down + jump, s. */
    public float dropTime = 0.3f;

    // ---------------------------------------------------------------- state (controller-owned)
    public boolean grounded, wasGrounded, jumpHeld, jumping;
    /** Ground normal (pointing at the player) and ground velocity of the last grounded step. */
    public float groundNx, groundNy = 1f, groundVx, groundVy;

    public int groundBody = -1;
    public boolean groundOneWay;
    public float coyoteTimer, jumpBufferTimer, dropTimer, noGroundTimer, settleTimer;
    /** Steps on which a jump fired / a snap happened (counters for tests and debugging). */
    public int jumps, snaps, rightings;
    /** True while the seam filter may discard near-foot side contacts (grounded and upright). */
    public boolean seamFilter;
    /** Friction of the player's contacts for the next step (set by the controller, applied in preSolve). */
    public float contactFriction = 2f;

    public void resetState() {
        grounded = wasGrounded = jumping = false;
        groundNx = 0f;
        groundNy = 1f;
        groundVx = 0f;
        groundVy = 0f;
        groundBody = -1;
        groundOneWay = false;
        coyoteTimer = jumpBufferTimer = dropTimer = noGroundTimer = settleTimer = 0f;
        seamFilter = false;
    }
}
