package com.tiltfall.scoring;

/**
 * The one set of scoring rules for a level: coins, gems, tricks (per full turn), stomps, the goal and a bonus per whole
 * second left on the clock. Pure: the level rules ({@code GameplayEventSystem}) compute a level's points from the
 * world's counters after every step (so a step with more events than {@code GameEvents} holds still scores all of
 * them), the state hash includes them, and everything else (the HUD, the session, the tally, the replay runner) reads
 * them from the world.
 */
public final class LevelScore {
    public static final int COIN_POINTS = 100;
    /** A hidden gem (three per level): worth finding, less than the goal. */
    public static final int GEM_POINTS = 500;
    /** Points per full turn of a trick (a landing on the feet side after full turns in the air). */
    public static final int TRICK_POINTS_PER_TURN = 250;
    /** An enemy stomped: a risk taken, worth two coins. */
    public static final int STOMP_POINTS = 200;

    public static final int GOAL_POINTS = 1000;
    /** Points per whole second left on the level's clock when the goal is reached. */
    public static final int POINTS_PER_SECOND_LEFT = 10;

    private LevelScore() {}

    /** The points a trick of {@code turns} full turns is worth. */
    public static int trickPoints(int turns) {
        return TRICK_POINTS_PER_TURN * Math.max(0, turns);
    }

    /** The bonus for {@code timeLeft} seconds left on the clock at the goal (whole seconds; 0 without a limit). */
    public static int timeBonus(double timeLeft) {
        return timeLeft > 0.0 ? POINTS_PER_SECOND_LEFT * (int) timeLeft : 0;
    }

    /**
     * A level's points so far.
     *
     * @param timeLeft seconds left on the clock when the goal was reached (ignored before)
     */
    public static int of(int coins, int gems, int trickTurns, int stomps, boolean goalReached, double timeLeft) {
        int points = coins * COIN_POINTS + gems * GEM_POINTS + trickPoints(trickTurns) + stomps * STOMP_POINTS;
        return goalReached ? points + GOAL_POINTS + timeBonus(timeLeft) : points;
    }
}
