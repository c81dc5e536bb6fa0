package com.tiltfall.ecs.component;

import com.badlogic.ashley.core.Component;

/**
 * A thing that makes itself heard when the player starts touching it (lands on a conveyor, enters a fan's zone,
 * is hit by a wrecking ball): the touch cue system adds {@link #event} (a {@code GameEvents} constant) once per
 * touch.
 */
public class TouchCueComponent implements Component {
    public int event;
    /** Whether the player touched it after the last step (kept by the touch cue system). */
    public boolean touching;
    /** Scratch of the touch cue system: touched after this step. */
    public boolean touchedNow;

    public TouchCueComponent event(int event) {
        this.event = event;
        return this;
    }
}
