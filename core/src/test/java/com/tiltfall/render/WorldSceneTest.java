package com.tiltfall.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.ashley.core.Entity;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessFiles;
import com.badlogic.gdx.files.FileHandle;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.PlatformComponent;
import com.tiltfall.ecs.component.PlayerComponent;
import com.tiltfall.ecs.component.TransformComponent;
import com.tiltfall.ecs.component.TriggerComponent;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelLoader;
import com.tiltfall.replay.Replay;
import com.tiltfall.replay.ReplayFormat;
import com.tiltfall.replay.ReplayInput;
import com.tiltfall.sim.Levels;
import com.tiltfall.sim.Simulation;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The renderer reads the world and never changes it: every shipped level's replay is run twice in lockstep, once
 * with the world renderer's scene (terrain mesh, hero look, particles, shake, death and goal animations) updated
 * several times between steps at varying interpolation weights and frame times, once without; the simulation's
 * state hash and every component's fields agree at every step. And the scene does react to what happens.
 */
class WorldSceneTest {
    private static final String ASSETS = "../assets/";

    @BeforeAll
    static void files() {
        com.badlogic.gdx.utils.GdxNativesLoader.load();
        if (Gdx.files == null) Gdx.files = new HeadlessFiles();
    }

    private static LevelLoader loader() {
        return new LevelLoader(path -> Gdx.files.local(ASSETS + path));
    }

    private static Replay replay(String level) {
        FileHandle f = Gdx.files.local(ASSETS + "replays/"
                + level.substring(level.lastIndexOf('/') + 1).replace(".tmx", ".replay"));
        return ReplayFormat.read(f.readString("UTF-8"), f.path());
    }

    /** Every field the simulation keeps in components, hashed by its exact bits. */
    static long componentHash(Simulation world) {
        long h = 17;
        for (Entity e : world.engine().getEntities()) {
            TransformComponent t = e.getComponent(TransformComponent.class);
            if (t != null) h = mix(h, t.x, t.y, t.angle, t.prevX, t.prevY, t.prevAngle);
            BodyComponent b = e.getComponent(BodyComponent.class);
            if (b != null) h = mix(h, b.x, b.y, b.angle, b.body, b.category, b.shapes.length);
            PlayerComponent p = e.getComponent(PlayerComponent.class);
            if (p != null) {
                h = mix(
                        h,
                        p.stats.jumps,
                        p.stats.snaps,
                        p.stats.rightings,
                        p.state.grounded ? 1 : 0,
                        p.state.coyoteTimer,
                        p.state.jumpBufferTimer);
                h = mix(
                        h,
                        p.state.groundNx,
                        p.state.groundNy,
                        p.state.groundVx,
                        p.state.settleTimer,
                        p.state.noGroundTimer,
                        p.state.contactFriction);
            }
            TriggerComponent tr = e.getComponent(TriggerComponent.class);
            if (tr != null) h = mix(h, tr.kind, tr.used ? 1 : 0, 0, 0, 0, 0);
            PlatformComponent pl = e.getComponent(PlatformComponent.class);
            if (pl != null) h = mix(h, pl.time, pl.originX, pl.originY, 0, 0, 0);
        }
        return h;
    }

    private static long mix(long h, double... v) {
        for (double d : v) h = 31 * h + Double.doubleToLongBits(d);
        return h;
    }

