package com.tiltfall.input;

import com.badlogic.gdx.Gdx;

/** Reads the keyboard through the player's {@link Bindings} (default: arrows or A/D, Space/Up to jump, Down/S). */
public final class KeyboardInput implements InputSource {
    /** Whether a key is held: the real keyboard, or a test's. */
    public interface Keyboard {
        boolean pressed(int keycode);
    }

    private final Bindings bindings;
    private final Keyboard keyboard;

    public KeyboardInput() {
        this(new Bindings());
    }

    public KeyboardInput(Bindings bindings) {
        this(bindings, keycode -> Gdx.input.isKeyPressed(keycode));
    }

    public KeyboardInput(Bindings bindings, Keyboard keyboard) {
        this.bindings = bindings;
        this.keyboard = keyboard;
    }

    @Override
    public void poll(ControlState out) {
        out.clear();
        if (held(Bindings.LEFT)) out.moveX -= 1.0;
        if (held(Bindings.RIGHT)) out.moveX += 1.0;
        out.jump = held(Bindings.JUMP);
        out.down = held(Bindings.DOWN);
    }

    private boolean held(int action) {
        return keyboard.pressed(bindings.key(action, 0)) || keyboard.pressed(bindings.key(action, 1));
    }
}
