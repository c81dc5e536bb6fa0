package com.tiltfall.screen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.audio.Sfx.Effect;
import com.tiltfall.ecs.GameEvents;
import com.tiltfall.scoring.Session;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a step's events become on screen, in the speakers and in the score, from event sequences alone. */
class StepFeedbackTest {
    private final List<Effect> played = new ArrayList<>();
    private final GameEvents events = new GameEvents();
    private Session session = new Session(3);
    private StepFeedback feedback = new StepFeedback(session, played::add, 3);
    /** The world's counters (the world scores; the feedback only passes the score on). */
    private int coins, score;

    /** One step with these (kind, value) events and the counters unchanged (standing on the ground). */
    private void step(int... kindValue) {
        events.clear();
        for (int i = 0; i < kindValue.length; i += 2) events.add(kindValue[i], kindValue[i + 1]);
        feedback.afterStep(events, coins, score, 0, true, 0.0);
    }

    private String note() {
        CharSequence n = feedback.note();
        return n == null ? null : n.toString();
    }

    @Test
    void eachEventKindGivesItsNoteSoundAndPoints() {
        // kind, value -> note, sound, points shown (by hand: trick 250 a turn, gem 500, stomp 200); the feedback
        // scores nothing itself: the session holds the world's score (0 here)
        Object[][] cases = {
            {GameEvents.TRICK, 1, "TRICK x1  +250", Effect.TRICK, 250},
            {GameEvents.TRICK, 3, "TRICK x3  +750", Effect.TRICK, 750},
            {GameEvents.GEM, 2, "GEM 2 / 3  +500", Effect.GEM, 500},
            {GameEvents.STOMP, 1, "STOMP  +200", Effect.STOMP, 200},
            {GameEvents.CHECKPOINT, 1, "CHECKPOINT", Effect.CHECKPOINT, 0},
            {GameEvents.BAD_LANDING, 0, "OUCH - land on your feet", Effect.BAD_LANDING, 0},
            {GameEvents.HIT, 1, null, Effect.HIT, 0},
            {GameEvents.SPRING, 9, null, Effect.SPRING, 0},
            // the flow's events: the screen's listener and the counters handle them, not the feedback
            {GameEvents.GOAL, 0, null, null, 0},
            {GameEvents.COIN, 1, null, null, 0},
            {GameEvents.DEATH, 1, null, null, 0},
        };
        for (Object[] c : cases) {
            session = new Session(3);
            feedback = new StepFeedback(session, played::add, 3);
            played.clear();
            String what = "kind " + c[0] + " value " + c[1];
            step((Integer) c[0], (Integer) c[1]);
            assertEquals(c[2], note(), what);
            assertEquals(c[3] == null ? List.of() : List.of(c[3]), played, what);
            assertEquals(0, session.score(), what);
            assertFalse(feedback.isTimeUp(), what);
        }
    }

    @Test
    void aStepsEventsSound_andTheSessionHoldsTheWorldsScore() {
        // one step: 2 coins (by the counter), a 2-turn trick, a gem and a stomp; the world scored 1400
        coins = 2;
        score = 1400;
        step(GameEvents.COIN, 1, GameEvents.COIN, 2, GameEvents.TRICK, 2, GameEvents.GEM, 1, GameEvents.STOMP, 1);
        assertEquals(1400, session.score());
        assertEquals(List.of(Effect.COIN, Effect.COIN, Effect.TRICK, Effect.GEM, Effect.STOMP), played);
        assertEquals("STOMP  +200", note(), "the step's last note shows");
        // unchanged counters: no sound, the same score
        played.clear();
        step();
        assertEquals(1400, session.score());
        assertTrue(played.isEmpty(), "nothing new, no sound: " + played);
    }