    @Test
    void drawingScenesNeverChangeTheWorld() {
        int hardLandingLevels = 0;
        for (String path : loader().levelList(LevelLoader.LEVEL_LIST)) {
            LevelData level = loader().loadData(path);
            Replay r = replay(path);
            Simulation drawn = new Simulation(level, new ReplayInput(r));
            Simulation plain = new Simulation(level, new ReplayInput(r));
            WorldScene scene = new WorldScene(drawn);
            int frames = 0;
            float minScale = 1f, maxScale = 1f, maxParticles = 0;
            boolean lookedRight = false;
            // the hardest landing of the run: the fall speed just before the player is grounded again, counted once
            // the player has stayed grounded for 4 steps (a step's touch of a plank that swings away, level 15's mill,
            // may fall between two frames: the scene cannot squash for what no frame saw)
            double hardest = 0, lastVy = 0, landing = 0;
            int groundedSteps = 0;
            for (int step = 0; step < r.steps() + 120 && !plain.isGoalReached(); step++) {
                // 0 to 3 frames per step, at different alphas and frame times (like 30-144 Hz displays)
                for (int f = 0; f < step % 4; f++, frames++) {
                    scene.update((f + 0.37f) / 4f, 1f / (30 + (step % 5) * 28));
                    // what each frame draws: at 30 Hz a landing's squash is mostly undone by the step's third frame
                    minScale = Math.min(minScale, scene.hero().scaleY());
                    maxScale = Math.max(maxScale, scene.hero().scaleY());
                }
                assertEquals(
                        componentHash(plain), componentHash(drawn), path + ": components drawn before step " + step);
                drawn.step(1.0 / 60.0);
                plain.step(1.0 / 60.0);
                assertEquals(plain.stateHash(), drawn.stateHash(), path + ": state hash at step " + step);
                assertEquals(componentHash(plain), componentHash(drawn), path + ": components at step " + step);
                if (drawn.isPlayerGrounded()) {
                    if (groundedSteps++ == 0) landing = -lastVy;
                    if (groundedSteps == 4) hardest = Math.max(hardest, landing);
                } else groundedSteps = 0;
                lastVy = drawn.playerVelocityY();
                minScale = Math.min(minScale, scene.hero().scaleY());
                maxScale = Math.max(maxScale, scene.hero().scaleY());
                maxParticles = Math.max(maxParticles, scene.particles().count());
                if (drawn.playerVelocityX() > 4
                        && drawn.isPlayerGrounded()
                        && scene.hero().lookX() > 0.3f) lookedRight = true;
            }
            assertTrue(plain.isGoalReached() && drawn.isGoalReached(), path + ": both runs reach the goal");
            assertTrue(frames > 100, "frames drawn: " + frames);
            // the scene reacted: jumps stretch, landings squash, dust and sparkles fly, eyes follow the run
            assertTrue(maxScale > 1.1f, path + ": stretched on a jump: " + maxScale);
            // a landing at v m/s squashes to 1 - 0.01 v (HeroLook): one at 6 m/s or more must show below 0.95
            if (hardest >= 6.0) {
                hardLandingLevels++;
                assertTrue(minScale < 0.95f, path + ": squashed on a " + hardest + " m/s landing: " + minScale);
            }
            // ...within 15 % of the body's outline both ways (the width is 1 / height): never visibly over a walker
            // the body does not touch
            assertTrue(maxScale <= 1.15f && 1f / minScale <= 1.15f, path + ": squash " + minScale + ".." + maxScale);
            assertTrue(maxParticles >= 10, path + ": particles: " + maxParticles);
            assertTrue(lookedRight, path + ": eyes look right while running right");
        }
        assertTrue(hardLandingLevels >= 4, "levels whose replay lands at 6 m/s or more: " + hardLandingLevels);
    }

    @Test
    void aTrickMakesTheHeroGrinAndABadLandingMakesItWince() {
        int tricks = 0, bad = 0;
        for (String path : loader().levelList(LevelLoader.LEVEL_LIST)) {
            Replay r = replay(path);
            Simulation world = new Simulation(loader().loadData(path), new ReplayInput(r));
            WorldScene scene = new WorldScene(world);
            while (!world.isGoalReached() && world.steps() < r.steps() + 120) {
                int t0 = world.playerState().stats.tricks,
                        b0 = world.playerState().stats.badLandings,
                        c0 = world.coins();
                world.step(1.0 / 60.0);
                scene.update(1f, 1f / 60f);
                if (world.playerState().stats.tricks > t0) {
                    tricks++;
                    assertTrue(scene.hero().happy(), path + ": a grin after the trick at step " + world.steps());
                } else if (world.playerState().stats.badLandings > b0 && world.coins() == c0) {
                    bad++;
                    assertTrue(scene.hero().oops(), path + ": a wince after the bad landing at step " + world.steps());
                }
            }
        }
        assertTrue(tricks > 0, "the shipped replays land at least one trick: " + tricks);
    }

