package com.tiltfall.desktop;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Files;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3Application;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3ApplicationConfiguration;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3FileHandle;
import com.tiltfall.TiltfallGame;
import com.tiltfall.platform.LaunchOptions;
import com.tiltfall.render.Palette;
import com.tiltfall.screen.GameScreen;
import java.io.File;
import org.junit.jupiter.api.Test;

/**
 * Starts the real desktop game in a real window (Xvfb + Mesa in CI) on level 1 driven by its committed replay,
 * reads the framebuffer during the run to check the scene is drawn, and checks the run reaches the goal.
 */
class DesktopSmokeIT {
    private static final int CAPTURE_FRAME = 60, MAX_FRAMES = 60 * 60; // level 1's replay takes 41 s

    @Test
    void levelOnePlayedFromItsReplayIsDrawnAndReachesTheGoal() {
        String display = System.getenv("DISPLAY");
        assertNotNull(
                display,
                "No X display. Run the tests with scripts/test.sh (it starts Xvfb), "
                        + "or install Xvfb and Mesa: apt-get install xvfb libgl1-mesa-dri libglx-mesa0");

        File dir = new File(System.getProperty("tiltfall.screenshotDir", "target/smoke"));
        dir.mkdirs();
        File png = new File(dir, "desktop-frame.png");
        LaunchOptions options = LaunchOptions.parse(
                new String[] {"levels/01-first-slopes.tmx", "--replay", "replays/01-first-slopes.replay", "--speed", "3"
                });
        TiltfallGame game = DesktopLauncher.create(options);
        FrameCapture capture = new FrameCapture(
                game,
                CAPTURE_FRAME,
                MAX_FRAMES,
                () -> game.describe().contains("goal=true"),
                new Lwjgl3FileHandle(png, Files.FileType.Absolute));

        // the terrain is checked in the captured frame itself: world points projected with the camera it was drawn with
        float[][] edges = new float[1][];
        capture.onCapture = () -> edges[0] = terrainEdgeSamples((GameScreen) game.getScreen());

        Lwjgl3ApplicationConfiguration config = DesktopLauncher.configuration();
        config.setPauseWhenLostFocus(false); // Xvfb has no window manager to give the window focus
        config.setForegroundFPS(60);
        new Lwjgl3Application(capture, config); // returns when the capture closes the app

        assertNull(capture.failure, () -> "the game threw: " + capture.failure);
        String state = game.describe();
        assertTrue(state.contains("screen=game;level=levels/01-first-slopes.tmx"), state); // or level complete: last=
        assertTrue(
                state.contains("goal=true") && state.contains("deaths=0"),
                "the replayed run reached the goal: " + state);

        assertNotNull(capture.rgba, "framebuffer captured");
        int w = capture.width, h = capture.height;
        assertTrue(w >= 640 && h >= 360, "window is " + w + "x" + h);
        // One second in, the camera follows the player near the start of level 1: the world's flat sky above, the
        // dirt fill of the terrain below, and one hero: its body colour covers 44 % of its 0.9 m box (the rest of the
        // sprite is outline, the darker feet side, a highlight and the eyes; counted in scripts/make-art.py's
        // pixels), of a 16 m wide view.
        assertTrue(fraction(capture, 0.0, 1.0, 0.75, 0.92, SKY) > 0.9, "sky across the top");
        double dirt = fraction(capture, 0.0, 1.0, 0.0, 0.15, DIRT)
                + fraction(capture, 0.0, 1.0, 0.0, 0.15, DIRT_LIGHT)
                + fraction(capture, 0.0, 1.0, 0.0, 0.15, DIRT_DARK);
        assertTrue(dirt > 0.6, "ground along the bottom: " + dirt);
        double boxSide = 0.9 / 16.0 * w;
        double orange = fraction(capture, 0.0, 1.0, 0.0, 1.0, BODY) * w * h;
        double expected = 0.44 * boxSide * boxSide;
        assertTrue(
                orange > 0.7 * expected && orange < 1.3 * expected,
                "one hero drawn: " + (int) orange + " body-coloured pixels, expected about " + (int) expected);

        // What is drawn is what the player stands on: 4 px inside every terrain edge on screen the pixel is the
        // terrain's (dirt or grass), 4 px outside it is not (sky, hills, the hero...).
        float[] e = edges[0];
        int inside = 0, insideTerrain = 0, outside = 0, outsideTerrain = 0;
        for (int i = 0; i < e.length; i += 4) {
            if (e[i + 3] > 0.9f * h) continue; // under the HUD's text
            boolean in = e[i + 2] > 0, terrain = terrainColour(capture.rgba[(int) e[i + 1]][(int) e[i]]);
            if (in) {
                inside++;
                if (terrain) insideTerrain++;
            } else {
                outside++;
                if (terrain) outsideTerrain++;
            }
        }
        assertTrue(inside > 200 && outside > 200, "edge samples on screen: " + inside + " inside, " + outside + " out");
        assertTrue(insideTerrain > 0.97 * inside, "inside the edges: " + insideTerrain + " of " + inside + " terrain");
        assertTrue(outsideTerrain < 0.03 * outside, "outside: " + outsideTerrain + " of " + outside + " terrain");
    }

