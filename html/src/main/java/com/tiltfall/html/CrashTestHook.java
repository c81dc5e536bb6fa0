package com.tiltfall.html;

import com.badlogic.gdx.ApplicationListener;

/**
 * Designer mode only ({@code ?designer}): {@code window.tiltfallCrashTest()} makes the game's next frame throw, as a
 * bug would, so the browser test can check that a crash becomes a message on the page ({@link GuardedListener}).
 * Players' pages never have it.
 */
final class CrashTestHook implements ApplicationListener {
    private final ApplicationListener game;
    private boolean armed;

    CrashTestHook(ApplicationListener game) {
        this.game = game;
    }

    void arm() {
        armed = true;
    }

    @Override
    public void render() {
        if (armed) {
            armed = false;
            throw new IllegalStateException("crash test (designer mode)");
        }
        game.render();
    }

    @Override
    public void create() {
        game.create();
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
