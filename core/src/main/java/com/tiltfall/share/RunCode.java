package com.tiltfall.share;

import com.badlogic.gdx.utils.ByteArray;
import com.tiltfall.input.ControlState;
import com.tiltfall.replay.Replay;
import com.tiltfall.replay.ReplayInput;

/**
 * A shared run as a short text a player can paste: {@code TF1.} (the format's tag) then the binary below in
 * base64url (A-Z a-z 0-9 - _, no padding: safe in a URL, a chat and a file name). Whitespace and lines starting with
 * '#' are ignored when reading, so a code wrapped by a mail program or saved in a file with a comment still reads.
 *
 * <pre>
 * varint  level id length * 2 + 1 when it is "levels/NAME.tmx" stored as NAME (else + 0); the id's bytes
 * 8       level file hash ({@link LevelHash}), big-endian
 * 1       flags: 1 goal reached
 * zigzag  hundredths, steps, deaths, coins, gems, tricks, stomps, score
 * 8       final state hash
 * varint  input runs; each: varint steps * 16 + symbol, symbol 0..11 = moveX (-100, 0, 100)[s / 4], flags s % 4;
 *         symbol 12..15 = flags s - 12, then zigzag moveX (hundredths)
 * 4       checksum: the low 32 bits of FNV-1a 64 over everything before it
 * </pre>
 */
public final class RunCode {
    public static final String TAG = "TF1.";
    /** Longest run a code may hold (30 minutes at 60 Hz): verifying one re-runs it. */
    public static final int MAX_STEPS = 30 * 60 * 60;

    static final int MAX_ID = 200;
    private static final String PREFIX = "levels/", SUFFIX = ".tmx";
    private static final char[] ALPHABET =
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".toCharArray();

    private RunCode() {}

    /** Why a text is not a readable code; {@link #kind} says which way it is not. */
    public static final class Unreadable extends RuntimeException {
        public final Verdict.Kind kind;

        Unreadable(Verdict.Kind kind, String message) {
            super(message);
            this.kind = kind;
        }
    }

    public static String encode(SharedRun run) {
        ByteArray out = new ByteArray(64 + run.replay.runCount() * 2);
        String id = run.levelId;
        boolean shortId =
                id.startsWith(PREFIX) && id.endsWith(SUFFIX) && id.length() > PREFIX.length() + SUFFIX.length();
        String stored = shortId ? id.substring(PREFIX.length(), id.length() - SUFFIX.length()) : id;
        byte[] idBytes = ascii(stored);
        varint(out, idBytes.length * 2 + (shortId ? 1 : 0));
        out.addAll(idBytes);
        fixed64(out, run.levelHash);
        Claim c = run.claim;
        out.add((byte) (c.goalReached ? 1 : 0));
        int[] numbers = {c.hundredths, c.steps, c.deaths, c.coins, c.gems, c.tricks, c.stomps, c.score};
        for (int n : numbers) varint(out, (n << 1) ^ (n >> 31));
        fixed64(out, c.finalHash);
        writeInputs(out, run.replay);
        long check = LevelHash.of(out.items, 0, out.size);
        for (int shift = 24; shift >= 0; shift -= 8) out.add((byte) (check >>> shift));
        return TAG + base64(out.items, out.size);
    }

    /** Reads a code; throws {@link Unreadable} (and nothing else) when the text is not one. */
    public static SharedRun decode(String text) {
        String code = strip(text);
        if (!code.startsWith("TF")) {
            throw new Unreadable(Verdict.Kind.NOT_A_CODE, "not a Tiltfall run code (a code starts with " + TAG + ")");
        }
        int dot = code.indexOf('.');
        if (dot < 0) throw new Unreadable(Verdict.Kind.TRUNCATED, "the code is cut short: copy all of it");
        if (!code.startsWith(TAG)) {
            String version = code.substring(2, Math.min(dot, 12));
            throw new Unreadable(
                    Verdict.Kind.OTHER_FORMAT,
                    "made by another version of Tiltfall (run code format \"" + version + "\"; this game reads "
                            + TAG.substring(2, 3) + ")");
        }
        String data = code.substring(TAG.length());
        byte[] bytes = unbase64(data);
        Reader in = new Reader(bytes);
        SharedRun run;
        try {
            run = read(in);
        } catch (Unreadable e) {
            // a checksum over a cut-short or damaged text is wrong too: say the more useful of the two
            if (e.kind == Verdict.Kind.TRUNCATED || checksumMatches(bytes)) throw e;
            throw damaged();
        }
        if (in.remaining() != 4) throw in.remaining() < 4 ? truncated() : damaged();
        if (!checksumMatches(bytes) || !canonical(data)) throw damaged();
        return run;
    }

