package com.tiltfall.desktop;

import com.badlogic.gdx.controllers.Controller;
import com.badlogic.gdx.controllers.ControllerMapping;
import com.badlogic.gdx.controllers.Controllers;
import com.tiltfall.input.ControlState;
import com.tiltfall.input.Gamepad;

/** The desktop's game controller: the one used most recently, through gdx-controllers (SDL). */
final class DesktopGamepad implements Gamepad {
    @Override
    public boolean poll(ControlState out) {
        Controller pad = current();
        if (pad == null) return false;
        ControllerMapping m = pad.getMapping();
        Gamepad.merge(
                out,
                pad.getAxis(m.axisLeftX),
                pad.getAxis(m.axisLeftY),
                pad.getButton(m.buttonDpadLeft),
                pad.getButton(m.buttonDpadRight),
                pad.getButton(m.buttonDpadDown),
                pad.getButton(m.buttonA));
        return true;
    }

    @Override
    public boolean startHeld() {
        Controller pad = current();
        return pad != null && pad.getButton(pad.getMapping().buttonStart);
    }

    private boolean unavailable;

    private Controller current() {
        if (unavailable) return null;
        try {
            Controller pad = Controllers.getCurrent();
            return pad != null && pad.isConnected() ? pad : null;
        } catch (RuntimeException | LinkageError e) {
            // No SDL on this machine: play with the keyboard (and stop asking every step).
            unavailable = true;
            return null;
        }
    }
}
