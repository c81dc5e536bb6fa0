package com.tiltfall.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.level.LevelTestSupport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The menus' logical pixels: the platform's where the screen is big enough, scaled down where it is not. */
class MenuViewportTest {
    /** A viewport's update sets the GL viewport: a do-nothing GL (this class may run first in its test JVM). */
    @BeforeAll
    static void gl() {
        LevelTestSupport.fakeGl();
    }

    @Test
    void aWindowOf640x360LogicalPixelsOrMoreKeepsThePlatformsScale() {
        assertEquals(1f, MenuViewport.unitsPerPixel(1280, 720, 1f), 0f);
        assertEquals(1f, MenuViewport.unitsPerPixel(640, 360, 1f), 0f);
        assertEquals(0.5f, MenuViewport.unitsPerPixel(2560, 1440, 2f), 0f); // a 2x laptop: 1280 x 720 logical
        assertEquals(1f / 3f, MenuViewport.unitsPerPixel(2532, 1170, 3f), 0f); // a phone turned sideways: 844 x 390
    }

    @Test
    void aPhoneHeldUprightKeepsItsOwnCssPixels_andOnlyATinyOneIsDrawnSmaller() {
        // issue 27: 390 x 844 CSS px at 3 device pixels each: 390 x 844 logical (18 px text = 18 CSS px), narrow
        assertEquals(1f / 3f, MenuViewport.unitsPerPixel(1170, 2532, 3f), 1e-7f);
        // 320 x 568 at 2x upright keeps its 320 logical px; turned sideways it gets 640 x 360 as before
        assertEquals(1f / 2f, MenuViewport.unitsPerPixel(640, 1136, 2f), 1e-7f);
        assertEquals(640f / 1136f, MenuViewport.unitsPerPixel(1136, 640, 2f), 1e-7f);
        // 280 x 500 CSS px (smaller than any phone sold): drawn at 280/320, text 15.75 CSS px
        assertEquals(320f / 280f, MenuViewport.unitsPerPixel(280, 500, 1f), 1e-7f);
    }

    @Test
    void narrowOnlyBelow560LogicalPixels_andAWidePageIsDrawnSmallerUntilTheScreenHoldsIt() {
        MenuViewport v = new MenuViewport();
        v.update(390, 844, 1f);
        assertTrue(v.narrow(), "a phone held upright is narrow");
        assertTrue(v.fitWidth(520f), "a 520 px page on a 390 px screen");
        assertEquals(520f, v.getWorldWidth(), 1e-3f);
        assertEquals(844f * 520f / 390f, v.getWorldHeight(), 1e-2f);
        assertTrue(v.fitWidth(300f), "back to its own size for a page that fits");
        assertEquals(390f, v.getWorldWidth(), 1e-3f);
        v.update(768, 1024, 1f);
        assertTrue(!v.narrow(), "an upright tablet is not narrow");
        v.update(640, 360, 1f);
        assertTrue(!v.narrow(), "the smallest landscape screen is not narrow");
    }

    @Test
    void theLogicalScreenIsNeverSmallerThanTheMinimum_overManySizesAndScales() {
        for (float scale : new float[] {0f, 1f, 1.5f, 2f, 2.625f, 3f})
            for (int w = 200; w <= 4000; w += 37)
                for (int h = 200; h <= 3000; h += 53) {
                    float u = MenuViewport.unitsPerPixel(w, h, scale);
                    String at = w + " x " + h + " at " + scale;
                    boolean upright = h > w;
                    float minW = upright ? MenuViewport.MIN_UPRIGHT_WIDTH : MenuViewport.MIN_WIDTH;
                    float minH = upright ? MenuViewport.MIN_UPRIGHT_HEIGHT : MenuViewport.MIN_HEIGHT;
                    assertTrue(w * u >= minW - 1e-3f, at + ": width " + w * u);
                    assertTrue(h * u >= minH - 1e-3f, at + ": height " + h * u);
                    // and never smaller than the platform's own logical pixels
                    assertTrue(u >= 1f / (scale > 0f ? scale : 1f) - 1e-7f, at);
                    // and the least that satisfies both: one of the three limits is met exactly
                    float own = 1f / (scale > 0f ? scale : 1f);
                    assertTrue(
                            Math.abs(u - own) < 1e-6f
                                    || Math.abs(w * u - minW) < 1e-2f
                                    || Math.abs(h * u - minH) < 1e-2f,
                            at + ": no larger than needed");
                }
    }
}
