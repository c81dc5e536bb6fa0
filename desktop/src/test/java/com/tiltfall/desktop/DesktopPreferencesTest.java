package com.tiltfall.desktop;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Files;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3FileHandle;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3Preferences;
import com.tiltfall.input.Bindings;
import com.tiltfall.save.Saves;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The desktop's save file: libGDX's format both ways, an unreadable file set aside as {@code .bad-<n>} (never over an
 * earlier one) and told on the title, bad values copied before they are removed, and saves that survive a kill.
 */
class DesktopPreferencesTest {
    @TempDir
    Path dir;

    private Path save() {
        return dir.resolve(Saves.NAME);
    }

    private static Properties parse(Path file) throws Exception {
        Properties p = new Properties();
        p.loadFromXML(new ByteArrayInputStream(java.nio.file.Files.readAllBytes(file)));
        return p;
    }

    @Test
    void readsAndWritesLibGdxsFormat() throws Exception {
        Lwjgl3Preferences old = new Lwjgl3Preferences(new Lwjgl3FileHandle(save().toFile(), Files.FileType.Absolute));
        old.putString("settings.music-volume", "0.25").putString("level.01-a.tmx.completed", "true");
        old.flush(); // a save as every earlier version wrote it
        DesktopPreferences prefs = new DesktopPreferences(save());
        assertNull(prefs.unreadable());
        assertEquals("0.25", prefs.getString("settings.music-volume", null));
        prefs.putString("settings.show-fps", "true").flush();
        Properties back = parse(save());
        assertEquals("true", back.getProperty("settings.show-fps"));
        assertEquals("true", back.getProperty("level.01-a.tmx.completed"));
        Lwjgl3Preferences reread =
                new Lwjgl3Preferences(new Lwjgl3FileHandle(save().toFile(), Files.FileType.Absolute));
        assertEquals("0.25", reread.getString("settings.music-volume"));
        assertEquals(1, dir.toFile().list().length, Arrays.toString(dir.toFile().list()));
    }

    /** Random bytes, an empty file, a save cut short at many places: each is set aside and told, silently to stderr. */
    @Test
    void anUnreadableFileIsSetAsideAndTheTitleSaysSo() throws Exception {
        Lwjgl3Preferences good = new Lwjgl3Preferences(new Lwjgl3FileHandle(save().toFile(), Files.FileType.Absolute));
        good.putString("settings.music-volume", "0.25")
                .putString("level.01-a.tmx.completed", "true")
                .flush();
        byte[] whole = java.nio.file.Files.readAllBytes(save());
        List<byte[]> broken = new ArrayList<>();
        broken.add(new byte[0]);
        for (int cut = 1; cut < whole.length - 1; cut += whole.length / 7) broken.add(Arrays.copyOf(whole, cut));
        Random random = new Random(21);
        for (int i = 0; i < 6; i++) {
            byte[] junk = new byte[i == 0 ? 3000 : 1 + random.nextInt(5000)];
            random.nextBytes(junk);
            broken.add(junk);
        }
        int n = 0;
        for (byte[] bytes : broken) {
            n++;
            java.nio.file.Files.write(save(), bytes);
            PrintStream err = System.err;
            ByteArrayOutputStream stderr = new ByteArrayOutputStream();
            System.setErr(new PrintStream(stderr, true, "UTF-8"));
            Saves saves;
            try {
                saves = Saves.open(new Bindings(), DesktopPreferences.in(dir));
            } finally {
                System.setErr(err);
            }
            String what = "case " + n + " (" + bytes.length + " bytes)";
            assertEquals("", stderr.toString("UTF-8"), what + ": no stack trace");
            assertEquals(
                    "Saved progress could not be read; a copy was kept; starting fresh.", saves.takeNotice(), what);
            assertNull(saves.takeNotice(), what);
            Path backup = dir.resolve(Saves.NAME + ".bad-" + n);
            assertArrayEquals(
                    bytes, java.nio.file.Files.readAllBytes(backup), what + ": the copy is the file as it was");
            assertFalse(java.nio.file.Files.exists(save()), what + ": set aside, not read again at the next start");
            assertEquals(0.7, saves.settings.musicVolume, 1e-9, what);
            saves.saveSettings();
            assertEquals("0.7", parse(save()).getProperty("settings.music-volume"), what + ": a fresh save");
            assertNull(Saves.open(new Bindings(), DesktopPreferences.in(dir)).takeNotice(), what + ": told once");
        }
        for (int i = 1; i <= broken.size(); i++) // every earlier backup is still the file it was
        assertArrayEquals(broken.get(i - 1), java.nio.file.Files.readAllBytes(dir.resolve(Saves.NAME + ".bad-" + i)));
    }

