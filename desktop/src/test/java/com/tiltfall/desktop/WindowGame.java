package com.tiltfall.desktop;

import com.badlogic.gdx.ApplicationListener;
import com.badlogic.gdx.ApplicationLogger;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.InputProcessor;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3Application;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3ApplicationConfiguration;
import com.tiltfall.TiltfallGame;
import com.tiltfall.input.Bindings;
import com.tiltfall.platform.LaunchOptions;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * The real desktop game in a real window (Xvfb in CI), driven frame by frame by a test: the test sees
 * {@link TiltfallGame#describe()} before every frame and answers with key presses and clicks (through the game's own
 * input processor) and a {@link TestPad}. Everything it writes (preferences, recorded runs, level lists) lives in a
 * temporary folder that {@link #close()} deletes. Records what the game logged as errors and the screens it went
 * through.
 */
final class WindowGame implements AutoCloseable {
    /** Answers one frame; returns true when the test is done (the window closes). */
    interface Driver {
        boolean frame(WindowGame w, String state);
    }

    final Path dir;
    final Bindings bindings = new Bindings();
    final TestPad pad = new TestPad(bindings);
    /** Screens in the order seen: each first description of a new kind (see {@link #kind}). */
    final List<String> seen = new ArrayList<>();
    /** Lines the game logged as errors. */
    final List<String> errors = new ArrayList<>();

    TiltfallGame game;
    Throwable failure;
    /** Frames since the window opened, and since the screen kind last changed. */
    int frame, framesOnScreen;
    /** Seconds of game time (the frames' deltas) since the window opened. */
    double seconds;

    private String kind = "";

    WindowGame() {
        try {
            dir = Files.createTempDirectory("tiltfall-flow");
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The first part of a description: "screen=game", "screen=title", ... */
    static String kind(String state) {
        int i = state.indexOf(';');
        return i < 0 ? state : state.substring(0, i);
    }

    String kind() {
        return kind;
    }

    /** A file in the temporary folder with this text; returns its path. */
    String write(String name, String text) {
        try {
            Path p = dir.resolve(name);
            Files.write(p, text.getBytes(StandardCharsets.UTF_8));
            return p.toString();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * A campaign of these shipped levels (levels.txt in the temporary folder, its names relative to it, as the game
     * resolves them); returns the list's path. {@link #levelPath} gives the path the game will use for a level.
     */
    String campaign(String... shippedLevels) {
        StringBuilder sb = new StringBuilder();
        for (String l : shippedLevels) sb.append(relativeLevel(l)).append('\n');
        return write("levels.txt", sb.toString());
    }

    /** How the game names {@code shippedLevel} (e.g. "08-gauntlet.tmx") when it comes from {@link #campaign}. */
    String levelPath(String shippedLevel) {
        return dir.toString() + "/" + relativeLevel(shippedLevel);
    }

    private String relativeLevel(String shippedLevel) {
        // a shipped level's name, or a path from the module (a test level under ../core/src/test/resources)
        String path = shippedLevel.contains("/") ? shippedLevel : "../assets/levels/" + shippedLevel;
        Path level = new File(path).getAbsoluteFile().toPath().normalize();
        return dir.relativize(level).toString().replace('\\', '/');
    }

    /** Runs the game with these options until the driver is done, the game exits or {@code maxSeconds} pass. */
    void run(LaunchOptions options, double maxSeconds, Driver driver) {
        game = new TiltfallGame(options, pad, new ReplayFiles(dir.resolve("runs")))
                .bindings(bindings)
                .storage(DesktopPreferences.in(dir.resolve("prefs"))); // as the launcher's, in the test's folder
        frame = 0;
        seconds = 0;
        framesOnScreen = 0;
        kind = "";
        Lwjgl3ApplicationConfiguration config = DesktopLauncher.configuration();
        config.setPauseWhenLostFocus(false); // Xvfb has no window manager to give the window focus
        config.setForegroundFPS(60);
        new Lwjgl3Application(new Listener(driver, maxSeconds), config); // returns when the window closes
    }

    static void key(int keycode) {
        InputProcessor p = Gdx.input.getInputProcessor();
        if (p == null) return;
        p.keyDown(keycode);
        p.keyUp(keycode);
    }

    /** A left click at window pixel (x, y), y down as the platform reports it. */
    static void click(int x, int y) {
        InputProcessor p = Gdx.input.getInputProcessor();
        if (p == null) return;
        p.touchDown(x, y, 0, com.badlogic.gdx.Input.Buttons.LEFT);
        p.touchUp(x, y, 0, com.badlogic.gdx.Input.Buttons.LEFT);
    }

    @Override
    public void close() {
        try (Stream<Path> all = Files.walk(dir)) {
            all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            throw new IllegalStateException("could not delete " + dir, e);
        }
    }

    /** Wraps the game: the driver before each frame, failures and logged errors recorded, the window closed at the end. */
    private final class Listener implements ApplicationListener {
        private final Driver driver;
        private final double maxSeconds;
        private boolean done;

        Listener(Driver driver, double maxSeconds) {
            this.driver = driver;
            this.maxSeconds = maxSeconds;
        }

        @Override
        public void create() {
            ApplicationLogger inner = Gdx.app.getApplicationLogger();
            Gdx.app.setApplicationLogger(new ApplicationLogger() {
                @Override
                public void log(String tag, String message) {
                    inner.log(tag, message);
                }

                @Override
                public void log(String tag, String message, Throwable exception) {
                    inner.log(tag, message, exception);
                }

                @Override
                public void error(String tag, String message) {
                    errors.add(tag + ": " + message);
                    inner.error(tag, message);
                }

                @Override
                public void error(String tag, String message, Throwable exception) {
                    errors.add(tag + ": " + message + ": " + exception);
                    inner.error(tag, message, exception);
                }

                @Override
                public void debug(String tag, String message) {
                    inner.debug(tag, message);
                }

                @Override
                public void debug(String tag, String message, Throwable exception) {
                    inner.debug(tag, message, exception);
                }
            });
            try {
                game.create();
            } catch (Throwable t) {
                fail(t);
            }
        }

        @Override
        public void render() {
            if (done) return;
            try {
                frame++;
                seconds += Gdx.graphics.getDeltaTime();
                String state = game.describe();
                String k = kind(state);
                if (!k.equals(kind)) {
                    kind = k;
                    framesOnScreen = 0;
                    seen.add(state);
                }
                framesOnScreen++;
                if (driver.frame(WindowGame.this, state) || seconds > maxSeconds) {
                    done = true;
                    Gdx.app.exit();
                    return;
                }
                game.render();
            } catch (Throwable t) {
                fail(t);
            }
        }

        private void fail(Throwable t) {
            if (failure == null) failure = t;
            done = true;
            Gdx.app.exit();
        }

        @Override
        public void resize(int width, int height) {
            game.resize(width, height);
        }

        @Override
        public void pause() {
            game.pause();
        }

        @Override
        public void resume() {
            game.resume();
        }

        @Override
        public void dispose() {
            game.dispose();
        }
    }
}
