package com.tiltfall.share;

import com.tiltfall.input.ControlState;
import com.tiltfall.replay.Replay;
import com.tiltfall.replay.ReplayInput;

/** Test helper: appends every step of one replay to another. */
final class ReplayInputCopy {
    private ReplayInputCopy() {}

    static void append(Replay from, Replay to) {
        ReplayInput in = new ReplayInput(from);
        ControlState c = new ControlState();
        for (int i = 0; i < from.steps(); i++) {
            in.poll(c);
            to.add(c);
        }
    }
}
