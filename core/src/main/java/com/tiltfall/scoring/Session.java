package com.tiltfall.scoring;

/**
 * One play-through from the title screen to game over: score, lives and which level comes next. Pure rules, no
 * libGDX: the screens report what happened and ask what to show next.
 */
public final class Session {
    public static final int START_LIVES = 3;
    /** An extra life every this many points. */
    public static final int EXTRA_LIFE_EVERY = 10000;

    private final int levelCount;
    private final boolean timeTrial;
    private int level;
    private int lives = START_LIVES;
    private int score;
    /** The score when the current level started: a restart takes back what the abandoned attempt scored. */
    private int levelStartScore;

    private boolean finished;

    public Session(int levelCount) {
        this(levelCount, false);
    }

    /**
     * @param timeTrial a time trial: no lives (deaths and restarts cost nothing), the clock is what counts
     */
    public Session(int levelCount, boolean timeTrial) {
        if (levelCount < 1) throw new IllegalArgumentException("a session needs at least one level, got " + levelCount);
        this.levelCount = levelCount;
        this.timeTrial = timeTrial;
    }

    /** Starts the session at level {@code index} of the play order (chosen in the level select) instead of the first. */
    public Session startAt(int index) {
        if (index < 0 || index >= levelCount)
            throw new IllegalArgumentException("no level " + index + " in a session of " + levelCount);
        level = index;
        return this;
    }

    public boolean isTimeTrial() {
        return timeTrial;
    }

    /**
     * The current level's points so far, as the world scored them ({@link LevelScore}; they never go down within an
     * attempt): the session's score is the score at the level's start plus these, with an extra life per
     * {@link #EXTRA_LIFE_EVERY} crossed.
     */
    public void levelPoints(int points) {
        addPoints(levelStartScore + points - score);
    }

    /** The player died (hazard, fall, time out). Returns true while lives remain. */
    public boolean playerDied() {
        if (timeTrial) return true;
        if (lives > 0) lives--;
        return lives > 0;
    }

    /**
     * The goal was reached and the world scored the level {@code points} (the goal and the time bonus included).
     * Returns true if there is a next level, false if that was the last one (the session is won).
     */
    public boolean levelCompleted(int points) {
        levelPoints(points);
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
     * back (with any extra life they gave), so coins cannot be farmed, and the restart costs a life (nothing in a time
     * trial). Returns true while lives remain.
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
