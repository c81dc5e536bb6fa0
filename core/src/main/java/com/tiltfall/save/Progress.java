package com.tiltfall.save;

import com.badlogic.gdx.Preferences;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.ObjectMap;

/**
 * What the player has done in each level of the play order: completed or not, best time, best score, most gems, best
 * medal (scoring.Medals: 0 none .. 4 the designer beaten; an old save without it reads as none). The
 * first level is always open; each further level opens when the one before it is completed (a completed level stays
 * open even if the play order changes). Stored in {@link Preferences} as text under the level's file name, so a
 * missing, corrupt or out-of-range value only loses itself.
 */
public final class Progress {
    /** One level's record. */
    public static final class Record {
        public boolean completed;
        /** Seconds, or {@link #NONE}. */
        public double bestTime = NONE;
        /** Points, or -1 for none. */
        public int bestScore = -1;

        public int gems;
        /** The best medal won, scoring.Medals.NONE .. DESIGNER. */
        public int medal;
    }

    /** The highest medal (scoring.Medals.DESIGNER; save has no scoring dependency). */
    static final int MAX_MEDAL = 4;

    public static final double NONE = -1;
    /** No level takes longer than this (one day): a larger saved time is corrupt. */
    static final double MAX_TIME = 86400;

    private final ObjectMap<String, Record> records = new ObjectMap<>();
    private final Preferences prefs;
    /** Problems found while reading the saved values (for the log). */
    public final Array<String> problems = new Array<>();

    public Progress(Preferences prefs) {
        this.prefs = prefs;
    }

    /** The key a level is saved under: its file name (a level moved to another folder keeps its records). */
    public static String id(String levelPath) {
        int slash = Math.max(levelPath.lastIndexOf('/'), levelPath.lastIndexOf('\\'));
        return levelPath.substring(slash + 1);
    }

    static String key(String levelPath, String what) {
        return "level." + id(levelPath) + "." + what;
    }

    /** The level's record, read from the preferences the first time it is asked for. */
    public Record record(String levelPath) {
        Record r = records.get(id(levelPath));
        if (r != null) return r;
        SaveValues v = new SaveValues(prefs);
        r = read(levelPath, v);
        problems.addAll(v.problems);
        return r;
    }

    /** Reads (and keeps) the level's record through {@code v}, which collects the problems and the bad keys. */
    Record read(String levelPath, SaveValues v) {
        Record r = new Record();
        r.completed = v.flag(key(levelPath, "completed"), false);
        r.bestTime = v.decimal(key(levelPath, "best-time"), NONE, 0.0, MAX_TIME);
        r.bestScore = v.integer(key(levelPath, "best-score"), -1, 0, Integer.MAX_VALUE);
        r.gems = v.integer(key(levelPath, "gems"), 0, 0, 10000);
        r.medal = v.integer(key(levelPath, "medal"), 0, 0, MAX_MEDAL);
        records.put(id(levelPath), r);
        return r;
    }

    /** Whether level {@code index} of the play order may be played. */
    public boolean isUnlocked(Array<String> levels, int index) {
        if (index < 0 || index >= levels.size) return false;
        if (index == 0) return true;
        return record(levels.get(index - 1)).completed || record(levels.get(index)).completed;
    }

    /** How many levels of the play order are open (the open ones are always the first ones). */
    public int unlockedCount(Array<String> levels) {
        int n = 0;
        for (int i = 0; i < levels.size; i++) if (isUnlocked(levels, i)) n = i + 1;
        return n;
    }

    /**
     * The level's goal was reached in {@code seconds} with {@code score} points, {@code gems} gems and {@code medal}:
     * keeps the best of each and saves at once. Returns true when the score is a new best.
     */
    public boolean levelCompleted(String levelPath, double seconds, int score, int gems, int medal) {
        Record r = record(levelPath);
        r.completed = true;
        boolean best = score > r.bestScore;
        if (best) r.bestScore = score;
        if (seconds >= 0 && seconds <= MAX_TIME && (r.bestTime == NONE || seconds < r.bestTime)) r.bestTime = seconds;
        if (gems > r.gems) r.gems = gems;
        if (medal > r.medal && medal <= MAX_MEDAL) r.medal = medal;
        prefs.putString(key(levelPath, "completed"), "true");
        if (r.bestTime != NONE) prefs.putString(key(levelPath, "best-time"), Double.toString(r.bestTime));
        prefs.putString(key(levelPath, "best-score"), Integer.toString(r.bestScore));
        prefs.putString(key(levelPath, "gems"), Integer.toString(r.gems));
        prefs.putString(key(levelPath, "medal"), Integer.toString(r.medal));
        prefs.flush();
        return best;
    }
}
