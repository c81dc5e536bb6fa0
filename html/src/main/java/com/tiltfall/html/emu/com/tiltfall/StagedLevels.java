package com.tiltfall;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Screen;
import com.tiltfall.html.WebPreloader;

/**
 * The browser's level code while the other levels' files are still on their way (the level code is handed over as
 * soon as the first level's are in: {@link LevelCode#load}): the first level plays at once, anything else that reads
 * a level's files waits for all of them, then runs between frames. Only the last thing asked for runs (a player who
 * asked for two levels meanwhile gets the second). Web build only (super-source of {@code GdxDefinition.gwt.xml}).
 */
final class StagedLevels implements LevelCode.Levels {
    private final LevelPlay levels;
    private final String firstLevel;
    private final WebPreloader files;
    /** Counts what was asked for: a waiting request runs only if nothing was asked for after it. */
    private int asked;

    StagedLevels(LevelPlay levels, String firstLevel, WebPreloader files) {
        this.levels = levels;
        this.firstLevel = firstLevel;
        this.files = files;
    }

    /** Runs {@code then} now when every level file is in, else once they are (if nothing was asked for since). */
    private void whenAllIn(Runnable then) {
        int ticket = ++asked;
        if (files == null || files.allIn()) {
            then.run();
            return;
        }
        files.whenAllIn(() -> Gdx.app.postRunnable(() -> {
            if (ticket == asked) then.run();
        }));
    }

    /**
     * Reads the first level and uploads its art on the next frame, unless something was asked for meanwhile: called
     * once its files are in, while the title is shown, so that Play starts it without that work.
     */
    void prepareFirstLevel() {
        if (firstLevel == null) return;
        int ticket = asked;
        Gdx.app.postRunnable(() -> {
            if (ticket == asked) levels.prepare(firstLevel);
        });
    }

    @Override
    public void start() {
        whenAllIn(levels::start);
    }

    @Override
    public void play(String path) {
        if (path.equals(firstLevel)) {
            asked++;
            levels.play(path);
        } else whenAllIn(() -> levels.play(path));
    }

    @Override
    public void reload(String path) {
        whenAllIn(() -> levels.reload(path));
    }

    @Override
    public void playDropped(String path) {
        // a dropped map is in memory, but it may be of another world than the first level, whose art comes last
        whenAllIn(() -> levels.playDropped(path));
    }

    @Override
    public String describe(Screen screen) {
        return levels.describe(screen);
    }

    @Override
    public void closing(Screen screen) {
        levels.closing(screen);
    }

    // The page's hooks (HtmlLauncher) ask for these once every level file is in.

    @Override
    public long[] replayTrace(String level, String replayPath) {
        return levels.replayTrace(level, replayPath);
    }

    @Override
    public String stateDump(String level, String replayPath, int steps) {
        return levels.stateDump(level, replayPath, steps);
    }

    @Override
    public String shareCode(String replayText) {
        return levels.shareCode(replayText);
    }

    /** The title's import from the clipboard may come first: it then runs once the files are in. */
    @Override
    public String importRun(String text) {
        if (files == null || files.allIn()) return levels.importRun(text);
        whenAllIn(() -> levels.importRun(text));
        return "waiting for the levels' files";
    }
}
