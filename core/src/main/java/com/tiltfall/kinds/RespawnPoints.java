package com.tiltfall.kinds;

import com.tiltfall.ecs.component.PlayerTuning;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelValidator;

/**
 * Where the level rules put the hero back after a death: the spawn (the hero's centre is the spawn's centre) or a
 * checkpoint (the hero stands on the flag's base, 1 cm above it, at its centre). Upright in both cases. The builder
 * gives checkpoints these points and the level checker tests the hero's box there against the terrain, so both use
 * this one definition.
 */
public final class RespawnPoints {
    private RespawnPoints() {}

    /** Half the side of the hero's box, m (the player's body). */
    public static final double HERO_HALF = new PlayerTuning().halfSize;
    /** How far above a checkpoint's base the hero's box is put, m. */
    public static final double ABOVE_BASE = 0.01;
    /** A checkpoint drawn with no size is a 1 x 2 m flag. */
    public static final double CHECKPOINT_WIDTH = 1.0, CHECKPOINT_HEIGHT = 2.0;

    /** Whether the rules respawn the hero at this object (the spawn and checkpoints). */
    public static boolean isRespawnPoint(EntityData d) {
        return EntityTypes.PLAYER.name.equals(d.type) || EntityTypes.CHECKPOINT.name.equals(d.type);
    }

    /** The hero's centre x when it respawns at this spawn or checkpoint, m. */
    public static double x(EntityData d) {
        return d.x;
    }

    /** The hero's centre y when it respawns at this spawn or checkpoint, m. */
    public static double y(EntityData d) {
        if (!EntityTypes.CHECKPOINT.name.equals(d.type)) return d.y;
        return d.y - Parts.or(d.height, CHECKPOINT_HEIGHT) / 2.0 + HERO_HALF + ABOVE_BASE;
    }

    /** How messages name the object: {@code checkpoint 12 "flag" at (5.5, 1 m)} (the object's centre). */
    public static String label(EntityData d) {
        StringBuilder sb = new StringBuilder(d.type);
        if (d.objectId > 0) sb.append(' ').append(d.objectId);
        if (!d.name.isEmpty() && !d.name.equals(d.type))
            sb.append(" \"").append(d.name).append('"');
        return sb.append(" at (")
                .append(LevelValidator.num(d.x))
                .append(", ")
                .append(LevelValidator.num(d.y))
                .append(" m)")
                .toString();
    }
}
