package com.tiltfall.html;

import com.tiltfall.input.Bindings;
import com.tiltfall.input.ControlState;
import com.tiltfall.input.Gamepad;

/**
 * The browser's game controller through the standard Gamepad API (first pad with the "standard" layout:
 * buttons 0 = A, 9 = Start, 13/14/15 = d-pad down/left/right; axes 0/1 = left stick, y down positive), read
 * through the player's {@link Bindings}.
 */
final class WebGamepad implements Gamepad {
    private final Bindings bindings;

    WebGamepad(Bindings bindings) {
        this.bindings = bindings;
    }

    @Override
    public boolean poll(ControlState out) {
        if (!connected()) return false;
        Gamepad.pollStandard(this, bindings, out);
        return true;
    }

    @Override
    public boolean startHeld() {
        return connected() && button(bindings.pad(Bindings.PAUSE));
    }

    @Override
    public double axis(int index) {
        return connected() ? axisOf(index) : 0.0;
    }

    @Override
    public boolean button(int standard) {
        return connected() && buttonOf(standard);
    }

    private static native boolean connected() /*-{
        if (!$wnd.navigator.getGamepads) return false;
        var pads = $wnd.navigator.getGamepads();
        for (var i = 0; i < pads.length; i++) if (pads[i] && pads[i].connected) return true;
        return false;
    }-*/;

    private static native float axisOf(int i) /*-{
        var pads = $wnd.navigator.getGamepads();
        for (var p = 0; p < pads.length; p++) {
            var pad = pads[p];
            if (pad && pad.connected) return i < pad.axes.length ? pad.axes[i] : 0;
        }
        return 0;
    }-*/;

    private static native boolean buttonOf(int i) /*-{
        var pads = $wnd.navigator.getGamepads();
        for (var p = 0; p < pads.length; p++) {
            var pad = pads[p];
            if (pad && pad.connected) return i < pad.buttons.length && pad.buttons[i].pressed;
        }
        return false;
    }-*/;
}
