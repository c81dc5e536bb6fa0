package com.tiltfall.input;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input.Keys;

/** Reads the keyboard: arrows or A/D to move, space/up/W to jump, down/S to drop. */
public final class KeyboardInput implements InputSource {
    @Override
    public void poll(ControlState out) {
        out.clear();
        if (pressed(Keys.LEFT, Keys.A)) out.moveX -= 1.0;
        if (pressed(Keys.RIGHT, Keys.D)) out.moveX += 1.0;
        out.jump = pressed(Keys.SPACE, Keys.UP) || Gdx.input.isKeyPressed(Keys.W);
        out.down = pressed(Keys.DOWN, Keys.S);
    }

    private static boolean pressed(int a, int b) {
        return Gdx.input.isKeyPressed(a) || Gdx.input.isKeyPressed(b);
    }
}
