package com.tiltfall.screen;

import com.tiltfall.audio.Sfx;
import com.tiltfall.ecs.GameEvents;
import com.tiltfall.kinds.Cue;
import com.tiltfall.kinds.EntityTypes;
import com.tiltfall.render.WorldScene;
import com.tiltfall.scoring.LevelScore;
import com.tiltfall.scoring.Session;

/**
 * What the player hears, reads and scores after each simulation step: the sounds, the note under the counters ("TRICK
 * x2 +500", "CHECKPOINT", "GEM 1 / 3 +500"...), the session's points (the world's score, never computed here) and
 * the "TIME UP" hold. Each event goes through
 * the cue its kind declares ({@link EntityTypes#cue}); the game plays no sound of its own for what a step did. Pure: events and
 * counters in, no GL and no audio device, so it is tested from event sequences alone; {@link GameScreen} keeps the
 * loop, the drawing and the flow (deaths, the goal).
 */
public final class StepFeedback {
    /** Seconds the "time up" message holds the game before play resumes at the last checkpoint. */
    public static final float TIME_UP_PAUSE = 2f;
    /** Seconds a note stays under the counters (a newer note replaces it at once). */
    public static final float NOTE_TIME = 1.5f;

    /** Where the sounds go ({@code Sfx::play} in the game). */
    public interface Sounds {
        void play(Sfx.Effect effect);
    }

    private final Session session;
    private final Sounds sounds;
    private final int gemsInLevel;
    private final StringBuilder note = new StringBuilder(32);
    private float noteTimer, timeUpTimer;
    private int seenCoins, seenJumps, seenDeaths;
    private boolean wasGrounded = true, goalHeard;
    /** This step's events had a sound for the life lost (a hit, time up): the death's is not played as well. */
    private boolean lifeLossHeard;

    private double lastVy;

    /**
     * @param session the arcade session that is told the world's score, or null (a level played on its own)
     * @param gemsInLevel the level's gems, for "GEM n / total"
     */
    public StepFeedback(Session session, Sounds sounds, int gemsInLevel) {
        this.session = session;
        this.sounds = sounds;
        this.gemsInLevel = gemsInLevel;
    }

    /**
     * The step just taken: its events and the world's running counters and score (coins are heard from the counter,
     * not the events, so a step with more events than the buffer holds still rings for every coin).
     */
    public void afterStep(GameEvents events, int coins, int score, int jumps, boolean grounded, double velocityY) {
        if (session != null) session.levelPoints(score);
        lifeLossHeard = false;
        if (jumps != seenJumps) {
            seenJumps = jumps;
            sounds.play(Sfx.Effect.JUMP);
        }
        if (grounded && !wasGrounded)
            sounds.play(-lastVy > WorldScene.HARD_LANDING ? Sfx.Effect.LAND_HARD : Sfx.Effect.LAND);
        wasGrounded = grounded;
        lastVy = velocityY;
        while (seenCoins < coins) {
            seenCoins++;
            play(EntityTypes.cue(GameEvents.COIN));
        }
        for (int i = 0; i < events.count(); i++) event(events.kind(i), (int) events.value(i));
    }

    /**
     * The level's flow after the step: a life lost ({@code deaths}, the world's counter) and the goal reached (heard
     * once); their sounds are the player's and the goal's cues. A life lost to a hit or the clock is heard by that
     * event's own sound in the step, not the death's as well.
     */
    public void flow(int deaths, boolean goalReached) {
        if (deaths != seenDeaths) {
            seenDeaths = deaths;
            if (!lifeLossHeard) play(EntityTypes.cue(GameEvents.DEATH));
        }
        lifeLossHeard = false;
        if (goalReached && !goalHeard) {
            goalHeard = true;
            play(EntityTypes.cue(GameEvents.GOAL));
        }
    }

    /** One event through its kind's cue (the counted ones, coins, deaths and the goal, are heard from counters). */
    private void event(int kind, int value) {
        Cue cue = EntityTypes.cue(kind);
        if (cue == null) return;
        int points = 0;
        switch (cue.action) {
            case Cue.COIN:
            case Cue.DEATH:
            case Cue.GOAL:
                return;
            case Cue.TIME_UP:
                timeUpTimer = TIME_UP_PAUSE;
                lifeLossHeard = cue.sound != null;
                break;
            case Cue.LIFE_LOST:
                lifeLossHeard = cue.sound != null;
                break;
            case Cue.TRICK:
                points = LevelScore.trickPoints(value);
                break;
            case Cue.GEM:
                points = LevelScore.GEM_POINTS;
                break;
            case Cue.STOMP:
                points = LevelScore.STOMP_POINTS;
                break;
            default:
                break;
        }
        if (cue.note != null) {
            noteTimer = NOTE_TIME;
            note.setLength(0);
            note.append(cue.note);
            if (cue.action == Cue.TRICK || cue.action == Cue.GEM) note.append(value);
            if (cue.action == Cue.GEM) note.append(" / ").append(Math.max(gemsInLevel, value));
            if (cue.action == Cue.TRICK || cue.action == Cue.GEM || cue.action == Cue.STOMP)
                note.append("  +").append(points);
        }
        play(cue);
    }

    private void play(Cue cue) {
        if (cue != null && cue.sound != null) sounds.play(cue.sound);
    }

    /** A frame of real time passed while playing (not paused): the note and the "time up" hold count down. */
    public void frame(float delta) {
        if (noteTimer > 0f) noteTimer -= delta;
        if (timeUpTimer > 0f) timeUpTimer -= delta;
    }

    /** The note to show under the counters, or null when none is showing. */
    public CharSequence note() {
        return noteTimer > 0f ? note : null;
    }

    /** The "time up" message is holding the game (no steps until it ends). */
    public boolean isTimeUp() {
        return timeUpTimer > 0f;
    }
}
