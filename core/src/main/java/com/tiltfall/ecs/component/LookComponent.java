package com.tiltfall.ecs.component;

import com.badlogic.ashley.core.Component;
import com.tiltfall.kinds.Look;

/** How the entity is drawn ({@link Look}, set by its kind); rendering data, the simulation never reads it. */
public class LookComponent implements Component {
    public Look look;
}
