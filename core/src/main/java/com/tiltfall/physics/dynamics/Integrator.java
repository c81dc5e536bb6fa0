package com.tiltfall.physics.dynamics;

/**
 * How a {@link World} advances the free motion (gravity, applied forces, springs, dampers, damping) of its bodies
 * over one sub-step. Contacts and joints are velocity constraints solved on top of it in every case.
 */
public enum Integrator {
    /**
     * Explicit (forward) Euler: x(t+h) = x + h v(t), v(t+h) = v + h a(x, v). First order; it adds energy to an
     * oscillator every step. Present because article 003 describes it; never the default.
     */
    EXPLICIT_EULER,
    /**
     * Semi-implicit (symplectic) Euler: v(t+h) = v + h a(x, v), x(t+h) = x + h v(t+h). What article 003's
     * "Euler" snippet really is; what Box2D uses. Energy stays bounded for oscillators. The default.
     */
    SEMI_IMPLICIT_EULER,
    /**
     * Classical fourth-order Runge-Kutta on the state (position, angle, velocity, angular velocity) of every
     * awake body: the derivative (v, a(x, v)) is evaluated at the four stage states, springs and dampers
     * included. Constraint impulses are then added as in semi-implicit Euler.
     */
    RK4
}
