package com.tiltfall.replay;

/**
 * The replay file: plain text so it diffs and can be edited by hand.
 * <pre>
 * tiltfall-replay 1
 * level levels/01-first-slopes.tmx
 * hash 5d1c0f2e9a7b3c41
 * # steps moveX(hundredths, -100..100) flags(1 jump, 2 down)
 * 120 100 0
 * 8 100 1
 * </pre>
 * Blank lines and lines starting with '#' are ignored. The optional {@code hash} line is the state hash after the
 * last step ({@link Replay#endHash}): a run that replays to another hash has desynchronised.
 */
public final class ReplayFormat {
    public static final String HEADER = "tiltfall-replay 1";

    private ReplayFormat() {}

    public static String write(Replay replay) {
        StringBuilder sb = new StringBuilder(64 + replay.runCount() * 12);
        sb.append(HEADER).append('\n');
        sb.append("level ").append(replay.level).append('\n');
        if (replay.hasEndHash) sb.append("hash ").append(hex(replay.endHash)).append('\n');
        sb.append("# ")
                .append(replay.steps())
                .append(" steps at 60 Hz; runs: steps moveX(hundredths) flags(1 jump, 2 down)\n");
        for (int r = 0; r < replay.runCount(); r++) {
            sb.append(replay.runLength(r))
                    .append(' ')
                    .append(replay.runMove(r))
                    .append(' ')
                    .append(replay.runFlags(r))
                    .append('\n');
        }
        return sb.toString();
    }

    /** Parses a replay; {@code source} names the file in error messages. */
    public static Replay read(String text, String source) {
        Replay replay = new Replay();
        String[] lines = text.split("\n");
        boolean header = false;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].trim();
            if (line.isEmpty() || line.startsWith("#")) continue;
            if (!header) {
                if (!line.equals(HEADER)) throw error(source, i, "expected \"" + HEADER + "\" as the first line");
                header = true;
                continue;
            }
            if (line.startsWith("level ")) {
                replay.level = line.substring(6).trim();
                continue;
            }
            if (line.startsWith("hash ")) {
                replay.endHash = parseHex(line.substring(5).trim(), source, i);
                replay.hasEndHash = true;
                continue;
            }
            String[] f = line.split("\\s+");
            if (f.length != 3) throw error(source, i, "expected \"steps moveX flags\", got \"" + line + "\"");
            int count = parse(f[0], source, i), move = parse(f[1], source, i), flags = parse(f[2], source, i);
            if (count <= 0) throw error(source, i, "run length must be positive");
            if (move < -100 || move > 100) throw error(source, i, "moveX must be in -100..100");
            if (flags < 0 || flags > 3) throw error(source, i, "flags must be 0..3");
            replay.add(count, move / 100.0, (flags & Replay.JUMP) != 0, (flags & Replay.DOWN) != 0);
        }
        if (!header) throw error(source, 0, "empty file, expected \"" + HEADER + "\"");
        return replay;
    }

    /** 16 hex digits, zero-padded (Long.toHexString drops leading zeros): how the game writes a 64-bit hash. */
    public static String hex(long v) {
        String h = Long.toHexString(v);
        StringBuilder sb = new StringBuilder(16);
        for (int i = h.length(); i < 16; i++) sb.append('0');
        return sb.append(h).toString();
    }

    private static long parseHex(String s, String source, int line) {
        if (s.length() != 16) throw error(source, line, "hash must be 16 hex digits, got \"" + s + "\"");
        long v = 0;
        for (int k = 0; k < 16; k++) {
            int d = Character.digit(s.charAt(k), 16);
            if (d < 0) throw error(source, line, "hash must be 16 hex digits, got \"" + s + "\"");
            v = (v << 4) | d;
        }
        return v;
    }

    private static int parse(String s, String source, int line) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw error(source, line, "not a whole number: \"" + s + "\"");
        }
    }

    private static IllegalArgumentException error(String source, int line, String message) {
        return new IllegalArgumentException(source + ":" + (line + 1) + ": " + message);
    }
}
