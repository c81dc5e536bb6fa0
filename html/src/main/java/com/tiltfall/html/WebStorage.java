package com.tiltfall.html;

import com.badlogic.gdx.Preferences;
import com.badlogic.gdx.utils.GdxRuntimeException;
import com.google.gwt.storage.client.Storage;
import com.tiltfall.save.GhostStore;
import com.tiltfall.save.KeyValueStore;
import com.tiltfall.save.StoragePreferences;

/**
 * The page's localStorage for the saves: {@link StoragePreferences} (core, tested there) reads it entry by entry in
 * libGDX's format, cleans bad values and keeps a bounded backup key; this class only adapts GWT's {@link Storage}.
 */
final class WebStorage implements KeyValueStore {
    private final Storage storage;

    private WebStorage(Storage storage) {
        this.storage = storage;
    }

    /** The saves named {@code name}; throws when the browser keeps no storage (the game then plays and forgets). */
    static Preferences open(String name) {
        Storage storage = Storage.getLocalStorageIfSupported();
        if (storage == null) throw new GdxRuntimeException("this browser keeps no local storage for the page");
        return new StoragePreferences(new WebStorage(storage), name);
    }

    /** The best runs as ghosts, one localStorage entry each (in memory when the browser keeps no storage). */
    static GhostStore.Backend ghosts() {
        Storage storage = Storage.getLocalStorageIfSupported();
        return storage == null ? GhostStore.memory() : GhostStore.in(new WebStorage(storage));
    }

    @Override
    public int length() {
        return storage.getLength();
    }

    @Override
    public String key(int index) {
        return storage.key(index);
    }

    @Override
    public String getItem(String key) {
        return storage.getItem(key);
    }

    @Override
    public void setItem(String key, String value) {
        storage.setItem(key, value); // a full storage throws (QuotaExceededError): the saves catch it
    }

    @Override
    public void removeItem(String key) {
        storage.removeItem(key);
    }
}