    /**
     * Points 4 px inside and outside every polygon edge of the level's collision geometry, projected to the window:
     * x, y (pixels, row 0 at the bottom), +1 inside / -1 outside, and y again (for the HUD filter). Points that land
     * within 6 px of another edge or of the window's border are left out.
     */
    private static float[] terrainEdgeSamples(GameScreen screen) {
        com.badlogic.gdx.utils.viewport.Viewport vp = screen.viewport();
        com.tiltfall.level.LevelData level = screen.level();
        float metresPerPixel = vp.getWorldWidth() / vp.getScreenWidth(), d = 4 * metresPerPixel;
        com.badlogic.gdx.utils.FloatArray out = new com.badlogic.gdx.utils.FloatArray();
        com.badlogic.gdx.math.Vector3 v = new com.badlogic.gdx.math.Vector3();
        for (int ti = 0; ti < level.terrain.size; ti++) { // indexed: libGDX's Array iterators cannot nest
            com.tiltfall.level.TerrainData t = level.terrain.get(ti);
            if (t.kind != com.tiltfall.level.TerrainData.Kind.POLYGON) continue; // level 1 is polygons only
            double[] p = t.vertices;
            int n = p.length / 2;
            for (int i = 0; i < n; i++) {
                int j = (i + 1) % n;
                double ex = p[2 * j] - p[2 * i], ey = p[2 * j + 1] - p[2 * i + 1], len = Math.sqrt(ex * ex + ey * ey);
                double nx = ey / len, ny = -ex / len;
                for (double f = 0.05; f < 0.96; f += 0.9 / Math.max(2, len * 20)) {
                    for (int side = -1; side <= 1; side += 2) {
                        double x = p[2 * i] + ex * f - side * nx * d, y = p[2 * i + 1] + ey * f - side * ny * d;
                        if (nearOtherEdge(level, x, y, 1.5 * d, t, i)) continue;
                        if (side < 0 && decorated(level, x, y)) continue; // a bush or flower tile stands there
                        vp.project(v.set((float) x, (float) y, 0f));
                        if (v.x < 6 || v.y < 6 || v.x > vp.getScreenWidth() - 6 || v.y > vp.getScreenHeight() - 6)
                            continue;
                        out.add(v.x, v.y, side, v.y);
                    }
                }
            }
        }
        return out.toArray();
    }

    /** Whether a decoration tile (any tile layer) covers the 1 m cell of (x, y). */
    private static boolean decorated(com.tiltfall.level.LevelData level, double x, double y) {
        for (com.badlogic.gdx.maps.MapLayer l : level.map.getLayers()) {
            if (l instanceof com.badlogic.gdx.maps.tiled.TiledMapTileLayer
                    && ((com.badlogic.gdx.maps.tiled.TiledMapTileLayer) l).getCell((int) x, (int) y) != null)
                return true;
        }
        return false;
    }

    /** Whether (x, y) is within r of any terrain polygon edge other than edge i of t. */
    private static boolean nearOtherEdge(
            com.tiltfall.level.LevelData level, double x, double y, double r, Object t, int i) {
        for (int oi = 0; oi < level.terrain.size; oi++) {
            com.tiltfall.level.TerrainData o = level.terrain.get(oi);
            double[] p = o.vertices;
            int n = p.length / 2;
            for (int k = 0; k < n; k++) {
                if (o == t && k == i) continue;
                int j = (k + 1) % n;
                double ex = p[2 * j] - p[2 * k], ey = p[2 * j + 1] - p[2 * k + 1];
                double s =
                        Math.max(0, Math.min(1, ((x - p[2 * k]) * ex + (y - p[2 * k + 1]) * ey) / (ex * ex + ey * ey)));
                double dx = x - p[2 * k] - ex * s, dy = y - p[2 * k + 1] - ey * s;
                if (dx * dx + dy * dy < r * r) return true;
            }
        }
        return false;
    }

