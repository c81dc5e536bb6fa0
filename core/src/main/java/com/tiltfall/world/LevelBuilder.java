package com.tiltfall.world;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.HurtComponent;
import com.tiltfall.ecs.component.PlayerComponent;
import com.tiltfall.ecs.component.ShapeComponent;
import com.tiltfall.ecs.component.TransformComponent;
import com.tiltfall.kinds.EntityType;
import com.tiltfall.kinds.EntityTypes;
import com.tiltfall.kinds.Parts;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.TerrainData;
import com.tiltfall.physics.collision.Ellipse;
import com.tiltfall.physics.collision.Polygon;
import com.tiltfall.physics.collision.Segment;
import com.tiltfall.physics.collision.Shape;
import com.tiltfall.physics.dynamics.BodyType;

/**
 * Turns a {@link LevelData} into entities (the physics system makes their bodies when they are added):
 * terrain pieces (static convex polygons, ellipses, chains as one-sided segments; one-way flag), then the level's
 * entities, each built by its kind ({@link EntityTypes}); the player last.
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
            if (EntityTypes.PLAYER.name.equals(d.type)) {
                if (player == null) player = player(d.x, d.y, d.angle);
            } else {
                entity(d, level, engine);
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
        e.add(new HurtComponent());
        e.add(shape(box(h, h), PLAYER_RGB));
        return e;
    }

    /** Builds one level object through its kind (unknown kinds are the validator's business: ignored here). */
    static void entity(EntityData d, LevelData level, Engine engine) {
        EntityType kind = EntityTypes.byName(d.type);
        if (kind != null) kind.build(d, level, engine);
    }

    static Entity body(BodyType type, double x, double y, double angle, Shape[] shapes, int category) {
        return Parts.body(type, x, y, angle, shapes, category);
    }

    static ShapeComponent shape(double[] localVertices, double[] rgb) {
        return Parts.shape(localVertices, rgb);
    }

    static double[] box(double hw, double hh) {
        return Parts.box(hw, hh);
    }

    static double[] ellipseOutline(double a, double b, int n) {
        return Parts.ellipseOutline(a, b, n);
    }

    /** GWT has no array clone(). */
    private static double[] copy(double[] a) {
        double[] c = new double[a.length];
        System.arraycopy(a, 0, c, 0, a.length);
        return c;
    }
}
