package com.tiltfall.ecs.component;

import com.badlogic.ashley.core.Component;

/**
 * Where a body rests when the level starts. Whenever the player is put back at a respawn point, the level rules put
 * this body back here, at rest: a swing the player set swinging before a fall hangs still for the next try, as it
 * did for the first.
 */
public class RestPoseComponent implements Component {
    public double x, y, angle;

    public RestPoseComponent set(double x, double y, double angle) {
        this.x = x;
        this.y = y;
        this.angle = angle;
        return this;
    }
}