    @Test
    void pickingUpACoinSparklesAndTheGoalCelebrates() {
        String path = loader().levelList(LevelLoader.LEVEL_LIST).first();
        LevelData level = loader().loadData(path);
        Replay r = replay(path);
        Simulation world = new Simulation(level, new ReplayInput(r));
        WorldScene scene = new WorldScene(world);
        int coins = 0;
        boolean sparkled = false;
        while (!world.isGoalReached() && world.steps() < r.steps() + 120) {
            world.step(1.0 / 60.0);
            int before = countKind(scene.particles(), Particles.SPARKLE);
            scene.update(1f, 1f / 60f);
            if (world.coins() > coins) {
                coins = world.coins();
                sparkled |= countKind(scene.particles(), Particles.SPARKLE) >= before + 10;
                assertTrue(scene.hero().happy(), "the hero smiles at a coin");
            }
        }
        assertTrue(coins > 0 && sparkled, "coins picked up (" + coins + ") sparkle");
        assertTrue(world.isGoalReached());
        for (int i = 0; i < 30; i++) scene.update(1f, 1f / 60f);
        assertTrue(scene.goalTime() > 0.4f, "the goal's celebration runs: " + scene.goalTime());
        assertTrue(countKind(scene.particles(), Particles.DOT) >= 16, "confetti");
    }

    @Test
    void pickingUpAGemSparkles() {
        int gems = 0;
        for (String path : loader().levelList(LevelLoader.LEVEL_LIST)) {
            Replay r = replay(path);
            Simulation world = new Simulation(loader().loadData(path), new ReplayInput(r));
            WorldScene scene = new WorldScene(world);
            int seen = 0;
            while (!world.isGoalReached() && world.steps() < r.steps() + 120) {
                world.step(1.0 / 60.0);
                scene.update(1f, 1f / 60f);
                if (world.gems() > seen) {
                    seen = world.gems();
                    gems++;
                    // the sparkles emitted this frame (a net count misses them when older ones expire meanwhile)
                    assertTrue(
                            countFresh(scene.particles(), Particles.SPARKLE) >= 16,
                            path + ": a gem sparkles at step " + world.steps());
                }
            }
            if (gems >= 2) break;
        }
        assertTrue(gems >= 2, "the shipped replays pick up gems: " + gems);
    }

    @Test
    void aBouncePadLaunchPuffsDustAndSparkles() {
        int launches = 0;
        for (String path : loader().levelList(LevelLoader.LEVEL_LIST)) {
            Replay r = replay(path);
            Simulation world = new Simulation(loader().loadData(path), new ReplayInput(r));
            WorldScene scene = new WorldScene(world);
            while (!world.isGoalReached() && world.steps() < r.steps() + 120) {
                world.step(1.0 / 60.0);
                scene.update(1f, 1f / 60f);
                boolean launched = world.events().count(com.tiltfall.ecs.GameEvents.SPRING) > 0;
                // the particles emitted this frame (a net count misses them when older ones expire in the same update)
                boolean puffed = countFresh(scene.particles(), Particles.DUST) >= 10
                        && countFresh(scene.particles(), Particles.SPARKLE) >= 8;
                if (!launched) continue;
                launches++;
                assertTrue(puffed, path + ": a launch puffs dust and sparkles, step " + world.steps());
            }
        }
        assertTrue(launches >= 2, "the shipped replays use bounce pads: " + launches);
    }

    @Test
    void aStompedWalkerLiesFlatForAMoment() {
        int flats = 0;
        for (String path : loader().levelList(LevelLoader.LEVEL_LIST)) {
            Replay r = replay(path);
            Simulation world = new Simulation(loader().loadData(path), new ReplayInput(r));
            WorldScene scene = new WorldScene(world);
            int stomps = world.playerHurt() == null ? 0 : world.playerHurt().stomps;
            while (!world.isGoalReached() && world.steps() < r.steps() + 120) {
                world.step(1.0 / 60.0);
                scene.update(1f, 1f / 60f);
                if (world.playerHurt() != null && world.playerHurt().stomps > stomps) {
                    stomps = world.playerHurt().stomps;
                    boolean flat = false;
                    for (int i = 0; i < WorldScene.FLATS; i++) flat |= scene.flatTime(i) >= 0f;
                    if (flat) flats++;
                }
            }
        }
        assertTrue(flats > 0, "a stomp in the shipped replays flattens a walker: " + flats);
    }

