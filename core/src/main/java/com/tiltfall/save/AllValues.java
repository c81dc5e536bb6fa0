package com.tiltfall.save;

import com.badlogic.gdx.utils.ObjectMap;

/**
 * A save store that lists everything in it, for {@link SaveRepair}: the game's own stores (browser, desktop, memory)
 * implement it, so that the game never asks libGDX's {@code Preferences.get()} for its {@code java.util.Map} (which
 * would keep the JRE's hash map in the web build's start script; docs/performance/web.md).
 */
public interface AllValues {
    /** A copy of every stored value by key. */
    ObjectMap<String, Object> allValues();
}
