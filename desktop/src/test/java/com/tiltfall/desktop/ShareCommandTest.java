package com.tiltfall.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessFiles;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Comparator;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The desktop's --export and --verify, on level 1's committed replay: its code verifies, a changed one does not. */
class ShareCommandTest {
    private Path dir;

    @BeforeAll
    static void files() {
        com.badlogic.gdx.utils.GdxNativesLoader.load();
        if (Gdx.files == null) Gdx.files = new HeadlessFiles();
    }

    @AfterEach
    void clean() throws Exception {
        if (dir == null) return;
        try (Stream<Path> all = Files.walk(dir)) {
            all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    @Test
    void exportWritesARunFileThatVerifies_andAChangedCodeIsRefusedWithItsReason() throws Exception {
        dir = Files.createTempDirectory("tiltfall-share");
        Path replay = Files.copy(Paths.get("../assets/replays/01-first-slopes.replay"), dir.resolve("mine.replay"));
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        assertEquals(
                0, ShareCommand.run(new String[] {"--export", replay.toString()}, print(out), print(err)), text(err));
        String code = text(out).trim();
        assertTrue(code.startsWith("TF1."), code);
        Path runFile = dir.resolve("mine.tfrun");
        String file = new String(Files.readAllBytes(runFile), StandardCharsets.UTF_8);
        assertTrue(file.startsWith("# Tiltfall run on levels/01-first-slopes.tmx") && file.contains(code), file);

        out.reset();
        assertEquals(0, ShareCommand.run(new String[] {"--verify", runFile.toString()}, print(out), print(err)));
        assertTrue(text(out).startsWith("verified: levels/01-first-slopes.tmx, goal in "), text(out));

        out.reset();
        String cut = code.substring(0, code.length() - 9);
        assertEquals(1, ShareCommand.run(new String[] {"--verify", cut}, print(out), print(err)));
        assertTrue(text(out).contains("cut short") || text(out).contains("damaged"), text(out));

        out.reset();
        assertEquals(2, ShareCommand.run(new String[] {"--verify"}, print(out), print(err)));
    }

    private static PrintStream print(ByteArrayOutputStream b) {
        return new PrintStream(b, true);
    }

    private static String text(ByteArrayOutputStream b) {
        return new String(b.toByteArray(), StandardCharsets.UTF_8);
    }
}
