package com.tiltfall.desktop;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Files;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3Application;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3ApplicationConfiguration;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3FileHandle;
import com.tiltfall.TiltfallGame;
import com.tiltfall.platform.LaunchOptions;
import com.tiltfall.save.Saves;
import java.io.File;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The real desktop game started on a save of 3,000 random bytes: the title says the save could not be read and a copy
 * was kept, the bytes are kept as {@code com.tiltfall.save.bad-1}, and the next start has nothing to say.
 */
class DesktopSaveIT {
    /** The title's describe() line after half a second, the game then closed. */
    private static String title(Path prefs, String screenshot) {
        String[] seen = new String[1];
        int[] frames = {0};
        TiltfallGame game = DesktopLauncher.create(new LaunchOptions()).storage(DesktopPreferences.in(prefs));
        FrameCapture capture = new FrameCapture(game, 1, 60 * 20, () -> seen[0] != null, null);
        capture.beforeFrame = frame -> {
            String s = game.describe();
            if (s.startsWith("screen=title") && ++frames[0] == 30) seen[0] = s;
        };
        capture.afterFrame = frame -> {
            if (frames[0] == 30)
                FrameCapture.screenshot(new Lwjgl3FileHandle(
                        new File(System.getProperty("tiltfall.screenshotDir", "target/smoke"), screenshot),
                        Files.FileType.Absolute));
        };
        Lwjgl3ApplicationConfiguration config = DesktopLauncher.configuration();
        config.setPauseWhenLostFocus(false);
        config.setForegroundFPS(60);
        new Lwjgl3Application(capture, config);
        assertNull(capture.failure, () -> "the game threw: " + capture.failure);
        assertNotNull(seen[0], "the title was shown");
        return seen[0];
    }

    @Test
    void aSaveOfRandomBytesIsToldOnceAndKept() throws Exception {
        assertNotNull(System.getenv("DISPLAY"), "No X display. Run the tests with scripts/test.sh");
        new File(System.getProperty("tiltfall.screenshotDir", "target/smoke")).mkdirs();
        Path prefs = java.nio.file.Files.createTempDirectory("tiltfall-prefs");
        try {
            byte[] junk = new byte[3000];
            new Random(21).nextBytes(junk);
            java.nio.file.Files.write(prefs.resolve(Saves.NAME), junk);

            String first = title(prefs, "desktop-bad-save.png");
            assertTrue(
                    first.contains(";notice=Saved progress could not be read, a copy was kept, starting fresh."),
                    first);
            assertArrayEquals(junk, java.nio.file.Files.readAllBytes(prefs.resolve(Saves.NAME + ".bad-1")));

            String second = title(prefs, "desktop-bad-save-next-start.png");
            assertFalse(second.contains("notice="), "told once: " + second);
            assertFalse(java.nio.file.Files.exists(prefs.resolve(Saves.NAME + ".bad-2")));
        } finally {
            try (Stream<Path> files = java.nio.file.Files.walk(prefs)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }
}
