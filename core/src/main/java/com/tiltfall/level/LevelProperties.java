package com.tiltfall.level;

import com.tiltfall.kinds.Prop;

/**
 * The map's own custom properties (Map > Map Properties in Tiled): the converter validates them from these
 * definitions and the map-properties table of docs/levels.md is generated from them, so the two cannot disagree.
 */
public final class LevelProperties {
    private LevelProperties() {}

    public static final Prop TITLE =
            Prop.text("title", "", "shown on the title card; absent: the file name without `.tmx` / `.tmj`");
    public static final Prop TIME_LIMIT = Prop.real(
            "timeLimit", 0.0, 0.0, true, Double.POSITIVE_INFINITY, "seconds to reach the goal; absent: no limit");
    public static final Prop WORLD = Prop.whole(
            "world", 1, 1, LevelData.WORLDS, "the sky, colours and music; absent: 1 (a float or a string is refused)");

    private static final Prop[] ALL = {TITLE, TIME_LIMIT, WORLD};

    /** The property of that name, or null. */
    static Prop byName(String name) {
        for (Prop p : ALL) if (p.name.equals(name)) return p;
        return null;
    }

    /** "title, timeLimit, world" for messages. */
    static String names() {
        StringBuilder sb = new StringBuilder();
        for (Prop p : ALL) sb.append(sb.length() > 0 ? ", " : "").append(p.name);
        return sb.toString();
    }

    /** The known name a typo most likely meant (at most 2 edits away, case ignored), or null. */
    static String nearest(String typed) {
        String best = null;
        int bestDistance = 3;
        for (Prop p : ALL) {
            int d = editDistance(typed.toLowerCase(), p.name.toLowerCase());
            if (d < bestDistance) {
                bestDistance = d;
                best = p.name;
            }
        }
        return best;
    }

    /** Levenshtein distance, with adjacent swaps counting as one edit ("wrold" -> "world"). */
    static int editDistance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) d[i][0] = i;
        for (int j = 0; j <= b.length(); j++) d[0][j] = j;
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                int best = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    best = Math.min(best, d[i - 2][j - 2] + 1);
                }
                d[i][j] = best;
            }
        }
        return d[a.length()][b.length()];
    }

    /** The map-properties table of docs/levels.md (a test checks that the docs hold exactly this). */
    public static String markdownTable() {
        StringBuilder sb = new StringBuilder("| property | type | range | meaning |\n| --- | --- | --- | --- |\n");
        for (Prop p : ALL) {
            String range = p.rangeText();
            sb.append("| `").append(p.name).append("` | ").append(p.type.tiled).append(" | ");
            sb.append(range.isEmpty() ? "-" : range);
            sb.append(" | ").append(p.doc).append(" |\n");
        }
        sb.append("| `player.<name>` | float | per name | the player's feel in this level, e.g. `player.jumpSpeed`;")
                .append(" names and ranges: [player.md](player.md#tuning-values-and-per-level-overrides);")
                .append(" an unknown name or a value out of range is refused |\n");
        return sb.toString();
    }
}
