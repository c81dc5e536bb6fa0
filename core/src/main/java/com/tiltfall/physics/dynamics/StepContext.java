package com.tiltfall.physics.dynamics;

import com.tiltfall.physics.math.DetMath;

/**
 * The world's solver settings and what one step derives from them (Box2D v3's b2StepContext): the step length dt,
 * the sub-step h and 1/h, and the soft-constraint coefficients of contacts, static contacts and joints for h. The
 * {@link World} setters write the settings; {@link #begin} computes the rest at the start of every step.
 */
final class StepContext {
    // ------------------------------------------------------------------ settings
    double gravityX, gravityY;
    int subSteps = 4;
    Integrator integrator = Integrator.SEMI_IMPLICIT_EULER;
    double contactHertz = 120.0;
    double contactDampingRatio = 10.0;
    /** The contact stiffness is capped at this fraction of the sub-step rate. */
    double contactHertzCap = 0.25;
    /** Joint stiffness is capped at this fraction of the sub-step rate. */
    static final double JOINT_HERTZ_CAP = 0.25;

    double jointHertz = 60.0;
    double jointDampingRatio = 2.0;
    int jointIterations = 2;
    int contactIterations = 1;
    double contactPushMaxVelocity = 3.0;
    double restitutionThreshold = 1.0;
    double maxLinearSpeed = 400.0;
    /** Shapes closer than this (m) count as touching for begin/end events. */
    double linearSlop = 0.005;

    double speculativeDistance = 4.0 * 0.005;
    /**
     * Largest margin (m) around a moving collider's bounds in the broad phase (Box2D v3's B2_MAX_AABB_MARGIN is 5 cm
     * on top of the speculative distance; 5 cm here made the large pyramid's 1 m boxes leave their boxes 2-4 times
     * as often, 3-5 % slower).
     */
    double aabbMargin = 0.1;

    boolean warmStarting = true;
    boolean sleepingEnabled = true;
    double timeToSleep = 0.5;
    double sleepVelocity = 0.05;

    // ------------------------------------------------------------------ this step
    /** Length of the current (or, between steps, the last) step; the look-ahead of the bounds uses it. */
    double dt = 1.0 / 60.0;
    /** Sub-step length and its inverse. */
    double h, invH;
    /** Soft constraint coefficients (bias rate, mass scale, impulse scale): contacts, contacts with a static side, joints. */
    double cBias, cMassScale, cImpScale, sBias, sMassScale, sImpScale, jBias, jMassScale, jImpScale;

    private final double[] softTmp = new double[3];

    /** Starts a step of length dt: sub-step length and softness. */
    void begin(double dt) {
        this.dt = dt;
        h = dt / subSteps;
        invH = 1.0 / h;
        makeSoftness(h);
    }

    private void makeSoftness(double h) {
        double hz = Math.min(contactHertz, contactHertzCap / h);
        double[] s = soft(hz, contactDampingRatio, h);
        cBias = s[0];
        cMassScale = s[1];
        cImpScale = s[2];
        s = soft(2.0 * hz, contactDampingRatio, h);
        sBias = s[0];
        sMassScale = s[1];
        sImpScale = s[2];
        // a joint stiffer than a quarter of the sub-step rate overshoots (Box2D v3's cap)
        s = soft(Math.min(jointHertz, JOINT_HERTZ_CAP / h), jointDampingRatio, h);
        jBias = s[0];
        jMassScale = s[1];
        jImpScale = s[2];
    }

    /** Box2D v3's soft constraint coefficients: bias rate, mass scale, impulse scale. */
    private double[] soft(double hertz, double zeta, double h) {
        if (hertz <= 0) {
            softTmp[0] = 0;
            softTmp[1] = 1;
            softTmp[2] = 0;
            return softTmp;
        }
        double omega = 2.0 * DetMath.PI * hertz;
        double a1 = 2.0 * zeta + h * omega;
        double a2 = h * omega * a1;
        double a3 = 1.0 / (1.0 + a2);
        softTmp[0] = omega / a1;
        softTmp[1] = a2 * a3;
        softTmp[2] = a3;
        return softTmp;
    }
}
