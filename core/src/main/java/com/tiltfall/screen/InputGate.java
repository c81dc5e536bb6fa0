package com.tiltfall.screen;

import com.badlogic.gdx.InputProcessor;

/**
 * The one input processor the platform holds: it passes events to the current screen's processor, and to nobody
 * while a screen switch is on its way. The platform hands a whole batch of queued events to the processor it held
 * when the batch began, so without the gate the rest of a batch would reach a screen that has already asked to go.
 */
public final class InputGate implements InputProcessor {
    private InputProcessor target;

    /** Events go to {@code processor} (may be null: none) from now on. */
    public void open(InputProcessor processor) {
        target = processor == this ? null : processor;
    }

    /** Events are dropped until the next {@link #open}. */
    public void close() {
        target = null;
    }

    public boolean isOpen() {
        return target != null;
    }

    @Override
    public boolean keyDown(int keycode) {
        return target != null && target.keyDown(keycode);
    }

    @Override
    public boolean keyUp(int keycode) {
        return target != null && target.keyUp(keycode);
    }

    @Override
    public boolean keyTyped(char character) {
        return target != null && target.keyTyped(character);
    }

    @Override
    public boolean touchDown(int screenX, int screenY, int pointer, int button) {
        return target != null && target.touchDown(screenX, screenY, pointer, button);
    }

    @Override
    public boolean touchUp(int screenX, int screenY, int pointer, int button) {
        return target != null && target.touchUp(screenX, screenY, pointer, button);
    }

    @Override
    public boolean touchCancelled(int screenX, int screenY, int pointer, int button) {
        return target != null && target.touchCancelled(screenX, screenY, pointer, button);
    }

    @Override
    public boolean touchDragged(int screenX, int screenY, int pointer) {
        return target != null && target.touchDragged(screenX, screenY, pointer);
    }

    @Override
    public boolean mouseMoved(int screenX, int screenY) {
        return target != null && target.mouseMoved(screenX, screenY);
    }

    @Override
    public boolean scrolled(float amountX, float amountY) {
        return target != null && target.scrolled(amountX, amountY);
    }
}
