package com.tiltfall.game;

import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;

/**
 * What a first-timer does at a bounce pad (`PadWallTest`, `PitPadTest`): walks at it holding Right and presses Jump
 * (held 0.35 s), once or again and again, starting at any moment of the walk. The 26 inputs: first press at 0, 0.2,
 * ... 2.4 s into the walk (the pad 6 m away is reached after ~1.3 s), once or every 0.7 s.
 */
final class PadInputs {
    /** How long a run may take. */
    static final double SECONDS = 8.0;
    /** How far left of the pad each run starts, m. */
    static final double BEFORE = 6.0;

    /** Where a run has got to (the wall's top, beyond the pit). */
    interface Goal {
        boolean reached(Sim s);
    }

    /** One input of the 26. */
    interface Run {
        boolean succeeds(double firstJump, double every);
    }

    private PadInputs() {}

    /** The 26 inputs' outcomes in order, '+' for a success. */
    static String scan(Run run) {
        StringBuilder row = new StringBuilder();
        for (int k = 0; k <= 12; k++) {
            for (double every : new double[] {0.0, 0.7}) row.append(run.succeeds(0.2 * k, every) ? '+' : '.');
        }
        return row.toString();
    }

    static int successes(String row) {
        int n = 0;
        for (int i = 0; i < row.length(); i++) if (row.charAt(i) == '+') n++;
        return n;
    }

    /**
     * One run: stand {@link #BEFORE} m left of the pad on ground as high as its plate, hold Right; press Jump first at
     * {@code firstJump} s and then every {@code every} s (0: once). True when the goal is reached alive in time.
     */
    static boolean run(LevelData level, EntityData pad, double plateTop, double firstJump, double every, Goal goal) {
        Sim s = new Sim(level);
        s.world.placePlayer(pad.x - BEFORE, plateTop + 0.6, 0.0);
        s.input(0.0, false, false);
        s.untilGrounded(120);
        int deaths = s.world.deaths();
        int steps = (int) Math.round(SECONDS / Sim.DT);
        for (int i = 0; i < steps; i++) {
            s.input(1.0, pressed(i * Sim.DT, firstJump, every), false).step();
            if (s.world.deaths() > deaths) return false;
            if (goal.reached(s)) return true;
        }
        return false;
    }

    private static boolean pressed(double t, double first, double every) {
        if (t < first) return false;
        double since = t - first;
        if (every > 0.0) since = since % every;
        return since < 0.35;
    }
}
