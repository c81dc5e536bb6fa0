package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.Family;
import com.tiltfall.ecs.GameEvents;
import com.tiltfall.ecs.Mappers;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.level.LevelData;
import com.tiltfall.physics.dynamics.BodyType;
import com.tiltfall.physics.dynamics.World;
import com.tiltfall.sim.Levels;
import org.junit.jupiter.api.Test;

/** The hero on a motor-driven rotating plank: the motor keeps its speed under the hero's weight, and the hero rides. */
class WheelTest {
    /** Flat ground at y 1, a 6 m plank turning on a pin at (20, 4). */
    static Sim plank(double speed, double maxTorque, double dx) {
        LevelData l = Levels.empty(60.0, 30.0);
        l.terrain.add(Levels.box(0.0, 0.0, 60.0, 1.0));
        l.entities.add(Levels.entity("player", 3.0, 1.5, 0.0, 0.0));
        SurfaceObjectsTest.entity(l, "wheel", 20.0, 4.0, 6.0, 0.3).properties.put("speed", speed);
        l.entities.peek().properties.put("maxTorque", maxTorque);
        Sim s = new Sim(l);
        s.world.placePlayer(20.0 + dx, 4.8, 0.0);
        return s;
    }

    static int wheelBody(Sim s) {
        for (Entity e :
                s.world.engine().getEntitiesFor(Family.all(BodyComponent.class).get())) {
            BodyComponent bc = Mappers.BODY.get(e);
            if (bc.type == BodyType.DYNAMIC && Mappers.PLAYER.get(e) == null) return bc.body;
        }
        return -1;
    }

    @Test
    void theMotorKeepsItsSpeedUnderTheHeroAndTheHeroRidesIt() {
        for (double speed : new double[] {-0.4, 0.4}) {
            for (double dx : new double[] {-2.0, -0.5, 1.0, 2.2}) {
                Sim s = plank(speed, 200.0, dx);
                World w = s.world.physicsWorld();
                int wheel = wheelBody(s);
                int heard = 0;
                for (int i = 0; i < 30; i++) {
                    s.step();
                    heard += s.world.events().count(GameEvents.WHEEL);
                }
                String what = "speed " + speed + ", landed at " + dx;
                assertEquals(1, heard, what + ": heard on landing");
                // where the hero is along the plank (in its frame) now and 1 s later: it rides, it does not slide
                double along0 = w.toLocalX(wheel, s.x(), s.y());
                int grounded = 0;
                for (int i = 0; i < 60; i++) {
                    s.step();
                    if (s.grounded()) grounded++;
                    // the hero's weight at most 0.81 x 25 x 3 = 61 N m < 200: the motor holds its speed
                    assertEquals(speed, w.getAngularVelocity(wheel), 0.02, what);
                }
                assertTrue(grounded > 55, what + ": on the plank " + grounded + " of 60 steps");
                assertEquals(along0, w.toLocalX(wheel, s.x(), s.y()), 0.15, what + ": rode along, no slide");
            }
        }
    }

    @Test
    void aWeakMotorIsTurnedBackByTheHerosWeight() {
        for (double dx : new double[] {-2.2, 2.2}) {
            Sim s = plank(0.3 * Math.signum(dx), 5.0, dx);
            World w = s.world.physicsWorld();
            int wheel = wheelBody(s);
            s.seconds(1.0);
            // 0.81 x 25 x 2.2 = 45 N m against 5: the plank tips towards the hero's side against its motor
            double wz = w.getAngularVelocity(wheel);
            assertTrue(dx > 0 ? wz < -0.1 : wz > 0.1, "at " + dx + ": " + wz);
        }
    }
}
