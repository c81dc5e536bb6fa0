package com.tiltfall.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Files;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3Application;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3ApplicationConfiguration;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3FileHandle;
import com.tiltfall.TiltfallGame;
import com.tiltfall.screen.GameScreen;
import java.io.File;
import org.junit.jupiter.api.Test;

/**
 * Starts the real desktop game in a real window (Xvfb + Mesa in CI), lets it run for three seconds of frames,
 * reads the framebuffer and checks that the scene is drawn where the world says it is.
 */
class DesktopSmokeIT {
    private static final int FRAMES = 180;

    @Test
    void theRealGameDrawsTheSlopeTheBoxAndTheSky() {
        String display = System.getenv("DISPLAY");
        assertNotNull(display, "No X display. Run the tests with scripts/test.sh (it starts Xvfb), "
                + "or install Xvfb and Mesa: apt-get install xvfb libgl1-mesa-dri libglx-mesa0");

        File dir = new File(System.getProperty("tiltfall.screenshotDir", "target/smoke"));
        dir.mkdirs();
        File png = new File(dir, "desktop-frame.png");
        TiltfallGame game = new TiltfallGame();
        FrameCapture capture = new FrameCapture(game, FRAMES, new Lwjgl3FileHandle(png, Files.FileType.Absolute));

        Lwjgl3ApplicationConfiguration config = DesktopLauncher.configuration();
        config.setPauseWhenLostFocus(false); // Xvfb has no window manager to give the window focus
        config.setForegroundFPS(60);
        new Lwjgl3Application(capture, config); // returns when the capture closes the app

        assertNull(capture.failure, () -> "the game threw: " + capture.failure);
        assertEquals(FRAMES, capture.frames(), "frames rendered");
        assertNotNull(capture.rgba, "framebuffer captured");
        int w = capture.width, h = capture.height;
        assertTrue(w >= 640 && h >= 360, "window is " + w + "x" + h);

        // The world is 16 x 9 m in a 16:9 window: the slope fills the bottom-left corner (its top edge runs
        // from y = 4 m at the left to 1 m at the right), the player box (0.9 m) dropped from (8, 4.6) onto the slope
        // and rests there around (8, 2.96), tilted with it; the sky is above.
        assertTrue(fraction(capture, 0.02, 0.25, 0.02, 0.25, SLOPE) > 0.95, "slope green in the bottom-left corner");
        assertTrue(fraction(capture, 0.75, 0.98, 0.02, 0.09, SLOPE) > 0.95, "slope green along the bottom right");
        assertTrue(fraction(capture, 0.60, 0.95, 0.55, 0.90, SKY) > 0.95, "sky above the slope on the right");
        assertTrue(fraction(capture, 0.02, 0.30, 0.50, 0.85, SKY) > 0.90, "sky above the high end of the slope");
        double box = fraction(capture, 0.4625, 0.5375, 0.289, 0.378, BOX);
        assertTrue(box > 0.35 && box < 0.95, "the orange box fills part of its square around (8, 3) m: " + box);
        long steps = Long.parseLong(game.describe().replaceAll(".*steps=(\\d+).*", "$1"));
        assertTrue(steps > 60, "the simulation advanced: " + game.describe());
    }

    private static final int[] SKY = rgb(GameScreen.SKY_R, GameScreen.SKY_G, GameScreen.SKY_B);
    private static final int[] SLOPE = rgb(0.30f, 0.70f, 0.35f);
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
                if (Math.abs(r - colour[0]) <= 12 && Math.abs(g - colour[1]) <= 12 && Math.abs(b - colour[2]) <= 12) hits++;
                total++;
            }
        }
        return total == 0 ? 0 : (double) hits / total;
    }
}
