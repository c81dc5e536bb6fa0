package com.tiltfall.desktop;

import com.tiltfall.input.Bindings;
import com.tiltfall.input.ControlState;
import com.tiltfall.input.Gamepad;

/**
 * A gamepad the test holds: the stick and standard-layout buttons are fields, read by the game exactly as a real
 * pad's (through the player's bindings). Under Xvfb nothing can hold a real key down for the game's polling; this can.
 */
final class TestPad implements Gamepad {
    static final int A = 0, B = 1, START = 9, DPAD_UP = 12, DPAD_DOWN = 13, DPAD_LEFT = 14, DPAD_RIGHT = 15;

    private final Bindings bindings;
    /** Left stick, -1..1 (x right, y down). */
    volatile double stickX, stickY;
    /** Held standard buttons, one bit each. */
    volatile int held;

    TestPad(Bindings bindings) {
        this.bindings = bindings;
    }

    void release() {
        stickX = 0;
        stickY = 0;
        held = 0;
    }

    @Override
    public boolean poll(ControlState out) {
        Gamepad.pollStandard(this, bindings, out);
        return true;
    }

    @Override
    public boolean startHeld() {
        return button(bindings.pad(Bindings.PAUSE));
    }

    @Override
    public boolean button(int standard) {
        return standard >= 0 && standard < 31 && (held & (1 << standard)) != 0;
    }

    @Override
    public double axis(int index) {
        return index == 0 ? stickX : stickY;
    }
}