    @Test
    void aDeathPlaysItsAnimationWhereThePlayerWasAndShakesTheScreen() {
        LevelData level =
                loader().loadData(loader().levelList(LevelLoader.LEVEL_LIST).first());
        // run right off nothing: push the player into the kill zone by teleporting it below the level
        Simulation world = new Simulation(level, out -> out.clear());
        WorldScene scene = new WorldScene(world);
        for (int i = 0; i < 30; i++) {
            world.step(1.0 / 60.0);
            scene.update(1f, 1f / 60f);
        }
        float x = scene.playerX();
        world.physicsWorld().setTransform(world.playerBody(), x, -10.0, 0.0);
        int deaths = world.deaths();
        for (int i = 0; i < 5 && world.deaths() == deaths; i++) {
            world.step(1.0 / 60.0);
            scene.update(1f, 1f / 60f);
        }
        assertEquals(deaths + 1, world.deaths(), "the player died");
        assertEquals(1, world.respawns(), "and was sent back");
        assertTrue(scene.ghostTime() >= 0f, "the death animation plays");
        assertTrue(scene.hurtTime() < 0f, "a death is not a mere hurt");
        assertEquals(x, scene.ghostX(), 0.5f, "where the player was, not at the spawn point");
        assertTrue(scene.shake().trauma() > 0.3f, "the screen shakes");
        for (int i = 0; i < 60; i++) scene.update(1f, 1f / 60f);
        assertTrue(scene.ghostTime() < 0f, "and ends after " + WorldScene.DEATH_TIME + " s");
        assertEquals(0f, scene.shake().trauma(), 0f, "the shake settles");
    }

    /**
     * A walker's touch costs a life but leaves the hero where it is: the hero flinches (the hurt reaction, an "oops"
     * face, a little shake) instead of playing the death animation and its orange burst, which would read as being
     * sent back. Walkers of two speeds from three distances, the hero standing still on flat ground.
     */
    @Test
    void aHitThatLeavesTheHeroInPlaceFlinchesInsteadOfDying() {
        for (double speed : new double[] {1.0, 3.0}) {
            for (double from : new double[] {6.0, 8.0, 11.0}) {
                String what = "walker at " + from + " m, " + speed + " m/s";
                Simulation world = new Simulation(walkerLevel(speed, from, 0.0), out -> out.clear());
                WorldScene scene = new WorldScene(world);
                int deaths = world.deaths();
                for (int i = 0; i < 60 * 15 && world.playerHurt().hits == 0; i++) {
                    world.step(1.0 / 60.0);
                    scene.update(1f, 1f / 60f);
                }
                assertEquals(1, world.playerHurt().hits, what + ": the walker hit the hero");
                assertEquals(deaths + 1, world.deaths(), what + ": the hit cost a life");
                assertEquals(0, world.respawns(), what + ": but did not send the hero back");
                float x = scene.playerX();
                assertTrue(scene.hurtTime() >= 0f, what + ": the hurt reaction plays");
                assertTrue(scene.ghostTime() < 0f, what + ": no death animation");
                assertEquals(0, countKind(scene.particles(), Particles.DOT), what + ": no death burst");
                assertTrue(countKind(scene.particles(), Particles.SPARKLE) > 0, what + ": stars from the blow");
                assertTrue(scene.hero().oops(), what + ": the hero winces");
                assertTrue(scene.shake().trauma() > 0f, what + ": the screen jolts");
                assertEquals(3.0f, x, 1.0f, what + ": the hero is still where it stood");
                for (int i = 0; i < 30; i++) scene.update(1f, 1f / 60f);
                assertTrue(scene.hurtTime() < 0f, what + ": the flinch is over after " + WorldScene.HURT_TIME + " s");
            }
        }
    }

