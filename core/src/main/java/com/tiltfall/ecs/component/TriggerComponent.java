package com.tiltfall.ecs.component;

import com.badlogic.ashley.core.Component;

/** A sensor with a gameplay meaning, reacted to by the level rules (GameplayEventSystem) when the player touches it. */
public class TriggerComponent implements Component {
    public static final int GOAL = 1, COIN = 2, HAZARD = 3, CHECKPOINT = 4, GEM = 5;
    public int kind;
    /** Set once a coin or gem has been counted (its removal from the engine is deferred to the end of the update). */
    public boolean used;
    /** CHECKPOINT: where the player respawns once it has been touched (its centre, standing on the flag's base), m. */
    public double respawnX, respawnY;
    /**
     * CHECKPOINT: it is also reached by passing its x anywhere above its base (a jump over the flag, or a throw high
     * above it), not only by touching the flag, m.
     */
    public double passX, passBase = Double.POSITIVE_INFINITY;
    /** CHECKPOINT: how the log names it, e.g. {@code checkpoint 12 "flag" at (5.5, 1 m)}. */
    public String label = "";
}
