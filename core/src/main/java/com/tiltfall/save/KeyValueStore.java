package com.tiltfall.save;

/** Text stored under text keys, shaped like the browser's localStorage (which the web build adapts to it). */
public interface KeyValueStore {
    int length();

    /** The key at {@code index} (0 .. length - 1), in the store's own order. */
    String key(int index);

    /** The value, or null when there is none. */
    String getItem(String key);

    /** Stores the value; throws (a RuntimeException) when the store is full. */
    void setItem(String key, String value);

    void removeItem(String key);
}
