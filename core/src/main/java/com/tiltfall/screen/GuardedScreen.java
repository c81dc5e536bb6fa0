package com.tiltfall.screen;

import com.badlogic.gdx.ScreenAdapter;

/**
 * A screen that is used once: shown, hidden when the game switches away from it, disposed after. Drawing it after
 * {@link #dispose()} throws at once (it would use freed native buffers: a crash far from its cause), and a hidden
 * screen knows it is on its way out ({@link #isLeaving()}), so it stops stepping and reporting in the frame that
 * asked for the switch.
 */
public abstract class GuardedScreen extends ScreenAdapter {
    private boolean leaving, disposed;

    /** One frame of this screen: what {@link #render} runs while the screen is alive. */
    protected abstract void frame(float delta);

    /** Frees what this screen made (called once). */
    protected abstract void release();

    @Override
    public final void render(float delta) {
        checkAlive("rendered");
        frame(delta);
    }

    /** Throws when this screen was disposed: call before using what {@link #release()} frees ("stepped", "drawn"). */
    protected final void checkAlive(String what) {
        if (disposed) throw new IllegalStateException(getClass().getSimpleName() + " " + what + " after dispose");
    }

    /** The game switches away from this screen (the switch itself follows at the end of the frame). */
    @Override
    public void hide() {
        leaving = true;
    }

    public final boolean isLeaving() {
        return leaving;
    }

    public final boolean isDisposed() {
        return disposed;
    }

    @Override
    public final void dispose() {
        if (disposed) return;
        disposed = true;
        leaving = true;
        release();
    }
}
