package com.tiltfall.ghost;

import com.tiltfall.replay.ReplayFormat;

/**
 * A stored ghost: a few lines of what the run did, then the run itself as a replay file ({@link ReplayFormat}).
 * <pre>
 * tiltfall-ghost 1
 * goal 742
 * score 3450
 * splits 180 -1 512
 * tiltfall-replay 1
 * ...
 * </pre>
 * Steps are fixed 1/60 s steps from the level start; -1 is unknown (a checkpoint not touched).
 */
public final class GhostFormat {
    public static final String HEADER = "tiltfall-ghost 1";
    /** The line with the step the run reached the goal at (a line of this file, not the kind). */
    private static final String GOAL_LINE = "goal";

    private GhostFormat() {}

    public static String write(GhostRun run) {
        StringBuilder sb = new StringBuilder(HEADER).append('\n');
        sb.append(GOAL_LINE).append(' ').append(run.goalStep).append('\n');
        sb.append("score ").append(run.score).append('\n');
        sb.append("splits");
        for (int s : run.splits) sb.append(' ').append(s);
        return sb.append('\n').append(ReplayFormat.write(run.replay)).toString();
    }

    /** Parses a stored ghost; throws IllegalArgumentException naming {@code source}, the line and the problem. */
    public static GhostRun read(String text, String source) {
        if (text == null) throw new IllegalArgumentException(source + ": empty");
        int replayAt = text.indexOf(ReplayFormat.HEADER);
        if (!text.startsWith(HEADER)) throw error(source, 1, "expected \"" + HEADER + "\" as the first line");
        if (replayAt < 0) throw error(source, 1, "no run in it (no \"" + ReplayFormat.HEADER + "\" line)");
        GhostRun run = new GhostRun(ReplayFormat.read(text.substring(replayAt), source + " (its run)"));
        String[] lines = text.substring(0, replayAt).split("\n");
        for (int i = 1; i < lines.length; i++) {
            String[] f = lines[i].trim().split(" ");
            if (f[0].isEmpty()) continue;
            if (f[0].equals(GOAL_LINE) && f.length == 2) run.goalStep = number(f[1], source, i);
            else if (f[0].equals("score") && f.length == 2) run.score = number(f[1], source, i);
            else if (f[0].equals("splits")) {
                run.splits = new int[f.length - 1];
                for (int k = 1; k < f.length; k++) run.splits[k - 1] = number(f[k], source, i);
            } else throw error(source, i + 1, "unknown line \"" + lines[i].trim() + "\"");
        }
        if (run.goalStep < 0 || run.goalStep > run.replay.steps() + com.tiltfall.replay.ReplayRunner.GRACE_STEPS)
            throw error(
                    source, 2, "goal step " + run.goalStep + " does not fit a run of " + run.replay.steps() + " steps");
        return run;
    }

    private static int number(String s, String source, int line) {
        try {
            int v = Integer.parseInt(s);
            if (v >= GhostRun.UNKNOWN) return v;
        } catch (NumberFormatException e) {
            // told below
        }
        throw error(source, line + 1, "not a step or score: \"" + s + "\"");
    }

    private static IllegalArgumentException error(String source, int line, String message) {
        return new IllegalArgumentException(source + ":" + line + ": " + message);
    }
}
