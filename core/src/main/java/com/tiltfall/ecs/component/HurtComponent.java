package com.tiltfall.ecs.component;

import com.badlogic.ashley.core.Component;

/**
 * On the player: enemy hits. The enemy contact system sets {@link #hit} and starts {@link #invulnerable}; the rules
 * (the gameplay events system) turn a hit into a lost life through the same path as any death and clear it. The
 * renderer blinks the player while {@link #invulnerable} > 0.
 */
public class HurtComponent implements Component {
    /** How long a hit protects the player from the next one, s. */
    public double invulnerability = 1.0;
    /** Seconds of protection left. */
    public double invulnerable;
    /** A hit happened this step and has not been handled by the rules yet. */
    public boolean hit;
    /** Hits taken and enemies stomped in this level (counters). */
    public int hits, stomps;
    /** Upward speed given to the player by a stomp, m/s. */
    public double stompBounce = 9.0;
}
