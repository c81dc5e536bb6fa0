package com.tiltfall.input;

/** What the player does while playing: the keyboard and, when one is connected, a gamepad, at the same time. */
public final class PlayerInput implements InputSource {
    private final InputSource keyboard;
    private final Gamepad gamepad;

    public PlayerInput(InputSource keyboard, Gamepad gamepad) {
        this.keyboard = keyboard;
        this.gamepad = gamepad;
    }

    @Override
    public void poll(ControlState out) {
        keyboard.poll(out);
        gamepad.poll(out);
    }
}
