package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.Family;
import com.tiltfall.ecs.Mappers;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.physics.dynamics.BodyType;
import com.tiltfall.physics.dynamics.World;
import com.tiltfall.sim.Levels;
import org.junit.jupiter.api.Test;

/**
 * A swing the player set swinging hangs still again when the player respawns. Found in play (level 12): after a fall
 * from the rope swing, the seat still swung through ~40 degrees when the player came back to it, so every try after
 * the first met a swinging seat (a swing has no damping; see the first assertion).
 */
class SwingRestTest {
    /** Seat centre at (10, 5) hanging 3 m below its hook; the player far away on the ground. */
    private static LevelData level(boolean rope) {
        LevelData l = Levels.empty(60.0, 30.0);
        l.terrain.add(Levels.box(0.0, 0.0, 60.0, 1.0));
        l.entities.add(Levels.entity("player", 40.0, 1.5, 0.0, 0.0));
        EntityData e = Levels.entity("swing", 10.0, 5.0, 2.0, 0.3);
        e.properties.put("length", 3.0);
        e.properties.put("rope", rope);
        l.entities.add(e);
        return l;
    }

    private static int seat(Sim s) {
        Entity seat = null;
        for (Entity x :
                s.world.engine().getEntitiesFor(Family.all(BodyComponent.class).get())) {
            if (Mappers.BODY.get(x).type == BodyType.DYNAMIC && Mappers.PLAYER.get(x) == null) seat = x;
        }
        assertNotNull(seat);
        return Mappers.BODY.get(seat).body;
    }

    /** Largest distance of the seat's centre from (10, 5) over the next {@code seconds}. */
    private static double swing(Sim s, int seat, double seconds) {
        World w = s.world.physicsWorld();
        double most = 0.0;
        for (int i = 0; i < (int) Math.round(seconds / Sim.DT); i++) {
            s.step();
            most = Math.max(most, Math.hypot(w.getX(seat) - 10.0, w.getY(seat) - 5.0));
        }
        return most;
    }

    @Test
    void aSwingingSeatHangsStillAgainAfterTheNextRespawn() {
        for (boolean rope : new boolean[] {false, true}) {
            for (double kick : new double[] {-6.0, -2.5, 2.5, 6.0}) {
                String name = (rope ? "rope" : "rod") + " swing kicked at " + kick + " m/s";
                Sim s = new Sim(level(rope));
                s.input(0.0, false, false);
                World w = s.world.physicsWorld();
                int seat = seat(s);
                s.step();
                w.setLinearVelocity(seat, kick, 0.0); // what a player jumping off it gives it
                // undamped: 10 s on it still swings almost as wide as it did at first
                double first = swing(s, seat, 3.0);
                swing(s, seat, 7.0);
                double later = swing(s, seat, 3.0);
                assertTrue(first > 0.3, name + ": it swings: " + first);
                assertTrue(later > 0.5 * first, name + ": and keeps swinging: " + first + " then " + later);

                int deaths = s.world.deaths();
                s.world.placePlayer(40.0, -50.0, 0.0); // below the level: a death that respawns
                s.step();
                assertEquals(deaths + 1, s.world.deaths(), name);
                assertEquals(10.0, w.getX(seat), 1e-12, name + ": back above its hook");
                assertEquals(5.0, w.getY(seat), 1e-12, name);
                assertEquals(0.0, w.getAngle(seat), 1e-12, name);
                assertEquals(0.0, Math.hypot(w.getVelocityX(seat), w.getVelocityY(seat)), 1e-12, name);
                // and stays there: no kick from the ropes' last impulses (a hanging seat sags by the joints' softness)
                double after = swing(s, seat, 3.0);
                assertTrue(after < 0.01, name + ": hangs still after the respawn: " + after);
            }
        }
    }
}
