package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.ecs.GameEvents;
import com.tiltfall.level.LevelData;
import com.tiltfall.scoring.LevelScore;
import com.tiltfall.scoring.Session;
import com.tiltfall.scoring.Tally;
import com.tiltfall.screen.StepFeedbackProbe;
import com.tiltfall.sim.Levels;
import org.junit.jupiter.api.Test;

/**
 * The level's score is the world's: computed by the level rules from the counters, so a step with more events than
 * {@link GameEvents} holds scores all of them, live (the session through the step feedback) and in the tally alike.
 */
class WorldScoreTest {
    @Test
    void theRulesByHand() {
        // coins, gems, trick turns, stomps, goal, time left -> points (100, 500, 250, 200; 1000 + 10 a whole second)
        assertEquals(0, LevelScore.of(0, 0, 0, 0, false, 50.0));
        assertEquals(300 + 1000 + 750 + 400, LevelScore.of(3, 2, 3, 2, false, 50.0), "no goal: no bonus");
        assertEquals(100 + 1000 + 420, LevelScore.of(1, 0, 0, 0, true, 42.99));
        assertEquals(1000, LevelScore.of(0, 0, 0, 0, true, 0.0), "no limit: no bonus");
        assertEquals(1000, LevelScore.of(0, 0, 0, 0, true, 0.999), "whole seconds only");
        assertEquals(2 * 250, LevelScore.of(0, 0, 2, 0, false, 0.0));
    }

    /** Flat ground, the player at x = 0, coins and gems all at x = 2 (touched in one step), the goal at x = 8. */
    private static LevelData pile(int coins, int gems, double timeLimit) {
        LevelData l = Sim.flat(-5.0, 20.0, 0.0, 0.0, LevelRulesTest.H + 0.01);
        for (int i = 0; i < coins; i++) l.entities.add(Levels.entity("coin", 2.0, 0.5, 0.6, 0.6));
        for (int i = 0; i < gems; i++) l.entities.add(Levels.entity("gem", 2.0, 0.5, 0.6, 0.6));
        l.entities.add(Levels.entity("goal", 8.0, 1.0, 1.0, 2.0));
        l.timeLimit = timeLimit;
        return l;
    }

    @Test
    void aStepWithMoreThan32PickupsScoresEveryOne_liveAndInTheTally() {
        int[][] cases = {{40, 0}, {33, 0}, {20, 20}, {0, 35}, {64, 3}};
        for (int[] c : cases) {
            for (double limit : new double[] {0.0, 60.0}) {
                String what = c[0] + " coins, " + c[1] + " gems, limit " + limit;
                Sim s = new Sim(pile(c[0], c[1], limit));
                Session session = new Session(2);
                StepFeedbackProbe feedback = new StepFeedbackProbe(session);
                int mostEvents = 0;
                for (int i = 0; i < 600 && !s.world.isGoalReached(); i++) {
                    s.input(1.0, false, false).step();
                    mostEvents = Math.max(mostEvents, s.world.events().count());
                    feedback.afterStep(s.world);
                }
                assertTrue(s.world.isGoalReached(), what);
                assertEquals(GameEvents.CAPACITY, mostEvents, what + ": the buffer overflowed in one step");
                assertEquals(c[0], s.world.coins(), what);
                assertEquals(c[1], s.world.gems(), what);
                double left = limit - s.world.elapsed();
                int expected = 100 * c[0] + 500 * c[1] + 1000 + (limit > 0 ? 10 * (int) left : 0);
                assertEquals(expected, s.world.score(), what);
                assertEquals(expected, session.score(), what + ": live");
                Tally t = Tally.of(
                        s.world.coins(),
                        c[0],
                        s.world.gems(),
                        c[1],
                        s.world.tricks(),
                        s.world.trickTurns(),
                        s.world.playerHurt().stomps,
                        s.world.elapsed(),
                        s.world.timeLeft(),
                        s.world.score());
                assertEquals(expected, t.total, what + ": tally");
                assertEquals(
                        t.total,
                        t.coinPoints + t.gemPoints + t.trickPoints + t.stompPoints + t.goalPoints + t.timeBonus,
                        what + ": the tally's parts add up to the world's score");
                // the score stays as it was at the goal, and the state hash holds it
                s.steps(5);
                assertEquals(expected, s.world.score(), what + ": fixed after the goal");
            }
        }
    }
}
