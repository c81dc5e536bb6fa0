package com.tiltfall.kinds;

import com.tiltfall.audio.Sfx;

/**
 * What the player hears and reads when a simulation event happens ({@code GameEvents}): a sound, a note under the
 * counters and the points it shows (the world scores them: scoring/LevelScore), as data. The kind the event belongs to declares it ({@link EntityType#cues()});
 * screen/StepFeedback plays them through {@link EntityTypes#cue(int)}, and a test fails when an event has none.
 */
public final class Cue {
    /** What the event does besides its sound and note (screen/StepFeedback carries it out). */
    public static final int PLAIN = 0,
            /** Heard from the world's counter (every one rings even when the event buffer overflows). */
            COIN = 1,
            /** Scores a trick of {value} full turns. */
            TRICK = 2,
            GEM = 3,
            STOMP = 4,
            /** Holds the game with "TIME UP" for a moment; its sound is heard instead of the death's. */
            TIME_UP = 5,
            /** Heard from the world's death counter. */
            DEATH = 6,
            /** Heard once, when the world says the goal was reached. */
            GOAL = 7,
            /** A life lost in a way of its own (an enemy's hit): its sound is heard instead of the death's. */
            LIFE_LOST = 8;

    /** The {@code GameEvents} constant. */
    public final int event;
    /** Played when it happens, or null for silence. */
    public final Sfx.Effect sound;
    /**
     * Shown under the counters, or null; the action adds its numbers: a trick's turns and points ("TRICK x" -> "TRICK
     * x2  +500"), a gem's count of the level's total and points ("GEM " -> "GEM 1 / 3  +500"), a stomp's points.
     */
    public final String note;

    public final int action;

    public Cue(int event, Sfx.Effect sound, String note, int action) {
        this.event = event;
        this.sound = sound;
        this.note = note;
        this.action = action;
    }
}
