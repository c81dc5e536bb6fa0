package com.tiltfall.physics.dynamics;

import com.tiltfall.physics.collision.Circle;
import com.tiltfall.physics.collision.Polygon;

/** Small helpers for building test scenes. */
final class Scenes {
    private Scenes() {}

    static int ground(World w, double topY) {
        int g = w.createBody(new BodyDef().type(BodyType.STATIC).position(0, topY - 1.0));
        w.createCollider(g, new ColliderDef(Polygon.box(100.0, 1.0)).density(0).friction(0.6));
        return g;
    }

    static int box(World w, double x, double y, double hw, double hh, double density, double friction) {
        int b = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(x, y));
        w.createCollider(
                b, new ColliderDef(Polygon.box(hw, hh)).density(density).friction(friction));
        return b;
    }

    static int ball(World w, double x, double y, double r, double density, double friction, double restitution) {
        int b = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(x, y));
        w.createCollider(
                b,
                new ColliderDef(new Circle(r))
                        .density(density)
                        .friction(friction)
                        .restitution(restitution));
        return b;
    }

    static double speed(World w, int b) {
        return Math.hypot(w.getVelocityX(b), w.getVelocityY(b));
    }
}
