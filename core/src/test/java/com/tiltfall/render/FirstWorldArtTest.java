package com.tiltfall.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * {@link GameArt#drawnInFirstWorld} (the browser asks for these files with level 1) lets through exactly the first
 * world's entries of the renderer's tables and the planks, and none of the other worlds'.
 */
class FirstWorldArtTest {
    @Test
    void theFirstWorldsSceneryAndTheSprites_andNoOtherWorlds() {
        String[][] tables = {Palette.FILL, Palette.TOP, ParallaxLayers.FAR_ART, ParallaxLayers.NEAR_ART};
        for (String[] table : tables) {
            assertEquals(4, table.length);
            assertTrue(GameArt.drawnInFirstWorld(table[0]), table[0]);
            for (int world = 2; world <= 4; world++)
                assertFalse(GameArt.drawnInFirstWorld(table[world - 1]), table[world - 1]);
        }
        assertTrue(GameArt.drawnInFirstWorld(ParallaxLayers.CLOUDS));
        assertTrue(GameArt.drawnInFirstWorld(GameRenderer.LEDGE));
        assertTrue(GameArt.drawnInFirstWorld(GameArt.ATLAS));
        assertTrue(GameArt.drawnInFirstWorld("art/sprites.png"));
        // no part of a name matches: a whole path only
        assertFalse(GameArt.drawnInFirstWorld("art/dirt"));
        assertFalse(GameArt.drawnInFirstWorld("dirt.png"));
        assertFalse(GameArt.drawnInFirstWorld("levels/tiles.png"));
    }
}
