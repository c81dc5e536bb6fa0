package com.tiltfall.level;

import com.badlogic.gdx.assets.loaders.FileHandleResolver;
import com.badlogic.gdx.assets.loaders.resolvers.InternalFileHandleResolver;
import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.maps.tiled.TiledMap;
import com.badlogic.gdx.utils.Array;

/**
 * Loads a Tiled {@code .tmx} level into validated {@link LevelData}, through libGDX's own {@code TmxMapLoader}.
 *
 * <pre>
 *   LevelData level = new LevelLoader().load("levels/01-first-slopes.tmx");      // game: with the tile picture
 *   LevelData data  = new LevelLoader().loadData("levels/01-first-slopes.tmx");  // tests/replays: no textures
 *   Array&lt;String&gt; order = new LevelLoader().levelList(LevelLoader.LEVEL_LIST);       // play order
 * </pre>
 *
 * Both throw a {@link LevelException} carrying EVERY {@link LevelProblem} found (missing or broken file, bad objects,
 * bad properties, missing spawn or goal, ...) and nothing else: no parser exception escapes. A level with a problem
 * never comes back half-loaded (and its textures, if any were made, are disposed).
 *
 * <p>Paths are resolved by the {@link FileHandleResolver} (internal files by default) and are used as the file name
 * in problem messages. Needs {@code Gdx.files} (any backend; headless in tests). Not thread-safe: use one loader per
 * thread (there is only one on GWT anyway).
 */
public final class LevelLoader {
    /** The object layer with the static world (rectangles, polygons, polylines, ellipses). */
    public static final String TERRAIN_LAYER = "terrain";
    /** The object layer with player spawn, goals, coins, crates, moving platforms and hazards. */
    public static final String ENTITIES_LAYER = "entities";
    /** The play-order list next to the levels. */
    public static final String LEVEL_LIST = "levels/levels.txt";

    private final FileHandleResolver resolver;

    /** Resolves paths as internal files (assets/ on desktop and in the browser). */
    public LevelLoader() {
        this(new InternalFileHandleResolver());
    }

    public LevelLoader(FileHandleResolver resolver) {
        this.resolver = resolver;
    }

    /** Loads with graphics: {@link LevelData#map} holds the TiledMap with its tileset textures (dispose it). */
    public LevelData load(String path) {
        return load(path, true);
    }

    /** Loads map data only: no texture is created, {@link LevelData#map} is null. Safe on the headless backend. */
    public LevelData loadData(String path) {
        return load(path, false);
    }

    /**
     * @param withGraphics true: tileset images become textures and {@link LevelData#map} is set; false: data only
     * @throws LevelException with every problem found, when the level cannot be used
     */
    public LevelData load(String path, boolean withGraphics) {
        Array<LevelProblem> problems = new Array<>();
        TiledMap map = null;
        LevelData data = null;
        try {
            map = new TmxLevelReader(resolver, path, problems).read(path, withGraphics);
            if (map != null) {
                data = new LevelConverter(path, new LevelValidator(path, problems)).convert(map);
            }
        } catch (RuntimeException e) {
            // a bug or an input nobody thought of: still a problem of this file, never a bare exception
            problems.add(new LevelProblem(path, -1, null, "could not be loaded: " + TmxLevelReader.describe(e)));
        }
        if (problems.size > 0 || data == null) {
            if (map != null && withGraphics) map.dispose();
            if (problems.size == 0) problems.add(new LevelProblem(path, -1, null, "could not be loaded"));
            throw new LevelException(problems);
        }
        data.map = withGraphics ? map : null;
        return data;
    }

    /**
     * The play order from the list at {@code listPath} (resolved like the levels, e.g. {@link #LEVEL_LIST}), as
     * paths this loader can load: "levels/levels.txt" listing "01-first-slopes.tmx" gives
     * "levels/01-first-slopes.tmx". Format as in {@link #readLevelList(FileHandle)}.
     */
    public Array<String> levelList(String listPath) {
        int slash = listPath.lastIndexOf('/');
        String folder = slash >= 0 ? listPath.substring(0, slash) : "";
        return names(resolver.resolve(listPath).readString("UTF-8"), folder);
    }

    /**
     * The play order: one level file name per line, relative to the list's folder ("01-first-slopes.tmx"); blank
     * lines and lines starting with '#' are skipped, spaces around names trimmed. Returns paths joined with the
     * list's folder (e.g. "levels/01-first-slopes.tmx" for an internal "levels/levels.txt").
     */
    public static Array<String> readLevelList(FileHandle list) {
        return names(list.readString("UTF-8"), list.parent().path());
    }

    private static Array<String> names(String text, String folder) {
        Array<String> out = new Array<>();
        for (String line : text.split("\n")) {
            String name = line.trim();
            if (name.isEmpty() || name.startsWith("#")) continue;
            out.add(folder.isEmpty() ? name : folder + "/" + name);
        }
        return out;
    }
}
