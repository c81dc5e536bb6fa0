package com.tiltfall.platform;

/**
 * What the game was asked to do at start: play the normal session from the title screen, or open one level
 * directly (a designer testing a map, F5 reloads it), optionally driven by a replay. Desktop fills it from the
 * command line, the web build from the page's URL parameters (?level=...&amp;replay=...).
 */
public final class LaunchOptions {
    /** A level file to open directly (desktop: a path on disk or an asset path), or null for the title screen. */
    public String level;
    /** A replay file to play instead of reading the keyboard, or null. */
    public String replay;
    /**
     * Start at the title even with a replay: the replay then drives its level when the menus start that level (the
     * end-to-end tests walk the real menus and let the recorded run finish the level).
     */
    public boolean menus;
    /** Leave the application when the replayed run ends (tests and recordings). */
    public boolean exitAfterReplay;
    /**
     * The campaign's play order from this list file instead of levels/levels.txt (names relative to the list's
     * folder), or null. For tests and designers trying a campaign of their own.
     */
    public String levelList;
    /** A shared run's code (desktop: {@code --import}, read from a file there; browser: {@code ?run=}) to verify and
     * watch, or null. */
    public String importRun;
    /** Every level's clock in seconds instead of the map's limit (tests: a quick time up), or 0 for the map's. */
    public double timeLimit;
    /**
     * Game time per second of wall time (tests and recordings: {@code --speed 3} plays a replay's minute in 20 s),
     * or 1. Every screen gets its frame time multiplied by it; the simulation still runs the same fixed steps.
     */
    public double speed = 1.0;

    public static final String USAGE =
            "usage: tiltfall [--level] <map.tmx> [--replay <run.replay>] [--menus] [--exit-after-replay]"
                    + " [--levels <levels.txt>] [--time-limit <seconds>] [--speed <x, 0.1..8>]"
                    + " [--import <run file or code>] | --verify <run file or code> | --export <run.replay>";

    /** Parses command-line arguments; throws IllegalArgumentException with {@link #USAGE} on bad input. */
    public static LaunchOptions parse(String[] args) {
        LaunchOptions o = new LaunchOptions();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--level") || a.equals("--replay")) {
                if (i + 1 >= args.length) throw new IllegalArgumentException(a + " needs a file\n" + USAGE);
                if (a.equals("--level")) o.level = args[++i];
                else o.replay = args[++i];
            } else if (a.equals("--levels")) {
                if (i + 1 >= args.length) throw new IllegalArgumentException(a + " needs a file\n" + USAGE);
                o.levelList = args[++i];
            } else if (a.equals("--time-limit")) {
                o.timeLimit = seconds(a, i + 1 < args.length ? args[++i] : "");
            } else if (a.equals("--speed")) {
                o.speed = speed(a, i + 1 < args.length ? args[++i] : "");
            } else if (a.equals("--import")) {
                if (i + 1 >= args.length) throw new IllegalArgumentException(a + " needs a run file or code\n" + USAGE);
                o.importRun = args[++i];
            } else if (a.equals("--menus")) {
                o.menus = true;
            } else if (a.equals("--exit-after-replay")) {
                o.exitAfterReplay = true;
            } else if (a.startsWith("--")) {
                throw new IllegalArgumentException("unknown option " + a + "\n" + USAGE);
            } else if (o.level == null) {
                o.level = a;
            } else {
                throw new IllegalArgumentException("more than one level given: " + o.level + ", " + a + "\n" + USAGE);
            }
        }
        return o;
    }

    /** The longest frame a speed-up may make (8 x a 30 fps frame) stays within the stepper's catch-up cap. */
    public static final double MAX_SPEED = 8.0;

    /** The factor in {@code value}; throws IllegalArgumentException naming {@code option} outside 0.1..8. */
    public static double speed(String option, String value) {
        double x;
        try {
            x = Double.parseDouble(value);
        } catch (NumberFormatException e) {
            x = Double.NaN;
        }
        if (!(x >= 0.1 && x <= MAX_SPEED)) {
            throw new IllegalArgumentException(
                    option + " needs a factor between 0.1 and " + MAX_SPEED + ", not '" + value + "'\n" + USAGE);
        }
        return x;
    }

    private static double seconds(String option, String value) {
        double s;
        try {
            s = Double.parseDouble(value);
        } catch (NumberFormatException e) {
            s = Double.NaN;
        }
        if (!(s > 0 && s < 1e6)) {
            throw new IllegalArgumentException(
                    option + " needs a number of seconds > 0, not '" + value + "'\n" + USAGE);
        }
        return s;
    }
}
