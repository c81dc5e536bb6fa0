package com.tiltfall.platform;

import com.tiltfall.kinds.EntityTypes;
import com.tiltfall.kinds.RespawnPoints;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;

/**
 * Where a designer's level starts again after a reload (a save seen by the live reload, or F5): at the checkpoint the
 * player had last reached, so that testing the end of a long level does not mean replaying its start after every
 * save. The checkpoint is found again by its Tiled object id, so it may have been moved or resized in the meantime;
 * deleted, or no checkpoint reached, the level starts at its spawn. It works by moving the reloaded level's spawn to
 * that checkpoint's respawn point ({@link RespawnPoints}), so deaths bring the player back there too.
 */
public final class ReloadStart {
    private String source;
    private int checkpointId = -1;

    /**
     * Remembers the checkpoint of {@code level} whose respawn point is (x, y) (the level rules' current respawn
     * point); none when that point is no checkpoint's (the spawn).
     */
    public void remember(LevelData level, double respawnX, double respawnY) {
        source = level.source;
        checkpointId = -1;
        for (EntityData d : level.entities) {
            if (!EntityTypes.CHECKPOINT.name.equals(d.type)) continue;
            if (RespawnPoints.x(d) == respawnX && RespawnPoints.y(d) == respawnY) checkpointId = d.objectId;
        }
    }

    /** Forgets the checkpoint: the next start is at the spawn. */
    public void forget() {
        source = null;
        checkpointId = -1;
    }

    /**
     * Moves the spawn of {@code level} (the same file, reloaded) to the remembered checkpoint; returns that
     * checkpoint as messages name it, or null when the level starts at its own spawn.
     */
    public String apply(LevelData level) {
        if (checkpointId < 0 || !level.source.equals(source)) return null;
        EntityData spawn = level.first(EntityTypes.PLAYER.name);
        if (spawn == null) return null;
        for (EntityData d : level.entities) {
            if (d.objectId != checkpointId || !EntityTypes.CHECKPOINT.name.equals(d.type)) continue;
            spawn.x = RespawnPoints.x(d);
            spawn.y = RespawnPoints.y(d);
            spawn.angle = 0.0;
            return RespawnPoints.label(d);
        }
        return null;
    }
}
