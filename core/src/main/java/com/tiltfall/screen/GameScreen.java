package com.tiltfall.screen;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.InputAdapter;
import com.badlogic.gdx.ScreenAdapter;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.glutils.ShapeRenderer;
import com.badlogic.gdx.utils.viewport.ExtendViewport;
import com.tiltfall.arcade.Session;
import com.tiltfall.audio.Sfx;
import com.tiltfall.input.InputSource;
import com.tiltfall.input.TouchControls;
import com.tiltfall.level.LevelData;
import com.tiltfall.loop.FixedStepper;
import com.tiltfall.render.DebugOverlay;
import com.tiltfall.render.Palette;
import com.tiltfall.render.WorldRenderer;
import com.tiltfall.render.WorldScene;
import com.tiltfall.replay.ReplayRunner;
import com.tiltfall.world.GameWorld;

/**
 * Playing one level: input -> fixed 60 Hz simulation steps -> one interpolated render per frame. The screen turns
 * what happened in the simulation (coins, deaths, the goal, the clock) into sounds and reports it to its
 * {@link Listener}, which owns the session's rules and the choice of the next screen. Rendering reads state only.
 *
 * <p>Keys: P/Esc pause (Esc again leaves), F1 physics overlay, F5 reload the level from disk, M mute, F11 fullscreen.
 * On a touch screen: the on-screen controls ({@link TouchControls}), a pause button; paused, a tap continues and
 * "Leave" leaves.
 */
public class GameScreen extends ScreenAdapter {
    /** Background colour of the text screens (the level's sky is chosen in render/Palette). */
    public static final float SKY_R = 0.10f, SKY_G = 0.12f, SKY_B = 0.22f;
    /** Seconds of celebration between touching the goal and the next screen. */
    static final float GOAL_PAUSE = 1.5f;

    /** What the game does when something happens in the level. */
    public interface Listener {
        void levelCompleted(GameScreen screen);

        /**
         * A death: hazard or fall (the world has already put the player back at the spawn point) or the clock ran
         * out ({@link GameScreen#isTimeUp()}: the level must start again).
         */
        void playerDied(GameScreen screen);

        /** F5: load the level file again. */
        void reload(GameScreen screen);

        /** Esc from the pause menu. */
        void quit(GameScreen screen);

        /** A replayed run ended (its inputs ran out, or the goal was reached). */
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
    private final StringBuilder line = new StringBuilder(96);
    private final ReplayEnd replayEnd;

    // Start still held from the menu that started the level must not pause it: a press counts after a release.
    /** A phone held upright: the level is drawn above the touch controls' band, not under the buttons. */
    private boolean controlsBand;

    private boolean paused, startWasHeld = true, wasGrounded = true, completed, timedOut, replayReported;
    private int seenCoins, seenDeaths, seenJumps, stepsAfterReplay;
    private double lastVy;
    private float goalTimer;
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
        world = new GameWorld(level, input);
        worldRenderer = new WorldRenderer(world, level);
    }

    @Override
    public void show() {
        sfx.playMusic(Palette.world(level));
        Gdx.input.setInputProcessor(new InputAdapter() {
            @Override
            public boolean keyDown(int keycode) {
                return onKey(keycode);
            }

            @Override
            public boolean touchDown(int screenX, int screenY, int pointer, int button) {
                return onTouch(screenX, screenY);
            }
        });
    }

    /** A tap (touch screens only): the pause button pauses; paused, "Leave" leaves and anywhere else continues. */
    boolean onTouch(int screenX, int screenY) {
        if (!ui.touch.isEnabled() || completed) return false;
        if (paused) {
            float lx = screenX / ui.device.pixelScale(),
                    ly = ui.screen.getWorldHeight() - screenY / ui.device.pixelScale();
            if (Math.abs(lx - ui.screen.getWorldWidth() / 2f) < LEAVE_W / 2f
                    && Math.abs(ly - leaveY()) < LEAVE_H / 2f) {
                listener.quit(this);
            } else {
                togglePause();
            }
            return true;
        }
        if (ui.touch.hit(screenX, screenY) == TouchControls.PAUSE) {
            togglePause();
            return true;
        }
        return false;
    }

    private static final float LEAVE_W = 160f, LEAVE_H = 56f;

    private float leaveY() {
        return ui.screen.getWorldHeight() * 0.6f - 120f;
    }