    /** The dirt and grass colours (and the blends between neighbouring ones that linear filtering makes). */
    private static boolean terrainColour(int p) {
        int r = (p >>> 24) & 0xff, g = (p >>> 16) & 0xff, b = (p >>> 8) & 0xff;
        int[][] terrain = {DIRT, DIRT_LIGHT, DIRT_DARK, {110, 196, 78}, {160, 226, 104}, {70, 150, 60}};
        for (int[] c : terrain) {
            if (Math.abs(r - c[0]) <= 24 && Math.abs(g - c[1]) <= 24 && Math.abs(b - c[2]) <= 24) return true;
        }
        return false;
    }

    /** Level 5 opens world 2 (map property "world"): its own sky; a frame 5 s into its replay is saved. */
    @Test
    void worldTwoIsDrawnInItsOwnLook() {
        assertNotNull(System.getenv("DISPLAY"), "No X display. Run the tests with scripts/test.sh");
        File png = new File(System.getProperty("tiltfall.screenshotDir", "target/smoke"), "desktop-world2.png");
        png.getParentFile().mkdirs();
        TiltfallGame game = DesktopLauncher.create(LaunchOptions.parse(
                new String[] {"levels/05-walkers.tmx", "--replay", "replays/05-walkers.replay", "--speed", "3"}));
        // frame 100 at 3x: 5 s into the replay
        FrameCapture capture =
                new FrameCapture(game, 100, 100, () -> true, new Lwjgl3FileHandle(png, Files.FileType.Absolute));
        Lwjgl3ApplicationConfiguration config = DesktopLauncher.configuration();
        config.setPauseWhenLostFocus(false);
        config.setForegroundFPS(60);
        new Lwjgl3Application(capture, config);
        assertNull(capture.failure, () -> "the game threw: " + capture.failure);
        float[] sky = Palette.sky(2);
        assertTrue(
                fraction(capture, 0.0, 1.0, 0.75, 0.92, rgb(sky[0], sky[1], sky[2])) > 0.8,
                "world 2's evening sky across the top");
    }

    @Test
    void f1ShowsThePhysicsOverlay() {
        assertNotNull(System.getenv("DISPLAY"), "No X display. Run the tests with scripts/test.sh");
        File png = new File(System.getProperty("tiltfall.screenshotDir", "target/smoke"), "desktop-overlay.png");
        png.getParentFile().mkdirs();
        TiltfallGame game = DesktopLauncher.create(LaunchOptions.parse(new String[] {"levels/01-first-slopes.tmx"}));
        FrameCapture capture =
                new FrameCapture(game, 45, 45, () -> true, new Lwjgl3FileHandle(png, Files.FileType.Absolute));
        // The player has landed by frame 40; F1 goes through the game's own key handling.
        capture.beforeFrame = frame -> {
            if (frame == 40) Gdx.input.getInputProcessor().keyDown(Keys.F1);
        };
        Lwjgl3ApplicationConfiguration config = DesktopLauncher.configuration();
        config.setPauseWhenLostFocus(false);
        config.setForegroundFPS(60);
        new Lwjgl3Application(capture, config);

        assertNull(capture.failure, () -> "the game threw: " + capture.failure);
        int w = capture.width, h = capture.height;
        // Contact points are 0.1 m red squares (1, 0.2, 0.2) under the resting player; static colliders are outlined
        // in grey (0.6, 0.6, 0.6). Neither colour is drawn without the overlay.
        double red = fraction(capture, 0.0, 1.0, 0.0, 1.0, rgb(1f, 0.2f, 0.2f)) * w * h;
        double grey = fraction(capture, 0.0, 1.0, 0.0, 1.0, rgb(0.6f, 0.6f, 0.6f)) * w * h;
        assertTrue(red > 20, "contact points drawn: " + (int) red + " red pixels");
        assertTrue(grey > 200, "terrain outlines drawn: " + (int) grey + " grey pixels");
    }

    /**
     * The whole way a player goes, with key presses through the game's own input handling: title -> Levels -> level 1
     * (here driven by its committed replay, --menus) -> the tally with the numbers the same replay gives on this JVM
     * -> back to the level select, where level 2 is open and level 1 shows its best score; then the game is started
     * again (a new application on the same preferences folder) and the level select shows the same.
     */
    @Test
    void menusLeadToLevelOne_theTallyAddsUp_andProgressSurvivesARestart() throws Exception {
        assertNotNull(System.getenv("DISPLAY"), "No X display. Run the tests with scripts/test.sh");
        File dir = new File(System.getProperty("tiltfall.screenshotDir", "target/smoke"));
        dir.mkdirs();
        File prefs = java.nio.file.Files.createTempDirectory("tiltfall-prefs").toFile();
        try {
            menusThenRestart(dir, prefs);
        } finally {
            deleteTree(prefs);
        }
    }

