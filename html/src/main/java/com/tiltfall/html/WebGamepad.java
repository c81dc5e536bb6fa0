package com.tiltfall.html;

import com.tiltfall.input.Bindings;
import com.tiltfall.input.ButtonLatch;
import com.tiltfall.input.ControlState;
import com.tiltfall.input.Gamepad;

/**
 * The browser's game controller through the standard Gamepad API (first pad with the "standard" layout:
 * buttons 0 = A, 9 = Start, 13/14/15 = d-pad down/left/right; axes 0/1 = left stick, y down positive), read
 * through the player's {@link Bindings}. The API has no button events, so a timer samples the buttons between frames
 * into a {@link ButtonLatch}: a tap shorter than a frame still reaches the game.
 */
final class WebGamepad implements Gamepad {
    private final Bindings bindings;
    private final ButtonLatch latch = new ButtonLatch(Bindings.PAD_BUTTONS);

    WebGamepad(Bindings bindings) {
        this.bindings = bindings;
        sampleOnceAPadConnects();
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
        latch.sample(standard, connected() && buttonOf(standard));
        return latch.read(standard);
    }

    /** Called by the page's timer: records every button's state, so that presses between frames are kept. */
    private void sample() {
        if (!connected()) {
            latch.clear();
            return;
        }
        for (int b = 0; b < Bindings.PAD_BUTTONS; b++) latch.sample(b, buttonOf(b));
    }

    /** Every 4 ms from the first pad on (the browser fires the event at its first button press). */
    private native void sampleOnceAPadConnects() /*-{
        if (!$wnd.navigator.getGamepads) return;
        var self = this, timer = 0;
        $wnd.addEventListener('gamepadconnected', function() {
            if (!timer) timer = $wnd.setInterval($entry(function() { self.@com.tiltfall.html.WebGamepad::sample()(); }), 4);
        });
    }-*/;

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
