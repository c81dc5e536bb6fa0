package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A seat is a ride, not a floor: Right still held after landing on it runs the hero off its end within 0.03-0.5 s
 * (docs/levels.md, swing). What a player then does is jump as the seat runs out under them, the way they jump at any
 * edge. From each of {@link SwingSeatTest}'s 12 landings, that jump (a tap, a half or a full jump, pressed as the
 * hero leaves each seat of the row) must carry it over the spikes to the far bank. Level 8's two swings in a row
 * were 6.5 m apart: a full jump off the first flew past the second into the spikes (6 of 12 reached the bank); they
 * are 7.5 m apart since, as most rows in levels 4 and 14.
 */
class SwingLeapOffTest {
    /** Jump held s at each leap off a seat: a tap, a half jump, a full jump. */
    private static final double[] LEAP_HOLD = {0.12, 0.25, 0.4};
    /** Of the 12 landings, for each leap. */
    private static final int AT_LEAST = 10;

    @BeforeAll
    static void files() {
        SoakTest.files();
    }

    @Test
    void aJumpOffTheSeatReachesTheFarBank() {
        StringBuilder failed = new StringBuilder();
        int[] swings = {0};
        for (double leap : LEAP_HOLD) {
            swings[0] = 0;
            failed.append(SwingSeatScan.scanShipped(
                    (level, swing, edge, before, hold) ->
                            SwingSeatScan.leapsOffToTheFarBank(level, swing, edge, before, hold, leap),
                    AT_LEAST,
                    "reached the far bank with a jump held " + leap + " s off each seat",
                    swings));
        }
        assertTrue(failed.length() == 0, "swings a leap off the seat does not get past:" + failed);
        assertTrue(swings[0] >= 10, "swings over spikes found: " + swings[0]);
    }
}
