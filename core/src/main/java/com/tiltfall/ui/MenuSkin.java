package com.tiltfall.ui;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.Pixmap;
import com.badlogic.gdx.graphics.Texture;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.utils.Disposable;

/**
 * The menus' skin, built in code (no JSON skin file: no reflection, nothing extra for the web build to
 * download or parse): two fonts and flat rounded-free panels in the game's palette.
 *
 * <p>Fonts: DejaVu Sans Bold rendered once per size by {@code scripts/MakeFonts.java} ({@code assets/fonts/}, body
 * 18 px and heading 40 px, each at 1x, 2x and 3x). The copy drawn at the screen's pixel scale is loaded and shown at
 * 1 / scale in logical pixels, so every glyph lands on whole device pixels: crisp at 1x, 2x and 3x, never a scaled
 * bitmap. The copy is chosen once: a later change of the pixel ratio keeps it (same size, less sharp).
 */
public final class MenuSkin implements Disposable {
    /** Palette (also used by the HUD). */
    public static final Color TEXT = new Color(0.96f, 0.95f, 0.90f, 1f),
            DIM = new Color(0.62f, 0.66f, 0.78f, 1f),
            ACCENT = new Color(1.00f, 0.78f, 0.30f, 1f),
            PANEL = new Color(0.16f, 0.19f, 0.33f, 0.92f),
            FOCUS = new Color(0.98f, 0.62f, 0.20f, 1f),
            PRESSED = new Color(0.80f, 0.45f, 0.12f, 1f),
            DISABLED = new Color(0.20f, 0.22f, 0.32f, 0.9f),
            SHADE = new Color(0.04f, 0.05f, 0.10f, 0.72f);

    /** The font scale the copies were loaded for (1, 2 or 3). */
    public final int scale;

    public final Font body, heading;
    public final Label.LabelStyle bodyStyle, dimStyle, accentStyle, headingStyle;
    public final MenuButton.Style button = new MenuButton.Style();
    /** A long list's scroll bar: thin, at the right while there is more to see. */
    public final Patch scrollBar;
    /** Backgrounds: a panel behind a menu, a shade over the paused game. */
    public final Patch panel, shade, white;

    private final Texture pixel;

    public MenuSkin(float pixelScale) {
        this(pixelScale, Gdx.files.internal("fonts"));
    }

    /** The skin with its fonts read from {@code fonts} (tests: the assets folder). */
    public MenuSkin(float pixelScale, FileHandle fonts) {
        scale = copyAt(
                fontScale(pixelScale), s -> fonts.child("body-" + s + "x.fnt").exists());
        body = font(fonts, "body", scale);
        heading = font(fonts, "heading", scale);

        Pixmap p = new Pixmap(1, 1, Pixmap.Format.RGBA8888);
        p.setColor(Color.WHITE);
        p.fill();
        pixel = new Texture(p);
        p.dispose();
        Patch w = new Patch(new TextureRegion(pixel));
        white = w;
        panel = w.tint(PANEL);
        shade = w.tint(SHADE);

        bodyStyle = new Label.LabelStyle(body, TEXT);
        dimStyle = new Label.LabelStyle(body, DIM);
        accentStyle = new Label.LabelStyle(body, ACCENT);
        headingStyle = new Label.LabelStyle(heading, ACCENT);

        button.up = pad(w.tint(PANEL));
        button.down = pad(w.tint(PRESSED));
        button.font = body;
        button.over = pad(w.tint(FOCUS));
        button.disabled = pad(w.tint(DISABLED));
        button.fontColor = TEXT;
        button.overFontColor = new Color(0.10f, 0.08f, 0.06f, 1f);
        button.downFontColor = TEXT;
        button.disabledFontColor = DIM;
        scrollBar = w.tint(DIM);
        scrollBar.minWidth = 5f;
        scrollBar.minHeight = 24f;
    }

    /** The font copy for a screen of this many device pixels per logical pixel: 1, 2 or 3. */
    public static int fontScale(float pixelScale) {
        int s = Math.round(pixelScale);
        return s < 1 ? 1 : Math.min(s, 3);
    }

    /**
     * The copy to load: the one made for {@code wanted}, else the nearest one there, the larger first. The browser
     * downloads only the copy for the page's pixel ratio when it opens: a page that starts at another ratio (a
     * window moved between screens meanwhile) draws with that copy, at the right size, slightly less sharp.
     */
    static int copyAt(int wanted, java.util.function.IntPredicate present) {
        for (int d = 0; d < 3; d++) {
            if (wanted + d <= 3 && present.test(wanted + d)) return wanted + d;
            if (wanted - d >= 1 && present.test(wanted - d)) return wanted - d;
        }
        return wanted; // none there: loading it names the missing file
    }

    private static Font font(FileHandle dir, String name, int scale) {
        Font f = new Font(new FontFile(dir.child(name + "-" + scale + "x.fnt")));
        f.data.setScale(1f / scale); // positions are logical pixels, not rounded: at 2x a half unit is a whole pixel
        f.page.setFilter(Texture.TextureFilter.Linear, Texture.TextureFilter.Linear);
        return f;
    }

    private static Patch pad(Patch d) {
        d.leftWidth = 22f;
        d.rightWidth = 22f;
        d.topHeight = 10f;
        d.bottomHeight = 10f;
        return d;
    }

    @Override
    public void dispose() {
        body.dispose();
        heading.dispose();
        pixel.dispose();
    }
}
