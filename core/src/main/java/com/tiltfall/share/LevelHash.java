package com.tiltfall.share;

import com.tiltfall.replay.ReplayFormat;

/**
 * The level file's fingerprint in a shared run: FNV-1a 64 over the file's bytes, exactly as stored (no decoding, no
 * line-end changes), so the desktop and the browser compute the same number for the same file. Not a security hash:
 * it tells "another version of the level" from "the same file", which is all a run code needs.
 */
public final class LevelHash {
    static final long OFFSET_BASIS = 0xcbf29ce484222325L;
    static final long PRIME = 0x100000001b3L;

    private LevelHash() {}

    public static long of(byte[] bytes) {
        return of(bytes, 0, bytes.length);
    }

    public static long of(byte[] bytes, int from, int to) {
        long h = OFFSET_BASIS;
        for (int i = from; i < to; i++) {
            h ^= bytes[i] & 0xff;
            h *= PRIME;
        }
        return h;
    }

    /** 16 hex digits, zero-padded, as replays write their hashes. */
    public static String hex(long v) {
        return ReplayFormat.hex(v);
    }
}
