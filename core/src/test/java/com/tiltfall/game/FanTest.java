package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.ecs.GameEvents;
import com.tiltfall.level.LevelData;
import com.tiltfall.sim.Levels;
import com.tiltfall.sim.Simulation;
import org.junit.jupiter.api.Test;

/** The hero in a fan's air: net acceleration strength - g upwards, floating up a shaft to the top of the air. */
class FanTest {
    static final double G = Simulation.GRAVITY;

    /** Ground at y 1, a fan 4 m wide from x 8 to 12 blowing along angle (degrees) from y 1 to 21. */
    static LevelData shaft(double strength, double angleDeg) {
        LevelData l = Levels.empty(40.0, 40.0);
        l.terrain.add(Levels.box(0.0, 0.0, 40.0, 1.0));
        l.entities.add(Levels.entity("player", 3.0, 1.5, 0.0, 0.0));
        SurfaceObjectsTest.entity(l, "fan", 10.0, 11.0, 4.0, 20.0).properties.put("strength", strength);
        l.entities.peek().properties.put("angle", angleDeg);
        return l;
    }

    @Test
    void inAnUpwardFanTheHeroAcceleratesAtStrengthLessGravity() {
        for (double strength : new double[] {30.0, 40.0}) {
            for (double x : new double[] {8.6, 10.0, 11.4}) {
                Sim s = new Sim(shaft(strength, 90.0));
                s.world.placePlayer(x, 6.0, 0.0);
                s.step();
                double vy0 = s.vy();
                s.seconds(0.5);
                String what = "strength " + strength + " at x " + x;
                assertEquals((strength - G) * 0.5, s.vy() - vy0, 0.05, what);
                assertEquals(x, s.x(), 0.01, what + ": straight up");
            }
        }
    }

    @Test
    void theHeroFloatsUpTheShaftOutOfTheTopOfTheAirInTheTimeItsNetAccelerationGives() {
        for (double x : new double[] {9.0, 10.5}) {
            Sim s = new Sim(shaft(35.0, 90.0));
            s.world.placePlayer(x, 1.5, 0.0); // standing on the ground under the fan: it lifts off
            int heard = 0, out = -1;
            for (int i = 0; i < 240 && out < 0; i++) {
                s.step();
                heard += s.world.events().count(GameEvents.FAN);
                if (s.y() > 21.0) out = i + 1;
            }
            String what = "from x " + x;
            // from y 1.5 to the top of the air at 21 at a net (35 - 25) m/s^2: sqrt(2 x 19.5 / 10) = 1.97 s
            assertEquals(Math.sqrt(2.0 * 19.5 / 10.0), out * Sim.DT, 0.1, what);
            assertEquals(1, heard, what + ": the fan is heard once, when the hero enters its air");
        }
    }

    /**
     * Walking into an updraft stronger than gravity lifts the hero as standing in it does: the ground snap that keeps
     * a runner on the ground over a crest must not hold it down (seen in play: the hero stood at the foot of level
     * 13's fan until it jumped). Scanned over walking speeds (how long Right is held before the air) and fans.
     */
    @Test
    void walkingIntoAnUpdraftLiftsTheHero() {
        for (double strength : new double[] {30.0, 35.0, 60.0}) {
            for (double start : new double[] {3.0, 5.0, 7.0}) {
                LevelData l = shaft(strength, 90.0);
                l.terrain.add(Levels.box(12.0, 0.0, 13.0, 30.0)); // a wall at the air's far side, as in level 13
                Sim s = new Sim(l);
                s.world.placePlayer(start, 1.5, 0.0);
                s.untilGrounded(60);
                s.input(1.0, false, false);
                double top = 0.0;
                for (int i = 0; i < (int) (3.0 / Sim.DT); i++) {
                    // let go of Right once inside the air, as a player who sees the arrow sign would
                    if (s.x() > 9.0) s.input(0.0, false, false);
                    s.step();
                    top = Math.max(top, s.y());
                }
                // the air's top is y 21: at a net 5 m/s^2 (the weakest fan) the hero is out of it within 3 s of
                // entering (sqrt(2 x 19.5 / 5) = 2.8 s); any fan lifts it above y 10 well within the 3 s
                String what = "strength " + strength + ", walking from x " + start;
                assertTrue(top > 10.0, what + ": rose only to y " + top);
            }
        }
    }

    @Test
    void aSidewaysFanBlowsACrateAlongTheGround() {
        LevelData l = shaft(10.0, 0.0);
        SurfaceObjectsTest.entity(l, "crate", 9.0, 1.5, 1.0, 1.0).properties.put("friction", 0.0);
        Sim s = new Sim(l);
        com.tiltfall.physics.dynamics.World w = s.world.physicsWorld();
        int crate = -1;
        for (com.badlogic.ashley.core.Entity e : s.world
                .engine()
                .getEntitiesFor(com.badlogic.ashley.core.Family.all(com.tiltfall.ecs.component.BodyComponent.class)
                        .get())) {
            com.tiltfall.ecs.component.BodyComponent bc = com.tiltfall.ecs.Mappers.BODY.get(e);
            if (bc.category == com.tiltfall.ecs.component.BodyComponent.CAT_CRATE) crate = bc.body;
        }
        s.seconds(0.5);
        // frictionless pair? the ground's 0.6 stays: sqrt(0^2 + 0.6^2) = 0.6, so it needs more than 0.6 g = 15
        assertEquals(9.0, w.getX(crate), 0.01, "10 m/s^2 does not beat 0.6 x 25 of friction");
    }
}
