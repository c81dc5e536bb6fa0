package com.tiltfall.scoring;

/**
 * One play-through from the title screen to game over: score, lives and which level comes next. Pure rules, no
 * libGDX: the screens report what happened and ask what to show next.
 */
public final class Session {
    public static final int START_LIVES = 3;
    public static final int COIN_POINTS = 100;
    public static final int GOAL_POINTS = 1000;
    /** Points per whole second left on the level's clock when the goal is reached. */
    public static final int POINTS_PER_SECOND_LEFT = 10;
    /** Points per full turn of a trick (a landing on the feet side after full turns in the air). */
    public static final int TRICK_POINTS_PER_TURN = 250;
    /** A hidden gem (three per level): worth finding, less than the goal. */
    public static final int GEM_POINTS = 500;
    /** An enemy stomped: a risk taken, worth two coins. */
    public static final int STOMP_POINTS = 200;
    /** An extra life every this many points. */
    public static final int EXTRA_LIFE_EVERY = 10000;

    private final int levelCount;
    private int level;
    private int lives = START_LIVES;
    private int score;
    /** The score when the current level started: a restart takes back what the abandoned attempt scored. */
    private int levelStartScore;

    private boolean finished;

    public Session(int levelCount) {
        if (levelCount < 1) throw new IllegalArgumentException("a session needs at least one level, got " + levelCount);
        this.levelCount = levelCount;
    }

    /** Starts the session at level {@code index} of the play order (chosen in the level select) instead of the first. */
    public Session startAt(int index) {
        if (index < 0 || index >= levelCount)
            throw new IllegalArgumentException("no level " + index + " in a session of " + levelCount);
        level = index;
        return this;
    }

    public void coinCollected() {
        addPoints(COIN_POINTS);
    }

    public void gemFound() {
        addPoints(GEM_POINTS);
    }

    public void enemyStomped() {
        addPoints(STOMP_POINTS);
    }

    /** The points a trick of {@code turns} full turns is worth. */
    public static int trickPoints(int turns) {
        return TRICK_POINTS_PER_TURN * Math.max(0, turns);
    }

    /** A trick was landed; returns the points it scored. */
    public int trickLanded(int turns) {
        int points = trickPoints(turns);
        addPoints(points);
        return points;
    }

    /** The player died (hazard, fall, time out). Returns true while lives remain. */
    public boolean playerDied() {
        if (lives > 0) lives--;
        return lives > 0;
    }

    /**
     * The goal was reached with {@code secondsLeft} on the clock (0 when the level has no limit).
     * Returns true if there is a next level, false if that was the last one (the session is won).
     */
    public boolean levelCompleted(double secondsLeft) {
        addPoints(GOAL_POINTS + POINTS_PER_SECOND_LEFT * (int) Math.max(0f, secondsLeft));
        if (level + 1 < levelCount) {
            level++;
            levelStartScore = score;
            return true;
        }
        finished = true;
        return false;
    }

    /**
     * The player restarts the current level (the pause menu's Restart): the points of the abandoned attempt are taken
     * back (with any extra life they gave), so coins cannot be farmed, and the restart costs a life. Returns true while
     * lives remain.
     */
    public boolean restartLevel() {
        lives -= score / EXTRA_LIFE_EVERY - levelStartScore / EXTRA_LIFE_EVERY;
        score = levelStartScore;
        return playerDied();
    }

    private void addPoints(int points) {
        int before = score / EXTRA_LIFE_EVERY;
        score += points;
        lives += score / EXTRA_LIFE_EVERY - before;
    }

    public boolean isGameOver() {
        return lives <= 0;
    }

    /** All levels completed. */
    public boolean isWon() {
        return finished;
    }

    public int level() {
        return level;
    }

    public int lives() {
        return lives;
    }

    public int score() {
        return score;
    }
}
