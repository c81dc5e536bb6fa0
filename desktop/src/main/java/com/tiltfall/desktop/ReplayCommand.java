package com.tiltfall.desktop;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessFiles;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelException;
import com.tiltfall.level.LevelLoader;
import com.tiltfall.level.LevelProblem;
import com.tiltfall.platform.LevelFiles;
import com.tiltfall.replay.Replay;
import com.tiltfall.replay.ReplayFormat;
import com.tiltfall.replay.ReplayRunner;

/**
 * Headless: plays a level with a replay file, no window, and prints the outcome.
 * {@code java -cp tiltfall.jar com.tiltfall.desktop.ReplayCommand [level.tmx] run.replay} (the level defaults to
 * the one named in the replay). Exit status 0 goal reached, 1 not reached, 2 unusable level or replay.
 */
public final class ReplayCommand {
    private ReplayCommand() {}

    public static void main(String[] args) {
        if (args.length < 1 || args.length > 2) {
            System.err.println("usage: ReplayCommand [level.tmx] run.replay");
            System.exit(2);
        }
        // Only files (and the image decoder the validator uses) are needed: no window, no GL, no audio.
        com.badlogic.gdx.utils.GdxNativesLoader.load();
        Gdx.files = new HeadlessFiles();
        System.exit(run(args.length == 2 ? args[0] : null, args[args.length - 1]));
    }

    static int run(String levelPath, String replayPath) {
        try {
            LevelFiles files = new LevelFiles();
            Replay replay = ReplayFormat.read(files.resolve(replayPath).readString("UTF-8"), replayPath);
            String path = levelPath != null ? levelPath : replay.level;
            LevelData level = new LevelLoader(files).loadData(path);
            ReplayRunner.Outcome outcome = ReplayRunner.run(level, replay);
            System.out.println(outcome);
            return outcome.goalReached ? 0 : 1;
        } catch (LevelException e) {
            for (LevelProblem p : e.problems) System.err.println(p);
            return 2;
        } catch (RuntimeException e) {
            System.err.println(e.getMessage());
            return 2;
        }
    }
}
