package com.tiltfall.screen;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.SpriteBatch;
import com.badlogic.gdx.graphics.glutils.ShapeRenderer;
import com.badlogic.gdx.utils.Align;
import com.badlogic.gdx.utils.Disposable;
import com.badlogic.gdx.utils.viewport.ScreenViewport;
import com.tiltfall.input.Bindings;
import com.tiltfall.input.Gamepad;
import com.tiltfall.input.TouchControls;
import com.tiltfall.platform.Device;
import com.tiltfall.render.GameArt;
import com.tiltfall.render.MenuBackdrop;
import com.tiltfall.save.Saves;
import com.tiltfall.ui.Font;
import com.tiltfall.ui.MenuSkin;
import com.tiltfall.ui.MenuViewport;
import com.tiltfall.ui.Text;

/**
 * Drawing resources shared by every screen (one batch, one font, one shape renderer for the whole app). The UI is
 * laid out in logical pixels ({@link #screen}'s world units): text and controls have the same size on a 1x and a
 * 3x screen, drawn with all the pixels the platform gives ({@link Device#pixelScale()}).
 */
public final class Ui implements Disposable {
    public final SpriteBatch batch = new SpriteBatch();
    /** Made on first use ({@link #shapes()}): the menus draw no shapes, and its shader need not hold up the title. */
    private ShapeRenderer shapes;
    /**
     * The game's scenery under a navy veil, behind every full-screen menu (one for all of them, so its textures are
     * loaded once and its clouds drift on from page to page).
     */
    public final MenuBackdrop backdrop = new MenuBackdrop();
    /** The game's sprites and scenery textures: loaded once for every level played, disposed at the game's exit. */
    public final GameArt art = new GameArt();
    /** The skin's body font (18 logical px), drawn with the copy made for the screen's pixel scale. */
    public Font font;
    /** The game's Scene2D skin (menus, HUD text); made by {@link #init()}. */
    public MenuSkin skin;
    /** Saved settings and progress; null in code that runs without them (tests). */
    public Saves saves;
    /** The player's key and gamepad bindings (the game screen's pause keys). */
    public Bindings bindings;
    /** Changes and applies the settings (the settings pages, also from the pause menu). */
    public Pages.SettingsHost settingsHost;
    /** The game's sounds (menus play their move and select effects); null in tests without audio. */
    public com.tiltfall.audio.Sfx sfx;

    public final ScreenViewport screen = new ScreenViewport();
    /** The menus' logical pixels: the screen's, scaled down where it is narrower than the pages (a phone upright). */
    public final MenuViewport menus = new MenuViewport();

    private final Text layout = new Text();
    /** The platform's game controller (menus read Start from it). */
    public Gamepad gamepad = Gamepad.NONE;
    /** The platform's screen: pixel scale, touch, safe area. */
    public Device device = Device.DESKTOP;
    /** The on-screen controls, shown on touch screens. */
    public final TouchControls touch = new TouchControls();
    /** The safe area's left and top insets, logical pixels (as of the last resize). */
    public float safeLeft, safeTop;

    /** Loads the skin and fonts for the device's pixel scale: call once the device is known. */
    public void init() {
        skin = new MenuSkin(device.pixelScale());
        font = skin.body;
        // the first page is built before the first resize: it must know whether the screen is narrow
        if (Gdx.graphics != null) resize(Gdx.graphics.getWidth(), Gdx.graphics.getHeight());
    }

    /** The font for text {@code scale} times the body size: the heading font from twice the size. */
    private Font fontFor(float scale) {
        Font f = scale >= 1.8f ? skin.heading : skin.body;
        float size = scale >= 1.8f ? scale * BODY_PX / HEADING_PX : scale;
        f.data.setScale(size / skin.scale);
        return f;
    }

    private void restore(Font f) {
        f.data.setScale(1f / skin.scale);
    }

    static final float BODY_PX = 18f, HEADING_PX = 40f;

    /** Draws {@code text} centred on x at baseline y, at {@code scale} times the font size. Call inside batch.begin(). */
    public void centred(CharSequence text, float x, float y, float scale) {
        centred(text, x, y, scale, null);
    }

    /** As {@link #centred(CharSequence, float, float, float)}, in {@code colour} (null: the font's colour). */
    public void centred(CharSequence text, float x, float y, float scale, Color colour) {
        Font f = fontFor(scale);
        layout.set(f.data, text, 0f, Align.left, false, null);
        shadowed(f, layout, colour != null ? colour : f.color, x - layout.width / 2f, y);
        restore(f);
    }

    /** The shadow's offset, logical px, and colour: enough for white text on world 2's pale sunset sky. */
    static final float SHADOW_OFFSET = 1.5f;

    private static final Color SHADOW = new Color(0f, 0f, 0f, 0.5f);

    /**
     * Draws a laid-out text over a soft dark copy of itself (down and to the right), so that light text reads on any
     * background: the HUD and the notes are drawn over the level's sky. Call inside batch.begin(). The same quads
     * and colours as libGDX's font cache gives for a {@code GlyphLayout} in {@code colour} ({@code TextTest}).
     */
    public void shadowed(Font f, Text text, Color colour, float x, float y) {
        text.drawShadowed(batch, f, colour, SHADOW, SHADOW_OFFSET, x, y);
    }

    /**
     * Draws {@code text} centred on x at baseline y, wrapped to {@code width}; returns the height used below the
     * first baseline (0 for one line). Call inside batch.begin().
     */
    public float wrapped(CharSequence text, float x, float y, float width, float scale) {
        Font f = fontFor(scale);
        layout.set(f.data, text, width, Align.center, true, null);
        shadowed(f, layout, f.color, x - width / 2f, y);
        float below = Math.max(0f, layout.height - f.data.capHeight);
        restore(f);
        return below;
    }

    /** The font scale at which {@code text} fits in {@code width}, at most {@code scale}. */
    public float fit(CharSequence text, float width, float scale) {
        Font f = fontFor(scale);
        layout.set(f.data, text, 0f, Align.left, false, null);
        float w = layout.width;
        restore(f);
        return w <= width || w <= 0f ? scale : scale * width / w;
    }

    public void resize(int width, int height) {
        float s = device.pixelScale();
        screen.setUnitsPerPixel(1f / (s > 0f ? s : 1f));
        screen.update(width, height, true);
        menus.update(width, height, s);
        touch.setEnabled(device.touchScreen());
        safeLeft = device.safeInset(0);
        safeTop = device.safeInset(1);
        touch.layout(
                screen.getWorldWidth(),
                screen.getWorldHeight(),
                safeLeft,
                safeTop,
                device.safeInset(2),
                device.safeInset(3),
                s);
    }

    @Override
    public void dispose() {
        batch.dispose();
        if (shapes != null) shapes.dispose();
        backdrop.dispose();
        art.dispose();
        if (skin != null) skin.dispose();
    }

    /** The shape renderer every screen shares. */
    public ShapeRenderer shapes() {
        if (shapes == null) shapes = new ShapeRenderer();
        return shapes;
    }

    /** Gives a menu the game's move and select sounds (nothing when there is no audio). */
    public static void menuSounds(com.tiltfall.ui.Menu menu, com.tiltfall.audio.Sfx sfx) {
        if (sfx == null) return;
        menu.onMove = () -> sfx.play(com.tiltfall.audio.Sfx.Effect.MENU_MOVE);
        menu.onChoose = () -> sfx.play(com.tiltfall.audio.Sfx.Effect.MENU_SELECT);
    }
}
