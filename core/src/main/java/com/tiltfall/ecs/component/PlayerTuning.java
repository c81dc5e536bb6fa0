package com.tiltfall.ecs.component;

/**
 * The player's feel: how it runs, jumps, spins, lands and is righted (plain data; docs/player.md has every value).
 * A level may override the values in {@link #KNOBS} with map properties named {@code player.<name>}
 * (docs/levels.md); the level loader checks each against its range. Units: metres, seconds, radians.
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

    // ---------------------------------------------------------------- per-level overrides
    /**
     * A value a level may override (map property {@code player.<name>}) and the range it must lie in: above zero
     * (values that divide or must move the player) or from zero, up to max. The ranges keep the controller's
     * arithmetic sound (cosines in [0, 1], nudges within half the box); whether a level still plays well is its
     * replay's job.
     */
    public static final class Knob {
        public final String name;
        public final boolean aboveZero;
        public final double max;

        Knob(String name, boolean aboveZero, double max) {
            this.name = name;
            this.aboveZero = aboveZero;
            this.max = max;
        }
    }

    private static final boolean ABOVE_ZERO = true, FROM_ZERO = false;

    /** The overridable values, in the order of {@link #get} and {@link #set}. */
    public static final Knob[] KNOBS = {
        new Knob("maxRunSpeed", ABOVE_ZERO, 50),
        new Knob("groundAccel", ABOVE_ZERO, 500),
        new Knob("groundBrake", ABOVE_ZERO, 500),
        new Knob("groundTurnAccel", ABOVE_ZERO, 500),
        new Knob("airAccel", FROM_ZERO, 500),
        new Knob("jumpSpeed", ABOVE_ZERO, 50),
        new Knob("jumpCut", FROM_ZERO, 1),
        new Knob("coyoteTime", FROM_ZERO, 2),
        new Knob("jumpBufferTime", FROM_ZERO, 2),
        new Knob("maxFallSpeed", ABOVE_ZERO, 100),
        new Knob("groundCos", ABOVE_ZERO, 1),
        new Knob("holdCos", ABOVE_ZERO, 1),
        new Knob("idleFriction", FROM_ZERO, 10),
        new Knob("slideFriction", FROM_ZERO, 10),
        new Knob("maxSpin", FROM_ZERO, 100),
        new Knob("spinAcceleration", FROM_ZERO, 1000),
        new Knob("settleRate", FROM_ZERO, 100),
        new Knob("settleAccel", FROM_ZERO, 1000),
        new Knob("slopeGain", FROM_ZERO, 1),
        new Knob("overspeedDrag", FROM_ZERO, 100),
        new Knob("slopeMaxSpeed", ABOVE_ZERO, 50),
        new Knob("uphillSlow", FROM_ZERO, 1),
        new Knob("tuckMaxSpeed", ABOVE_ZERO, 50),
        new Knob("tuckDrag", FROM_ZERO, 100),
        new Knob("overCapDrag", FROM_ZERO, 1000),
        new Knob("alignRate", FROM_ZERO, 100),
        new Knob("alignAccel", FROM_ZERO, 1000),
        new Knob("rightingTilt", ABOVE_ZERO, 3.2),
        new Knob("rightingHopSpeed", ABOVE_ZERO, 50),
        new Knob("rightingDelay", FROM_ZERO, 5),
        new Knob("rollMaxTilt", FROM_ZERO, 3.2),
        new Knob("rollSpin", FROM_ZERO, 50),
        new Knob("rollTime", FROM_ZERO, 5),
        new Knob("snapDistance", FROM_ZERO, 1),
        new Knob("seamSkin", FROM_ZERO, 0.45),
        new Knob("dropTime", FROM_ZERO, 5),
        new Knob("cornerCorrection", FROM_ZERO, 0.45),
        new Knob("ledgeLift", FROM_ZERO, 0.45),
        new Knob("trickAngle", ABOVE_ZERO, 3.2),
        new Knob("badLandingTurn", ABOVE_ZERO, 6.3),
        new Knob("minAirTime", FROM_ZERO, 5),
        new Knob("stumbleTime", FROM_ZERO, 5)
    };

    /** The index of a name in {@link #KNOBS}, or -1. */
    public static int indexOf(String name) {
        for (int i = 0; i < KNOBS.length; i++) if (KNOBS[i].name.equals(name)) return i;
        return -1;
    }

    /** The value of {@code KNOBS[i]}. */
    public double get(int i) {
        switch (i) {
            case 0:
                return maxRunSpeed;
            case 1:
                return groundAccel;
            case 2:
                return groundBrake;
            case 3:
                return groundTurnAccel;
            case 4:
                return airAccel;
            case 5:
                return jumpSpeed;
            case 6:
                return jumpCut;
            case 7:
                return coyoteTime;
            case 8:
                return jumpBufferTime;
            case 9:
                return maxFallSpeed;
            case 10:
                return groundCos;
            case 11:
                return holdCos;
            case 12:
                return idleFriction;
            case 13:
                return slideFriction;
            case 14:
                return maxSpin;
            case 15:
                return spinAcceleration;
            case 16:
                return settleRate;
            case 17:
                return settleAccel;
            case 18:
                return slopeGain;
            case 19:
                return overspeedDrag;
            case 20:
                return slopeMaxSpeed;
            case 21:
                return uphillSlow;
            case 22:
                return tuckMaxSpeed;
            case 23:
                return tuckDrag;
            case 24:
                return overCapDrag;
            case 25:
                return alignRate;
            case 26:
                return alignAccel;
            case 27:
                return rightingTilt;
            case 28:
                return rightingHopSpeed;
            case 29:
                return rightingDelay;
            case 30:
                return rollMaxTilt;
            case 31:
                return rollSpin;
            case 32:
                return rollTime;
            case 33:
                return snapDistance;
            case 34:
                return seamSkin;
            case 35:
                return dropTime;
            case 36:
                return cornerCorrection;
            case 37:
                return ledgeLift;
            case 38:
                return trickAngle;
            case 39:
                return badLandingTurn;
            case 40:
                return minAirTime;
            case 41:
                return stumbleTime;
            default:
                throw new IllegalArgumentException("no tuning value " + i);
        }
    }

    /** Sets the value of {@code KNOBS[i]} (unchecked: the level loader checks the range). */
    public void set(int i, double v) {
        switch (i) {
            case 0:
                maxRunSpeed = v;
                break;
            case 1:
                groundAccel = v;
                break;
            case 2:
                groundBrake = v;
                break;
            case 3:
                groundTurnAccel = v;
                break;
            case 4:
                airAccel = v;
                break;
            case 5:
                jumpSpeed = v;
                break;
            case 6:
                jumpCut = v;
                break;
            case 7:
                coyoteTime = v;
                break;
            case 8:
                jumpBufferTime = v;
                break;
            case 9:
                maxFallSpeed = v;
                break;
            case 10:
                groundCos = v;
                break;
            case 11:
                holdCos = v;
                break;
            case 12:
                idleFriction = v;
                break;
            case 13:
                slideFriction = v;
                break;
            case 14:
                maxSpin = v;
                break;
            case 15:
                spinAcceleration = v;
                break;
            case 16:
                settleRate = v;
                break;
            case 17:
                settleAccel = v;
                break;
            case 18:
                slopeGain = v;
                break;
            case 19:
                overspeedDrag = v;
                break;
            case 20:
                slopeMaxSpeed = v;
                break;
            case 21:
                uphillSlow = v;
                break;
            case 22:
                tuckMaxSpeed = v;
                break;
            case 23:
                tuckDrag = v;
                break;
            case 24:
                overCapDrag = v;
                break;
            case 25:
                alignRate = v;
                break;
            case 26:
                alignAccel = v;
                break;
            case 27:
                rightingTilt = v;
                break;
            case 28:
                rightingHopSpeed = v;
                break;
            case 29:
                rightingDelay = v;
                break;
            case 30:
                rollMaxTilt = v;
                break;
            case 31:
                rollSpin = v;
                break;
            case 32:
                rollTime = v;
                break;
            case 33:
                snapDistance = v;
                break;
            case 34:
                seamSkin = v;
                break;
            case 35:
                dropTime = v;
                break;
            case 36:
                cornerCorrection = v;
                break;
            case 37:
                ledgeLift = v;
                break;
            case 38:
                trickAngle = v;
                break;
            case 39:
                badLandingTurn = v;
                break;
            case 40:
                minAirTime = v;
                break;
            case 41:
                stumbleTime = v;
                break;
            default:
                throw new IllegalArgumentException("no tuning value " + i);
        }
    }

    /** Makes this a copy of {@code o} (every value, the box's size and the feet side included). */
    public void copyFrom(PlayerTuning o) {
        halfSize = o.halfSize;
        feetSide = o.feetSide;
        for (int i = 0; i < KNOBS.length; i++) set(i, o.get(i));
    }
}
