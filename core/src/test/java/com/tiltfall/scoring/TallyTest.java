package com.tiltfall.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TallyTest {
    @Test
    void thePartsFollowTheRulesAndTheTotalIsTheWorlds() {
        // coins, gems, trick turns, stomps, seconds left -> coin, gem, trick, stomp points, time bonus, by hand:
        // 100 a coin, 500 a gem, 250 a trick's turn, 200 a stomp, 10 a whole second left
        int[][] cases = {
            {0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
            {3, 1, 2, 1, 42, 300, 500, 500, 200, 420},
            {12, 3, 5, 6, 7, 1200, 1500, 1250, 1200, 70},
        };
        double[] left = {0, 42.9, 7.01};
        for (int i = 0; i < cases.length; i++) {
            int[] c = cases[i];
            Tally t = Tally.of(c[0], 20, c[1], 3, c[2] > 0 ? 1 : 0, c[2], c[3], 33.3, left[i], 4321);
            assertEquals(c[5], t.coinPoints, "case " + i);
            assertEquals(c[6], t.gemPoints, "case " + i);
            assertEquals(c[7], t.trickPoints, "case " + i);
            assertEquals(c[8], t.stompPoints, "case " + i);
            assertEquals(c[9], t.timeBonus, "case " + i);
            assertEquals(c[4], t.secondsLeft, "case " + i);
            assertEquals(1000, t.goalPoints);
            assertEquals(4321, t.total, "the total is the world's score, not recomputed");
        }
    }

    @Test
    void neverMoreFoundThanThereAre() {
        Tally t = Tally.of(5, 2, 4, 3, 0, 0, 0, 1, 0, 0);
        assertEquals(5, t.coinsTotal);
        assertEquals(4, t.gemsTotal);
    }
}
