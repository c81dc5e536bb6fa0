package com.tiltfall.replay;

import com.tiltfall.level.LevelData;
import com.tiltfall.sim.FixedStepper;
import com.tiltfall.sim.Simulation;

/**
 * Plays a level with a replay and no window, as fast as the CPU allows: the same {@link Simulation} and fixed step
 * as the game, so the outcome is the one the player saw, on the desktop and in the browser alike (the simulation
 * is bit-identical on both: {@link #trace} gives the per-step state hashes the browser test compares).
 */
public final class ReplayRunner {
    /** Steps simulated after the replay's inputs run out (the player may still be rolling towards the goal). */
    public static final int GRACE_STEPS = 180;

    private ReplayRunner() {}

    public static Outcome run(LevelData level, Replay replay) {
        return run(level, replay, null);
    }

    /**
     * The state hash after every step of {@link #run} (until the goal or the end of the grace period): two platforms that simulate alike give the same sequence, and the first difference is the step where
     * they part.
     */
    public static long[] trace(LevelData level, Replay replay) {
        long[] hashes = new long[replay.steps() + GRACE_STEPS];
        Outcome o = run(level, replay, hashes);
        long[] out = new long[(int) o.steps];
        System.arraycopy(hashes, 0, out, 0, out.length);
        return out;
    }

    private static Outcome run(LevelData level, Replay replay, long[] hashes) {
        Simulation world = new Simulation(level, new ReplayInput(replay));
        int limit = replay.steps() + GRACE_STEPS;
        long endHash = 0;
        // the level rules (goal, deaths, checkpoints, time limit) are the world's, as in the game screen
        for (int i = 0; i < limit && !world.isGoalReached(); i++) {
            world.step(FixedStepper.STEP);
            if (hashes != null) hashes[i] = world.stateHash();
            if (world.steps() == replay.steps()) endHash = world.stateHash();
        }
        boolean timeOut = world.timeUps() > 0;
        boolean desync = replay.hasEndHash && (world.steps() < replay.steps() || endHash != replay.endHash);
        Outcome o = new Outcome(
                level.source,
                world.isGoalReached(),
                timeOut,
                world.elapsed(),
                world.deaths(),
                world.coins(),
                world.steps(),
                desync);
        o.gems = world.gems();
        o.checkpoints = world.checkpoints();
        o.tricks = world.tricks();
        o.trickTurns = world.trickTurns();
        o.stomps = world.playerHurt().stomps;
        o.finalHash = world.stateHash();
        o.score = world.score();
        return o;
    }

    /** How a replayed run ended. */
    public static final class Outcome {
        public final String level;
        public final boolean goalReached, timeOut;
        public final double seconds;
        public final int deaths, coins;
        public final long steps;
        /** Gems collected, tricks landed and the full turns they scored, enemies stomped (docs/player.md). */
        public int gems, tricks, trickTurns, stomps, checkpoints;
        /** The state hash where the run stopped (the goal, or the end of the grace period): what a shared run claims. */
        public long finalHash;
        /** The world's score for the run (scoring.LevelScore; the goal and time bonus only when it was reached). */
        public int score;
        /**
         * The replay carries the hash of the state it ended in and this run did not reach that state: the
         * simulation or the level changed since it was recorded (or it was recorded on a platform that computes
         * differently).
         */
        public final boolean desync;

        Outcome(
                String level,
                boolean goalReached,
                boolean timeOut,
                double seconds,
                int deaths,
                int coins,
                long steps,
                boolean desync) {
            this.level = level;
            this.goalReached = goalReached;
            this.timeOut = timeOut;
            this.seconds = seconds;
            this.deaths = deaths;
            this.coins = coins;
            this.steps = steps;
            this.desync = desync;
        }

        /** e.g. "levels/01.tmx: goal reached in 12.35 s, deaths 0, coins 4, score 1400, 741 steps". */
        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder(level).append(": ");
            sb.append(goalReached ? "goal reached" : "goal NOT reached").append(" in ");
            int hundredths = (int) Math.round(seconds * 100.0);
            sb.append(hundredths / 100).append('.');
            if (hundredths % 100 < 10) sb.append('0');
            sb.append(hundredths % 100)
                    .append(" s, deaths ")
                    .append(deaths)
                    .append(", coins ")
                    .append(coins)
                    .append(", score ")
                    .append(score)
                    .append(", ")
                    .append(steps)
                    .append(" steps");
            if (timeOut) sb.append(", time ran out");
            if (desync) sb.append(", DESYNC: not the state the replay was recorded in");
            return sb.toString();
        }
    }
}
