package com.tiltfall.world;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.PlatformComponent;
import com.tiltfall.ecs.component.PlayerComponent;
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

/**
 * Turns a {@link LevelData} into entities (the physics system makes their bodies when they are added):
 * terrain pieces (static convex polygons, ellipses, chains as one-sided segments; one-way flag), then the level's
 * entities: player spawn, goal / coin / hazard sensors, dynamic crates and moving kinematic platforms. How they look
 * is the renderer's business ({@code render.WorldRenderer} draws them from these components).
 */
public final class LevelBuilder {
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
        return e;
    }

    static Entity entity(EntityData d) {
        String type = d.type;
        if ("goal".equals(type)) {
            return trigger(d, TriggerComponent.GOAL, or(d.width, 1.0), or(d.height, 2.0));
        } else if ("hazard".equals(type)) {
            return trigger(d, TriggerComponent.HAZARD, or(d.width, 1.0), or(d.height, 1.0));
        } else if ("coin".equals(type)) {
            double r = Math.max(d.width, d.height) > 0.0 ? Math.max(d.width, d.height) / 2.0 : 0.3;
            Entity e = body(BodyType.STATIC, d.x, d.y, 0.0, new Shape[] {new Circle(r)}, BodyComponent.CAT_SENSOR);
            sensor(e);
            TriggerComponent t = new TriggerComponent();
            t.kind = TriggerComponent.COIN;
            e.add(t);
            return e;
        } else if ("crate".equals(type)) {
            double hw = or(d.width, 1.0) / 2.0, hh = or(d.height, 1.0) / 2.0;
            Entity e = body(
                    BodyType.DYNAMIC, d.x, d.y, d.angle, new Shape[] {Polygon.box(hw, hh)}, BodyComponent.CAT_CRATE);
            BodyComponent b = e.getComponent(BodyComponent.class);
            b.density = d.getFloat("density", 1.0);
            b.friction = 0.6;
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
            return e;
        }
        return null; // unknown types are the validator's business; the game ignores them
    }

    private static Entity trigger(EntityData d, int kind, double w, double h) {
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

    private static double or(double v, double fallback) {
        return v > 0.0 ? v : fallback;
    }
}
