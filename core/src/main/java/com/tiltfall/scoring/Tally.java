package com.tiltfall.scoring;

/**
 * The level-complete tally: what the player collected and the parts of the score by {@link LevelScore}'s rules. The
 * total is the world's score (the simulation's, the one a replay vouches for); the parts only explain it.
 */
public final class Tally {
    public int coins, coinsTotal, gems, gemsTotal, tricks, stomps;
    public int coinPoints, gemPoints, trickPoints, stompPoints, goalPoints, timeBonus, total;
    public double seconds;
    public int secondsLeft;

    /**
     * The tally of one finished level.
     *
     * @param timeLeft seconds left on the level's clock (0 without a limit); whole seconds count
     * @param score the world's score for the level
     */
    public static Tally of(
            int coins,
            int coinsTotal,
            int gems,
            int gemsTotal,
            int tricks,
            int trickTurns,
            int stomps,
            double seconds,
            double timeLeft,
            int score) {
        Tally t = new Tally();
        t.coins = coins;
        t.coinsTotal = Math.max(coinsTotal, coins);
        t.gems = gems;
        t.gemsTotal = Math.max(gemsTotal, gems);
        t.tricks = tricks;
        t.stomps = stomps;
        t.seconds = seconds;
        t.secondsLeft = timeLeft > 0 ? (int) timeLeft : 0;
        t.coinPoints = coins * LevelScore.COIN_POINTS;
        t.gemPoints = gems * LevelScore.GEM_POINTS;
        t.trickPoints = LevelScore.trickPoints(trickTurns);
        t.stompPoints = stomps * LevelScore.STOMP_POINTS;
        t.goalPoints = LevelScore.GOAL_POINTS;
        t.timeBonus = LevelScore.timeBonus(timeLeft);
        t.total = score;
        return t;
    }
}
