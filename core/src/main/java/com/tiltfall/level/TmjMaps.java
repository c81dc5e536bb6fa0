package com.tiltfall.level;

import com.badlogic.gdx.assets.loaders.FileHandleResolver;
import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.maps.tiled.TiledMap;

/**
 * Where {@link LevelLoader} gets its {@code .tmj} (JSON) reader ({@link TmjToXml}: its JSON reader and the
 * conversion to the {@code .tmx} tree). This is the JVM's: always at hand. The web build replaces this class (GWT
 * super-source: {@code html/src/main/java/com/tiltfall/html/emu/com/tiltfall/level}) with one that downloads that
 * code only when a {@code .tmj} is opened: the shipped levels are {@code .tmx}, so players never need it.
 */
public final class TmjMaps {
    /** Told once the reader can be used ({@code failure} null) or could not be loaded. */
    public interface Ready {
        void ready(Throwable failure);
    }

    private TmjMaps() {}

    /** Makes the reader available, then calls {@code ready}: here at once. */
    public static void load(Ready ready) {
        ready.ready(null);
    }

    static TiledMap read(
            FileHandleResolver resolver,
            String path,
            LevelValidator v,
            TiledChecks checks,
            FileHandle handle,
            String text,
            boolean withGraphics) {
        return TmjToXml.read(resolver, path, v, checks, handle, text, withGraphics);
    }
}
