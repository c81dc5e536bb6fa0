package com.tiltfall.game;

import com.badlogic.gdx.utils.Array;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelLoader;

/**
 * A swing over spikes reached by a leap from the ground before it, and what a first-timer does there: hold Right from
 * 8 m before the seat and press Jump somewhere in the last 1.5 m before the edge, for a tap or a full jump.
 */
final class SwingSeatScan {
    /** Where the Jump press is, m before the edge the run leaves the ground at. */
    static final double[] BEFORE_EDGE = {1.5, 1.0, 0.5, 0.0};
    /** How long Jump is held, s: a tap, a half jump, a full jump (docs/player.md: variable height). */
    static final double[] HOLD = {0.12, 0.25, 0.4};

    static final double RUN_UP = 8.0;

    private SwingSeatScan() {}

    /** One input at one swing: {@code before} m before the edge, Jump held {@code hold} s. */
    interface Input {
        boolean ok(LevelData level, EntityData swing, double edge, double before, double hold);
    }

    /**
     * Runs the 12 inputs at every swing over spikes reached from the ground in every shipped level; returns a line per
     * swing with fewer than {@code atLeast} successes (its row of + and .), and {@code swings[0]} the swings scanned.
     */
    static String scanShipped(Input input, int atLeast, String what, int[] swings) {
        LevelLoader loader = SoakTest.loader();
        StringBuilder failed = new StringBuilder();
        for (String path : SoakTest.levels()) {
            LevelData level = loader.loadData(path);
            for (EntityData swing : swingsOverSpikes(level)) {
                double edge = edge(level, swing);
                if (Double.isNaN(edge)) continue;
                swings[0]++;
                StringBuilder row = new StringBuilder();
                int ok = 0;
                for (double before : BEFORE_EDGE) {
                    for (double hold : HOLD) {
                        boolean on = input.ok(level, swing, edge, before, hold);
                        if (on) ok++;
                        row.append(on ? '+' : '.');
                    }
                    row.append(' ');
                }
                if (ok < atLeast) {
                    failed.append('\n')
                            .append(path)
                            .append(' ')
                            .append(swing.name)
                            .append(": ")
                            .append(ok);
                    failed.append(" of 12 ").append(what);
                    failed.append(" (Jump 1.5, 1, 0.5, 0 m before the edge; tap, half, full): ")
                            .append(row);
                }
            }
        }
        return failed.toString();
    }

    /**
     * Swings with a hazard under the seat whose run-up starts on the ground: not on another swing's seat, not over a
     * hazard (a swing reached from a falling platform).
     */
    static Array<EntityData> swingsOverSpikes(LevelData level) {
        Array<EntityData> out = new Array<>();
        for (int i = 0; i < level.entities.size; i++) {
            EntityData s = level.entities.get(i);
            if (!"swing".equals(s.type) || !overHazard(level, s.x) || overHazard(level, s.x - RUN_UP)) continue;
            boolean fromSeat = false;
            for (int j = 0; j < level.entities.size; j++) {
                EntityData o = level.entities.get(j);
                if ("swing".equals(o.type) && o != s && Math.abs(s.x - RUN_UP - o.x) < o.width / 2.0 + 1.0) {
                    fromSeat = true;
                }
            }
            if (!fromSeat) out.add(s);
        }
        return out;
    }

    private static boolean overHazard(LevelData level, double x) {
        for (int i = 0; i < level.entities.size; i++) {
            EntityData h = level.entities.get(i);
            if ("hazard".equals(h.type) && Math.abs(h.x - x) < h.width / 2.0) return true;
        }
        return false;
    }

    /** Where a run holding Right from the run-up start leaves the ground (NaN: no ground there, or it never does). */
    static double edge(LevelData level, EntityData swing) {
        Sim s = start(level, swing);
        if (s == null) return Double.NaN;
        for (int i = 0; i < 300; i++) {
            s.input(1.0, false, false).step();
            if (!s.grounded()) return s.x();
        }
        return Double.NaN;
    }

