package com.tiltfall.ecs.system;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.ashley.core.Entity;
import com.tiltfall.ecs.StepTime;
import com.tiltfall.ecs.component.TransformComponent;
import org.junit.jupiter.api.Test;

/**
 * Issue 27: the drawn view (wider than the simulated 16 x 9 m on a 19.5:9 phone, taller on an upright one) never
 * shows past the level's sides or below its bottom, wherever the camera is; the simulated camera is not changed.
 */
class CameraDrawnViewTest {
    private static CameraSystem camera(double px, double py, double levelW, double levelH) {
        Entity player = new Entity();
        TransformComponent t = new TransformComponent();
        t.x = t.prevX = px;
        t.y = t.prevY = py;
        player.add(t);
        return new CameraSystem(new StepTime(), player, 16.0, 9.0, 0.0, 0.0, levelW, levelH);
    }

    @Test
    void theDrawnViewStaysInsideTheLevel_forEveryViewSizeAndPlayerPosition() {
        double[][] levels = {{120.0, 30.0}, {40.0, 9.0}, {18.0, 12.0}, {16.0, 40.0}};
        for (double[] level : levels)
            for (double px = 0.0; px <= level[0]; px += level[0] / 23.0)
                for (double py = 0.0; py <= level[1]; py += level[1] / 7.0)
                    for (double viewW = 16.0; viewW <= 24.0; viewW += 0.75)
                        for (double viewH = 9.0; viewH <= 20.0; viewH += 1.1) {
                            CameraSystem c = camera(px, py, level[0], level[1]);
                            double x = c.drawnX(c.x(), viewW), y = c.drawnY(c.y(), viewH);
                            String at = "level " + level[0] + " x " + level[1] + ", player " + px + "," + py + ", view "
                                    + viewW + " x " + viewH;
                            if (viewW <= level[0]) {
                                assertTrue(x - viewW / 2.0 >= -1e-9, at + ": left edge " + (x - viewW / 2.0));
                                assertTrue(x + viewW / 2.0 <= level[0] + 1e-9, at + ": right edge");
                            } else {
                                assertEquals(level[0] / 2.0, x, 1e-9, at + ": a narrow level is centred");
                            }
                            assertTrue(y - viewH / 2.0 >= -1e-9, at + ": never below the bottom");
                            if (viewH <= level[1]) assertTrue(y + viewH / 2.0 <= level[1] + 1e-9, at + ": top");
                            // where the simulated 16 x 9 view already fits, the drawn one is centred on it
                            if (viewW == 16.0) assertEquals(c.x(), x, 1e-9, at);
                        }
    }

    @Test
    void aWidePhoneAtTheStart_seesNothingLeftOfTheMap() {
        // the player starts 3 m from the left edge of a long level: the 16 m camera centres at 8 m; a 19.5:9 phone
        // shows 19.5 m, which would start 1.75 m left of the map without the drawn clamp
        CameraSystem c = camera(3.0, 4.0, 120.0, 30.0);
        assertEquals(8.0, c.x(), 1e-9);
        assertEquals(19.5 / 2.0, c.drawnX(c.x(), 19.5), 1e-9);
    }
}
