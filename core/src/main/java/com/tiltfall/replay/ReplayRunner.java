package com.tiltfall.replay;

import com.tiltfall.level.LevelData;
import com.tiltfall.loop.FixedStepper;
import com.tiltfall.world.GameWorld;

/**
 * Plays a level with a replay and no window, as fast as the CPU allows: the same {@link GameWorld} and fixed step
 * as the game, so the outcome is the one the player saw (on the same JVM; the web runs floats as doubles).
 */
public final class ReplayRunner {
    /** Steps simulated after the replay's inputs run out (the player may still be rolling towards the goal). */
    public static final int GRACE_STEPS = 180;

    private ReplayRunner() {}

    public static Outcome run(LevelData level, Replay replay) {
        GameWorld world = new GameWorld(level, new ReplayInput(replay));
        int limit = replay.steps() + GRACE_STEPS;
        boolean timeOut = false;
        for (int i = 0; i < limit && !world.isGoalReached(); i++) {
            world.step(FixedStepper.STEP);
            if (level.timeLimit > 0f && world.elapsed() > level.timeLimit) {
                timeOut = true;
                break;
            }
        }
        return new Outcome(
                level.source,
                world.isGoalReached(),
                timeOut,
                world.elapsed(),
                world.deaths(),
                world.coins(),
                world.steps());
    }

    /** How a replayed run ended. */
    public static final class Outcome {
        public final String level;
        public final boolean goalReached, timeOut;
        public final float seconds;
        public final int deaths, coins;
        public final long steps;

        Outcome(String level, boolean goalReached, boolean timeOut, float seconds, int deaths, int coins, long steps) {
            this.level = level;
            this.goalReached = goalReached;
            this.timeOut = timeOut;
            this.seconds = seconds;
            this.deaths = deaths;
            this.coins = coins;
            this.steps = steps;
        }

        /** e.g. "levels/01.tmx: goal reached in 12.35 s, deaths 0, coins 4, 741 steps". */
        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder(level).append(": ");
            sb.append(goalReached ? "goal reached" : timeOut ? "time ran out" : "goal NOT reached")
                    .append(" in ");
            int hundredths = Math.round(seconds * 100f);
            sb.append(hundredths / 100).append('.');
            if (hundredths % 100 < 10) sb.append('0');
            sb.append(hundredths % 100)
                    .append(" s, deaths ")
                    .append(deaths)
                    .append(", coins ")
                    .append(coins)
                    .append(", ")
                    .append(steps)
                    .append(" steps");
            return sb.toString();
        }
    }
}
