package com.tiltfall;

import com.badlogic.gdx.Screen;
import com.google.gwt.core.client.GWT;
import com.google.gwt.core.client.RunAsyncCallback;

/**
 * The browser's level code, behind a GWT split point: everything only {@link LevelPlay} reaches (level loading,
 * physics, entity systems and kinds, GameScreen, the world renderer, replays) is compiled into a separate script
 * ({@code html/deferredjs/...}) that the game asks for once the title is on screen. Replaces core's
 * {@code LevelCode} in the GWT build only (super-source of {@code GdxDefinition.gwt.xml}); same public members.
 */
public final class LevelCode {
    /** What the menus and the web page's test hooks ask of the level code. */
    public interface Levels {
        void start();

        void play(String path);

        void playDropped(String path);

        String describe(Screen screen);

        void closing(Screen screen);

        long[] replayTrace(String level, String replayPath);

        String stateDump(String level, String replayPath, int steps);
    }

    /** Told once the level code is there ({@code failure} null) or could not be loaded ({@code levels} null). */
    public interface Ready {
        void ready(Levels levels, Throwable failure);
    }

    private LevelCode() {}

    /**
     * Downloads the level code's script, then calls {@code ready}; a failed download may be tried again. The
     * {@link LevelPlay} is made inside the split point: nothing the menus run names it.
     */
    static void load(final TiltfallGame game, final Ready ready) {
        GWT.runAsync(LevelCode.class, new RunAsyncCallback() {
            @Override
            public void onSuccess() {
                ready.ready(new LevelPlay(game), null);
            }

            @Override
            public void onFailure(Throwable reason) {
                ready.ready(null, reason);
            }
        });
    }
}
