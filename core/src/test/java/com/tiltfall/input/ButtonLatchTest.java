package com.tiltfall.input;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ButtonLatchTest {
    private final ButtonLatch latch = new ButtonLatch(Bindings.PAD_BUTTONS);

    /** A pad whose buttons go through the latch, as the desktop and web pads do. */
    private final Gamepad pad = new Gamepad() {
        @Override
        public boolean poll(ControlState out) {
            Gamepad.pollStandard(this, new Bindings(), out);
            return true;
        }

        @Override
        public boolean startHeld() {
            return button(9);
        }

        @Override
        public boolean button(int standard) {
            return latch.read(standard);
        }
    };

    @Test
    void aTapBetweenTwoReadsCountsOnceForEveryButton() {
        for (int b = 0; b < Bindings.PAD_BUTTONS; b++) {
            latch.read(b); // the read before the tap
            latch.sample(b, true);
            latch.sample(b, false); // released before the game looked
            assertTrue(latch.read(b), "button " + b + " tapped between reads was lost");
            assertFalse(latch.read(b), "button " + b + " counted twice for one tap");
        }
    }

    @Test
    void aJumpTappedWithinOneFrameReachesTheGame() {
        ControlState before = new ControlState();
        pad.poll(before);
        assertFalse(before.jump);
        latch.sample(0, true); // A (jump by default), pressed and released between two steps
        latch.sample(0, false);
        ControlState step = new ControlState();
        pad.poll(step);
        assertTrue(step.jump, "the tap of A must reach the next step");
        ControlState next = new ControlState();
        pad.poll(next);
        assertFalse(next.jump, "the tap lasts one step");
    }

    @Test
    void aStartTapTogglesPauseOnce() {
        latch.sample(9, true);
        latch.sample(9, false);
        assertTrue(pad.startHeld());
        assertFalse(pad.startHeld());
    }

    @Test
    void aHeldButtonStaysHeldUntilReleased() {
        latch.sample(0, true);
        for (int read = 0; read < 5; read++) {
            assertTrue(latch.read(0));
            latch.sample(0, true);
        }
        latch.sample(0, false);
        assertFalse(latch.read(0), "released after being read: nothing left to report");
    }

    @Test
    void twoTapsBetweenReadsAreOnePress() {
        latch.sample(3, true);
        latch.sample(3, false);
        latch.sample(3, true);
        latch.sample(3, false);
        assertTrue(latch.read(3));
        assertFalse(latch.read(3));
    }

    @Test
    void clearForgetsAPendingTapAndOutOfRangeButtonsAreNeverHeld() {
        latch.sample(1, true);
        latch.sample(1, false);
        latch.clear();
        assertFalse(latch.read(1));
        latch.sample(-1, true);
        latch.sample(Bindings.PAD_BUTTONS, true);
        assertFalse(latch.read(-1));
        assertFalse(latch.read(Bindings.PAD_BUTTONS));
    }
}
