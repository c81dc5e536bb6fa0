package com.tiltfall.html;

import com.badlogic.gdx.ApplicationListener;
import com.tiltfall.TiltfallGame;

/**
 * Designer mode only ({@code ?designer}): {@code window.tiltfallCrashTest()} makes the game's next frame throw, as a
 * bug would, and {@code window.tiltfallCrashTest('arrival')} makes the code that runs when the level code arrives
 * throw, so the browser test can check that a crash becomes a message on the page ({@link GuardedListener}).
 * Players' pages never have it.
 */
final class CrashTestHook implements ApplicationListener {
    private final TiltfallGame game;
    private boolean armed;

    CrashTestHook(TiltfallGame game) {
        this.game = game;
    }

    void arm() {
        armed = true;
    }

    /** Asks for the level code with a callback that throws: call it before the code has arrived. */
    void armOnArrival() {
        game.fetchLevelCode((code, failure) -> {
            throw new IllegalStateException("crash test where the level code arrives (designer mode)");
        });
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
