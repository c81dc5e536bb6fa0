package com.tiltfall.level;

import com.badlogic.gdx.files.FileHandle;
import java.io.InputStream;
import java.io.UnsupportedEncodingException;

/**
 * Reads a map or tileset file as text, the same way on every platform (the browser hands dropped files over as
 * bytes too): at most {@link LevelLimits#MAX_FILE_BYTES} bytes are ever read, then an empty file, UTF-16, bytes that
 * are not UTF-8 and a UTF-8 byte-order mark (accepted and dropped) are told apart before any parser sees the text.
 */
final class LevelText {
    private LevelText() {}

    /**
     * The file's text, or null after reporting why there is none.
     *
     * @param what how messages name the file: "the file" for the map, "tileset file levels/x.tsx" for others
     */
    static String read(FileHandle handle, String what, LevelValidator v) {
        long declared;
        try {
            declared = handle.length();
        } catch (RuntimeException e) {
            declared = 0;
        }
        if (declared > LevelLimits.MAX_FILE_BYTES) {
            v.add(-1, null, tooBig(what, declared));
            return null;
        }
        byte[] buffer = new byte[(int) Math.max(1024, Math.min(declared + 1, LevelLimits.MAX_FILE_BYTES + 1L))];
        int n = 0;
        InputStream in = null;
        try {
            in = handle.read();
            while (true) {
                if (n == buffer.length) {
                    if (n > LevelLimits.MAX_FILE_BYTES) break;
                    byte[] bigger = new byte[Math.min(buffer.length * 2, LevelLimits.MAX_FILE_BYTES + 1)];
                    System.arraycopy(buffer, 0, bigger, 0, n);
                    buffer = bigger;
                }
                int r = in.read(buffer, n, buffer.length - n);
                if (r < 0) break;
                n += r;
            }
        } catch (Exception e) {
            v.add(-1, null, what + " could not be read: " + TmxLevelReader.describe(e));
            return null;
        } finally {
            if (in != null) {
                try {
                    in.close();
                } catch (Exception ignored) {
                    // nothing to do
                }
            }
        }
        if (n > LevelLimits.MAX_FILE_BYTES) {
            v.add(-1, null, tooBig(what, n));
            return null;
        }
        return decode(buffer, n, what, v);
    }

    private static String tooBig(String what, long size) {
        return what + " is " + (size > LevelLimits.MAX_FILE_BYTES + 1L ? LevelLimits.bytes(size) : "larger than 8 MB")
                + "; the limit is " + LevelLimits.bytes(LevelLimits.MAX_FILE_BYTES)
                + " (a level map is normally well under 1 MB): check the map size in Map > Resize Map";
    }

    /** UTF-8 text of {@code bytes[0..n)}, or null after reporting why it is not usable. */
    static String decode(byte[] bytes, int n, String what, LevelValidator v) {
        if (n == 0) {
            v.add(-1, null, what + " is empty (0 bytes); save the map again in Tiled");
            return null;
        }
        int b0 = bytes[0] & 0xff, b1 = n > 1 ? bytes[1] & 0xff : -1;
        boolean utf16 = (b0 == 0xfe && b1 == 0xff) || (b0 == 0xff && b1 == 0xfe) || (n > 1 && (b0 == 0 || b1 == 0));
        if (utf16) {
            v.add(
                    -1,
                    null,
                    what + " is UTF-16 text; save it as UTF-8 (Tiled always writes UTF-8: save it from Tiled, or"
                            + " choose UTF-8 when saving in your text editor)");
            return null;
        }
        int start = 0;
        if (n >= 3 && b0 == 0xef && b1 == 0xbb && (bytes[2] & 0xff) == 0xbf) start = 3; // UTF-8 BOM: harmless, dropped
        int bad = firstInvalidUtf8(bytes, start, n);
        if (bad >= 0) {
            int line = 1, column = 1;
            for (int i = start; i < bad; i++) {
                if (bytes[i] == '\n') {
                    line++;
                    column = 1;
                } else if ((bytes[i] & 0xc0) != 0x80) {
                    column++;
                }
            }
            v.add(
                    -1,
                    null,
                    what + " is not UTF-8 text: byte 0x" + hex(bytes[bad] & 0xff) + " on line " + line + ", column "
                            + column + " is not valid UTF-8; save the file as UTF-8 (Tiled always does)");
            return null;
        }
        String text;
        try {
            text = new String(bytes, start, n - start, "UTF-8");
        } catch (UnsupportedEncodingException e) {
            v.add(-1, null, what + " could not be decoded as UTF-8");
            return null;
        }
        if (text.trim().isEmpty()) {
            v.add(-1, null, what + " is empty (only spaces and line breaks); save the map again in Tiled");
            return null;
        }
        return text;
    }

    private static String hex(int b) {
        String digits = "0123456789ABCDEF";
        return "" + digits.charAt(b >> 4) + digits.charAt(b & 15);
    }

    /** Index of the first byte that breaks UTF-8 (RFC 3629: no overlongs, no surrogates, max U+10FFFF), or -1. */
    static int firstInvalidUtf8(byte[] b, int from, int to) {
        int i = from;
        while (i < to) {
            int c = b[i] & 0xff;
            if (c < 0x80) {
                i++;
                continue;
            }
            int len;
            int min;
            if (c >= 0xc2 && c <= 0xdf) {
                len = 2;
                min = 0x80;
            } else if (c >= 0xe0 && c <= 0xef) {
                len = 3;
                min = 0x800;
            } else if (c >= 0xf0 && c <= 0xf4) {
                len = 4;
                min = 0x10000;
            } else {
                return i;
            }
            if (i + len > to) return i;
            int cp = c & (0xff >> (len + 1));
            for (int k = 1; k < len; k++) {
                int cc = b[i + k] & 0xff;
                if ((cc & 0xc0) != 0x80) return i;
                cp = (cp << 6) | (cc & 0x3f);
            }
            if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i;
            i += len;
        }
        return -1;
    }
}
