package com.tiltfall.platform;

/**
 * Holds the frame rate up by drawing fewer pixels (the browser, where software WebGL makes the pixel count the
 * cost): fed each frame's time, it answers the share of the full resolution in each direction to draw at. Frames
 * are judged half a second at a time: slower than {@link #SLOW} on average, the scale drops at once to where the
 * pixel count would give {@link #TARGET}; faster than {@link #FAST} for {@link #WAIT_UP} seconds, it rises a step,
 * never above the last scale found too slow until frames have stayed fast for {@link #RETRY} seconds there. A drop
 * that does not make frames at least 5 % faster is taken back (the pixels were not the cost: a busy processor),
 * and no drop is tried for {@link #RETRY} seconds. Frames over half a second (a hidden tab, a level loading) say
 * nothing about drawing and are skipped.
 */
public final class FrameScaler {
    /** The least scale: a quarter of the pixels... and a bit less (0.3 x 0.3 = 9 %). */
    public static final float MIN = 0.3f;
    /** Average frame times, seconds: too slow (under 28 fps), the aim when dropping, fast enough to try more. */
    public static final double SLOW = 1.0 / 28.0, TARGET = 1.0 / 50.0, FAST = 1.0 / 50.0;
    /** Seconds of fast frames before a step up, and before trying above a scale once found too slow. */
    public static final double WAIT_UP = 2.0, RETRY = 10.0;
    /** Seconds of frames averaged for each decision. */
    static final double WINDOW = 0.5;

    private static final float STEP_UP = 1.1f;

    private float scale = 1f, ceiling = 1f;
    private double windowTime, fastTime, noDropFor;
    /** The mean frame time that made the last drop, while its effect is checked (0: nothing to check). */
    private double meanAtDrop;

    private int windowFrames;

    /** The share of the full resolution in each direction to draw at, {@link #MIN} to 1. */
    public float scale() {
        return scale;
    }

    /** Counts a frame of {@code seconds}; returns true when the scale changed (the buffer must be resized). */
    public boolean frame(double seconds) {
        if (!(seconds > 0.0) || seconds > 0.5) return false;
        windowTime += seconds;
        windowFrames++;
        if (windowTime < WINDOW) return false;
        double mean = windowTime / windowFrames;
        windowTime = 0.0;
        windowFrames = 0;
        noDropFor = Math.max(0.0, noDropFor - WINDOW);
        if (meanAtDrop > 0.0) {
            boolean helped = mean < 0.95 * meanAtDrop;
            meanAtDrop = 0.0;
            if (!helped) {
                scale = ceiling;
                noDropFor = RETRY;
                return true;
            }
        }
        if (mean > SLOW) {
            fastTime = 0.0;
            if (scale <= MIN || noDropFor > 0.0) return false;
            ceiling = scale;
            meanAtDrop = mean;
            // the cost is about the pixel count, scale squared
            float next = (float) (scale * Math.sqrt(TARGET / mean));
            scale = Math.max(MIN, Math.min(scale * 0.9f, next));
            return true;
        }
        if (mean >= FAST) {
            fastTime = 0.0;
            return false;
        }
        fastTime += WINDOW;
        if (scale >= ceiling && fastTime >= RETRY) ceiling = Math.min(1f, ceiling * STEP_UP);
        if (fastTime < WAIT_UP || scale >= ceiling) return false;
        scale = Math.min(ceiling, scale * STEP_UP);
        fastTime = 0.0;
        return true;
    }

    /** A new screen size: the pixel count changed, so what was too slow before may not be now. */
    public void resized() {
        ceiling = 1f;
    }
}
