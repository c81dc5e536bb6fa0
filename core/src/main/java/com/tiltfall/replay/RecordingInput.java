package com.tiltfall.replay;

import com.tiltfall.input.ControlState;
import com.tiltfall.input.InputSource;

/** Passes another input source through and records what the simulation read, step by step. */
public final class RecordingInput implements InputSource {
    private final InputSource source;
    private final Replay replay;
    private final ControlState quantised = new ControlState();

    public RecordingInput(InputSource source, Replay replay) {
        this.source = source;
        this.replay = replay;
    }

    @Override
    public void poll(ControlState out) {
        source.poll(out);
        // The game plays exactly what the file will hold, so a recorded run replays the same.
        out.moveX = Replay.quantise(out.moveX) / 100.0;
        quantised.set(out);
        replay.add(quantised);
    }

    public Replay replay() {
        return replay;
    }
}
