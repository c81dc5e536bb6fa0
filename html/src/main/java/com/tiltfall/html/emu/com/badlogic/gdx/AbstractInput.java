package com.badlogic.gdx;

/**
 * The web build's libGDX {@code AbstractInput}: the same, with the keys to catch as flags per key code instead of
 * libGDX's {@code IntSet} (with {@code DefaultGwtInput}'s held keys and buttons as flags too, that class leaves the
 * start script; docs/performance/web.md). A key code outside 0 to {@code Keys.MAX_KEYCODE} is never caught (no key
 * event has one).
 */
public abstract class AbstractInput implements Input {
    protected final boolean[] pressedKeys;
    protected final boolean[] justPressedKeys;
    private final boolean[] keysToCatch = new boolean[Keys.MAX_KEYCODE + 1];
    protected int pressedKeyCount;
    protected boolean keyJustPressed;

    public AbstractInput() {
        pressedKeys = new boolean[Keys.MAX_KEYCODE + 1];
        justPressedKeys = new boolean[Keys.MAX_KEYCODE + 1];
    }

    @Override
    public boolean isKeyPressed(int key) {
        if (key == Input.Keys.ANY_KEY) {
            return pressedKeyCount > 0;
        }
        if (key < 0 || key > Keys.MAX_KEYCODE) {
            return false;
        }
        return pressedKeys[key];
    }

    @Override
    public boolean isKeyJustPressed(int key) {
        if (key == Input.Keys.ANY_KEY) {
            return keyJustPressed;
        }
        if (key < 0 || key > Keys.MAX_KEYCODE) {
            return false;
        }
        return justPressedKeys[key];
    }

    @Override
    public void setCatchKey(int keycode, boolean catchKey) {
        if (keycode >= 0 && keycode <= Keys.MAX_KEYCODE) keysToCatch[keycode] = catchKey;
    }

    @Override
    public boolean isCatchKey(int keycode) {
        return keycode >= 0 && keycode <= Keys.MAX_KEYCODE && keysToCatch[keycode];
    }
}
