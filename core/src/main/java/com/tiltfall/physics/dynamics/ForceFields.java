package com.tiltfall.physics.dynamics;

import com.tiltfall.physics.collision.ArrayGrowth;

/**
 * Force fields: axis-aligned boxes that accelerate every dynamic body whose centre of mass is inside them by a fixed
 * acceleration (a fan's air, wind: F = m a, so light and heavy bodies alike). Applied at the start of each step as
 * forces at the centre of mass, added to the applied forces (cleared after the step); a body they push is kept awake.
 * Struct of arrays indexed by field slot, no allocation per step.
 */
final class ForceFields {
    final IdPool ids = new IdPool("force field");
    int cap;
    boolean[] alive;
    /** Box (minX, minY, maxX, maxY) and acceleration (ax, ay), m/s^2. */
    double[] minX, minY, maxX, maxY, ax, ay;

    private final World world;

    ForceFields(World world) {
        this.world = world;
    }

    void grow(int n) {
        alive = ArrayGrowth.grow(alive, n);
        minX = ArrayGrowth.grow(minX, n);
        minY = ArrayGrowth.grow(minY, n);
        maxX = ArrayGrowth.grow(maxX, n);
        maxY = ArrayGrowth.grow(maxY, n);
        ax = ArrayGrowth.grow(ax, n);
        ay = ArrayGrowth.grow(ay, n);
        cap = n;
    }

    int create(double x0, double y0, double x1, double y1, double accX, double accY) {
        int f = ids.alloc();
        if (f == cap) grow(2 * cap);
        alive[f] = true;
        minX[f] = Math.min(x0, x1);
        minY[f] = Math.min(y0, y1);
        maxX[f] = Math.max(x0, x1);
        maxY[f] = Math.max(y0, y1);
        ax[f] = accX;
        ay[f] = accY;
        return f;
    }

    void destroy(int f) {
        alive[f] = false;
        ids.release(f);
    }

    /** The summed vertical acceleration of the fields whose box holds the point (x, y), m/s^2. */
    double accelerationY(double x, double y) {
        double sum = 0.0;
        for (int f = 0; f < ids.high; f++) if (alive[f] && holds(f, x, y)) sum += ay[f];
        return sum;
    }

    /** Whether field f's box holds the point (x, y), edges included. */
    private boolean holds(int f, double x, double y) {
        return x >= minX[f] && x <= maxX[f] && y >= minY[f] && y <= maxY[f];
    }

    /** Adds m a to the applied force of every dynamic body whose centre is inside a field, and wakes it. */
    void apply() {
        if (ids.count() == 0) return;
        final Bodies bodies = world.bodies;
        final int[] type = bodies.type, flags = bodies.flags;
        final double[] px = bodies.pose.px, py = bodies.pose.py, mass = bodies.mass.mass;
        final double[] fx = bodies.motion.fx, fy = bodies.motion.fy;
        for (int f = 0; f < ids.high; f++) {
            if (!alive[f]) continue;
            for (int b = 0, n = bodies.ids.high; b < n; b++) {
                if ((flags[b] & Bodies.ALIVE) == 0 || type[b] != Bodies.DYNAMIC) continue;
                if (!holds(f, px[b], py[b])) continue;
                fx[b] += mass[b] * ax[f];
                fy[b] += mass[b] * ay[f];
                world.islands.wakeBody(b);
            }
        }
    }
}
