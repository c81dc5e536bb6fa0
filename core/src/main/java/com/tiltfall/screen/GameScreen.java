package com.tiltfall.screen;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.InputAdapter;
import com.badlogic.gdx.InputMultiplexer;
import com.badlogic.gdx.InputProcessor;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.GlyphLayout;
import com.badlogic.gdx.graphics.glutils.ShapeRenderer;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.utils.Align;
import com.badlogic.gdx.utils.viewport.ExtendViewport;
import com.tiltfall.arcade.Session;
import com.tiltfall.audio.Sfx;
import com.tiltfall.input.Bindings;
import com.tiltfall.input.InputSource;
import com.tiltfall.input.TouchControls;
import com.tiltfall.level.LevelData;
import com.tiltfall.loop.FixedStepper;
import com.tiltfall.render.DebugOverlay;
import com.tiltfall.render.Palette;
import com.tiltfall.render.WorldRenderer;
import com.tiltfall.ui.HudLayout;
import com.tiltfall.ui.Menu;
import com.tiltfall.ui.MenuSkin;
import com.tiltfall.world.GameWorld;

/**
 * Playing one level: input -> fixed 60 Hz simulation steps -> one interpolated render per frame. The screen turns
 * what happened in the simulation (coins, deaths, the goal, the clock) into sounds and reports it to its
 * {@link Listener}, which owns the session's rules and the choice of the next screen. Rendering reads state only.
 *
 * <p>Keys: the pause keys (P/Esc, rebindable) or Start pause; paused, a Scene2D menu offers Resume, Restart,
 * Settings and Quit (Esc leaves, P resumes). F1 physics overlay, F5 reload the level from disk (only a level opened on its own, never in the
 * campaign), M mute, F11
 * fullscreen. On a touch screen: the on-screen controls ({@link TouchControls}) and a pause button; the pause menu's
 * buttons are tapped. The HUD is laid out by {@link HudLayout} so that nothing overlaps at any window size.
 */
public class GameScreen extends GuardedScreen {
    /** Background colour of the text screens (the level's sky is chosen in render/Palette). */
    public static final float SKY_R = 0.10f, SKY_G = 0.12f, SKY_B = 0.22f;

    /** What the game does when something happens in the level. */
    public interface Listener {
        void levelCompleted(GameScreen screen);

        /**
         * A life was lost: hazard, fall, hit or the clock ran out ({@link GameScreen#isTimeUp()}); the world's rules
         * have already put the player back at the last checkpoint (after a time up with a fresh clock).
         */
        void playerDied(GameScreen screen);

        /** F5 in a level opened on its own (no session): load the level file again. */
        void reload(GameScreen screen);

        /** The pause menu's Restart: the level from its start (in the campaign it costs a life, see Session). */
        void restart(GameScreen screen);

        /** Esc from the pause menu. */
        void quit(GameScreen screen);

        /** A replayed run ended (its inputs ran out, or the goal was reached): called once. */
        void replayFinished(GameScreen screen);
    }

    private final Ui ui;
    private final Sfx sfx;
    private final LevelData level;
    private final Session session;
    private final Listener listener;
    private final GameWorld world;
    private final FixedStepper stepper = new FixedStepper();
    // At least 16 x 9 m in view; a wider or taller window shows more of the level instead of bars.
    private final ExtendViewport viewport = new ExtendViewport((float) GameWorld.WIDTH, (float) GameWorld.HEIGHT);
    private final WorldRenderer worldRenderer;
    private final DebugOverlay overlay = new DebugOverlay();
    private final StringBuilder line = new StringBuilder(96), line2 = new StringBuilder(64);
    private final HudLayout hud = new HudLayout();
    private final GlyphLayout glyphs = new GlyphLayout();
    /** The pause menu (a Scene2D page over the paused level). */
    private final Menu pauseMenu;

    private float frameDelta;
    private final ReplayEnd replayEnd;

    // Start still held from the menu that started the level must not pause it: a press counts after a release.
    /** A phone held upright: the level is drawn above the touch controls' band, not under the buttons. */
    private boolean controlsBand;

    private boolean paused, startWasHeld = true, completed;
    private int seenDeaths;
    private final LevelEnd end;
    /** Sounds, notes and the session's points for what each step did. */
    private final StepFeedback feedback;

    private long frames;

    /** Tells a replayed run's end: null when a person is playing. */
    public interface ReplayEnd {
        boolean finished();
    }

