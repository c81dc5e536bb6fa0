package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.ecs.GameEvents;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.sim.Levels;
import org.junit.jupiter.api.Test;

/** The hero on the surface objects: carried by a conveyor, running relative to it; sliding on ice. */
class SurfaceObjectsTest {
    /** Flat ground (top y = 1) 80 m long, the player parked at x 3. */
    static LevelData flat() {
        LevelData l = Levels.empty(80.0, 30.0);
        l.terrain.add(Levels.box(0.0, 0.0, 80.0, 1.0));
        l.entities.add(Levels.entity("player", 3.0, 1.5, 0.0, 0.0));
        return l;
    }

    static EntityData entity(LevelData l, String type, double x, double y, double w, double h) {
        EntityData e = Levels.entity(type, x, y, w, h);
        l.entities.add(e);
        return e;
    }

    /** A 40 m belt from x 20 to 60, top at y 1.5. */
    static Sim onBelt(double speed, double x) {
        LevelData l = flat();
        entity(l, "conveyor", 40.0, 1.25, 40.0, 0.5).properties.put("speed", speed);
        Sim s = new Sim(l);
        s.world.placePlayer(x, 2.0, 0.0);
        return s;
    }

    @Test
    void theHeroStandingOnABeltIsCarriedAtItsSpeed() {
        for (double speed : new double[] {-3.0, 2.5}) {
            for (double x : new double[] {34.0, 40.0, 45.5}) {
                Sim s = onBelt(speed, x);
                s.seconds(0.5); // land, pick up the belt's speed
                double x0 = s.x();
                s.seconds(1.0);
                String what = "speed " + speed + " from x " + x;
                assertTrue(s.grounded(), what);
                assertEquals(speed, s.vx(), 0.05, what);
                assertEquals(speed, s.x() - x0, 0.1, what + ": carried 1 s");
                assertEquals(0.0, s.world.playerAngle(), 0.02, what + ": upright");
            }
        }
    }

    @Test
    void walkingAgainstTheBeltIsSlowerAndWithItFaster() {
        double run = 7.0; // the run speed on the flat (docs/player.md)
        for (double speed : new double[] {-3.0, 3.0}) {
            for (double dir : new double[] {-1.0, 1.0}) {
                Sim s = onBelt(speed, 40.0);
                s.seconds(0.5);
                s.input(dir, false, false);
                s.seconds(0.6);
                double x0 = s.x();
                s.seconds(0.5);
                String what = "belt " + speed + ", walking " + dir;
                // the hero runs at its run speed relative to the belt
                assertEquals(dir * run + speed, (s.x() - x0) / 0.5, 0.25, what);
            }
        }
    }

    @Test
    void landingOnABeltMakesItsSoundOnce() {
        Sim s = onBelt(2.0, 40.0);
        int heard = 0;
        for (int i = 0; i < 90; i++) {
            s.step();
            heard += s.world.events().count(GameEvents.CONVEYOR);
        }
        assertEquals(1, heard);
    }
}
