package com.tiltfall.replay;

import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.TerrainData;
import com.tiltfall.physics.dynamics.World;
import com.tiltfall.sim.FixedStepper;
import com.tiltfall.sim.Simulation;

/**
 * Every number a level and a replayed run are made of, as exact bits, one per line: when the desktop and the browser
 * disagree on a state hash, the first line that differs between their dumps names the number that parted them (a
 * level value, or a body after some step). For bug reports and the browser test's messages.
 */
public final class StateDump {
    private StateDump() {}

    public static String dump(LevelData level, Replay replay, int steps) {
        StringBuilder sb = new StringBuilder();
        line(sb, "level.size", level.width, level.height, level.pixelsPerMetre, level.timeLimit);
        for (int i = 0; i < level.terrain.size; i++) {
            TerrainData t = level.terrain.get(i);
            line(sb, "terrain." + i + ".shape", t.centerX, t.centerY, t.semiAxisA, t.semiAxisB, t.angle);
            line(sb, "terrain." + i + ".material", t.friction, t.restitution);
            line(sb, "terrain." + i + ".vertices", t.vertices);
        }
        for (int i = 0; i < level.entities.size; i++) {
            EntityData e = level.entities.get(i);
            line(sb, "entity." + i + "." + e.type, e.x, e.y, e.width, e.height, e.angle);
        }
        Simulation world = new Simulation(level, new ReplayInput(replay));
        bodies(sb, world.physicsWorld(), 0);
        for (int s = 1; s <= steps; s++) {
            world.step(FixedStepper.STEP);
            bodies(sb, world.physicsWorld(), s);
        }
        return sb.toString();
    }

    private static void bodies(StringBuilder sb, World w, int step) {
        for (int slot = 0; slot < w.getBodySlotBound(); slot++) {
            int b = w.getBodyInSlot(slot);
            if (b == -1) continue;
            line(
                    sb,
                    "step." + step + ".body." + slot,
                    w.getX(b),
                    w.getY(b),
                    w.getAngle(b),
                    w.getVelocityX(b),
                    w.getVelocityY(b),
                    w.getAngularVelocity(b));
        }
    }

    private static void line(StringBuilder sb, String what, double... values) {
        sb.append(what);
        for (double v : values) sb.append(' ').append(Long.toHexString(Double.doubleToLongBits(v)));
        sb.append('\n');
    }
}
