package com.tiltfall.sim;

import com.tiltfall.kinds.EntityTypes;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.TerrainData;

/** The built-in level used until Tiled levels are merged: the 16 x 9 m slope with the player box above it. */
public final class DemoLevel {
    private DemoLevel() {}

    public static LevelData create() {
        LevelData level = new LevelData();
        level.source = "demo";
        level.title = "Demo slope";
        level.width = Simulation.WIDTH;
        level.height = Simulation.HEIGHT;
        TerrainData slope = new TerrainData();
        slope.kind = TerrainData.Kind.POLYGON;
        slope.vertices = new double[] {0.0, 0.0, Simulation.WIDTH, 0.0, Simulation.WIDTH, 1.0, 0.0, 4.0};
        level.terrain.add(slope);
        level.entities.add(Levels.entity(EntityTypes.PLAYER.name, 8.0, 4.6, 0.0, 0.0));
        return level;
    }
}