    /**
     * @param session the arcade session (score, lives), or null when a single level is played (designer mode)
     * @param replayEnd null when a person plays; otherwise says when the replayed inputs ran out
     */
    public GameScreen(
            Ui ui,
            Sfx sfx,
            LevelData level,
            InputSource input,
            Session session,
            Listener listener,
            ReplayEnd replayEnd) {
        this.ui = ui;
        this.sfx = sfx;
        this.level = level;
        this.session = session;
        this.listener = listener;
        this.replayEnd = replayEnd;
        end = new LevelEnd(replayEnd != null);
        world = new GameWorld(level, input);
        int gems = 0;
        for (int i = 0; i < level.entities.size; i++) if ("gem".equals(level.entities.get(i).type)) gems++;
        feedback = new StepFeedback(session, sfx::play, gems);
        worldRenderer = new WorldRenderer(world, level);
        pauseMenu = new Menu(ui.skin, ui.menus, ui.batch, ui.gamepad);
        Ui.menuSounds(pauseMenu, ui.sfx);
        pauseMenu.inputDelay = 0.15f; // opened by a fresh press: Esc, Esc leaves at once
    }

    /** The pause page: Resume, Restart, Settings, Quit (Esc leaves, as it always has). */
    private void pausePage() {
        pauseMenu.clear();
        pauseMenu.table.setBackground(ui.skin.shade);
        pauseMenu
                .table
                .add(pauseMenu.label("Paused", ui.skin.headingStyle))
                .padBottom(14f)
                .row();
        pauseMenu
                .table
                .add(pauseMenu.button("Resume", this::togglePause))
                .minWidth(220f)
                .height(48f)
                .pad(4f)
                .row();
        pauseMenu
                .table
                .add(pauseMenu.button("Restart", () -> listener.restart(this)))
                .minWidth(220f)
                .height(48f)
                .pad(4f)
                .row();
        if (ui.settingsHost != null) {
            pauseMenu
                    .table
                    .add(pauseMenu.button("Settings", () -> {
                        pauseMenu.clear();
                        pauseMenu.table.setBackground(ui.skin.shade);
                        Pages.settings(pauseMenu, ui.settingsHost, this::pausePage);
                    }))
                    .minWidth(220f)
                    .height(48f)
                    .pad(4f)
                    .row();
        }
        pauseMenu
                .table
                .add(pauseMenu.button("Quit", () -> listener.quit(this)))
                .minWidth(220f)
                .height(48f)
                .pad(4f)
                .row();
        // two short lines: one ran edge to edge on a 640 x 360 screen
        Label keys = pauseMenu.label(
                ui.touch.isEnabled() ? "" : "P or Start: resume    Esc: quit\nF1: physics overlay    M: sound",
                ui.skin.dimStyle);
        keys.setAlignment(Align.center);
        pauseMenu.table.add(keys).padTop(8f);
        pauseMenu.back(() -> listener.quit(this));
    }

    @Override
    public void show() {
        sfx.playMusic(Palette.world(level));
        final InputProcessor menu = pauseMenu.input();
        Gdx.input.setInputProcessor(new InputMultiplexer(
                new InputAdapter() {
                    @Override
                    public boolean keyDown(int keycode) {
                        return onKey(keycode);
                    }

                    @Override
                    public boolean touchDown(int screenX, int screenY, int pointer, int button) {
                        return onTouch(screenX, screenY);
                    }
                },
                new PausedOnly(menu)));
    }

    /** Passes events to the pause menu while the game is paused. */
    private final class PausedOnly implements InputProcessor {
        private final InputProcessor menu;

        PausedOnly(InputProcessor menu) {
            this.menu = menu;
        }

        @Override
        public boolean keyDown(int keycode) {
            return paused && menu.keyDown(keycode);
        }

        @Override
        public boolean keyUp(int keycode) {
            return paused && menu.keyUp(keycode);
        }

        @Override
        public boolean keyTyped(char character) {
            return paused && menu.keyTyped(character);
        }

        @Override
        public boolean touchDown(int screenX, int screenY, int pointer, int button) {
            return paused && menu.touchDown(screenX, screenY, pointer, button);
        }

        @Override
        public boolean touchUp(int screenX, int screenY, int pointer, int button) {
            return paused && menu.touchUp(screenX, screenY, pointer, button);
        }

        @Override
        public boolean touchCancelled(int screenX, int screenY, int pointer, int button) {
            return paused && menu.touchCancelled(screenX, screenY, pointer, button);
        }

        @Override
        public boolean touchDragged(int screenX, int screenY, int pointer) {
            return paused && menu.touchDragged(screenX, screenY, pointer);
        }

        @Override
        public boolean mouseMoved(int screenX, int screenY) {
            return paused && menu.mouseMoved(screenX, screenY);
        }

