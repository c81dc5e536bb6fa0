package com.tiltfall.level;

import com.badlogic.gdx.maps.tiled.TiledMap;
import com.badlogic.gdx.utils.Array;

/**
 * A level as the game needs it, in metres with y up, independent of Tiled: what the loader produced and the
 * validator accepted. The physics system builds bodies from {@link #terrain} and the game creates entities from
 * {@link #entities}; {@link #map} (when present) is only the picture.
 */
public final class LevelData {
    /** Worlds with their own look and music (the map property {@code world} is 1 to this). */
    public static final int WORLDS = 4;

    /** The file it came from, for messages (e.g. "levels/01-first-slope.tmx"). */
    public String source = "";
    /** Shown on the title card; the map's "title" property or the file name. */
    public String title = "";
    /** Size of the map, metres. */
    public double width, height;
    /** Tiled pixels per metre (one tile is one metre). */
    public double pixelsPerMetre = 32.0;
    /** Seconds allowed to reach the goal (0 = no limit). */
    public double timeLimit;
    /** The player's feel in this level: the map's {@code player.*} properties, applied to the defaults. */
    public final PlayerTuningOverrides playerTuning = new PlayerTuningOverrides();

    public final Array<TerrainData> terrain = new Array<>();
    public final Array<EntityData> entities = new Array<>();
    /** What the level check found odd but playable (an anchor with no ground near it): the checker prints them. */
    public final Array<LevelProblem> warnings = new Array<>();

    /** The Tiled map for drawing tile layers; null when loaded without graphics (tests, headless replays). */
    public TiledMap map;

    /** The first entity of the given type, or null. */
    public EntityData first(String type) {
        for (int i = 0; i < entities.size; i++) { // index loop: safe inside a for-each over entities
            EntityData e = entities.get(i);
            if (e.type.equals(type)) return e;
        }
        return null;
    }
}
