package com.tiltfall.replay;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessFiles;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelLoader;

/**
 * Prints one line per shipped level run (its committed replay, and each seeded random run) with the step count and the
 * last state hash. Refactors that must not change the simulation compare this output before and after:
 *
 * <pre>
 * mvn -q -o -pl core test-compile &amp;&amp; java -cp core/target/test-classes:core/target/classes:$(cat cp.txt) \
 *     com.tiltfall.replay.HashBaseline &gt; after.txt
 * </pre>
 *
 * Run from the repository root.
 */
public final class HashBaseline {
    private HashBaseline() {}

    public static void main(String[] args) {
        com.badlogic.gdx.utils.GdxNativesLoader.load();
        if (Gdx.files == null) Gdx.files = new HeadlessFiles();
        LevelLoader loader = new LevelLoader(path -> Gdx.files.local("assets/" + path));
        for (String path : loader.levelList(LevelLoader.LEVEL_LIST)) {
            LevelData level = loader.loadData(path);
            String name = path.substring(path.lastIndexOf('/') + 1)
                    .replace(".tmx", "")
                    .replace(".tmj", "");
            Replay replay = ReplayFormat.read(
                    Gdx.files.local("assets/replays/" + name + ".replay").readString(), name);
            print(path + " replay", ReplayRunner.trace(level, replay));
            for (String run : RandomRun.checkRuns(level, SeededRunDeterminismTest.STEPS)) {
                print(path + " " + run, ReplayRunner.trace(loader.loadData(path), RandomRun.named(run, level)));
            }
        }
    }

    private static void print(String what, long[] hashes) {
        System.out.println(what + " steps=" + hashes.length + " last=" + Long.toHexString(hashes[hashes.length - 1]));
    }
}
