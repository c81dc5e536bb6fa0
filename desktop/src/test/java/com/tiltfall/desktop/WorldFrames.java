package com.tiltfall.desktop;

import com.badlogic.gdx.ApplicationAdapter;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3Application;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3ApplicationConfiguration;
import com.badlogic.gdx.graphics.Pixmap;
import com.badlogic.gdx.graphics.PixmapIO;
import com.badlogic.gdx.utils.viewport.ExtendViewport;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelLoader;
import com.tiltfall.render.GameArt;
import com.tiltfall.render.GameRenderer;
import com.tiltfall.replay.Replay;
import com.tiltfall.replay.ReplayFormat;
import com.tiltfall.replay.ReplayInput;
import com.tiltfall.sim.FixedStepper;
import com.tiltfall.sim.Simulation;
import java.io.File;

/**
 * Draws the world of every shipped level at fixed steps of its replay, with fixed interpolation and frame times, into
 * PNGs: a refactor of the renderer that must not change pixels is checked by running this before and after and
 * comparing the files byte for byte ({@code cmp}). Run it from the assets folder under Xvfb:
 * {@code java -cp ... com.tiltfall.desktop.WorldFrames out-dir}.
 */
public final class WorldFrames extends ApplicationAdapter {
    /** Steps between two pictures; each picture is taken in the game's view and in a view four times as wide. */
    static final int EVERY = 300;

    private final File out;
    private final GameArt art = new GameArt();

    WorldFrames(File out) {
        this.out = out;
    }

    public static void main(String[] args) {
        Lwjgl3ApplicationConfiguration c = new Lwjgl3ApplicationConfiguration();
        c.setWindowedMode(960, 540);
        c.setResizable(false);
        c.setForegroundFPS(0);
        c.useVsync(false);
        new Lwjgl3Application(new WorldFrames(new File(args[0])), c);
    }

    @Override
    public void create() {
        out.mkdirs();
        String[] levels =
                Gdx.files.internal(LevelLoader.LEVEL_LIST).readString("UTF-8").split("\n");
        for (String name : levels) {
            name = name.trim();
            if (name.isEmpty() || name.startsWith("#")) continue;
            name = name.split("\\s+")[0]; // "01-first-slopes.tmx  designer 40.02": the file is the first word
            String path = name.startsWith("levels/") ? name : "levels/" + name;
            String base = path.substring(path.lastIndexOf('/') + 1).replace(".tmx", "");
            String text = Gdx.files.internal("replays/" + base + ".replay").readString("UTF-8");
            Replay replay = ReplayFormat.read(text, base);
            for (int steps = 1; steps < replay.steps(); steps += EVERY) {
                shoot(path, replay, steps, 1f, new File(out, base + "-" + steps + ".png"));
                shoot(path, replay, steps, 4f, new File(out, base + "-" + steps + "-wide.png"));
            }
        }
        art.dispose();
        Gdx.app.exit();
    }

    private void shoot(String path, Replay replay, int steps, float zoom, File png) {
        LevelData level = new LevelLoader().load(path);
        Simulation world = new Simulation(level, new ReplayInput(replay));
        for (int i = 0; i < steps && !world.isGoalReached(); i++) world.step(FixedStepper.STEP);
        GameRenderer r = new GameRenderer(world, level, art);
        ExtendViewport viewport = new ExtendViewport(zoom * (float) Simulation.WIDTH, zoom * (float) Simulation.HEIGHT);
        viewport.update(Gdx.graphics.getBackBufferWidth(), Gdx.graphics.getBackBufferHeight(), false);
        viewport.apply();
        float x = (float) world.camera().interpolatedX(0.5f),
                y = (float) world.camera().interpolatedY(0.5f);
        y = Math.max(y, viewport.getWorldHeight() / 2f);
        for (int f = 0; f < 20; f++) r.draw(viewport, x, y, 0.5f, 1f / 60f);
        Pixmap p = Pixmap.createFromFrameBuffer(
                0, 0, Gdx.graphics.getBackBufferWidth(), Gdx.graphics.getBackBufferHeight());
        PixmapIO.writePNG(Gdx.files.absolute(png.getAbsolutePath()), p, 0, false);
        p.dispose();
        r.dispose();
        if (level.map != null) level.map.dispose();
    }
}
