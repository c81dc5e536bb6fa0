package com.tiltfall.html;

import com.badlogic.gdx.ApplicationListener;
import com.badlogic.gdx.Gdx;

/**
 * Runs the game for the browser: keeps the canvas's drawing buffer at the screen's resolution, or less while frames
 * are slow ({@link WebDevice})
 * and, when the game throws, stops it and says so on the page (once) instead of leaving a black or frozen canvas
 * with an exception in the console every frame.
 */
abstract class GuardedListener implements ApplicationListener {
    private final ApplicationListener game;
    private final WebDevice device;
    private boolean stopped;

    GuardedListener(ApplicationListener game, WebDevice device) {
        this.game = game;
        this.device = device;
    }

    /** Called once when the game stopped: tell the player. */
    abstract void failed(Throwable t);

    /**
     * Stops the game where it is, for good: no more frames, and no input reaches it (the page's message box over it
     * takes the player's keys, clicks and taps).
     */
    void halt() {
        stopped = true;
        if (Gdx.input != null) Gdx.input.setInputProcessor(null);
    }

    private void stop(Throwable t) {
        if (stopped) return;
        halt();
        Gdx.app.error("Tiltfall", "the game stopped: " + t, t);
        failed(t);
    }

    @Override
    public void create() {
        try {
            device.fitCanvas();
            game.create();
        } catch (Throwable t) {
            stop(t);
        }
    }

    @Override
    public void resize(int width, int height) {
        if (stopped) return;
        try {
            game.resize(width, height);
        } catch (Throwable t) {
            stop(t);
        }
    }

    @Override
    public void render() {
        if (stopped) return;
        try {
            device.frame(Gdx.graphics.getDeltaTime());
            if (device.fitCanvas()) {
                Gdx.gl.glViewport(0, 0, Gdx.graphics.getWidth(), Gdx.graphics.getHeight());
                game.resize(Gdx.graphics.getWidth(), Gdx.graphics.getHeight());
            }
            game.render();
        } catch (Throwable t) {
            stop(t);
        }
    }

    @Override
    public void pause() {
        if (stopped) return;
        try {
            game.pause();
        } catch (Throwable t) {
            stop(t);
        }
    }

    @Override
    public void resume() {
        if (stopped) return;
        try {
            game.resume();
        } catch (Throwable t) {
            stop(t);
        }
    }

    @Override
    public void dispose() {
        if (!stopped) game.dispose();
    }
}