        @Override
        public boolean scrolled(float amountX, float amountY) {
            return paused && menu.scrolled(amountX, amountY);
        }
    }

    /** A tap (touch screens only): the pause button pauses (paused, the menu's buttons take the taps). */
    boolean onTouch(int screenX, int screenY) {
        if (!ui.touch.isEnabled() || completed || paused) return false;
        if (ui.touch.hit(screenX, screenY) == TouchControls.PAUSE) {
            togglePause();
            return true;
        }
        return false;
    }

    boolean onKey(int keycode) {
        if (paused && pauseMenu.isCapturing()) return false; // rebinding a key in the pause menu's settings
        boolean pauseKey = ui.bindings != null ? ui.bindings.isKey(Bindings.PAUSE, keycode) : keycode == Keys.P;
        if (keycode == Keys.ESCAPE) {
            if (paused) return false; // the pause menu's back: quit (or leave its settings page)
            togglePause();
            return true;
        }
        if (pauseKey) {
            togglePause();
            return true;
        }
        switch (keycode) {
            case Keys.F1:
                overlay.toggle();
                return true;
            case Keys.F5:
                if (session != null) return false; // a designer's key: never in the campaign (no coin farming)
                listener.reload(this);
                return true;
            case Keys.M:
                sfx.toggleMute();
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

    private void togglePause() {
        paused = !paused;
        stepper.reset();
        if (paused) pausePage();
    }

    private static void toggleFullscreen() {
        if (Gdx.graphics.isFullscreen()) Gdx.graphics.setWindowedMode(1280, 720);
        else Gdx.graphics.setFullscreenMode(Gdx.graphics.getDisplayMode());
    }

    @Override
    protected void frame(float delta) {
        frames++;
        frameDelta = delta;
        ui.touch.setEnabled(ui.device.touchScreen());
        if (wantsControlsBand(Gdx.graphics.getWidth(), Gdx.graphics.getHeight()) != controlsBand)
            resize(Gdx.graphics.getWidth(), Gdx.graphics.getHeight());
        boolean startHeld = ui.gamepad.startHeld();
        if (startHeld && !startWasHeld) togglePause();
        startWasHeld = startHeld;

        if (!paused) {
            // the "time up" message holds the game; then play resumes at the checkpoint
            if (feedback.isTimeUp()) stepper.reset();
            feedback.frame(delta);
            int steps = feedback.isTimeUp() ? 0 : stepper.advance(delta);
            // a step whose report made the game switch away (game over, quit) is this screen's last
            for (int i = 0; i < steps && !completed && !feedback.isTimeUp() && !isLeaving(); i++) {
                checkAlive("stepped");
                world.step(stepper.step());
                afterStep();
            }
            int report = isLeaving() ? 0 : end.frame(delta);
            // each at most once: the replay's end is logged, then the level-complete screen follows as for a person
            if ((report & LevelEnd.REPLAY_FINISHED) != 0) listener.replayFinished(this);
            // the tally is shown after this frame (the game switches screens between frames)
            if ((report & LevelEnd.LEVEL_COMPLETED) != 0) listener.levelCompleted(this);
        }
        draw(paused ? 1f : (float) stepper.alpha());
    }

    /** Turns what the last step changed into sounds, notes, points and reports. */
    private void afterStep() {
        feedback.afterStep(
                world.events(),
                world.coins(),
                world.playerState().stats.jumps,
                world.isPlayerGrounded(),
                world.playerVelocityY());
        if (world.deaths() != seenDeaths) {
            seenDeaths = world.deaths();
            died();
        }
        end.afterStep(world.isGoalReached(), replayEnd != null && replayEnd.finished());
        if (world.isGoalReached() && !completed) {
            completed = true;
            sfx.play(Sfx.Effect.GOAL);
        }
    }

    private void died() {
        sfx.play(Sfx.Effect.DEATH);
        listener.playerDied(this);
    }

    private void draw(float alpha) {
        checkAlive("drawn");
        // The simulation's camera keeps a 16 x 9 m view inside the level; a taller window (portrait) sees more above
        // and below, so the drawn view is lifted to never show below the map's bottom (render only).
        float camY = (float) world.camera().interpolatedY(alpha);
        camY = Math.max(camY, viewport.getWorldHeight() / 2f);
        viewport.apply();
        // the world renderer animates in real time, frozen while paused
        worldRenderer.draw(
                viewport,
                (float) world.camera().interpolatedX(alpha),
                camY,
                alpha,
                paused ? 0f : Gdx.graphics.getDeltaTime());
        overlay.render(world.physicsWorld(), ui.shapes(), viewport.getCamera(), alpha);
        drawHud();
    }

    private void drawHud() {
        Gdx.gl.glEnable(GL20.GL_BLEND);
        ui.screen.apply(true);
        ui.batch.setProjectionMatrix(ui.screen.getCamera().combined);
        float w = ui.screen.getWorldWidth(), h = ui.screen.getWorldHeight();
        boolean touch = ui.touch.isEnabled();
        BitmapFont font = ui.font;
        line.setLength(0);
        if (session != null)
            line.append("SCORE ").append(session.score()).append("   LIVES ").append(session.lives());
        line2.setLength(0);
        line2.append("COINS ").append(world.coins()).append("   TIME ");
        appendClock(line2, level.timeLimit > 0 ? world.timeLeft() : world.elapsed());
        if (world.gems() > 0) line2.append("   GEMS ").append(world.gems());
        if (world.tricks() > 0) line2.append("   TRICKS ").append(world.tricks());
        float first = 0f;
        if (line.length() > 0) {
            glyphs.setText(font, line);
            first = glyphs.width;
        }
        glyphs.setText(font, line2);
        float second = glyphs.width;
        glyphs.setText(font, level.title);
        // the top right is the pause button's on a touch screen
        float right = ui.device.safeInset(2) + (touch ? 2f * ui.touch.radius(TouchControls.PAUSE) + 24f : 0f);
        float rightDown = touch ? h - (ui.touch.y(TouchControls.PAUSE) - ui.touch.radius(TouchControls.PAUSE)) : 0f;
        hud.layout(w, h, ui.safeLeft, ui.safeTop, right, rightDown, font.getLineHeight(), first, second, glyphs.width);
        ui.batch.begin();
        font.setColor(MenuSkin.TEXT);
        if (line.length() > 0) {
            glyphs.setText(font, line);
            ui.shadowed(font, glyphs, hud.firstX, hud.firstY);
        }
        glyphs.setText(font, line2);
        ui.shadowed(font, glyphs, hud.secondX, hud.secondY);
        String title = level.title;
        glyphs.setText(font, title, 0, title.length(), MenuSkin.ACCENT, hud.titleWidth, Align.left, false, "...");
        ui.shadowed(font, glyphs, hud.titleX, hud.titleY);
        boolean fps = ui.saves != null && ui.saves.settings.showFps;
        if (overlay.isVisible() || fps) {
            line.setLength(0);
            line.append("FPS ").append(Gdx.graphics.getFramesPerSecond());
            if (overlay.isVisible()) {
                line.append("   bodies ")
                        .append(world.physicsWorld().getBodyCount())
                        .append("   contacts ")
                        .append(world.physicsWorld().getContactCount())
                        .append(world.isPlayerGrounded() ? "   grounded" : "   airborne");
            }
            glyphs.setText(font, line);
            ui.shadowed(font, glyphs, hud.fpsX, hud.fpsY);
        }
        CharSequence note = feedback.note();
        if (note != null && !completed) ui.centred(note, w / 2f, h * 0.72f, 1.3f);
        if (completed) {
            ui.centred("GOAL!", w / 2f, h * 0.6f, 3f);
        } else if (feedback.isTimeUp()) {
            ui.centred("TIME UP", w / 2f, h * 0.6f, 3f);
            ui.wrapped("A life lost: back to the last checkpoint", w / 2f, h * 0.6f - 50f, w - 32f, 1.1f);
        } else if (!paused && touch && h > w * 1.2f && level.width > GameWorld.WIDTH) {
            ui.wrapped("Turn your phone sideways to see more of the level", w / 2f, h * 0.72f, w - 48f, 1f);
        }
        ui.batch.end();
        if (touch && !paused) drawTouchControls(w);
        if (paused && !completed) pauseMenu.render(frameDelta);
    }

    /** The on-screen controls, semi-transparent, brighter while held, and the pause button. */
    private void drawTouchControls(float w) {
        TouchControls t = ui.touch;
        Gdx.gl.glEnable(GL20.GL_BLEND);
        Gdx.gl.glBlendFunc(GL20.GL_SRC_ALPHA, GL20.GL_ONE_MINUS_SRC_ALPHA);
        ShapeRenderer s = ui.shapes();
        s.setProjectionMatrix(ui.screen.getCamera().combined);
        s.begin(ShapeRenderer.ShapeType.Filled);
        if (!completed) {
            for (int b = TouchControls.LEFT; b <= TouchControls.DOWN; b++) {
                s.setColor(1f, 1f, 1f, t.held(b) ? 0.45f : 0.22f);
                s.circle(t.x(b), t.y(b), t.radius(b), 40);
            }
            s.setColor(0.1f, 0.12f, 0.22f, 0.75f);
            float k = TouchControls.RADIUS * 0.45f;
            float lx = t.x(TouchControls.LEFT), ly = t.y(TouchControls.LEFT);
            s.triangle(lx - k, ly, lx + k * 0.7f, ly + k, lx + k * 0.7f, ly - k);
            float rx = t.x(TouchControls.RIGHT), ry = t.y(TouchControls.RIGHT);
            s.triangle(rx + k, ry, rx - k * 0.7f, ry + k, rx - k * 0.7f, ry - k);
            float jx = t.x(TouchControls.JUMP), jy = t.y(TouchControls.JUMP);
            s.triangle(jx, jy + k, jx - k, jy - k * 0.7f, jx + k, jy - k * 0.7f);
            float dx = t.x(TouchControls.DOWN), dy = t.y(TouchControls.DOWN), dk = k * 0.6f;
            s.triangle(dx, dy - dk, dx - dk, dy + dk * 0.7f, dx + dk, dy + dk * 0.7f);
            // pause: two bars in a faint circle
            float px = t.x(TouchControls.PAUSE), py = t.y(TouchControls.PAUSE), pr = t.radius(TouchControls.PAUSE);
            s.setColor(1f, 1f, 1f, 0.22f);
            s.circle(px, py, pr, 24);
            s.setColor(1f, 1f, 1f, 0.8f);
            s.rect(px - pr * 0.35f, py - pr * 0.4f, pr * 0.25f, pr * 0.8f);
            s.rect(px + pr * 0.1f, py - pr * 0.4f, pr * 0.25f, pr * 0.8f);
        }
        s.end();
    }

    /** Appends seconds as m:ss. */
    static void appendClock(StringBuilder sb, double seconds) {
        int s = (int) seconds;
        sb.append(s / 60).append(':');
        if (s % 60 < 10) sb.append('0');
        sb.append(s % 60);
    }

    @Override
    public void resize(int width, int height) {
        ui.resize(width, height);
        pauseMenu.layout();
        controlsBand = wantsControlsBand(width, height);
        int band = controlsBand ? Math.round(ui.touch.stripHeight() * ui.device.pixelScale()) : 0;
        viewport.update(width, Math.max(1, height - band));
        viewport.setScreenY(viewport.getScreenY() + band);
    }

    private boolean wantsControlsBand(int width, int height) {
        return ui.touch.isEnabled() && height > width;
    }

    /** The window lost focus or was hidden: stop the clock until the player resumes. */
    @Override
    public void pause() {
        if (replayEnd != null || paused) return; // a replay is not played by a person: nothing to wait for
        togglePause();
    }

    @Override
    public void hide() {
        super.hide();
        sfx.stopMusic();
    }

    @Override
    protected void release() {
        pauseMenu.dispose();
        worldRenderer.dispose();
        if (level.map != null) level.map.dispose();
    }

    /** The "time up" message is showing (the clock ran out; play resumes at the last checkpoint). */
    public boolean isTimeUp() {
        return feedback.isTimeUp();
    }

    public boolean isPaused() {
        return paused;
    }

    public GameWorld world() {
        return world;
    }

    /** The level's view (camera and screen area) as last drawn: for tests that look at world points on screen. */
    public ExtendViewport viewport() {
        return viewport;
    }

    public LevelData level() {
        return level;
    }

    /** Seconds left on the level's clock (0 when it has no limit). */
    public double timeLeft() {
        return world.timeLeft();
    }

    /** A one-line summary of the running game, for the end-to-end tests and bug reports. */
    public String describe() {
        StringBuilder sb = new StringBuilder(160);
        sb.append("screen=game;level=")
                .append(level.source)
                .append(";frames=")
                .append(frames)
                .append(";steps=")
                .append(world.steps())
                .append(";x=")
                .append(world.playerX())
                .append(";y=")
                .append(world.playerY())
                .append(";angle=")
                .append(world.playerAngle())
                .append(";goal=")
                .append(world.isGoalReached())
                .append(";deaths=")
                .append(world.deaths())
                .append(";coins=")
                .append(world.coins())
                .append(";hits=")
                .append(world.playerHurt().hits)
                .append(";timeups=")
                .append(world.timeUps())
                .append(";paused=")
                .append(paused);
        if (paused) sb.append(";focus=").append(pauseMenu.focusName());
        return sb.toString();
    }
}
