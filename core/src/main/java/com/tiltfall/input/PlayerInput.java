package com.tiltfall.input;

/**
 * What the player does while playing: the keyboard and, when connected or shown, a gamepad and the on-screen touch
 * controls, all at the same time.
 */
public final class PlayerInput implements InputSource {
    private final InputSource keyboard;
    private final Gamepad[] pads;

    public PlayerInput(InputSource keyboard, Gamepad... pads) {
        this.keyboard = keyboard;
        this.pads = pads;
    }

    @Override
    public void poll(ControlState out) {
        keyboard.poll(out);
        for (Gamepad pad : pads) pad.poll(out);
    }
}
