package com.tiltfall.screen;

import com.badlogic.gdx.graphics.Texture;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.GlyphLayout;
import com.badlogic.gdx.graphics.g2d.SpriteBatch;
import com.badlogic.gdx.graphics.glutils.ShapeRenderer;
import com.badlogic.gdx.utils.Align;
import com.badlogic.gdx.utils.Disposable;
import com.badlogic.gdx.utils.viewport.ScreenViewport;
import com.tiltfall.app.Device;
import com.tiltfall.input.Gamepad;
import com.tiltfall.input.TouchControls;

/**
 * Drawing resources shared by every screen (one batch, one font, one shape renderer for the whole app). The UI is
 * laid out in logical pixels ({@link #screen}'s world units): text and controls have the same size on a 1x and a
 * 3x screen, drawn with all the pixels the platform gives ({@link Device#pixelScale()}).
 */
public final class Ui implements Disposable {
    public final SpriteBatch batch = new SpriteBatch();
    public final ShapeRenderer shapes = new ShapeRenderer();
    public final BitmapFont font = new BitmapFont();
    public final ScreenViewport screen = new ScreenViewport();
    private final GlyphLayout layout = new GlyphLayout();
    /** The platform's game controller (menus read Start from it). */
    public Gamepad gamepad = Gamepad.NONE;
    /** The platform's screen: pixel scale, touch, safe area. */
    public Device device = Device.DESKTOP;
    /** The on-screen controls, shown on touch screens. */
    public final TouchControls touch = new TouchControls();
    /** The safe area's left and top insets, logical pixels (as of the last resize). */
    public float safeLeft, safeTop;

    public Ui() {
        font.setUseIntegerPositions(true);
        // scaled up on high-DPI screens: smooth rather than blocky
        for (int i = 0; i < font.getRegions().size; i++)
            font.getRegion(i).getTexture().setFilter(Texture.TextureFilter.Linear, Texture.TextureFilter.Linear);
    }

    /** Draws {@code text} centred on x at baseline y, at {@code scale} times the font size. Call inside batch.begin(). */
    public void centred(CharSequence text, float x, float y, float scale) {
        font.getData().setScale(scale);
        layout.setText(font, text);
        font.draw(batch, text, x - layout.width / 2f, y);
        font.getData().setScale(1f);
    }

    /**
     * Draws {@code text} centred on x at baseline y, wrapped to {@code width}; returns the height used below the
     * first baseline (0 for one line). Call inside batch.begin().
     */
    public float wrapped(CharSequence text, float x, float y, float width, float scale) {
        font.getData().setScale(scale);
        layout.setText(font, text, 0, text.length(), font.getColor(), width, Align.center, true, null);
        font.draw(batch, layout, x - width / 2f, y);
        float below = Math.max(0f, layout.height - font.getCapHeight());
        font.getData().setScale(1f);
        return below;
    }

    /** The font scale at which {@code text} fits in {@code width}, at most {@code scale}. */
    public float fit(CharSequence text, float width, float scale) {
        font.getData().setScale(scale);
        layout.setText(font, text);
        float w = layout.width;
        font.getData().setScale(1f);
        return w <= width || w <= 0f ? scale : scale * width / w;
    }

    public void resize(int width, int height) {
        float s = device.pixelScale();
        screen.setUnitsPerPixel(1f / (s > 0f ? s : 1f));
        screen.update(width, height, true);
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
        shapes.dispose();
        font.dispose();
    }
}
