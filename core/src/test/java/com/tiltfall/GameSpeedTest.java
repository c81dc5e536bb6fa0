package com.tiltfall;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.input.Gamepad;
import com.tiltfall.platform.LaunchOptions;
import org.junit.jupiter.api.Test;

/**
 * {@code --speed x} (tests and recordings): the whole game headless, with frames 1/60 s apart, runs x fixed steps of
 * 1/60 s per frame while a level is played: x times the game time per second of wall time, the same steps.
 */
class GameSpeedTest {
    private static long steps(String describe) {
        int i = describe.indexOf(";steps=");
        return Long.parseLong(describe.substring(i + 7, describe.indexOf(';', i + 7)));
    }

    /** Fixed steps run in 60 frames of 1/60 s, once the level is under way. */
    private static long stepsInASecond(double speed) {
        try (HeadlessGame h = new HeadlessGame()) {
            LaunchOptions o = new LaunchOptions();
            o.speed = speed;
            TiltfallGame game = new TiltfallGame(o, Gamepad.NONE, null);
            game.create();
            game.render();
            game.startSession(0, true);
            for (int f = 0; f < 10; f++) game.render();
            String before = game.describe();
            assertTrue(before.startsWith("screen=game;"), before);
            for (int f = 0; f < 60; f++) game.render();
            String after = game.describe();
            assertTrue(after.startsWith("screen=game;"), after);
            game.dispose();
            return steps(after) - steps(before);
        }
    }

    @Test
    void aFrameRunsSpeedTimesItsTimeInFixedSteps() {
        // 60 frames of 1/60 s: 60 steps at speed 1, 180 at 3, 30 at 0.5 (float frame times: one step either way)
        for (double[] c : new double[][] {{1, 60}, {3, 180}, {0.5, 30}, {8, 480}}) {
            assertEquals(c[1], stepsInASecond(c[0]), 1.0, "speed " + c[0]);
        }
    }

    @Test
    void theOptionIsParsedAndBoundedSoAFrameStaysUnderTheCatchUpCap() {
        assertEquals(1.0, LaunchOptions.parse(new String[0]).speed, "real time by default");
        assertEquals(3.0, LaunchOptions.parse(new String[] {"--speed", "3"}).speed);
        for (String bad : new String[] {"0", "0.05", "9", "-2", "NaN", "fast", ""}) {
            IllegalArgumentException e = assertThrows(
                    IllegalArgumentException.class, () -> LaunchOptions.parse(new String[] {"--speed", bad}));
            assertTrue(e.getMessage().startsWith("--speed needs a factor between 0.1 and 8.0"), e.getMessage());
        }
        assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse(new String[] {"--speed"}));
        // a 30 fps frame at the highest speed is 8/30 s: 16 steps, under the stepper's cap of 30 per frame
        assertTrue(LaunchOptions.MAX_SPEED / 30.0 * 60.0 < com.tiltfall.sim.FixedStepper.MAX_STEPS);
    }
}
