package com.tiltfall.share;

import com.tiltfall.replay.Replay;

/** A run as a code carries it: the level (id and file hash), the inputs and what the sender's game says it reached. */
public final class SharedRun {
    /** The level's asset path, e.g. "levels/01-first-slopes.tmx" (also in {@link Replay#level}). */
    public String levelId;

    public long levelHash;
    public Replay replay;
    public Claim claim;
}
