package com.tiltfall.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class GamepadTest {
    private final ControlState c = new ControlState();

    @Test
    void stickInsideTheDeadZoneIsCentred() {
        Gamepad.merge(c, 0.2f, 0.2f, false, false, false, false);
        assertEquals(0f, c.moveX, 0f);
        assertFalse(c.down);
    }

    @Test
    void stickOutsideTheDeadZoneIsAnalogue() {
        Gamepad.merge(c, -0.6f, 0f, false, false, false, false);
        assertEquals(-0.6f, c.moveX, 0f);
    }

    @Test
    void keyboardAndPadTogetherNeverExceedFullSpeed() {
        c.moveX = 1f; // keyboard right
        Gamepad.merge(c, 0.9f, 0f, false, true, false, false);
        assertEquals(1f, c.moveX, 0f);
        c.moveX = 1f; // keyboard right, pad left: they cancel
        Gamepad.merge(c, 0f, 0f, true, false, false, false);
        assertEquals(0f, c.moveX, 0f);
    }

    @Test
    void stickDownAndButtonsAreOred() {
        c.jump = true; // from the keyboard
        Gamepad.merge(c, 0f, 0.8f, false, false, false, false);
        assertTrue(c.jump);
        assertTrue(c.down);
    }

    @Test
    void aNanAxisFromABrokenDriverIsIgnored() {
        Gamepad.merge(c, Float.NaN, Float.NaN, false, false, false, false);
        assertEquals(0f, c.moveX, 0f);
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
                Gamepad.merge(out, 1f, 0f, false, false, false, false);
                return true;
            }

            @Override
            public boolean startHeld() {
                return false;
            }
        };
        new PlayerInput(keyboard, pad).poll(c);
        assertTrue(c.jump);
        assertEquals(1f, c.moveX, 0f);
    }
}
