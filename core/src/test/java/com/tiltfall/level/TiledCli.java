package com.tiltfall.level;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * Runs real Tiled (Debian's {@code tiled}, installed by scripts/ensure-test-deps.sh) headless, with its settings and
 * data in a folder of the test's own, never the user's.
 */
public final class TiledCli {
    private TiledCli() {}

    /** Fails on CI (CI=true) and skips the test elsewhere, saying so, when the tiled command is missing. */
    public static void require() {
        for (String p : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (Files.isExecutable(Paths.get(p, "tiled"))) return;
        }
        if (System.getenv("CI") != null)
            fail("the tiled command is not installed; scripts/ensure-test-deps.sh installs it");
        Assumptions.abort("the tiled command is not installed (apt-get install tiled); CI runs this test");
    }

    /** {@code tiled args...}; {@code home} holds its settings and data folder (data/tiled/objecttypes.xml). */
    public static void run(Path home, Object... args) throws Exception {
        String[] command = command(args);
        Process p = start(home, null, args);
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "tiled did not finish");
        assertEquals(0, p.exitValue(), String.join(" ", command) + ":\n" + new String(out, StandardCharsets.UTF_8));
    }

    /**
     * Starts tiled with its settings in {@code home} (scripts in config/tiled/extensions run when it starts) and its
     * output into {@code log} (or readable from the process when null); the caller ends it.
     */
    public static Process start(Path home, Path log, Object... args) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(command(args));
        pb.environment().put("QT_QPA_PLATFORM", "offscreen");
        pb.environment().put("HOME", home.toString());
        pb.environment().put("XDG_DATA_HOME", home.resolve("data").toString());
        pb.environment().put("XDG_CONFIG_HOME", home.resolve("config").toString());
        pb.redirectErrorStream(true);
        if (log != null) pb.redirectOutput(log.toFile());
        return pb.start();
    }

    private static String[] command(Object... args) {
        String[] command = new String[args.length + 1];
        command[0] = "tiled";
        for (int i = 0; i < args.length; i++) command[i + 1] = args[i].toString();
        return command;
    }
}
