package com.tiltfall.ecs.component;

import com.badlogic.ashley.core.Component;
import com.badlogic.ashley.core.Entity;

/**
 * A switch in the floor that only the player's feet side presses (a tumbling landing on a side does not): it opens
 * the door named {@link #doorName}, for good ({@link #latch}) or while pressed. The switch system finds the door.
 */
public class FootSwitchComponent implements Component {
    public String doorName = "";
    public boolean latch = true;
    /** The door entity, found by name on the switch system's first step. */
    public Entity door;
    /** Pressed by the feet after the last step; ever pressed. */
    public boolean pressed, used;
}
