package com.tiltfall.ecs;

/**
 * The length of the simulation step being run, in double precision, shared by the simulation systems.
 *
 * <p>Ashley hands systems a {@code float} delta, which the browser (GWT) keeps as a JavaScript double and the desktop
 * rounds to float: the same step would differ in the last bits. {@link com.tiltfall.sim.Simulation#step(double)}
 * writes the exact step here before it updates the engine, and the systems read it from here, never from Ashley.
 */
public final class StepTime {
    /** Seconds of the step being run. */
    public double dt;
}
