package com.tiltfall.ecs;

/**
 * What happened in the simulation step just taken, for the screen (sounds, messages) and the tests: a fixed-size
 * buffer of (kind, value) pairs that {@code Simulation.step} empties before each step, so nothing is allocated per
 * step. Systems append; nobody removes. The running totals live in the world's counters (coins, deaths, tricks...).
 */
public final class GameEvents {
    /** The goal was touched. */
    public static final int GOAL = 1;
    /** A coin was collected. */
    public static final int COIN = 2;
    /** A life was lost (hazard, fall, hit, time up); value 1 when the player was put back at the respawn point. */
    public static final int DEATH = 3;
    /** A checkpoint became the respawn point (value: its index in touch order, from 1). */
    public static final int CHECKPOINT = 4;
    /** The level's clock ran out (a DEATH event follows in the same step). */
    public static final int TIME_UP = 5;
    /** A landing on the feet side after full turns in the air; value: the number of full turns. */
    public static final int TRICK = 6;
    /** A landing on a side or a corner after a spin or a long fall: no bonus, a short stumble. */
    public static final int BAD_LANDING = 7;
    /** A hidden gem was collected (value: gems collected in this level). */
    public static final int GEM = 8;
    /** An enemy was stomped (value: stomps in this level). */
    public static final int STOMP = 9;
    /** An enemy hit the player (a DEATH event without respawn follows in the same step). */
    public static final int HIT = 10;
    /** A bounce pad launched the player (it left the rising plate going up); value: the player's upward speed, m/s. */
    public static final int SPRING = 11;
    /**
     * The respawn point killed the player twice, each time within a second of putting it back there: the rules fell
     * back to the point before it (a DEATH event comes first in the same step); value: the new respawn point's place
     * in touch order (0: the spawn, 1: the first checkpoint touched, ...).
     */
    public static final int RESPAWN_FALLBACK = 12;
    /** The player landed on a conveyor (for its sound). */
    public static final int CONVEYOR = 13;
    /** The player landed on ice (for its sound). */
    public static final int ICE = 14;

    public static final int CAPACITY = 32;

    private final int[] kinds = new int[CAPACITY];
    private final double[] values = new double[CAPACITY];
    private int count;

    public void clear() {
        count = 0;
    }

    /** Appends an event; beyond {@link #CAPACITY} in one step the rest are dropped (the counters still count). */
    public void add(int kind, double value) {
        if (count == CAPACITY) return;
        kinds[count] = kind;
        values[count] = value;
        count++;
    }

    public int count() {
        return count;
    }

    public int kind(int i) {
        return kinds[i];
    }

    public double value(int i) {
        return values[i];
    }

    /** How many events of this kind the last step produced. */
    public int count(int kind) {
        int n = 0;
        for (int i = 0; i < count; i++) if (kinds[i] == kind) n++;
        return n;
    }
}
