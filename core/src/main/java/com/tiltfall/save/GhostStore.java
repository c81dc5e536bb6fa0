package com.tiltfall.save;

import com.badlogic.gdx.utils.ObjectMap;
import com.tiltfall.ghost.GhostFormat;
import com.tiltfall.ghost.GhostRun;

/**
 * The player's best run of each level, kept as a ghost ({@link GhostFormat} text, a few KB) by the platform's
 * {@link Backend}: desktop a file per level under the save folder, browser one localStorage entry per level
 * ({@link #in(KeyValueStore)}). Never throws: a ghost that cannot be read or kept becomes a line for the player.
 */
public final class GhostStore {
    /** Where ghosts are kept. */
    public interface Backend {
        /** The level's stored ghost text, or null when there is none. */
        String read(String id);

        /** Keeps the text; throws a RuntimeException whose message says why it could not (full, no access). */
        void write(String id, String text);

        /** Where the level's ghost is kept, for messages (a file, a storage key). */
        String where(String id);
    }

    private final Backend backend;

    public GhostStore(Backend backend) {
        this.backend = backend;
    }

    /** Ghosts kept in memory only (no launcher storage, tests). */
    public static Backend memory() {
        final ObjectMap<String, String> texts = new ObjectMap<>();
        return new Backend() {
            @Override
            public String read(String id) {
                return texts.get(id);
            }

            @Override
            public void write(String id, String text) {
                texts.put(id, text);
            }

            @Override
            public String where(String id) {
                return "memory:" + id;
            }
        };
    }

    /** Ghosts as entries of a localStorage-like store, one key per level. */
    public static Backend in(final KeyValueStore store) {
        return new Backend() {
            @Override
            public String read(String id) {
                return store.getItem(where(id));
            }

            @Override
            public void write(String id, String text) {
                try {
                    store.setItem(where(id), text);
                } catch (RuntimeException e) { // the browser's QuotaExceededError, a store that refuses
                    throw new RuntimeException("the browser's storage for this page is full ("
                            + (text.length() / 1024 + 1) + " KB needed); clearing old site data makes room");
                }
            }

            @Override
            public String where(String id) {
                return "com.tiltfall.ghost." + id;
            }
        };
    }

    /** The last problem {@link #load} met (a ghost that could not be read), or null. */
    public String problem;

    /** The level's stored best run, or null when there is none or it cannot be read ({@link #problem} says why). */
    public GhostRun load(String levelPath) {
        problem = null;
        String id = Progress.id(levelPath);
        try {
            String text = backend.read(id);
            return text == null ? null : GhostFormat.read(text, backend.where(id));
        } catch (RuntimeException e) {
            problem = "Your ghost could not be read: " + e.getMessage();
            return null;
        }
    }

    /**
     * Keeps {@code run} (a finished run from the level start) as the level's ghost when it beats the stored one
     * ({@link GhostRun#better}); returns a line for the player: the new ghost, or why it was not kept; null when it
     * was not better. {@code replace}: keep it even if not (the stored one no longer plays as it was recorded).
     */
    public String offer(String levelPath, GhostRun run, boolean byScore, boolean replace) {
        GhostRun best = replace ? null : load(levelPath); // an unreadable one is replaced
        if (!GhostRun.better(run, best, byScore)) return null;
        String id = Progress.id(levelPath);
        try {
            backend.write(id, GhostFormat.write(run));
            return "New best run: it is your ghost now";
        } catch (RuntimeException e) {
            return "Your best run was not kept as a ghost: " + e.getMessage();
        }
    }
}