    @Test
    void badValuesAreCopiedWithTheWholeFileBeforeTheyAreRemoved() throws Exception {
        DesktopPreferences prefs = new DesktopPreferences(save());
        prefs.putString("settings.music-volume", "loud").putString("settings.effects-volume", "0.5");
        prefs.putString("level.01-a.tmx.best-score", "x".repeat(100_000)).flush();
        byte[] before = java.nio.file.Files.readAllBytes(save());
        java.nio.file.Files.write(dir.resolve(Saves.NAME + ".bad-1"), new byte[] {1, 2, 3}); // an earlier backup
        Saves saves = Saves.open(new Bindings(), DesktopPreferences.in(dir));
        assertEquals(
                "Some saved settings or records could not be read and were reset; a copy was kept.",
                saves.takeNotice());
        assertArrayEquals(new byte[] {1, 2, 3}, java.nio.file.Files.readAllBytes(dir.resolve(Saves.NAME + ".bad-1")));
        assertArrayEquals(before, java.nio.file.Files.readAllBytes(dir.resolve(Saves.NAME + ".bad-2")));
        Properties now = parse(save());
        assertFalse(now.containsKey("settings.music-volume"));
        assertFalse(now.containsKey("level.01-a.tmx.best-score"));
        assertEquals("0.5", now.getProperty("settings.effects-volume"));
        assertEquals(0.5, saves.settings.effectsVolume, 0.0);
        assertNull(Saves.open(new Bindings(), DesktopPreferences.in(dir)).takeNotice(), "told once");
        assertFalse(java.nio.file.Files.exists(dir.resolve(Saves.NAME + ".bad-3")));
    }

    @Test
    void aKilledSavesTemporaryFileIsDeletedAtTheNextStart() throws Exception {
        new DesktopPreferences(save()).putString("a", "1").flush();
        Path stale = dir.resolve(Saves.NAME + ".123456.tmp");
        java.nio.file.Files.write(stale, new byte[] {'<'});
        Path other = dir.resolve("other.123.tmp");
        java.nio.file.Files.write(other, new byte[] {'<'});
        assertEquals("1", new DesktopPreferences(save()).getString("a", null));
        assertFalse(java.nio.file.Files.exists(stale));
        assertTrue(java.nio.file.Files.exists(other), "only the save's own temporary files");
    }

    /**
     * A child JVM saves in a loop and is killed (SIGKILL) at moments scanned over its saving: after each kill the
     * file parses and holds one whole save (every value of the same generation, each one newer than before).
     * {@code -DsaveKillTest.libgdx=true} runs the child on libGDX's own writer, which fails this.
     */
    @Test
    void killedWhileSavingTheOldOrTheNewSaveSurvives() throws Exception {
        boolean libgdx = Boolean.getBoolean("saveKillTest.libgdx");
        long seed = Long.getLong("saveKillTest.seed", System.nanoTime());
        System.out.println("kill test seed: " + seed + " (-DsaveKillTest.seed=" + seed + " replays the delays)");
        Random random = new Random(seed);
        String javaExe = new File(System.getProperty("java.home"), "bin/java").getPath();
        long lastGeneration = 0;
        int kills = 14;
        for (int i = 0; i < kills; i++) {
            List<String> cmd = new ArrayList<>(Arrays.asList(
                    javaExe,
                    "-cp",
                    System.getProperty("java.class.path"),
                    SaveLoop.class.getName(),
                    save().toString()));
            if (libgdx) cmd.add("libgdx");
            Process child = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            try {
                BufferedReader out =
                        new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
                String line = out.readLine();
                assertEquals("saving", line, "the child started saving");
                // delays scanned across a save's length and more (a save of 3000 values takes some ms), plus jitter
                long delayMicros = (i * 9_000L) % 120_000 + random.nextInt(3_000);
                TimeUnit.MICROSECONDS.sleep(delayMicros);
            } finally {
                child.destroyForcibly(); // SIGKILL
                assertTrue(child.waitFor(60, TimeUnit.SECONDS));
            }
            assertTrue(java.nio.file.Files.exists(save()), "kill " + i + ": a save is there");
            Properties p;
            try {
                p = parse(save());
            } catch (Exception e) {
                throw new AssertionError(
                        "kill " + i + ": the save is torn (" + e + "), " + java.nio.file.Files.size(save()) + " bytes",
                        e);
            }
            String generation = p.getProperty("generation");
            assertNotNull(generation, "kill " + i);
            assertEquals(SaveLoop.KEYS + 1, p.size(), "kill " + i + ": every value");
            for (int k = 0; k < SaveLoop.KEYS; k++)
                assertEquals(generation, p.getProperty("value." + k), "kill " + i + ": one save, not a mix");
            long g = Long.parseLong(generation);
            assertTrue(g > lastGeneration, "kill " + i + ": each child saved at least once: " + g);
            lastGeneration = g;
        }
        DesktopPreferences after = new DesktopPreferences(save()); // and the next start cleans up
        assertNull(after.unreadable());
        assertEquals(1, dir.toFile().list().length, Arrays.toString(dir.toFile().list()));
    }
}
