package com.tiltfall.level;

import com.badlogic.gdx.utils.Array;

/** A level could not be used; carries every problem found, not just the first. */
public final class LevelException extends RuntimeException {
    public final Array<LevelProblem> problems;

    public LevelException(Array<LevelProblem> problems) {
        super(summary(problems));
        this.problems = problems;
    }

    private static String summary(Array<LevelProblem> problems) {
        StringBuilder sb = new StringBuilder();
        sb.append(problems.size).append(problems.size == 1 ? " problem" : " problems");
        for (LevelProblem p : problems) sb.append("\n  ").append(p);
        return sb.toString();
    }
}
