package com.tiltfall.desktop;

import com.badlogic.gdx.controllers.Controller;
import com.badlogic.gdx.controllers.ControllerAdapter;
import com.badlogic.gdx.controllers.ControllerMapping;
import com.badlogic.gdx.controllers.Controllers;
import com.tiltfall.input.Bindings;
import com.tiltfall.input.ButtonLatch;
import com.tiltfall.input.ControlState;
import com.tiltfall.input.Gamepad;

/**
 * The desktop's game controller: the one used most recently, through gdx-controllers (SDL), its buttons numbered as
 * the standard layout so that the player's {@link Bindings} mean the same on the desktop and in the browser. Button
 * events go into a {@link ButtonLatch}, so a press released before the game reads the pad still counts.
 */
final class DesktopGamepad implements Gamepad {
    private final Bindings bindings;
    private final ButtonLatch latch = new ButtonLatch(Bindings.PAD_BUTTONS);

    DesktopGamepad(Bindings bindings) {
        this.bindings = bindings;
    }

    /** Feeds the latch from gdx-controllers' button events (each press and release, in order). */
    private final class Latcher extends ControllerAdapter {
        @Override
        public boolean buttonDown(Controller pad, int code) {
            latch.sample(standard(pad.getMapping(), code), true);
            return false;
        }

        @Override
        public boolean buttonUp(Controller pad, int code) {
            latch.sample(standard(pad.getMapping(), code), false);
            return false;
        }
    }

    @Override
    public boolean poll(ControlState out) {
        if (current() == null) return false;
        Gamepad.pollStandard(this, bindings, out);
        return true;
    }

    @Override
    public boolean startHeld() {
        return button(bindings.pad(Bindings.PAUSE));
    }

    @Override
    public double axis(int index) {
        Controller pad = current();
        if (pad == null) return 0.0;
        ControllerMapping m = pad.getMapping();
        return pad.getAxis(index == 0 ? m.axisLeftX : m.axisLeftY);
    }

    @Override
    public boolean button(int standard) {
        Controller pad = current();
        if (pad == null) {
            latch.clear();
            return false;
        }
        int code = code(pad.getMapping(), standard);
        latch.sample(standard, code != ControllerMapping.UNDEFINED && pad.getButton(code));
        return latch.read(standard);
    }

    /** The standard-layout number of a gdx-controllers button code, or -1. */
    private static int standard(ControllerMapping m, int code) {
        for (int b = 0; b < Bindings.PAD_BUTTONS; b++) {
            if (code(m, b) == code && code != ControllerMapping.UNDEFINED) return b;
        }
        return -1;
    }

    /** gdx-controllers' button code for a standard-layout button (triggers are axes there: none). */
    private static int code(ControllerMapping m, int standard) {
        switch (standard) {
            case 0:
                return m.buttonA;
            case 1:
                return m.buttonB;
            case 2:
                return m.buttonX;
            case 3:
                return m.buttonY;
            case 4:
                return m.buttonL1;
            case 5:
                return m.buttonR1;
            case 6:
                return m.buttonL2;
            case 7:
                return m.buttonR2;
            case 8:
                return m.buttonBack;
            case 9:
                return m.buttonStart;
            case 10:
                return m.buttonLeftStick;
            case 11:
                return m.buttonRightStick;
            case 12:
                return m.buttonDpadUp;
            case 13:
                return m.buttonDpadDown;
            case 14:
                return m.buttonDpadLeft;
            case 15:
                return m.buttonDpadRight;
            default:
                return ControllerMapping.UNDEFINED;
        }
    }

    private boolean unavailable;
    private boolean listening;

    private Controller current() {
        if (unavailable) return null;
        try {
            if (!listening) {
                Controllers.addListener(new Latcher());
                listening = true;
            }
            Controller pad = Controllers.getCurrent();
            return pad != null && pad.isConnected() ? pad : null;
        } catch (RuntimeException | LinkageError e) {
            // No SDL on this machine: play with the keyboard (and stop asking every step).
            unavailable = true;
            return null;
        }
    }
}
