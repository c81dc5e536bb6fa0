package com.tiltfall.physics.dynamics;

/**
 * Offsets in the interleaved body solver state {@code Bodies.bs}: {@link #STRIDE} doubles per body (one 64-byte
 * block, as Box2D v3's b2BodyState): the velocity, then, within a step, the position delta from the step's start, the
 * rotation delta as (cos, sin) and the angle delta. Body b's block starts at {@code STRIDE * b}.
 */
final class BodyState {
    private BodyState() {}

    static final int STRIDE = 8;
    /** Linear velocity x, y (m/s) and angular velocity (rad/s). */
    static final int VX = 0, VY = 1, W = 2;
    /** Position delta of the centre of mass since the step started (m). */
    static final int DPX = 3, DPY = 4;
    /** Rotation delta since the step started, as cos and sin (kept normalised). */
    static final int QC = 5, QS = 6;
    /** Angle delta since the step started (rad). */
    static final int DA = 7;
}
