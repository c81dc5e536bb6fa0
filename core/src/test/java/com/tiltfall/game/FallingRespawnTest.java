package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.Family;
import com.tiltfall.ecs.Mappers;
import com.tiltfall.ecs.component.FallingPlatformComponent;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.physics.dynamics.World;
import com.tiltfall.sim.Levels;
import org.junit.jupiter.api.Test;

/**
 * A falling platform that fell under the player is back in its place, waiting, in the step the player respawns. Found in
 * play (level 6's falling stairs, 7 m from a checkpoint): left to its own 3 s reset, the stairs were still gone when a
 * player who had respawned ran straight back, and the run went into the spikes where they had been.
 */
class FallingRespawnTest {
    /**
     * Ground 0-10 m and 14-30 m (top at y = 1), the spawn at 5 m; the platform's top at y = 1 over the 10-14 m gap, 3 m
     * wide.
     */
    private static LevelData level() {
        LevelData l = Levels.empty(30.0, 20.0);
        l.terrain.add(Levels.box(0.0, 0.0, 10.0, 1.0));
        l.terrain.add(Levels.box(14.0, 0.0, 30.0, 1.0));
        l.entities.add(Levels.entity("player", 5.0, 1.5, 0.0, 0.0)); // the respawn point, on the left ground
        EntityData f = Levels.entity("fallingplatform", 12.0, 0.875, 3.0, 0.25);
        f.properties.put("delay", 0.5);
        l.entities.add(f);
        return l;
    }

    private static Entity platform(Sim s) {
        return s.world
                .engine()
                .getEntitiesFor(Family.all(FallingPlatformComponent.class).get())
                .get(0);
    }

    @Test
    void theStairsAreBackWhenThePlayerRespawns() {
        // respawn at several moments of the fall: shaking, just fallen, falling fast, about to reset by itself
        for (double after : new double[] {0.2, 0.7, 1.5, 3.3}) {
            Sim s = new Sim(level());
            s.input(0.0, false, false);
            World w = s.world.physicsWorld();
            Entity e = platform(s);
            int body = Mappers.BODY.get(e).body;
            FallingPlatformComponent f = Mappers.FALLING.get(e);
            s.world.placePlayer(12.0, 2.0, 0.0); // drops onto the platform
            assertTrue(s.untilGrounded(120) > 0, "lands on the platform");
            s.step();
            s.world.placePlayer(20.0, 1.5, 0.0); // steps off onto the far ground: the platform goes on without it
            s.seconds(after);
            assertTrue(f.state != FallingPlatformComponent.WAITING, after + " s: it fell or shakes");
            if (after > 0.6) {
                // the delay (0.5 s) is over: it is falling, well below its place (the player falls with it)
                assertTrue(w.getY(body) < 0.875 - 0.05, after + " s: below its place: " + w.getY(body));
            }

            int deaths = s.world.deaths();
            s.world.placePlayer(5.0, -50.0, 0.0); // below the level: a death that respawns at the start
            s.step();
            assertEquals(deaths + 1, s.world.deaths(), after + " s");
            assertEquals(12.0, w.getX(body), 1e-12, after + " s: back in its place");
            assertEquals(0.875, w.getY(body), 1e-12, after + " s");
            assertEquals(0.0, w.getVelocityY(body), 1e-12, after + " s: at rest");
            assertEquals(FallingPlatformComponent.WAITING, f.state, after + " s: waiting for the next landing");
            // and it waits: it stays in place until the player stands on it again
            s.seconds(2.0);
            assertEquals(0.875, w.getY(body), 1e-12, after + " s: still there 2 s later");
            assertEquals(FallingPlatformComponent.WAITING, f.state, after + " s: still waiting");
        }
    }
}
