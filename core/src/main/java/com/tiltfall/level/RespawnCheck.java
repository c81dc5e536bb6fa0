package com.tiltfall.level;

import com.badlogic.gdx.utils.Array;
import com.tiltfall.kinds.EntityTypes;
import com.tiltfall.kinds.RespawnPoints;
import com.tiltfall.physics.collision.Aabb;
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
    /** Lifts tried upwards from a refused point, m: less than any room the hero's box fits in. */
    private static final double LIFT_STEP = 0.05;
    /** How far up a clear place is looked for, m, and for how many refused points (a broken map may have many). */
    private static final double LIFT_MAX = 30.0;

    private static final int LIFTS_MAX = 32;

    private final Collide collide = new Collide();
    private final Manifold manifold = new Manifold();
    private final Transform heroAt = new Transform();
    private final Polygon hero = Polygon.box(RespawnPoints.HERO_HALF, RespawnPoints.HERO_HALF);
    private final Aabb heroBox = new Aabb();
    /** The solid terrain as the builder makes it: one shape per polygon piece, ellipse or ground-line segment. */
    private final Array<Shape> shapes = new Array<>();

    private final Array<Transform> places = new Array<>();
    private final Array<Aabb> bounds = new Array<>();
    private final Array<TerrainData> pieces = new Array<>();
    private final double mapHeight;

    /** The deepest overlap found by the last {@link #deepest} call, and the terrain piece it was with. */
    private double depth;

    private TerrainData with;

    /** The terrain piece of the last {@link #deepest} call's deepest overlap (null when none). */
    TerrainData deepestWith() {
        return with;
    }

    RespawnCheck(LevelData data) {
        mapHeight = data.height;
        for (int i = 0; i < data.terrain.size; i++) {
            TerrainData t = data.terrain.get(i);
            if (t.oneWay) continue;
            switch (t.kind) {
                case POLYGON:
                    add(t, polygon(t.vertices), new Transform());
                    break;
                case ELLIPSE:
                    if (t.semiAxisA > 0.0 && t.semiAxisB > 0.0) {
                        add(t, new Ellipse(t.semiAxisA, t.semiAxisB), new Transform(t.centerX, t.centerY, t.angle));
                    }
                    break;
                case CHAIN: {
                    double[] p = t.vertices;
                    int n = p.length / 2, segments = t.loop ? n : n - 1;
                    for (int k = 0; k < segments && n >= 2; k++) {
                        int j = (k + 1) % n;
                        add(t, segment(p[2 * k], p[2 * k + 1], p[2 * j], p[2 * j + 1]), new Transform());
                    }
                    break;
                }
                default:
                    break;
            }
        }
    }

    private void add(TerrainData t, Shape shape, Transform at) {
        if (shape == null) return;
        Aabb box = new Aabb();
        shape.computeAabb(at, box);
        shapes.add(shape);
        places.add(at);
        bounds.add(box);
        pieces.add(t);
    }

    /** Reports every spawn and checkpoint of {@code data} whose respawn box is in solid terrain. */
    static void check(LevelData data, LevelValidator v) {
        RespawnCheck check = new RespawnCheck(data);
        int lifts = 0;
        for (int i = 0; i < data.entities.size; i++) {
            EntityData e = data.entities.get(i);
            if (!RespawnPoints.isRespawnPoint(e)) continue;
            double x = RespawnPoints.x(e), y = RespawnPoints.y(e);
            if (!(check.deepest(x, y) > TOLERANCE)) continue;
            TerrainData in = check.with;
            double depth = check.depth;
            double lift = lifts++ < LIFTS_MAX ? check.liftToClear(x, y) : Double.NaN;
            v.add(e.objectId, e.name, message(e, x, y, in, depth, lift));
        }
    }

    /** The deepest overlap (metres, 0 when none) of the hero's upright box centred at (x, y) with solid terrain. */
    double deepest(double x, double y) {
        heroAt.set(x, y, 0.0);
        return deepest(hero, heroAt);
    }

    /** The deepest overlap (metres, 0 when none) of {@code shape} placed at {@code at} with solid terrain. */
    double deepest(Shape shape, Transform at) {
        depth = 0.0;
        with = null;
        shape.computeAabb(at, heroBox);
        for (int i = 0; i < shapes.size; i++) {
            Aabb b = bounds.get(i);
            if (b.minX > heroBox.maxX || b.maxX < heroBox.minX || b.minY > heroBox.maxY || b.maxY < heroBox.minY) {
                continue;
            }
            if (!collide.collide(shape, at, shapes.get(i), places.get(i), 0.0, manifold)) continue;
            if (manifold.depth() > depth) {
                depth = manifold.depth();
                with = pieces.get(i);
            }
        }
        return depth;
    }

    /**
     * The smallest lift (m, rounded up to the centimetre) that puts the hero's box at (x, y) clear of solid terrain:
     * the first clear step upwards, then halved down to it; NaN when nothing is clear within {@link #LIFT_MAX} m or
     * below the map's top.
     */
    double liftToClear(double x, double y) {
        double below = 0.0, above = Double.NaN;
        for (int step = 1; step * LIFT_STEP <= LIFT_MAX; step++) {
            double lift = step * LIFT_STEP;
            if (y + lift - RespawnPoints.HERO_HALF > mapHeight) break;
            if (deepest(x, y + lift) == 0.0) {
                above = lift;
                break;
            }
            below = lift;
        }
        if (Double.isNaN(above)) return Double.NaN;
        for (int i = 0; i < 30; i++) {
            double mid = 0.5 * (below + above);
            if (deepest(x, y + mid) == 0.0) above = mid;
            else below = mid;
        }
        return Math.ceil(above * 100.0 - 1e-6) / 100.0;
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

    private static String message(EntityData e, double x, double y, TerrainData in, double depth, double lift) {
        boolean spawn = EntityTypes.PLAYER.name.equals(e.type);
        String what = spawn ? "player spawn" : e.type;
        StringBuilder terrain = new StringBuilder("terrain object ").append(in.objectId);
        if (!in.objectName.isEmpty())
            terrain.append(" \"").append(in.objectName).append('"');
        String size = LevelValidator.num(2.0 * RespawnPoints.HERO_HALF);
        String howFar = Double.isNaN(lift) ? "" : " at least " + LevelValidator.num(lift) + " m";
        return what + " at (" + LevelValidator.num(e.x) + ", " + LevelValidator.num(e.y) + " m): the hero would "
                + (spawn ? "start and respawn" : "respawn") + " inside the ground (its " + size + " m box, centre ("
                + LevelValidator.num(x) + ", " + LevelValidator.num(y) + " m), overlaps " + terrain + " by "
                + LevelValidator.num(depth) + " m); move the " + (spawn ? "spawn" : "checkpoint") + " up" + howFar
                + " so the hero's box is above the ground";
    }
}
