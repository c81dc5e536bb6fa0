package com.tiltfall.html.build;

import com.badlogic.gdx.backends.gwt.preloader.DefaultAssetFilter;

/**
 * Chooses what the GWT preloader copies and downloads (gdx.assetfilterclass in GdxDefinition.gwt.xml; runs in the
 * GWT compiler, never in the page). Left out: libGDX's 3D and particle shaders (the game draws in 2D with the
 * stock SpriteBatch/ShapeRenderer shaders, which are compiled in), documentation such as assets/README.md, and the
 * sounds' WAV copies (the browser plays the MP3s, {@code audio.Sfx}). Not preloaded: the sounds and music (see
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
     * Audio is not preloaded: libGDX's web audio fetches each sound and music track from its URL by itself
     * (WebAudioAPIManager), never from the preloader's copy, so preloading was a second download (the music: 127 KB)
     * standing between the player and the title. Now the sounds come while the title shows, the music when it plays.
     */
    @Override
    public boolean preload(String file) {
        String name = file.replace('\\', '/').toLowerCase();
        return !(name.startsWith("sounds/")
                || name.startsWith("music/")
                || name.contains("/sounds/")
                || name.contains("/music/"));
    }
}
