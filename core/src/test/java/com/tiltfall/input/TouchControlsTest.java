package com.tiltfall.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Where the on-screen controls are and which touch hits which button (no libGDX backend needed). */
class TouchControlsTest {
    /** A phone held sideways: 844 x 390 CSS pixels, 2 drawing-buffer pixels per CSS pixel, a notch on the left. */
    private static TouchControls phone() {
        TouchControls t = new TouchControls();
        t.layout(844f, 390f, 30f, 0f, 0f, 20f, 2f);
        return t;
    }

    /** The button at CSS pixel (x, y), y down from the top, as the browser reports touches (in buffer pixels). */
    private static int at(TouchControls t, float x, float y) {
        return t.hit(Math.round(x * 2f), Math.round(y * 2f));
    }

    @Test
    void buttonsAreThumbSizedAndInsideTheSafeArea() {
        TouchControls t = phone();
        assertTrue(t.radius(TouchControls.LEFT) * 2f >= 80f, "left button at least 80 CSS px across");
        assertTrue(t.x(TouchControls.LEFT) - t.radius(TouchControls.LEFT) >= 30f, "clear of the notch (inset 30)");
        assertTrue(t.y(TouchControls.LEFT) - t.radius(TouchControls.LEFT) >= 20f, "clear of the home bar (inset 20)");
        assertTrue(t.x(TouchControls.JUMP) + t.radius(TouchControls.JUMP) <= 844f, "jump on screen");
        assertTrue(t.stripHeight() > t.y(TouchControls.DOWN) + t.radius(TouchControls.DOWN), "band holds them all");
    }

    @Test
    void eachZoneHitsItsButton_andTheZonesAreLargerThanTheButtons() {
        TouchControls t = phone();
        float bottom = 390f;
        assertEquals(TouchControls.LEFT, at(t, t.x(TouchControls.LEFT), bottom - t.y(TouchControls.LEFT)));
        assertEquals(TouchControls.RIGHT, at(t, t.x(TouchControls.RIGHT), bottom - t.y(TouchControls.RIGHT)));
        assertEquals(TouchControls.JUMP, at(t, t.x(TouchControls.JUMP), bottom - t.y(TouchControls.JUMP)));
        assertEquals(TouchControls.DOWN, at(t, t.x(TouchControls.DOWN), bottom - t.y(TouchControls.DOWN)));
        assertEquals(TouchControls.PAUSE, at(t, t.x(TouchControls.PAUSE), bottom - t.y(TouchControls.PAUSE)));
        assertEquals(TouchControls.RESTART, at(t, t.x(TouchControls.RESTART), bottom - t.y(TouchControls.RESTART)));
        // between restart and pause: the nearer one (their zones meet, they never overlap)
        float between = (t.x(TouchControls.RESTART) + t.x(TouchControls.PAUSE)) / 2f;
        assertEquals(TouchControls.RESTART, at(t, between - 2f, bottom - t.y(TouchControls.PAUSE)));
        assertEquals(TouchControls.PAUSE, at(t, between + 2f, bottom - t.y(TouchControls.PAUSE)));
        // beside the drawn buttons still counts: the screen's very corner steers left, the middle right jumps
        assertEquals(TouchControls.LEFT, at(t, 2f, bottom - 2f));
        assertEquals(TouchControls.RIGHT, at(t, 300f, bottom - 10f));
        assertEquals(TouchControls.JUMP, at(t, 450f, bottom - 60f));
        // the upper part of the screen is not a control (taps there do nothing while playing)
        assertEquals(-1, at(t, 422f, 40f));
    }

    /**
     * Issue 27: every screen shape from a small phone either way up to a desktop: each button is at least a thumb's
     * 44 px across, on the screen inside the safe area, clear of every other button; on a 640 x 360 phone they are
     * smaller than full size (they covered a third of the view's height there), from 390 px up full size.
     */
    @Test
    void everyScreenShape_buttonsAreThumbTargets_onScreen_andApart() {
        int[] ts = {
            TouchControls.LEFT,
            TouchControls.RIGHT,
            TouchControls.JUMP,
            TouchControls.DOWN,
            TouchControls.PAUSE,
            TouchControls.RESTART
        };
        for (int w = 320; w <= 2000; w += 41)
            for (int h = 320; h <= 1400; h += 37)
                for (float inset : new float[] {0f, 30f}) {
                    TouchControls t = new TouchControls();
                    t.layout(w, h, inset, 0f, inset, inset / 2f, 2f);
                    String at = w + " x " + h + " inset " + inset;
                    for (int i : ts) {
                        float r = t.radius(i), x = t.x(i), y = t.y(i);
                        assertTrue(2f * r >= TouchControls.MIN_TARGET - 1e-3f, at + ": button " + i + " " + 2 * r);
                        assertTrue(x - r >= inset && x + r <= w - inset, at + ": button " + i + " inside sideways");
                        assertTrue(y - r >= inset / 2f && y + r <= h, at + ": button " + i + " inside up and down");
                        for (int j : ts) {
                            if (j <= i) continue;
                            float dx = t.x(j) - x, dy = t.y(j) - y, apart = r + t.radius(j);
                            assertTrue(dx * dx + dy * dy > apart * apart, at + ": buttons " + i + " and " + j);
                        }
                    }
                }
        TouchControls small = new TouchControls();
        small.layout(640f, 360f, 0f, 0f, 0f, 0f, 1f);
        float jumpTop = small.y(TouchControls.JUMP) + small.radius(TouchControls.JUMP);
        assertTrue(small.radius(TouchControls.LEFT) < TouchControls.RADIUS, "smaller on 640 x 360");
        assertTrue(jumpTop < 0.36f * 360f, "jump's top under 36 % of the view's height: " + jumpTop);
        TouchControls full = new TouchControls();
        full.layout(844f, 390f, 0f, 0f, 0f, 0f, 1f);
        assertEquals(TouchControls.RADIUS, full.radius(TouchControls.LEFT), 0f, "full size from 390 px");
    }
}