    /**
     * A walker's hit in the very step the clock runs out: the time up sends the hero back to the spawn, a few
     * centimetres from where it stood, so the hero hardly moves between frames; yet it was sent back and the death
     * animation plays, not the flinch (a guess from how far the hero moved between frames calls it a flinch). The
     * step of the hit is found by a first run without a time limit; the limit is then set to run out in that step.
     */
    @Test
    void aHitInTheStepTheClockRunsOutSendsTheHeroBackWithTheDeathAnimation() {
        for (double speed : new double[] {1.0, 3.0}) {
            for (double from : new double[] {6.0, 8.0, 11.0}) {
                String what = "walker at " + from + " m, " + speed + " m/s";
                int hitStep = 0;
                Simulation probe = new Simulation(walkerLevel(speed, from, 0.0), out -> out.clear());
                while (probe.playerHurt().hits == 0 && hitStep < 60 * 15) {
                    probe.step(1.0 / 60.0);
                    hitStep++;
                }
                assertEquals(1, probe.playerHurt().hits, what + ": the walker hits the hero");
                Simulation world = new Simulation(walkerLevel(speed, from, (hitStep - 0.5) / 60.0), out -> out.clear());
                WorldScene scene = new WorldScene(world);
                float x = 0f;
                for (int i = 0; i < hitStep; i++) {
                    x = scene.playerX();
                    world.step(1.0 / 60.0);
                    scene.update(1f, 1f / 60f);
                }
                assertEquals(1, world.playerHurt().hits, what + ": hit in step " + hitStep);
                assertEquals(1, world.deaths(), what + ": one life lost in that step");
                assertEquals(1, world.respawns(), what + ": the time up sent the hero back");
                assertTrue(Math.abs(scene.playerX() - x) < 0.5f, what + ": to near where it stood");
                assertTrue(scene.ghostTime() >= 0f, what + ": the death animation plays");
                assertEquals(x, scene.ghostX(), 0.01f, what + ": where the hero was");
                assertTrue(scene.hurtTime() < 0f, what + ": no flinch");
                assertTrue(countKind(scene.particles(), Particles.DOT) > 0, what + ": the death burst");
            }
        }
    }

    /** A flat 60 m floor, the hero at 3 m, a walker at {@code from} coming at {@code speed}; a time limit (0: none). */
    private static LevelData walkerLevel(double speed, double from, double timeLimit) {
        LevelData l = Levels.empty(60.0, 30.0);
        l.terrain.add(Levels.box(0.0, 0.0, 60.0, 1.0));
        l.entities.add(Levels.entity("player", 3.0, 1.5, 0.0, 0.0));
        com.tiltfall.level.EntityData walker = Levels.entity("walker", from, 1.41, 0.9, 0.8);
        walker.properties.put("speed", speed);
        l.entities.add(walker);
        l.timeLimit = timeLimit;
        return l;
    }

    @Test
    void updatingTheSceneAllocatesNothing() {
        String path = loader().levelList(LevelLoader.LEVEL_LIST).first();
        Replay r = replay(path);
        Simulation world = new Simulation(loader().loadData(path), new ReplayInput(r));
        WorldScene scene = new WorldScene(world);
        for (int i = 0; i < 60; i++) {
            world.step(1.0 / 60.0);
            scene.update(0.5f, 1f / 60f);
        }
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long id = Thread.currentThread().getId();
        mx.getThreadAllocatedBytes(id);
        long total = 0;
        for (int i = 0; i < 240; i++) {
            world.step(1.0 / 60.0);
            long b0 = mx.getThreadAllocatedBytes(id);
            scene.update(0.5f, 1f / 60f);
            scene.update(0.9f, 1f / 120f);
            long b1 = mx.getThreadAllocatedBytes(id);
            total += b1 - b0 - (mx.getThreadAllocatedBytes(id) - b1);
        }
        assertEquals(0L, total, "bytes allocated by 480 scene updates");
    }

    /** Particles of a kind emitted in the last update (aged one 1/60 s frame at most). */
    private static int countFresh(Particles p, int kind) {
        int n = 0;
        for (int i = 0; i < p.count(); i++) if (p.kind[i] == kind && p.age(i) <= 1.5f / 60f) n++;
        return n;
    }

    private static int countKind(Particles p, int kind) {
        int n = 0;
        for (int i = 0; i < p.count(); i++) if (p.kind[i] == kind) n++;
        return n;
    }
}
