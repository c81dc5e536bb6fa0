package com.tiltfall.desktop;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessFiles;
import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.Pixmap;
import com.badlogic.gdx.graphics.PixmapIO;
import com.badlogic.gdx.utils.FloatArray;
import com.badlogic.gdx.utils.GdxNativesLoader;
import com.tiltfall.app.LevelFiles;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelException;
import com.tiltfall.level.LevelLoader;
import com.tiltfall.level.LevelProblem;
import com.tiltfall.level.TerrainData;
import com.tiltfall.loop.FixedStepper;
import com.tiltfall.replay.Replay;
import com.tiltfall.replay.ReplayFormat;
import com.tiltfall.replay.ReplayInput;
import com.tiltfall.replay.ReplayRunner;
import com.tiltfall.world.GameWorld;

/**
 * Draws a whole level into a PNG, headless (scripts/level-preview.sh): the terrain as the physics sees it (the
 * convex pieces, ellipses and ground lines the loader made), its decoration tiles ({@link PreviewTiles}), every
 * entity, a 1 m grid, and the path of the level's
 * replay ({@code replays/<name>.replay} beside {@code levels/}, when there is one) from spawn to where it ends.
 * {@code java -cp tiltfall.jar com.tiltfall.desktop.LevelPreviewCommand level.tmx out.png [pixels-per-metre]}.
 * Exit status 0 written, 2 unusable level (its problems printed).
 */
public final class LevelPreviewCommand {
    private LevelPreviewCommand() {}

    static final Color SKY = Color.valueOf("cfe8f7ff"), GRID = Color.valueOf("b9d9ecff");
    static final Color GROUND = Color.valueOf("5c6b3aff"), ONE_WAY = Color.valueOf("a8b86aff");
    static final Color LINE = Color.valueOf("3b4a1eff"), PATH = Color.valueOf("ff7a00ff");
    static final Color PLAYER = Color.valueOf("2f6fdcff"), GOAL = Color.valueOf("52c96aff");
    static final Color COIN = Color.valueOf("ffd21fff"), CRATE = Color.valueOf("9a6a3aff");
    static final Color PLATFORM = Color.valueOf("7a4fd0ff"), HAZARD = Color.valueOf("e0302aff");
    static final Color GEM = Color.valueOf("3ff2e6ff"), OTHER = Color.valueOf("b04fa0ff");

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
        for (int x = 0; x <= level.width; x++) p.drawLine(px(x, s), 0, px(x, s), h);
        for (int y = 0; y <= level.height; y++) p.drawLine(0, py(y, level, s), w, py(y, level, s));

