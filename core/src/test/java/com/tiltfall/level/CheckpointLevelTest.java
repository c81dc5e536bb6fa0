package com.tiltfall.level;

import static com.tiltfall.level.LevelTestSupport.assertProblem;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.badlogic.gdx.utils.Array;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The Tiled class "checkpoint": a rectangle, converted like the other rectangles, refused as a point. */
class CheckpointLevelTest {
    @BeforeAll
    static void setUp() {
        LevelTestSupport.headless();
    }

    @Test
    void aCheckpointRectangleConverts() {
        LevelData d = new LevelLoader().loadData("levels/good/checkpoint.tmx");
        EntityData c = d.first("checkpoint");
        // Tiled x=160 y=128 32x64 on an 8-tile (256 px) map: centre (176, 160) px from the top = (5.5, 3.0) m
        assertEquals(5.5, c.x, 1e-9);
        assertEquals(3.0, c.y, 1e-9);
        assertEquals(1.0, c.width, 1e-9);
        assertEquals(2.0, c.height, 1e-9);
        assertEquals("flag", c.name);
    }

    @Test
    void aCheckpointMustHaveAnArea() {
        Array<LevelProblem> ps = LevelTestSupport.problems("levels/broken/checkpoint-point.tmx");
        assertEquals(1, ps.size, ps.toString());
        assertProblem(ps, "levels/broken/checkpoint-point.tmx", 8, "a checkpoint needs an area");
    }
}
