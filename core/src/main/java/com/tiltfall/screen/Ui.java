package com.tiltfall.screen;

import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.GlyphLayout;
import com.badlogic.gdx.graphics.g2d.SpriteBatch;
import com.badlogic.gdx.graphics.glutils.ShapeRenderer;
import com.badlogic.gdx.utils.Disposable;
import com.badlogic.gdx.utils.viewport.ScreenViewport;
import com.tiltfall.input.Gamepad;

/** Drawing resources shared by every screen (one batch, one font, one shape renderer for the whole app). */
public final class Ui implements Disposable {
    public final SpriteBatch batch = new SpriteBatch();
    public final ShapeRenderer shapes = new ShapeRenderer();
    public final BitmapFont font = new BitmapFont();
    public final ScreenViewport screen = new ScreenViewport();
    private final GlyphLayout layout = new GlyphLayout();
    /** The platform's game controller (menus read Start from it). */
    public Gamepad gamepad = Gamepad.NONE;

    public Ui() {
        font.setUseIntegerPositions(true);
    }

    /** Draws {@code text} centred on x at baseline y, at {@code scale} times the font size. Call inside batch.begin(). */
    public void centred(CharSequence text, float x, float y, float scale) {
        font.getData().setScale(scale);
        layout.setText(font, text);
        font.draw(batch, text, x - layout.width / 2f, y);
        font.getData().setScale(1f);
    }

    public void resize(int width, int height) {
        screen.update(width, height, true);
    }

    @Override
    public void dispose() {
        batch.dispose();
        shapes.dispose();
        font.dispose();
    }
}
