package com.tiltfall.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessFiles;
import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.utils.Array;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelLoader;
import com.tiltfall.replay.Replay;
import com.tiltfall.replay.ReplayFormat;
import com.tiltfall.replay.ReplayInput;
import com.tiltfall.sim.FixedStepper;
import com.tiltfall.sim.Simulation;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A designer's reload starts at the checkpoint the player last reached: played with its replay up to each checkpoint
 * of a shipped level, the reloaded level puts the player standing on that flag's base (and a death brings it back
 * there); a moved checkpoint is followed, a deleted one (or none reached) starts at the spawn.
 */
class ReloadStartTest {
    static final double HALF = 0.45; // half the hero's box, m (docs/player.md: a 0.9 m box)

    @BeforeAll
    static void files() {
        com.badlogic.gdx.utils.GdxNativesLoader.load();
        if (Gdx.files == null) Gdx.files = new HeadlessFiles();
    }

    static LevelLoader loader() {
        return new LevelLoader(path -> Gdx.files.local("../assets/" + path));
    }

    static Array<EntityData> checkpoints(LevelData level) {
        Array<EntityData> out = new Array<>();
        for (EntityData d : level.entities) if (d.type.equals("checkpoint")) out.add(d);
        return out;
    }

    /** The player stands on the flag's base (the bottom of its rectangle), at its centre, upright. */
    static void assertStandsOn(Simulation world, EntityData flag, String what) {
        assertEquals(flag.x, world.playerX(), 1e-9, what + ": x");
        double base = flag.y - flag.height / 2;
        assertEquals(base + HALF, world.playerY(), 0.02, what + ": y (base " + base + ")");
        assertEquals(0.0, world.playerAngle(), 1e-9, what + ": upright");
    }

    @Test
    void aReloadStartsAtEveryCheckpointTheReplayReaches() {
        int tried = 0;
        for (String path : loader().levelList(LevelLoader.LEVEL_LIST)) {
            String name = path.substring(path.lastIndexOf('/') + 1).replace(".tmx", ".replay");
            FileHandle file = Gdx.files.local("../assets/replays/" + name);
            Replay replay = ReplayFormat.read(file.readString("UTF-8"), file.path());
            LevelData played = loader().loadData(path);
            Simulation world = new Simulation(played, new ReplayInput(replay));
            int reached = 0;
            for (int step = 0; step < replay.steps() && !world.isGoalReached(); step++) {
                world.step(FixedStepper.STEP);
                if (world.checkpoints() == reached) continue;
                reached = world.checkpoints();
                ReloadStart start = new ReloadStart();
                start.remember(played, world.rules().respawnX(), world.rules().respawnY());
                LevelData reloaded = loader().loadData(path);
                String label = start.apply(reloaded);
                assertNotNull(label, path + ": checkpoint " + reached + " remembered");
                EntityData flag = null;
                for (EntityData d : checkpoints(reloaded))
                    if (label.startsWith("checkpoint " + d.objectId + " ")) flag = d;
                assertNotNull(flag, label);
                // the flag the player touched last: the one whose rectangle it is in (or nearest to it)
                assertTrue(
                        Math.abs(world.playerX() - flag.x) < flag.width / 2 + 1.0,
                        path + ": " + label + " is near " + world.playerX());
                Simulation again = new Simulation(reloaded, out -> out.clear());
                assertStandsOn(again, flag, path + " " + label);
                for (int i = 0; i < 60; i++) again.step(FixedStepper.STEP);
                assertEquals(0, again.deaths(), path + " " + label + ": standing there is safe");
                again.respawn();
                assertStandsOn(again, flag, path + " " + label + ", after a respawn");
                tried++;
            }
        }
        assertTrue(tried >= 8, "checkpoints tried: " + tried);
    }

    @Test
    void aMovedCheckpointIsFollowedADeletedOneOrNoneStartsAtTheSpawn() {
        String path = "levels/01-first-slopes.tmx";
        LevelData played = loader().loadData(path);
        EntityData first = checkpoints(played).first();
        ReloadStart start = new ReloadStart();

        // no checkpoint reached: the respawn point is the spawn
        EntityData spawn = played.first("player");
        start.remember(played, spawn.x, spawn.y);
        LevelData reloaded = loader().loadData(path);
        double spawnX = reloaded.first("player").x, spawnY = reloaded.first("player").y;
        assertNull(start.apply(reloaded));
        assertEquals(spawnX, reloaded.first("player").x);
        assertEquals(spawnY, reloaded.first("player").y);

        // the designer moved the checkpoint 2 m right and 1 m up: the player follows it
        Simulation world = new Simulation(played, out -> out.clear());
        start.remember(played, first.x, first.y - first.height / 2 + world.playerState().tuning.halfSize + 0.01);
        LevelData moved = loader().loadData(path);
        EntityData flag = null;
        for (EntityData d : checkpoints(moved)) if (d.objectId == first.objectId) flag = d;
        flag.x += 2;
        flag.y += 1;
        assertNotNull(start.apply(moved));
        assertStandsOn(new Simulation(moved, out -> out.clear()), flag, "moved flag");

        // ... and deleted it: the spawn
        LevelData deleted = loader().loadData(path);
        for (int i = deleted.entities.size - 1; i >= 0; i--)
            if (deleted.entities.get(i).objectId == first.objectId) deleted.entities.removeIndex(i);
        assertNull(start.apply(deleted));
        assertEquals(spawnX, deleted.first("player").x);

        // another file (a level opened anew) never starts at this one's checkpoint
        LevelData other = loader().loadData("levels/02-ramps-and-rolls.tmx");
        double otherX = other.first("player").x;
        assertNull(start.apply(other));
        assertEquals(otherX, other.first("player").x);

        start.forget();
        assertNull(start.apply(loader().loadData(path)));
    }
}
