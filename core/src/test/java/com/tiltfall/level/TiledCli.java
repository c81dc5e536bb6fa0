package com.tiltfall.level;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * Runs real Tiled headless, with its settings and data in a folder of the test's own, never the user's. Two Tileds:
 * Debian 12's {@code tiled} (1.8, what the oldest supported editor reads and writes) and a current one (1.11 from
 * Debian 13, unpacked by scripts/ensure-tiled-current.sh; scripts/ensure-test-deps.sh installs both).
 */
public final class TiledCli {
    /** "Tiled 1.8" or "Tiled 1.11": names the editor in test messages. */
    public final String name;
    /** Tiled 1.10 and later: classes instead of object types, {@code --project} and {@code -e} on the command line. */
    public final boolean current;

    private final String command;

    private TiledCli(String name, boolean current, String command) {
        this.name = name;
        this.current = current;
        this.command = command;
    }

    /** Debian 12's Tiled 1.8 on the PATH, or null. */
    static TiledCli debian() {
        for (String p : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (Files.isExecutable(Paths.get(p, "tiled"))) return new TiledCli("Tiled 1.8", false, "tiled");
        }
        return null;
    }

    /** The current Tiled where scripts/ensure-tiled-current.sh puts it ($TILTFALL_TOOLS or ~/.cache), or null. */
    static TiledCli currentTiled() {
        String tools = System.getenv("TILTFALL_TOOLS");
        Path base = tools != null && !tools.isEmpty()
                ? Paths.get(tools)
                : Paths.get(System.getProperty("user.home"), ".cache", "tiltfall", "tools");
        Path bin = base.resolve("tiled-trixie/bin/tiled");
        return Files.isExecutable(bin) ? new TiledCli("Tiled 1.11", true, bin.toString()) : null;
    }

    /**
     * Both Tileds. On CI (CI=true) a missing one fails the test; elsewhere the test runs with the ones there are,
     * and is skipped, saying so, when there is none.
     */
    public static List<TiledCli> all() {
        List<TiledCli> all = new ArrayList<>();
        TiledCli old = debian(), now = currentTiled();
        if (old != null) all.add(old);
        if (now != null) all.add(now);
        if (System.getenv("CI") != null && all.size() < 2)
            fail((old == null ? "Debian's tiled command is not installed" : "the current Tiled is not unpacked")
                    + "; scripts/ensure-test-deps.sh installs both");
        if (all.isEmpty())
            Assumptions.abort(
                    "no tiled command (scripts/ensure-test-deps.sh installs Tiled 1.8 and 1.11); CI runs this test");
        return all;
    }

    /** {@code tiled args...}; {@code home} holds its settings and data folder (data/tiled/objecttypes.xml). */
    public void run(Path home, Object... args) throws Exception {
        Process p = start(home, null, args);
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), name + " did not finish");
        assertEquals(
                0,
                p.exitValue(),
                name + ": " + String.join(" ", command(args)) + ":\n" + new String(out, StandardCharsets.UTF_8));
    }

    /**
     * Starts tiled with its settings in {@code home} (scripts in config/tiled/extensions run when it starts) and its
     * output into {@code log} (or readable from the process when null); the caller ends it.
     */
    public Process start(Path home, Path log, Object... args) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(command(args));
        pb.environment().put("QT_QPA_PLATFORM", "offscreen");
        pb.environment().put("HOME", home.toString());
        pb.environment().put("XDG_DATA_HOME", home.resolve("data").toString());
        pb.environment().put("XDG_CONFIG_HOME", home.resolve("config").toString());
        pb.environment()
                .put(
                        "XDG_RUNTIME_DIR",
                        Files.createDirectories(home.resolve("runtime")).toString());
        pb.redirectErrorStream(true);
        if (log != null) pb.redirectOutput(log.toFile());
        return pb.start();
    }

    private List<String> command(Object... args) {
        List<String> command = new ArrayList<>();
        command.add(this.command);
        for (Object a : args) command.add(a.toString());
        return command;
    }

    @Override
    public String toString() {
        return name;
    }
}
