package com.tiltfall.arcade;

/**
 * The level-complete tally: what the player collected and how the level's score is made, by {@link Session}'s rules
 * (coins, the goal, whole seconds left on the clock). Gems and tricks are slots for the counters the gameplay adds:
 * -1 while a world does not count them (the tally then leaves their rows out).
 */
public final class Tally {
    public int coins, coinsTotal;
    /** -1: not counted by this game version. */
    public int gems = -1, gemsTotal = -1, tricks = -1;
    /** Points for tricks (part of {@link #total}); 0 while tricks are not counted. */
    public int trickPoints;

    public double seconds;
    public int secondsLeft;
    public int coinPoints, goalPoints, timeBonus, total;

    /**
     * The tally of one finished level.
     *
     * @param timeLeft seconds left on the level's clock (0 without a limit); whole seconds count
     */
    public static Tally of(int coins, int coinsTotal, double seconds, double timeLeft) {
        Tally t = new Tally();
        t.coins = coins;
        t.coinsTotal = Math.max(coinsTotal, coins);
        t.seconds = seconds;
        t.secondsLeft = timeLeft > 0 ? (int) timeLeft : 0;
        t.coinPoints = coins * Session.COIN_POINTS;
        t.goalPoints = Session.GOAL_POINTS;
        t.timeBonus = t.secondsLeft * Session.POINTS_PER_SECOND_LEFT;
        t.total = t.coinPoints + t.goalPoints + t.timeBonus;
        return t;
    }

    /** Fills the gems slot (from the world's counters, when the game counts gems). */
    public Tally gems(int found, int total) {
        gems = found;
        gemsTotal = total;
        return this;
    }

    /** Fills the tricks slot: how many and the points they gave (added to the total). */
    public Tally tricks(int count, int points) {
        tricks = count;
        trickPoints = points;
        total += points;
        return this;
    }
}
