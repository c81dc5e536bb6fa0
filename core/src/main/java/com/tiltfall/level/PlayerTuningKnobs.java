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
     * arithmetic sound; whether a level still plays well is its replay's job.
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

    /**
     * The overridable values, in the order of {@link #get} and {@link #set}: what shapes the feel of a level (speeds,
     * the jump, its forgiveness, the spin, slopes, the stumble). The controller's thresholds (ground cone, seam skin,
     * snapping, righting, corner correction, ledge lift) stay the same everywhere: they keep the box from catching on
     * terrain, and each entry costs the web build's script bytes.
     */
    public static final Knob[] KNOBS = {
        new Knob("maxRunSpeed", ABOVE_ZERO, 50),
        new Knob("groundAccel", ABOVE_ZERO, 500),
        new Knob("groundBrake", ABOVE_ZERO, 500),
        new Knob("airAccel", FROM_ZERO, 500),
        new Knob("jumpSpeed", ABOVE_ZERO, 50),
        new Knob("jumpCut", FROM_ZERO, 1),
        new Knob("coyoteTime", FROM_ZERO, 2),
        new Knob("jumpBufferTime", FROM_ZERO, 2),
        new Knob("maxFallSpeed", ABOVE_ZERO, 100),
        new Knob("maxSpin", FROM_ZERO, 100),
        new Knob("spinAcceleration", FROM_ZERO, 1000),
        new Knob("settleAccel", FROM_ZERO, 1000),
        new Knob("slopeGain", FROM_ZERO, 1),
        new Knob("slopeMaxSpeed", ABOVE_ZERO, 50),
        new Knob("tuckMaxSpeed", ABOVE_ZERO, 50),
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
                return t.airAccel;
            case 4:
                return t.jumpSpeed;
            case 5:
                return t.jumpCut;
            case 6:
                return t.coyoteTime;
            case 7:
                return t.jumpBufferTime;
            case 8:
                return t.maxFallSpeed;
            case 9:
                return t.maxSpin;
            case 10:
                return t.spinAcceleration;
            case 11:
                return t.settleAccel;
            case 12:
                return t.slopeGain;
            case 13:
                return t.slopeMaxSpeed;
            case 14:
                return t.tuckMaxSpeed;
            case 15:
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
                t.airAccel = v;
                break;
            case 4:
                t.jumpSpeed = v;
                break;
            case 5:
                t.jumpCut = v;
                break;
            case 6:
                t.coyoteTime = v;
                break;
            case 7:
                t.jumpBufferTime = v;
                break;
            case 8:
                t.maxFallSpeed = v;
                break;
            case 9:
                t.maxSpin = v;
                break;
            case 10:
                t.spinAcceleration = v;
                break;
            case 11:
                t.settleAccel = v;
                break;
            case 12:
                t.slopeGain = v;
                break;
            case 13:
                t.slopeMaxSpeed = v;
                break;
            case 14:
                t.tuckMaxSpeed = v;
                break;
            case 15:
                t.stumbleTime = v;
                break;
            default:
                throw new IllegalArgumentException("no tuning value " + i);
        }
    }
}
