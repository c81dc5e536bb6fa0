package com.tiltfall.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The menus' logical pixels: the platform's where the screen is big enough, scaled down where it is not. */
class MenuViewportTest {
    @Test
    void aWindowOf640x360LogicalPixelsOrMoreKeepsThePlatformsScale() {
        assertEquals(1f, MenuViewport.unitsPerPixel(1280, 720, 1f), 0f);
        assertEquals(1f, MenuViewport.unitsPerPixel(640, 360, 1f), 0f);
        assertEquals(0.5f, MenuViewport.unitsPerPixel(2560, 1440, 2f), 0f); // a 2x laptop: 1280 x 720 logical
        assertEquals(1f / 3f, MenuViewport.unitsPerPixel(2532, 1170, 3f), 0f); // a phone turned sideways: 844 x 390
    }

    @Test
    void aPhoneHeldUprightGetsThePagesWidthDrawnSmaller() {
        // 390 x 844 CSS px at 3 device pixels each: 1170 device pixels must hold 640 logical ones
        assertEquals(640f / 1170f, MenuViewport.unitsPerPixel(1170, 2532, 3f), 1e-7f);
        // 320 x 568 at 2x, upright and sideways: never below 640 x 360 logical
        assertEquals(640f / 640f, MenuViewport.unitsPerPixel(640, 1136, 2f), 1e-7f);
        assertEquals(640f / 1136f, MenuViewport.unitsPerPixel(1136, 640, 2f), 1e-7f);
    }

    @Test
    void theLogicalScreenIsNeverSmallerThanTheMinimum_overManySizesAndScales() {
        for (float scale : new float[] {0f, 1f, 1.5f, 2f, 2.625f, 3f})
            for (int w = 200; w <= 4000; w += 37)
                for (int h = 200; h <= 3000; h += 53) {
                    float u = MenuViewport.unitsPerPixel(w, h, scale);
                    String at = w + " x " + h + " at " + scale;
                    assertTrue(w * u >= MenuViewport.MIN_WIDTH - 1e-3f, at + ": width " + w * u);
                    assertTrue(h * u >= MenuViewport.MIN_HEIGHT - 1e-3f, at + ": height " + h * u);
                    // and never smaller than the platform's own logical pixels
                    assertTrue(u >= 1f / (scale > 0f ? scale : 1f) - 1e-7f, at);
                }
    }
}
