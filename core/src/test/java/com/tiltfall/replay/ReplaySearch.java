package com.tiltfall.replay;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessFiles;
import com.badlogic.gdx.utils.Array;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelLoader;
import com.tiltfall.loop.FixedStepper;
import com.tiltfall.world.GameWorld;

/**
 * A tool, not a test: finds an input sequence that takes the player to a level's goal (beam search over 0.2 s
 * segments of simple actions, re-simulating from the start, since the simulation is deterministic) and prints it
 * as a .replay file. Used to make the committed replays when a level changes and nobody has played it yet; a run
 * recorded by a person (~/.tiltfall/replays/) is just as good.
 * <pre>
 * mvn -q -pl core test-compile dependency:build-classpath -Dmdep.outputFile=/tmp/cp.txt
 * (cd assets && java -cp ../core/target/test-classes:../core/target/classes:$(cat /tmp/cp.txt) \
 *     com.tiltfall.replay.ReplaySearch levels/01-first-slopes.tmx &gt; replays/01-first-slopes.replay)
 * </pre>
 */
public final class ReplaySearch {
    static final int SEGMENT = 12, LOOKAHEAD = 3, BEAM = 5, MAX_SEGMENTS = 400;
    /** moveX, jump, down for each action. */
    static final float[] MOVE = {1f, 1f, 0f, -1f, -1f, 0f, 0.5f};
    static final boolean[] JUMP = {false, true, false, false, true, true, false};

    public static void main(String[] args) {
        Gdx.files = new HeadlessFiles();
        LevelData level = new LevelLoader().loadData(args[0]);
        Replay found = search(level);
        if (found == null) {
            System.err.println("no run found for " + args[0]);
            System.exit(1);
        }
        found.level = args[0];
        System.out.print(ReplayFormat.write(found));
        System.err.println(ReplayRunner.run(level, found));
    }

    static final class Candidate {
        final Array<Integer> actions = new Array<>();
        float score;
        boolean goal;
    }

    static Replay search(LevelData level) {
        Array<Candidate> beam = new Array<>();
        beam.add(new Candidate());
        for (int seg = 0; seg < MAX_SEGMENTS; seg++) {
            Array<Candidate> next = new Array<>();
            for (Candidate c : beam) {
                for (int a = 0; a < MOVE.length; a++) {
                    Candidate n = new Candidate();
                    n.actions.addAll(c.actions);
                    n.actions.add(a);
                    evaluate(level, n);
                    if (n.goal) return toReplay(n.actions, LOOKAHEAD);
                    if (n.score > Float.NEGATIVE_INFINITY) next.add(n);
                }
            }
            next.sort((p, q) -> Float.compare(q.score, p.score));
            beam.clear();
            for (int i = 0; i < next.size && beam.size < BEAM; i++) {
                // keep the beam diverse: skip a candidate that ends where a better one ends
                boolean same = false;
                for (Candidate b : beam) same |= Math.abs(b.score - next.get(i).score) < 1e-3f;
                if (!same) beam.add(next.get(i));
            }
            if (beam.isEmpty()) return null;
            System.err.println("segment " + seg + " best " + beam.first().score);
        }
        return null;
    }

    /** Plays the actions plus a lookahead of "run right"; score = furthest right x, dead ends are -infinity. */
    static void evaluate(LevelData level, Candidate c) {
        Replay r = toReplay(c.actions, LOOKAHEAD);
        GameWorld world = new GameWorld(level, new ReplayInput(r));
        float best = -1e9f;
        for (int i = 0; i < r.steps(); i++) {
            world.step(FixedStepper.STEP);
            if (world.deaths() > 0) {
                c.score = Float.NEGATIVE_INFINITY;
                return;
            }
            if (world.isGoalReached()) {
                c.goal = true;
                return;
            }
            if (i >= c.actions.size * SEGMENT - 1) best = Math.max(best, world.playerX());
        }
        c.score = best + 0.001f * world.playerY();
    }

    static Replay toReplay(Array<Integer> actions, int lookahead) {
        Replay r = new Replay();
        for (int a : actions) r.add(SEGMENT, MOVE[a], JUMP[a], false);
        r.add(lookahead * SEGMENT, 1f, false, false);
        return r;
    }
}
