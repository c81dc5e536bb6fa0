package com.tiltfall.level;

import com.tiltfall.kinds.EntityType;
import com.tiltfall.kinds.EntityTypes;
import com.tiltfall.physics.collision.Circle;
import com.tiltfall.physics.collision.Polygon;
import com.tiltfall.physics.collision.Transform;

/**
 * Objects drawn in the rock, found with the physics' own narrow phase against the solid terrain (as {@link
 * RespawnCheck}): a crate, walker or roller that starts in the ground is thrown out of it by the solver on the first
 * step (or stuck there), and a coin or gem whose whole body is in the ground cannot be collected. Both used to be
 * accepted without a word. Objects in the air are fine (they fall, or float as collectibles do).
 */
final class PlacementCheck {
    /** Bodies may sink this deep (m) into the ground: a pixel or three of Tiled snapping, settled in a step. */
    static final double BODY_TOLERANCE = 0.1;
    /** A point coin's radius and a point roller's diameter, m (as the kinds build them). */
    private static final double POINT_COIN_RADIUS = 0.3, POINT_ROLLER_SIZE = 0.8;
    /** A collectible's centre, as a shape the narrow phase takes. */
    private static final Circle DOT = new Circle(1e-3);

    private PlacementCheck() {}

    static void check(LevelData data, LevelValidator v) {
        RespawnCheck terrain = new RespawnCheck(data);
        Transform at = new Transform();
        for (int i = 0; i < data.entities.size; i++) {
            EntityData e = data.entities.get(i);
            EntityType kind = EntityTypes.byName(e.type);
            boolean body = kind == EntityTypes.CRATE || kind == EntityTypes.WALKER || kind == EntityTypes.ROLLER;
            boolean collectible = kind == EntityTypes.COIN || kind == EntityTypes.GEM;
            if (!body && !collectible) continue;
            at.set(e.x, e.y, e.angle);
            if (body) {
                double w = e.width > 0.0 ? e.width : POINT_ROLLER_SIZE, h = e.height > 0.0 ? e.height : w;
                double depth = terrain.deepest(Polygon.box(w / 2.0, h / 2.0), at);
                if (depth > BODY_TOLERANCE) {
                    v.add(
                            e.objectId,
                            e.name,
                            "the " + e.type + " at (" + LevelValidator.num(e.x) + ", " + LevelValidator.num(e.y)
                                    + " m) is " + LevelValidator.num(depth) + " m deep in " + named(terrain)
                                    + ": the physics would throw it out on the first step; move it up onto the ground"
                                    + " (or out of the rock)");
                }
            } else {
                double r = e.width > 0.0 ? 0.5 * Math.min(e.width, e.height) : POINT_COIN_RADIUS;
                // a dot at the centre: its overlap is how deep the centre is; deeper than r: no part sticks out
                double depth = terrain.deepest(DOT, at) - DOT.radius;
                if (depth > r) {
                    v.add(
                            e.objectId,
                            e.name,
                            "the " + e.type + " at (" + LevelValidator.num(e.x) + ", " + LevelValidator.num(e.y)
                                    + " m) is buried in " + named(terrain) + " (its centre " + LevelValidator.num(depth)
                                    + " m deep): the player cannot reach it; move it out of the ground");
                }
            }
        }
    }

    private static String named(RespawnCheck terrain) {
        TerrainData t = terrain.deepestWith();
        return "terrain object " + t.objectId + (t.objectName.isEmpty() ? "" : " \"" + t.objectName + "\"");
    }
}
