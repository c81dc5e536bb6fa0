package com.tiltfall.level;

import com.tiltfall.kinds.EntityTypes;
import com.tiltfall.kinds.RespawnPoints;
import com.tiltfall.physics.collision.Collide;
import com.tiltfall.physics.collision.Ellipse;
import com.tiltfall.physics.collision.Manifold;
import com.tiltfall.physics.collision.Polygon;
import com.tiltfall.physics.collision.Segment;
import com.tiltfall.physics.collision.Shape;
import com.tiltfall.physics.collision.Transform;

/**
 * The respawn rule: where the rules put the hero back (the spawn, every checkpoint; {@link RespawnPoints}) its upright
 * box must not overlap solid terrain, or each respawn there ends in the rock and kills it again (a death loop). Tested
 * with the physics' own narrow phase against the shapes the builder makes from the terrain. Ground lines count from
 * both sides (a hero put back under one falls away from it); one-way platforms do not count: they are not solid
 * from inside, so a hero put back in one falls through it (and the run-time fallback catches a fall into a pit).
 */
final class RespawnCheck {
    /** Overlaps up to this deep (metres) are touching: the solver settles them in a step. */
    static final double TOLERANCE = 0.005;

    private final Collide collide = new Collide();
    private final Manifold manifold = new Manifold();
    private final Transform heroAt = new Transform(), terrainAt = new Transform();
    private final Polygon hero = Polygon.box(RespawnPoints.HERO_HALF, RespawnPoints.HERO_HALF);

    /** The deepest overlap found by the last {@link #deepest} call, and the terrain piece it was with. */
    private double depth;

    private TerrainData with;

    /** Reports every spawn and checkpoint of {@code data} whose respawn box is in solid terrain. */
    static void check(LevelData data, LevelValidator v) {
        RespawnCheck check = new RespawnCheck();
        for (int i = 0; i < data.entities.size; i++) {
            EntityData e = data.entities.get(i);
            if (!RespawnPoints.isRespawnPoint(e)) continue;
            double x = RespawnPoints.x(e), y = RespawnPoints.y(e);
            if (check.deepest(data, x, y) > TOLERANCE) v.add(e.objectId, e.name, check.message(e, x, y));
        }
    }

    /** The deepest overlap (metres, 0 when none) of the hero's upright box centred at (x, y) with solid terrain. */
    double deepest(LevelData data, double x, double y) {
        depth = 0.0;
        with = null;
        heroAt.set(x, y, 0.0);
        for (int i = 0; i < data.terrain.size; i++) {
            TerrainData t = data.terrain.get(i);
            if (t.oneWay) continue;
            switch (t.kind) {
                case POLYGON:
                    terrainAt.setIdentity();
                    overlap(t, polygon(t.vertices));
                    break;
                case ELLIPSE:
                    if (!(t.semiAxisA > 0.0) || !(t.semiAxisB > 0.0)) break;
                    terrainAt.set(t.centerX, t.centerY, t.angle);
                    overlap(t, new Ellipse(t.semiAxisA, t.semiAxisB));
                    break;
                case CHAIN: {
                    terrainAt.setIdentity();
                    double[] p = t.vertices;
                    int n = p.length / 2, segments = t.loop ? n : n - 1;
                    for (int k = 0; k < segments && n >= 2; k++) {
                        int j = (k + 1) % n;
                        overlap(t, segment(p[2 * k], p[2 * k + 1], p[2 * j], p[2 * j + 1]));
                    }
                    break;
                }
                default:
                    break;
            }
        }
        return depth;
    }

    private void overlap(TerrainData t, Shape shape) {
        if (shape == null || !collide.collide(hero, heroAt, shape, terrainAt, 0.0, manifold)) return;
        if (manifold.depth() > depth) {
            depth = manifold.depth();
            with = t;
        }
    }

    /** The builder's polygon, or null when the physics would refuse it (the converter has reported that). */
    private static Polygon polygon(double[] xy) {
        try {
            return new Polygon(xy);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** A two-sided segment: a box across a ground line overlaps it whichever side its centre is on. */
    private static Segment segment(double x1, double y1, double x2, double y2) {
        try {
            return new Segment(x1, y1, x2, y2, false);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private String message(EntityData e, double x, double y) {
        boolean spawn = EntityTypes.PLAYER.name.equals(e.type);
        String what = spawn ? "player spawn" : e.type;
        StringBuilder terrain = new StringBuilder("terrain object ").append(with.objectId);
        if (!with.objectName.isEmpty())
            terrain.append(" \"").append(with.objectName).append('"');
        String size = LevelValidator.num(2.0 * RespawnPoints.HERO_HALF);
        return what + " at (" + LevelValidator.num(e.x) + ", " + LevelValidator.num(e.y) + " m): the hero would "
                + (spawn ? "start and respawn" : "respawn") + " inside the ground (its " + size + " m box, centre ("
                + LevelValidator.num(x) + ", " + LevelValidator.num(y) + " m), overlaps " + terrain + " by "
                + LevelValidator.num(depth) + " m); move the "
                + (spawn ? "spawn" : "checkpoint") + " up so the hero's box is above the ground";
    }
}
