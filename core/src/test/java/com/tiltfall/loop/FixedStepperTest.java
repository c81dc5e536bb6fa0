package com.tiltfall.loop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class FixedStepperTest {
    // A step of 1/4 s keeps every sum exact in binary floating point, so the expected counts are plain arithmetic.
    private final FixedStepper stepper = new FixedStepper(0.25f, 5);

    @Test
    void framesShorterThanAStepAccumulateUntilAStepIsDue() {
        assertEquals(0, stepper.advance(0.125f));
        assertEquals(0.5f, stepper.alpha(), 0f);
        assertEquals(1, stepper.advance(0.125f));
        assertEquals(0f, stepper.alpha(), 0f);
    }

    @Test
    void aLongFrameRunsSeveralStepsAndKeepsTheRemainderForInterpolation() {
        // 0.8125 s = 3 steps of 0.25 s + 0.0625 s, i.e. a quarter of a step left over.
        assertEquals(3, stepper.advance(0.8125f));
        assertEquals(0.25f, stepper.alpha(), 0f);
        assertEquals(3, stepper.totalSteps());
    }

    @Test
    void simulatedTimeMatchesWallTimeOverManyUnevenFrames() {
        // 1000 frames alternating 0.1 s and 0.15 s = 125 s = 500 steps, none capped (each frame < 5 steps).
        int steps = 0;
        for (int i = 0; i < 1000; i++) steps += stepper.advance(i % 2 == 0 ? 0.1f : 0.15f);
        assertTrue(Math.abs(steps - 500) <= 1, "steps " + steps);
    }

    @Test
    void aHugeFrameIsCappedAndTheBacklogDropped() {
        assertEquals(5, stepper.advance(10f));
        assertEquals(0f, stepper.alpha(), 0f);
        assertEquals(1, stepper.advance(0.25f), "no hidden backlog after the cap");
    }

    @Test
    void badFrameTimesCountAsNoTime() {
        assertEquals(0, stepper.advance(Float.NaN));
        assertEquals(0, stepper.advance(-1f));
        assertEquals(0, stepper.advance(Float.POSITIVE_INFINITY));
        assertEquals(0f, stepper.alpha(), 0f);
    }

    @Test
    void resetForgetsPartialTime() {
        stepper.advance(0.2f);
        stepper.reset();
        assertEquals(0f, stepper.alpha(), 0f);
        assertEquals(0, stepper.advance(0.1f));
    }

    @Test
    void refusesImpossibleConfiguration() {
        assertThrows(IllegalArgumentException.class, () -> new FixedStepper(0f, 5));
        assertThrows(IllegalArgumentException.class, () -> new FixedStepper(Float.NaN, 5));
        assertThrows(IllegalArgumentException.class, () -> new FixedStepper(0.1f, 0));
    }

    @Test
    void defaultIsSixtyHertz() {
        FixedStepper d = new FixedStepper();
        assertEquals(1f / 60f, d.step(), 0f);
        assertEquals(1, d.advance(1f / 60f + 1e-4f));
    }
}
