package com.tiltfall.kinds;

import com.badlogic.ashley.core.Entity;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.JointComponent;
import com.tiltfall.ecs.component.LookComponent;
import com.tiltfall.ecs.component.ShapeComponent;
import com.tiltfall.ecs.component.TransformComponent;
import com.tiltfall.ecs.component.TriggerComponent;
import com.tiltfall.physics.collision.Polygon;
import com.tiltfall.physics.collision.Shape;
import com.tiltfall.physics.dynamics.BodyType;
import com.tiltfall.physics.math.DetMath;

/** Building blocks the entity kinds make their entities from: bodies, sensors, pictures, joints. */
public final class Parts {
    private Parts() {}

    /** An entity with a body of the given shapes (body-local) and a transform. */
    public static Entity body(BodyType type, double x, double y, double angle, Shape[] shapes, int category) {
        Entity e = new Entity();
        BodyComponent b = new BodyComponent();
        b.type = type;
        b.x = x;
        b.y = y;
        b.angle = angle;
        b.shapes = shapes;
        b.category = category;
        e.add(b);
        e.add(new TransformComponent().set(x, y, angle));
        return e;
    }

    /** A static body without colliders: an anchor for joints. */
    public static Entity anchor(double x, double y) {
        return body(BodyType.STATIC, x, y, 0.0, new Shape[0], BodyComponent.CAT_TERRAIN);
    }

    /** A picture only (no body). */
    public static Entity picture(double x, double y, double angle, double[] localVertices, double[] rgb) {
        Entity e = new Entity();
        e.add(new TransformComponent().set(x, y, angle));
        e.add(shape(localVertices, rgb));
        return e;
    }

    /** A static sensor box with a gameplay meaning, set off by the player only. */
    public static Entity trigger(
            double x, double y, double angle, double w, double h, int kind, double[] rgb, Look look) {
        Entity e = body(
                BodyType.STATIC, x, y, angle, new Shape[] {Polygon.box(w / 2.0, h / 2.0)}, BodyComponent.CAT_SENSOR);
        sensor(e);
        TriggerComponent t = new TriggerComponent();
        t.kind = kind;
        e.add(t);
        e.add(shape(box(w / 2.0, h / 2.0), rgb));
        return look(e, look);
    }

    /** Gives the entity (a body, a joint) its look; returns it. */
    public static Entity look(Entity e, Look look) {
        LookComponent c = new LookComponent();
        c.look = look;
        return e.add(c);
    }

    public static void sensor(Entity e) {
        BodyComponent b = e.getComponent(BodyComponent.class);
        b.sensor = true;
        b.mask = BodyComponent.CAT_PLAYER; // only the player sets off triggers
    }

    public static Entity distance(
            Entity a, Entity b, double ax, double ay, double bx, double by, double min, double max) {
        JointComponent j = joint(JointComponent.DISTANCE, a, b);
        j.anchorAX = ax;
        j.anchorAY = ay;
        j.anchorBX = bx;
        j.anchorBY = by;
        j.minLength = min;
        j.maxLength = max;
        return new Entity().add(j);
    }

    /** A pin at the world point (x, y). */
    public static Entity pin(Entity a, Entity b, double x, double y) {
        JointComponent j = joint(JointComponent.REVOLUTE, a, b);
        j.anchorAX = x;
        j.anchorAY = y;
        return new Entity().add(j);
    }

    public static Entity spring(Entity a, Entity b, double restLength, double stiffness, double damping) {
        JointComponent j = joint(JointComponent.SPRING, a, b);
        j.minLength = restLength;
        j.stiffness = stiffness;
        j.damping = damping;
        return new Entity().add(j);
    }

    private static JointComponent joint(int kind, Entity a, Entity b) {
        JointComponent j = new JointComponent();
        j.kind = kind;
        j.a = a;
        j.b = b;
        return j;
    }

    /** The picture of an entity: rendering data, so float (the simulation never reads it). */
    public static ShapeComponent shape(double[] localVertices, double[] rgb) {
        ShapeComponent s = new ShapeComponent().color((float) rgb[0], (float) rgb[1], (float) rgb[2]);
        s.localVertices = new float[localVertices.length];
        for (int i = 0; i < localVertices.length; i++) s.localVertices[i] = (float) localVertices[i];
        return s;
    }

    public static double[] box(double hw, double hh) {
        return new double[] {-hw, -hh, hw, -hh, hw, hh, -hw, hh};
    }

    public static double[] ellipseOutline(double a, double b, int n) {
        double[] v = new double[2 * n];
        for (int i = 0; i < n; i++) {
            double t = 2.0 * DetMath.PI * i / n;
            v[2 * i] = (a * DetMath.cos(t));
            v[2 * i + 1] = (b * DetMath.sin(t));
        }
        return v;
    }

    /** GWT has no array clone(). */
    public static double[] copy(double[] a) {
        double[] c = new double[a.length];
        System.arraycopy(a, 0, c, 0, a.length);
        return c;
    }

    /** {@code v} when > 0, else the fallback (point objects have no size). */
    public static double or(double v, double fallback) {
        return v > 0.0 ? v : fallback;
    }
}
