package com.tiltfall.ecs.component;

import com.badlogic.ashley.core.Component;
import com.tiltfall.input.ControlState;

/**
 * The player: the controls it received for the current fixed step and three plain-data parts: its feel
 * ({@link PlayerTuning}, per level), what the controller remembers between steps ({@link PlayerControllerState}) and
 * what it did ({@link PlayerStats}). See docs/player.md.
 */
public class PlayerComponent implements Component {
    public final ControlState controls = new ControlState();
    public final PlayerTuning tuning = new PlayerTuning();
    public final PlayerControllerState state = new PlayerControllerState();
    public final PlayerStats stats = new PlayerStats();

    /**
     * The centre's range in x, m: the map's sides hold the player like walls (set from the map's width when a level
     * is built; maps have no wall there, and walking off the left edge from the spawn used to cost lives).
     */
    public double minX = Double.NEGATIVE_INFINITY, maxX = Double.POSITIVE_INFINITY;

    // ---------------------------------------------------------------- the "player was hit" hook
    /** Set by {@link #hit}; read and cleared by the level rules after the physics step. */
    public boolean hitPending, hitRespawns;

    /**
     * The player was hit (an enemy, a crusher...): the level rules take a life at the end of this step and, when
     * {@code respawn} is true, put the player back at the last checkpoint. Any system may call it; several hits in
     * one step cost one life.
     */
    public void hit(boolean respawn) {
        hitPending = true;
        hitRespawns |= respawn;
    }

    /** Respawn: the controller's state as for a player just placed, no hit pending; tuning and statistics kept. */
    public void resetState() {
        state.reset();
        hitPending = hitRespawns = false;
    }
}
