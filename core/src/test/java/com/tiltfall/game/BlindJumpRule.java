package com.tiltfall.game;

import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.utils.ImmutableArray;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.ObjectIntMap;
import com.badlogic.gdx.utils.ObjectMap;
import com.tiltfall.ecs.component.EnemyComponent;
import com.tiltfall.ecs.component.TransformComponent;
import com.tiltfall.ecs.system.CameraSystem;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.physics.dynamics.RayHit;
import com.tiltfall.physics.dynamics.World;
import com.tiltfall.replay.Replay;
import com.tiltfall.replay.ReplayInput;
import com.tiltfall.replay.ReplayRunner;
import com.tiltfall.sim.FixedStepper;
import com.tiltfall.sim.Simulation;

/**
 * Issue 10, "no blind jumps: what kills you is on screen before you commit", as a rule checked along a run (a replay)
 * with the game's own camera ({@link CameraSystem}, the per-step simulation camera the renderer
 * draws; the view is {@link Simulation#WIDTH} x {@link Simulation#HEIGHT} m):
 *
 * <ol>
 *   <li><b>Landings.</b> For every airborne stretch (from the last grounded step, the take-off, to the first grounded
 *       step after it, the touchdown) of at least {@value #MIN_AIR_STEPS} steps, the landing spot (the player's
 *       feet at touchdown) is inside the view at take-off, or at some step up to {@value #STEER_STEPS} steps (0.4 s)
 *       before touchdown, while the player can still steer in the air.
 *   <li><b>Dangers.</b> Every danger the player comes within {@value #NEAR} m of (centre to the danger's box: ~2 m
 *       from the hero's sides), or passes right over (up to {@value #OVER} m above: where a missed jump comes down),
 *       was inside the view at least {@value #WARN_STEPS} steps (0.5 s) before that moment
 *       (or at the first step, for a danger met in the first 0.5 s). Dangers: hazard objects (spikes), walkers and
 *       rollers (where they are at each step), and the openings of bottomless pits (columns where nothing solid is
 *       between the top of the map and the kill height; the opening is the pit's width up to its lower rim).
 * </ol>
 *
 * "Inside the view" keeps a {@value #MARGIN} m margin (a landing spot on the very edge of the screen is not seen).
 * {@link NoBlindJumpsTest} holds every shipped replay to it (and checks it on constructed maps);
 * {@code ReplaySearch} accepts only runs that keep it.
 */
public final class BlindJumpRule {
    private BlindJumpRule() {}

    public static final int MIN_AIR_STEPS = 6, STEER_STEPS = 24, WARN_STEPS = 30;
    /**
     * Levels whose blind spots are known and not fixed yet, each with the exact dangers as the rule names them ({@link #names})
     * (levels 2, 5, 6 and 8 were fixed in their design: spikes 1 m below the ground the player comes from, room for
     * the camera to settle before a pit; 2, 3 and 4 again for the speed slopes give; 7 with faster lifts; 12, 13 and 16
     * in their design; 8's last bridge by its current replay, below). None open. Add an entry only while a level is
     * being reworked.
     */
    public static final ObjectMap<String, String> OPEN = new ObjectMap<>();

    static {
        // level 7 (lifts at 3 m/s since issue 26: its searched run no longer waits at the ferry yard) is seen in time
        // issue 23's engine (seamless terrain, capped joints): the replay searched again crosses level 8's ferry yard
        // in sight, but now reaches the last bridge's spikes faster than the camera shows them (0.3 s before, both
        // replays searched, beam 12 and 16): open for the level's rework. With the 2-point block solver (issue 23
        // part 2) every replay searched again (beam 12, 16, 20, 24, fresh or not) also crosses the ferry yard with the
        // spikes seen 0.37-0.4 s before: the short yard described above. The replay searched after issue 23 part 3
        // (speculative points on the surfaces) crosses the ferry yard in sight again; the last bridge stayed open until
        // session 25, whose replay (searched again after the pad moved to the wall's foot, old run kept from 1.9 s)
        // crosses it in sight too. The bridge itself is unchanged (6 m of bank after swing B): a faster run may see its
        // spikes late again, and then this test names it
        // worlds 3 and 4 (issue 26): none open. Level 13's pillars (6 m wide) and its yard walker (7 m from the
        // drop) are seen in time; the long slides of levels 12 and 16 (~20 m/s at their foot: spikes beyond it showed
        // 0.17-0.25 s before) end at a floored gap.
    }

    static final double NEAR = 2.45, OVER = 10.0, MARGIN = 0.3;

    /**
     * The run's blind spots that are not known ones: none (an empty string) when it keeps the rule, or keeps to
     * exactly the level's entry in {@link #OPEN}; else the violations, one per line.
     */
    public static String unknownBlindSpots(String levelPath, Report report) {
        if (OPEN.containsKey(levelPath) && OPEN.get(levelPath).equals(names(report))) return "";
        StringBuilder all = new StringBuilder();
        for (String v : report.violations) all.append(v).append('\n');
        return all.toString();
    }

