package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.ashley.core.Entity;
import com.tiltfall.ecs.GameEvents;
import com.tiltfall.ecs.Mappers;
import com.tiltfall.ecs.component.TriggerComponent;
import com.tiltfall.level.LevelData;
import com.tiltfall.replay.Replay;
import com.tiltfall.replay.ReplayRunner;
import com.tiltfall.sim.Levels;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;

/**
 * The level rules (GameplayEventSystem, one place for the game screen and the replay runner): checkpoints, deaths
 * with the clock running, time up, the "player was hit" hook, the coin policy, and systems that talk only through
 * components and events.
 */
class LevelRulesTest {
    static final double H = 0.45;

    /**
     * Flat ground y = 0 from x = -5 to 60, the player at x = 0, a checkpoint flag (1 x 2 m, standing on the ground)
     * at x = cp, a hazard strip at x = 30..31 (0.2 m high), a coin at x = 5, a goal far away at x = 55.
     */
    static LevelData course(double cp, double timeLimit) {
        LevelData l = Levels.empty(70.0, 20.0);
        l.terrain.add(Levels.box(-5.0, -1.0, 60.0, 0.0));
        l.entities.add(Levels.entity("player", 0.0, H + 0.01, 0.0, 0.0));
        l.entities.add(Levels.entity("checkpoint", cp, 1.0, 1.0, 2.0));
        l.entities.add(Levels.entity("hazard", 30.5, 0.1, 1.0, 0.2));
        l.entities.add(Levels.entity("coin", 5.0, 0.5, 0.6, 0.6));
        l.entities.add(Levels.entity("goal", 55.0, 1.0, 1.0, 2.0));
        l.timeLimit = timeLimit;
        return l;
    }

    @Test
    void touchingACheckpointMakesItTheRespawnPointWithTheClockRunning() {
        for (double cp : new double[] {8.0, 14.5, 21.0}) {
            Sim s = new Sim(course(cp, 0.0));
            int checkpointEvents = 0, deathEvents = 0;
            double clockAtDeath = -1.0;
            for (int i = 0; i < 600 && s.world.deaths() == 0; i++) {
                s.input(1.0, false, false).step();
                checkpointEvents += s.world.events().count(GameEvents.CHECKPOINT);
                deathEvents += s.world.events().count(GameEvents.DEATH);
                if (s.world.deaths() > 0) clockAtDeath = s.world.elapsed();
            }
            assertEquals(1, s.world.checkpoints(), "cp " + cp);
            assertEquals(1, checkpointEvents);
            assertEquals(1, s.world.deaths(), "ran into the hazard");
            assertEquals(1, deathEvents);
            // back at the flag's base: centre at (cp, 0 + 0.45 + 0.01), at rest, upright
            assertEquals(cp, s.x(), 1e-9);
            assertEquals(H + 0.01, s.y(), 1e-9);
            assertEquals(0.0, s.world.playerAngle(), 0.0);
            assertEquals(0.0, s.vx(), 0.0);
            // the clock keeps running through a death
            double t = s.world.elapsed();
            s.steps(30);
            assertEquals(t + 0.5, s.world.elapsed(), 1e-9);
            assertTrue(clockAtDeath > 2.0, "the run took time " + clockAtDeath);
        }
    }

    @Test
    void withoutACheckpointADeathRespawnsAtTheSpawnAndCoinsStayCollected() {
        Sim s = new Sim(course(58.0, 0.0)); // the flag is beyond the hazard: not reached
        for (int i = 0; i < 600 && s.world.deaths() == 0; i++)
            s.input(1.0, false, false).step();
        assertEquals(1, s.world.deaths());
        assertEquals(0, s.world.checkpoints());
        assertEquals(0.0, s.x(), 1e-9);
        assertEquals(1, s.world.coins(), "collected on the way");
        // the coin is gone for good: running over its place again does not count it twice
        for (int i = 0; i < 90; i++) s.input(1.0, false, false).step();
        assertTrue(s.x() > 6.0);
        assertEquals(1, s.world.coins());
        int coinsLeft = 0;
        for (Entity e : s.world.engine().getEntities()) {
            TriggerComponent t = Mappers.TRIGGER.get(e);
            if (t != null && t.kind == TriggerComponent.COIN) coinsLeft++;
        }
        assertEquals(0, coinsLeft);
    }

