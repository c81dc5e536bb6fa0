package com.tiltfall.ui;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.Texture;
import com.badlogic.gdx.graphics.g2d.BitmapFont.BitmapFontData;
import com.badlogic.gdx.graphics.g2d.BitmapFont.Glyph;
import com.badlogic.gdx.utils.Disposable;

/**
 * A font of one page: its data ({@link FontFile}), its page's texture and a colour: what libGDX's {@code BitmapFont}
 * is to the game, whose text is laid out and drawn by {@link Text}. The glyphs' texture coordinates are set as
 * {@code BitmapFont} sets them for a page that is a whole texture (the same floats: {@code TextTest}); without
 * {@code BitmapFont}, whose constructor makes a {@code BitmapFontCache} and with it keeps libGDX's layout pool in the
 * web script.
 */
public final class Font implements Disposable {
    public final BitmapFontData data;
    /** The font's one page. */
    public final Texture page;
    /** The colour text is drawn in where none is given (as {@code BitmapFont}'s colour: white at first). */
    public final Color color = new Color(1f, 1f, 1f, 1f);

    private final boolean ownsPage;

    /** The font with its page loaded from the file the data names (beside the {@code .fnt}). */
    public Font(BitmapFontData data) {
        this(data, new Texture(Gdx.files.getFileHandle(onePage(data), data.fontFile.type()), false), true);
    }

    /** The font drawn from {@code page}, which it does not dispose (tests). */
    public Font(BitmapFontData data, Texture page) {
        this(data, page, false);
    }

    private Font(BitmapFontData data, Texture page, boolean ownsPage) {
        this.data = data;
        this.page = page;
        this.ownsPage = ownsPage;
        float invWidth = 1.0f / page.getWidth(), invHeight = 1.0f / page.getHeight();
        for (Glyph[] glyphs : data.glyphs) {
            if (glyphs == null) continue;
            for (Glyph glyph : glyphs) if (glyph != null) region(glyph, invWidth, invHeight, data.flipped);
        }
        if (data.missingGlyph != null) region(data.missingGlyph, invWidth, invHeight, data.flipped);
    }

    private static String onePage(BitmapFontData data) {
        String[] pages = data.getImagePaths();
        if (pages.length != 1)
            throw new IllegalArgumentException(
                    data.fontFile + ": " + pages.length + " pages; the game draws fonts of one");
        return pages[0];
    }

    /** {@code BitmapFontData.setGlyphRegion} for a region that is the whole texture (u and v from 0). */
    private static void region(Glyph glyph, float invWidth, float invHeight, boolean flipped) {
        float u = 0f, v = 0f;
        float x = glyph.srcX, x2 = glyph.srcX + glyph.width;
        float y = glyph.srcY, y2 = glyph.srcY + glyph.height;
        glyph.u = u + x * invWidth;
        glyph.u2 = u + x2 * invWidth;
        if (flipped) {
            glyph.v = v + y * invHeight;
            glyph.v2 = v + y2 * invHeight;
        } else {
            glyph.v2 = v + y * invHeight;
            glyph.v = v + y2 * invHeight;
        }
    }

    @Override
    public void dispose() {
        if (ownsPage) page.dispose();
    }
}
