package com.tiltfall.world;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.PlatformComponent;
import com.tiltfall.ecs.component.PlayerComponent;
import com.tiltfall.ecs.component.ShapeComponent;
import com.tiltfall.ecs.component.TransformComponent;
import com.tiltfall.ecs.component.TriggerComponent;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.TerrainData;
import com.tiltfall.physics.collision.Circle;
import com.tiltfall.physics.collision.Ellipse;
import com.tiltfall.physics.collision.Polygon;
import com.tiltfall.physics.collision.Segment;
import com.tiltfall.physics.collision.Shape;
import com.tiltfall.physics.dynamics.BodyType;
import com.tiltfall.physics.math.DetMath;

/**
 * Turns a {@link LevelData} into entities (the physics system makes their bodies when they are added):
 * terrain pieces (static convex polygons, ellipses, chains as one-sided segments; one-way flag), then the level's
 * entities: player spawn, goal / coin / hazard sensors, dynamic crates and moving kinematic platforms.
 */
public final class LevelBuilder {
    public static final double[] TERRAIN_RGB = {0.30, 0.70, 0.35};
    public static final double[] ONE_WAY_RGB = {0.55, 0.82, 0.45};
    public static final double[] PLAYER_RGB = {0.95, 0.55, 0.15};
    /** Thickness with which ground lines (chains) are drawn below the line, m. */
    public static final double CHAIN_DRAW_THICKNESS = 0.15;

    private LevelBuilder() {}

    /** Adds every terrain piece and entity to the engine; returns the player entity (spawn at (0, 1) if none). */
    public static Entity build(LevelData level, Engine engine) {
        for (int i = 0; i < level.terrain.size; i++) addTerrain(level.terrain.get(i), engine);
        Entity player = null;
        for (int i = 0; i < level.entities.size; i++) {
            EntityData d = level.entities.get(i);
            if ("player".equals(d.type)) {
                if (player == null) player = player(d.x, d.y, d.angle);
            } else {
                Entity e = entity(d);
                if (e != null) engine.addEntity(e);
            }
        }
        if (player == null) player = player(0.0, 1.0, 0.0);
        engine.addEntity(player); // last: drawn on top
        return player;
    }

    // ------------------------------------------------------------------ terrain
    static void addTerrain(TerrainData t, Engine engine) {
        double[] rgb = t.oneWay ? ONE_WAY_RGB : TERRAIN_RGB;
        switch (t.kind) {
            case POLYGON: {
                Entity e = body(
                        BodyType.STATIC,
                        0.0,
                        0.0,
                        0.0,
                        new Shape[] {new Polygon(t.vertices)},
                        BodyComponent.CAT_TERRAIN);
                terrainMaterial(e, t);
                e.add(shape(copy(t.vertices), rgb));
                engine.addEntity(e);
                break;
            }
            case ELLIPSE: {
                Entity e = body(
                        BodyType.STATIC,
                        t.centerX,
                        t.centerY,
                        t.angle,
                        new Shape[] {new Ellipse(t.semiAxisA, t.semiAxisB)},
                        BodyComponent.CAT_TERRAIN);
                terrainMaterial(e, t);
                e.add(shape(ellipseOutline(t.semiAxisA, t.semiAxisB, 24), rgb));
                engine.addEntity(e);
                break;
            }
            case CHAIN: {
                double[] v = t.vertices;
                int n = v.length / 2;
                int segs = t.loop ? n : n - 1;
                if (segs < 1) return;
                Shape[] shapes = new Shape[segs];
                for (int i = 0; i < segs; i++) {
                    int j = (i + 1) % n;
                    shapes[i] = new Segment(v[2 * i], v[2 * i + 1], v[2 * j], v[2 * j + 1], true);
                    engine.addEntity(chainPicture((Segment) shapes[i], rgb));
                }
                Entity e = body(BodyType.STATIC, 0.0, 0.0, 0.0, shapes, BodyComponent.CAT_TERRAIN);
                terrainMaterial(e, t);
                engine.addEntity(e);
                break;
            }
            default:
                break;
        }
    }

    private static void terrainMaterial(Entity e, TerrainData t) {
        BodyComponent b = e.getComponent(BodyComponent.class);
        b.friction = t.friction;
        b.restitution = t.restitution;
        b.oneWay = t.oneWay;
    }

    /** A ground line is drawn as a thin quad below (behind the front of) the segment. */
    private static Entity chainPicture(Segment s, double[] rgb) {
        double nx = s.frontNormalX() * CHAIN_DRAW_THICKNESS, ny = s.frontNormalY() * CHAIN_DRAW_THICKNESS;
        Entity e = new Entity();
        e.add(new TransformComponent().set(0.0, 0.0, 0.0));
        e.add(shape(new double[] {s.x1 - nx, s.y1 - ny, s.x2 - nx, s.y2 - ny, s.x2, s.y2, s.x1, s.y1}, rgb));
        return e;
    }

    // ------------------------------------------------------------------ entities
    /** The player: a dynamic 0.9 m box that rotates freely. */
    public static Entity player(double x, double y, double angle) {
        PlayerComponent p = new PlayerComponent();
        double h = p.halfSize;
        Entity e = body(BodyType.DYNAMIC, x, y, angle, new Shape[] {Polygon.box(h, h)}, BodyComponent.CAT_PLAYER);
        BodyComponent b = e.getComponent(BodyComponent.class);
        b.density = 1.0;
        b.friction = 0.0;
        e.add(p);
        e.add(shape(box(h, h), PLAYER_RGB));
        return e;
    }

