package com.tiltfall.ghost;

/** How a split reads: the player's time minus the ghost's, in tenths of a second ("-1.2 s" ahead, "+0.4 s" behind). */
public final class Splits {
    private Splits() {}

    /** Appends the difference of {@code deltaSteps} fixed 1/60 s steps, rounded to the nearest tenth. */
    public static StringBuilder append(StringBuilder sb, int deltaSteps) {
        int tenths = (Math.abs(deltaSteps) + 3) / 6; // 6 steps a tenth, half-up
        sb.append(tenths == 0 ? "" : deltaSteps < 0 ? "-" : "+");
        return sb.append(tenths / 10).append('.').append(tenths % 10).append(" s");
    }
}
