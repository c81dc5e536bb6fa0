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
import com.tiltfall.app.LaunchOptions;
import com.tiltfall.screen.GameScreen;
import java.io.File;
import org.junit.jupiter.api.Test;

/**
 * Starts the real desktop game in a real window (Xvfb + Mesa in CI) on level 1 driven by its committed replay,
 * reads the framebuffer during the run to check the scene is drawn, and checks the run reaches the goal.
 */
class DesktopSmokeIT {
    private static final int CAPTURE_FRAME = 60, MAX_FRAMES = 60 * 40;

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
                new String[] {"levels/01-first-slopes.tmx", "--replay", "replays/01-first-slopes.replay"});
        TiltfallGame game = DesktopLauncher.create(options);
        FrameCapture capture = new FrameCapture(
                game,
                CAPTURE_FRAME,
                MAX_FRAMES,
                () -> game.describe().contains("goal=true"),
                new Lwjgl3FileHandle(png, Files.FileType.Absolute));

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
        // One second in, the camera follows the player near the start of level 1: sky above, green ground below,
        // and the orange 0.9 m box (of a 16 m wide view: about 5.6 % of the width) somewhere in between.
        assertTrue(fraction(capture, 0.0, 1.0, 0.75, 0.92, SKY) > 0.9, "sky across the top");
        assertTrue(fraction(capture, 0.0, 1.0, 0.0, 0.15, GROUND) > 0.6, "ground along the bottom");
        double boxSide = 0.9 / 16.0 * w;
        double orange = fraction(capture, 0.0, 1.0, 0.0, 1.0, BOX) * w * h;
        assertTrue(
                orange > 0.7 * boxSide * boxSide && orange < 1.3 * boxSide * boxSide,
                "one player box drawn: " + (int) orange + " orange pixels, a 0.9 m box is "
                        + (int) (boxSide * boxSide));
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
        int coinsInLevel = 0;
        for (com.tiltfall.level.EntityData e : data.entities) if (e.type.equals("coin")) coinsInLevel++;
        // Session's rules, by hand: 100 a coin, 1000 the goal, 10 a whole second left of the 120 s limit
        int expectedScore =
                run.coins * 100 + 1000 + 10 * (int) (data.timeLimit - run.seconds) + 250 * run.trickTurns;

        java.util.List<String> seen = new java.util.ArrayList<>();
        String[] tally = new String[1], levelsAfter = new String[1];
        TiltfallGame game = DesktopLauncher.create(
                LaunchOptions.parse(new String[] {"--menus", "--replay", "replays/01-first-slopes.replay"}));
        FrameCapture capture = new FrameCapture(game, 1, 60 * 90, () -> levelsAfter[0] != null, null);
        int[] since = {0};
        String[] last = {""};
        capture.beforeFrame = frame -> {
            String s = game.describe();
            String kind = s.contains(";") ? s.substring(0, s.indexOf(';')) : s;
            if (!kind.equals(last[0])) {
                last[0] = kind;
                since[0] = 0;
                seen.add(s);
            }
            since[0]++;
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
        TiltfallGame second = DesktopLauncher.create(LaunchOptions.parse(new String[0]));
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

    private static void key(int keycode) {
        Gdx.input.getInputProcessor().keyDown(keycode);
        Gdx.input.getInputProcessor().keyUp(keycode);
    }

    private static final int[] SKY = rgb(GameScreen.SKY_R, GameScreen.SKY_G, GameScreen.SKY_B);
    private static final int[] GROUND = rgb(0.30f, 0.70f, 0.35f);
    private static final int[] BOX = rgb(0.95f, 0.55f, 0.15f);

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
