package com.tiltfall.share;

import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelException;
import com.tiltfall.replay.Replay;
import com.tiltfall.replay.ReplayRunner;

/**
 * Makes run codes and checks them: a code is "verified" only when this game, re-running its inputs on the same level
 * file, reaches exactly what it claims (time, score, counters and the final state hash). Both directions go
 * through {@link ReplayRunner} and {@link Claim#of}, the same on the desktop and in the browser.
 */
public final class RunVerifier {
    private RunVerifier() {}

    /** A code for {@code replay} on its level: re-run here, so the claim is what this game computes. */
    public static String export(Replay replay, LevelData level, byte[] levelBytes) {
        SharedRun run = new SharedRun();
        run.levelId = replay.level;
        run.levelHash = LevelHash.of(levelBytes);
        run.replay = replay;
        run.claim = Claim.of(ReplayRunner.run(level, replay));
        return RunCode.encode(run);
    }

    /** The verdict on a pasted or dropped text; never throws, whatever the text holds. */
    public static Verdict verify(String text, LevelSource levels) {
        SharedRun run;
        try {
            run = RunCode.decode(text == null ? "" : text);
        } catch (RunCode.Unreadable e) {
            return new Verdict(e.kind, e.getMessage(), null);
        } catch (RuntimeException e) { // a reader bug must still not crash the game
            return new Verdict(Verdict.Kind.DAMAGED, "the code could not be read: " + e, null);
        }
        try {
            return check(run, levels);
        } catch (RuntimeException e) {
            return new Verdict(Verdict.Kind.LEVEL_UNUSABLE, run.levelId + " could not be played here: " + e, run);
        }
    }

    private static Verdict check(SharedRun run, LevelSource levels) {
        String id = run.levelId;
        if (!levels.has(id)) {
            return new Verdict(
                    Verdict.Kind.UNKNOWN_LEVEL, "the run is on " + id + ", a level this game does not have", run);
        }
        long here = LevelHash.of(levels.bytes(id));
        if (here != run.levelHash) {
            return new Verdict(
                    Verdict.Kind.OTHER_LEVEL_VERSION,
                    "the run was recorded on another version of " + id + " (level file " + LevelHash.hex(run.levelHash)
                            + ", here " + LevelHash.hex(here) + "): an older or edited level",
                    run);
        }
        LevelData level;
        try {
            level = levels.load(id);
        } catch (LevelException e) {
            String first = e.problems.size > 0 ? e.problems.first().toString() : "it has problems";
            return new Verdict(Verdict.Kind.LEVEL_UNUSABLE, id + " cannot be loaded here: " + first, run);
        }
        Claim rerun = Claim.of(ReplayRunner.run(level, run.replay));
        String difference = run.claim.firstDifference(rerun);
        if (difference != null) {
            return new Verdict(
                    Verdict.Kind.RESULT_DIFFERS,
                    "not verified: the re-run does not reach what the code claims (" + difference
                            + "): its input or its claim was changed",
                    run);
        }
        return new Verdict(Verdict.Kind.VERIFIED, "verified: " + id + ", " + run.claim.summary(), run);
    }
}