    private static void deleteTree(File dir) throws java.io.IOException {
        try (java.util.stream.Stream<java.nio.file.Path> all = java.nio.file.Files.walk(dir.toPath())) {
            all.sorted(java.util.Comparator.reverseOrder())
                    .forEach(p -> p.toFile().delete());
        }
        assertTrue(!dir.exists(), "temporary folder left behind: " + dir);
    }

    private static void menusThenRestart(File dir, File prefs) throws Exception {

        // what the replay does, computed on this JVM without the game's screens
        com.badlogic.gdx.utils.GdxNativesLoader.load(); // the loader decodes the tileset image
        com.tiltfall.level.LevelLoader loader = new com.tiltfall.level.LevelLoader(
                name -> new Lwjgl3FileHandle(new File("../assets/" + name), Files.FileType.Absolute));
        com.tiltfall.level.LevelData data = loader.loadData("levels/01-first-slopes.tmx");
        com.tiltfall.replay.Replay replay = com.tiltfall.replay.ReplayFormat.read(
                new String(
                        java.nio.file.Files.readAllBytes(new File("../assets/replays/01-first-slopes.replay").toPath()),
                        "UTF-8"),
                "01-first-slopes.replay");
        com.tiltfall.replay.ReplayRunner.Outcome run = com.tiltfall.replay.ReplayRunner.run(data, replay);
        assertTrue(run.goalReached, "the replay reaches the goal: " + run);
        // the score is the world's (the headless run's is the window's: one simulation; core's LevelScoreTest
        // checks the rules by hand)
        int expectedScore = run.score;
        int coinsInLevel = 0;
        for (com.tiltfall.level.EntityData e : data.entities) if (e.type.equals("coin")) coinsInLevel++;

        java.util.List<String> seen = new java.util.ArrayList<>();
        String[] tally = new String[1], levelsAfter = new String[1];
        TiltfallGame game = DesktopLauncher.create(LaunchOptions.parse(
                        new String[] {"--menus", "--replay", "replays/01-first-slopes.replay", "--speed", "3"}))
                .storage(DesktopPreferences.in(prefs.toPath()));
        FrameCapture capture = new FrameCapture(game, 1, 60 * 90, () -> levelsAfter[0] != null, null);
        int[] since = {0};
        String[] last = {""};
        long[] lastSteps = {-1};
        boolean[] restarted = {false}, f5Pressed = {false};
        capture.beforeFrame = frame -> {
            String s = game.describe();
            String kind = s.contains(";") ? s.substring(0, s.indexOf(';')) : s;
            if (!kind.equals(last[0])) {
                last[0] = kind;
                since[0] = 0;
                seen.add(s);
            }
            since[0]++;
            if (kind.equals("screen=game")) {
                // F5 is a designer's key: in the campaign it must not restart the level (the steps go on)
                long st = stepsOf(s);
                if (st < lastSteps[0]) restarted[0] = true;
                lastSteps[0] = st;
                if (since[0] == 60) {
                    key(Keys.F5);
                    f5Pressed[0] = true;
                }
            }
            if (since[0] != 30) return; // menus ignore keys for their first 0.3 s
            if (kind.equals("screen=title")) {
                key(Keys.DOWN); // Play -> Levels
                key(Keys.ENTER);
            } else if (kind.equals("screen=levels") && tally[0] == null) {
                key(Keys.ENTER); // the focus starts on the first open level not yet completed: level 1
            } else if (kind.equals("screen=tally")) {
                tally[0] = s;
                key(Keys.ESCAPE); // back to the level select
            } else if (kind.equals("screen=levels")) {
                levelsAfter[0] = s;
            }
        };
        capture.afterFrame = frame -> {
            if (since[0] == 29 && last[0].startsWith("screen=") && !last[0].equals("screen=game"))
                FrameCapture.screenshot(new Lwjgl3FileHandle(
                        new File(dir, "desktop-" + last[0].substring(7) + (tally[0] != null ? "-after" : "") + ".png"),
                        Files.FileType.Absolute));
        };
        Lwjgl3ApplicationConfiguration config = DesktopLauncher.configuration();
        config.setPauseWhenLostFocus(false);
        config.setForegroundFPS(60);
        config.setPreferencesConfig(prefs.getAbsolutePath(), Files.FileType.Absolute);
        new Lwjgl3Application(capture, config);

        assertNull(capture.failure, () -> "the game threw: " + capture.failure);
        assertNotNull(tally[0], "the tally was shown; screens seen: " + seen);
        assertTrue(f5Pressed[0], "F5 was pressed during level 1");
        assertTrue(!restarted[0], "F5 in the campaign did not restart the level; screens seen: " + seen);
        assertTrue(tally[0].contains(";coins=" + run.coins + "/" + coinsInLevel + ";"), tally[0]);
        assertTrue(tally[0].contains(";time=" + run.seconds + ";"), tally[0] + " / replay " + run.seconds);
        assertTrue(tally[0].contains(";gems=" + run.gems + "/3;tricks=" + run.tricks + ";"), tally[0] + " / " + run);
        assertTrue(tally[0].contains(";score=" + expectedScore + ";best=true"), tally[0] + " / " + expectedScore);
        assertNotNull(levelsAfter[0], "back at the level select; screens seen: " + seen);
        String records = "01-first-slopes.tmx:open:score=" + expectedScore + ":time=" + run.seconds;
        assertTrue(levelsAfter[0].contains(records), levelsAfter[0]);
        assertTrue(levelsAfter[0].contains("02-ramps-and-rolls.tmx:open:score=-1"), levelsAfter[0]);

        // the game started again: the same records from the saved preferences
        String[] again = new String[1];
        TiltfallGame second = DesktopLauncher.create(LaunchOptions.parse(new String[0]))
                .storage(DesktopPreferences.in(prefs.toPath()));
        FrameCapture restart = new FrameCapture(second, 1, 60 * 20, () -> again[0] != null, null);
        int[] frames = {0};
        restart.beforeFrame = frame -> {
            String s = second.describe();
            if (s.startsWith("screen=title") && ++frames[0] == 30) {
                key(Keys.DOWN);
                key(Keys.ENTER);
            } else if (s.startsWith("screen=levels")) {
                again[0] = s;
            }
        };
        new Lwjgl3Application(restart, config);
        assertNull(restart.failure, () -> "the game threw: " + restart.failure);
        assertNotNull(again[0], "the level select after a restart");
        assertTrue(again[0].contains(records), again[0]);
        assertTrue(again[0].contains("02-ramps-and-rolls.tmx:open"), again[0]);
    }

