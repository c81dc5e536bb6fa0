package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.Family;
import com.tiltfall.ecs.GameEvents;
import com.tiltfall.ecs.Mappers;
import com.tiltfall.ecs.component.DoorComponent;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.sim.Levels;
import org.junit.jupiter.api.Test;

/** The foot switch: only the hero's feet side presses it; it opens its door (for good, or while pressed). */
class FootSwitchTest {
    /** Ground at y 1 with the switch flush in it at x 9.4 .. 10.6; a 3 m door named "gate" at x 20 on the ground. */
    static Sim level(boolean latch) {
        LevelData l = Levels.empty(60.0, 30.0);
        l.terrain.add(Levels.box(0.0, 0.0, 9.4, 1.0));
        l.terrain.add(Levels.box(10.6, 0.0, 60.0, 1.0));
        l.terrain.add(Levels.box(9.4, 0.0, 10.6, 0.8));
        l.entities.add(Levels.entity("player", 3.0, 1.5, 0.0, 0.0));
        EntityData sw = SurfaceObjectsTest.entity(l, "footswitch", 10.0, 0.9, 1.2, 0.2);
        sw.properties.put("door", "gate");
        sw.properties.put("latch", latch);
        SurfaceObjectsTest.entity(l, "door", 20.0, 2.5, 1.0, 3.0).name = "gate";
        return new Sim(l);
    }

    static Entity door(Sim s) {
        return s.world
                .engine()
                .getEntitiesFor(Family.all(DoorComponent.class).get())
                .get(0);
    }

    static double doorY(Sim s) {
        return s.world.physicsWorld().getY(Mappers.BODY.get(door(s)).body);
    }

    @Test
    void landingOnItFeetFirstOpensTheDoor() {
        for (double dx : new double[] {-0.4, 0.0, 0.35}) {
            Sim s = level(true);
            s.world.placePlayer(10.0 + dx, 2.0, 0.0);
            int heard = 0;
            for (int i = 0; i < 120; i++) {
                s.step();
                heard += s.world.events().count(GameEvents.DOOR);
            }
            assertEquals(1, heard, "at " + dx);
            assertEquals(2.5 + 3.0, doorY(s), 1e-6, "at " + dx + ": risen by its height within 2 s (3 m at 3 m/s)");
        }
    }

    @Test
    void aSideOrTheTopOnItDoesNotPressIt() {
        for (double angle : new double[] {Math.PI / 2, Math.PI, -Math.PI / 2, 2.0}) {
            Sim s = level(true);
            s.world.placePlayer(10.0, 1.8, angle); // lands on a side or the top (it may right itself afterwards)
            for (int i = 0; i < 180; i++) {
                s.step();
                if (Mappers.DOOR.get(door(s)).open) {
                    // it opened: only once the hero stood on its feet on the switch
                    double a = s.world.playerAngle();
                    assertTrue(Math.cos(a) > 0.7, "angle " + angle + ": opened while the hero's angle was " + a);
                    break;
                }
            }
        }
        // and lying on its side without moving it never opens
        Sim s = level(true);
        s.world.placePlayer(10.0, 1.46, Math.PI / 2);
        s.steps(3);
        assertFalse(Mappers.DOOR.get(door(s)).open, "on its side");
    }

    @Test
    void withoutLatchTheDoorIsOpenOnlyWhileTheFeetAreOnTheSwitch() {
        Sim s = level(false);
        s.world.placePlayer(10.0, 2.0, 0.0);
        s.seconds(1.5);
        assertEquals(5.5, doorY(s), 1e-6, "open");
        s.input(-1.0, false, false); // walk off to the left
        s.seconds(0.6);
        s.input(0.0, false, false);
        s.seconds(1.5);
        assertTrue(s.x() < 9.0, "walked off");
        assertEquals(2.5, doorY(s), 1e-6, "closed again");
    }
}
