package com.tiltfall.level;

import com.badlogic.gdx.assets.loaders.FileHandleResolver;
import com.badlogic.gdx.assets.loaders.resolvers.InternalFileHandleResolver;
import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.maps.tiled.TiledMap;
import com.badlogic.gdx.utils.Array;

/**
 * Loads a Tiled level, {@code .tmx} (XML) or {@code .tmj} (JSON), into validated {@link LevelData}, through
 * libGDX's own {@code TmxMapLoader}, hardened in {@link TmxLevelReader}: one pre-flight and one loader for both
 * formats, a {@code .tmj} first converted to the {@code .tmx} tree by {@link TmjToXml} (reached through
 * {@link TmjMaps}, which the browser downloads only when needed). The format is told by the content, not the name.
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
     *     (the images are still checked: they must exist and decode)
     * @throws LevelException with every problem found, when the level cannot be used; nothing else, whatever the
     *     file holds (a parser failure, even an error of the virtual machine, becomes a problem of this file)
     */
    public LevelData load(String path, boolean withGraphics) {
        Array<LevelProblem> problems = new Array<>();
        LevelValidator v = new LevelValidator(path, problems);
        TiledChecks checks = new TiledChecks(v);
        lastFiles = checks.files;
        TiledMap map = null;
        LevelData data = null;
        try {
            map = readMap(path, withGraphics, v, checks);
            if (map != null) data = new LevelConverter(path, v, checks).convert(map);
        } catch (Throwable e) {
            // a bug or an input nobody thought of: still a problem of this file, never a bare exception
            problems.add(new LevelProblem(path, -1, null, "could not be loaded: " + TmxLevelReader.describe(e)));
        }
        if (problems.size > 0 || data == null) {
            if (map != null && withGraphics) {
                try {
                    map.dispose();
                } catch (RuntimeException ignored) {
                    // disposing what was made is best effort; the problems are what matters
                }
            }
            if (problems.size == 0) problems.add(new LevelProblem(path, -1, null, "could not be loaded"));
            throw new LevelException(problems);
        }
        data.map = withGraphics ? map : null;
        return data;
    }

    /**
     * The files the last {@link #load} read or looked for (the map, tilesets, templates, images), whether it
     * succeeded or not: what a live reload watches. Empty before the first load.
     */
    public Array<FileHandle> lastFiles() {
        return lastFiles;
    }

    private Array<FileHandle> lastFiles = new Array<>();

    private TiledMap readMap(String path, boolean withGraphics, LevelValidator v, TiledChecks checks) {
        FileHandle handle = resolver.resolve(path);
        if (handle == null || !exists(handle)) {
            v.add(-1, null, "file not found");
            return null;
        }
        checks.addFile(handle);
        String text = LevelText.read(handle, "the file", v);
        if (text == null) return null;
        char first = 0;
        for (int i = 0; i < text.length() && first == 0; i++) {
            if (!Character.isWhitespace(text.charAt(i))) first = text.charAt(i);
        }
        if (first == '<') return new TmxLevelReader(resolver, path, v, checks).read(handle, text, withGraphics);
        if (first == '{') return TmjMaps.read(resolver, path, v, checks, handle, text, withGraphics);
        String start = text.trim();
        int end = 0;
        while (end < start.length() && end < 20 && start.charAt(end) != '\n' && start.charAt(end) != '\r') end++;
        v.add(
                -1,
                null,
                "not a Tiled map: the file starts with \"" + start.substring(0, end)
                        + "\"; a level is a .tmx (XML, starting with <) or a .tmj (JSON, starting with {) saved by"
                        + " Tiled");
        return null;
    }

    private static boolean exists(FileHandle handle) {
        try {
            return handle.exists();
        } catch (RuntimeException e) {
            return false;
        }
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
     * Per level of the list (in play order), the world it belongs to: the last comment line above it that starts
     * with "# World", up to a ':' ("# World 2: enemies, lifts" gives "World 2"); null before any such line.
     */
    public String[] worldList(String listPath) {
        return worlds(resolver.resolve(listPath).readString("UTF-8"));
    }

    static String[] worlds(String text) {
        Array<String> out = new Array<>();
        String world = null;
        for (String line : text.split("\n")) {
            String t = line.trim();
            if (t.startsWith("#")) {
                String c = t.substring(1).trim();
                if (c.startsWith("World")) {
                    int colon = c.indexOf(':');
                    world = (colon >= 0 ? c.substring(0, colon) : c).trim();
                }
            } else if (!t.isEmpty()) {
                out.add(world);
            }
        }
        String[] a = new String[out.size];
        for (int i = 0; i < a.length; i++) a[i] = out.get(i);
        return a;
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
            int d = name.indexOf(DESIGNER);
            if (d >= 0) name = name.substring(0, d).trim();
            out.add(folder.isEmpty() ? name : folder + "/" + name);
        }
        return out;
    }

    /** The level's file name on one line of the list (without its designer time). */
    public static String levelFileName(String line) {
        return names(line, "").first();
    }

    /** What comes before a level's designer time on its line of the list: "01-first-slopes.tmx  designer 39.17". */
    static final String DESIGNER = " designer ";

    /**
     * Per level of the list (in play order), the designer's time in hundredths of a second (the committed replay's,
     * written after the file name as "designer 39.17" by scripts/designer-times.sh; the medal times follow from it,
     * scoring.Medals), or -1 where a line has none or an unreadable one (the shipped-levels test refuses that).
     */
    public int[] designerTimes(String listPath) {
        return parseDesignerTimes(resolver.resolve(listPath).readString("UTF-8"));
    }

    static int[] parseDesignerTimes(String text) {
        Array<String> lines = names(text, "");
        int[] out = new int[lines.size];
        int i = 0;
        for (String line : text.split("\n")) {
            String t = line.trim();
            if (t.isEmpty() || t.startsWith("#")) continue;
            int d = t.indexOf(DESIGNER);
            out[i++] =
                    d < 0 ? -1 : hundredths(t.substring(d + DESIGNER.length()).trim());
        }
        return out;
    }

    /** "39.17" -> 3917; -1 for anything but a positive number of seconds with at most two decimals. */
    static int hundredths(String s) {
        int dot = s.indexOf('.');
        String whole = dot < 0 ? s : s.substring(0, dot), frac = dot < 0 ? "" : s.substring(dot + 1);
        if (whole.isEmpty() || whole.length() > 6 || frac.length() > 2) return -1;
        for (int i = 0; i < s.length(); i++) if (i != dot && (s.charAt(i) < '0' || s.charAt(i) > '9')) return -1;
        int h = Integer.parseInt(whole) * 100 + (frac.isEmpty() ? 0 : Integer.parseInt((frac + "0").substring(0, 2)));
        return h > 0 ? h : -1;
    }
}
