package com.tiltfall.html.build;

import com.badlogic.gdx.backends.gwt.preloader.DefaultAssetFilter;

/**
 * Chooses what the GWT preloader copies and downloads (gdx.assetfilterclass in GdxDefinition.gwt.xml; runs in the
 * GWT compiler, never in the page). Left out: libGDX's 3D and particle shaders (the game draws in 2D with the
 * stock SpriteBatch/ShapeRenderer shaders, which are compiled in), documentation such as assets/README.md, and the
 * sounds' WAV copies (the browser plays the MP3s, {@code audio.Sfx}). Preloaded: only the level list (see
 * {@link #preload}).
 */
public class WebAssetFilter extends DefaultAssetFilter {
    @Override
    public boolean accept(String file, boolean isDirectory) {
        if (!super.accept(file, isDirectory)) return false;
        if (isDirectory) return true;
        String name = file.replace('\\', '/').toLowerCase();
        // the 3x font copies: the browser draws at most 2 pixels per CSS pixel (WebDevice), so it never uses them
        boolean font3x = name.contains("fonts/") && name.contains("-3x.");
        // libGDX's default font: the game draws with its own (assets/fonts, ui.MenuSkin)
        boolean defaultFont = name.contains("lsans-15");
        return !name.endsWith(".glsl") && !name.endsWith(".md") && !name.endsWith(".wav") && !font3x && !defaultFont;
    }

    /**
     * What the title needs is preloaded: the level list. The rest is fetched by the page when it is needed
     * ({@code WebPreloader}): the fonts for the screen's pixel ratio only, at the same time as the preload (the other
     * copies never, at a ratio of 1 the 2x pictures were 90 of the fonts' 128 KB); the levels, replays and art with
     * the level code, once the title is up. Audio is not preloaded: libGDX's web audio fetches each sound and music
     * track from its URL by itself (WebAudioAPIManager), never from the preloader's copy, so preloading was a second
     * download (the music: 127 KB); the sounds come while the title shows, the music when it plays. The service
     * worker still caches every file for offline play.
     */
    @Override
    public boolean preload(String file) {
        return preloaded(file.replace('\\', '/').toLowerCase());
    }

    /** True for the files the title needs before it starts (paths as in assets.txt: "levels/levels.txt"). */
    static boolean preloaded(String name) {
        return name.equals("levels/levels.txt");
    }
}
