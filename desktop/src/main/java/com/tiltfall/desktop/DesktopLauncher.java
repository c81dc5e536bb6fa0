package com.tiltfall.desktop;

import com.badlogic.gdx.backends.lwjgl3.Lwjgl3Application;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3ApplicationConfiguration;
import com.tiltfall.TiltfallGame;

/** Starts Tiltfall in a resizable desktop window. */
public final class DesktopLauncher {
    private DesktopLauncher() {
    }

    public static void main(String[] args) {
        new Lwjgl3Application(new TiltfallGame(), configuration());
    }

    /** The window every desktop run uses, the smoke test included. */
    public static Lwjgl3ApplicationConfiguration configuration() {
        Lwjgl3ApplicationConfiguration config = new Lwjgl3ApplicationConfiguration();
        config.setTitle(TiltfallGame.TITLE);
        config.setWindowedMode(1280, 720);
        config.setResizable(true);
        config.useVsync(true);
        // Vsync alone can fail on some drivers; cap at the monitor's rate (+1 so vsync stays the limiter when it works).
        config.setForegroundFPS(Lwjgl3ApplicationConfiguration.getDisplayMode().refreshRate + 1);
        // The game's own pause screen appears when the window loses focus or is minimised.
        config.setPauseWhenLostFocus(true);
        config.setPauseWhenMinimized(true);
        return config;
    }
}
