package com.tiltfall.screen;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.utils.viewport.ExtendViewport;
import com.tiltfall.audio.Sfx;
import com.tiltfall.ecs.system.CameraSystem;
import com.tiltfall.ghost.GhostRace;
import com.tiltfall.input.Bindings;
import com.tiltfall.input.InputSource;
import com.tiltfall.input.TouchControls;
import com.tiltfall.kinds.EntityTypes;
import com.tiltfall.level.LevelData;
import com.tiltfall.render.DebugOverlay;
import com.tiltfall.render.GameRenderer;
import com.tiltfall.render.Palette;
import com.tiltfall.scoring.Session;
import com.tiltfall.sim.FixedStepper;
import com.tiltfall.sim.Simulation;
import com.tiltfall.ui.TouchControlsView;

/**
 * Playing one level: input -> fixed 60 Hz simulation steps -> one interpolated render per frame. A conductor: the
 * world is drawn by {@link GameRenderer}, the text over it by {@link Hud}, the pause menu is {@link PausePage}, keys
 * and taps are {@link GameInput}'s, and what each step did is heard and scored through {@link StepFeedback}; the
 * screen keeps the loop, the pause state and the reports to its {@link Listener}, which owns the session's rules and
 * the choice of the next screen. On a touch screen it draws the on-screen controls ({@link TouchControls}).
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
    private final Simulation world;
    private final FixedStepper stepper = new FixedStepper();
    // At least 16 x 9 m in view; a wider or taller window shows more of the level instead of bars.
    private final ExtendViewport viewport = new ExtendViewport((float) Simulation.WIDTH, (float) Simulation.HEIGHT);
    private final GameRenderer worldRenderer;
    private final DebugOverlay overlay = new DebugOverlay();
    /** The score, counters, title and messages over the level. */
    private final Hud hud;
    /** The on-screen controls (touch screens). */
    private final TouchControlsView touchView = new TouchControlsView();
    /** The pause menu (a Scene2D page over the paused level). */
    private final PausePage pauseMenu;
    /** Keys and taps (the pause page's while paused). */
    private final GameInput keys;

    private float frameDelta;
    private final ReplayEnd replayEnd;

    // Start still held from the menu that started the level must not pause it: a press counts after a release.
    /** A phone held upright: the level is drawn above the touch controls' band, not under the buttons. */
    private boolean controlsBand;

    private boolean paused, startWasHeld = true, restartWasHeld = true, completed;
    private int seenDeaths;
    private final LevelEnd end;
    /** Sounds, notes and the session's points for what each step did. */
    private final StepFeedback feedback;

    private long frames;
    /** The ghost raced in this level, or null (docs/racing.md). */
    private GhostRace race;

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
        world = new Simulation(level, input);
        feedback = new StepFeedback(session, sfx::play, EntityTypes.GEM.countIn(level));
        worldRenderer = new GameRenderer(world, level, ui.art);
        hud = new Hud(ui, level, session);
        pauseMenu = new PausePage(ui, this::togglePause, () -> listener.restart(this), () -> listener.quit(this));
        keys = new GameInput(ui, pauseMenu, this);
    }

    @Override
    public void show() {
        sfx.playMusic(Palette.world(level));
        Gdx.input.setInputProcessor(keys);
    }

    /**
     * The restart key, pad button or tap: the level from its start at once, as the pause menu's Restart (a life in
     * the campaign, free in a time trial: the listener's rules). Not during the goal's celebration, while paused or
     * while a replay plays.
     */
    boolean restartKey() {
        if (completed || paused || replayEnd != null || isLeaving()) return false;
        listener.restart(this);
        return true;
    }

    /** F5 in a level opened on its own reloads it; false in the campaign (a designer's key: no coin farming). */
    boolean reloadKey() {
        if (session != null) return false;
        listener.reload(this);
        return true;
    }

    void toggleOverlay() {
        overlay.toggle();
    }

    void toggleMute() {
        sfx.toggleMute();
    }

    boolean isCompleted() {
        return completed;
    }

    void togglePause() {
        paused = !paused;
        stepper.reset();
        if (paused) pauseMenu.open();
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
        boolean restartHeld = ui.bindings != null && ui.gamepad.button(ui.bindings.pad(Bindings.RESTART));
        if (restartHeld && !restartWasHeld) restartKey();
        restartWasHeld = restartHeld;

        if (!paused) {
            // the "time up" message holds the game; then play resumes at the checkpoint
            if (feedback.isTimeUp()) stepper.reset();
            feedback.frame(delta);
            int steps = feedback.isTimeUp() ? 0 : stepper.advance(delta);
            // a step whose report made the game switch away (game over, quit) is this screen's last
            for (int i = 0; i < steps && !completed && !feedback.isTimeUp() && !isLeaving(); i++) {
                checkAlive("stepped");
                world.step(stepper.step());
                if (race != null) race.afterStep(stepper.step());
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
                world.score(),
                world.playerState().stats.jumps,
                world.isPlayerGrounded(),
                world.playerVelocityY());
        feedback.flow(world.deaths(), world.isGoalReached());
        if (world.deaths() != seenDeaths) {
            seenDeaths = world.deaths();
            listener.playerDied(this);
        }
        end.afterStep(world.isGoalReached(), replayEnd != null && replayEnd.finished());
        if (world.isGoalReached()) completed = true;
    }

    private void draw(float alpha) {
        checkAlive("drawn");
        // The simulation's camera keeps a 16 x 9 m view inside the level; a wider or taller window sees more, so the
        // drawn view is kept inside the map's sides and above its bottom too (render only).
        CameraSystem cam = world.camera();
        float camX = (float) cam.drawnX(cam.interpolatedX(alpha), viewport.getWorldWidth());
        float camY = (float) cam.drawnY(cam.interpolatedY(alpha), viewport.getWorldHeight());
        viewport.apply();
        // the world renderer animates in real time, frozen while paused
        worldRenderer.draw(viewport, camX, camY, alpha, paused ? 0f : Gdx.graphics.getDeltaTime());
        overlay.render(world.physicsWorld(), ui.shapes(), viewport.getCamera(), alpha);
        drawHud();
    }

    private void drawHud() {
        Gdx.gl.glEnable(GL20.GL_BLEND);
        ui.screen.apply(true);
        ui.batch.setProjectionMatrix(ui.screen.getCamera().combined);
        float w = ui.screen.getWorldWidth(), h = ui.screen.getWorldHeight();
        boolean touch = ui.touch.isEnabled();
        hud.draw(world, feedback, overlay, paused, completed, w, h);
        if (race != null && !paused) GhostHud.draw(ui, race, w, h);
        if (touch && !paused && !completed) touchView.draw(ui.touch, ui.shapes(), ui.screen.getCamera().combined);
        if (paused && !completed) pauseMenu.render(frameDelta);
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

    /** Races {@code race}'s ghost from the level start (call before the first step). */
    public void race(GhostRace race) {
        this.race = race;
        worldRenderer.ghost(race);
    }

    public GhostRace race() {
        return race;
    }

    public Simulation world() {
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
