package com.tiltfall.render;

import com.badlogic.gdx.Gdx;
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
    private final Texture far, near, clouds, fill, grass, white;
    private final Matrix4 projection = new Matrix4();
    private float time;

    public MenuBackdrop() {
        far = texture("art/far.png", false);
        near = texture("art/near.png", false);
        clouds = texture("art/clouds.png", false);
        fill = texture(Palette.FILL[WORLD - 1], true);
        grass = texture("art/grass.png", true);
        Pixmap p = new Pixmap(1, 1, Pixmap.Format.RGBA8888);
        p.setColor(1f, 1f, 1f, 1f);
        p.fill();
        white = new Texture(p);
        p.dispose();
    }

    private static Texture texture(String path, boolean repeatUp) {
        Texture t = new Texture(Gdx.files.internal(path));
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
        // the same layers, sizes and heights as the level's parallax (WorldRenderer.layer with the camera at 0)
        layer(batch, clouds, Palette.CLOUDS[WORLD - 1], 20f, 5f, 3.5f, time * 0.15f, wide);
        layer(batch, far, Palette.FAR[WORLD - 1], 24f, 7f, 0.5f, time * 0.04f, wide);
        layer(batch, near, Palette.NEAR[WORLD - 1], 16f, 5f, 0f, time * 0.08f, wide);
        // the ground: dirt with the grass strip along its top edge (the terrain's own look)
        float top = 1.2f;
        batch.setColor(1f, 1f, 1f, 1f);
        batch.draw(fill, 0f, 0f, wide, top, 0f, top, wide, 0f);
        batch.draw(grass, 0f, top - 0.5f, wide, 0.5f, 0f, 1f, wide, 0f);
        batch.setColor(VEIL[0], VEIL[1], VEIL[2], VEIL[3]);
        batch.draw(white, 0f, 0f, wide, 9f);
        batch.end();
        batch.setColor(1f, 1f, 1f, 1f);
    }

    /** A repeating layer {@code length} m per repeat, {@code height} m high from {@code y}, shifted by {@code shift}. */
    private static void layer(
            Batch batch, Texture t, float[] tint, float length, float height, float y, float shift, float wide) {
        float u = shift / length;
        batch.setColor(tint[0], tint[1], tint[2], 1f);
        batch.draw(t, 0f, y, wide, height, u, 1f, u + wide / length, 0f);
    }

    @Override
    public void dispose() {
        far.dispose();
        near.dispose();
        clouds.dispose();
        fill.dispose();
        grass.dispose();
        white.dispose();
    }
}
