package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.Family;
import com.tiltfall.ecs.GameEvents;
import com.tiltfall.ecs.Mappers;
import com.tiltfall.ecs.component.HarmComponent;
import com.tiltfall.level.LevelData;
import com.tiltfall.physics.dynamics.World;
import com.tiltfall.sim.Levels;
import com.tiltfall.sim.Simulation;
import org.junit.jupiter.api.Test;

/** The wrecking ball: a pendulum of period ~2 pi sqrt(L / g), whose touch hurts the hero from any side. */
class WreckingBallTest {
    static final double G = Simulation.GRAVITY;

    static Sim ball(double anchorY, double length, double angleDeg) {
        LevelData l = Levels.empty(40.0, 30.0);
        l.terrain.add(Levels.box(0.0, 0.0, 40.0, 1.0));
        l.entities.add(Levels.entity("player", 3.0, 1.5, 0.0, 0.0));
        SurfaceObjectsTest.entity(l, "wreckingball", 20.0, anchorY, 0.0, 0.0)
                .properties
                .put("length", length);
        l.entities.peek().properties.put("angle", angleDeg);
        return new Sim(l);
    }

    static int ballBody(Sim s) {
        Entity e = s.world
                .engine()
                .getEntitiesFor(Family.all(HarmComponent.class).get())
                .get(0);
        return Mappers.BODY.get(e).body;
    }

    @Test
    void forSmallAnglesItSwingsWithThePendulumPeriod() {
        for (double length : new double[] {3.0, 6.0}) {
            for (double angle : new double[] {-10.0, 8.0}) {
                Sim s = ball(20.0, length, angle);
                World w = s.world.physicsWorld();
                int ball = ballBody(s);
                // times the ball passes below the anchor (x = 20), going either way: half a period apart
                double first = -1, last = -1;
                int crossings = 0;
                double prev = w.getX(ball) - 20.0;
                for (int i = 1; i <= 900; i++) {
                    s.step();
                    double now = w.getX(ball) - 20.0;
                    if (now * prev < 0.0) {
                        double t = (i - now / (now - prev)) * Sim.DT; // interpolated within the step
                        if (first < 0) first = t;
                        last = t;
                        crossings++;
                    }
                    prev = now;
                }
                String what = "length " + length + ", angle " + angle;
                assertTrue(crossings >= 6, what + ": " + crossings + " crossings");
                double period = 2.0 * (last - first) / (crossings - 1);
                // small angles: 2 pi sqrt(L / g) (the ball's own size adds ~0.4 %, the chain stretch less than 1 %)
                assertEquals(2.0 * Math.PI * Math.sqrt(length / G), period, 0.02 * period, what);
                // the rope caps the chain: the ball never goes further than its length from the anchor
                double dx = w.getX(ball) - 20.0, dy = w.getY(ball) - 20.0;
                assertTrue(Math.sqrt(dx * dx + dy * dy) < length + 0.02, what);
            }
        }
    }

    @Test
    void itHitsTheHeroInItsPath() {
        for (double x : new double[] {19.2, 20.0, 20.8}) {
            Sim s = ball(7.2, 5.0, 60.0); // lowest: centre at 2.2, bottom 1.6, through the hero's box (y 1 .. 1.9)
            s.world.placePlayer(x, 1.5, 0.0);
            int hits = 0, heard = 0;
            for (int i = 0; i < 60; i++) { // it reaches the bottom within 0.7 s; the hit protects for 1 s
                s.step();
                hits += s.world.events().count(GameEvents.HIT);
                heard += s.world.events().count(GameEvents.WRECKING_BALL);
            }
            assertEquals(1, hits, "at " + x + ": one hit, then a moment of invulnerability and knocked away");
            assertTrue(heard >= 1, "at " + x);
        }
    }

    @Test
    void landingOnTopOfItHurtsToo() {
        for (double dx : new double[] {-0.3, 0.0, 0.3}) {
            Sim s = ball(10.0, 4.0, 0.0); // hanging still, its top at 6.6
            s.world.placePlayer(20.0 + dx, 8.0, 0.0);
            int hits = 0, stomps = 0;
            for (int i = 0; i < 60; i++) {
                s.step();
                hits += s.world.events().count(GameEvents.HIT);
                stomps += s.world.events().count(GameEvents.STOMP);
            }
            assertEquals(1, hits, "dropped onto it at " + dx);
            assertEquals(0, stomps);
        }
    }
}
