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

    // ------------------------------------------------------------------------------------------------ ice

    static final double G = com.tiltfall.sim.Simulation.GRAVITY;

    /** Ground (top y 1.5) up to x 20, then a 50 m ice block flush with it (x 20..70); the player parked at x 3. */
    static LevelData iceRink(double mu) {
        LevelData l = Levels.empty(80.0, 30.0);
        l.terrain.add(Levels.box(0.0, 0.0, 20.0, 1.5));
        l.terrain.add(Levels.box(20.0, 0.0, 80.0, 1.0));
        l.entities.add(Levels.entity("player", 3.0, 2.0, 0.0, 0.0));
        entity(l, "ice", 45.0, 1.25, 50.0, 0.5).properties.put("friction", mu);
        return l;
    }

    @Test
    void aCrateSlidingOnIceStopsAfterVSquaredOverTwoMuG() {
        for (double mu : new double[] {0.05, 0.1}) {
            for (double v : new double[] {3.0, 5.0}) {
                LevelData l = iceRink(mu);
                entity(l, "crate", 25.0, 2.0, 1.0, 1.0); // friction 0.6: the ice's friction is the pair's
                Sim s = new Sim(l);
                com.tiltfall.physics.dynamics.World w = s.world.physicsWorld();
                int crate = -1;
                for (com.badlogic.ashley.core.Entity e : s.world
                        .engine()
                        .getEntitiesFor(
                                com.badlogic.ashley.core.Family.all(com.tiltfall.ecs.component.BodyComponent.class)
                                        .get())) {
                    com.tiltfall.ecs.component.BodyComponent bc = com.tiltfall.ecs.Mappers.BODY.get(e);
                    if (bc.category == com.tiltfall.ecs.component.BodyComponent.CAT_CRATE) crate = bc.body;
                }
                s.seconds(0.3); // settle on the ice
                double x0 = w.getX(crate);
                w.setLinearVelocity(crate, v, 0.0);
                s.seconds(v / (mu * G) + 1.0);
                String what = "mu " + mu + ", v " + v;
                assertEquals(0.0, w.getVelocityX(crate), 1e-3, what + ": stopped");
                double slide = v * v / (2.0 * mu * G);
                assertEquals(slide, w.getX(crate) - x0, 0.03 * slide, what);
            }
        }
    }

    @Test
    void theHeroRunningOntoIceSlidesVSquaredOverTwoMuGAfterLettingGo() {
        for (double mu : new double[] {0.05, 0.1}) {
            for (double releaseX : new double[] {24.0, 27.5}) {
                Sim s = new Sim(iceRink(mu));
                s.seconds(0.3);
                s.input(1.0, false, false);
                while (s.x() < releaseX) s.step();
                double v = s.vx(), x0 = s.x();
                s.input(0.0, false, false);
                for (int i = 0; i < 1200 && Math.abs(s.vx()) > 0.01; i++) s.step();
                String what = "mu " + mu + ", let go at " + releaseX + " at " + v + " m/s";
                assertTrue(v > 6.0, what + ": it ran on");
                double slide = v * v / (2.0 * mu * G);
                assertEquals(slide, s.x() - x0, 0.05 * slide, what);
                assertTrue(s.grounded(), what);
            }
        }
    }

    @Test
    void fromRestOnIceTheHeroSpeedsUpAtMostMuG() {
        double mu = 0.1;
        LevelData l = iceRink(mu);
        Sim s = new Sim(l);
        s.world.placePlayer(30.0, 2.0, 0.0);
        s.seconds(0.5);
        s.input(-1.0, false, false);
        s.seconds(1.0);
        assertEquals(-mu * G * 1.0, s.vx(), 0.1, "1 s of running on ice");
        int heard = 0;
        for (int i = 0; i < 10; i++) {
            s.step();
            heard += s.world.events().count(GameEvents.ICE);
        }
        assertEquals(0, heard, "the ice sound is for landing, once");
    }
}
