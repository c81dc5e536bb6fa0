package com.tiltfall.physics.dynamics;

import com.tiltfall.physics.collision.Circle;
import com.tiltfall.physics.collision.Polygon;

/** Small helpers for building test scenes. */
final class Scenes {
    private Scenes() {}

    static int ground(World w, float topY) {
        int g = w.createBody(World.STATIC, 0, topY - 1f, 0);
        w.createCollider(g, Polygon.box(100f, 1f), 0, 0.6f, 0);
        return g;
    }

    static int box(World w, float x, float y, float hw, float hh, float density, float friction) {
        int b = w.createBody(World.DYNAMIC, x, y, 0);
        w.createCollider(b, Polygon.box(hw, hh), density, friction, 0);
        return b;
    }

    static int ball(World w, float x, float y, float r, float density, float friction, float restitution) {
        int b = w.createBody(World.DYNAMIC, x, y, 0);
        w.createCollider(b, new Circle(r), density, friction, restitution);
        return b;
    }

    static float speed(World w, int b) {
        return (float) Math.hypot(w.getVelocityX(b), w.getVelocityY(b));
    }
}
