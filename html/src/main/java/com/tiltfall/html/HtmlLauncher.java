package com.tiltfall.html;

import com.badlogic.gdx.ApplicationListener;
import com.badlogic.gdx.backends.gwt.GwtApplication;
import com.badlogic.gdx.backends.gwt.GwtApplicationConfiguration;
import com.badlogic.gdx.backends.gwt.preloader.Preloader.PreloaderCallback;
import com.google.gwt.core.client.GWT;
import com.google.gwt.user.client.Window;
import com.tiltfall.TiltfallGame;

/** Starts Tiltfall in the browser: a canvas that fills the window and follows its size. */
public class HtmlLauncher extends GwtApplication {
    private TiltfallGame game;

    @Override
    public GwtApplicationConfiguration getConfig() {
        // Width and height 0: the canvas fills the page and resizes with the window.
        GwtApplicationConfiguration config = new GwtApplicationConfiguration(true);
        config.padHorizontal = 0;
        config.padVertical = 0;
        // End-to-end tests read the canvas pixels back; players don't need the extra copy.
        config.preserveDrawingBuffer = Window.Location.getParameter("e2e") != null;
        return config;
    }

    @Override
    public ApplicationListener createApplicationListener() {
        game = new TiltfallGame();
        exportDescribe();
        return game;
    }

    @Override
    public PreloaderCallback getPreloaderCallback() {
        return createPreloaderPanel(GWT.getHostPageBaseURL() + "logo.png");
    }

    String describe() {
        return game == null ? "starting" : game.describe();
    }

    /** window.tiltfallState() returns the game's one-line summary: for tests and bug reports from players. */
    private native void exportDescribe() /*-{
        var self = this;
        $wnd.tiltfallState = $entry(function () {
            return self.@com.tiltfall.html.HtmlLauncher::describe()();
        });
    }-*/;
}
