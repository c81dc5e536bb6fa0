package com.tiltfall.level;

import com.badlogic.gdx.assets.loaders.FileHandleResolver;
import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.maps.tiled.TiledMap;
import com.google.gwt.core.client.GWT;
import com.google.gwt.core.client.RunAsyncCallback;

/**
 * The browser's {@code .tmj} (JSON) reader, behind a GWT split point: {@code TmjToXml} (the conversion to the
 * {@code .tmx} tree that the one level reader loads) and its JSON reader ({@code JsonParser}) are compiled into a separate script ({@code html/deferredjs/...}) that the page
 * downloads the first time a {@code .tmj} is opened, not with the game. Replaces core's {@code TmjMaps} in the GWT
 * build only (super-source of {@code GdxDefinition.gwt.xml}); same public methods.
 */
public final class TmjMaps {
    /** Told once the reader can be used ({@code failure} null) or could not be loaded. */
    public interface Ready {
        void ready(Throwable failure);
    }

    /** Reads one map; made inside the split point, so nothing outside it names TmjToXml. */
    private interface Reader {
        TiledMap read(
                FileHandleResolver resolver,
                String path,
                LevelValidator v,
                TiledChecks checks,
                FileHandle handle,
                String text,
                boolean withGraphics);
    }

    /**
     * Until the split point has run, a reader that says the part is missing. Two kinds of reader also keep the
     * compiler from inlining the real one into {@link #read} (it did: the JSON reader moved into the level code's part).
     */
    private static Reader reader = TmjMaps::missing;

    private static boolean loaded;

    private TmjMaps() {}

    /** Downloads the reader's script (once), then calls {@code ready}. */
    public static void load(final Ready ready) {
        if (loaded) {
            ready.ready(null);
            return;
        }
        GWT.runAsync(TmjMaps.class, new RunAsyncCallback() {
            @Override
            public void onSuccess() {
                if (!loaded)
                    reader = (resolver, path, v, checks, handle, text, withGraphics) ->
                            TmjToXml.read(resolver, path, v, checks, handle, text, withGraphics);
                loaded = true;
                ready.ready(null);
            }

            @Override
            public void onFailure(Throwable reason) {
                ready.ready(reason);
            }
        });
    }

    static TiledMap read(
            FileHandleResolver resolver,
            String path,
            LevelValidator v,
            TiledChecks checks,
            FileHandle handle,
            String text,
            boolean withGraphics) {
        return reader.read(resolver, path, v, checks, handle, text, withGraphics);
    }

    /** The page loads the reader before it opens a .tmj: this is a failed download, or a .tmj in levels.txt. */
    private static TiledMap missing(
            FileHandleResolver resolver,
            String path,
            LevelValidator v,
            TiledChecks checks,
            FileHandle handle,
            String text,
            boolean withGraphics) {
        load(failure -> {});
        v.add(
                -1,
                null,
                "the page could not load its .tmj (JSON) reader yet; check the connection and open the level again,"
                        + " or save it as .tmx");
        return null;
    }
}