    /** One input: true when the player lands on the seat. */
    static boolean landsOnSeat(LevelData level, EntityData swing, double edge, double before, double hold) {
        Sim s = start(level, swing);
        double left = swing.x - swing.width / 2.0,
                right = swing.x + swing.width / 2.0,
                top = swing.y + swing.height / 2.0;
        int pressedAt = -1;
        for (int i = 0; i < 240; i++) {
            if (pressedAt < 0 && s.x() >= edge - before) pressedAt = i;
            boolean jump = pressedAt >= 0 && (i - pressedAt) * Sim.DT < hold;
            s.input(1.0, jump, false).step();
            if (s.world.deaths() > 0 || s.y() < top - 1.5) return false; // fell past the seat
            if (pressedAt >= 0 && i - pressedAt > 10 && standsOnSeat(s, left, right, top)) return true;
        }
        return false;
    }

    /**
     * One input, then on: land on the seat as {@link #landsOnSeat} does, keep Right held, and press Jump for leapHold
     * s each time the hero leaves a seat (within coyote time: as it runs off the end, or where the seat's swing
     * throws it). True when it stands on ground past the hazard under the seat; false when it dies, falls, or never
     * landed on the seat.
     */
    static boolean leapsOffToTheFarBank(
            LevelData level, EntityData swing, double edge, double before, double hold, double leapHold) {
        Sim s = start(level, swing);
        double left = swing.x - swing.width / 2.0,
                right = swing.x + swing.width / 2.0,
                top = swing.y + swing.height / 2.0,
                far = hazardRight(level, swing.x);
        int pressedAt = -1, leapAt = -1;
        boolean landed = false, wasGrounded = false;
        for (int i = 0; i < 900; i++) {
            if (pressedAt < 0 && s.x() >= edge - before) pressedAt = i;
            boolean jump = pressedAt >= 0 && (i - pressedAt) * Sim.DT < hold;
            if (landed) {
                if (leapAt >= 0 && (i - leapAt) * Sim.DT >= leapHold && s.grounded()) leapAt = -1;
                if (leapAt < 0 && wasGrounded && !s.grounded()) leapAt = i;
                jump = leapAt >= 0 && (i - leapAt) * Sim.DT < leapHold;
            }
            wasGrounded = s.grounded();
            s.input(1.0, jump, false).step();
            if (s.world.deaths() > 0) return false;
            if (!landed) {
                if (s.y() < top - 1.5) return false;
                landed = pressedAt >= 0 && i - pressedAt > 10 && standsOnSeat(s, left, right, top);
            } else {
                if (s.grounded() && s.x() > far + 0.5) return true;
                if (s.y() < top - 8.0) return false;
            }
        }
        return false;
    }

    /** The hero grounded on the seat (its centre over the seat's ends, its feet at the seat's top at rest). */
    private static boolean standsOnSeat(Sim s, double left, double right, double top) {
        return s.grounded() && s.x() > left - 0.3 && s.x() < right + 0.3 && Math.abs(s.y() - (top + 0.45)) < 0.6;
    }

    /** The right end of the hazard under x (where the far bank starts). */
    private static double hazardRight(LevelData level, double x) {
        double right = Double.NaN;
        for (int i = 0; i < level.entities.size; i++) {
            EntityData h = level.entities.get(i);
            if ("hazard".equals(h.type) && Math.abs(h.x - x) < h.width / 2.0) right = h.x + h.width / 2.0;
        }
        return right;
    }

    private static Sim start(LevelData level, EntityData swing) {
        Sim s = new Sim(level);
        s.world.placePlayer(swing.x - RUN_UP, swing.y + 2.0, 0.0);
        s.input(0.0, false, false);
        return s.untilGrounded(180) < 0 || s.world.deaths() > 0 ? null : s;
    }
}
