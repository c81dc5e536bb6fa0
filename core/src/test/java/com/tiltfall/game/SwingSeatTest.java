package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every swing over spikes that you leap to from the ground catches what a first-timer does: run at it holding Right
 * and jump near the edge, a tap or a full jump (docs/levels.md, swing). With the seat 0.8-1.75 m past the edge, a full
 * jump from the edge flew past it (levels 4, 8, 14 and 16: 6 or 10 of these 12 inputs landed), and a desktop play of level
 * 4 died there.
 */
class SwingSeatTest {
    /** Of the 12 inputs. */
    private static final int AT_LEAST = 11;

    @BeforeAll
    static void files() {
        SoakTest.files();
    }

    @Test
    void aLeapFromTheEdgeLandsOnEverySeatOverSpikes() {
        int[] swings = {0};
        String failed = SwingSeatScan.scanShipped(SwingSeatScan::landsOnSeat, AT_LEAST, "landed on the seat", swings);
        assertTrue(failed.isEmpty(), "seats a leap from the edge misses:" + failed);
        assertTrue(swings[0] >= 10, "swings over spikes found: " + swings[0]);
    }
}
