package com.tiltfall.scoring;

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
            assertEquals(-1, t.gems, "gems not filled in");
            assertEquals(-1, t.tricks, "tricks not filled in");
            assertEquals(-1, t.stomps, "stomps not filled in");
            // the session's score for the same level grows by exactly the tally's total
            Session s = new Session(2);
            for (int k = 0; k < c[0]; k++) s.coinCollected();
            s.levelCompleted(left[i]);
            assertEquals(t.total, s.score(), "case " + i);
        }
    }

    @Test
    void gemsTricksAndStompsAddToTheTotal_asTheSessionScoresThem() {
        // coins, seconds left, gems, trick turns, stomps -> total, by hand:
        // 100 a coin, 1000 the goal, 10 a second left, 500 a gem, 250 a trick's turn, 200 a stomp
        int[][] cases = {
            {1, 0, 2, 1, 0, 100 + 1000 + 1000 + 250},
            {0, 0, 0, 0, 0, 1000},
            {4, 30, 3, 5, 2, 400 + 1000 + 300 + 1500 + 1250 + 400},
            {0, 5, 1, 0, 6, 1000 + 50 + 500 + 1200},
        };
        for (int i = 0; i < cases.length; i++) {
            int[] c = cases[i];
            Tally t = Tally.of(c[0], 10, 20.0, c[1] + 0.5)
                    .gems(c[2], 3)
                    .tricks(c[3] > 0 ? 1 : 0, Session.trickPoints(c[3]))
                    .stomps(c[4]);
            assertEquals(c[5], t.total, "case " + i);
            assertEquals(c[2] * 500, t.gemPoints, "case " + i);
            assertEquals(c[4] * 200, t.stompPoints, "case " + i);
            assertEquals(c[4], t.stomps, "case " + i);
            // the session, told the same things one by one, grows by exactly the tally's total
            Session s = new Session(2);
            for (int k = 0; k < c[0]; k++) s.coinCollected();
            for (int k = 0; k < c[2]; k++) s.gemFound();
            if (c[3] > 0) s.trickLanded(c[3]);
            for (int k = 0; k < c[4]; k++) s.enemyStomped();
            s.levelCompleted(c[1] + 0.5);
            assertEquals(t.total, s.score(), "case " + i);
        }
    }

    @Test
    void badCountsNeverGoNegative() {
        Tally t = Tally.of(1, 2, 10, 0).gems(-3, 3).stomps(-1);
        assertEquals(0, t.gems);
        assertEquals(0, t.stomps);
        assertEquals(1100, t.total);
        assertEquals(5, Tally.of(0, 0, 1, 0).gems(5, 3).gemsTotal, "never more found than there are");
    }
}
