package com.tiltfall.bench.dynamics;

import com.tiltfall.physics.collision.Circle;
import com.tiltfall.physics.collision.Polygon;
import com.tiltfall.physics.dynamics.BodyDef;
import com.tiltfall.physics.dynamics.BodyType;
import com.tiltfall.physics.dynamics.ColliderDef;
import com.tiltfall.physics.dynamics.RevoluteJointDef;
import com.tiltfall.physics.dynamics.World;

/** Box2D v3 benchmark scenes (shared/benchmarks.c) built on Tiltfall's World: 60 Hz, g = -10, friction 0.6, density 1. */
public final class TiltfallScenes {
    private TiltfallScenes() {}

    public static World newWorld() {
        World w = new World(0, -10.0);
        w.setSubSteps(4); // Box2D v3's default
        w.setSleepingEnabled(false); // Box2D's benchmarks disable sleeping
        return w;
    }

    /** Pyramid of 1 m boxes with the given base (40 -> 820 boxes, 100 -> 5050). Returns the top box. */
    public static int pyramid(World w, int base) {
        int ground = w.createBody(new BodyDef().type(BodyType.STATIC).position(0, -1.0));
        w.createCollider(
                ground,
                new ColliderDef(Polygon.box(Math.max(100.0, base), 1.0))
                        .density(0)
                        .friction(0.6));
        double h = 0.5;
        Polygon box = Polygon.box(h, h);
        int top = -1;
        for (int i = 0; i < base; i++) {
            double y = (2 * i + 1) * h;
            for (int j = i; j < base; j++) {
                double x = (i + 1) * h + 2.0 * (j - i) * h - h * base;
                int b = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(x, y));
                w.createCollider(b, new ColliderDef(box).density(1.0).friction(0.6));
                top = b;
            }
        }
        return top;
    }

    /** Kinematic 20 m drum turning at 25 deg/s with 2025 boxes of 0.25 m inside. Returns the drum. */
    public static int tumbler(World w) {
        int drum = w.createBody(new BodyDef().type(BodyType.KINEMATIC).position(0, 10.0));
        w.createCollider(
                drum,
                new ColliderDef(Polygon.box(0.5, 10.0, 10.0, 0, 0))
                        .density(50.0)
                        .friction(0.6));
        w.createCollider(
                drum,
                new ColliderDef(Polygon.box(0.5, 10.0, -10.0, 0, 0))
                        .density(50.0)
                        .friction(0.6));
        w.createCollider(
                drum,
                new ColliderDef(Polygon.box(10.0, 0.5, 0, 10.0, 0))
                        .density(50.0)
                        .friction(0.6));
        w.createCollider(
                drum,
                new ColliderDef(Polygon.box(10.0, 0.5, 0, -10.0, 0))
                        .density(50.0)
                        .friction(0.6));
        w.setAngularVelocity(drum, Math.toRadians(25));
        Polygon box = Polygon.box(0.125, 0.125);
        for (int i = 0; i < 45; i++) {
            for (int j = 0; j < 45; j++) {
                int b = w.createBody(
                        new BodyDef().type(BodyType.DYNAMIC).position(-6.6 + 0.3 * i, 10.0 - 6.6 + 0.3 * j));
                w.createCollider(b, new ColliderDef(box).density(1.0).friction(0.6));
            }
        }
        return drum;
    }

    /** N x N circles of radius 0.4 joined to their neighbours by revolute pins; 7 top bodies static. */
    public static void jointGrid(World w, int n) {
        int[] ids = new int[n * n];
        Circle circle = new Circle(0.4);
        int index = 0;
        for (int k = 0; k < n; k++) {
            for (int i = 0; i < n; i++) {
                boolean fixed = k >= n / 2 - 3 && k <= n / 2 + 3 && i == 0;
                int b = w.createBody(new BodyDef()
                        .type(fixed ? BodyType.STATIC : BodyType.DYNAMIC)
                        .position(k, -i));
                w.createCollider(b, new ColliderDef(circle).density(1.0).friction(0.6));
                w.setLinearDamping(b, 0.1);
                w.setAngularDamping(b, 0.1);
                if (i > 0) w.createRevoluteJoint(new RevoluteJointDef(ids[index - 1], b, k, -i + 0.5));
                if (k > 0) w.createRevoluteJoint(new RevoluteJointDef(ids[index - n], b, k - 0.5, -i));
                ids[index++] = b;
            }
        }
    }
}
