package com.tiltfall.screen;

import com.badlogic.gdx.utils.Array;
import com.tiltfall.level.LevelProblem;

/**
 * Shown instead of a level that could not be loaded: every problem the validator found, each naming the file, the
 * object and what is wrong. Where the game can read the file again (desktop), Enter or F5 tries again after the
 * designer fixed it; in the browser the file must be opened again (or the page reloaded), so the screen says that and
 * Enter goes back like Esc.
 */
public final class LevelErrorScreen extends TextScreen {
    private static final int MAX_LINES = 18;
    private final String[] lines;
    private final Runnable retry, back;
    private final boolean rereads;

    public LevelErrorScreen(Ui ui, String file, Array<LevelProblem> problems, Runnable retry, Runnable back) {
        super(ui);
        this.retry = retry;
        this.back = back;
        rereads = ui.device.rereadsLevelFiles();
        int shown = Math.min(problems.size, MAX_LINES);
        lines = new String[shown + 3];
        lines[0] = file + ": " + problems.size + (problems.size == 1 ? " problem" : " problems");
        for (int i = 0; i < shown; i++) lines[i + 1] = problems.get(i).toString();
        lines[shown + 1] = problems.size > shown ? "... and " + (problems.size - shown) + " more (see the log)" : "";
        lines[shown + 2] = rereads
                ? "Fix the file, then Enter (or F5) to reload.  Esc: back"
                : file.startsWith("dropped/")
                        ? "Fix the file, then open it again (Open level, or drop it on the page).  Enter / Esc: back"
                        : "Fix the file, rebuild and reload the page.  Enter / Esc: back";
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
        return (rereads && keycode == com.badlogic.gdx.Input.Keys.F5) || super.isConfirmKey(keycode);
    }

    @Override
    protected void confirm() {
        if (rereads) retry.run();
        else back.run();
    }

    @Override
    protected void back() {
        back.run();
    }
}
