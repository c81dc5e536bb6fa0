package com.tiltfall.ecs.system.player;

import com.tiltfall.physics.math.DetMath;

/** The small angle and limit helpers the controller's steps share (DetMath only: bit-identical in the browser). */
public final class ControlMath {
    private ControlMath() {}

    /** {@code v} limited to [-limit, limit]. */
    public static double clamp(double v, double limit) {
        return v > limit ? limit : (v < -limit ? -limit : v);
    }

    /** An angle wrapped into [-pi, pi]. */
    public static double wrap(double a) {
        if (a > DetMath.PI || a < -DetMath.PI)
            a -= 2.0 * DetMath.PI * Math.floor((a + DetMath.PI) / (2.0 * DetMath.PI));
        return a;
    }

    /** The signed angle from the controller's up (at {@code angle}) to the normal (nx, ny), rad. */
    public static double tilt(double angle, double nx, double ny) {
        double ux = -DetMath.sin(angle), uy = DetMath.cos(angle);
        return DetMath.atan2(ux * ny - uy * nx, ux * nx + uy * ny);
    }
}
