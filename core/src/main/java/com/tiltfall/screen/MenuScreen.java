package com.tiltfall.screen;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.utils.ScreenUtils;
import com.tiltfall.ui.Menu;

/**
 * A full-screen Scene2D menu (title, level select, settings, tally, game over, victory, credits): the page is built
 * by {@link Pages} into {@link #menu}; {@link #describe()} names the screen and the focused row for the tests.
 */
public final class MenuScreen extends GuardedScreen {
    /** More of the one-line summary (the level select's records, the tally's numbers). */
    public interface Details {
        void append(StringBuilder sb);
    }

    private final Ui ui;
    public final Menu menu;
    /** What the screen is, as {@link #describe()} says: title, levels, settings, tally, game-over, victory, credits. */
    public String kind;

    public Details details;

    public MenuScreen(Ui ui, String kind) {
        this.ui = ui;
        this.kind = kind;
        menu = new Menu(ui.skin, ui.menus, ui.batch, ui.gamepad);
        Ui.menuSounds(menu, ui.sfx);
    }

    @Override
    public void show() {
        Gdx.input.setInputProcessor(menu.input());
    }

    @Override
    protected void frame(float delta) {
        ScreenUtils.clear(GameScreen.SKY_R, GameScreen.SKY_G, GameScreen.SKY_B, 1f);
        int w = Gdx.graphics.getBackBufferWidth(), h = Gdx.graphics.getBackBufferHeight();
        Gdx.gl.glViewport(0, 0, w, h);
        ui.backdrop.draw(ui.batch, w, h, delta);
        ui.batch.setColor(1f, 1f, 1f, 1f);
        menu.render(delta);
    }

    @Override
    public void resize(int width, int height) {
        ui.resize(width, height);
        menu.layout();
    }

    @Override
    protected void release() {
        menu.dispose();
    }

    public String describe() {
        StringBuilder sb = new StringBuilder(128);
        sb.append("screen=").append(kind).append(";focus=").append(menu.focusName());
        if (details != null) details.append(sb);
        return sb.toString();
    }
}