        for (TerrainData t : level.terrain) {
            p.setColor(t.oneWay ? ONE_WAY : GROUND);
            if (t.kind == TerrainData.Kind.POLYGON) {
                fan(p, t.vertices, level, s);
            } else if (t.kind == TerrainData.Kind.ELLIPSE) {
                double[] xy = new double[96];
                for (int i = 0; i < 48; i++) {
                    double a = i * Math.PI * 2 / 48, c = Math.cos(t.angle), sn = Math.sin(t.angle);
                    double lx = t.semiAxisA * Math.cos(a), ly = t.semiAxisB * Math.sin(a);
                    xy[2 * i] = (t.centerX + lx * c - ly * sn);
                    xy[2 * i + 1] = (t.centerY + lx * sn + ly * c);
                }
                fan(p, xy, level, s);
            } else {
                p.setColor(LINE);
                thickLine(p, t.vertices, level, s, 3);
            }
        }
        PreviewTiles.draw(p, map, level, s); // the decoration, over the terrain as in the game
        for (EntityData e : level.entities) {
            switch (e.type) {
                case "goal":
                    box(p, e, e.width, e.height, GOAL, level, s);
                    break;
                case "hazard":
                    box(p, e, e.width, e.height, HAZARD, level, s);
                    break;
                case "crate":
                    box(p, e, e.width, e.height, CRATE, level, s);
                    break;
                case "platform": {
                    box(p, e, e.width, e.height, PLATFORM, level, s);
                    EntityData end = new EntityData();
                    end.x = e.x + e.getFloat("dx", 0.0);
                    end.y = e.y + e.getFloat("dy", 0.0);
                    end.angle = e.angle;
                    box(p, end, e.width, e.height, new Color(PLATFORM.r, PLATFORM.g, PLATFORM.b, 0.35f), level, s);
                    p.setColor(PLATFORM);
                    p.drawLine(px(e.x, s), py(e.y, level, s), px(end.x, s), py(end.y, level, s));
                    break;
                }
                case "coin":
                    p.setColor(COIN);
                    p.fillCircle(px(e.x, s), py(e.y, level, s), Math.max(2, (int) Math.round(0.25 * s)));
                    break;
                case "player":
                    box(p, e, 1.0, 1.0, PLAYER, level, s);
                    break;
                case "gem":
                    p.setColor(GEM);
                    p.fillCircle(px(e.x, s), py(e.y, level, s), Math.max(2, (int) Math.round(0.25 * s)));
                    break;
                default: // the other kinds (enemies, pads, swings, bridges, see-saws, ...): their rectangle, a path
                    if (e.points != null) {
                        p.setColor(PLATFORM);
                        thickLine(p, e.points, level, s, 1);
                    } else if (e.width > 0.0 && e.height > 0.0) {
                        box(p, e, e.width, e.height, OTHER, level, s);
                    }
                    break;
            }
        }
        if (replay != null) {
            GameWorld world = new GameWorld(level, new ReplayInput(replay));
            FloatArray path = new FloatArray();
            path.add((float) world.playerX(), (float) world.playerY());
            int limit = replay.steps() + ReplayRunner.GRACE_STEPS;
            for (int i = 0; i < limit && !world.isGoalReached(); i++) {
                world.step(FixedStepper.STEP);
                path.add((float) world.playerX(), (float) world.playerY());
            }
            p.setColor(PATH);
            double[] xy = new double[path.size];
            for (int i = 0; i < xy.length; i++) xy[i] = path.get(i);
            thickLine(p, xy, level, s, 2);
        }
        return p;
    }

    static int px(double x, double s) {
        return (int) Math.round(x * s);
    }

    static int py(double y, LevelData level, double s) {
        return (int) Math.round((level.height - y) * s);
    }

    static void fan(Pixmap p, double[] xy, LevelData level, double s) {
        for (int i = 2; i + 3 < xy.length; i += 2) {
            p.fillTriangle(
                    px(xy[0], s),
                    py(xy[1], level, s),
                    px(xy[i], s),
                    py(xy[i + 1], level, s),
                    px(xy[i + 2], s),
                    py(xy[i + 3], level, s));
        }
    }

    static void thickLine(Pixmap p, double[] xy, LevelData level, double s, int half) {
        for (int i = 0; i + 3 < xy.length; i += 2) {
            for (int d = -half / 2; d <= half / 2; d++) {
                p.drawLine(px(xy[i], s), py(xy[i + 1], level, s) + d, px(xy[i + 2], s), py(xy[i + 3], level, s) + d);
            }
        }
    }

    static void box(Pixmap p, EntityData e, double bw, double bh, Color color, LevelData level, double s) {
        double c = Math.cos(e.angle), sn = Math.sin(e.angle);
        double[] xy = new double[8];
        double[][] corners = {{-bw / 2, -bh / 2}, {bw / 2, -bh / 2}, {bw / 2, bh / 2}, {-bw / 2, bh / 2}};
        for (int i = 0; i < 4; i++) {
            xy[2 * i] = e.x + corners[i][0] * c - corners[i][1] * sn;
            xy[2 * i + 1] = e.y + corners[i][0] * sn + corners[i][1] * c;
        }
        p.setColor(color);
        fan(p, xy, level, s);
    }
}
