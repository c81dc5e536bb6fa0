package com.tiltfall.arcade;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TallyTest {
    @Test
    void theBreakdownAddsUpAndMatchesTheSession() {
        // coins, coins in the level, seconds left -> coin points, time bonus, total (by hand: 100 a coin, 1000 the
        // goal, 10 a whole second left)
        int[][] cases = {
            {0, 0, 0, 0, 0, 1000}, {3, 5, 0, 300, 0, 1300}, {5, 5, 42, 500, 420, 1920}, {12, 20, 7, 1200, 70, 2270}
        };
        double[] left = {0, 0, 42.9, 7.01};
        for (int i = 0; i < cases.length; i++) {
            int[] c = cases[i];
            Tally t = Tally.of(c[0], c[1], 33.3, left[i]);
            assertEquals(c[3], t.coinPoints, "case " + i);
            assertEquals(c[4], t.timeBonus, "case " + i);
            assertEquals(c[5], t.total, "case " + i);
            assertEquals(-1, t.gems, "gems not counted yet");
            assertEquals(-1, t.tricks, "tricks not counted yet");
            // the session's score for the same level grows by exactly the tally's total
            Session s = new Session(2);
            for (int k = 0; k < c[0]; k++) s.coinCollected();
            s.levelCompleted(left[i]);
            assertEquals(t.total, s.score(), "case " + i);
        }
    }

    @Test
    void slotsForGemsAndTricks() {
        Tally t = Tally.of(1, 2, 10, 0).gems(2, 3).tricks(4, 250);
        assertEquals(2, t.gems);
        assertEquals(3, t.gemsTotal);
        assertEquals(1100 + 250, t.total);
    }
}
