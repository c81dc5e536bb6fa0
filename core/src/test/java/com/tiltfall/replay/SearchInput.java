package com.tiltfall.replay;

import com.tiltfall.input.ControlState;
import com.tiltfall.input.InputSource;

/**
 * The controls a searched game reads: set by the search, held until changed, quantised as a replay stores them, so
 * that the replay written afterwards plays back the same bits ({@link ReplaySearch}).
 */
final class SearchInput implements InputSource {
    private final ControlState held = new ControlState();

    void set(double moveX, boolean jump, boolean down) {
        held.moveX = Replay.quantise(moveX) / 100.0;
        held.jump = jump;
        held.down = down;
    }

    void set(ControlState c) {
        set(c.moveX, c.jump, c.down);
    }

    @Override
    public void poll(ControlState out) {
        out.set(held);
    }
}
