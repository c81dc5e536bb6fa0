package com.tiltfall.ghost;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessFiles;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelLoader;
import com.tiltfall.replay.Replay;
import com.tiltfall.replay.ReplayFormat;
import com.tiltfall.sim.FixedStepper;

/**
 * Measures what a ghost costs per live step, each shipped level raced against its committed replay (docs/racing.md):
 * the second world ({@link Ghost#step}) against a recorded pose track (a lookup of three numbers, after playing the
 * run once to record it). Run from the repository root:
 * {@code java -cp core/target/test-classes:core/target/classes:$(cat cp.txt) com.tiltfall.ghost.GhostCost}
 */
public final class GhostCost {
    private GhostCost() {}

    public static void main(String[] args) {
        com.badlogic.gdx.utils.GdxNativesLoader.load();
        if (Gdx.files == null) Gdx.files = new HeadlessFiles();
        LevelLoader loader = new LevelLoader(path -> Gdx.files.local("assets/" + path));
        for (int round = 0; round < 3; round++) { // the first rounds warm the JIT
            for (String path : loader.levelList(LevelLoader.LEVEL_LIST)) {
                String name = path.substring(path.lastIndexOf('/') + 1).replace(".tmx", "");
                Replay replay = ReplayFormat.read(
                        Gdx.files.local("assets/replays/" + name + ".replay").readString(), name);
                LevelData level = loader.loadData(path);
                long t0 = System.nanoTime();
                Ghost ghost = new Ghost(level, new GhostRun(replay));
                long built = System.nanoTime();
                int n = 0;
                double[] track = new double[3 * (replay.steps() + 200)];
                while (!ghost.isDone()) {
                    ghost.step(FixedStepper.STEP);
                    track[3 * n] = ghost.x(1f);
                    track[3 * n + 1] = ghost.y(1f);
                    track[3 * n + 2] = ghost.angle(1f);
                    n++;
                }
                long stepped = System.nanoTime();
                double sum = 0;
                for (int k = 0; k < 100; k++) for (int i = 0; i < 3 * n; i++) sum += track[i];
                long looked = System.nanoTime();
                if (round == 2)
                    System.out.println(name + ": " + n + " steps; world built " + ms(built - t0) + " ms; world step "
                            + us((stepped - built) / n) + " us; pose-track lookup "
                            + us((looked - stepped) / (100L * n))
                            + " us; track " + (n * 3 * 8 / 1024) + " KB as doubles (" + (sum != 0 ? "ok" : "") + ")");
            }
        }
    }

    private static String ms(long ns) {
        return Long.toString(ns / 1_000_000);
    }

    private static String us(long ns) {
        return Double.toString(Math.round(ns / 100.0) / 10.0);
    }
}
