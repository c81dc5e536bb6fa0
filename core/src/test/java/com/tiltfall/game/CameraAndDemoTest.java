package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.ecs.system.CameraSystem;
import com.tiltfall.level.LevelData;
import com.tiltfall.world.DemoLevel;
import com.tiltfall.world.GameWorld;
import com.tiltfall.world.Levels;
import org.junit.jupiter.api.Test;

class CameraAndDemoTest {
    static final float H = 0.45f;

    /** 60 x 30 m level: a floor, a few steps up to the right, then a drop. */
    static LevelData longLevel() {
        LevelData l = Levels.empty(60f, 30f);
        l.terrain.add(Levels.box(0f, 0f, 20f, 1f));
        l.terrain.add(Levels.box(20f, 0f, 30f, 3f));
        l.terrain.add(Levels.box(30f, 0f, 40f, 6f));
        l.terrain.add(Levels.box(40f, 0f, 60f, 1f));
        l.terrain.add(Levels.box(0f, 1f, 0.5f, 30f)); // left wall
        l.terrain.add(Levels.box(59.5f, 1f, 60f, 30f)); // right wall
        l.entities.add(Levels.entity("player", 2f, 1f + H + 0.01f, 0f, 0f));
        return l;
    }

    @Test
    void cameraStaysInsideTheLevelAndKeepsThePlayerInView() {
        Sim s = new Sim(longLevel());
        CameraSystem cam = s.world.camera();
        float halfW = GameWorld.WIDTH / 2f, halfH = GameWorld.HEIGHT / 2f;
        float maxOffX = 0f, maxOffY = 0f, maxAheadX = 0f;
        for (int i = 0; i < 900; i++) {
            // run right, jumping every second, then back left for the last 5 s
            float move = i < 600 ? 1f : -1f;
            s.input(move, (i % 60) < 20, false).step();
            assertTrue(cam.x() >= halfW - 1e-4f && cam.x() <= 60f - halfW + 1e-4f, "camera x " + cam.x());
            assertTrue(cam.y() >= halfH - 1e-4f && cam.y() <= 30f - halfH + 1e-4f, "camera y " + cam.y());
            float ox = Math.abs(s.x() - cam.x()), oy = Math.abs(s.y() - cam.y());
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
        assertTrue(maxAheadX > 1f, "the camera looks ahead of a player running right: " + maxAheadX);
        assertEquals(0, s.world.deaths());
    }

    @Test
    void cameraOfALevelSmallerThanTheViewIsCentred() {
        Sim s = new Sim(DemoLevel.create());
        s.input(1f, false, false).seconds(1f);
        assertEquals(8f, s.world.camera().x(), 1e-5f);
        assertEquals(4.5f, s.world.camera().y(), 1e-5f);
    }

    @Test
    void demoPlayerLandsOnTheSlopeAndRestsThere() {
        Sim s = new Sim(DemoLevel.create());
        s.seconds(3f);
        // slope top y = 4 - 3 x / 16: 2.5 at x = 8; the box lies on it (angle -atan(3/16) = -10.6 deg)
        double a = Math.atan2(3, 16);
        assertEquals(8f, s.x(), 0.1f);
        assertEquals(2.5f + H / Math.cos(a), s.y(), 0.1f);
        assertEquals(-a, s.world.playerAngle(), 0.02);
        assertTrue(s.grounded());
    }
}
