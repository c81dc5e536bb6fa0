package com.tiltfall.physics.dynamics;

import com.tiltfall.physics.collision.Circle;
import com.tiltfall.physics.collision.Polygon;

/** Small helpers for building test scenes. */
final class Scenes {
    private Scenes() {}

    static int ground(World w, double topY) {
        int g = w.createBody(World.STATIC, 0, topY - 1.0, 0);
        w.createCollider(g, Polygon.box(100.0, 1.0), 0, 0.6, 0);
        return g;
    }

    static int box(World w, double x, double y, double hw, double hh, double density, double friction) {
        int b = w.createBody(World.DYNAMIC, x, y, 0);
        w.createCollider(b, Polygon.box(hw, hh), density, friction, 0);
        return b;
    }

    static int ball(World w, double x, double y, double r, double density, double friction, double restitution) {
        int b = w.createBody(World.DYNAMIC, x, y, 0);
        w.createCollider(b, new Circle(r), density, friction, restitution);
        return b;
    }

    static double speed(World w, int b) {
        return Math.hypot(w.getVelocityX(b), w.getVelocityY(b));
    }
}
