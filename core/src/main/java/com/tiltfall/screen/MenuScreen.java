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
    /**
     * Builds this page again as a new screen: called when the screen turns between narrow and wide (a phone turned),
     * for pages that lay out differently on each (null: the page fits both).
     */
    public Runnable rebuild;

    private final boolean builtNarrow;

    public MenuScreen(Ui ui, String kind) {
        this.ui = ui;
        this.kind = kind;
        menu = new Menu(ui.skin, ui.menus, ui.batch, ui.gamepad);
        Ui.menuSounds(menu, ui.sfx);
        builtNarrow = menu.narrow();
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
        if (rebuild != null && menu.narrow() != builtNarrow) {
            Runnable again = rebuild;
            rebuild = null; // once: the new screen is built for the new shape
            again.run();
        }
    }

    @Override
    protected void release() {
        menu.dispose();
    }

    /** The page's layout for the end-to-end tests ({@link Menu#describe}). */
    public void layout(StringBuilder sb) {
        menu.describe(sb, ui.device.pixelScale());
    }

    public String describe() {
        StringBuilder sb = new StringBuilder(128);
        sb.append("screen=").append(kind).append(";focus=").append(menu.focusName());
        if (details != null) details.append(sb);
        return sb.toString();
    }
}
