package com.tiltfall.desktop;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessFiles;
import com.tiltfall.level.LevelException;
import com.tiltfall.level.LevelLoader;
import com.tiltfall.platform.LevelFiles;
import com.tiltfall.replay.Replay;
import com.tiltfall.replay.ReplayFormat;
import com.tiltfall.share.LevelSource;
import com.tiltfall.share.RunVerifier;
import com.tiltfall.share.Verdict;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * Shared runs, headless: {@code tiltfall --verify <run file or code>} prints the verdict (exit 0 verified, 1 not),
 * {@code tiltfall --export <run.replay>} prints the run's code and writes it next to the replay as a .tfrun file (exit
 * 2: unusable arguments). The levels are the game's own (levels/levels.txt), as in the game.
 */
public final class ShareCommand {
    private ShareCommand() {}

    public static boolean handles(String[] args) {
        return args.length > 0 && (args[0].equals("--verify") || args[0].equals("--export"));
    }

    public static void main(String[] args) {
        com.badlogic.gdx.utils.GdxNativesLoader.load(); // the loader checks the tilesets' images
        Gdx.files = new HeadlessFiles();
        System.exit(run(args, System.out, System.err));
    }

    static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length != 2 || !handles(args)) {
            err.println("usage: tiltfall --verify <run file or code> | --export <run.replay>");
            return 2;
        }
        LevelFiles files = new LevelFiles();
        LevelSource levels = new LevelSource(files, new LevelLoader(files).levelList(LevelLoader.LEVEL_LIST));
        if (args[0].equals("--verify")) {
            Verdict v = RunVerifier.verify(codeText(args[1]), levels);
            out.println(v.message);
            return v.verified() ? 0 : 1;
        }
        try {
            Path file = Paths.get(args[1]);
            Replay replay = ReplayFormat.read(new String(Files.readAllBytes(file), StandardCharsets.UTF_8), args[1]);
            byte[] bytes = levels.bytes(replay.level);
            if (!levels.has(replay.level) || bytes == null) {
                err.println(args[1] + ": its level " + replay.level + " is not one of the game's levels");
                return 2;
            }
            String code = RunVerifier.export(replay, levels.load(replay.level), bytes);
            String name = file.getFileName().toString().replaceAll("\\.replay$", "") + ".tfrun";
            Path target = file.resolveSibling(name);
            Files.write(target, runFile(replay.level, code).getBytes(StandardCharsets.UTF_8));
            out.println(code);
            err.println("written to " + target);
            return 0;
        } catch (LevelException e) {
            err.println(e.problems.size > 0 ? e.problems.first().toString() : "the level cannot be loaded");
            return 2;
        } catch (IOException | RuntimeException e) {
            err.println(args[1] + ": " + e.getMessage());
            return 2;
        }
    }

    /** A .tfrun file: comment lines, then the code (the reader skips '#' lines). */
    static String runFile(String level, String code) {
        return "# Tiltfall run on " + level + ": open it with tiltfall --import, drop it on the web page, or paste the"
                + " code below (menu: Import run)\n" + code + "\n";
    }

    /** The argument as a code: a file's text when it names a readable file, else the argument itself. */
    public static String codeText(String argument) {
        try {
            Path p = Paths.get(argument);
            if (Files.isRegularFile(p) && Files.size(p) < 4_000_000) {
                return new String(Files.readAllBytes(p), StandardCharsets.UTF_8);
            }
        } catch (IOException | InvalidPathException e) {
            // not a file: the text is the code
        }
        return argument;
    }
}
