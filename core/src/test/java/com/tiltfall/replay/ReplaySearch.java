package com.tiltfall.replay;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessFiles;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.ObjectSet;
import com.tiltfall.input.ControlState;
import com.tiltfall.input.InputSource;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelLoader;
import com.tiltfall.loop.FixedStepper;
import com.tiltfall.world.GameWorld;

/**
 * A tool, not a test: finds an input sequence that takes the player to a level's goal and prints it as a .replay
 * file. Used to make the committed replays when a level or the physics changes and nobody has played it yet; a run
 * recorded by a person (~/.tiltfall/replays/) is just as good.
 *
 * <p>Beam search over 0.2 s segments of simple actions. Each candidate keeps its game as it stands after its
 * actions, and its children continue from copies of it ({@link WorldFork}, a deep copy that steps bit-identically),
 * so a segment costs the same at the end of a long level as at its start (it used to re-simulate every candidate
 * from the start: the search's cost grew with the square of the level's length). A candidate is scored by how far right a look-ahead of running right gets it; the beam keeps at
 * most one candidate per coarse player state so that "wait for the platform" survives next to "rush ahead".
 *
 * <p>The simulation is bit-identical on the desktop and in the browser (doubles, {@code DetMath}), so one exact run
 * is all a replay needs. {@code -Dbeam=N} widens the beam (default 10; level 2 needed 30 once landings on a side
 * started to stumble). {@code -Dvariants=N} (up to 6) and {@code -Djitter=true} still score candidates under
 * spawns moved by a millimetre and steps 1e-5 longer or shorter, for a run that survives small edits of the level.
 * <pre>
 * mvn -q -pl core test-compile dependency:build-classpath -Dmdep.outputFile=/tmp/cp.txt
 * (cd assets &amp;&amp; java -cp ../core/target/test-classes:../core/target/classes:$(cat /tmp/cp.txt) \
 *     com.tiltfall.replay.ReplaySearch levels/01-first-slopes.tmx &gt; replays/01-first-slopes.replay)
 * </pre>
 */
public final class ReplaySearch {
    static final int SEGMENT = 12, LOOKAHEAD = 4, BEAM = Integer.getInteger("beam", 10), MAX_SEGMENTS = 400;
    /** moveX and jump of each action. */
    static final double[] MOVE = {1.0, 1.0, 0.0, -1.0, -1.0, 0.0, 0.5};

    static final boolean[] JUMP = {false, true, false, false, true, true, false};
    /** Further spawn offsets (m, along x and along y) the accepted run must also win from. */
    static final double[] JITTER = {0.002, -0.002};
    /**
     * Spawn offsets (x, y in m) and time-step scales every candidate is scored under, so the beam keeps runs that do
     * not hang on luck: a step 1e-5 longer or shorter stands in for the browser's different rounding in every step.
     */
    static final double[][] SCORED = {
        {0.0, 0.0, 1.0},
        {0.001, 0.0, 1.0},
        {-0.001, 0.0, 1.0},
        {0.0, -0.001, 1.0},
        {0.0, 0.0, 1.00001},
        {0.0, 0.0, 0.99999}
    };
    /**
     * How many of {@link #SCORED} to use (-Dvariants=N, default all); 1 with -Djitter=false finds a run that is only
     * good on this JVM with this physics, for levels whose rolling parts are too chaotic for a robust run.
     */
    static final int VARIANTS = Math.min(SCORED.length, Integer.getInteger("variants", 1));

    static final boolean CHECK_JITTER = Boolean.parseBoolean(System.getProperty("jitter", "false"));

    public static void main(String[] args) {
        com.badlogic.gdx.utils.GdxNativesLoader.load(); // the loader decodes tileset images
        Gdx.files = new HeadlessFiles();
        LevelData level = new LevelLoader().loadData(args[0]);
        Replay found = search(level);
        if (found == null) {
            System.err.println("no run found for " + args[0]);
            System.exit(1);
        }
        found.level = args[0];
        // the state the run ends in, so that a replay that no longer plays the same is reported as out of sync
        long[] trace = ReplayRunner.trace(level, found);
        if (trace.length >= found.steps()) {
            found.endHash = trace[found.steps() - 1];
            found.hasEndHash = true;
        }
        System.out.print(ReplayFormat.write(found));
        ReplayRunner.Outcome outcome = ReplayRunner.run(level, found);
        // the last line, read by scripts/regen-replays.sh (a shipped replay must land at least one trick)
        System.err.println(outcome + ", tricks " + outcome.tricks);
    }

    static final class Candidate {
        final Array<Integer> actions = new Array<>();
        double score;
        boolean goal;
        /** Coarse player state when the committed actions end: position (0.5 m), velocity (1 m/s). */
        String signature = "";
        /** Per variant of {@link #SCORED}: the game when the committed actions end, and the input it reads. */
        final GameWorld[] worlds = new GameWorld[VARIANTS];

        final ScriptedInput[] inputs = new ScriptedInput[VARIANTS];
    }

    /** The controls of one action, held until changed (what a replay of it plays back, bit for bit). */
    static final class ScriptedInput implements InputSource {
        double moveX;
        boolean jump;

        void set(double move, boolean jumpHeld) {
            moveX = Math.round(move * 100.0) / 100.0; // as a replay stores it: hundredths
            jump = jumpHeld;
        }

        @Override
        public void poll(ControlState out) {
            out.clear();
            out.moveX = moveX;
            out.jump = jump;
        }
    }

