package com.tiltfall.game;

import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;

/**
 * The shipped pads before a spike pit, and {@link PadInputs}' runs at them: a run succeeds when the hero stands on
 * ground beyond the pit's far end, alive, in time.
 */
final class PitPadScan {
    /** How far right of the plate's centre a pit's first spikes may start for the pad to be the way over it. */
    static final double REACH = 4.5;
    /** Spikes whose top is less than this over the plate lie in a pit (a floor of spikes), not overhead. */
    static final double FLOOR = 1.5;

    /** A pad with a spike pit after it: the pad, its plate's top and the pit's spikes' left and right ends. */
    static final class PitPad {
        final EntityData pad;
        final double plateTop, pitStart, pitEnd;

        PitPad(EntityData pad, double plateTop, double pitStart, double pitEnd) {
            this.pad = pad;
            this.plateTop = plateTop;
            this.pitStart = pitStart;
            this.pitEnd = pitEnd;
        }
    }

    private PitPadScan() {}

    /**
     * The level's pads with spikes (a hazard whose top is less than {@link #FLOOR} m over the plate) starting within {@link #REACH} m right of the
     * plate's centre; the pit runs on over hazards that touch or overlap it.
     */
    static java.util.List<PitPad> pitPads(LevelData level) {
        java.util.List<PitPad> out = new java.util.ArrayList<>();
        for (int i = 0; i < level.entities.size; i++) {
            EntityData e = level.entities.get(i);
            if (!e.type.equals("bouncepad")) continue;
            double top = e.y + e.height / 2.0;
            double start = Double.POSITIVE_INFINITY;
            for (int j = 0; j < level.entities.size; j++) {
                EntityData h = level.entities.get(j);
                if (!isSpikes(h, top)) continue;
                double left = h.x - h.width / 2.0;
                if (left > e.x && left <= e.x + REACH) start = Math.min(start, left);
            }
            if (start == Double.POSITIVE_INFINITY) continue;
            out.add(new PitPad(e, top, start, pitEnd(level, top, start)));
        }
        return out;
    }

    private static boolean isSpikes(EntityData h, double plateTop) {
        return h.type.equals("hazard") && h.y + h.height / 2.0 < plateTop + FLOOR;
    }

    /** The right end of the spikes that run on from x without a gap. */
    private static double pitEnd(LevelData level, double plateTop, double x) {
        double end = x;
        boolean grew = true;
        while (grew) {
            grew = false;
            for (int j = 0; j < level.entities.size; j++) {
                EntityData h = level.entities.get(j);
                if (!isSpikes(h, plateTop)) continue;
                double left = h.x - h.width / 2.0, right = h.x + h.width / 2.0;
                if (left <= end + 1e-6 && right > end + 1e-6) {
                    end = right;
                    grew = true;
                }
            }
        }
        return end;
    }

    /** One of {@link PadInputs}' runs: true when the hero stands beyond the pit, alive, in time. */
    static boolean crosses(LevelData level, PitPad p, double firstJump, double every) {
        return PadInputs.run(level, p.pad, p.plateTop, firstJump, every, s -> s.grounded() && s.x() > p.pitEnd + 0.5);
    }
}
