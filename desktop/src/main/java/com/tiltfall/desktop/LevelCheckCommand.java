package com.tiltfall.desktop;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessFiles;
import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.GdxNativesLoader;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelException;
import com.tiltfall.level.LevelLoader;
import com.tiltfall.level.LevelProblem;
import com.tiltfall.platform.LevelFiles;
import com.tiltfall.replay.Replay;
import com.tiltfall.replay.ReplayFormat;
import com.tiltfall.replay.ReplayRunner;
import java.io.PrintStream;

/**
 * The level checker for designers and CI (scripts/check-levels.sh): validates each level exactly as the game loads
 * it (images decoded too), then plays its replay ({@code replays/<name>.replay} beside {@code levels/}) headless and
 * checks it reaches the goal. Prints one {@code file: object: problem} line per problem and a summary.
 * {@code java -cp tiltfall.jar com.tiltfall.desktop.LevelCheckCommand [level.tmx|level.tmj ...]} run inside
 * assets/ (no argument: every level in levels/levels.txt). Exit status 0 when every level is fine, 1 otherwise.
 */
public final class LevelCheckCommand {
    private LevelCheckCommand() {}

    public static void main(String[] args) {
        GdxNativesLoader.load(); // image decoding
        Gdx.files = new HeadlessFiles();
        System.exit(run(args, System.out));
    }

    static int run(String[] args, PrintStream out) {
        LevelFiles files = new LevelFiles();
        LevelLoader loader = new LevelLoader(files);
        Array<String> levels = new Array<>();
        if (args.length == 0) {
            try {
                levels = loader.levelList(LevelLoader.LEVEL_LIST);
            } catch (RuntimeException e) {
                out.println(LevelLoader.LEVEL_LIST + ": cannot be read: " + e.getMessage());
                return 1;
            }
        } else {
            levels.addAll(args);
        }
        int bad = 0, problems = 0;
        for (String path : levels) {
            Array<String> lines = check(loader, files, path);
            int found = 0;
            for (String line : lines) {
                out.println(line);
                if (!line.startsWith(WARNING)) found++;
            }
            if (found > 0) bad++;
            problems += found;
            if (found == 0) out.println(path + ": ok");
        }
        out.println("checked " + levels.size + (levels.size == 1 ? " level: " : " levels: ") + (levels.size - bad)
                + " ok, " + bad + " with problems (" + problems + (problems == 1 ? " problem)" : " problems)"));
        return bad == 0 ? 0 : 1;
    }

    /** How a warning line starts: printed, not counted as a problem (the level plays). */
    static final String WARNING = "warning: ";

    /**
     * The problems of one level, as printed lines, after its warnings ({@link #WARNING} lines); no problem line when it
     * loads and its replay reaches the goal.
     */
    static Array<String> check(LevelLoader loader, LevelFiles files, String path) {
        Array<String> lines = new Array<>();
        LevelData level;
        try {
            level = loader.loadData(path);
        } catch (LevelException e) {
            for (LevelProblem p : e.problems) lines.add(p.toString());
            return lines;
        }
        // warnings are printed but do not fail the check: the level plays
        for (LevelProblem w : level.warnings) lines.add(WARNING + w);
        FileHandle file = files.resolve(path);
        String name = file.nameWithoutExtension();
        FileHandle replayFile = file.parent().parent().child("replays").child(name + ".replay");
        if (!replayFile.exists()) {
            lines.add(path + ": has no replay (looked for " + replayFile.path() + "); play it to the goal on the"
                    + " desktop and copy the recording there (docs/levels.md, Headless replay)");
            return lines;
        }
        try {
            Replay replay = ReplayFormat.read(replayFile.readString("UTF-8"), replayFile.path());
            ReplayRunner.Outcome outcome = ReplayRunner.run(level, replay);
            if (!outcome.goalReached) {
                lines.add(path + ": its replay " + replayFile.path() + " does not reach the goal (" + outcome
                        + "); record a new run, or fix what blocks the way");
            }
        } catch (RuntimeException e) {
            lines.add(path + ": its replay " + replayFile.path() + " cannot be played: " + e.getMessage());
        }
        return lines;
    }
}
