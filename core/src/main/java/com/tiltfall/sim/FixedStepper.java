package com.tiltfall.sim;

/**
 * Turns variable frame times into a whole number of fixed simulation steps (the "accumulator" loop) and the
 * fraction of a step left over, which the renderer uses to interpolate between the last two simulated states.
 * Pure arithmetic: it never reads a clock, the caller passes the frame time.
 */
public final class FixedStepper {
    /** The simulation rate of the whole game. */
    public static final double STEP = 1.0 / 60.0;

    private final double step;
    private final int maxStepsPerFrame;
    private double accumulator;
    private long totalSteps;

    /**
     * Catch-up steps at most per frame by default: half a second, so game time keeps pace down to 2 fps (a browser
     * on a busy machine); a longer stall is cut.
     */
    public static final int MAX_STEPS = 30;

    public FixedStepper() {
        this(STEP, MAX_STEPS);
    }

    /**
     * @param maxStepsPerFrame cap on catch-up steps, so one slow frame (a tab in the background, a debugger stop)
     *                         does not make the next frames slower still ("spiral of death"); time beyond it is dropped.
     */
    public FixedStepper(double step, int maxStepsPerFrame) {
        if (!(step > 0.0) || Double.isInfinite(step))
            throw new IllegalArgumentException("step must be > 0, got " + step);
        if (maxStepsPerFrame < 1)
            throw new IllegalArgumentException("maxStepsPerFrame must be >= 1, got " + maxStepsPerFrame);
        this.step = step;
        this.maxStepsPerFrame = maxStepsPerFrame;
    }

    /** Adds a frame's time and returns how many fixed steps the caller must run now. Bad input counts as no time. */
    public int advance(double frameDelta) {
        if (!(frameDelta > 0.0) || Double.isInfinite(frameDelta)) return 0;
        accumulator += frameDelta;
        int steps = (int) (accumulator / step);
        if (steps > maxStepsPerFrame) {
            steps = maxStepsPerFrame;
            accumulator = 0.0;
        } else {
            accumulator -= steps * step;
        }
        totalSteps += steps;
        return steps;
    }

    /** Fraction in [0, 1) of a step that has elapsed since the last simulated state: the render interpolation weight. */
    public double alpha() {
        double a = accumulator / step;
        return a < 0.0 ? 0.0 : (a >= 1.0 ? 0.9999 : a);
    }

    public double step() {
        return step;
    }

    public long totalSteps() {
        return totalSteps;
    }

    public void reset() {
        accumulator = 0.0;
    }
}
