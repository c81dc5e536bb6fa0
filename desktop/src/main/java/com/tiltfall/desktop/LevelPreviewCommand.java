package com.tiltfall.desktop;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessFiles;
import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.Pixmap;
import com.badlogic.gdx.graphics.PixmapIO;
import com.badlogic.gdx.utils.FloatArray;
import com.badlogic.gdx.utils.GdxNativesLoader;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelException;
import com.tiltfall.level.LevelLoader;
import com.tiltfall.level.LevelProblem;
import com.tiltfall.level.TerrainData;
import com.tiltfall.platform.LevelFiles;
import com.tiltfall.replay.Replay;
import com.tiltfall.replay.ReplayFormat;
import com.tiltfall.replay.ReplayInput;
import com.tiltfall.replay.ReplayRunner;
import com.tiltfall.sim.FixedStepper;
import com.tiltfall.sim.Simulation;

/**
 * Draws a whole level into a PNG, headless (scripts/level-preview.sh): the terrain as the physics sees it (the
 * convex pieces, ellipses and ground lines the loader made), its decoration tiles ({@link PreviewTiles}), every
 * entity in its kind's colour and letter with its travel and anchors ({@link PreviewKinds}), a 1 m grid, and the path of
 * the level's
 * replay ({@code replays/<name>.replay} beside {@code levels/}, when there is one) from spawn to where it ends.
 * {@code java -cp tiltfall.jar com.tiltfall.desktop.LevelPreviewCommand level.tmx out.png [pixels-per-metre]}.
 * Exit status 0 written, 2 unusable level (its problems printed).
 */
public final class LevelPreviewCommand {
    private LevelPreviewCommand() {}

    static final Color SKY = Color.valueOf("cfe8f7ff"), GRID = Color.valueOf("b9d9ecff");
    static final Color GROUND = Color.valueOf("5c6b3aff"), ONE_WAY = Color.valueOf("a8b86aff");
    static final Color LINE = Color.valueOf("3b4a1eff"), RUN = Color.valueOf("1a1aa0ff");

    public static void main(String[] args) {
        if (args.length < 2 || args.length > 3) {
            System.err.println("usage: LevelPreviewCommand level.tmx out.png [pixels-per-metre]");
            System.exit(2);
        }
        GdxNativesLoader.load();
        Gdx.files = new HeadlessFiles();
        LevelFiles files = new LevelFiles();
        LevelData level;
        try {
            level = new LevelLoader(files).loadData(args[0]);
        } catch (LevelException e) {
            for (LevelProblem p : e.problems) System.err.println(p);
            System.exit(2);
            return;
        }
        double scale = args.length == 3 ? Double.parseDouble(args[2]) : 16.0;
        FileHandle file = files.resolve(args[0]);
        FileHandle replayFile = file.parent().parent().child("replays").child(file.nameWithoutExtension() + ".replay");
        Replay replay = null;
        if (replayFile.exists()) replay = ReplayFormat.read(replayFile.readString("UTF-8"), replayFile.path());
        Pixmap picture = render(level, replay, scale, file);
        FileHandle out = Gdx.files.absolute(new java.io.File(args[1]).getAbsolutePath());
        PixmapIO.writePNG(out, picture);
        picture.dispose();
        System.out.println(
                "wrote " + out.path() + " (" + level.source + (replay != null ? ", with its replay" : "") + ")");
        System.exit(0);
    }

    /** The picture; the caller disposes it. {@code map}: the level's file, for its decoration tiles (or null). */
    static Pixmap render(LevelData level, Replay replay, double s, FileHandle map) {
        int w = Math.max(1, (int) Math.round(level.width * s)), h = Math.max(1, (int) Math.round(level.height * s));
        Pixmap p = new Pixmap(w, h, Pixmap.Format.RGBA8888);
        p.setBlending(Pixmap.Blending.SourceOver);
        p.setColor(SKY);
        p.fill();
        p.setColor(GRID);
        for (int x = 0; x <= level.width; x++) p.drawLine(Draw.px(x, s), 0, Draw.px(x, s), h);
        for (int y = 0; y <= level.height; y++) p.drawLine(0, Draw.py(y, level, s), w, Draw.py(y, level, s));

        for (TerrainData t : level.terrain) {
            p.setColor(t.oneWay ? ONE_WAY : GROUND);
            if (t.kind == TerrainData.Kind.POLYGON) {
                Draw.fan(p, t.vertices, level, s);
            } else if (t.kind == TerrainData.Kind.ELLIPSE) {
                double[] xy = new double[96];
                for (int i = 0; i < 48; i++) {
                    double a = i * Math.PI * 2 / 48, c = Math.cos(t.angle), sn = Math.sin(t.angle);
                    double lx = t.semiAxisA * Math.cos(a), ly = t.semiAxisB * Math.sin(a);
                    xy[2 * i] = (t.centerX + lx * c - ly * sn);
                    xy[2 * i + 1] = (t.centerY + lx * sn + ly * c);
                }
                Draw.fan(p, xy, level, s);
            } else {
                p.setColor(LINE);
                Draw.line(p, t.vertices, level, s, 3);
            }
        }
        PreviewTiles.draw(p, map, level, s); // the decoration, over the terrain as in the game
        PreviewKinds.draw(p, level, s);
        if (replay != null) {
            Simulation world = new Simulation(level, new ReplayInput(replay));
            FloatArray path = new FloatArray();
            path.add((float) world.playerX(), (float) world.playerY());
            int limit = replay.steps() + ReplayRunner.GRACE_STEPS;
            for (int i = 0; i < limit && !world.isGoalReached(); i++) {
                world.step(FixedStepper.STEP);
                path.add((float) world.playerX(), (float) world.playerY());
            }
            p.setColor(RUN);
            double[] xy = new double[path.size];
            for (int i = 0; i < xy.length; i++) xy[i] = path.get(i);
            Draw.line(p, xy, level, s, 3);
        }
        return p;
    }
}
