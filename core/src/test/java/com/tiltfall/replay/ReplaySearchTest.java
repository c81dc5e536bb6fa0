package com.tiltfall.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessFiles;
import com.badlogic.gdx.files.FileHandle;
import com.tiltfall.game.BlindJumpRule;
import com.tiltfall.input.ControlState;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelLoader;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The replay tool repairs a broken run from where it breaks: a shipped replay whose end is cut off (the player
 * stops short of the goal) is found to fail where it stopped making progress, kept exactly up to 2 s before that,
 * and finished by the search into a run that ShippedLevelRunsTest would accept.
 */
class ReplaySearchTest {
    private static final String ASSETS = "../assets/";

    @BeforeAll
    static void files() {
        com.badlogic.gdx.utils.GdxNativesLoader.load();
        if (Gdx.files == null) Gdx.files = new HeadlessFiles();
    }

    /** The first step from {@code from} on where the run's player is further right than ever before. */
    static int headway(LevelData level, Replay run, int from) {
        com.tiltfall.sim.Simulation world = new com.tiltfall.sim.Simulation(level, new ReplayInput(run));
        double furthest = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < run.steps(); i++) {
            world.step(com.tiltfall.sim.FixedStepper.STEP);
            boolean further = world.playerX() > furthest;
            furthest = Math.max(furthest, world.playerX());
            if (i >= from && further) return i + 1;
        }
        throw new AssertionError("no headway after step " + from);
    }

    @Test
    void aRunCutShortIsKeptUpToShortlyBeforeWhereItStoppedAndFinishedBySearch() {
        LevelData level =
                new LevelLoader(path -> Gdx.files.local(ASSETS + path)).loadData("levels/06-seesaws-and-drops.tmx");
        FileHandle file = Gdx.files.local(ASSETS + "replays/06-seesaws-and-drops.replay");
        Replay whole = ReplayFormat.read(file.readString("UTF-8"), file.path());
        assertTrue(ReplaySearch.acceptable(ReplayRunner.run(level, whole), false), "the shipped replay is good");
        // cuts where the run is making headway (a new furthest point): cut there, it stops short of where it was going
        for (int cut : new int[] {headway(level, whole, 700), headway(level, whole, 950)}) {
            Replay cutShort = prefix(whole, cut); // then nothing is pressed: the player stops
            assertTrue(!ReplayRunner.run(level, cutShort).goalReached, "cut at " + cut + ": no goal");
            int failure = ReplaySearch.failureStep(level, cutShort);
            // after the keys are let go it brakes (or rides what it stands on) for a moment, then gains no half
            // metre more: the failure is found there, not at the end of the 180 steps of grace after the inputs
            assertTrue(failure >= cut - 30 && failure <= cut + 120, "cut at " + cut + ": failure found at " + failure);

            int from = failure - 120;
            Replay repaired = ReplaySearch.search(level, cutShort, from, "test");
            assertNotNull(repaired, "cut at " + cut + ": the search finished the run");
            assertTrue(ReplaySearch.acceptable(ReplayRunner.run(level, repaired), false), "cut at " + cut);
            ReplayInput a = new ReplayInput(cutShort), b = new ReplayInput(repaired);
            ControlState ca = new ControlState(), cb = new ControlState();
            for (int i = 0; i < from; i++) {
                a.poll(ca);
                b.poll(cb);
                assertEquals(ca.moveX, cb.moveX, 0.0, "step " + i);
                assertEquals(ca.jump, cb.jump, "step " + i);
                assertEquals(ca.down, cb.down, "step " + i);
            }
        }
    }

    /**
     * The search keeps only runs without blind jumps: a run off a 20 m cliff onto spikes the camera shows too late is
     * named blind (its first blind moment before its death, so a repair starts before it), the same run from a low
     * ledge is not, and a level that lists exactly those blind spots as known ({@code BlindJumpRule.OPEN}) passes.
     */
    @Test
    void runsWithBlindJumpsAreNotAcceptedUnlessTheLevelListsThemAsKnown() {
        LevelLoader loader = new LevelLoader();
        String hidden = "levels/blind/hidden-spikes.tmx", seen = "levels/blind/seen-spikes.tmx";
        Replay holdRight = new Replay();
        holdRight.add(300, 1.0, false, false);
        LevelData hiddenLevel = loader.loadData(hidden);
        String blind = ReplaySearch.blindSpots(hiddenLevel, holdRight, hidden);
        assertTrue(blind.contains("\"hidden spikes\"") && blind.contains("landing at"), blind);
        assertEquals("", ReplaySearch.blindSpots(loader.loadData(seen), holdRight, seen));
        int death = ReplayRunner.run(hiddenLevel, holdRight).deaths > 0 ? deathStep(hiddenLevel, holdRight) : -1;
        int failure = ReplaySearch.failureStep(hiddenLevel, holdRight);
        assertTrue(death > 0 && failure <= death, "failure at " + failure + ", death at " + death);
        BlindJumpRule.OPEN.put(hidden, BlindJumpRule.names(BlindJumpRule.check(hiddenLevel, holdRight)));
        try {
            assertEquals("", ReplaySearch.blindSpots(hiddenLevel, holdRight, hidden), "known blind spots");
        } finally {
            BlindJumpRule.OPEN.remove(hidden);
        }
    }

    private static int deathStep(LevelData level, Replay run) {
        com.tiltfall.sim.Simulation world = new com.tiltfall.sim.Simulation(level, new ReplayInput(run));
        for (int i = 0; i < run.steps(); i++) {
            world.step(com.tiltfall.sim.FixedStepper.STEP);
            if (world.deaths() > 0) return i;
        }
        return -1;
    }

    private static Replay prefix(Replay replay, int steps) {
        Replay out = new Replay();
        ReplayInput in = new ReplayInput(replay);
        ControlState c = new ControlState();
        for (int i = 0; i < steps; i++) {
            in.poll(c);
            out.add(c);
        }
        return out;
    }
}
