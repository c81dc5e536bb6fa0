package com.tiltfall.share;

/** What importing a run code found: verified, or why not, in words for the player. */
public final class Verdict {
    public enum Kind {
        VERIFIED,
        /** Not a run code at all (no "TF" tag), or characters outside its alphabet. */
        NOT_A_CODE,
        /** A tag of a format this game does not read (a newer game made it). */
        OTHER_FORMAT,
        /** The code ends before its data does. */
        TRUNCATED,
        /** Its checksum does not match: changed by hand or damaged in transit. */
        DAMAGED,
        /** The level it names is not one this game has. */
        UNKNOWN_LEVEL,
        /** The level is here, but its file differs from the one the run was recorded on. */
        OTHER_LEVEL_VERSION,
        /** The level is here but cannot be loaded. */
        LEVEL_UNUSABLE,
        /** A well-formed code whose re-run does not reach what it claims: its input or its claim was changed. */
        RESULT_DIFFERS
    }

    public final Kind kind;
    /** One line for the player, e.g. "Verified: levels/01-first-slopes.tmx, goal in 40.58 s, ...". */
    public final String message;
    /** The decoded run (null when the code could not be read): what a verified import plays. */
    public final SharedRun run;

    Verdict(Kind kind, String message, SharedRun run) {
        this.kind = kind;
        this.message = message;
        this.run = run;
    }

    public boolean verified() {
        return kind == Kind.VERIFIED;
    }

    @Override
    public String toString() {
        return message;
    }
}
