package com.tiltfall.ecs.component;

/**
 * The player's feel: how it runs, jumps, spins, lands and is righted (plain data; docs/player.md has every value).
 * A level may override the feel values among them with map properties named {@code player.<name>} ({@code level.PlayerTuningKnobs}
 * names them and their ranges). Units: metres, seconds, radians.
 */
public final class PlayerTuning {
    /** Half size of the square body, m (0.9 m box). Not overridable: the level checks assume this box. */
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
    /**
     * The spin, a move chosen on purpose: a fresh jump press in the air (no double jump exists) starts it, held it
     * spins towards maxSpin (rad/s) at spinAcceleration (rad/s^2), the direction held steers it (right = clockwise;
     * none: the way the box travels). Running and jumping with a direction held never spin.
     */
    public double maxSpin = 14.0, spinAcceleration = 90.0;
    /**
     * Settling in the air when not spinning: the spin is steered towards settleRate (rad/s per rad) times the turn
     * left to the nearest feet-down pose, at most settleAccel (rad/s^2), so a half-finished flip is recoverable when
     * there is air time left, and a late release is not.
     */
    public double settleRate = 8.0, settleAccel = 80.0;
    /**
     * Momentum on slopes, with the direction held and at or above the run speed: downhill adds slopeGain times
     * gravity's pull along the ground, up to slopeMaxSpeed (m/s); above the run speed the box slows by overspeedDrag
     * (m/s^2) and, uphill, by gravity's pull. Uphill the run speed is maxRunSpeed (1 - uphillSlow sin(slope)).
     */
    public double slopeGain = 0.6, overspeedDrag = 2.0, slopeMaxSpeed = 10.5, uphillSlow = 0.6;
    /**
     * The tuck (down held on the ground, no jump): no running force; downhill the whole of gravity's pull, up to
     * tuckMaxSpeed (m/s), a drag of tuckDrag (m/s^2): a roll down a hill is faster than a run.
     */
    public double tuckMaxSpeed = 13.0, tuckDrag = 0.5;
    /**
     * Above its cap (slopeMaxSpeed running, tuckMaxSpeed tucked: a fall onto a downslope can give more) the speed
     * along the ground falls by this, m/s^2, so a landing's boost lasts a moment, not a level.
     */
    public double overCapDrag = 20.0;
    /** Ground alignment: spin rate per radian of tilt, max angular acceleration rad/s^2. */
    public double alignRate = 10.0, alignAccel = 60.0;
    /** Righting: tilt beyond which a slow grounded player hops and turns upright, rad; hop speed m/s; delay s. */
    public double rightingTilt = 0.45, rightingHopSpeed = 5.0, rightingDelay = 0.2;
    /**
     * Righting by a roll over the bottom corner (preferred when there is room, 1.45 m on the rolling side, and the
     * box lies on a side: tilt below rollMaxTilt): spin rad/s, the longest a roll may take, s.
     */
    public double rollMaxTilt = 2.1, rollSpin = 6.0, rollTime = 0.6;
    /** Ground snapping: how far below the feet ground is looked for after walking off a crest, m. */
    public double snapDistance = 0.35;
    /** Seam skin: contacts this close above the feet whose normal is not a floor normal are ignored, m. */
    public double seamSkin = 0.06;
    /** How long one-way platforms let the player through after down + jump, s. */
    public double dropTime = 0.3;
    /**
     * Corner correction: rising into a ceiling whose corner overlaps the top of the box by at most this much
     * (horizontally), the box is moved sideways past it instead of catching it and tumbling, m.
     */
    public double cornerCorrection = 0.32;
    /**
     * Ledge lift: moving sideways in the air into a ledge whose top is at most this far above the box's bottom, the
     * box is lifted onto it instead of catching the lip and tumbling, m.
     */
    public double ledgeLift = 0.3;

    // ---------------------------------------------------------------- the feet side and landings
    /** The box's sides, as the local direction they face: bottom (-y), right (+x), top (+y), left (-x). */
    public static final int SIDE_BOTTOM = 0, SIDE_RIGHT = 1, SIDE_TOP = 2, SIDE_LEFT = 3;
    /**
     * Which side of the box is its feet: the side it runs on, lands tricks on and is righted onto. The controller's
     * "up" is the opposite of this side.
     */
    public int feetSide = SIDE_BOTTOM;
    /** A landing within this angle of the feet side counts as on the feet (tricks), rad (30 deg). */
    public double trickAngle = 0.5236;
    /** A landing after at least this much turning in the air that is not on the feet is a bad landing, rad. */
    public double badLandingTurn = 1.5708;
    /** Time in the air below which a touch-down is not a landing (bumps, seams), s. */
    public double minAirTime = 0.1;
    /** After a bad landing the player cannot run or jump for this long, s. */
    public double stumbleTime = 0.4;

    /** The angle by which the feet side is turned from the bottom: the controller's up is the body angle plus it. */
    public double feetOffset() {
        return feetSide * 1.5707963267948966;
    }
}
