package com.tiltfall.input;

/** The controls of one fixed step, as plain values (the game never asks the keyboard directly). */
public final class ControlState {
    /** Horizontal intent in [-1, 1]: -1 left, +1 right. */
    public double moveX;

    public boolean jump;
    public boolean down;

    public void set(ControlState other) {
        moveX = other.moveX;
        jump = other.jump;
        down = other.down;
    }

    public void clear() {
        moveX = 0.0;
        jump = false;
        down = false;
    }
}
