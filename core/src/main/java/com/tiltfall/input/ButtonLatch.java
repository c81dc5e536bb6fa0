package com.tiltfall.input;

/**
 * Keeps a pad button's press until the game reads it, so that a tap shorter than a frame (pressed and released
 * between two reads) still counts once. Platforms feed it samples as often as they can (events, timers); the game
 * reads it once per fixed step.
 */
public final class ButtonLatch {
    private final boolean[] held;
    private final boolean[] pressedUnread;

    public ButtonLatch(int buttons) {
        held = new boolean[buttons];
        pressedUnread = new boolean[buttons];
    }

    /** One observation of the button: a press is kept until {@link #read}, even if released before it. */
    public void sample(int button, boolean down) {
        if (button < 0 || button >= held.length) return;
        if (down && !held[button]) pressedUnread[button] = true;
        held[button] = down;
    }

    /** Held now, or pressed since the last read (which this read consumes). */
    public boolean read(int button) {
        if (button < 0 || button >= held.length) return false;
        boolean result = held[button] || pressedUnread[button];
        pressedUnread[button] = false;
        return result;
    }

    /** Forgets every button (the pad was unplugged). */
    public void clear() {
        for (int b = 0; b < held.length; b++) held[b] = pressedUnread[b] = false;
    }
}
