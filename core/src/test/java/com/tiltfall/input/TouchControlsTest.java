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
        // beside the drawn buttons still counts: the screen's very corner steers left, the middle right jumps
        assertEquals(TouchControls.LEFT, at(t, 2f, bottom - 2f));
        assertEquals(TouchControls.RIGHT, at(t, 300f, bottom - 10f));
        assertEquals(TouchControls.JUMP, at(t, 450f, bottom - 60f));
        // the upper part of the screen is not a control (taps there do nothing while playing)
        assertEquals(-1, at(t, 422f, 40f));
    }
}
