package com.tiltfall.game;

import com.tiltfall.level.LevelData;

/**
 * What a first-timer does on falling stairs (`FallingStairsTest`): holds Right from a few metres before the pit, jumps
 * once and then again soon after each landing, holding Jump short or long. The 81 inputs: the first press at 0, 0.1,
 * ... 0.8 s into the run (the pit's edge is reached after ~0.55 s: the last two walk off it), every later press 0, 0.1
 * or 0.2 s after a landing, each held 0.12, 0.25 or 0.4 s (a hop of ~1.4 m, ~2.1 m, a full jump of 2.4 m).
 */
final class StairInputs {
    /** How long a run may take, s. */
    static final double SECONDS = 15.0;
    /** How far left of the pit's edge each run starts, m. */
    static final double BEFORE = 3.0;

    private static final double[] REACT = {0.0, 0.1, 0.2};
    private static final double[] HOLD = {0.12, 0.25, 0.4};

    /** One input of the 81. */
    interface Run {
        boolean succeeds(double firstJump, double react, double hold);
    }

    private StairInputs() {}

    /** The 81 inputs' outcomes, '+' for a success: nine groups (react, then hold), first press 0-0.8 s in each. */
    static String scan(Run run) {
        StringBuilder row = new StringBuilder();
        for (double react : REACT) {
            for (double hold : HOLD) {
                if (row.length() > 0) row.append(' ');
                for (int k = 0; k <= 8; k++) row.append(run.succeeds(0.1 * k, react, hold) ? '+' : '.');
            }
        }
        return row.toString();
    }

    static int successes(String row) {
        int n = 0;
        for (int i = 0; i < row.length(); i++) if (row.charAt(i) == '+') n++;
        return n;
    }

    /**
     * One run: stand {@link #BEFORE} m left of {@code edge} (dropped from {@code dropY} onto the bank), hold Right,
     * press Jump at {@code firstJump} s and again {@code react} s after every landing, each press held {@code hold} s.
     * True when the hero stands on ground right of {@code far} alive in time.
     */
    static boolean run(
            LevelData level, double edge, double dropY, double far, double firstJump, double react, double hold) {
        Sim s = new Sim(level);
        s.world.placePlayer(edge - BEFORE, dropY, 0.0);
        s.input(0.0, false, false);
        s.untilGrounded(120);
        int deaths = s.world.deaths();
        double pressAt = firstJump;
        boolean wasGrounded = true;
        int steps = (int) Math.round(SECONDS / Sim.DT);
        for (int i = 0; i < steps; i++) {
            double t = i * Sim.DT;
            boolean grounded = s.grounded();
            if (t > firstJump && grounded && !wasGrounded) pressAt = t + react;
            wasGrounded = grounded;
            s.input(1.0, t >= pressAt && t < pressAt + hold, false).step();
            if (s.world.deaths() > deaths) return false;
            if (s.grounded() && s.x() > far) return true;
        }
        return false;
    }
}
