package com.tiltfall.html;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** Deletes the temporary folders the browser tests make (browser profiles, level files), with all they hold. */
final class TempFolders {
    private TempFolders() {}

    /** Deletes {@code dir} and everything in it; null or already gone is fine. A file that resists is reported. */
    static void delete(Path dir) {
        if (dir == null || !Files.exists(dir)) return;
        try (Stream<Path> all = Files.walk(dir)) {
            all.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    System.err.println("could not delete " + p + ": " + e);
                }
            });
        } catch (IOException e) {
            System.err.println("could not clean up " + dir + ": " + e);
        }
    }
}