    /** The violations' names (the part before " at ("), each followed by "; ", as {@link #OPEN} lists them. */
    public static String names(Report report) {
        StringBuilder names = new StringBuilder();
        for (String v : report.violations)
            names.append(v, 0, v.indexOf(" at (")).append("; ");
        return names.toString();
    }

    public static final class Report {
        public final Array<String> violations = new Array<>();
        /** Airborne stretches, those that land next to a danger (or die), dangers passed. */
        public int jumps, landings, dangersPassed, deaths;
        /** The earliest step at which a violation happens (a danger first near, a touchdown), -1 without one. */
        public int firstViolationStep = -1;

        void violation(int step, String what) {
            violations.add(what);
            if (firstViolationStep < 0 || step < firstViolationStep) firstViolationStep = step;
        }

        public boolean goal;
    }

    /** A danger: a box (centre, half extents) that may move, its name, and when it was first seen and first near. */
    static final class Danger {
        final String name;
        /** The walker or roller, null for a static danger. */
        Entity enemy;

        double x, y, hw, hh;
        int firstSeen = -1, firstNear = -1;

        Danger(String name, double x, double y, double hw, double hh) {
            this.name = name;
            this.x = x;
            this.y = y;
            this.hw = hw;
            this.hh = hh;
        }
    }

    /** Plays the replay until the goal, the first death or the end of its inputs, checking both parts of the rule. */
    public static Report check(LevelData level, Replay replay) {
        Report report = new Report();
        Simulation world = new Simulation(level, new ReplayInput(replay));
        CameraSystem camera = world.camera();
        double hw = camera.viewWidth() / 2.0, hh = camera.viewHeight() / 2.0;
        if (!(hw * 2.0 >= 16.0 && hh * 2.0 >= 9.0))
            throw new IllegalStateException("the view is smaller than 16 x 9 m: " + 2 * hw + " x " + 2 * hh);

        Array<Danger> dangers = new Array<>();
        for (EntityData e : level.entities) {
            if (e.type.equals("hazard"))
                dangers.add(new Danger(
                        "hazard " + e.objectId + " \"" + e.name + "\"", e.x, e.y, e.width / 2.0, e.height / 2.0));
        }
        addBottomlessPits(world, level, dangers);
        ImmutableArray<Entity> enemies = world.engine()
                .getEntitiesFor(Family.all(EnemyComponent.class, TransformComponent.class)
                        .get());
        ObjectIntMap<Entity> enemyIndex = new ObjectIntMap<>();
        int enemyCount = 0;

        int limit = replay.steps() + ReplayRunner.GRACE_STEPS;
        double[] camX = new double[limit + 1], camY = new double[limit + 1];
        double[] px = new double[limit + 1], py = new double[limit + 1];
        boolean[] grounded = new boolean[limit + 1];
        camX[0] = camera.x();
        camY[0] = camera.y();
        px[0] = world.playerX();
        py[0] = world.playerY();
        grounded[0] = true;
        int n = 0;
        for (int i = 1; i <= limit; i++) {
            world.step(FixedStepper.STEP);
            if (world.deaths() > 0) break; // the player is back at the spawn now: the run ends with the step before
            n = i;
            camX[i] = camera.x();
            camY[i] = camera.y();
            px[i] = world.playerX();
            py[i] = world.playerY();
            grounded[i] = world.playerState().state.grounded;
            for (Entity e : enemies) {
                if (!enemyIndex.containsKey(e)) {
                    EnemyComponent ec = e.getComponent(EnemyComponent.class);
                    String kind = ec.kind == EnemyComponent.ROLLER ? "roller" : "walker";
                    enemyIndex.put(e, dangers.size);
                    Danger d = new Danger(kind + " #" + (++enemyCount), 0, 0, 0.45, 0.4);
                    d.enemy = e;
                    dangers.add(d);
                }
                TransformComponent t = e.getComponent(TransformComponent.class);
                Danger d = dangers.get(enemyIndex.get(e, -1));
                d.x = t.x;
                d.y = t.y;
            }
            for (int k = 0; k < dangers.size; k++) {
                Danger d = dangers.get(k);
                // a stomped enemy (or one fallen off the map) is removed from the engine
                if (d.enemy != null && !enemies.contains(d.enemy, true)) continue;
                if (d.firstSeen < 0 && overlaps(d, camX[i], camY[i], hw, hh)) d.firstSeen = i;
                if (d.firstNear < 0 && (distance(d, px[i], py[i]) <= NEAR || over(d, px[i], py[i]))) {
                    d.firstNear = i;
                    report.dangersPassed++;
                    int deadline = Math.max(1, i - WARN_STEPS);
                    if (d.firstSeen < 0 || d.firstSeen > deadline) {
                        report.violation(
                                i,
                                d.name + " at (" + r1(d.x) + ", " + r1(d.y) + ") m: the player comes within "
                                        + NEAR + " m of it at " + r2(i / 60.0) + " s, "
                                        + (d.firstSeen < 0
                                                ? "never seen before"
                                                : "first on screen " + r2((i - d.firstSeen) / 60.0) + " s before")
                                        + " (needs " + r2(WARN_STEPS / 60.0) + " s)");
                    }
                }
            }
            if (world.isGoalReached()) break;
        }
        report.goal = world.isGoalReached();
        report.deaths = world.deaths();

        // landings: take-off t0 (last grounded step), touchdown t1 (first grounded step after the stretch)
        int i = 1;
        while (i <= n) {
            if (grounded[i]) {
                i++;
                continue;
            }
            int a = i;
            while (i <= n && !grounded[i]) i++;
            // still in the air at the end: reaching the goal is no landing; a death is where the fall ended
            if (i > n && report.deaths == 0) break;
            int t0 = a - 1, t1 = Math.min(i, n);
            if (t1 - a < MIN_AIR_STEPS) continue;
            report.jumps++;
            double lx = px[t1], ly = py[t1] - 0.45;
            // a landing on safe ground kills nobody: only landings next to a danger (or a death) must be seen
            boolean risky = report.deaths > 0 && t1 == n;
            for (Danger d : dangers) risky |= d.enemy == null && distance(d, px[t1], py[t1]) <= NEAR;
            if (!risky) continue;
            report.landings++;
            int last = Math.max(t0, t1 - STEER_STEPS);
            boolean seen = false;
            for (int s = t0; s <= last && !seen; s++) seen = inView(lx, ly, camX[s], camY[s], hw, hh);
            if (!seen) {
                report.violation(
                        t1,
                        "landing at (" + r1(lx) + ", " + r1(ly) + ") m at " + r2(t1 / 60.0)
                                + " s, after a take-off at (" + r1(px[t0]) + ", " + r1(py[t0]) + ") m at "
                                + r2(t0 / 60.0)
                                + " s: not on screen at take-off nor " + r2(STEER_STEPS / 60.0)
                                + " s before touchdown");
            }
        }
        return report;
    }

