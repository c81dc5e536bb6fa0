package com.tiltfall.ecs.component;

import com.badlogic.ashley.core.Component;
import com.badlogic.ashley.core.Entity;

/**
 * The plate of a bounce pad: a dynamic body pushed up by a spring-damper force and held at the top of its travel by
 * a distance joint. The bounce pad system keeps it on its vertical line ({@link #originX}) and, while the player
 * touches it, lengthens the spring's rest length by {@link #boost} (an actuated spring: it pushes harder, so a
 * landing player is thrown higher than it fell).
 */
public class BouncePadComponent implements Component {
    public double originX;
    /** The entity holding the spring's {@link JointComponent}. */
    public Entity spring;
    /** The spring's rest length at rest, m, and how much longer it gets while the player is on the pad. */
    public double restLength, boost;

    public boolean boosted;
    /** Seconds since the player last touched the plate. */
    public double offTimer;

    /** The plate rose under the player: leaving it now, going up, is a launch ({@code GameEvents.SPRING}). */
    public boolean launching;
    /** The body of the player the plate rose under. */
    public int launcher = -1;
    /** Seconds since the plate last rose under the player. */
    public double sinceRising;
    /** Launches so far (the renderer puffs dust at each new one: it sees frames, not steps' events). */
    public int launches;
}