    /** The simulation steps in a game screen's description (";steps=N;"), -1 without. */
    private static long stepsOf(String description) {
        int i = description.indexOf(";steps=");
        if (i < 0) return -1;
        int j = i + 7, k = j;
        while (k < description.length() && Character.isDigit(description.charAt(k))) k++;
        return k > j ? Long.parseLong(description.substring(j, k)) : -1;
    }

    private static void key(int keycode) {
        Gdx.input.getInputProcessor().keyDown(keycode);
        Gdx.input.getInputProcessor().keyUp(keycode);
    }

    private static final int[] SKY = rgb(Palette.sky(1)[0], Palette.sky(1)[1], Palette.sky(1)[2]);
    // scripts/make-art.py's palette: the dirt texture's three colours and the hero's body
    private static final int[] DIRT = {132, 88, 58}, DIRT_LIGHT = {160, 112, 72}, DIRT_DARK = {104, 68, 46};
    private static final int[] BODY = {246, 140, 46};

    private static int[] rgb(float r, float g, float b) {
        return new int[] {Math.round(r * 255), Math.round(g * 255), Math.round(b * 255)};
    }

    /** Share of pixels in the given window-relative rectangle (x, y from the bottom-left) within 12 of the colour. */
    private static double fraction(FrameCapture c, double x0, double x1, double y0, double y1, int[] colour) {
        int hits = 0, total = 0;
        for (int y = (int) (y0 * c.height); y < (int) (y1 * c.height); y++) {
            for (int x = (int) (x0 * c.width); x < (int) (x1 * c.width); x++) {
                int p = c.rgba[y][x];
                int r = (p >>> 24) & 0xff, g = (p >>> 16) & 0xff, b = (p >>> 8) & 0xff;
                if (Math.abs(r - colour[0]) <= 12 && Math.abs(g - colour[1]) <= 12 && Math.abs(b - colour[2]) <= 12)
                    hits++;
                total++;
            }
        }
        return total == 0 ? 0 : (double) hits / total;
    }
}
