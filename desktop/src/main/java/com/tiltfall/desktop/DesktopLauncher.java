package com.tiltfall.desktop;

import com.badlogic.gdx.backends.lwjgl3.Lwjgl3Application;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3ApplicationConfiguration;
import com.badlogic.gdx.backends.lwjgl3.audio.Lwjgl3Audio;
import com.badlogic.gdx.backends.lwjgl3.audio.OpenALLwjgl3Audio;
import com.tiltfall.TiltfallGame;
import com.tiltfall.desktop.audio.IntroLoopMusic;
import com.tiltfall.input.Bindings;
import com.tiltfall.platform.LaunchOptions;

/**
 * Starts Tiltfall in a resizable desktop window.
 * {@code java -jar tiltfall.jar [--level] map.tmx [--replay run.replay] [--exit-after-replay]}, {@code --import
 * <run file or code>} (a shared run: verified, then watched), or headless {@code --verify} / {@code --export}
 * ({@link ShareCommand}); see {@link LaunchOptions}. Every run's inputs are saved under ~/.tiltfall/replays/ (see {@link ReplayFiles}).
 */
public final class DesktopLauncher {
    private DesktopLauncher() {}

    public static void main(String[] args) {
        if (ShareCommand.handles(args)) {
            ShareCommand.main(args); // --verify, --export: headless, no window
            return;
        }
        LaunchOptions options;
        try {
            options = LaunchOptions.parse(args);
            if (options.importRun != null) options.importRun = ShareCommand.codeText(options.importRun);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        new Lwjgl3Application(create(options), configuration()) {
            @Override
            public Lwjgl3Audio createAudio(Lwjgl3ApplicationConfiguration config) {
                Lwjgl3Audio audio = super.createAudio(config);
                // gapless music: the MP3s' encoder silence trimmed, each intro going on into its loop
                if (audio instanceof OpenALLwjgl3Audio) IntroLoopMusic.install((OpenALLwjgl3Audio) audio);
                return audio;
            }
        };
    }

    /** The game as the desktop runs it: gamepad and run recording included. */
    public static TiltfallGame create(LaunchOptions options) {
        Bindings bindings = new Bindings(); // the settings fill it in; the pad reads it every step
        return new TiltfallGame(options, new DesktopGamepad(bindings), new ReplayFiles())
                .bindings(bindings)
                .storage(DesktopPreferences::open)
                .ghosts(GhostFiles.inSaveFolder());
    }

    /** The window every desktop run uses, the smoke test included. */
    public static Lwjgl3ApplicationConfiguration configuration() {
        Lwjgl3ApplicationConfiguration config = new Lwjgl3ApplicationConfiguration();
        config.setTitle(TiltfallGame.TITLE);
        config.setWindowedMode(1280, 720);
        config.setResizable(true);
        config.useVsync(true);
        // Vsync alone can fail on some drivers; cap at the monitor's rate (+1 so vsync stays the limiter when it
        // works).
        // Some displays (Xvfb, remote desktops) report a rate of 0: fall back to 60.
        int hz = Lwjgl3ApplicationConfiguration.getDisplayMode().refreshRate;
        config.setForegroundFPS((hz >= 30 ? hz : 60) + 1);
        // The game's own pause screen appears when the window loses focus or is minimised.
        config.setPauseWhenLostFocus(true);
        config.setPauseWhenMinimized(true);
        return config;
    }
}
