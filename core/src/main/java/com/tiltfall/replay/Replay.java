package com.tiltfall.replay;

import com.badlogic.gdx.utils.IntArray;
import com.tiltfall.input.ControlState;

/**
 * A run as the sequence of controls the simulation read, one entry per fixed step. The simulation is deterministic
 * given its inputs, so this is all it takes to play a run again (bit-identical on the same JVM; on the web, where
 * floats are doubles, close but not guaranteed identical).
 *
 * <p>Stored run-length encoded: each run is (steps, moveX in hundredths, flags). moveX is quantised to 1/100 so
 * the file means the same number on every platform.
 */
public final class Replay {
    static final int JUMP = 1, DOWN = 2;

    /** The level this run was recorded on, as an asset path (e.g. "levels/01-first-slopes.tmx"). */
    public String level = "";

    /**
     * {@link com.tiltfall.sim.Simulation#stateHash()} after the last recorded step, when the recorder knew it: a
     * replay played anywhere must end in this state (0 with {@link #hasEndHash} false when unknown).
     */
    public long endHash;

    public boolean hasEndHash;

    private final IntArray runs = new IntArray();
    private int steps;

    public int steps() {
        return steps;
    }

    public int runCount() {
        return runs.size / 3;
    }

    /** Appends one step's controls (quantised as stored). */
    public void add(ControlState c) {
        int move = quantise(c.moveX);
        int flags = (c.jump ? JUMP : 0) | (c.down ? DOWN : 0);
        int n = runs.size;
        if (n > 0 && runs.get(n - 2) == move && runs.get(n - 1) == flags) {
            runs.incr(n - 3, 1);
        } else {
            runs.add(1, move, flags);
        }
        steps++;
    }

    /** Appends {@code count} steps of the same controls. */
    public void add(int count, double moveX, boolean jump, boolean down) {
        if (count <= 0) return;
        ControlState c = new ControlState();
        c.moveX = moveX;
        c.jump = jump;
        c.down = down;
        for (int i = 0; i < count; i++) add(c);
    }

    int runLength(int run) {
        return runs.get(3 * run);
    }

    int runMove(int run) {
        return runs.get(3 * run + 1);
    }

    int runFlags(int run) {
        return runs.get(3 * run + 2);
    }

    public void clear() {
        runs.clear();
        steps = 0;
        hasEndHash = false;
        endHash = 0;
    }

    static int quantise(double moveX) {
        if (moveX != moveX) return 0;
        double clamped = Math.max(-1.0, Math.min(1.0, moveX));
        return (int) Math.round(clamped * 100.0);
    }
}
