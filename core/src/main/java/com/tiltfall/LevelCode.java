package com.tiltfall;

import com.badlogic.gdx.Screen;

/**
 * Where the menus get the code that plays a level (level loading, physics, entity systems and kinds, GameScreen, the
 * world renderer, replays). This is the JVM's: at hand at once. The web build replaces this class (GWT super-source:
 * {@code html/src/main/java/com/tiltfall/html/emu/com/tiltfall}) with one that downloads that code with
 * {@code GWT.runAsync}, so the script the page starts with holds only the title and the menus. Code the menus run must
 * reach level code only through {@link Levels}; only this class makes a {@link LevelPlay}.
 */
public final class LevelCode {
    /** What the menus and the web page's test hooks ask of the level code. */
    public interface Levels {
        /** Starts as the launch options say (a level, a replay), or shows the title. */
        void start();

        /** Loads and plays a level (or shows its problems). */
        void play(String path);

        /**
         * A level played on its own changed on disk (or F5): plays it again, starting at the checkpoint last reached
         * ({@code app.ReloadStart}).
         */
        void reload(String path);

        /** A map dropped into the web page, already kept in memory under {@code path}. */
        void playDropped(String path);

        /** The level screen's one-line summary, or null when {@code screen} is not a level. */
        String describe(Screen screen);

        /** The game is closing on {@code screen}: keep the run when it is a level. */
        void closing(Screen screen);

        /**
         * The state hash after every step of a replay, run headless (the browser tests); {@code replayPath} is a
         * replay file's asset path or {@code random:SEED:STEPS}, seeded controls ({@code replay.RandomRun}).
         */
        long[] replayTrace(String level, String replayPath);

        /** The level's numbers and the first steps of a replay as exact bits (the browser test). */
        String stateDump(String level, String replayPath, int steps);

        /**
         * A shared run's code ({@code share.RunCode}) for a finished run given as replay text, or null (the reason
         * logged): the run is re-run here for its claim.
         */
        String shareCode(String replayText);

        /** Checks a run code and shows the verdict; a verified run is then watched as a replay. Returns the line. */
        String importRun(String text);
    }

    /** Told once the level code is there ({@code failure} null) or could not be loaded ({@code levels} null). */
    public interface Ready {
        void ready(Levels levels, Throwable failure);
    }

    private LevelCode() {}

    /** How much of the level code's download is in, as "3 of 12 files", or null when nothing is downloaded (here). */
    static String progress() {
        return null;
    }

    /** Starts the downloads {@link #load} will wait for, before the title is drawn (in the browser); here none. */
    static void prefetch(TiltfallGame game) {}

    /** Makes the level code for {@code game}, then calls {@code ready}: here at once. */
    static void load(TiltfallGame game, Ready ready) {
        ready.ready(new LevelPlay(game), null);
    }
}
