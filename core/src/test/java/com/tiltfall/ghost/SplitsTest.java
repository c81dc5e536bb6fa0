package com.tiltfall.ghost;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class SplitsTest {
    private static String text(int steps) {
        return Splits.append(new StringBuilder(), steps).toString();
    }

    @Test
    void stepsReadAsTenthsOfASecondWithTheSign() {
        assertEquals("-1.2 s", text(-72)); // 72 steps = 1.2 s ahead
        assertEquals("+0.4 s", text(24));
        assertEquals("0.0 s", text(0));
        assertEquals("0.0 s", text(2)); // under half a tenth (3 steps)
        assertEquals("-0.1 s", text(-3)); // half a tenth rounds up
        assertEquals("+10.0 s", text(600));
        assertEquals("-60.0 s", text(-3600));
    }
}
