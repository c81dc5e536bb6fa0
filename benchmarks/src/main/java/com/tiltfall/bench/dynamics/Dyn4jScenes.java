package com.tiltfall.bench.dynamics;

import org.dyn4j.dynamics.Body;
import org.dyn4j.dynamics.joint.RevoluteJoint;
import org.dyn4j.geometry.Geometry;
import org.dyn4j.geometry.MassType;
import org.dyn4j.geometry.Vector2;
import org.dyn4j.world.World;

/** The same scenes on dyn4j 6.0.0 with its default settings (reference only: never used by the game). */
public final class Dyn4jScenes {
    private Dyn4jScenes() {}

    public static World<Body> newWorld() {
        World<Body> w = new World<>();
        w.setGravity(0, -10);
        return w;
    }

    private static Body body(World<Body> w, double x, double y) {
        Body b = new Body();
        b.translate(x, y);
        w.addBody(b);
        return b;
    }

    public static Body pyramid(World<Body> w, int base) {
        Body ground = new Body();
        ground.addFixture(Geometry.createRectangle(2 * Math.max(100, base), 2), 1, 0.6, 0);
        ground.setMass(MassType.INFINITE);
        ground.translate(0, -1);
        w.addBody(ground);
        double h = 0.5;
        Body top = null;
        for (int i = 0; i < base; i++) {
            double y = (2 * i + 1) * h;
            for (int j = i; j < base; j++) {
                double x = (i + 1) * h + 2 * (j - i) * h - h * base;
                Body b = new Body();
                b.addFixture(Geometry.createSquare(1.0), 1, 0.6, 0);
                b.setMass(MassType.NORMAL);
                b.translate(x, y);
                w.addBody(b);
                top = b;
            }
        }
        return top;
    }

    public static Body tumbler(World<Body> w) {
        Body drum = new Body();
        drum.addFixture(translated(Geometry.createRectangle(1, 20), 10, 0), 50, 0.6, 0);
        drum.addFixture(translated(Geometry.createRectangle(1, 20), -10, 0), 50, 0.6, 0);
        drum.addFixture(translated(Geometry.createRectangle(20, 1), 0, 10), 50, 0.6, 0);
        drum.addFixture(translated(Geometry.createRectangle(20, 1), 0, -10), 50, 0.6, 0);
        drum.setMass(MassType.INFINITE);
        drum.translate(0, 10);
        drum.setAngularVelocity(Math.toRadians(25));
        w.addBody(drum);
        for (int i = 0; i < 45; i++) {
            for (int j = 0; j < 45; j++) {
                Body b = new Body();
                b.addFixture(Geometry.createSquare(0.25), 1, 0.6, 0);
                b.setMass(MassType.NORMAL);
                b.translate(-6.6 + 0.3 * i, 10 - 6.6 + 0.3 * j);
                w.addBody(b);
            }
        }
        return drum;
    }

    private static org.dyn4j.geometry.Rectangle translated(org.dyn4j.geometry.Rectangle r, double x, double y) {
        r.translate(x, y);
        return r;
    }

    public static void jointGrid(World<Body> w, int n) {
        Body[] ids = new Body[n * n];
        int index = 0;
        for (int k = 0; k < n; k++) {
            for (int i = 0; i < n; i++) {
                boolean fixed = k >= n / 2 - 3 && k <= n / 2 + 3 && i == 0;
                Body b = new Body();
                b.addFixture(Geometry.createCircle(0.4), 1, 0.6, 0);
                b.setMass(fixed ? MassType.INFINITE : MassType.NORMAL);
                b.setLinearDamping(0.1);
                b.setAngularDamping(0.1);
                b.translate(k, -i);
                w.addBody(b);
                if (i > 0) w.addJoint(new RevoluteJoint<Body>(ids[index - 1], b, new Vector2(k, -i + 0.5)));
                if (k > 0) w.addJoint(new RevoluteJoint<Body>(ids[index - n], b, new Vector2(k - 0.5, -i)));
                ids[index++] = b;
            }
        }
    }
}
