package com.tiltfall.input;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.badlogic.gdx.Input.Keys;
import org.junit.jupiter.api.Test;

/** The key names' table gives what the switch it replaced gave (the oracle: that switch, copied here) for every code. */
class KeyNameTest {
    @Test
    void everyKeyCodeIsNamedAsTheSwitchNamedIt() {
        int named = 0;
        for (int k = -2; k <= 300; k++) {
            assertEquals(switchName(k), Bindings.keyName(k), "key " + k);
            if (!Bindings.keyName(k).startsWith("Key ")) named++;
        }
        assertEquals(26 + 10 + 10 + 12 + 32, named, "letters, digits, numpad, F keys and the 32 named ones");
    }

    /** Bindings.keyName before the table (session 29). */
    private static String switchName(int k) {
        if (k >= Keys.A && k <= Keys.Z) return String.valueOf((char) ('A' + k - Keys.A));
        if (k >= Keys.NUM_0 && k <= Keys.NUM_9) return String.valueOf((char) ('0' + k - Keys.NUM_0));
        if (k >= Keys.NUMPAD_0 && k <= Keys.NUMPAD_9) return "Num " + (k - Keys.NUMPAD_0);
        if (k >= Keys.F1 && k <= Keys.F12) return "F" + (k - Keys.F1 + 1);
        switch (k) {
            case Keys.LEFT:
                return "Left";
            case Keys.RIGHT:
                return "Right";
            case Keys.UP:
                return "Up";
            case Keys.DOWN:
                return "Down";
            case Keys.SPACE:
                return "Space";
            case Keys.ENTER:
                return "Enter";
            case Keys.ESCAPE:
                return "Esc";
            case Keys.TAB:
                return "Tab";
            case Keys.BACKSPACE:
                return "Backspace";
            case Keys.SHIFT_LEFT:
                return "L-Shift";
            case Keys.SHIFT_RIGHT:
                return "R-Shift";
            case Keys.CONTROL_LEFT:
                return "L-Ctrl";
            case Keys.CONTROL_RIGHT:
                return "R-Ctrl";
            case Keys.ALT_LEFT:
                return "L-Alt";
            case Keys.ALT_RIGHT:
                return "R-Alt";
            case Keys.COMMA:
                return ",";
            case Keys.PERIOD:
                return ".";
            case Keys.SLASH:
                return "/";
            case Keys.SEMICOLON:
                return ";";
            case Keys.APOSTROPHE:
                return "'";
            case Keys.LEFT_BRACKET:
                return "[";
            case Keys.RIGHT_BRACKET:
                return "]";
            case Keys.MINUS:
                return "-";
            case Keys.EQUALS:
                return "=";
            case Keys.BACKSLASH:
                return "\\";
            case Keys.GRAVE:
                return "`";
            case Keys.INSERT:
                return "Insert";
            case Keys.FORWARD_DEL:
                return "Delete";
            case Keys.HOME:
                return "Home";
            case Keys.END:
                return "End";
            case Keys.PAGE_UP:
                return "Page up";
            case Keys.PAGE_DOWN:
                return "Page down";
            default:
                return "Key " + k;
        }
    }
}
