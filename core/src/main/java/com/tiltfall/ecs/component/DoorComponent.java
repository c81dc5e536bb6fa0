package com.tiltfall.ecs.component;

import com.badlogic.ashley.core.Component;

/** A door (a kinematic block) that slides up by {@link #rise} m at {@link #speed} m/s while open, back when closed. */
public class DoorComponent implements Component {
    /** Its name in the level (switches name their door). */
    public String name = "";

    public double closedX, closedY, rise, speed = 3.0;
    /** Set by the switch system. */
    public boolean open;
}
