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
import com.tiltfall.physics.dynamics.World;

/**
 * Turns a {@link LevelData} into entities (the physics system makes their bodies when they are added):
 * terrain pieces (static convex polygons, ellipses, chains as one-sided segments; one-way flag), then the level's
 * entities: player spawn, goal / coin / hazard sensors, dynamic crates and moving kinematic platforms.
 */
public final class LevelBuilder {
    public static final float[] TERRAIN_RGB = {0.30f, 0.70f, 0.35f};
    public static final float[] ONE_WAY_RGB = {0.55f, 0.82f, 0.45f};
    public static final float[] PLAYER_RGB = {0.95f, 0.55f, 0.15f};
    /** Thickness with which ground lines (chains) are drawn below the line, m. */
    public static final float CHAIN_DRAW_THICKNESS = 0.15f;

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
        if (player == null) player = player(0f, 1f, 0f);
        engine.addEntity(player); // last: drawn on top
        return player;
    }

    // ------------------------------------------------------------------ terrain
    static void addTerrain(TerrainData t, Engine engine) {
        float[] rgb = t.oneWay ? ONE_WAY_RGB : TERRAIN_RGB;
        switch (t.kind) {
            case POLYGON: {
                Entity e = body(
                        World.STATIC, 0f, 0f, 0f, new Shape[] {new Polygon(t.vertices)}, BodyComponent.CAT_TERRAIN);
                terrainMaterial(e, t);
                e.add(shape(copy(t.vertices), rgb));
                engine.addEntity(e);
                break;
            }
            case ELLIPSE: {
                Entity e = body(
                        World.STATIC,
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
                float[] v = t.vertices;
                int n = v.length / 2;
                int segs = t.loop ? n : n - 1;
                if (segs < 1) return;
                Shape[] shapes = new Shape[segs];
                for (int i = 0; i < segs; i++) {
                    int j = (i + 1) % n;
                    shapes[i] = new Segment(v[2 * i], v[2 * i + 1], v[2 * j], v[2 * j + 1], true);
                    engine.addEntity(chainPicture((Segment) shapes[i], rgb));
                }
                Entity e = body(World.STATIC, 0f, 0f, 0f, shapes, BodyComponent.CAT_TERRAIN);
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
    private static Entity chainPicture(Segment s, float[] rgb) {
        float nx = s.frontNormalX() * CHAIN_DRAW_THICKNESS, ny = s.frontNormalY() * CHAIN_DRAW_THICKNESS;
        Entity e = new Entity();
        e.add(new TransformComponent().set(0f, 0f, 0f));
        e.add(shape(new float[] {s.x1 - nx, s.y1 - ny, s.x2 - nx, s.y2 - ny, s.x2, s.y2, s.x1, s.y1}, rgb));
        return e;
    }

    // ------------------------------------------------------------------ entities
    /** The player: a dynamic 0.9 m box that rotates freely. */
    public static Entity player(float x, float y, float angle) {
        PlayerComponent p = new PlayerComponent();
        float h = p.halfSize;
        Entity e = body(World.DYNAMIC, x, y, angle, new Shape[] {Polygon.box(h, h)}, BodyComponent.CAT_PLAYER);
        BodyComponent b = e.getComponent(BodyComponent.class);
        b.density = 1f;
        b.friction = 0f;
        e.add(p);
        e.add(shape(box(h, h), PLAYER_RGB));
        return e;
    }

    static Entity entity(EntityData d) {
        String type = d.type;
        if ("goal".equals(type)) {
            return trigger(
                    d, TriggerComponent.GOAL, or(d.width, 1f), or(d.height, 2f), new float[] {0.35f, 0.60f, 0.95f});
        } else if ("hazard".equals(type)) {
            return trigger(
                    d, TriggerComponent.HAZARD, or(d.width, 1f), or(d.height, 1f), new float[] {0.85f, 0.20f, 0.20f});
        } else if ("coin".equals(type)) {
            float r = Math.max(d.width, d.height) > 0f ? Math.max(d.width, d.height) / 2f : 0.3f;
            Entity e = body(World.STATIC, d.x, d.y, 0f, new Shape[] {new Circle(r)}, BodyComponent.CAT_SENSOR);
            sensor(e);
            TriggerComponent t = new TriggerComponent();
            t.kind = TriggerComponent.COIN;
            e.add(t);
            e.add(shape(ellipseOutline(r, r, 10), new float[] {1f, 0.85f, 0.10f}));
            return e;
        } else if ("crate".equals(type)) {
            float hw = or(d.width, 1f) / 2f, hh = or(d.height, 1f) / 2f;
            Entity e =
                    body(World.DYNAMIC, d.x, d.y, d.angle, new Shape[] {Polygon.box(hw, hh)}, BodyComponent.CAT_CRATE);
            BodyComponent b = e.getComponent(BodyComponent.class);
            b.density = d.getFloat("density", 1f);
            b.friction = 0.6f;
            e.add(shape(box(hw, hh), new float[] {0.60f, 0.40f, 0.20f}));
            return e;
        } else if ("platform".equals(type)) {
            float hw = or(d.width, 3f) / 2f, hh = or(d.height, 0.5f) / 2f;
            Entity e =
                    body(World.KINEMATIC, d.x, d.y, 0f, new Shape[] {Polygon.box(hw, hh)}, BodyComponent.CAT_PLATFORM);
            e.getComponent(BodyComponent.class).friction = 0.8f;
            PlatformComponent p = new PlatformComponent();
            p.originX = d.x;
            p.originY = d.y;
            p.dx = d.getFloat("dx", 0f);
            p.dy = d.getFloat("dy", 0f);
            p.period = d.getFloat("period", 4f);
            e.add(p);
            e.add(shape(box(hw, hh), new float[] {0.50f, 0.60f, 0.72f}));
            return e;
        }
        return null; // unknown types are the validator's business; the game ignores them
    }

    private static Entity trigger(EntityData d, int kind, float w, float h, float[] rgb) {
        Entity e = body(
                World.STATIC, d.x, d.y, d.angle, new Shape[] {Polygon.box(w / 2f, h / 2f)}, BodyComponent.CAT_SENSOR);
        sensor(e);
        TriggerComponent t = new TriggerComponent();
        t.kind = kind;
        e.add(t);
        e.add(shape(box(w / 2f, h / 2f), rgb));
        return e;
    }

    private static void sensor(Entity e) {
        BodyComponent b = e.getComponent(BodyComponent.class);
        b.sensor = true;
        b.mask = BodyComponent.CAT_PLAYER; // only the player sets off triggers
    }

    static Entity body(int type, float x, float y, float angle, Shape[] shapes, int category) {
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

    static ShapeComponent shape(float[] localVertices, float[] rgb) {
        ShapeComponent s = new ShapeComponent().color(rgb[0], rgb[1], rgb[2]);
        s.localVertices = localVertices;
        return s;
    }

    static float[] box(float hw, float hh) {
        return new float[] {-hw, -hh, hw, -hh, hw, hh, -hw, hh};
    }

    static float[] ellipseOutline(float a, float b, int n) {
        float[] v = new float[2 * n];
        for (int i = 0; i < n; i++) {
            double t = 2.0 * Math.PI * i / n;
            v[2 * i] = (float) (a * Math.cos(t));
            v[2 * i + 1] = (float) (b * Math.sin(t));
        }
        return v;
    }

    /** GWT has no array clone(). */
    private static float[] copy(float[] a) {
        float[] c = new float[a.length];
        System.arraycopy(a, 0, c, 0, a.length);
        return c;
    }

    private static float or(float v, float fallback) {
        return v > 0f ? v : fallback;
    }
}
