package com.tiltfall.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SessionTest {
    @Test
    void aRestartTakesBackTheAttemptsPointsAndCostsALife() {
        Session s = new Session(3);
        for (int i = 0; i < 5; i++) s.coinCollected(); // level 1: 500
        assertTrue(s.levelCompleted(0)); // + 1000 = 1500 when level 2 starts
        for (int i = 0; i < 4; i++) s.coinCollected(); // 1900 in the abandoned attempt
        assertTrue(s.restartLevel());
        assertEquals(1500, s.score(), "the attempt's coins are taken back: no farming");
        assertEquals(2, s.lives(), "a restart costs a life");
        assertEquals(1, s.level(), "the same level again");
        assertTrue(s.restartLevel());
        assertTrue(!s.restartLevel(), "the third restart with three lives is game over");
        assertTrue(s.isGameOver());
    }

    @Test
    void anExtraLifeEarnedInTheAbandonedAttemptGoesWithItsPoints() {
        Session s = new Session(2);
        for (int i = 0; i < 85; i++) s.coinCollected(); // 8500
        assertTrue(s.levelCompleted(0)); // 9500 at the start of level 2, 3 lives
        assertEquals(3, s.lives());
        for (int i = 0; i < 6; i++) s.coinCollected(); // 10100: an extra life
        assertEquals(4, s.lives());
        assertTrue(s.restartLevel());
        assertEquals(9500, s.score());
        assertEquals(2, s.lives(), "the extra life goes with the points, and the restart costs one");
    }

    @Test
    void threeDeathsEndTheGame() {
        Session s = new Session(2);
        assertTrue(s.playerDied());
        assertTrue(s.playerDied());
        assertFalse(s.playerDied());
        assertTrue(s.isGameOver());
        assertEquals(0, s.lives());
        assertFalse(s.playerDied(), "no negative lives");
        assertEquals(0, s.lives());
    }

    @Test
    void coinsAndGoalScoreWithTimeBonus() {
        Session s = new Session(2);
        s.coinCollected();
        s.coinCollected();
        // 2 coins = 200; goal 1000 + 42 whole seconds left * 10 = 1420; total 1620.
        assertTrue(s.levelCompleted(42.9));
        assertEquals(1620, s.score());
        assertEquals(1, s.level());
    }

    @Test
    void tricksScore250PerFullTurnAndCountTowardsExtraLives() {
        Session s = new Session(2);
        assertEquals(250, s.trickLanded(1));
        assertEquals(750, s.trickLanded(3));
        assertEquals(1000, s.score());
        assertEquals(0, s.trickLanded(0));
        for (int i = 0; i < 12; i++) s.trickLanded(3); // 9000 more: 10,000 in all
        assertEquals(10000, s.score());
        assertEquals(Session.START_LIVES + 1, s.lives(), "an extra life at 10,000");
    }

    @Test
    void gemsScore500AndStomps200_andCountTowardsExtraLives() {
        Session s = new Session(2);
        s.gemFound();
        s.enemyStomped();
        s.enemyStomped();
        assertEquals(500 + 2 * 200, s.score());
        // 9100 more to 10,000: 18 gems (9000) and a coin (100)
        for (int i = 0; i < 18; i++) s.gemFound();
        assertEquals(3, s.lives());
        s.coinCollected();
        assertEquals(10000, s.score());
        assertEquals(Session.START_LIVES + 1, s.lives(), "an extra life at 10,000");
    }

    @Test
    void aRestartTakesBackTheAttemptsGemsAndStompsToo() {
        Session s = new Session(3);
        s.gemFound(); // level 1: 500 + 200 + 1000 = 1700
        s.enemyStomped();
        assertTrue(s.levelCompleted(0));
        assertEquals(1700, s.score());
        for (int i = 0; i < 3; i++) s.gemFound(); // the abandoned attempt: 1500 + 2 * 200 = 1900
        s.enemyStomped();
        s.enemyStomped();
        assertEquals(3600, s.score());
        assertTrue(s.restartLevel());
        assertEquals(1700, s.score(), "gems and stomps go with the attempt");
        assertEquals(2, s.lives());
        // across an extra life: 8300 points of gems and stomps in the attempt reach 10,000
        for (int i = 0; i < 15; i++) s.gemFound(); // 7500
        for (int i = 0; i < 4; i++) s.enemyStomped(); // 800: 10,000
        assertEquals(10000, s.score());
        assertEquals(3, s.lives(), "an extra life");
        assertTrue(s.restartLevel());
        assertEquals(1700, s.score());
        assertEquals(1, s.lives(), "the extra life goes with the points, and the restart costs one");
    }

    @Test
    void completingTheLastLevelWinsTheSession() {
        Session s = new Session(2);
        assertTrue(s.levelCompleted(0.0));
        assertFalse(s.levelCompleted(0.0));
        assertTrue(s.isWon());
        assertEquals(1, s.level(), "stays on the last level");
    }

    @Test
    void tenThousandPointsGiveAnExtraLife() {
        Session s = new Session(1);
        for (int i = 0; i < 99; i++) s.coinCollected();
        assertEquals(3, s.lives());
        s.coinCollected(); // 10,000
        assertEquals(4, s.lives());
    }

    @Test
    void negativeTimeLeftGivesNoNegativeBonus() {
        Session s = new Session(1);
        s.levelCompleted(-5.0);
        assertEquals(1000, s.score());
    }

    @Test
    void needsALevel() {
        assertThrows(IllegalArgumentException.class, () -> new Session(0));
    }
}
