package com.tiltfall.ecs.component;

/**
 * What the player did in this level, counted by the controller (plain data): read by the HUD, the effects, the
 * session's points and the tests; a respawn keeps them.
 */
public final class PlayerStats {
    /** Jumps taken, ground snaps, righting hops and rolls. */
    public int jumps, snaps, rightings, rolls;
    /** Tricks landed, the full turns they scored in all, the turns of the last one; bad landings. */
    public int tricks, trickTurns, lastTrickTurns, badLandings;
    /** Corner corrections and ledge lifts done (docs/player.md). */
    public int cornerCorrections, ledgeLifts;
}