    boolean onKey(int keycode) {
        switch (keycode) {
            case Keys.P:
                togglePause();
                return true;
            case Keys.ESCAPE:
                if (paused) listener.quit(this);
                else togglePause();
                return true;
            case Keys.F1:
                overlay.toggle();
                return true;
            case Keys.F5:
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
    }

    private static void toggleFullscreen() {
        if (Gdx.graphics.isFullscreen()) Gdx.graphics.setWindowedMode(1280, 720);
        else Gdx.graphics.setFullscreenMode(Gdx.graphics.getDisplayMode());
    }

    @Override
    public void render(float delta) {
        frames++;
        ui.touch.setEnabled(ui.device.touchScreen());
        if (wantsControlsBand(Gdx.graphics.getWidth(), Gdx.graphics.getHeight()) != controlsBand)
            resize(Gdx.graphics.getWidth(), Gdx.graphics.getHeight());
        boolean startHeld = ui.gamepad.startHeld();
        if (startHeld && !startWasHeld) togglePause();
        startWasHeld = startHeld;

        if (!paused) {
            int steps = stepper.advance(delta);
            for (int i = 0; i < steps && !completed && !timedOut; i++) {
                world.step(stepper.step());
                afterStep();
            }
            if (completed) {
                goalTimer += delta;
                if (goalTimer >= GOAL_PAUSE || replayEnd != null) {
                    goalTimer = Float.NEGATIVE_INFINITY; // report once
                    listener.levelCompleted(this);
                    if (replayEnd != null) listener.replayFinished(this);
                    return;
                }
            } else if (replayEnd != null && stepsAfterReplay >= ReplayRunner.GRACE_STEPS && !replayReported) {
                // same rule as the headless runner: the run may still roll into the goal after the last input
                replayReported = true;
                listener.replayFinished(this);
            }
        }
        draw(paused ? 1f : (float) stepper.alpha());
    }

    /** Turns what the last step changed into sounds and reports. */
    private void afterStep() {
        if (replayEnd != null && replayEnd.finished()) stepsAfterReplay++;
        if (world.playerState().jumps != seenJumps) {
            seenJumps = world.playerState().jumps;
            sfx.play(Sfx.Effect.JUMP);
        }
        boolean grounded = world.isPlayerGrounded();
        if (grounded && !wasGrounded)
            sfx.play(-lastVy > WorldScene.HARD_LANDING ? Sfx.Effect.LAND_HARD : Sfx.Effect.LAND);
        wasGrounded = grounded;
        lastVy = world.playerVelocityY();
        while (seenCoins < world.coins()) {
            seenCoins++;
            sfx.play(Sfx.Effect.COIN);
            if (session != null) session.coinCollected();
        }
        if (world.deaths() != seenDeaths) {
            seenDeaths = world.deaths();
            died();
        }
        if (!timedOut && level.timeLimit > 0f && world.elapsed() > level.timeLimit) {
            timedOut = true; // the listener starts the level again: a fresh clock
            died();
        }
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
        overlay.render(world.physicsWorld(), ui.shapes, viewport.getCamera(), alpha);
        drawHud();
    }

    private void drawHud() {
        Gdx.gl.glEnable(GL20.GL_BLEND);
        ui.screen.apply(true);
        ui.batch.setProjectionMatrix(ui.screen.getCamera().combined);
        ui.batch.begin();
        float w = ui.screen.getWorldWidth(), h = ui.screen.getWorldHeight();
        line.setLength(0);
        if (session != null) {
            line.append("SCORE ")
                    .append(session.score())
                    .append("    LIVES ")
                    .append(session.lives())
                    .append("    ");
        }
        line.append("COINS ").append(world.coins()).append("    TIME ");
        appendClock(line, level.timeLimit > 0 ? Math.max(0, level.timeLimit - world.elapsed()) : world.elapsed());
        boolean touch = ui.touch.isEnabled();
        float left = 12f + ui.safeLeft, top = h - 12f - ui.safeTop;
        ui.font.draw(ui.batch, line, left, top);
        // beside the counters when there is room, under them on a narrow (phone) screen
        ui.centred(level.title, w / 2f, w < 2f * left + 760f ? top - 22f : top, 1f);
        if (overlay.isVisible()) {
            line.setLength(0);
            line.append("FPS ")
                    .append(Gdx.graphics.getFramesPerSecond())
                    .append("   bodies ")
                    .append(world.physicsWorld().getBodyCount())
                    .append("   contacts ")
                    .append(world.physicsWorld().getContactCount())
                    .append(world.isPlayerGrounded() ? "   grounded" : "   airborne");
            ui.font.draw(ui.batch, line, 12f, h - 34f);
        }
        if (completed) {
            ui.centred("GOAL!", w / 2f, h * 0.6f, 3f);
        } else if (paused) {
            ui.centred("PAUSED", w / 2f, h * 0.6f, 3f);
            ui.wrapped(
                    touch ? "Tap to continue" : "P or Start: continue    Esc: leave    F1: physics overlay    M: sound",
                    w / 2f,
                    h * 0.6f - 50f,
                    w - 32f,
                    1.1f);
            if (touch) ui.centred("Leave", w / 2f, leaveY() + 8f, 1.5f);
        } else if (touch && h > w * 1.2f && level.width > GameWorld.WIDTH) {
            ui.wrapped("Turn your phone sideways to see more of the level", w / 2f, h * 0.72f, w - 48f, 1f);
        }
        ui.batch.end();
        if (touch) drawTouchControls(w);
    }

    /** The on-screen controls, semi-transparent, brighter while held; the pause button; paused, "Leave". */
    private void drawTouchControls(float w) {
        TouchControls t = ui.touch;
        Gdx.gl.glEnable(GL20.GL_BLEND);
        Gdx.gl.glBlendFunc(GL20.GL_SRC_ALPHA, GL20.GL_ONE_MINUS_SRC_ALPHA);
        ShapeRenderer s = ui.shapes;
        s.setProjectionMatrix(ui.screen.getCamera().combined);
        s.begin(ShapeRenderer.ShapeType.Filled);
        if (paused) {
            s.setColor(1f, 1f, 1f, 0.18f);
            s.rect(w / 2f - LEAVE_W / 2f, leaveY() - LEAVE_H / 2f, LEAVE_W, LEAVE_H);
        } else if (!completed) {
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
        if (replayEnd != null) return; // a replay is not played by a person: nothing to wait for
        paused = true;
        stepper.reset();
    }

    @Override
    public void hide() {
        sfx.stopMusic();
    }

    @Override
    public void dispose() {
        worldRenderer.dispose();
        if (level.map != null) level.map.dispose();
    }

    public boolean isTimeUp() {
        return timedOut;
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
        return level.timeLimit > 0 ? Math.max(0, level.timeLimit - world.elapsed()) : 0;
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
                .append(";paused=")
                .append(paused);
        return sb.toString();
    }
}
