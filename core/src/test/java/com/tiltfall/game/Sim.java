package com.tiltfall.game;

import com.tiltfall.input.ControlState;
import com.tiltfall.input.InputSource;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.TerrainData;
import com.tiltfall.sim.Levels;
import com.tiltfall.sim.Simulation;

/** Headless driver: a Simulation fed by a scripted ControlState at dt = 1/60. */
final class Sim implements InputSource {
    static final double DT = 1.0 / 60.0;
    final ControlState in = new ControlState();
    final Simulation world;

    Sim(LevelData level) {
        world = new Simulation(level, this);
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

    void seconds(double s) {
        steps((int) Math.round(s / DT));
    }

    /** Steps until the player is grounded (at most maxSteps); returns the number of steps taken. */
    int untilGrounded(int maxSteps) {
        for (int i = 0; i < maxSteps; i++) {
            step();
            if (world.isPlayerGrounded()) return i + 1;
        }
        return -1;
    }

    Sim input(double moveX, boolean jump, boolean down) {
        in.moveX = moveX;
        in.jump = jump;
        in.down = down;
        return this;
    }

    double x() {
        return world.playerX();
    }

    double y() {
        return world.playerY();
    }

    double vx() {
        return world.playerVelocityX();
    }

    double vy() {
        return world.playerVelocityY();
    }

    boolean grounded() {
        return world.isPlayerGrounded();
    }

    /** A level with flat ground (top at y = 0... given) from x0 to x1 and the player at (px, py). */
    static LevelData flat(double x0, double x1, double top, double px, double py) {
        LevelData l = Levels.empty(x1 - x0 + 20.0, 30.0);
        l.terrain.add(Levels.box(x0, top - 1.0, x1, top));
        l.entities.add(Levels.entity("player", px, py, 0.0, 0.0));
        return l;
    }

    /** A slope of the given angle (degrees) rising to the right through (0, base): a big convex wedge. */
    static TerrainData slope(double degrees, double x0, double x1, double baseY) {
        double t = Math.tan(Math.toRadians(degrees));
        double bottom = baseY - 2.0;
        return Levels.polygon(x0, bottom, x1, bottom, x1, baseY + t * (x1 - x0), x0, baseY);
    }
}
