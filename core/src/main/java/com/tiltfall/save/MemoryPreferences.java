package com.tiltfall.save;

/**
 * Preferences kept in memory only: tests, and the fallback when the platform's storage cannot be opened (the game
 * then plays without remembering, instead of failing). Values keep the type they were put with, like the platforms.
 */
public final class MemoryPreferences extends MapPreferences {
    /** How many times {@link #flush()} was called. */
    public int flushes;

    @Override
    public void flush() {
        flushes++;
    }
}
