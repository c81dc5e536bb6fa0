package com.tiltfall.html;

import com.badlogic.gdx.Input.Keys;

/**
 * A browser key code ({@code KeyboardEvent.keyCode}) as libGDX's key ({@link Keys}), the mapping libGDX's
 * {@code DefaultGwtInput.keyForCode} makes with a switch of 120 cases (2.3 KB of script): here runs of codes and a
 * table of the rest. {@link WebInput} uses it; {@code DomKeysTest} holds it to libGDX's switch.
 */
final class DomKeys {
    /** {@code KeyboardEvent.location}: a right-hand modifier, a key of the number pad. */
    static final int LOCATION_RIGHT = 2, LOCATION_NUMPAD = 3;

    /** Pairs of a browser key code and libGDX's key, for the codes outside the runs in {@link #toGdx}. */
    private static final int[] OTHERS = {
        8,
        Keys.BACKSPACE,
        9,
        Keys.TAB,
        13,
        Keys.ENTER,
        16,
        Keys.SHIFT_LEFT,
        17,
        Keys.CONTROL_LEFT,
        18,
        Keys.ALT_LEFT,
        19,
        Keys.PAUSE,
        20,
        Keys.CAPS_LOCK,
        27,
        Keys.ESCAPE,
        32,
        Keys.SPACE,
        33,
        Keys.PAGE_UP,
        34,
        Keys.PAGE_DOWN,
        35,
        Keys.END,
        36,
        Keys.HOME,
        37,
        Keys.LEFT,
        38,
        Keys.UP,
        39,
        Keys.RIGHT,
        40,
        Keys.DOWN,
        44,
        Keys.PRINT_SCREEN,
        45,
        Keys.INSERT,
        46,
        Keys.FORWARD_DEL,
        106,
        Keys.NUMPAD_MULTIPLY,
        107,
        Keys.NUMPAD_ADD,
        109,
        Keys.NUMPAD_SUBTRACT,
        110,
        Keys.NUMPAD_DOT,
        111,
        Keys.NUMPAD_DIVIDE,
        144,
        Keys.NUM_LOCK,
        145,
        Keys.SCROLL_LOCK,
        174,
        Keys.VOLUME_DOWN,
        175,
        Keys.VOLUME_UP,
        176,
        Keys.MEDIA_NEXT,
        177,
        Keys.MEDIA_PREVIOUS,
        178,
        Keys.MEDIA_STOP,
        179,
        Keys.MEDIA_PLAY_PAUSE,
        182,
        Keys.VOLUME_DOWN,
        183,
        Keys.VOLUME_UP,
        186,
        Keys.SEMICOLON,
        187,
        Keys.EQUALS,
        188,
        Keys.COMMA,
        189,
        Keys.MINUS,
        190,
        Keys.PERIOD,
        191,
        Keys.SLASH,
        219,
        Keys.LEFT_BRACKET,
        220,
        Keys.BACKSLASH,
        221,
        Keys.RIGHT_BRACKET,
        222,
        Keys.APOSTROPHE
    };

    private DomKeys() {}

    /** libGDX's key for a browser key code at a location, {@link Keys#UNKNOWN} for one it does not know. */
    static int toGdx(int code, int location) {
        if (code >= 48 && code <= 57) return Keys.NUM_0 + code - 48;
        if (code >= 65 && code <= 90) return Keys.A + code - 65;
        if (code >= 96 && code <= 105) return Keys.NUMPAD_0 + code - 96;
        if (code >= 112 && code <= 123) return Keys.F1 + code - 112;
        if (code >= 124 && code <= 135) return Keys.F13 + code - 124;
        boolean right = location == LOCATION_RIGHT;
        if (code == 16 && right) return Keys.SHIFT_RIGHT;
        if (code == 17 && right) return Keys.CONTROL_RIGHT;
        if (code == 18 && right) return Keys.ALT_RIGHT;
        if (code == 13 && location == LOCATION_NUMPAD) return Keys.NUMPAD_ENTER;
        for (int i = 0; i < OTHERS.length; i += 2) if (OTHERS[i] == code) return OTHERS[i + 1];
        return Keys.UNKNOWN;
    }
}
