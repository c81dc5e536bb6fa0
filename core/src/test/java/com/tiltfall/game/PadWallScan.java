package com.tiltfall.game;

import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.TerrainData;

/**
 * The shipped pads at the foot of a wall, and {@link PadInputs}' runs at them: a run succeeds when the hero stands on
 * the wall's top, alive, in time.
 */
final class PadWallScan {
    /** Height of a wall the pad must throw you up: more than a plain jump reaches. */
    static final double WALL = 2.5;

    /** A pad with a wall after it: the pad, its plate's top, and the wall's foot x and top. */
    static final class PadWall {
        final EntityData pad;
        final double plateTop, wallX, wallTop;

        PadWall(EntityData pad, double plateTop, double wallX, double wallTop) {
            this.pad = pad;
            this.plateTop = plateTop;
            this.wallX = wallX;
            this.wallTop = wallTop;
        }
    }

    private PadWallScan() {}

    /**
     * The level's pads with a wall at least {@link #WALL} high starting within 4.5 m right of the plate's centre, but
     * not those at a pit's lip (the wall a spike pit's near side: {@link PitPadScan}'s, whose goal is the far bank).
     */
    static java.util.List<PadWall> padWalls(LevelData level) {
        java.util.List<PadWall> out = new java.util.ArrayList<>();
        java.util.List<PitPadScan.PitPad> pits = PitPadScan.pitPads(level);
        for (EntityData e : level.entities) {
            if (!e.type.equals("bouncepad") || atPit(pits, e)) continue;
            double top = e.y + e.height / 2.0;
            for (double x = e.x + 0.5; x <= e.x + 4.55; x += 0.1) {
                double ground = groundTop(level, x);
                if (ground >= top + WALL) {
                    out.add(new PadWall(e, top, x, ground));
                    break;
                }
            }
        }
        return out;
    }

    private static boolean atPit(java.util.List<PitPadScan.PitPad> pits, EntityData pad) {
        for (PitPadScan.PitPad p : pits) if (p.pad == pad) return true;
        return false;
    }

    /** The highest terrain top over x (the vertices' heights of every polygon spanning x; enough for boxes). */
    static double groundTop(LevelData level, double x) {
        double best = Double.NEGATIVE_INFINITY;
        for (TerrainData t : level.terrain) {
            double[] v = t.vertices;
            if (v.length < 4) continue;
            double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY, top = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < v.length; i += 2) {
                lo = Math.min(lo, v[i]);
                hi = Math.max(hi, v[i]);
                top = Math.max(top, v[i + 1]);
            }
            if (x > lo + 1e-6 && x < hi - 1e-6) best = Math.max(best, top);
        }
        return best;
    }

    /** One of {@link PadInputs}' runs: true when the hero stands on the wall's top, alive, in time. */
    static boolean climbs(LevelData level, PadWall w, double firstJump, double every) {
        return PadInputs.run(
                level,
                w.pad,
                w.plateTop,
                firstJump,
                every,
                s -> s.grounded() && s.x() > w.wallX + 0.3 && s.y() > w.wallTop);
    }
}
