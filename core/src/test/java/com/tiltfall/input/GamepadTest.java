package com.tiltfall.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class GamepadTest {
    private final ControlState c = new ControlState();

    @Test
    void stickInsideTheDeadZoneIsCentred() {
        Gamepad.merge(c, 0.2, 0.2, false, false, false, false);
        assertEquals(0.0, c.moveX, 0.0);
        assertFalse(c.down);
    }

    @Test
    void stickOutsideTheDeadZoneIsAnalogue() {
        Gamepad.merge(c, -0.6, 0.0, false, false, false, false);
        assertEquals(-0.6, c.moveX, 0.0);
    }

    @Test
    void keyboardAndPadTogetherNeverExceedFullSpeed() {
        c.moveX = 1.0; // keyboard right
        Gamepad.merge(c, 0.9, 0.0, false, true, false, false);
        assertEquals(1.0, c.moveX, 0.0);
        c.moveX = 1.0; // keyboard right, pad left: they cancel
        Gamepad.merge(c, 0.0, 0.0, true, false, false, false);
        assertEquals(0.0, c.moveX, 0.0);
    }

    @Test
    void stickDownAndButtonsAreOred() {
        c.jump = true; // from the keyboard
        Gamepad.merge(c, 0.0, 0.8, false, false, false, false);
        assertTrue(c.jump);
        assertTrue(c.down);
    }

    @Test
    void aNanAxisFromABrokenDriverIsIgnored() {
        Gamepad.merge(c, Double.NaN, Double.NaN, false, false, false, false);
        assertEquals(0.0, c.moveX, 0.0);
        assertFalse(c.down);
    }

    @Test
    void playerInputReadsBoth() {
        InputSource keyboard = out -> {
            out.clear();
            out.jump = true;
        };
        Gamepad pad = new Gamepad() {
            @Override
            public boolean poll(ControlState out) {
                Gamepad.merge(out, 1.0, 0.0, false, false, false, false);
                return true;
            }

            @Override
            public boolean startHeld() {
                return false;
            }
        };
        new PlayerInput(keyboard, pad).poll(c);
        assertTrue(c.jump);
        assertEquals(1.0, c.moveX, 0.0);
    }
}
