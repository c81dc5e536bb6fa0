package com.tiltfall.ecs.component;

import com.badlogic.ashley.core.Component;
import com.tiltfall.input.ControlState;

/** Marks the player and holds the controls it received for the current fixed step. */
public class PlayerComponent implements Component {
    public final ControlState controls = new ControlState();
    /** Fastest spin the player can steer to, rad/s. */
    public float maxSpin = 6f;
    /** How quickly the spin follows the controls, rad/s^2. */
    public float spinAcceleration = 20f;
}