    /**
     * Columns every 0.5 m where a ray from the top of the map to the kill height meets no terrain: a bottomless pit.
     * Runs of them are one danger each, from y = 0 up to the lower of the rims either side.
     */
    private static void addBottomlessPits(Simulation world, LevelData level, Array<Danger> dangers) {
        World physics = world.physicsWorld();
        RayHit hit = new RayHit();
        double start = -1;
        for (double x = 0.25; x < level.width + 0.25; x += 0.5) {
            boolean open = x < level.width
                    && !physics.rayCast(x, level.height, x, -Simulation.KILL_DEPTH, 1, hit); // terrain category
            if (open && start < 0) start = x;
            if (!open && start >= 0) {
                double x0 = start - 0.25, x1 = x - 0.25;
                double rim = Math.min(surface(physics, level, x0 - 0.25, hit), surface(physics, level, x1 + 0.25, hit));
                double top = Math.max(rim, 0.5);
                dangers.add(new Danger(
                        "bottomless pit x " + r1(x0) + ".." + r1(x1) + " m",
                        (x0 + x1) / 2.0,
                        top / 2.0,
                        (x1 - x0) / 2.0,
                        top / 2.0));
                start = -1;
            }
        }
    }

    private static double surface(World physics, LevelData level, double x, RayHit hit) {
        if (x < 0 || x > level.width) return 0.0;
        return physics.rayCast(x, level.height, x, -Simulation.KILL_DEPTH, 1, hit) ? hit.y : 0.0;
    }

    /** Right above the danger (within its width, at most {@value #OVER} m up): where a missed jump comes down. */
    private static boolean over(Danger d, double x, double y) {
        return Math.abs(x - d.x) <= d.hw && y > d.y && y - (d.y + d.hh) <= OVER;
    }

    private static double distance(Danger d, double x, double y) {
        double dx = Math.max(0.0, Math.abs(x - d.x) - d.hw), dy = Math.max(0.0, Math.abs(y - d.y) - d.hh);
        return Math.sqrt(dx * dx + dy * dy);
    }

    /** The danger's box overlaps the view (shrunk by the margin). */
    private static boolean overlaps(Danger d, double cx, double cy, double hw, double hh) {
        return Math.abs(d.x - cx) < d.hw + hw - MARGIN && Math.abs(d.y - cy) < d.hh + hh - MARGIN;
    }

    private static boolean inView(double x, double y, double cx, double cy, double hw, double hh) {
        return Math.abs(x - cx) <= hw - MARGIN && Math.abs(y - cy) <= hh - MARGIN;
    }

    private static String r1(double v) {
        return Double.toString(Math.round(v * 10.0) / 10.0);
    }

    private static String r2(double v) {
        return Double.toString(Math.round(v * 100.0) / 100.0);
    }
}
