package com.tiltfall.desktop;

import com.tiltfall.save.GhostStore;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;

/**
 * The desktop's ghosts: one file per level, {@code ~/.prefs/com.tiltfall.ghosts/<level>.ghost}, beside the save.
 * Written to a temporary file and renamed over the old one, so a crash leaves the old ghost or the new one.
 */
final class GhostFiles implements GhostStore.Backend {
    private final Path folder;

    GhostFiles(Path folder) {
        this.folder = folder;
    }

    /** Beside the save, where libGDX keeps the desktop's preferences. */
    static GhostFiles inSaveFolder() {
        return new GhostFiles(Paths.get(System.getProperty("user.home"), ".prefs", "com.tiltfall.ghosts"));
    }

    @Override
    public String read(String id) {
        try {
            return new String(Files.readAllBytes(file(id)), StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return null;
        } catch (IOException e) {
            throw new RuntimeException(file(id) + " cannot be read (" + e + ")");
        }
    }

    @Override
    public void write(String id, String text) {
        Path target = file(id), temp = folder.resolve(id + ".ghost.tmp");
        try {
            Files.createDirectories(folder);
            Files.write(temp, text.getBytes(StandardCharsets.UTF_8));
            try {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw new RuntimeException("cannot write " + target + " (" + e + ")");
        }
    }

    @Override
    public String where(String id) {
        return file(id).toString();
    }

    private Path file(String id) {
        return folder.resolve(id + ".ghost");
    }
}