    static Entity entity(EntityData d) {
        String type = d.type;
        if ("goal".equals(type)) {
            return trigger(
                    d, TriggerComponent.GOAL, or(d.width, 1.0), or(d.height, 2.0), new double[] {0.35, 0.60, 0.95});
        } else if ("hazard".equals(type)) {
            return trigger(
                    d, TriggerComponent.HAZARD, or(d.width, 1.0), or(d.height, 1.0), new double[] {0.85, 0.20, 0.20});
        } else if ("checkpoint".equals(type)) {
            double w = or(d.width, 1.0), h = or(d.height, 2.0);
            Entity e = trigger(d, TriggerComponent.CHECKPOINT, w, h, new double[] {0.95, 0.75, 0.25});
            TriggerComponent t = e.getComponent(TriggerComponent.class);
            // the player reappears standing on the flag's base, at its centre (the flag is drawn upright)
            t.respawnX = d.x;
            t.respawnY = d.y - h / 2.0 + new PlayerComponent().halfSize + 0.01;
            return e;
        } else if ("coin".equals(type)) {
            double r = Math.max(d.width, d.height) > 0.0 ? Math.max(d.width, d.height) / 2.0 : 0.3;
            Entity e = body(BodyType.STATIC, d.x, d.y, 0.0, new Shape[] {new Circle(r)}, BodyComponent.CAT_SENSOR);
            sensor(e);
            TriggerComponent t = new TriggerComponent();
            t.kind = TriggerComponent.COIN;
            e.add(t);
            e.add(shape(ellipseOutline(r, r, 10), new double[] {1.0, 0.85, 0.10}));
            return e;
        } else if ("crate".equals(type)) {
            double hw = or(d.width, 1.0) / 2.0, hh = or(d.height, 1.0) / 2.0;
            Entity e = body(
                    BodyType.DYNAMIC, d.x, d.y, d.angle, new Shape[] {Polygon.box(hw, hh)}, BodyComponent.CAT_CRATE);
            BodyComponent b = e.getComponent(BodyComponent.class);
            b.density = d.getFloat("density", 1.0);
            b.friction = 0.6;
            e.add(shape(box(hw, hh), new double[] {0.60, 0.40, 0.20}));
            return e;
        } else if ("platform".equals(type)) {
            double hw = or(d.width, 3.0) / 2.0, hh = or(d.height, 0.5) / 2.0;
            Entity e = body(
                    BodyType.KINEMATIC, d.x, d.y, 0.0, new Shape[] {Polygon.box(hw, hh)}, BodyComponent.CAT_PLATFORM);
            e.getComponent(BodyComponent.class).friction = 0.8;
            PlatformComponent p = new PlatformComponent();
            p.originX = d.x;
            p.originY = d.y;
            p.dx = d.getFloat("dx", 0.0);
            p.dy = d.getFloat("dy", 0.0);
            p.period = d.getFloat("period", 4.0);
            e.add(p);
            e.add(shape(box(hw, hh), new double[] {0.50, 0.60, 0.72}));
            return e;
        }
        return null; // unknown types are the validator's business; the game ignores them
    }

    private static Entity trigger(EntityData d, int kind, double w, double h, double[] rgb) {
        Entity e = body(
                BodyType.STATIC,
                d.x,
                d.y,
                d.angle,
                new Shape[] {Polygon.box(w / 2.0, h / 2.0)},
                BodyComponent.CAT_SENSOR);
        sensor(e);
        TriggerComponent t = new TriggerComponent();
        t.kind = kind;
        e.add(t);
        e.add(shape(box(w / 2.0, h / 2.0), rgb));
        return e;
    }

    private static void sensor(Entity e) {
        BodyComponent b = e.getComponent(BodyComponent.class);
        b.sensor = true;
        b.mask = BodyComponent.CAT_PLAYER; // only the player sets off triggers
    }

    static Entity body(BodyType type, double x, double y, double angle, Shape[] shapes, int category) {
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

    /** The picture of an entity: rendering data, so float (the simulation never reads it). */
    static ShapeComponent shape(double[] localVertices, double[] rgb) {
        ShapeComponent s = new ShapeComponent().color((float) rgb[0], (float) rgb[1], (float) rgb[2]);
        s.localVertices = new float[localVertices.length];
        for (int i = 0; i < localVertices.length; i++) s.localVertices[i] = (float) localVertices[i];
        return s;
    }

    static double[] box(double hw, double hh) {
        return new double[] {-hw, -hh, hw, -hh, hw, hh, -hw, hh};
    }

    static double[] ellipseOutline(double a, double b, int n) {
        double[] v = new double[2 * n];
        for (int i = 0; i < n; i++) {
            double t = 2.0 * DetMath.PI * i / n;
            v[2 * i] = (a * DetMath.cos(t));
            v[2 * i + 1] = (b * DetMath.sin(t));
        }
        return v;
    }

    /** GWT has no array clone(). */
    private static double[] copy(double[] a) {
        double[] c = new double[a.length];
        System.arraycopy(a, 0, c, 0, a.length);
        return c;
    }

    private static double or(double v, double fallback) {
        return v > 0.0 ? v : fallback;
    }
}
