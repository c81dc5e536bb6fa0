package com.tiltfall.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.ghost.GhostRun;
import com.tiltfall.replay.Replay;
import com.tiltfall.replay.ReplayFormat;
import com.tiltfall.save.GhostStore;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The desktop's ghost files: a round trip, one file per level, no temporary file left, a broken file told. */
class GhostFilesTest {
    private final Path dir;

    GhostFilesTest() throws IOException {
        dir = Files.createTempDirectory("tiltfall-ghosts");
    }

    @AfterEach
    void cleanUp() throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    private static GhostRun run(int goal) {
        Replay r = new Replay();
        r.level = "levels/02-ramps-and-rolls.tmx";
        r.add(goal - 30, 1.0, false, false);
        r.add(30, 0.5, true, false);
        GhostRun g = new GhostRun(r);
        g.goalStep = goal;
        g.score = 1234;
        g.splits = new int[] {goal / 2};
        return g;
    }

    @Test
    void aBestRunIsAFileBesideTheSaveAndReadsBack() throws IOException {
        Path folder = dir.resolve("com.tiltfall.ghosts"); // made on the first write
        GhostStore store = new GhostStore(new GhostFiles(folder));
        assertNull(store.load("levels/02-ramps-and-rolls.tmx"), "none yet");
        assertNull(store.problem);
        assertNotNull(store.offer("levels/02-ramps-and-rolls.tmx", run(600), false, false));
        assertNotNull(store.offer("levels/02-ramps-and-rolls.tmx", run(500), false, false), "faster: replaced");
        try (Stream<Path> files = Files.list(folder)) {
            assertEquals(1, files.count(), "one file, no temporary file left");
        }
        GhostRun back = new GhostStore(new GhostFiles(folder)).load("levels/02-ramps-and-rolls.tmx");
        assertEquals(500, back.goalStep);
        assertEquals(1234, back.score);
        assertEquals(ReplayFormat.write(run(500).replay), ReplayFormat.write(back.replay));

        Files.write(
                folder.resolve("02-ramps-and-rolls.tmx.ghost"),
                "tiltfall-ghost 1\ngoal x\n".getBytes(StandardCharsets.UTF_8));
        assertNull(store.load("levels/02-ramps-and-rolls.tmx"));
        assertTrue(
                store.problem.contains(
                        folder.resolve("02-ramps-and-rolls.tmx.ghost").toString()),
                store.problem);
    }

    @Test
    void aFolderThatCannotBeWrittenIsToldNotThrown() throws IOException {
        Path blocked = dir.resolve("file-not-folder");
        Files.write(blocked, new byte[] {1});
        String line =
                new GhostStore(new GhostFiles(blocked)).offer("levels/02-ramps-and-rolls.tmx", run(500), false, false);
        assertTrue(line.startsWith("Your best run was not kept as a ghost: cannot write "), line);
    }
}
