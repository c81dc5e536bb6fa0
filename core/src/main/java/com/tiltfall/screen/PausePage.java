package com.tiltfall.screen;

import com.badlogic.gdx.InputProcessor;
import com.badlogic.gdx.utils.Align;
import com.badlogic.gdx.utils.Disposable;
import com.tiltfall.ui.Label;
import com.tiltfall.ui.Menu;

/** The pause page over a paused level: Resume, Restart, Settings and Quit (Esc leaves, P resumes). */
final class PausePage implements Disposable {
    private final Ui ui;
    private final Menu menu;
    private final Runnable resume, restart, quit;

    PausePage(Ui ui, Runnable resume, Runnable restart, Runnable quit) {
        this.ui = ui;
        this.resume = resume;
        this.restart = restart;
        this.quit = quit;
        menu = new Menu(ui.skin, ui.menus, ui.batch, ui.gamepad);
        Ui.menuSounds(menu, ui.sfx);
        menu.inputDelay = 0.15f; // opened by a fresh press: Esc, Esc leaves at once
    }

    /** Builds the page (again: leaving its settings page comes back here). */
    void open() {
        menu.clear();
        menu.grid.setBackground(ui.skin.shade);
        menu.grid.add(menu.label("Paused", ui.skin.headingStyle)).padBottom(14f).row();
        button("Resume", resume);
        button("Restart", restart);
        if (ui.settingsHost != null) {
            button("Settings", () -> {
                menu.clear();
                menu.grid.setBackground(ui.skin.shade);
                Pages.settings(menu, ui.settingsHost, this::open);
            });
        }
        button("Quit", quit);
        // two short lines: one ran edge to edge on a 640 x 360 screen
        Label keys = menu.label(
                ui.touch.isEnabled() ? "" : "P or Start: resume    Esc: quit\nF1: physics overlay    M: sound",
                ui.skin.dimStyle);
        keys.setAlignment(Align.center);
        menu.grid.add(keys).padTop(8f);
        menu.back(quit);
    }

    private void button(String text, Runnable action) {
        menu.grid
                .add(menu.button(text, action))
                .minWidth(220f)
                .height(48f)
                .pad(4f)
                .row();
    }

    InputProcessor input() {
        return menu.input();
    }

    /** Rebinding a key in its settings page (keys go to the page, not to the game). */
    boolean isCapturing() {
        return menu.isCapturing();
    }

    void render(float delta) {
        menu.render(delta);
    }

    void layout() {
        menu.layout();
    }

    String focusName() {
        return menu.focusName();
    }

    @Override
    public void dispose() {
        menu.dispose();
    }
}
