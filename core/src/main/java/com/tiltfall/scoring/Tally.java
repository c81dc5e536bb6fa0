package com.tiltfall.scoring;

/**
 * The level-complete tally: what the player collected and how the level's score is made, by {@link Session}'s rules
 * (coins, the goal, whole seconds left on the clock; gems, tricks and stomps when filled in). Gems, tricks and stomps
 * are -1 until filled in (the tally page then leaves their rows out).
 */
public final class Tally {
    public int coins, coinsTotal;
    /** -1: not filled in. */
    public int gems = -1, gemsTotal = -1, tricks = -1, stomps = -1;
    /** Points for gems, tricks and stomps (part of {@link #total}); 0 while not filled in. */
    public int gemPoints, trickPoints, stompPoints;

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

    /** Fills the gems slot: found of total, {@link Session#GEM_POINTS} each (added to the total). */
    public Tally gems(int found, int total) {
        gems = Math.max(0, found);
        gemsTotal = Math.max(total, gems);
        gemPoints = gems * Session.GEM_POINTS;
        this.total += gemPoints;
        return this;
    }

    /** Fills the stomps slot: enemies stomped, {@link Session#STOMP_POINTS} each (added to the total). */
    public Tally stomps(int count) {
        stomps = Math.max(0, count);
        stompPoints = stomps * Session.STOMP_POINTS;
        total += stompPoints;
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
