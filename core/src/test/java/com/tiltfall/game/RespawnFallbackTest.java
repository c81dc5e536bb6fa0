package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.ApplicationLogger;
import com.badlogic.gdx.Gdx;
import com.tiltfall.ecs.GameEvents;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelTestSupport;
import com.tiltfall.sim.Levels;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The run-time side of the respawn rule (GameplayEventSystem): a respawn point that kills the player twice in a row,
 * each time within a second of putting it back there, is left for the one before it, and the log says so. The levels
 * are built in code, so they bypass the level checker that refuses such points.
 */
class RespawnFallbackTest {
    static final double H = 0.45;
    /** Where a good checkpoint's respawn point is: standing on the ground (y = 0), 1 cm above it. */
    static final double STAND = H + 0.01;

    final List<String> log = new ArrayList<>();
    ApplicationLogger before;

    @BeforeEach
    void captureLog() {
        LevelTestSupport.headless();
        before = Gdx.app.getApplicationLogger();
        Gdx.app.setApplicationLogger(new ApplicationLogger() {
            @Override
            public void log(String tag, String message) {
                log.add(message);
            }

            @Override
            public void log(String tag, String message, Throwable exception) {
                log.add(message);
            }

            @Override
            public void error(String tag, String message) {
                log.add(message);
            }

            @Override
            public void error(String tag, String message, Throwable exception) {
                log.add(message);
            }

            @Override
            public void debug(String tag, String message) {}

            @Override
            public void debug(String tag, String message, Throwable exception) {}
        });
    }

    @AfterEach
    void restoreLog() {
        Gdx.app.setApplicationLogger(before);
    }

    /**
     * Ground 3 m thick (its underside is the kill line, 3 m below y = 0), the spawn at x = 0, a good flag at x = 4
     * (when {@code goodFlag}), a tall flag at x = {@code badX} whose base is {@code depth} m below the ground (its
     * respawn point in the rock, its top above the ground so that running through touches it), spikes at x = 14.
     */
    static LevelData rockCourse(boolean goodFlag, double badX, double depth) {
        LevelData l = Levels.empty(60.0, 20.0);
        l.terrain.add(Levels.box(-5.0, -3.0, 60.0, 0.0));
        l.entities.add(Levels.entity("player", 0.0, STAND, 0.0, 0.0));
        if (goodFlag) l.entities.add(Levels.entity("checkpoint", 4.0, 1.0, 1.0, 2.0));
        double base = -depth - 0.01, top = 4.0;
        l.entities.add(Levels.entity("checkpoint", badX, (base + top) / 2.0, 1.0, top - base));
        l.entities.add(Levels.entity("hazard", 14.5, 0.1, 1.0, 0.2));
        l.entities.add(Levels.entity("goal", 55.0, 1.0, 1.0, 2.0));
        return l;
    }

    /** Runs right into the spikes (the first death), then lets go of every control. */
    static Sim runIntoSpikes(LevelData l) {
        Sim s = new Sim(l);
        for (int i = 0; i < 600 && s.world.deaths() == 0; i++)
            s.input(1.0, false, false).step();
        assertEquals(1, s.world.deaths(), "ran into the spikes");
        s.input(0.0, false, false);
        return s;
    }

    @Test
    void aCheckpointInTheRockIsLeftForTheCheckpointBeforeIt() {
        for (double depth : new double[] {2.2, 2.5, 2.8}) {
            for (double badX : new double[] {8.0, 9.5, 11.0}) {
                String at = "depth " + depth + ", flag at " + badX;
                Sim s = runIntoSpikes(rockCourse(true, badX, depth));
                assertEquals(2, s.world.checkpoints(), at);
                int fallbackEvents = 0;
                double fallbackValue = -1;
                for (int i = 0; i < 600; i++) {
                    s.step();
                    for (int k = 0; k < s.world.events().count(); k++) {
                        if (s.world.events().kind(k) != GameEvents.RESPAWN_FALLBACK) continue;
                        fallbackEvents++;
                        fallbackValue = s.world.events().value(k);
                    }
                }
                // the spikes, then two deaths in the rock, each within a second of the respawn; then none
                assertEquals(3, s.world.deaths(), at);
                assertEquals(1, s.world.respawnFallbacks(), at);
                assertEquals(1, fallbackEvents, at);
                assertEquals(1.0, fallbackValue, at + ": the first checkpoint in touch order");
                // standing at the good flag, at rest
                assertEquals(4.0, s.x(), 0.01, at);
                assertEquals(H, s.y(), 0.02, at);
                assertEquals(4.0, s.world.rules().respawnX(), 0.0, at);
                assertEquals(STAND, s.world.rules().respawnY(), 1e-12, at);
                String expected = "checkpoint at (" + fmt(badX) + ", " + fmt((-depth - 0.01 + 4.0) / 2.0)
                        + " m) killed the player twice within 1 s of respawning there; respawning at checkpoint at"
                        + " (4, 1 m) instead";
                assertEquals(List.of(expected), log, at);
                log.clear();
            }
        }
    }

    @Test
    void withNoCheckpointBeforeItTheSpawnTakesOver() {
        Sim s = runIntoSpikes(rockCourse(false, 9.0, 2.5));
        s.seconds(10.0);
        assertEquals(3, s.world.deaths());
        assertEquals(1, s.world.respawnFallbacks());
        assertEquals(0.0, s.x(), 0.01);
        assertEquals(0.0, s.world.rules().respawnX(), 0.0);
        assertEquals(1, log.size(), log.toString());
        assertTrue(log.get(0).endsWith("respawning at the spawn instead"), log.get(0));
    }

