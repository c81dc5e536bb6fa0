package com.tiltfall.level;

import com.tiltfall.kinds.EntityType;
import com.tiltfall.kinds.EntityTypes;
import com.tiltfall.physics.collision.Circle;
import com.tiltfall.physics.collision.Transform;

/**
 * Where a kind's picture should rest on the ground ({@link EntityType#groundAnchors}: a bridge's ends, a see-saw's
 * stand) and no solid terrain is near: a bridge hung from nothing, a stand floating in the air. Such a level plays
 * (the anchors are fixed to the world wherever they are), so these are warnings in {@link LevelData#warnings}, which
 * the level checker prints, not problems.
 */
final class AnchorCheck {
    /** An anchor counts as resting on the ground when solid terrain is within this distance, m. */
    static final double REACH = 0.3;

    private static final Circle NEAR = new Circle(REACH);

    private AnchorCheck() {}

    static void check(LevelData data, LevelValidator v) {
        RespawnCheck terrain = null;
        Transform at = new Transform();
        for (int i = 0; i < data.entities.size; i++) {
            EntityData e = data.entities.get(i);
            EntityType kind = EntityTypes.byName(e.type);
            if (kind == null) continue;
            double[] xy = kind.groundAnchors(e);
            for (int k = 0; k + 1 < xy.length; k += 2) {
                if (terrain == null) terrain = new RespawnCheck(data);
                at.set(xy[k], xy[k + 1], 0.0);
                if (terrain.deepest(NEAR, at) > 0.0) continue; // some ground within REACH
                data.warnings.add(v.warning(
                        e.objectId,
                        e.name,
                        "the " + e.type + "'s " + part(kind, k) + " at (" + LevelValidator.num(xy[k]) + ", "
                                + LevelValidator.num(xy[k + 1]) + " m) has no ground within "
                                + LevelValidator.num(REACH) + " m: it hangs in the air; move it onto a ledge (or"
                                + " leave it, if it is meant to float)"));
            }
        }
    }

    private static String part(EntityType kind, int k) {
        if (kind == EntityTypes.BRIDGE) return k == 0 ? "left end" : "right end";
        if (kind == EntityTypes.SEESAW) return "stand";
        return "anchor " + (k / 2 + 1);
    }
}