    @Test
    void timeUpCostsALifeAndRestartsTheClockAtTheLastCheckpoint() {
        for (double limit : new double[] {1.0, 2.5, 4.25}) {
            Sim s = new Sim(course(3.0, limit));
            int timeUpStep = -1, timeUpEvents = 0;
            for (int i = 0; i < 600 && timeUpStep < 0; i++) {
                s.input(i < 40 ? 1.0 : 0.0, false, false).step(); // to the flag at x = 3, then wait
                timeUpEvents += s.world.events().count(GameEvents.TIME_UP);
                if (s.world.timeUps() > 0) timeUpStep = i + 1;
            }
            // the first step whose clock passes the limit: limit * 60 steps, give or take the rounding of n / 60
            assertEquals(limit * 60.0, timeUpStep, 1.0, "limit " + limit);
            assertEquals(1, timeUpEvents);
            assertEquals(1, s.world.deaths(), "time up costs a life");
            assertEquals(3.0, s.x(), 1e-9, "back at the checkpoint");
            assertEquals(limit, s.world.timeLeft(), 1e-9, "a fresh clock");
            assertEquals(timeUpStep / 60.0, s.world.elapsed(), 1e-9, "the level's time keeps counting");
            s.seconds(limit + 0.1);
            assertEquals(2, s.world.timeUps(), "and again");
        }
    }

    @Test
    void theHitHookCostsOneLifePerStepAndRespawnsOnlyWhenAsked() {
        for (double x : new double[] {2.0, 7.5}) {
            Sim s = new Sim(course(4.0, 0.0));
            s.world.placePlayer(x, H + 0.01, 0.0);
            s.steps(5);
            double before = s.x();
            s.world.playerState().hit(false);
            s.world.playerState().hit(false);
            s.step();
            assertEquals(1, s.world.deaths(), "two hits in one step: one life");
            assertEquals(before, s.x(), 0.01, "stays where it was hit");
            s.world.playerState().hit(true);
            s.step();
            assertEquals(2, s.world.deaths());
            assertEquals(0.0, s.x(), 1e-9, "back at the spawn (the flag at 4 was never touched)");
            s.steps(5);
            assertEquals(2, s.world.deaths(), "no hit, no death");
        }
    }

    @Test
    void theGoalStopsTheClockAndNothingCountsAfterIt() {
        LevelData l = course(8.0, 0.0);
        l.entities.get(4).x = 12.0; // goal close by
        Sim s = new Sim(l);
        int goals = 0;
        for (int i = 0; i < 300 && !s.world.isGoalReached(); i++) {
            s.input(1.0, false, false).step();
            goals += s.world.events().count(GameEvents.GOAL);
        }
        assertTrue(s.world.isGoalReached());
        assertEquals(1, goals);
        double t = s.world.elapsed();
        s.world.playerState().hit(true);
        s.steps(60);
        assertEquals(t, s.world.elapsed(), 0.0);
        assertEquals(0, s.world.deaths());
    }

    @Test
    void theReplayRunnerAppliesTheSameRules() {
        // an idle replay on a level with a 1.5 s limit: the runner sees the world's time up, not its own
        LevelData l = course(3.0, 1.5);
        Replay r = new Replay();
        r.level = "course";
        com.tiltfall.input.ControlState c = new com.tiltfall.input.ControlState();
        for (int i = 0; i < 200; i++) r.add(c);
        ReplayRunner.Outcome o = ReplayRunner.run(l, r);
        assertFalse(o.goalReached);
        assertTrue(o.timeOut);
        // 200 + 180 grace steps = 6.33 s: the clock ran out 4 times (at 1.5, 3.0, 4.5, 6.0 s), each a life
        assertEquals(4, o.deaths);
    }

    @Test
    void noSystemCallsAnotherSystem() throws IOException {
        // systems talk through components and events: none looks another system up or holds one
        Path dir = Paths.get("src/main/java/com/tiltfall/ecs/system");
        try (java.util.stream.Stream<Path> files = Files.walk(dir)) { // the player controller's steps included
            for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
                String src = new String(Files.readAllBytes(f), java.nio.charset.StandardCharsets.UTF_8);
                String name = f.getFileName().toString();
                assertFalse(src.contains("getSystem("), name + " looks up a system");
                for (String other : new String[] {"PhysicsSystem", "PlayerControlSystem", "GameplayEventSystem"}) {
                    if (name.equals(other + ".java")) continue;
                    assertFalse(src.contains(other + " "), name + " holds a " + other);
                }
            }
        }
    }
}