    @Test
    void twoBadCheckpointsInARowFallBackTwice() {
        LevelData l = rockCourse(true, 8.0, 2.5);
        double base = -2.51, top = 4.0;
        l.entities.add(Levels.entity("checkpoint", 11.0, (base + top) / 2.0, 1.0, top - base));
        Sim s = runIntoSpikes(l);
        assertEquals(3, s.world.checkpoints());
        s.seconds(10.0);
        assertEquals(5, s.world.deaths(), "the spikes, then two deaths at each bad flag");
        assertEquals(2, s.world.respawnFallbacks());
        assertEquals(4.0, s.x(), 0.01);
        assertEquals(2, log.size(), log.toString());
    }

    /** Runs right from the respawn point until the next death; returns the steps it took. */
    static int runUntilDeath(Sim s) {
        int deaths = s.world.deaths(), steps = 0;
        while (s.world.deaths() == deaths && steps < 600) {
            s.input(1.0, false, false).step();
            steps++;
        }
        assertEquals(deaths + 1, s.world.deaths(), "died");
        s.input(0.0, false, false);
        return steps;
    }

    /** A good flag 2.5 m before the spikes: running straight back into them takes well under a second. */
    static LevelData flagBeforeSpikes() {
        LevelData l = Levels.empty(60.0, 20.0);
        l.terrain.add(Levels.box(-5.0, -3.0, 60.0, 0.0));
        l.entities.add(Levels.entity("player", 0.0, STAND, 0.0, 0.0));
        l.entities.add(Levels.entity("checkpoint", 12.0, 1.0, 1.0, 2.0));
        l.entities.add(Levels.entity("hazard", 14.5, 0.1, 1.0, 0.2));
        l.entities.add(Levels.entity("goal", 55.0, 1.0, 1.0, 2.0));
        return l;
    }

    @Test
    void quickDeathsThatAreNotInARowMoveNothing() {
        Sim s = runIntoSpikes(flagBeforeSpikes());
        for (int round = 0; round < 4; round++) {
            assertTrue(runUntilDeath(s) <= 60, "a quick death (within a second of the respawn)");
            s.seconds(1.5); // waits at the flag: the next death is not quick, and the count starts again
            runUntilDeath(s);
        }
        assertEquals(9, s.world.deaths());
        assertEquals(0, s.world.respawnFallbacks());
        assertEquals(12.0, s.world.rules().respawnX(), 0.0);
        assertEquals(List.of(), log);
    }

    @Test
    void twoQuickDeathsInARowLeaveThePointWhateverKilled() {
        // the rule does not know why: running back into the spikes twice at once leaves the flag as well
        Sim s = runIntoSpikes(flagBeforeSpikes());
        assertTrue(runUntilDeath(s) <= 60);
        assertEquals(0, s.world.respawnFallbacks(), "one quick death is not enough");
        assertTrue(runUntilDeath(s) <= 60);
        assertEquals(1, s.world.respawnFallbacks());
        assertEquals(0.0, s.world.rules().respawnX(), 0.0, "back at the spawn");
        assertEquals(0.0, s.x(), 1e-9);
    }

    @Test
    void timeUpsDoNotCount() {
        // a half-second limit: time up every 0.5 s at the flag, far inside a second of each respawn
        LevelData l = Levels.empty(60.0, 20.0);
        l.terrain.add(Levels.box(-5.0, -3.0, 60.0, 0.0));
        l.entities.add(Levels.entity("player", 0.0, STAND, 0.0, 0.0));
        l.entities.add(Levels.entity("checkpoint", 0.0, 1.0, 1.0, 2.0));
        l.entities.add(Levels.entity("goal", 55.0, 1.0, 1.0, 2.0));
        l.timeLimit = 0.5;
        Sim s = new Sim(l);
        s.seconds(5.0);
        assertTrue(s.world.timeUps() >= 9, "time ups " + s.world.timeUps());
        assertEquals(1, s.world.checkpoints());
        assertEquals(0, s.world.respawnFallbacks());
        assertEquals(List.of(), log);
    }

    @Test
    void aSpawnInTheRockHasNoEarlierPointAndSaysSoOnce() {
        LevelData l = Levels.empty(60.0, 20.0);
        l.terrain.add(Levels.box(-5.0, -3.0, 60.0, 0.0));
        l.entities.add(Levels.entity("player", 0.0, -2.05, 0.0, 0.0));
        l.entities.add(Levels.entity("goal", 55.0, 1.0, 1.0, 2.0));
        Sim s = new Sim(l);
        s.seconds(6.0);
        assertTrue(s.world.deaths() >= 4, "it still dies there: " + s.world.deaths());
        assertEquals(0, s.world.respawnFallbacks());
        assertEquals(
                List.of("the spawn killed the player twice within 1 s of respawning there; no earlier point"), log);
    }

    /** The log's numbers: at most 3 decimals, no trailing zeros (written apart from LevelValidator.num). */
    static String fmt(double v) {
        String s = java.math.BigDecimal.valueOf(Math.round(v * 1000.0), 3)
                .stripTrailingZeros()
                .toPlainString();
        return s;
    }
}
