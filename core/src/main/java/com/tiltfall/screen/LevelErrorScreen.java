package com.tiltfall.screen;

import com.badlogic.gdx.utils.Array;
import com.tiltfall.level.LevelProblem;

/**
 * Shown instead of a level that could not be loaded: every problem the validator found, each naming the file, the
 * object and what is wrong. Enter tries again (after fixing the file), Esc goes back.
 */
public final class LevelErrorScreen extends TextScreen {
    private static final int MAX_LINES = 18;
    private final String[] lines;
    private final Runnable retry, back;

    public LevelErrorScreen(Ui ui, String file, Array<LevelProblem> problems, Runnable retry, Runnable back) {
        super(ui);
        this.retry = retry;
        this.back = back;
        int shown = Math.min(problems.size, MAX_LINES);
        lines = new String[shown + 3];
        lines[0] = file + ": " + problems.size + (problems.size == 1 ? " problem" : " problems");
        for (int i = 0; i < shown; i++) lines[i + 1] = problems.get(i).toString();
        lines[shown + 1] = problems.size > shown ? "... and " + (problems.size - shown) + " more (see the log)" : "";
        lines[shown + 2] = "Fix the file, then Enter (or F5) to reload.  Esc: back";
    }

    @Override
    protected String heading() {
        return "This level cannot be played";
    }

    @Override
    protected String[] lines() {
        return lines;
    }

    @Override
    protected boolean isConfirmKey(int keycode) {
        return keycode == com.badlogic.gdx.Input.Keys.F5 || super.isConfirmKey(keycode);
    }

    @Override
    protected void confirm() {
        retry.run();
    }

    @Override
    protected void back() {
        back.run();
    }
}
