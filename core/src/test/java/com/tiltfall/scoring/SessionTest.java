package com.tiltfall.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The session's lives and running score; a level's points are the world's (given here as numbers). */
class SessionTest {
    @Test
    void aRestartTakesBackTheAttemptsPointsAndCostsALife() {
        Session s = new Session(3);
        s.levelPoints(500);
        assertTrue(s.levelCompleted(1500)); // 1500 when level 2 starts
        s.levelPoints(400); // 1900 in the abandoned attempt
        assertEquals(1900, s.score());
        assertTrue(s.restartLevel());
        assertEquals(1500, s.score(), "the attempt's points are taken back: no farming");
        assertEquals(2, s.lives(), "a restart costs a life");
        assertEquals(1, s.level(), "the same level again");
        assertTrue(s.restartLevel());
        assertTrue(!s.restartLevel(), "the third restart with three lives is game over");
        assertTrue(s.isGameOver());
    }

    @Test
    void anExtraLifeEarnedInTheAbandonedAttemptGoesWithItsPoints() {
        Session s = new Session(2);
        assertTrue(s.levelCompleted(9500)); // 9500 at the start of level 2, 3 lives
        assertEquals(3, s.lives());
        s.levelPoints(600); // 10100: an extra life
        assertEquals(4, s.lives());
        s.levelPoints(600); // told again: the same points, no second life
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
    void aTimeTrialHasNoLivesToLose() {
        Session s = new Session(2, true);
        assertTrue(s.isTimeTrial());
        for (int i = 0; i < 10; i++) assertTrue(s.playerDied());
        for (int i = 0; i < 10; i++) assertTrue(s.restartLevel());
        assertFalse(s.isGameOver());
        assertEquals(Session.START_LIVES, s.lives());
    }

    @Test
    void theScoreAddsEachLevelsPoints() {
        Session s = new Session(3);
        assertTrue(s.levelCompleted(1620));
        s.levelPoints(300);
        assertEquals(1920, s.score());
        assertTrue(s.levelCompleted(2400));
        assertEquals(4020, s.score());
        assertEquals(2, s.level());
    }

    @Test
    void completingTheLastLevelWinsTheSession() {
        Session s = new Session(2);
        assertTrue(s.levelCompleted(1000));
        assertFalse(s.levelCompleted(1000));
        assertTrue(s.isWon());
        assertEquals(1, s.level(), "stays on the last level");
    }

    @Test
    void tenThousandPointsGiveAnExtraLife_onceEach() {
        for (int step = 100; step <= 2500; step += 600) {
            Session s = new Session(1);
            int points = 0;
            while (points + step < 30000) {
                points += step;
                s.levelPoints(points);
                assertEquals(Session.START_LIVES + points / 10000, s.lives(), "at " + points + " by " + step);
            }
        }
    }

    @Test
    void needsALevel() {
        assertThrows(IllegalArgumentException.class, () -> new Session(0));
    }
}
