package com.tiltfall.platform;

import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.utils.Array;

/**
 * The web build's live reload: none. A page never sees its files change (a level dropped into it is read once; the
 * level error screen says to open it again), so the desktop's polling of modification times is left out.
 */
public final class LevelWatcher {
    public static final float INTERVAL = 0.4f;

    public void watch(Array<FileHandle> watched) {}

    public void stop() {}

    public boolean isWatching() {
        return false;
    }

    public boolean poll(float delta) {
        return false;
    }
}
