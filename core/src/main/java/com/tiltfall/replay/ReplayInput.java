package com.tiltfall.replay;

import com.tiltfall.input.ControlState;
import com.tiltfall.input.InputSource;

/** Plays a {@link Replay} back, one step per poll; after its end, no buttons are held. */
public final class ReplayInput implements InputSource {
    private final Replay replay;
    private int run, inRun, played;

    public ReplayInput(Replay replay) {
        this.replay = replay;
    }

    @Override
    public void poll(ControlState out) {
        out.clear();
        while (run < replay.runCount() && inRun >= replay.runLength(run)) {
            run++;
            inRun = 0;
        }
        if (run >= replay.runCount()) return;
        out.moveX = replay.runMove(run) / 100.0;
        int flags = replay.runFlags(run);
        out.jump = (flags & Replay.JUMP) != 0;
        out.down = (flags & Replay.DOWN) != 0;
        inRun++;
        played++;
    }

    public boolean finished() {
        return played >= replay.steps();
    }

    public int played() {
        return played;
    }
}
