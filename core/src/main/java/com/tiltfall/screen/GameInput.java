package com.tiltfall.screen;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.InputAdapter;
import com.badlogic.gdx.InputMultiplexer;
import com.badlogic.gdx.InputProcessor;
import com.tiltfall.input.Bindings;
import com.tiltfall.input.TouchControls;

/**
 * The game screen's keys and taps: the pause keys (P/Esc, rebindable), the restart keys (R/Backspace, rebindable), F1 physics overlay, F5 reload (a level opened
 * on its own only), M mute, F11 and Alt+Enter fullscreen, the touch screen's pause and restart buttons; while paused, everything
 * else goes to the pause page. What each does is the screen's.
 */
final class GameInput extends InputMultiplexer {
    private final Ui ui;
    private final GameScreen actions;
    private final PausePage pause;

    GameInput(Ui ui, PausePage pause, GameScreen actions) {
        this.ui = ui;
        this.pause = pause;
        this.actions = actions;
        addProcessor(new InputAdapter() {
            @Override
            public boolean keyDown(int keycode) {
                return onKey(keycode);
            }

            @Override
            public boolean touchDown(int screenX, int screenY, int pointer, int button) {
                return onTouch(screenX, screenY);
            }
        });
        addProcessor(new PausedOnly(pause.input()));
    }

    /**
     * A tap (touch screens only): the pause button pauses, the restart button restarts (paused, the menu's buttons
     * take the taps).
     */
    boolean onTouch(int screenX, int screenY) {
        if (!ui.touch.isEnabled() || actions.isCompleted() || actions.isPaused()) return false;
        int hit = ui.touch.hit(screenX, screenY);
        if (hit == TouchControls.PAUSE) {
            actions.togglePause();
            return true;
        }
        return hit == TouchControls.RESTART && actions.restartKey();
    }

    boolean onKey(int keycode) {
        boolean paused = actions.isPaused();
        if (paused && pause.isCapturing()) return false; // rebinding a key in the pause menu's settings
        boolean pauseKey = ui.bindings != null ? ui.bindings.isKey(Bindings.PAUSE, keycode) : keycode == Keys.P;
        if (keycode == Keys.ESCAPE) {
            if (paused) return false; // the pause menu's back: quit (or leave its settings page)
            actions.togglePause();
            return true;
        }
        if (pauseKey) {
            actions.togglePause();
            return true;
        }
        if (!paused && ui.bindings != null && ui.bindings.isKey(Bindings.RESTART, keycode)) return actions.restartKey();
        switch (keycode) {
            case Keys.F1:
                actions.toggleOverlay();
                return true;
            case Keys.F5:
                return actions.reloadKey();
            case Keys.M:
                actions.toggleMute();
                return true;
            case Keys.F11:
                toggleFullscreen();
                return true;
            case Keys.ENTER:
                if (Gdx.input.isKeyPressed(Keys.ALT_LEFT) || Gdx.input.isKeyPressed(Keys.ALT_RIGHT)) {
                    toggleFullscreen();
                    return true;
                }
                return false;
            default:
                return false;
        }
    }

    private static void toggleFullscreen() {
        if (Gdx.graphics.isFullscreen()) Gdx.graphics.setWindowedMode(1280, 720);
        else Gdx.graphics.setFullscreenMode(Gdx.graphics.getDisplayMode());
    }

    /** Passes events to the pause menu while the game is paused. */
    private final class PausedOnly implements InputProcessor {
        private final InputProcessor menu;

        PausedOnly(InputProcessor menu) {
            this.menu = menu;
        }

        @Override
        public boolean keyDown(int keycode) {
            return actions.isPaused() && menu.keyDown(keycode);
        }

        @Override
        public boolean keyUp(int keycode) {
            return actions.isPaused() && menu.keyUp(keycode);
        }

        @Override
        public boolean keyTyped(char character) {
            return actions.isPaused() && menu.keyTyped(character);
        }

        @Override
        public boolean touchDown(int screenX, int screenY, int pointer, int button) {
            return actions.isPaused() && menu.touchDown(screenX, screenY, pointer, button);
        }

        @Override
        public boolean touchUp(int screenX, int screenY, int pointer, int button) {
            return actions.isPaused() && menu.touchUp(screenX, screenY, pointer, button);
        }

        @Override
        public boolean touchCancelled(int screenX, int screenY, int pointer, int button) {
            return actions.isPaused() && menu.touchCancelled(screenX, screenY, pointer, button);
        }

        @Override
        public boolean touchDragged(int screenX, int screenY, int pointer) {
            return actions.isPaused() && menu.touchDragged(screenX, screenY, pointer);
        }

        @Override
        public boolean mouseMoved(int screenX, int screenY) {
            return actions.isPaused() && menu.mouseMoved(screenX, screenY);
        }

        @Override
        public boolean scrolled(float amountX, float amountY) {
            return actions.isPaused() && menu.scrolled(amountX, amountY);
        }
    }
}
