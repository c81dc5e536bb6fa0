package com.tiltfall.sim;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.HurtComponent;
import com.tiltfall.ecs.component.PlayerComponent;
import com.tiltfall.kinds.EntityType;
import com.tiltfall.kinds.EntityTypes;
import com.tiltfall.kinds.Parts;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.PlayerTuningOverrides;
import com.tiltfall.level.TerrainData;
import com.tiltfall.physics.collision.Ellipse;
import com.tiltfall.physics.collision.Polygon;
import com.tiltfall.physics.collision.Segment;
import com.tiltfall.physics.collision.Shape;
import com.tiltfall.physics.dynamics.BodyType;

/**
 * Turns a {@link LevelData} into entities (the physics system makes their bodies when they are added):
 * terrain pieces (static convex polygons, ellipses, chains as one-sided segments; one-way flag), then the level's
 * entities, each built by its kind ({@link EntityTypes}); the player last. How they look is the renderer's business
 * ({@code render.GameRenderer} draws them from these components).
 */
public final class LevelBuilder {
    private LevelBuilder() {}

    /** Adds every terrain piece and entity to the engine; returns the player entity (spawn at (0, 1) if none). */
    public static Entity build(LevelData level, Engine engine) {
        for (int i = 0; i < level.terrain.size; i++) addTerrain(level.terrain.get(i), engine);
        Entity player = null;
        for (int i = 0; i < level.entities.size; i++) {
            EntityData d = level.entities.get(i);
            if (EntityTypes.PLAYER.name.equals(d.type)) {
                if (player == null) player = player(d.x, d.y, d.angle, level.playerTuning);
            } else {
                entity(d, level, engine);
            }
        }
        if (player == null) player = player(0.0, 1.0, 0.0, level.playerTuning);
        holdInside(player.getComponent(PlayerComponent.class), level);
        Parts.look(player, EntityTypes.PLAYER.look());
        engine.addEntity(player); // last: drawn on top
        return player;
    }

    /**
     * The map's sides hold the player like walls: its centre stays half a box inside the map's width, or inside the
     * terrain where that reaches further (levels built in code may lay ground at negative x).
     */
    static void holdInside(PlayerComponent p, LevelData level) {
        double left = 0.0, right = level.width;
        for (int i = 0; i < level.terrain.size; i++) {
            TerrainData t = level.terrain.get(i);
            if (t.kind == TerrainData.Kind.ELLIPSE) {
                double r = Math.max(t.semiAxisA, t.semiAxisB);
                left = Math.min(left, t.centerX - r);
                right = Math.max(right, t.centerX + r);
            } else {
                for (int k = 0; k < t.vertices.length; k += 2) {
                    left = Math.min(left, t.vertices[k]);
                    right = Math.max(right, t.vertices[k]);
                }
            }
        }
        double h = p.tuning.halfSize;
        if (right - left <= 2.0 * h) return;
        p.minX = left + h;
        p.maxX = right - h;
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
    /** The player: a dynamic 0.9 m box that rotates freely, with the level's feel (copied: the level keeps its own). */
    public static Entity player(double x, double y, double angle, PlayerTuningOverrides tuning) {
        PlayerComponent p = new PlayerComponent();
        tuning.applyTo(p.tuning);
        double h = p.tuning.halfSize;
        Entity e = body(BodyType.DYNAMIC, x, y, angle, new Shape[] {Polygon.box(h, h)}, BodyComponent.CAT_PLAYER);
        BodyComponent b = e.getComponent(BodyComponent.class);
        b.density = 1.0;
        b.friction = 0.0;
        e.add(p);
        e.add(new HurtComponent());
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
}
