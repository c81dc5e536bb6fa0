package com.tiltfall.level;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.utils.Array;
import com.tiltfall.sim.Levels;
import com.tiltfall.sim.Simulation;
import org.junit.jupiter.api.Test;

/**
 * Spikes under a rope bridge that a player running across reaches: the check must warn whenever the run dies, and
 * must stay quiet when the spikes are well clear of the lowest point the run reached. The oracle is the simulation
 * itself (a run across each bridge, holding Right at full and at 60 % stick), not the check's own sag formula.
 */
class BridgeHazardCheckTest {
    static final double BANK_TOP = 3.0, DT = 1.0 / 60.0;

    @Test
    void warnsWhereARunAcrossDiesAndNotWhereItPassesWellClear() {
        StringBuilder bad = new StringBuilder();
        int deadly = 0, clear = 0;
        for (double span : new double[] {6.0, 8.0, 10.0, 12.0, 14.0}) {
            for (double depth : new double[] {0.5, 0.75, 1.0, 1.25, 1.5, 2.0, 2.5}) {
                LevelData level = level(span, depth);
                Array<LevelProblem> problems = new Array<>();
                BridgeHazardCheck.check(level, new LevelValidator("bridge.tmx", problems));
                boolean warned = level.warnings.size > 0;
                for (double move : new double[] {1.0, 0.6}) {
                    double[] lowest = new double[1];
                    boolean died = runDies(level(span, depth), span, move, lowest);
                    String what = span + " m bridge, spikes " + depth + " m down, stick " + move;
                    if (died) {
                        deadly++;
                        if (!warned) bad.append("\n  ").append(what).append(": the run died, no warning");
                    } else if (depth >= lowest[0] + 0.6) {
                        clear++;
                        if (warned)
                            bad.append("\n  ")
                                    .append(what)
                                    .append(": lowest ")
                                    .append(lowest[0])
                                    .append(" m, yet warned: ")
                                    .append(level.warnings.first());
                    }
                }
                if (warned) {
                    String w = level.warnings.first().toString();
                    assertTrue(w.contains("bridge.tmx") && w.contains("spikes") && w.contains("\"the bridge\""), w);
                }
            }
        }
        assertTrue(deadly > 4 && clear > 10, "the scan has both kinds of case: " + deadly + " deadly, " + clear);
        assertTrue(bad.length() == 0, bad.toString());
    }

    /** Banks at 3 m either side of a bridge from x 20 m, spikes 0.25 m thick under its whole span. */
    static LevelData level(double span, double depth) {
        double left = 20.0, right = left + span;
        LevelData l = Levels.empty(right + 30.0, 30.0);
        l.terrain.add(Levels.box(0.0, 0.0, left, BANK_TOP));
        l.terrain.add(Levels.box(right, 0.0, right + 30.0, BANK_TOP));
        l.entities.add(Levels.entity("player", left - 6.0, BANK_TOP + 0.5, 0.0, 0.0));
        EntityData b = Levels.entity("bridge", left + span / 2.0, BANK_TOP - 0.075, span, 0.15);
        b.name = "the bridge";
        b.properties.put("planks", (int) Math.round(span * 1.15));
        l.entities.add(b);
        EntityData h = Levels.entity("hazard", left + span / 2.0, BANK_TOP - depth - 0.125, span, 0.25);
        h.name = "spikes";
        l.entities.add(h);
        return l;
    }

    /** Holds Right across; true when the hazard kills; lowest[0]: the deepest the hero's corner went, m. */
    static boolean runDies(LevelData level, double span, double move, double[] lowest) {
        double[] stick = {0.0};
        Simulation s = new Simulation(level, out -> out.moveX = stick[0]);
        for (int i = 0; i < 90; i++) s.step(DT); // the bridge settles
        stick[0] = move;
        lowest[0] = 0.0;
        for (int i = 0; i < 60 * 8 && s.playerX() < 20.0 + span + 0.5; i++) {
            s.step(DT);
            if (s.deaths() > 0) return true;
            double a = s.playerAngle();
            double half = 0.45 * (Math.abs(Math.cos(a)) + Math.abs(Math.sin(a)));
            lowest[0] = Math.max(lowest[0], BANK_TOP - (s.playerY() - half));
        }
        return false;
    }
}
