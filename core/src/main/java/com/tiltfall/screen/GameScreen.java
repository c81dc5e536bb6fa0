package com.tiltfall.screen;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.InputAdapter;
import com.badlogic.gdx.ScreenAdapter;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.SpriteBatch;
import com.badlogic.gdx.graphics.glutils.ShapeRenderer;
import com.badlogic.gdx.utils.ScreenUtils;
import com.badlogic.gdx.utils.viewport.FitViewport;
import com.badlogic.gdx.utils.viewport.ScreenViewport;
import com.tiltfall.input.InputSource;
import com.tiltfall.loop.FixedStepper;
import com.tiltfall.render.RenderSystem;
import com.tiltfall.world.GameWorld;

/**
 * Playing: input -> fixed 60 Hz simulation steps -> one interpolated render per frame. Pauses itself when the
 * window loses focus; P or Escape pauses and resumes.
 */
public class GameScreen extends ScreenAdapter {
    /** Background colour; the tests look for it. */
    public static final float SKY_R = 0.10f, SKY_G = 0.12f, SKY_B = 0.22f;

    private final GameWorld world;
    private final FixedStepper stepper = new FixedStepper();
    private final FitViewport viewport = new FitViewport(GameWorld.WIDTH, GameWorld.HEIGHT);
    private final ScreenViewport hudViewport = new ScreenViewport();
    private final ShapeRenderer shapes = new ShapeRenderer();
    private final SpriteBatch batch = new SpriteBatch();
    private final BitmapFont font = new BitmapFont();
    private final RenderSystem renderSystem;
    private final StringBuilder hudLine = new StringBuilder(64);
    private boolean paused;
    private long frames;

    public GameScreen(InputSource input) {
        world = new GameWorld(input);
        viewport.getCamera().position.set(GameWorld.WIDTH / 2f, GameWorld.HEIGHT / 2f, 0f);
        renderSystem = new RenderSystem(shapes, viewport.getCamera());
        world.addSystem(renderSystem);
    }

    @Override
    public void show() {
        Gdx.input.setInputProcessor(new InputAdapter() {
            @Override
            public boolean keyDown(int keycode) {
                return onKey(keycode);
            }
        });
    }

    boolean onKey(int keycode) {
        if (keycode == Keys.P || keycode == Keys.ESCAPE) {
            paused = !paused;
            stepper.reset();
            return true;
        }
        if (keycode == Keys.F11 || (keycode == Keys.ENTER && (Gdx.input.isKeyPressed(Keys.ALT_LEFT) || Gdx.input.isKeyPressed(Keys.ALT_RIGHT)))) {
            toggleFullscreen();
            return true;
        }
        return false;
    }

    private void toggleFullscreen() {
        if (Gdx.graphics.isFullscreen()) {
            Gdx.graphics.setWindowedMode(1280, 720);
        } else {
            Gdx.graphics.setFullscreenMode(Gdx.graphics.getDisplayMode());
        }
    }

    @Override
    public void render(float delta) {
        frames++;
        if (!paused) {
            int steps = stepper.advance(delta);
            for (int i = 0; i < steps; i++) world.step(stepper.step());
        }
        ScreenUtils.clear(SKY_R, SKY_G, SKY_B, 1f);
        float alpha = paused ? 1f : stepper.alpha();
        viewport.getCamera().position.set(world.camera().interpolatedX(alpha), world.camera().interpolatedY(alpha), 0f);
        viewport.getCamera().update();
        viewport.apply();
        renderSystem.render(alpha);
        drawHud();
    }

    private void drawHud() {
        Gdx.gl.glEnable(GL20.GL_BLEND);
        hudViewport.apply(true);
        batch.setProjectionMatrix(hudViewport.getCamera().combined);
        batch.begin();
        float top = hudViewport.getWorldHeight() - 10f;
        font.draw(batch, "TILTFALL   arrows: run / spin   space: jump   down+space: drop   P: pause   F11: fullscreen", 10f, top);
        hudLine.setLength(0);
        hudLine.append("coins ").append(world.coins()).append("   deaths ").append(world.deaths())
                .append("   time ").append((int) world.elapsed()).append(world.isGoalReached() ? "   GOAL!" : "");
        font.draw(batch, hudLine, 10f, top - 20f);
        if (paused) {
            font.draw(batch, "PAUSED - press P to continue", hudViewport.getWorldWidth() / 2f - 90f, hudViewport.getWorldHeight() / 2f);
        }
        batch.end();
    }

    @Override
    public void resize(int width, int height) {
        viewport.update(width, height);
        hudViewport.update(width, height, true);
    }

    /** The window lost focus or was hidden: stop the clock until the player resumes. */
    @Override
    public void pause() {
        paused = true;
        stepper.reset();
    }

    @Override
    public void dispose() {
        shapes.dispose();
        batch.dispose();
        font.dispose();
    }

    public boolean isPaused() {
        return paused;
    }

    public GameWorld world() {
        return world;
    }

    /** A one-line summary of the running game, for the end-to-end tests and bug reports. */
    public String describe() {
        StringBuilder sb = new StringBuilder(96);
        sb.append("frames=").append(frames)
                .append(";steps=").append(world.steps())
                .append(";x=").append(world.playerX())
                .append(";y=").append(world.playerY())
                .append(";angle=").append(world.playerAngle())
                .append(";paused=").append(paused);
        return sb.toString();
    }
}
