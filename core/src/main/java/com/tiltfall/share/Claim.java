package com.tiltfall.share;

import com.tiltfall.replay.ReplayRunner;

/**
 * What a shared run claims it reached: the numbers of {@link ReplayRunner.Outcome}, read in one place ({@link #of}),
 * so the exporter and the verifier can only ever compare like with like. Time in hundredths of a second (what the
 * player reads); the final state hash pins down everything else exactly.
 */
public final class Claim {
    public boolean goalReached;
    public int hundredths, steps, deaths, coins, gems, tricks, stomps, score;
    public long finalHash;

    /** The one place a claim is read from a re-run. */
    public static Claim of(ReplayRunner.Outcome o) {
        Claim c = new Claim();
        c.goalReached = o.goalReached;
        c.hundredths = (int) Math.round(o.seconds * 100.0);
        c.steps = (int) o.steps;
        c.deaths = o.deaths;
        c.coins = o.coins;
        c.gems = o.gems;
        c.tricks = o.tricks;
        c.stomps = o.stomps;
        c.score = o.score;
        c.finalHash = o.finalHash;
        return c;
    }

    /** The first claimed number this re-run did not reach, as "time: claimed 12.35 s, re-run 12.40 s"; null: none. */
    public String firstDifference(Claim rerun) {
        if (goalReached != rerun.goalReached) {
            return "goal: claimed " + (goalReached ? "reached" : "not reached") + ", re-run "
                    + (rerun.goalReached ? "reached" : "not reached");
        }
        if (hundredths != rerun.hundredths) {
            return "time: claimed " + seconds(hundredths) + ", re-run " + seconds(rerun.hundredths);
        }
        if (score != rerun.score) return differs("score", score, rerun.score);
        if (coins != rerun.coins) return differs("coins", coins, rerun.coins);
        if (gems != rerun.gems) return differs("gems", gems, rerun.gems);
        if (tricks != rerun.tricks) return differs("tricks", tricks, rerun.tricks);
        if (stomps != rerun.stomps) return differs("stomps", stomps, rerun.stomps);
        if (deaths != rerun.deaths) return differs("deaths", deaths, rerun.deaths);
        if (steps != rerun.steps) return differs("steps", steps, rerun.steps);
        if (finalHash != rerun.finalHash) {
            return "final state: claimed " + LevelHash.hex(finalHash) + ", re-run " + LevelHash.hex(rerun.finalHash);
        }
        return null;
    }

    /** e.g. "goal in 40.58 s, score 0, coins 12, gems 1, tricks 2, stomps 0". */
    public String summary() {
        return (goalReached ? "goal in " : "no goal, ") + seconds(hundredths) + ", score " + score + ", coins " + coins
                + ", gems " + gems + ", tricks " + tricks + ", stomps " + stomps;
    }

    static String seconds(int hundredths) {
        int h = Math.abs(hundredths);
        return (hundredths < 0 ? "-" : "") + h / 100 + "." + (h % 100 < 10 ? "0" : "") + h % 100 + " s";
    }

    private static String differs(String what, int claimed, int rerun) {
        return what + ": claimed " + claimed + ", re-run " + rerun;
    }
}
