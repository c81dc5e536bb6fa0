package com.tiltfall.level;

import com.tiltfall.kinds.EntityTypes;

/**
 * A hazard under a rope bridge closer than the bridge sags under a player: a player who runs across dies on a bridge
 * that looks safe. The level plays, so this is a warning ({@link LevelData#warnings}), which the level checker
 * prints. The rule is docs/levels.md's (bridge): half a metre below the sag is what a tumble needs; the check asks
 * for {@link #MARGIN} below the sag at the hazard's place along the span.
 */
final class BridgeHazardCheck {
    /** Room a hazard needs below the sagging planks, m. */
    static final double MARGIN = 0.4;

    private BridgeHazardCheck() {}

    /**
     * How far the player's lowest corner sinks below the banks in the middle of a bridge of this span (default
     * density, about one plank per metre), m: a straight line through the run-across measurements of docs/levels.md
     * (0.42 m at 6 m, 0.55 at 8, 0.76 at 10, 0.93 at 12, 1.1 at 14).
     */
    static double midSag(double span) {
        return Math.max(0.0, 0.088 * span - 0.13);
    }

    static void check(LevelData data, LevelValidator v) {
        for (int i = 0; i < data.entities.size; i++) {
            EntityData bridge = data.entities.get(i);
            if (!EntityTypes.BRIDGE.name.equals(bridge.type) || bridge.width <= 0.0) continue;
            double left = bridge.x - bridge.width / 2.0, right = bridge.x + bridge.width / 2.0;
            double top = bridge.y + bridge.height / 2.0;
            for (int j = 0; j < data.entities.size; j++) {
                EntityData h = data.entities.get(j);
                if (!EntityTypes.HAZARD.name.equals(h.type)) continue;
                double from = Math.max(left, h.x - h.width / 2.0), to = Math.min(right, h.x + h.width / 2.0);
                double depth = top - (h.y + h.height / 2.0);
                if (from >= to || depth < 0.0) continue;
                // the sag is deepest mid-span and about a parabola along it: the deepest point over the hazard
                double mid = Math.min(Math.max(bridge.x, from), to), t = (mid - left) / bridge.width;
                double sag = midSag(bridge.width) * 4.0 * t * (1.0 - t);
                if (depth >= sag + MARGIN) continue;
                data.warnings.add(v.warning(
                        h.objectId,
                        h.name,
                        "the hazard is " + LevelValidator.num(depth) + " m below the bridge \"" + bridge.name
                                + "\" (" + LevelValidator.num(bridge.width) + " m long), which sags about "
                                + LevelValidator.num(round(sag)) + " m there under a running player: put it at least "
                                + LevelValidator.num(round(sag + MARGIN)) + " m below the planks"));
            }
        }
    }

    private static double round(double m) {
        return Math.ceil(m * 100.0) / 100.0;
    }
}
