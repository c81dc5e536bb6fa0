package com.tiltfall.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Input.Keys;
import com.tiltfall.level.LevelData;
import com.tiltfall.sim.Levels;
import com.tiltfall.sim.Simulation;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class BindingsTest {
    private final Set<Integer> held = new HashSet<>();
    private final Bindings bindings = new Bindings();
    private final KeyboardInput keyboard = new KeyboardInput(bindings, held::contains);
    private final ControlState c = new ControlState();

    @Test
    void defaultsAreArrowsAndWasdStyleKeys() {
        int[][] expect = {{Keys.LEFT, Keys.A}, {Keys.RIGHT, Keys.D}, {Keys.SPACE, Keys.UP}, {Keys.DOWN, Keys.S}};
        for (int a = 0; a < expect.length; a++)
            for (int s = 0; s < 2; s++) assertEquals(expect[a][s], bindings.key(a, s), Bindings.NAMES[a] + " " + s);
    }

    @Test
    void everyReboundKeyDrivesItsActionAndTheOldKeyNoLonger() {
        int[] fresh = {Keys.J, Keys.L, Keys.K, Keys.M};
        for (int a = Bindings.LEFT; a <= Bindings.DOWN; a++) {
            for (int slot = 0; slot < 2; slot++) {
                bindings.reset();
                int old = bindings.key(a, slot);
                assertTrue(bindings.bindKey(a, slot, fresh[a]));
                held.clear();
                held.add(fresh[a]);
                keyboard.poll(c);
                assertAction(a, true, "new key " + Keys.toString(fresh[a]));
                held.clear();
                held.add(old);
                keyboard.poll(c);
                assertAction(a, false, "old key " + Keys.toString(old));
            }
        }
    }

    private void assertAction(int action, boolean on, String what) {
        double x = action == Bindings.LEFT ? -1 : action == Bindings.RIGHT ? 1 : 0;
        assertEquals(on ? x : 0.0, c.moveX, 0.0, what);
        assertEquals(on && action == Bindings.JUMP, c.jump, what);
        assertEquals(on && action == Bindings.DOWN, c.down, what);
    }

    @Test
    void aKeyUsedElsewhereSwapsSoNoActionLosesItsKey() {
        assertTrue(bindings.bindKey(Bindings.JUMP, 0, Keys.LEFT)); // Left was Left's first key
        assertEquals(Keys.LEFT, bindings.key(Bindings.JUMP, 0));
        assertEquals(Keys.SPACE, bindings.key(Bindings.LEFT, 0), "Left got Jump's old key");
        assertFalse(bindings.bindKey(Bindings.JUMP, 0, 0), "Unknown is no key");
        assertFalse(bindings.bindKey(Bindings.JUMP, 0, Keys.MAX_KEYCODE + 1));
        assertEquals(Keys.LEFT, bindings.key(Bindings.JUMP, 0));
    }

    /** The rebound jump key makes the player jump in a real world; the default one does not. */
    @Test
    void aReboundJumpKeyMakesThePlayerJump() {
        bindings.bindKey(Bindings.JUMP, 0, Keys.X);
        bindings.bindKey(Bindings.JUMP, 1, Keys.Z);
        for (int key : new int[] {Keys.X, Keys.Z, Keys.SPACE, Keys.UP}) {
            boolean bound = key == Keys.X || key == Keys.Z;
            LevelData level = Levels.empty(40, 30);
            level.terrain.add(Levels.box(0, -1, 40, 0));
            level.entities.add(Levels.entity("player", 10, 1, 0, 0));
            Simulation world = new Simulation(level, keyboard);
            held.clear();
            for (int i = 0; i < 60; i++) world.step(1.0 / 60); // settle on the ground
            double ground = world.playerY();
            held.add(key);
            double top = ground;
            for (int i = 0; i < 30; i++) {
                world.step(1.0 / 60);
                top = Math.max(top, world.playerY());
            }
            assertEquals(bound ? 1 : 0, world.playerState().stats.jumps, Keys.toString(key));
            assertEquals(bound, top - ground > 0.5, Keys.toString(key) + ": rose " + (top - ground) + " m");
        }
    }

    /** A pad read through the bindings: the rebound button jumps, A no longer does; the stick always moves. */
    @Test
    void reboundGamepadButtonsDriveThePlayer() {
        final Set<Integer> buttons = new HashSet<>();
        final double[] axes = new double[2];
        Gamepad pad = new Gamepad() {
            @Override
            public boolean poll(ControlState out) {
                Gamepad.pollStandard(this, bindings, out);
                return true;
            }

            @Override
            public boolean startHeld() {
                return button(bindings.pad(Bindings.PAUSE));
            }

            @Override
            public boolean button(int standard) {
                return buttons.contains(standard);
            }

            @Override
            public double axis(int index) {
                return axes[index];
            }
        };
        assertTrue(bindings.bindPad(Bindings.JUMP, 3)); // Y
        buttons.add(0);
        c.clear();
        pad.poll(c);
        assertFalse(c.jump, "A no longer jumps");
        buttons.clear();
        buttons.add(3);
        c.clear();
        pad.poll(c);
        assertTrue(c.jump, "Y jumps");
        assertEquals(3, pad.pressedButton());
        assertTrue(bindings.bindPad(Bindings.PAUSE, 3), "Y pauses now, jump gets Start");
        assertEquals(9, bindings.pad(Bindings.JUMP));
        assertTrue(pad.startHeld());
        buttons.clear();
        axes[0] = -0.8;
        c.clear();
        pad.poll(c);
        assertEquals(-0.8, c.moveX, 0.0);
        assertFalse(bindings.bindPad(Bindings.JUMP, 17));
    }
}
