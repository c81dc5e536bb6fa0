package com.tiltfall.save;

import com.badlogic.gdx.utils.ObjectMap;

/**
 * A platform's save storage that keeps a copy of what the game could not read, so that cleaning a bad save never
 * destroys the only copy. Implemented by the platform's {@code Preferences} (desktop: a file beside the save; browser:
 * a localStorage key); {@link SaveRepair} uses it.
 */
public interface SaveBackups {
    /**
     * Null when the store was read; else what made the whole store unreadable when it was opened (for the log): the
     * store then starts empty, and the unreadable data is set aside (see {@link #unreadableCopy()}).
     */
    String unreadable();

    /** Where the unreadable store was set aside (for the log), or null when no copy could be kept. */
    String unreadableCopy();

    /**
     * Keeps a copy of the stored data before {@code bad} (key -> the value as text) is removed from it. Returns where
     * the copy is (for the log), or null when none could be kept. Never throws.
     */
    String keepCopy(ObjectMap<String, String> bad);
}
