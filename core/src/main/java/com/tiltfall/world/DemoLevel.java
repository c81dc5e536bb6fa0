package com.tiltfall.world;

import com.tiltfall.level.LevelData;
import com.tiltfall.level.TerrainData;

/** The built-in level used until Tiled levels are merged: the 16 x 9 m slope with the player box above it. */
public final class DemoLevel {
    private DemoLevel() {}

    public static LevelData create() {
        LevelData level = new LevelData();
        level.source = "demo";
        level.title = "Demo slope";
        level.width = GameWorld.WIDTH;
        level.height = GameWorld.HEIGHT;
        TerrainData slope = new TerrainData();
        slope.kind = TerrainData.Kind.POLYGON;
        slope.vertices = new float[] {0f, 0f, GameWorld.WIDTH, 0f, GameWorld.WIDTH, 1f, 0f, 4f};
        level.terrain.add(slope);
        level.entities.add(Levels.entity("player", 8f, 4.6f, 0f, 0f));
        return level;
    }
}
