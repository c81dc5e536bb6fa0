package com.tiltfall.platform;

import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.utils.Array;

/**
 * Live reload for a designer: watches the files a level was made of (the map, its tilesets, templates and images,
 * see {@code LevelLoader.lastFiles()}) by polling their modification times, no threads. A change fires once the
 * times have stayed the same for one more poll, so a save in progress is not read half-written.
 *
 * <pre>
 *   watcher.watch(loader.lastFiles());           // after every load, good or bad
 *   if (watcher.poll(delta)) reload();           // once per frame
 * </pre>
 */
public final class LevelWatcher {
    /** Seconds between two looks at the files. */
    public static final float INTERVAL = 0.4f;

    private final Array<FileHandle> files = new Array<>();
    private long[] seen = new long[0];
    private long[] pending;
    private float sinceLook;

    /** Starts watching these files as they are now (forgets any earlier change). */
    public void watch(Array<FileHandle> watched) {
        files.clear();
        files.addAll(watched);
        seen = stamps();
        pending = null;
        sinceLook = 0f;
    }

    public void stop() {
        files.clear();
        seen = new long[0];
        pending = null;
    }

    public boolean isWatching() {
        return files.size > 0;
    }

    /** True (once) when a watched file changed and has been stable since the last look. */
    public boolean poll(float delta) {
        if (files.size == 0) return false;
        sinceLook += delta;
        if (sinceLook < INTERVAL) return false;
        sinceLook = 0f;
        long[] now = stamps();
        if (pending != null) {
            if (same(now, pending)) {
                seen = now;
                pending = null;
                return true;
            }
            pending = now; // still being written
            return false;
        }
        if (!same(now, seen)) pending = now;
        return false;
    }

    private long[] stamps() {
        long[] out = new long[files.size * 2];
        for (int i = 0; i < files.size; i++) {
            FileHandle f = files.get(i);
            try {
                out[2 * i] = f.exists() ? f.lastModified() : -1L;
                out[2 * i + 1] = f.exists() ? f.length() : -1L;
            } catch (RuntimeException e) {
                out[2 * i] = -2L;
            }
        }
        return out;
    }

    private static boolean same(long[] a, long[] b) {
        if (a.length != b.length) return false;
        for (int i = 0; i < a.length; i++) {
            if (a[i] != b[i]) return false;
        }
        return true;
    }
}
