package com.tiltfall.screen;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.InputAdapter;
import com.badlogic.gdx.utils.ScreenUtils;
import com.tiltfall.ui.MenuSkin;

/**
 * A full-screen message (title, level complete, game over, level errors): a heading, lines of text, and what the
 * confirm key (Enter/Space, Start, or a tap anywhere) and the back key (Esc) do. Lines wrap to the screen's width.
 */
public abstract class TextScreen extends GuardedScreen {
    protected final Ui ui;
    private float shown;
    private boolean startWasHeld = true;

    protected TextScreen(Ui ui) {
        this.ui = ui;
    }

    protected abstract String heading();

    /** Lines under the heading; empty entries leave a gap. */
    protected abstract String[] lines();

    protected abstract void confirm();

    protected void back() {
        confirm();
    }

    /** A short delay so a key still held from the previous screen does not skip this one. */
    protected float inputDelay() {
        return 0.4f;
    }

    @Override
    public void show() {
        Gdx.input.setInputProcessor(new InputAdapter() {
            @Override
            public boolean keyDown(int keycode) {
                if (shown < inputDelay()) return false;
                if (isConfirmKey(keycode)) {
                    confirm();
                    return true;
                }
                if (keycode == Keys.ESCAPE || keycode == Keys.BACKSPACE) {
                    back();
                    return true;
                }
                return otherKey(keycode);
            }

            @Override
            public boolean touchDown(int screenX, int screenY, int pointer, int button) {
                if (shown < inputDelay() || pointer > 0) return false;
                confirm();
                return true;
            }
        });
    }

    /** A key other than confirm and back: true when the screen used it. */
    protected boolean otherKey(int keycode) {
        return false;
    }

    protected boolean isConfirmKey(int keycode) {
        return keycode == Keys.ENTER || keycode == Keys.SPACE || keycode == Keys.NUMPAD_ENTER;
    }

    @Override
    protected void frame(float delta) {
        shown += delta;
        boolean startHeld = ui.gamepad.startHeld();
        boolean pressed = startHeld && !startWasHeld && shown >= inputDelay();
        startWasHeld = startHeld;
        if (pressed) {
            confirm();
            return;
        }
        ScreenUtils.clear(GameScreen.SKY_R, GameScreen.SKY_G, GameScreen.SKY_B, 1f);
        // the menus' scenery behind the message too, so an error or a notice looks like the rest of the game
        Gdx.gl.glViewport(0, 0, Gdx.graphics.getBackBufferWidth(), Gdx.graphics.getBackBufferHeight());
        ui.backdrop.draw(ui.batch, Gdx.graphics.getBackBufferWidth(), Gdx.graphics.getBackBufferHeight(), delta);
        ui.batch.setColor(1f, 1f, 1f, 1f);
        ui.screen.apply(true);
        ui.batch.setProjectionMatrix(ui.screen.getCamera().combined);
        float w = ui.screen.getWorldWidth(), h = ui.screen.getWorldHeight();
        float width = w - 32f;
        ui.batch.begin();
        String heading = heading();
        ui.centred(heading, w / 2f, h * 0.75f, ui.fit(heading, width, 3f), MenuSkin.ACCENT); // as the menus' headings
        String[] lines = lines();
        float y = h * 0.75f - 70f;
        for (String line : lines) {
            y -= ui.wrapped(line, w / 2f, y, width, 1.25f) + 24f;
        }
        ui.batch.end();
    }

    @Override
    public void resize(int width, int height) {
        ui.resize(width, height);
    }

    @Override
    protected void release() {}
}
