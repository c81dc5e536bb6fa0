package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.ecs.system.CameraSystem;
import com.tiltfall.level.LevelData;
import com.tiltfall.sim.DemoLevel;
import com.tiltfall.sim.Levels;
import com.tiltfall.sim.Simulation;
import org.junit.jupiter.api.Test;

class CameraAndDemoTest {
    static final double H = 0.45;

    /** 60 x 30 m level: a floor, a few steps up to the right, then a drop. */
    static LevelData longLevel() {
        LevelData l = Levels.empty(60.0, 30.0);
        l.terrain.add(Levels.box(0.0, 0.0, 20.0, 1.0));
        l.terrain.add(Levels.box(20.0, 0.0, 30.0, 3.0));
        l.terrain.add(Levels.box(30.0, 0.0, 40.0, 6.0));
        l.terrain.add(Levels.box(40.0, 0.0, 60.0, 1.0));
        l.terrain.add(Levels.box(0.0, 1.0, 0.5, 30.0)); // left wall
        l.terrain.add(Levels.box(59.5, 1.0, 60.0, 30.0)); // right wall
        l.entities.add(Levels.entity("player", 2.0, 1.0 + H + 0.01, 0.0, 0.0));
        return l;
    }

    @Test
    void cameraStaysInsideTheLevelAndKeepsThePlayerInView() {
        Sim s = new Sim(longLevel());
        CameraSystem cam = s.world.camera();
        double halfW = Simulation.WIDTH / 2.0, halfH = Simulation.HEIGHT / 2.0;
        double maxOffX = 0.0, maxOffY = 0.0, maxAheadX = 0.0;
        for (int i = 0; i < 900; i++) {
            // run right, jumping every second, then back left for the last 5 s
            double move = i < 600 ? 1.0 : -1.0;
            s.input(move, (i % 60) < 20, false).step();
            assertTrue(cam.x() >= halfW - 1e-4 && cam.x() <= 60.0 - halfW + 1e-4, "camera x " + cam.x());
            assertTrue(cam.y() >= halfH - 1e-4 && cam.y() <= 30.0 - halfH + 1e-4, "camera y " + cam.y());
            double ox = Math.abs(s.x() - cam.x()), oy = Math.abs(s.y() - cam.y());
            maxOffX = Math.max(maxOffX, ox);
            maxOffY = Math.max(maxOffY, oy);
            assertTrue(
                    ox + H < halfW && oy + H < halfH,
                    "player out of view at step " + i + ": " + s.x() + "," + s.y() + " camera " + cam.x() + ","
                            + cam.y());
            if (i > 60 && i < 300) maxAheadX = Math.max(maxAheadX, cam.x() - s.x());
        }
        System.out.println(
                "camera: max player offset " + maxOffX + " x " + maxOffY + " m, max look-ahead " + maxAheadX);
        assertTrue(maxAheadX > 1.0, "the camera looks ahead of a player running right: " + maxAheadX);
        assertEquals(0, s.world.deaths());
    }

    @Test
    void cameraOfALevelSmallerThanTheViewIsCentred() {
        Sim s = new Sim(DemoLevel.create());
        s.input(1.0, false, false).seconds(1.0);
        assertEquals(8.0, s.world.camera().x(), 1e-5);
        assertEquals(4.5, s.world.camera().y(), 1e-5);
    }

    @Test
    void demoPlayerLandsOnTheSlopeAndRestsThere() {
        Sim s = new Sim(DemoLevel.create());
        s.seconds(3.0);
        // slope top y = 4 - 3 x / 16: 2.5 at x = 8; the box lies on it (angle -atan(3/16) = -10.6 deg)
        double a = Math.atan2(3, 16);
        assertEquals(8.0, s.x(), 0.1);
        assertEquals(2.5 + H / Math.cos(a), s.y(), 0.1);
        assertEquals(-a, s.world.playerAngle(), 0.02);
        assertTrue(s.grounded());
    }
}
