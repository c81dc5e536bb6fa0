package com.tiltfall.ecs.component;

import com.badlogic.ashley.core.Component;

/**
 * On the player: enemy hits. The enemy contact system reports a hit through {@code PlayerComponent.hit} (the level
 * rules take the life) and starts {@link #invulnerable}. The renderer blinks the player while {@link #invulnerable} >
 * 0.
 */
public class HurtComponent implements Component {
    /** How long a hit protects the player from the next one, s. */
    public double invulnerability = 1.0;
    /** Seconds of protection left. */
    public double invulnerable;
    /** Hits taken and enemies stomped in this level (counters). */
    public int hits, stomps;
    /** Upward speed given to the player by a stomp, m/s. */
    public double stompBounce = 9.0;
    /**
     * A hit throws the player away from the enemy at this horizontal speed with at least {@link #knockbackLift} up,
     * m/s: a short hop that opens a gap, so an enemy walking into a player who stands still takes one life, not one
     * a second (the enemy also turns away).
     */
    public double knockbackSpeed = 4.0, knockbackLift = 4.0;
}
