package com.tiltfall.input;

import com.badlogic.gdx.Input.Keys;

/**
 * Which keys and gamepad buttons do what. Two keys per action (both rebindable) and one gamepad button per action,
 * numbered as the W3C "standard" gamepad layout (0 A, 1 B, 2 X, 3 Y, 4/5 shoulders, 8 Back, 9 Start, 12-15 d-pad
 * up/down/left/right) on every platform. The left stick always moves and drops as well. Saved in the settings
 * ({@code save.Settings}); read every step by {@link KeyboardInput} and {@link Gamepad#pollStandard}.
 */
public final class Bindings {
    /** RESTART: the level from its start at once (docs/menus.md: a life in the campaign, free in a time trial). */
    public static final int LEFT = 0, RIGHT = 1, JUMP = 2, DOWN = 3, PAUSE = 4, RESTART = 5;

    public static final int ACTIONS = 6;
    public static final String[] NAMES = {"Left", "Right", "Jump", "Drop", "Pause", "Restart"};
    /** Gamepad buttons of the standard layout. */
    public static final int PAD_BUTTONS = 17;

    public static final int[][] DEFAULT_KEYS = {
        {Keys.LEFT, Keys.A},
        {Keys.RIGHT, Keys.D},
        {Keys.SPACE, Keys.UP},
        {Keys.DOWN, Keys.S},
        {Keys.P, Keys.ESCAPE},
        {Keys.R, Keys.BACKSPACE}
    };
    public static final int[] DEFAULT_PAD = {14, 15, 0, 13, 9, 8};

    private static final String[] PAD_NAMES = {
        "A", "B", "X", "Y", "LB", "RB", "LT", "RT", "Back", "Start", "L-stick", "R-stick", "Up", "Down", "Left",
        "Right", "Home"
    };

    private final int[][] keys = new int[ACTIONS][2];
    private final int[] pad = new int[ACTIONS];

    public Bindings() {
        reset();
    }

    public void reset() {
        for (int a = 0; a < ACTIONS; a++) {
            keys[a][0] = DEFAULT_KEYS[a][0];
            keys[a][1] = DEFAULT_KEYS[a][1];
            pad[a] = DEFAULT_PAD[a];
        }
    }

    public void set(Bindings other) {
        for (int a = 0; a < ACTIONS; a++) {
            keys[a][0] = other.keys[a][0];
            keys[a][1] = other.keys[a][1];
            pad[a] = other.pad[a];
        }
    }

    public int key(int action, int slot) {
        return keys[action][slot];
    }

    public int pad(int action) {
        return pad[action];
    }

    /** A key code a player can press (not Unknown, not Any). */
    public static boolean validKey(int keycode) {
        return keycode > 0 && keycode <= Keys.MAX_KEYCODE;
    }

    public static boolean validPadButton(int button) {
        return button >= 0 && button < PAD_BUTTONS;
    }

    /**
     * Binds {@code keycode} to {@code action}'s {@code slot}. A key already bound elsewhere is swapped there, so no
     * key does two things and no action loses its key. Returns false (nothing changes) for an invalid key.
     */
    public boolean bindKey(int action, int slot, int keycode) {
        if (!validKey(keycode)) return false;
        int old = keys[action][slot];
        for (int a = 0; a < ACTIONS; a++)
            for (int s = 0; s < 2; s++) if (keys[a][s] == keycode && (a != action || s != slot)) keys[a][s] = old;
        keys[action][slot] = keycode;
        return true;
    }

    /** Binds a gamepad button to {@code action}; one bound elsewhere is swapped. False for an invalid button. */
    public boolean bindPad(int action, int button) {
        if (!validPadButton(button)) return false;
        int old = pad[action];
        for (int a = 0; a < ACTIONS; a++) if (pad[a] == button && a != action) pad[a] = old;
        pad[action] = button;
        return true;
    }

    /** Whether {@code keycode} is bound to {@code action}. */
    public boolean isKey(int action, int keycode) {
        return keys[action][0] == keycode || keys[action][1] == keycode;
    }

    /** The keys with a name of their own and their names (a table: less web script than a switch). */
    private static final int[] NAMED_KEYS = {
        Keys.LEFT,
        Keys.RIGHT,
        Keys.UP,
        Keys.DOWN,
        Keys.SPACE,
        Keys.ENTER,
        Keys.ESCAPE,
        Keys.TAB,
        Keys.BACKSPACE,
        Keys.SHIFT_LEFT,
        Keys.SHIFT_RIGHT,
        Keys.CONTROL_LEFT,
        Keys.CONTROL_RIGHT,
        Keys.ALT_LEFT,
        Keys.ALT_RIGHT,
        Keys.COMMA,
        Keys.PERIOD,
        Keys.SLASH,
        Keys.SEMICOLON,
        Keys.APOSTROPHE,
        Keys.LEFT_BRACKET,
        Keys.RIGHT_BRACKET,
        Keys.MINUS,
        Keys.EQUALS,
        Keys.BACKSLASH,
        Keys.GRAVE,
        Keys.INSERT,
        Keys.FORWARD_DEL,
        Keys.HOME,
        Keys.END,
        Keys.PAGE_UP,
        Keys.PAGE_DOWN
    };

    private static final String[] KEY_NAMES = {
        "Left",
        "Right",
        "Up",
        "Down",
        "Space",
        "Enter",
        "Esc",
        "Tab",
        "Backspace",
        "L-Shift",
        "R-Shift",
        "L-Ctrl",
        "R-Ctrl",
        "L-Alt",
        "R-Alt",
        ",",
        ".",
        "/",
        ";",
        "'",
        "[",
        "]",
        "-",
        "=",
        "\\",
        "`",
        "Insert",
        "Delete",
        "Home",
        "End",
        "Page up",
        "Page down"
    };

    /**
     * A short name for a key (the settings' controls page). Not libGDX's Keys.toString: its table of every key name
     * costs the web build 4 KB of script.
     */
    public static String keyName(int k) {
        if (k >= Keys.A && k <= Keys.Z) return String.valueOf((char) ('A' + k - Keys.A));
        if (k >= Keys.NUM_0 && k <= Keys.NUM_9) return String.valueOf((char) ('0' + k - Keys.NUM_0));
        if (k >= Keys.NUMPAD_0 && k <= Keys.NUMPAD_9) return "Num " + (k - Keys.NUMPAD_0);
        if (k >= Keys.F1 && k <= Keys.F12) return "F" + (k - Keys.F1 + 1);
        for (int i = 0; i < NAMED_KEYS.length; i++) if (NAMED_KEYS[i] == k) return KEY_NAMES[i];
        return "Key " + k;
    }

    public static String padName(int button) {
        return validPadButton(button) ? PAD_NAMES[button] : "?";
    }
}
