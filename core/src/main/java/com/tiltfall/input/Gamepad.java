package com.tiltfall.input;

/**
 * A game controller, read once per fixed step. Each platform supplies its own (desktop: gdx-controllers; web: the
 * browser's Gamepad API), so core stays free of either. Layout: the standard one (Xbox names): left stick or d-pad
 * to move, A to jump, stick/d-pad down to drop, Start to pause and confirm.
 */
public interface Gamepad {
    /** Stick values inside this radius count as centred (worn sticks rest a little off zero). */
    double DEAD_ZONE = 0.25;

    /** Adds this pad's controls to {@code out} (moveX summed then clamped, buttons or-ed). False when no pad is connected. */
    boolean poll(ControlState out);

    /** Start (or Options) is held: pause in game, confirm in menus. */
    boolean startHeld();

    /**
     * Whether a button of the W3C standard layout is held (0 A, 1 B, ... 9 Start, 12-15 d-pad), for pads that
     * read buttons one by one; false when there is no pad. Platforms implement it; {@link #pollStandard} reads it.
     */
    default boolean button(int standard) {
        return false;
    }

    /** Left stick axis 0 (x, right positive) or 1 (y, down positive); 0 when there is no pad. */
    default double axis(int index) {
        return 0.0;
    }

    /** The first standard-layout button held, or -1: what the settings menu binds when rebinding. */
    default int pressedButton() {
        for (int b = 0; b < Bindings.PAD_BUTTONS; b++) if (button(b)) return b;
        return -1;
    }

    /**
     * Reads a standard-layout pad through the player's bindings: the left stick always moves and drops, the bound
     * buttons move, jump and drop.
     */
    static void pollStandard(Gamepad pad, Bindings b, ControlState out) {
        merge(
                out,
                pad.axis(0),
                pad.axis(1),
                pad.button(b.pad(Bindings.LEFT)),
                pad.button(b.pad(Bindings.RIGHT)),
                pad.button(b.pad(Bindings.DOWN)),
                pad.button(b.pad(Bindings.JUMP)));
    }

    Gamepad NONE = new Gamepad() {
        @Override
        public boolean poll(ControlState out) {
            return false;
        }

        @Override
        public boolean startHeld() {
            return false;
        }
    };

    /**
     * Merges raw pad readings into {@code out}: stick x in [-1, 1] (right positive), stick y in [-1, 1] (DOWN
     * positive, as both gdx-controllers and the web report it), d-pad and A button.
     */
    static void merge(
            ControlState out, double stickX, double stickY, boolean left, boolean right, boolean down, boolean jump) {
        double x = Math.abs(stickX) < DEAD_ZONE || stickX != stickX ? 0.0 : stickX;
        if (left) x -= 1.0;
        if (right) x += 1.0;
        out.moveX = Math.max(-1.0, Math.min(1.0, out.moveX + x));
        out.down |= down || stickY > 0.5;
        out.jump |= jump;
    }
}
