package com.tiltfall.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class FixedStepperTest {
    // A step of 1/4 s keeps every sum exact in binary floating point, so the expected counts are plain arithmetic.
    private final FixedStepper stepper = new FixedStepper(0.25, 5);

    @Test
    void framesShorterThanAStepAccumulateUntilAStepIsDue() {
        assertEquals(0, stepper.advance(0.125));
        assertEquals(0.5, stepper.alpha(), 0.0);
        assertEquals(1, stepper.advance(0.125));
        assertEquals(0.0, stepper.alpha(), 0.0);
    }

    @Test
    void aLongFrameRunsSeveralStepsAndKeepsTheRemainderForInterpolation() {
        // 0.8125 s = 3 steps of 0.25 s + 0.0625 s, i.e. a quarter of a step left over.
        assertEquals(3, stepper.advance(0.8125));
        assertEquals(0.25, stepper.alpha(), 0.0);
        assertEquals(3, stepper.totalSteps());
    }

    @Test
    void simulatedTimeMatchesWallTimeOverManyUnevenFrames() {
        // 1000 frames alternating 0.1 s and 0.15 s = 125 s = 500 steps, none capped (each frame < 5 steps).
        int steps = 0;
        for (int i = 0; i < 1000; i++) steps += stepper.advance(i % 2 == 0 ? 0.1 : 0.15);
        assertTrue(Math.abs(steps - 500) <= 1, "steps " + steps);
    }

    @Test
    void aHugeFrameIsCappedAndTheBacklogDropped() {
        assertEquals(5, stepper.advance(10.0));
        assertEquals(0.0, stepper.alpha(), 0.0);
        assertEquals(1, stepper.advance(0.25), "no hidden backlog after the cap");
    }

    @Test
    void badFrameTimesCountAsNoTime() {
        assertEquals(0, stepper.advance(Double.NaN));
        assertEquals(0, stepper.advance(-1.0));
        assertEquals(0, stepper.advance(Double.POSITIVE_INFINITY));
        assertEquals(0.0, stepper.alpha(), 0.0);
    }

    @Test
    void resetForgetsPartialTime() {
        stepper.advance(0.2);
        stepper.reset();
        assertEquals(0.0, stepper.alpha(), 0.0);
        assertEquals(0, stepper.advance(0.1));
    }

    @Test
    void refusesImpossibleConfiguration() {
        assertThrows(IllegalArgumentException.class, () -> new FixedStepper(0.0, 5));
        assertThrows(IllegalArgumentException.class, () -> new FixedStepper(Double.NaN, 5));
        assertThrows(IllegalArgumentException.class, () -> new FixedStepper(0.1, 0));
    }

    @Test
    void defaultIsSixtyHertz() {
        FixedStepper d = new FixedStepper();
        assertEquals(1.0 / 60.0, d.step(), 0.0);
        assertEquals(1, d.advance(1.0 / 60.0 + 1e-4));
    }

    /** Issue 27: at 6 fps (a big canvas drawn in software) no game time is lost; only a stall of over 0.5 s is cut. */
    @Test
    void slowFramesDownToAQuarterSecondLoseNoGameTime() {
        FixedStepper d = new FixedStepper();
        long steps = 0;
        for (int i = 0; i < 60; i++) steps += d.advance(1.0 / 6.0); // 10 s at 6 fps
        assertEquals(600, steps, 1, "10 s of frames at 6 fps: 600 steps of 1/60 s");
        FixedStepper s = new FixedStepper();
        assertEquals(30, s.advance(1.0), "a one-second stall runs half a second");
    }
}
