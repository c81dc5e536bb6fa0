package com.tiltfall.input;

/**
 * Where the player's intent comes from: the keyboard and gamepad while playing, a recorded input sequence in a
 * replay or a test. The simulation reads only this, once per fixed step, so a run is reproducible from its inputs.
 */
public interface InputSource {
    /** Fills {@code out} with the controls held during the next fixed step. */
    void poll(ControlState out);
}
