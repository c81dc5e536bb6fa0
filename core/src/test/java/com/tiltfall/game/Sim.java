package com.tiltfall.game;

import com.tiltfall.input.ControlState;
import com.tiltfall.input.InputSource;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.TerrainData;
import com.tiltfall.world.GameWorld;
import com.tiltfall.world.Levels;

/** Headless driver: a GameWorld fed by a scripted ControlState at dt = 1/60. */
final class Sim implements InputSource {
    static final float DT = 1f / 60f;
    final ControlState in = new ControlState();
    final GameWorld world;

    Sim(LevelData level) {
        world = new GameWorld(level, this);
    }

    @Override
    public void poll(ControlState out) {
        out.set(in);
    }

    void step() {
        world.step(DT);
    }

    void steps(int n) {
        for (int i = 0; i < n; i++) world.step(DT);
    }

    void seconds(float s) {
        steps(Math.round(s / DT));
    }

    /** Steps until the player is grounded (at most maxSteps); returns the number of steps taken. */
    int untilGrounded(int maxSteps) {
        for (int i = 0; i < maxSteps; i++) {
            step();
            if (world.isPlayerGrounded()) return i + 1;
        }
        return -1;
    }

    Sim input(float moveX, boolean jump, boolean down) {
        in.moveX = moveX;
        in.jump = jump;
        in.down = down;
        return this;
    }

    float x() {
        return world.playerX();
    }

    float y() {
        return world.playerY();
    }

    float vx() {
        return world.playerVelocityX();
    }

    float vy() {
        return world.playerVelocityY();
    }

    boolean grounded() {
        return world.isPlayerGrounded();
    }

    /** A level with flat ground (top at y = 0... given) from x0 to x1 and the player at (px, py). */
    static LevelData flat(float x0, float x1, float top, float px, float py) {
        LevelData l = Levels.empty(x1 - x0 + 20f, 30f);
        l.terrain.add(Levels.box(x0, top - 1f, x1, top));
        l.entities.add(Levels.entity("player", px, py, 0f, 0f));
        return l;
    }

    /** A slope of the given angle (degrees) rising to the right through (0, base): a big convex wedge. */
    static TerrainData slope(float degrees, float x0, float x1, float baseY) {
        float t = (float) Math.tan(Math.toRadians(degrees));
        float bottom = baseY - 2f;
        return Levels.polygon(x0, bottom, x1, bottom, x1, baseY + t * (x1 - x0), x0, baseY);
    }
}
