package com.tiltfall.scoring;

/**
 * A level's medal times, set by one rule from the designer's time (the time of its committed replay, written next to
 * the level in levels.txt), in hundredths of a second so that no rounding of doubles decides a medal:
 *
 * <ul>
 *   <li>gold: the designer's time x 1.1, rounded up to half a second;
 *   <li>silver: x 1.35, rounded up to a whole second;
 *   <li>bronze: x 1.75, rounded up to a whole second;
 *   <li>beating the designer (a time under theirs, to the hundredth) is the best a run can do.
 * </ul>
 *
 * A time at or under a medal's time wins it. docs/levels.md ("Medals") states the rule for designers.
 */
public final class Medals {
    public static final int NONE = 0, BRONZE = 1, SILVER = 2, GOLD = 3, DESIGNER = 4;
    /** Shown in the level select and on the tally. */
    public static final String[] NAMES = {"", "bronze", "silver", "gold", "designer"};

    /** The designer's time, hundredths of a second. */
    public final int designer;
    /** Hundredths of a second; index BRONZE, SILVER, GOLD. */
    public final int bronze, silver, gold;

    public Medals(int designerHundredths) {
        if (designerHundredths <= 0)
            throw new IllegalArgumentException("a designer's time must be positive, got " + designerHundredths);
        designer = designerHundredths;
        gold = roundUp(designer * 110, 50 * 100);
        silver = roundUp(designer * 135, 100 * 100);
        bronze = roundUp(designer * 175, 100 * 100);
    }

    /** {@code hundredths * percent / 100} rounded up to a multiple of {@code step / 100} hundredths. */
    private static int roundUp(long percentOfDesigner, long step) {
        return (int) ((percentOfDesigner + step - 1) / step * (step / 100));
    }

    /** Seconds to hundredths, rounded to the nearest (a run's time is a whole number of 1/60 s steps). */
    public static int hundredths(double seconds) {
        return (int) Math.round(seconds * 100.0);
    }

    /** The medal a run of {@code seconds} wins: {@link #NONE} .. {@link #DESIGNER}. */
    public int medal(double seconds) {
        if (!(seconds >= 0.0)) return NONE;
        int t = hundredths(seconds);
        if (t < designer) return DESIGNER;
        if (t <= gold) return GOLD;
        if (t <= silver) return SILVER;
        return t <= bronze ? BRONZE : NONE;
    }

    /** The time of a medal (BRONZE .. DESIGNER), hundredths. */
    public int time(int medal) {
        switch (medal) {
            case BRONZE:
                return bronze;
            case SILVER:
                return silver;
            case GOLD:
                return gold;
            default:
                return designer;
        }
    }
}