    @Test
    void notesReplaceEachOtherAndTimeOut() {
        step(GameEvents.TRICK, 1);
        assertEquals("TRICK x1  +250", note());
        feedback.frame(1.0f);
        step(GameEvents.CHECKPOINT, 1);
        assertEquals("CHECKPOINT", note(), "a newer note replaces the old one");
        feedback.frame(StepFeedback.NOTE_TIME - 0.1f);
        assertEquals("CHECKPOINT", note(), "and shows its full time, from its own start");
        feedback.frame(0.2f);
        assertNull(note(), "then it is gone");
        step(GameEvents.SPRING, 5);
        assertNull(note(), "a launch has a sound, no note");
    }

    @Test
    void timeUpHoldsTheGameForTwoSeconds() {
        step(GameEvents.TIME_UP, 0, GameEvents.DEATH, 1);
        assertTrue(feedback.isTimeUp());
        assertEquals(0, session.score());
        feedback.flow(1, false);
        assertEquals(List.of(Effect.TIME_UP), played, "time up is heard, instead of the death that follows it");
        float held = 0f;
        while (feedback.isTimeUp() && held < 10f) {
            feedback.frame(0.25f);
            held += 0.25f;
        }
        assertEquals(StepFeedback.TIME_UP_PAUSE, held, 1e-6f, "held 2 s, in 0.25 s frames");
    }

    @Test
    void eachLifeLostIsHeardOnce_byTheSoundOfWhatCostIt() {
        // the world's order in a step: the cause's event, then the DEATH event, then the death counter (flow)
        int deaths = 0;
        Object[][] cases = {
            {new int[] {GameEvents.DEATH, 1}, Effect.DEATH}, // spikes, a fall
            {new int[] {GameEvents.HIT, 1, GameEvents.DEATH, 0}, Effect.HIT}, // an enemy's hit
            {new int[] {GameEvents.TIME_UP, 0, GameEvents.DEATH, 1}, Effect.TIME_UP},
            {new int[] {GameEvents.DEATH, 1}, Effect.DEATH}, // after a hit, a plain death sounds as a death again
        };
        for (Object[] c : cases) {
            played.clear();
            step((int[]) c[0]);
            feedback.flow(++deaths, false);
            assertEquals(List.of(c[1]), played, java.util.Arrays.toString((int[]) c[0]));
            while (feedback.isTimeUp()) feedback.frame(0.5f);
        }
        played.clear();
        step(GameEvents.HIT, 1); // a hit whose life loss the counter shows a step later still sounds once
        feedback.flow(deaths, false);
        step();
        feedback.flow(++deaths, false);
        assertEquals(List.of(Effect.HIT, Effect.DEATH), played, "the cause's step ends its claim on the death");
    }

    @Test
    void jumpsAndLandingsSound_hardOnesHarder() {
        events.clear();
        feedback.afterStep(events, 0, 0, 1, false, 6.0); // took off
        feedback.afterStep(events, 0, 0, 1, false, -5.0);
        feedback.afterStep(events, 0, 0, 1, true, 0.0); // landed at 5 m/s
        feedback.afterStep(events, 0, 0, 2, false, 8.0);
        feedback.afterStep(events, 0, 0, 2, false, -15.0);
        feedback.afterStep(events, 0, 0, 2, true, 0.0); // landed at 15 m/s: over the hard landing's 14
        assertEquals(List.of(Effect.JUMP, Effect.LAND, Effect.JUMP, Effect.LAND_HARD), played);
    }

    @Test
    void aLevelPlayedOnItsOwnScoresNothingButShowsWhatThingsAreWorth() {
        feedback = new StepFeedback(null, played::add, 5);
        coins = 1;
        step(GameEvents.GEM, 4);
        assertEquals("GEM 4 / 5  +500", note());
        step(GameEvents.TRICK, 2);
        assertEquals("TRICK x2  +500", note());
        assertEquals(List.of(Effect.COIN, Effect.GEM, Effect.TRICK), played);
        assertEquals(0, session.score(), "no session was given");
    }
}