    private static SharedRun read(Reader in) {
        SharedRun run = new SharedRun();
        int idHead = in.varint();
        int idLength = idHead >>> 1;
        if (idLength < 1 || idLength > MAX_ID) throw damaged();
        String stored = in.ascii(idLength);
        run.levelId = (idHead & 1) != 0 ? PREFIX + stored + SUFFIX : stored;
        run.levelHash = in.fixed64();
        Claim c = new Claim();
        int flags = in.next();
        if ((flags & ~1) != 0) throw damaged();
        c.goalReached = flags == 1;
        c.hundredths = in.zigzag();
        c.steps = in.zigzag();
        c.deaths = in.zigzag();
        c.coins = in.zigzag();
        c.gems = in.zigzag();
        c.tricks = in.zigzag();
        c.stomps = in.zigzag();
        c.score = in.zigzag();
        c.finalHash = in.fixed64();
        run.claim = c;
        run.replay = readInputs(in);
        run.replay.level = run.levelId;
        return run;
    }

    private static void writeInputs(ByteArray out, Replay replay) {
        // the replay's public face: its controls step by step, run-length encoded again here
        ReplayInput steps = new ReplayInput(replay);
        ControlState c = new ControlState();
        int runs = 0;
        ByteArray body = new ByteArray(replay.runCount() * 2 + 4);
        int runMove = 0, runFlags = 0, runLength = 0;
        for (int i = 0; i <= replay.steps(); i++) {
            int move = 0, flags = -1;
            if (i < replay.steps()) {
                steps.poll(c);
                move = (int) Math.round(c.moveX * 100.0);
                flags = (c.jump ? 1 : 0) | (c.down ? 2 : 0);
            }
            if (runLength > 0 && (move != runMove || flags != runFlags)) {
                writeRun(body, runLength, runMove, runFlags);
                runs++;
                runLength = 0;
            }
            runMove = move;
            runFlags = flags;
            runLength++;
        }
        varint(out, runs);
        out.addAll(body);
    }

    private static void writeRun(ByteArray out, int length, int move, int flags) {
        int common = move == -100 ? 0 : move == 0 ? 1 : move == 100 ? 2 : -1;
        if (common >= 0) {
            varint(out, length * 16 + common * 4 + flags);
        } else {
            varint(out, length * 16 + 12 + flags);
            varint(out, (move << 1) ^ (move >> 31));
        }
    }

    private static Replay readInputs(Reader in) {
        int runs = in.varint();
        if (runs < 0 || runs > MAX_STEPS) throw damaged();
        Replay replay = new Replay();
        for (int r = 0; r < runs; r++) {
            int head = in.varint();
            int length = head >>> 4, symbol = head & 15;
            int move, flags;
            if (symbol < 12) {
                move = (symbol / 4 - 1) * 100;
                flags = symbol % 4;
            } else {
                flags = symbol - 12;
                move = in.zigzag();
                if (move < -100 || move > 100) throw damaged();
            }
            if (length < 1 || length > MAX_STEPS - replay.steps()) throw damaged();
            replay.add(length, move / 100.0, (flags & 1) != 0, (flags & 2) != 0);
        }
        return replay;
    }

    private static boolean checksumMatches(byte[] bytes) {
        if (bytes.length < 4) return false;
        long check = LevelHash.of(bytes, 0, bytes.length - 4);
        for (int k = 0; k < 4; k++) {
            if ((bytes[bytes.length - 4 + k] & 0xff) != (int) ((check >>> (24 - 8 * k)) & 0xff)) return false;
        }
        return true;
    }

    private static Unreadable damaged() {
        return new Unreadable(Verdict.Kind.DAMAGED, "the code is damaged or was edited: its checksum does not match");
    }

    private static Unreadable truncated() {
        return new Unreadable(Verdict.Kind.TRUNCATED, "the code is cut short: copy all of it");
    }

