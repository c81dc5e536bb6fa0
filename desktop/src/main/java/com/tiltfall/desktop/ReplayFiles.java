package com.tiltfall.desktop;

import com.tiltfall.TiltfallGame;
import com.tiltfall.replay.Replay;
import com.tiltfall.replay.ReplayFormat;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

/**
 * Saves every finished run as ~/.tiltfall/replays/&lt;level&gt;-&lt;date&gt;.replay (and last.replay), so a designer can
 * commit the run that reaches the goal as the level's replay. A failed save is reported, never fatal.
 */
final class ReplayFiles implements TiltfallGame.RunRecorder {
    private final Path folder;

    ReplayFiles() {
        this(Paths.get(System.getProperty("user.home"), ".tiltfall", "replays"));
    }

    ReplayFiles(Path folder) {
        this.folder = folder;
    }

    @Override
    public void save(Replay replay, String outcome) {
        if (replay.steps() == 0) return;
        String level = Paths.get(replay.level).getFileName().toString().replaceAll("\\.tmx$", "");
        String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
        String text = "# " + outcome + "\n" + ReplayFormat.write(replay);
        try {
            Files.createDirectories(folder);
            Path file = folder.resolve(level + "-" + stamp + ".replay");
            Files.write(file, text.getBytes(StandardCharsets.UTF_8));
            Files.write(folder.resolve("last.replay"), text.getBytes(StandardCharsets.UTF_8));
            System.out.println("Run saved (" + outcome + "): " + file);
        } catch (IOException e) {
            System.err.println("Could not save the run to " + folder + ": " + e);
        }
    }
}
