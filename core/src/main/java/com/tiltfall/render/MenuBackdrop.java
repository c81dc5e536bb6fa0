package com.tiltfall.render;

import static com.tiltfall.render.ParallaxLayers.CLOUDS_DRIFT;
import static com.tiltfall.render.ParallaxLayers.CLOUDS_HEIGHT;
import static com.tiltfall.render.ParallaxLayers.CLOUDS_LENGTH;
import static com.tiltfall.render.ParallaxLayers.CLOUDS_MENU_Y;
import static com.tiltfall.render.ParallaxLayers.FAR_DRIFT;
import static com.tiltfall.render.ParallaxLayers.FAR_HEIGHT;
import static com.tiltfall.render.ParallaxLayers.FAR_LENGTH;
import static com.tiltfall.render.ParallaxLayers.FAR_MENU_Y;
import static com.tiltfall.render.ParallaxLayers.NEAR_DRIFT;
import static com.tiltfall.render.ParallaxLayers.NEAR_HEIGHT;
import static com.tiltfall.render.ParallaxLayers.NEAR_LENGTH;
import static com.tiltfall.render.ParallaxLayers.NEAR_MENU_Y;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.assets.loaders.FileHandleResolver;
import com.badlogic.gdx.assets.loaders.resolvers.InternalFileHandleResolver;
import com.badlogic.gdx.graphics.Pixmap;
import com.badlogic.gdx.graphics.Texture;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.utils.Disposable;

/**
 * What the menus stand on: world 1's scenery (sky, drifting clouds, mountains, hills, a strip of grass and dirt)
 * drawn with the game's own textures and tints, under a navy veil so the menu text keeps its contrast, as the pause
 * menu shows the level under its shade. So the title, level select, settings and the end pages look like the game
 * they belong to instead of text on a flat colour. Drawn in screen pixels, about 9 m of the world high.
 */
public final class MenuBackdrop implements Disposable {
    /** The veil over the scenery: the menus' navy, mostly opaque. */
    static final float[] VEIL = {0.10f, 0.12f, 0.22f, 0.74f};

    private static final int WORLD = 1;
    /** The scenery's files; in the browser they arrive with the level code, after the title is up. */
    private static final String[] FILES = {
        ParallaxLayers.FAR, ParallaxLayers.NEAR, ParallaxLayers.CLOUDS, Palette.FILL[WORLD - 1], Palette.TOP[WORLD - 1]
    };
    /** Seconds the scenery takes to fade in once its files are there (none on the desktop: they are there at once). */
    private static final float FADE_IN = 0.4f;

    private Texture far, near, clouds, fill, grass;
    private final Texture white;
    private final Matrix4 projection = new Matrix4();
    private float time, shown;
    private boolean loaded, failed, drawnBefore;
    /** How many of {@link #FILES}, in order, are known to be there: a frame looks again for the next one only. */
    private int found;

    private final FileHandleResolver files;

    public MenuBackdrop() {
        this(new InternalFileHandleResolver());
    }

    /** With the scenery's files found through {@code files} (tests hand it a folder the files arrive in). */
    MenuBackdrop(FileHandleResolver files) {
        this.files = files;
        Pixmap p = new Pixmap(1, 1, Pixmap.Format.RGBA8888);
        p.setColor(1f, 1f, 1f, 1f);
        p.fill();
        white = new Texture(p);
        p.dispose();
    }

    /**
     * Loads the scenery once all its files are there. Until then (and for good if one cannot be read) the menus stand
     * on the plain sky under the veil: the title never waits for, or fails on, its backdrop. While they are on their
     * way (the browser) a frame makes one file handle, for the first file not yet seen, not one per file.
     */
    private void load() {
        for (; found < FILES.length; found++) if (!files.resolve(FILES[found]).exists()) return;
        try {
            far = texture(FILES[0], false);
            near = texture(FILES[1], false);
            clouds = texture(FILES[2], false);
            fill = texture(FILES[3], true);
            grass = texture(FILES[4], true);
            loaded = true;
            shown = drawnBefore ? 0f : 1f; // there for the first frame (the desktop): no fade
        } catch (RuntimeException e) {
            failed = true;
            disposeScenery();
            Gdx.app.error("tiltfall", "menu backdrop: " + e.getMessage());
        }
    }

    private Texture texture(String path, boolean repeatUp) {
        return Textures.repeating(files.resolve(path), repeatUp);
    }

    /**
     * Draws over the whole back buffer ({@code w} x {@code h} pixels; the caller has set the GL viewport to it),
     * advancing the drift by {@code delta} seconds. Leaves the batch ended, its colour white.
     */
    public void draw(Batch batch, int w, int h, float delta) {
        time += delta;
        float m = h / 9f; // pixels per metre
        float wide = w / m;
        projection.setToOrtho2D(0f, 0f, wide, 9f);
        batch.setProjectionMatrix(projection);
        batch.begin();
        float[] sky = Palette.sky(WORLD);
        batch.setColor(sky[0], sky[1], sky[2], 1f);
        batch.draw(white, 0f, 0f, wide, 9f);
        if (!loaded && !failed) load();
        if (loaded) scenery(batch, wide, delta);
        batch.setColor(VEIL[0], VEIL[1], VEIL[2], VEIL[3]);
        batch.draw(white, 0f, 0f, wide, 9f);
        batch.end();
        batch.setColor(1f, 1f, 1f, 1f);
        drawnBefore = true;
    }

    private void scenery(Batch batch, float wide, float delta) {
        shown = Math.min(1f, shown + delta / FADE_IN);
        // the level's parallax layers, each at its menu height, drifting
        ParallaxLayers.draw(
                batch,
                clouds,
                Palette.CLOUDS[WORLD - 1],
                shown,
                CLOUDS_LENGTH,
                CLOUDS_HEIGHT,
                0f,
                CLOUDS_MENU_Y,
                wide,
                time * CLOUDS_DRIFT);
        ParallaxLayers.draw(
                batch,
                far,
                Palette.FAR[WORLD - 1],
                shown,
                FAR_LENGTH,
                FAR_HEIGHT,
                0f,
                FAR_MENU_Y,
                wide,
                time * FAR_DRIFT);
        ParallaxLayers.draw(
                batch,
                near,
                Palette.NEAR[WORLD - 1],
                shown,
                NEAR_LENGTH,
                NEAR_HEIGHT,
                0f,
                NEAR_MENU_Y,
                wide,
                time * NEAR_DRIFT);
        // the ground: dirt with the grass strip along its top edge (the terrain's own look)
        float top = 1.2f;
        batch.setColor(1f, 1f, 1f, shown);
        batch.draw(fill, 0f, 0f, wide, top, 0f, top, wide, 0f);
        batch.draw(grass, 0f, top - 0.5f, wide, 0.5f, 0f, 1f, wide, 0f);
    }

    /** How far the scenery has faded in: 0 while its files are missing (or unreadable), 1 once fully shown. */
    float sceneryShown() {
        return loaded ? shown : 0f;
    }

    /** Whether a scenery file could not be read: the menus keep the plain sky. */
    boolean gaveUp() {
        return failed;
    }

    @Override
    public void dispose() {
        disposeScenery();
        white.dispose();
    }

    private void disposeScenery() {
        Texture[] all = {far, near, clouds, fill, grass};
        for (Texture t : all) if (t != null) t.dispose();
        far = near = clouds = fill = grass = null;
        loaded = false;
    }
}
