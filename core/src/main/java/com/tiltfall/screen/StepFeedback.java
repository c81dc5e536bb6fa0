package com.tiltfall.screen;

import com.tiltfall.arcade.Session;
import com.tiltfall.audio.Sfx;
import com.tiltfall.ecs.GameEvents;
import com.tiltfall.render.WorldScene;

/**
 * What the player hears, reads and scores after each simulation step: the sounds, the note under the counters ("TRICK
 * x2 +500", "CHECKPOINT", "GEM 1 / 3 +500"...), the session's points and the "TIME UP" hold. Pure: events and
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
    private int seenCoins, seenJumps;
    private boolean wasGrounded = true;
    private double lastVy;

    /**
     * @param session the arcade session that scores, or null (a level played on its own: nothing is scored, notes
     *     still show the points a trick, gem or stomp is worth)
     * @param gemsInLevel the level's gems, for "GEM n / total"
     */
    public StepFeedback(Session session, Sounds sounds, int gemsInLevel) {
        this.session = session;
        this.sounds = sounds;
        this.gemsInLevel = gemsInLevel;
    }

    /**
     * The step just taken: its events and the world's running counters (coins are counted, not read from the
     * events, so a step with more events than the buffer holds still scores every coin).
     */
    public void afterStep(GameEvents events, int coins, int jumps, boolean grounded, double velocityY) {
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
            sounds.play(Sfx.Effect.COIN);
            if (session != null) session.coinCollected();
        }
        for (int i = 0; i < events.count(); i++) event(events.kind(i), (int) events.value(i));
    }

    private void event(int kind, int value) {
        switch (kind) {
            case GameEvents.TIME_UP:
                timeUpTimer = TIME_UP_PAUSE;
                break;
            case GameEvents.TRICK:
                int points = session != null ? session.trickLanded(value) : Session.trickPoints(value);
                showNote("TRICK x").append(value).append("  +").append(points);
                sounds.play(Sfx.Effect.TRICK);
                break;
            case GameEvents.BAD_LANDING:
                showNote("OUCH - land on your feet");
                break;
            case GameEvents.CHECKPOINT:
                showNote("CHECKPOINT");
                sounds.play(Sfx.Effect.CHECKPOINT);
                break;
            case GameEvents.GEM:
                if (session != null) session.gemFound();
                showNote("GEM ")
                        .append(value)
                        .append(" / ")
                        .append(Math.max(gemsInLevel, value))
                        .append("  +")
                        .append(Session.GEM_POINTS);
                sounds.play(Sfx.Effect.GEM);
                break;
            case GameEvents.STOMP:
                if (session != null) session.enemyStomped();
                showNote("STOMP  +").append(Session.STOMP_POINTS);
                sounds.play(Sfx.Effect.STOMP);
                break;
            case GameEvents.SPRING:
                sounds.play(Sfx.Effect.SPRING);
                break;
            default:
                break;
        }
    }

    private StringBuilder showNote(String text) {
        noteTimer = NOTE_TIME;
        note.setLength(0);
        return note.append(text);
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