    /** The text without '#' comment lines and whitespace. */
    private static String strip(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        boolean lineStart = true, comment = false;
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (ch == '\n' || ch == '\r') {
                lineStart = true;
                comment = false;
                continue;
            }
            if (lineStart && ch == '#') comment = true;
            if (ch != ' ' && ch != '\t') lineStart = false;
            if (comment || ch == ' ' || ch == '\t' || ch == '\uFEFF') continue;
            sb.append(ch);
        }
        return sb.toString();
    }

    private static byte[] ascii(String s) {
        byte[] b = new byte[s.length()];
        for (int i = 0; i < b.length; i++) {
            char ch = s.charAt(i);
            b[i] = (byte) (ch < 128 ? ch : '?');
        }
        return b;
    }

    private static void varint(ByteArray out, int v) {
        while ((v & ~0x7f) != 0) {
            out.add((byte) ((v & 0x7f) | 0x80));
            v >>>= 7;
        }
        out.add((byte) v);
    }

    private static void fixed64(ByteArray out, long v) {
        for (int shift = 56; shift >= 0; shift -= 8) out.add((byte) (v >>> shift));
    }

    static String base64(byte[] bytes, int size) {
        StringBuilder sb = new StringBuilder((size * 4 + 2) / 3);
        for (int i = 0; i < size; i += 3) {
            int n = (bytes[i] & 0xff) << 16;
            if (i + 1 < size) n |= (bytes[i + 1] & 0xff) << 8;
            if (i + 2 < size) n |= bytes[i + 2] & 0xff;
            int chars = Math.min(4, (size - i) * 8 / 6 + 1);
            for (int k = 0; k < chars; k++) sb.append(ALPHABET[(n >>> (18 - 6 * k)) & 63]);
        }
        return sb.toString();
    }

    /** The bytes of whole characters (a cut-short text's last bits are left for the reader to find missing). */
    static byte[] unbase64(String text) {
        int n = text.length();
        byte[] out = new byte[n * 6 / 8];
        int bits = 0, buffer = 0, o = 0;
        for (int i = 0; i < n; i++) {
            int v = value(text.charAt(i));
            if (v < 0) {
                throw new Unreadable(
                        Verdict.Kind.NOT_A_CODE,
                        "not a Tiltfall run code: it holds '" + text.charAt(i) + "', which no code has");
            }
            buffer = (buffer << 6) | v;
            bits += 6;
            if (bits >= 8) {
                bits -= 8;
                out[o++] = (byte) (buffer >>> bits);
                buffer &= (1 << bits) - 1;
            }
        }
        return out;
    }

    /** Whether the text is the one encoding of its bytes: no dangling character, no set bits past the last byte. */
    private static boolean canonical(String text) {
        int n = text.length();
        if (n % 4 == 1) return false;
        int spare = n % 4 == 2 ? 4 : n % 4 == 3 ? 2 : 0;
        return n == 0 || (value(text.charAt(n - 1)) & ((1 << spare) - 1)) == 0;
    }

    private static int value(char ch) {
        if (ch >= 'A' && ch <= 'Z') return ch - 'A';
        if (ch >= 'a' && ch <= 'z') return ch - 'a' + 26;
        if (ch >= '0' && ch <= '9') return ch - '0' + 52;
        if (ch == '-') return 62;
        if (ch == '_') return 63;
        return -1;
    }

    /** Bounds-checked reading: running off the end is a cut-short code, an over-long varint a damaged one. */
    private static final class Reader {
        private final byte[] bytes;
        private int at;

        Reader(byte[] bytes) {
            this.bytes = bytes;
        }

        int remaining() {
            return bytes.length - at;
        }

        int next() {
            if (at >= bytes.length) throw truncated();
            return bytes[at++] & 0xff;
        }

        int varint() {
            int v = 0;
            for (int shift = 0; shift < 35; shift += 7) {
                int b = next();
                if (shift == 28 && (b & 0x70) != 0) throw damaged();
                v |= (b & 0x7f) << shift;
                if ((b & 0x80) == 0) return v;
            }
            throw damaged();
        }

        int zigzag() {
            int v = varint();
            return (v >>> 1) ^ -(v & 1);
        }

        long fixed64() {
            long v = 0;
            for (int k = 0; k < 8; k++) v = (v << 8) | next();
            return v;
        }

        String ascii(int length) {
            StringBuilder sb = new StringBuilder(length);
            for (int k = 0; k < length; k++) {
                int ch = next();
                boolean ok = ch >= 'a' && ch <= 'z'
                        || ch >= 'A' && ch <= 'Z'
                        || ch >= '0' && ch <= '9'
                        || ch == '/'
                        || ch == '.'
                        || ch == '_'
                        || ch == '-';
                if (!ok) throw damaged();
                sb.append((char) ch);
            }
            return sb.toString();
        }
    }
}
