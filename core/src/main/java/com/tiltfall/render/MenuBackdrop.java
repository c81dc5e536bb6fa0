package com.tiltfall.render;

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
        "art/far.png", "art/near.png", "art/clouds.png", Palette.FILL[WORLD - 1], "art/grass.png"
    };
    /** Seconds the scenery takes to fade in once its files are there (none on the desktop: they are there at once). */
    private static final float FADE_IN = 0.4f;

    private Texture far, near, clouds, fill, grass;
    private final Texture white;
    private final Matrix4 projection = new Matrix4();
    private float time, shown;
    private boolean loaded, failed, drawnBefore;

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
     * on the plain sky under the veil: the title never waits for, or fails on, its backdrop.
     */
    private void load() {
        for (String f : FILES) if (!files.resolve(f).exists()) return;
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
        Texture t = new Texture(files.resolve(path));
        t.setWrap(Texture.TextureWrap.Repeat, repeatUp ? Texture.TextureWrap.Repeat : Texture.TextureWrap.ClampToEdge);
        t.setFilter(Texture.TextureFilter.Linear, Texture.TextureFilter.Linear);
        return t;
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
        // the same layers, sizes and heights as the level's parallax (WorldRenderer.layer with the camera at 0)
        layer(batch, clouds, Palette.CLOUDS[WORLD - 1], shown, 20f, 5f, 3.5f, time * 0.15f, wide);
        layer(batch, far, Palette.FAR[WORLD - 1], shown, 24f, 7f, 0.5f, time * 0.04f, wide);
        layer(batch, near, Palette.NEAR[WORLD - 1], shown, 16f, 5f, 0f, time * 0.08f, wide);
        // the ground: dirt with the grass strip along its top edge (the terrain's own look)
        float top = 1.2f;
        batch.setColor(1f, 1f, 1f, shown);
        batch.draw(fill, 0f, 0f, wide, top, 0f, top, wide, 0f);
        batch.draw(grass, 0f, top - 0.5f, wide, 0.5f, 0f, 1f, wide, 0f);
    }

    /** A repeating layer {@code length} m per repeat, {@code height} m high from {@code y}, shifted by {@code shift}. */
    private static void layer(
            Batch batch,
            Texture t,
            float[] tint,
            float alpha,
            float length,
            float height,
            float y,
            float shift,
            float wide) {
        float u = shift / length;
        batch.setColor(tint[0], tint[1], tint[2], alpha);
        batch.draw(t, 0f, y, wide, height, u, 1f, u + wide / length, 0f);
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