    static Replay search(LevelData level) {
        Array<Candidate> beam = new Array<>();
        beam.add(start(level));
        for (int seg = 0; seg < MAX_SEGMENTS; seg++) {
            Array<Candidate> next = new Array<>();
            for (Candidate c : beam) {
                for (int a = 0; a < MOVE.length; a++) {
                    Candidate n = new Candidate();
                    n.actions.addAll(c.actions);
                    n.actions.add(a);
                    evaluate(c, n);
                    if (n.goal) {
                        Replay r = toReplay(n.actions, LOOKAHEAD);
                        if (robust(level, r)) return r;
                        continue; // reached the goal by luck: a dead end
                    }
                    if (n.score > Double.NEGATIVE_INFINITY) next.add(n);
                }
            }
            next.sort((p, q) -> Double.compare(q.score, p.score));
            beam.clear();
            ObjectSet<String> seen = new ObjectSet<>();
            for (int i = 0; i < next.size && beam.size < BEAM; i++) {
                if (seen.add(next.get(i).signature)) beam.add(next.get(i));
            }
            if (beam.isEmpty()) return null;
            System.err.println("segment " + seg + " best " + beam.first().score + " (" + beam.first().signature + ")");
        }
        return null;
    }

    /** The empty run: the level built once per variant (spawn moved as {@link #SCORED} says). */
    static Candidate start(LevelData level) {
        Candidate c = new Candidate();
        EntityData spawn = level.first("player");
        double x = spawn.x, y = spawn.y;
        try {
            for (int k = 0; k < VARIANTS; k++) {
                spawn.x = x + SCORED[k][0];
                spawn.y = y + SCORED[k][1];
                c.inputs[k] = new ScriptedInput();
                c.worlds[k] = new GameWorld(level, c.inputs[k]);
            }
        } finally {
            spawn.x = x;
            spawn.y = y;
        }
        return c;
    }

    /**
     * Scores candidate {@code n} (its parent {@code parent} plus one action) under every variant of {@link #SCORED}:
     * the worst case counts. A candidate reaches the goal only if it does so in every variant; it is a dead end if it
     * dies during its committed actions in any. Each variant continues from a copy of the parent's game
     * ({@link WorldFork}) instead of re-simulating the run from the start.
     */
    static void evaluate(Candidate parent, Candidate n) {
        double worst = Double.POSITIVE_INFINITY;
        boolean allGoal = true;
        int action = n.actions.peek();
        for (int k = 0; k < VARIANTS; k++) {
            double score = evaluateOnce(parent, n, k, action, FixedStepper.STEP * SCORED[k][2]);
            if (score == Double.NEGATIVE_INFINITY) {
                n.score = score;
                n.goal = false;
                return;
            }
            if (score != Double.POSITIVE_INFINITY) allGoal = false;
            worst = Math.min(worst, score);
        }
        n.goal = allGoal;
        n.score = worst;
    }

    /**
     * Plays the action on a copy of the parent's game of variant {@code k}, then a look-ahead of running right on a
     * copy of that. Death during the action: a dead end (negative infinity). Goal: positive infinity. Death in the
     * look-ahead: the committed position minus a penalty (waiting may still pay off). Otherwise the furthest x
     * reached.
     */
    static double evaluateOnce(Candidate parent, Candidate n, int k, int action, double dt) {
        Object[] found = new Object[1];
        GameWorld world = WorldFork.copy(parent.worlds[k], parent.inputs[k], found);
        ScriptedInput input = (ScriptedInput) found[0];
        input.set(MOVE[action], JUMP[action]);
        for (int i = 0; i < SEGMENT; i++) {
            world.step(dt);
            if (world.deaths() > 0) return Double.NEGATIVE_INFINITY;
            if (world.isGoalReached()) return Double.POSITIVE_INFINITY;
        }
        n.worlds[k] = world;
        n.inputs[k] = input;
        double atCommit = world.playerX();
        if (k == 0) {
            n.signature = Math.round(world.playerX() * 2.0) + "," + Math.round(world.playerY() * 2.0) + ","
                    + Math.round(world.playerVelocityX()) + "," + Math.round(world.playerVelocityY());
        }
        GameWorld ahead = WorldFork.copy(world, input, found);
        ((ScriptedInput) found[0]).set(1.0, false);
        double best = atCommit;
        for (int i = 0; i < LOOKAHEAD * SEGMENT; i++) {
            ahead.step(dt);
            if (ahead.deaths() > 0) {
                best = atCommit - 5.0;
                break;
            }
            if (ahead.isGoalReached()) return Double.POSITIVE_INFINITY;
            best = Math.max(best, ahead.playerX());
        }
        return best + 0.001 * ahead.playerY();
    }

    /** The run also reaches the goal, without dying, with the spawn moved by {@link #JITTER} along x and along y. */
    static boolean robust(LevelData level, Replay replay) {
        if (!CHECK_JITTER) return true;
        EntityData spawn = level.first("player");
        double x = spawn.x, y = spawn.y;
        try {
            for (double d : JITTER) {
                for (int axis = 0; axis < 2; axis++) {
                    spawn.x = x + (axis == 0 ? d : 0.0);
                    spawn.y = y + (axis == 1 ? d : 0.0);
                    ReplayRunner.Outcome o = ReplayRunner.run(level, replay);
                    if (!o.goalReached || o.deaths > 0) {
                        System.err.println("not robust (spawn moved " + d + " m on axis " + axis + "): " + o);
                        return false;
                    }
                }
            }
            return true;
        } finally {
            spawn.x = x;
            spawn.y = y;
        }
    }

    static Replay toReplay(Array<Integer> actions, int lookahead) {
        Replay r = new Replay();
        for (int a : actions) r.add(SEGMENT, MOVE[a], JUMP[a], false);
        r.add(lookahead * SEGMENT, 1.0, false, false);
        return r;
    }
}
