package com.tiltfall.level;

import com.tiltfall.ecs.component.PlayerTuning;

/**
 * The player tuning values a level may override (map property {@code player.<name>}; docs/player.md's table), with
 * the range each must lie in, and access to them by index. Kept out of {@code ecs.component}, whose classes the web
 * build reflects on: here the compiler drops what the game does not call.
 */
public final class PlayerTuningKnobs {
    private PlayerTuningKnobs() {}

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

    /** The value of {@code KNOBS[i]} in {@code t}. */
    public static double get(PlayerTuning t, int i) {
        switch (i) {
            case 0:
                return t.maxRunSpeed;
            case 1:
                return t.groundAccel;
            case 2:
                return t.groundBrake;
            case 3:
                return t.groundTurnAccel;
            case 4:
                return t.airAccel;
            case 5:
                return t.jumpSpeed;
            case 6:
                return t.jumpCut;
            case 7:
                return t.coyoteTime;
            case 8:
                return t.jumpBufferTime;
            case 9:
                return t.maxFallSpeed;
            case 10:
                return t.groundCos;
            case 11:
                return t.holdCos;
            case 12:
                return t.idleFriction;
            case 13:
                return t.slideFriction;
            case 14:
                return t.maxSpin;
            case 15:
                return t.spinAcceleration;
            case 16:
                return t.settleRate;
            case 17:
                return t.settleAccel;
            case 18:
                return t.slopeGain;
            case 19:
                return t.overspeedDrag;
            case 20:
                return t.slopeMaxSpeed;
            case 21:
                return t.uphillSlow;
            case 22:
                return t.tuckMaxSpeed;
            case 23:
                return t.tuckDrag;
            case 24:
                return t.overCapDrag;
            case 25:
                return t.alignRate;
            case 26:
                return t.alignAccel;
            case 27:
                return t.rightingTilt;
            case 28:
                return t.rightingHopSpeed;
            case 29:
                return t.rightingDelay;
            case 30:
                return t.rollMaxTilt;
            case 31:
                return t.rollSpin;
            case 32:
                return t.rollTime;
            case 33:
                return t.snapDistance;
            case 34:
                return t.seamSkin;
            case 35:
                return t.dropTime;
            case 36:
                return t.cornerCorrection;
            case 37:
                return t.ledgeLift;
            case 38:
                return t.trickAngle;
            case 39:
                return t.badLandingTurn;
            case 40:
                return t.minAirTime;
            case 41:
                return t.stumbleTime;
            default:
                throw new IllegalArgumentException("no tuning value " + i);
        }
    }

    /** Sets the value of {@code KNOBS[i]} in {@code t} (unchecked: the level loader checks the range). */
    public static void set(PlayerTuning t, int i, double v) {
        switch (i) {
            case 0:
                t.maxRunSpeed = v;
                break;
            case 1:
                t.groundAccel = v;
                break;
            case 2:
                t.groundBrake = v;
                break;
            case 3:
                t.groundTurnAccel = v;
                break;
            case 4:
                t.airAccel = v;
                break;
            case 5:
                t.jumpSpeed = v;
                break;
            case 6:
                t.jumpCut = v;
                break;
            case 7:
                t.coyoteTime = v;
                break;
            case 8:
                t.jumpBufferTime = v;
                break;
            case 9:
                t.maxFallSpeed = v;
                break;
            case 10:
                t.groundCos = v;
                break;
            case 11:
                t.holdCos = v;
                break;
            case 12:
                t.idleFriction = v;
                break;
            case 13:
                t.slideFriction = v;
                break;
            case 14:
                t.maxSpin = v;
                break;
            case 15:
                t.spinAcceleration = v;
                break;
            case 16:
                t.settleRate = v;
                break;
            case 17:
                t.settleAccel = v;
                break;
            case 18:
                t.slopeGain = v;
                break;
            case 19:
                t.overspeedDrag = v;
                break;
            case 20:
                t.slopeMaxSpeed = v;
                break;
            case 21:
                t.uphillSlow = v;
                break;
            case 22:
                t.tuckMaxSpeed = v;
                break;
            case 23:
                t.tuckDrag = v;
                break;
            case 24:
                t.overCapDrag = v;
                break;
            case 25:
                t.alignRate = v;
                break;
            case 26:
                t.alignAccel = v;
                break;
            case 27:
                t.rightingTilt = v;
                break;
            case 28:
                t.rightingHopSpeed = v;
                break;
            case 29:
                t.rightingDelay = v;
                break;
            case 30:
                t.rollMaxTilt = v;
                break;
            case 31:
                t.rollSpin = v;
                break;
            case 32:
                t.rollTime = v;
                break;
            case 33:
                t.snapDistance = v;
                break;
            case 34:
                t.seamSkin = v;
                break;
            case 35:
                t.dropTime = v;
                break;
            case 36:
                t.cornerCorrection = v;
                break;
            case 37:
                t.ledgeLift = v;
                break;
            case 38:
                t.trickAngle = v;
                break;
            case 39:
                t.badLandingTurn = v;
                break;
            case 40:
                t.minAirTime = v;
                break;
            case 41:
                t.stumbleTime = v;
                break;
            default:
                throw new IllegalArgumentException("no tuning value " + i);
        }
    }
}
