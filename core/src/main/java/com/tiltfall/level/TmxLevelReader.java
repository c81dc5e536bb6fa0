package com.tiltfall.level;

import com.badlogic.gdx.assets.loaders.FileHandleResolver;
import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.graphics.Texture;
import com.badlogic.gdx.maps.ImageResolver;
import com.badlogic.gdx.maps.MapLayer;
import com.badlogic.gdx.maps.MapLayers;
import com.badlogic.gdx.maps.MapObject;
import com.badlogic.gdx.maps.MapObjects;
import com.badlogic.gdx.maps.MapProperties;
import com.badlogic.gdx.maps.tiled.TiledMap;
import com.badlogic.gdx.maps.tiled.TiledMapTile;
import com.badlogic.gdx.maps.tiled.TiledMapTileSet;
import com.badlogic.gdx.maps.tiled.TmxMapLoader;
import com.badlogic.gdx.maps.tiled.tiles.AnimatedTiledMapTile;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.IntMap;
import com.badlogic.gdx.utils.ObjectIntMap;
import com.badlogic.gdx.utils.ObjectMap;
import com.badlogic.gdx.utils.ObjectSet;
import com.badlogic.gdx.utils.XmlReader;
import com.badlogic.gdx.utils.XmlReader.Element;

/**
 * Reads a {@code .tmx} map with libGDX's own {@link TmxMapLoader}, hardened so that ANY file yields either a map or
 * {@link LevelProblem}s, never an exception, an endless loop or a leak, and so that map data can be read without
 * textures (tests, headless replays, the validator). The one pre-flight and loader for both formats: a {@code .tmj}
 * arrives as the tree {@link TmjToXml} converted it to, and goes through every check below with the same messages.
 *
 * <p>Before the stock loader sees anything: the text is decoded by {@link LevelText} (size, empty, BOM, UTF-16,
 * UTF-8), parsed with entities done right ({@code &#233;}), and the whole tree is checked against
 * {@link LevelLimits} without recursion (map size, object count, nesting). Then, per piece, with hooks into the
 * stock loader:
 * <ul>
 * <li>every object's numeric attributes and points are checked first (the message names the attribute, the layer
 * and the object); a broken object is reported and left out, the rest still loads; ids must be unique;</li>
 * <li>Tiled 1.9 writes the object class as {@code class="..."}, every other version as {@code type="..."}: both
 * are read;</li>
 * <li>a rotation of a full turn or more is reduced in double precision first (1e9 degrees loads at the right
 * angle);</li>
 * <li>a custom property whose value does not parse for its declared type is stored as a {@link BadValue}, a
 * class-typed property as a {@link ClassValue}; the converter reports both;</li>
 * <li>external tilesets are read through {@link LevelText} too; every image (tileset, tile, image layer) must exist
 * and decode, in data-only mode as well ({@link TiledImages}); textures are made by this reader and disposed if
 * anything fails;</li>
 * <li>tile layers must match the map size and use CSV or uncompressed base64 (the browser cannot inflate), with as
 * many tiles in the data as the layer has;</li>
 * <li>layers are walked by iterating and {@code instanceof}: never {@code MapLayers.getByType}, which pulls
 * libGDX's reflection into the browser build.</li>
 * </ul>
 * Not thread-safe; one reader per load.
 */
final class TmxLevelReader extends TmxMapLoader {
    /** A property value that did not parse for its declared Tiled type. */
    static final class BadValue {
        final String raw;
        final String declaredType;

        BadValue(String raw, String declaredType) {
            this.raw = raw;
            this.declaredType = declaredType;
        }

        @Override
        public String toString() {
            return "\"" + raw + "\" (declared " + declaredType + ")";
        }
    }

    /** A Tiled "class" custom property (a set of properties of a user-defined class): not used by the game. */
    static final class ClassValue {
        final String className;

        ClassValue(String className) {
            this.className = className == null ? "" : className;
        }

        @Override
        public String toString() {
            return "class " + className;
        }
    }

    /**
     * The game's XML reader ({@link XmlParser}, libGDX's tree) with numeric character references ({@code &#233;},
     * {@code &#x1F600;}), refusing a DOCTYPE (billion laughs, XXE) with a message of its own.
     */
    static final class Xml extends XmlReader {
        final Array<String> unknownEntities = new Array<>();

        @Override
        public Element parse(char[] data, int offset, int length) {
            int line = TiledChecks.doctypeLine(data, offset, length);
            if (line > 0) throw new DoctypeRefused(line);
            return XmlParser.parse(data, offset, length, this::entity);
        }

        @Override
        protected String entity(String name) {
            String known = TiledChecks.entity(name);
            if (known == null && !unknownEntities.contains(name, false)) unknownEntities.add(name);
            return known;
        }
    }

    private final String file;
    private final LevelValidator v;
    private final TiledChecks checks;
    private boolean withGraphics;
    private boolean infinite;
    private String currentLayer = "";
    /** Tileset elements of the map, each with its content (external .tsx read and inlined), in order. */
    private final Array<Element> rawTilesets = new Array<>();

    private final Array<Element> resolvedTilesets = new Array<>();
    /** Templates of a converted {@code .tmj} ({@code .tj} files as {@code .tx} trees), or null. */
    private ObjectMap<String, Element> convertedTemplates;

    TmxLevelReader(FileHandleResolver resolver, String file, LevelValidator v, TiledChecks checks) {
        super(resolver);
        this.file = file;
        this.v = v;
        this.checks = checks;
        this.xml = new Xml();
        this.tilesetPathsToGIDs = new ObjectIntMap<>();
    }

    /**
     * The map, or null when the file could not be used at all (then the problems say why). With graphics, the map
     * owns its textures; when null is returned, every texture made was disposed.
     */
    TiledMap read(FileHandle handle, String text, boolean withGraphics) {
        Xml reader = (Xml) xml;
        Element parsed;
        try {
            parsed = reader.parse(text);
        } catch (DoctypeRefused e) {
            v.add(-1, null, e.getMessage());
            return null;
        } catch (RuntimeException e) {
            v.add(-1, null, "is not valid XML: " + describe(e) + "; open it in a text editor and fix that line");
            return null;
        }
        for (String name : reader.unknownEntities) {
            v.add(-1, null, "unknown XML entity \"&" + name + ";\"; write the character itself (the file is UTF-8)");
        }
        return read(handle, parsed, null, withGraphics);
    }

    /**
     * As {@link #read(FileHandle, String, boolean)}, for a map tree already parsed (or converted from a {@code .tmj}
     * by {@link TmjToXml}, with its converted templates by name; null when there are none).
     */
    TiledMap read(FileHandle handle, Element tree, ObjectMap<String, Element> templates, boolean withGraphics) {
        this.withGraphics = withGraphics;
        this.root = tree;
        this.convertedTemplates = templates;
        if (!preflight()) return null;
        Element mapProperties = root.getChildByName("properties");
        if (mapProperties != null) {
            for (Element p : mapProperties.getChildrenByName("property")) {
                String name = p.getAttribute("name", null);
                if (name != null) checks.mapPropertyNames.add(name);
            }
        }
        resolveTilesets(handle);

        // every image first: textures are made here so that nothing leaks whatever fails later
        ObjectMap<String, Texture> textures = new ObjectMap<>();
        TiledMap map = null;
        try {
            boolean imagesOk = images(handle, textures);
            if (!imagesOk) {
                disposeAll(textures);
                this.withGraphics = false; // read on without pictures, to report the gameplay problems too
            }
            Parameters params = new Parameters();
            params.flipY = true; // y up, as the game uses (the conversion in LevelConverter relies on it)
            params.convertObjectToTileSpace = false; // keep pixels; LevelConverter divides by pixels-per-metre
            map = loadTiledMap(
                    handle, params, this.withGraphics ? new ImageResolver.DirectImageResolver(textures) : null);
            if (this.withGraphics) map.setOwnedResources(textures.values().toArray());
            return map;
        } catch (Throwable e) {
            disposeAll(textures);
            v.add(-1, null, "could not be read: " + describe(e));
            return null;
        }
    }

    /** A path in a map file, relative to that file, as the stock loader resolves it. */
    static FileHandle relative(FileHandle file, String path) {
        return getRelativeFileHandle(file, path);
    }

    static void disposeAll(ObjectMap<String, Texture> textures) {
        for (Texture t : textures.values()) {
            try {
                t.dispose();
            } catch (RuntimeException ignored) {
                // already gone
            }
        }
        textures.clear();
    }

    static String describe(Throwable e) {
        StringBuilder sb = new StringBuilder();
        Throwable t = e;
        int depth = 0;
        while (t != null && depth < 4) {
            String m = t.getMessage();
            if (m == null || m.isEmpty()) m = t.getClass().getName();
            if (sb.indexOf(m) < 0) {
                if (sb.length() > 0) sb.append(": ");
                sb.append(m);
            }
            if (t.getCause() == t) break;
            t = t.getCause();
            depth++;
        }
        return sb.toString();
    }

    // --------------------------------------------------------------------------------------------- before loading

    /** Map attributes and every limit, without recursion; false when the map cannot be loaded at all. */
    private boolean preflight() {
        if (!"map".equals(root.getName())) {
            String hint = "tileset".equals(root.getName()) ? " (this is a tileset: open the map that uses it)" : "";
            v.add(-1, null, "not a Tiled map: the root element is <" + root.getName() + ">, expected <map>" + hint);
            return false;
        }
        boolean ok = true;
        String[] ints = {"width", "height", "tilewidth", "tileheight"};
        int[] values = new int[4];
        for (int i = 0; i < ints.length; i++) {
            String s = root.getAttribute(ints[i], null);
            if (s == null) {
                v.add(-1, null, "the map has no \"" + ints[i] + "\" attribute; save it again from Tiled");
                ok = false;
            } else if (!TiledChecks.isInt(s)) {
                v.add(-1, null, "map " + TiledChecks.notNumber(ints[i], null, s, true));
                ok = false;
            } else {
                values[i] = Integer.parseInt(s.trim());
            }
        }
        if (!ok) return false;
        String orientation = root.getAttribute("orientation", "orthogonal");
        if (!"orthogonal".equals(orientation)) {
            v.add(-1, null, "map orientation is " + orientation + "; only orthogonal maps are supported");
        }
        infinite = "1".equals(root.getAttribute("infinite", "0"));
        if (infinite) {
            v.add(-1, null, "the map is infinite; switch off Map > Map Properties > Infinite (fixed size maps only)");
        }
        int tw = values[2], th = values[3];
        if (tw <= 0 || th <= 0 || tw != th || tw > LevelLimits.MAX_TILE_SIDE) {
            v.add(
                    -1,
                    null,
                    "tiles are " + tw + " x " + th + " px; they must be square (one tile is one metre), e.g. 32 x 32");
            ok = false;
        }
        long w = values[0], h = values[1];
        if (w <= 0 || h <= 0) {
            v.add(-1, null, "map size must be at least 1 x 1 tiles");
            ok = false;
        } else if (w > LevelLimits.MAX_MAP_SIDE || h > LevelLimits.MAX_MAP_SIDE || w * h > LevelLimits.MAX_MAP_TILES) {
            v.add(-1, null, TiledChecks.mapTooLarge(w, h));
            ok = false;
        }
        // nesting and counts, with an explicit stack (a file may nest thousands deep)
        Array<Element> stack = new Array<>();
        IntMapDepth depths = new IntMapDepth();
        stack.add(root);
        depths.push(1, 0);
        int objects = 0, tilesets = 0;
        while (stack.size > 0) {
            Element e = stack.pop();
            int depth = depths.depth();
            int groups = depths.groups();
            depths.pop();
            if (depth > LevelLimits.MAX_NESTING) {
                v.add(-1, null, TiledChecks.nestedTooDeep("<" + e.getName() + ">"));
                return false;
            }
            String name = e.getName();
            if ("group".equals(name)) {
                groups++;
                if (groups > LevelLimits.MAX_GROUP_DEPTH) {
                    v.add(-1, null, TiledChecks.groupsTooDeep(e.getAttribute("name", "")));
                    return false;
                }
            } else if ("object".equals(name)) {
                objects++;
            } else if ("tileset".equals(name)) {
                tilesets++;
            } else if ("properties".equals(name)) {
                checkNamesOnce(e);
            }
            for (int i = e.getChildCount() - 1; i >= 0; i--) {
                stack.add(e.getChild(i));
                depths.push(depth + 1, groups);
            }
        }
        if (objects > LevelLimits.MAX_OBJECTS) {
            v.add(-1, null, TiledChecks.tooManyObjects(objects));
            return false;
        }
        if (tilesets > LevelLimits.MAX_TILESETS) {
            v.add(-1, null, "the map uses " + tilesets + " tilesets; the limit is " + LevelLimits.MAX_TILESETS);
            return false;
        }
        return ok;
    }

    /**
     * A property name given twice in one {@code <properties>} (only a text editor makes that): Tiled would keep one
     * of them silently, so the game refuses to guess which one the designer meant.
     */
    private void checkNamesOnce(Element properties) {
        ObjectSet<String> seen = new ObjectSet<>();
        for (int i = 0; i < properties.getChildCount(); i++) {
            Element p = properties.getChild(i);
            if (!"property".equals(p.getName())) continue;
            String key = p.getAttribute("name", null);
            if (key == null || seen.add(key)) continue;
            Element owner = properties.getParent();
            String what = "property \"" + TiledChecks.shorten(key)
                    + "\" is given twice; delete one of them in a text editor" + " (Tiled would keep only one)";
            if (owner != null && "object".equals(owner.getName())) {
                String id = owner.getAttribute("id", null);
                v.add(TiledChecks.isInt(id) ? Integer.parseInt(id.trim()) : -1, owner.getAttribute("name", ""), what);
            } else if (owner != null && "map".equals(owner.getName())) {
                v.add(-1, null, "map " + what);
            } else {
                String label = owner == null ? "" : owner.getAttribute("name", "");
                v.add(
                        -1,
                        null,
                        (owner == null ? "" : owner.getName()) + (label.isEmpty() ? "" : " \"" + label + "\"") + ": "
                                + what);
            }
        }
    }

    /** Two int stacks side by side (depth, group depth), without boxing. */
    private static final class IntMapDepth {
        private final com.badlogic.gdx.utils.IntArray depth = new com.badlogic.gdx.utils.IntArray();
        private final com.badlogic.gdx.utils.IntArray groups = new com.badlogic.gdx.utils.IntArray();

        void push(int d, int g) {
            depth.add(d);
            groups.add(g);
        }

        int depth() {
            return depth.peek();
        }

        int groups() {
            return groups.peek();
        }

        void pop() {
            depth.pop();
            groups.pop();
        }
    }

    /** Reads each external tileset (.tsx) and inlines it: firstgid kept, image paths made relative to the map. */
    private void resolveTilesets(FileHandle mapFile) {
        for (Element raw : root.getChildrenByName("tileset")) {
            String source = raw.getAttribute("source", null);
            String firstgid = raw.getAttribute("firstgid", "1");
            if (!TiledChecks.isInt(firstgid) || Integer.parseInt(firstgid.trim()) < 1) {
                v.add(
                        -1,
                        null,
                        "tileset \"" + (source != null ? source : raw.getAttribute("name", "")) + "\": "
                                + TiledChecks.notNumber("firstgid", null, firstgid, true));
                continue;
            }
            Element content = raw;
            if (source != null) {
                FileHandle tsx = getRelativeFileHandle(mapFile, source);
                checks.addFile(tsx);
                content = TmxParts.readTsx(tsx, source, v, xml);
                if (content == null) continue;
                tilesetPathsToGIDs.put(tsx.path(), Integer.parseInt(firstgid.trim()));
                TmxParts.rebaseImages(content, source);
            }
            content.setAttribute("firstgid", firstgid.trim());
            if (!TmxParts.checkTileset(content, source, v)) continue;
            rawTilesets.add(raw);
            resolvedTilesets.add(content);
        }
    }

    /** Every image the map needs; with graphics, its texture goes into {@code textures}. False after a problem. */
    private boolean images(FileHandle mapFile, ObjectMap<String, Texture> textures) {
        boolean ok = true;
        boolean[] good = new boolean[1];
        for (Element ts : resolvedTilesets) {
            String owner = "tileset \"" + ts.getAttribute("name", "") + "\"";
            Element image = ts.getChildByName("image");
            Array<String> sources = new Array<>();
            if (image != null) sources.add(image.getAttribute("source", ""));
            for (Element tile : ts.getChildrenByName("tile")) {
                Element ti = tile.getChildByName("image");
                if (ti != null) sources.add(ti.getAttribute("source", ""));
            }
            for (String src : sources) ok &= image(mapFile, owner, src, textures, good);
        }
        Array<Element> stack = new Array<>();
        stack.add(root);
        while (stack.size > 0) {
            Element e = stack.pop();
            if ("imagelayer".equals(e.getName())) {
                Element image = e.getChildByName("image");
                if (image != null) {
                    ok &= image(
                            mapFile,
                            "image layer \"" + e.getAttribute("name", "") + "\"",
                            image.getAttribute("source", ""),
                            textures,
                            good);
                }
            } else if ("group".equals(e.getName()) || e == root) {
                for (int i = 0; i < e.getChildCount(); i++) stack.add(e.getChild(i));
            }
        }
        return ok;
    }

    private boolean image(
            FileHandle mapFile, String owner, String source, ObjectMap<String, Texture> textures, boolean[] good) {
        FileHandle handle = getRelativeFileHandle(mapFile, source);
        checks.addFile(handle);
        if (textures.containsKey(handle.path())) return true;
        Texture t = TiledImages.check(handle, owner, source, withGraphics, v, good);
        if (t != null) textures.put(handle.path(), t);
        return good[0];
    }

    // ---------------------------------------------------------------------------------------- the stock loader

    /** The stock method, with each part guarded, and parallax walked without {@code getByType}. */
    @Override
    protected TiledMap loadTiledMap(FileHandle tmxFile, Parameters parameter, ImageResolver imageResolver) {
        this.map = new TiledMap();
        this.idToObject = new IntMap<>();
        this.runOnEndOfLoadTiled = new Array<>();
        this.templateCache = new ObjectMap<>();
        if (convertedTemplates != null) templateCache.putAll(convertedTemplates);
        if (this.tilesetPathsToGIDs == null) this.tilesetPathsToGIDs = new ObjectIntMap<>();
        this.convertObjectToTileSpace = parameter.convertObjectToTileSpace;
        this.flipY = parameter.flipY;
        this.projectClassInfo = new ObjectMap<>(); // no Tiled project file: class properties are reported instead

        int mapWidth = root.getIntAttribute("width", 0), mapHeight = root.getIntAttribute("height", 0);
        int tileWidth = root.getIntAttribute("tilewidth", 0), tileHeight = root.getIntAttribute("tileheight", 0);
        MapProperties mp = map.getProperties();
        String orientation = root.getAttribute("orientation", null);
        if (orientation != null) mp.put("orientation", orientation);
        mp.put("width", mapWidth);
        mp.put("height", mapHeight);
        mp.put("tilewidth", tileWidth);
        mp.put("tileheight", tileHeight);
        String background = root.getAttribute("backgroundcolor", null);
        if (background != null) mp.put("backgroundcolor", background);
        this.mapTileWidth = tileWidth;
        this.mapTileHeight = tileHeight;
        this.mapWidthInPixels = mapWidth * tileWidth;
        this.mapHeightInPixels = mapHeight * tileHeight;

        Element properties = root.getChildByName("properties");
        if (properties != null) {
            try {
                loadProperties(mp, properties);
            } catch (RuntimeException e) {
                v.add(-1, null, "the map's custom properties could not be read: " + describe(e));
            }
        }
        for (int i = 0; i < resolvedTilesets.size; i++) {
            Element ts = resolvedTilesets.get(i);
            try {
                TiledMapTileSet tileSet = loadTileSet(ts, tmxFile, imageResolver);
                checkAnimations(tileSet, ts.getAttribute("name", ""));
                map.getTileSets().addTileSet(tileSet);
            } catch (RuntimeException e) {
                v.add(-1, null, "tileset \"" + ts.getAttribute("name", "") + "\" could not be read: " + describe(e));
            }
        }
        for (int i = 0, n = root.getChildCount(); i < n; i++) {
            Element element = root.getChild(i);
            if ("tileset".equals(element.getName()) || "properties".equals(element.getName())) continue;
            loadLayer(map, map.getLayers(), element, tmxFile, imageResolver);
        }
        TiledChecks.applyParallax(map.getLayers());
        for (Runnable runnable : runOnEndOfLoadTiled) {
            try {
                runnable.run();
            } catch (RuntimeException e) {
                v.add(-1, null, "an object property could not be resolved: " + describe(e));
            }
        }
        runOnEndOfLoadTiled = null;
        return map;
    }

    /** An animation frame that names a tile the tileset does not have would crash the renderer later. */
    private void checkAnimations(TiledMapTileSet tileSet, String name) {
        for (TiledMapTile tile : tileSet) {
            if (tile instanceof AnimatedTiledMapTile) {
                for (TiledMapTile frame : ((AnimatedTiledMapTile) tile).getFrameTiles()) {
                    if (frame == null) {
                        throw new IllegalArgumentException("the animation of tile " + (tile.getId()) + " in tileset \""
                                + name + "\" uses a tile the tileset does not have");
                    }
                }
            }
        }
    }

    @Override
    protected void addStaticTiles(
            FileHandle tmxFile,
            ImageResolver imageResolver,
            TiledMapTileSet tileSet,
            Element element,
            Array<Element> tileElements,
            String name,
            int firstgid,
            int tilewidth,
            int tileheight,
            int spacing,
            int margin,
            int offsetX,
            int offsetY,
            String imageSource,
            int imageWidth,
            int imageHeight,
            FileHandle image) {
        if (!withGraphics) return; // data only: no textures, no tiles
        super.addStaticTiles(
                tmxFile,
                imageResolver,
                tileSet,
                element,
                tileElements,
                name,
                firstgid,
                tilewidth,
                tileheight,
                spacing,
                margin,
                offsetX,
                offsetY,
                imageSource,
                imageWidth,
                imageHeight,
                image);
    }

    @Override
    protected void loadLayer(
            TiledMap map, MapLayers parentLayers, Element element, FileHandle tmxFile, ImageResolver imageResolver) {
        String name = element.getName();
        if ("imagelayer".equals(name)) {
            if (!withGraphics) return;
            try {
                loadImageLayer(map, parentLayers, element, tmxFile, imageResolver);
            } catch (RuntimeException e) {
                v.add(
                        -1,
                        null,
                        "image layer \"" + element.getAttribute("name", "") + "\" could not be read: " + describe(e));
            }
            return;
        }
        super.loadLayer(map, parentLayers, element, tmxFile, imageResolver);
    }

    @Override
    protected void loadBasicLayerInfo(MapLayer layer, Element element) {
        String name = element.getAttribute("name", "");
        String[] floats = {"opacity", "offsetx", "offsety", "parallaxx", "parallaxy"};
        for (String a : floats) {
            String value = element.getAttribute(a, null);
            if (value != null && !TiledChecks.isNumber(value)) {
                v.add(-1, null, "layer \"" + name + "\": " + TiledChecks.notNumber(a, null, value, false));
                element.getAttributes().remove(a);
            }
        }
        String visible = element.getAttribute("visible", null);
        if (visible != null && !TiledChecks.isInt(visible)) {
            v.add(-1, null, "layer \"" + name + "\": " + TiledChecks.notNumber("visible", null, visible, true));
            element.getAttributes().remove("visible");
        }
        String tint = element.getAttribute("tintcolor", null);
        if (tint != null && !TiledChecks.isColor(tint)) {
            v.add(
                    -1,
                    null,
                    "layer \"" + name + "\": attribute \"tintcolor\" is \"" + TiledChecks.shorten(tint)
                            + "\", which is not a colour like #ff8000; correct it in Tiled");
            element.getAttributes().remove("tintcolor");
        }
        super.loadBasicLayerInfo(layer, element);
    }

    @Override
    protected void loadTileLayer(TiledMap map, MapLayers parentLayers, Element element) {
        if (infinite) return; // reported once for the map
        String name = element.getAttribute("name", "");
        String problem = TmxParts.tileLayerProblem(element, map.getProperties());
        if (problem != null) {
            v.add(-1, null, "tile layer \"" + name + "\" " + problem);
            return;
        }
        try {
            super.loadTileLayer(map, parentLayers, element);
        } catch (RuntimeException e) {
            v.add(-1, null, "tile layer \"" + name + "\" could not be read: " + describe(e));
        }
    }

    /** The stock loop, with one check and one try per object so that one broken object does not hide the others. */
    @Override
    protected void loadObjectGroup(TiledMap map, MapLayers parentLayers, Element element, FileHandle tmxFile) {
        if (!element.getName().equals("objectgroup")) return;
        MapLayer layer = new MapLayer();
        loadBasicLayerInfo(layer, element);
        currentLayer = layer.getName() == null ? "" : layer.getName();
        Element properties = element.getChildByName("properties");
        if (properties != null) {
            try {
                loadProperties(layer.getProperties(), properties);
            } catch (RuntimeException e) {
                v.add(-1, null, "layer \"" + currentLayer + "\": custom properties could not be read: " + describe(e));
            }
        }
        for (Element objectElement : element.getChildrenByName("object")) {
            int id = objectId(objectElement);
            String name = objectElement.getAttribute("name", "");
            try {
                Element toLoad = objectElement;
                if (objectElement.hasAttribute("template")) {
                    String template = objectElement.getAttribute("template");
                    FileHandle tx = getRelativeFileHandle(tmxFile, template);
                    checks.addFile(tx);
                    if (!tx.exists()) {
                        v.add(id, name, "template \"" + template + "\" not found (looked for " + tx.path() + ")");
                        checks.droppedTypes.add(TmxParts.objectClass(objectElement));
                        continue;
                    }
                    toLoad = resolveTemplateObject(objectElement, tmxFile);
                }
                if (!checkObject(toLoad, id, name)) {
                    checks.droppedTypes.add(TmxParts.objectClass(toLoad));
                    continue;
                }
                loadObject(map, layer, toLoad);
            } catch (RuntimeException e) {
                v.add(id, name, "could not be read: " + describe(e));
                checks.droppedTypes.add(TmxParts.objectClass(objectElement));
            }
        }
        parentLayers.add(layer);
        currentLayer = "";
    }

    private static int objectId(Element element) {
        String id = element.getAttribute("id", null);
        return TiledChecks.isInt(id) ? Integer.parseInt(id.trim()) : -1;
    }

    /** Attributes and points of one object (templates merged); false after reporting what is wrong. */
    private boolean checkObject(Element o, int id, String name) {
        String layer = currentLayer;
        String idText = o.getAttribute("id", null);
        if (idText != null && !TiledChecks.isInt(idText)) {
            v.add(-1, name, "object \"" + name + "\": " + TiledChecks.notNumber("id", layer, idText, true));
            return false;
        }
        boolean ok = true;
        String[] numbers = {"x", "y", "width", "height", "rotation"};
        for (String a : numbers) {
            String value = o.getAttribute(a, null);
            if (value != null && !TiledChecks.isNumber(value)) {
                v.add(id, name, TiledChecks.notNumber(a, layer, value, false));
                ok = false;
            }
        }
        String visible = o.getAttribute("visible", null);
        if (visible != null && !TiledChecks.isInt(visible)) {
            v.add(id, name, TiledChecks.notNumber("visible", layer, visible, true));
            ok = false;
        }
        String gid = o.getAttribute("gid", null);
        if (gid != null && !TiledChecks.isGid(gid)) {
            v.add(id, name, TiledChecks.notNumber("gid", layer, gid, true));
            ok = false;
        }
        for (String kind : new String[] {"polygon", "polyline"}) {
            Element shape = o.getChildByName(kind);
            if (shape == null) continue;
            String points = shape.getAttribute("points", "");
            String normalized = TmxParts.points(points, kind, layer, id, name, checks);
            if (normalized == null) {
                ok = false;
            } else {
                shape.setAttribute("points", normalized);
            }
        }
        if (!ok) return false;
        String rotation = o.getAttribute("rotation", null);
        if (rotation != null) {
            String reduced = TiledChecks.reducedRotation(rotation);
            if (reduced != null) o.setAttribute("rotation", reduced);
        }
        if (!o.hasAttribute("type") && o.hasAttribute("class")) o.setAttribute("type", o.getAttribute("class"));
        checks.uniqueId(id, name, layer);
        return true;
    }

    private boolean gameplayLayer() {
        return LevelLoader.TERRAIN_LAYER.equals(currentLayer) || LevelLoader.ENTITIES_LAYER.equals(currentLayer);
    }

    @Override
    protected void loadObject(TiledMap map, MapObjects objects, Element element, float heightInPixels) {
        if (!element.getName().equals("object")) return;
        int id = objectId(element);
        String name = element.getAttribute("name", "");
        if (element.hasAttribute("gid")) {
            if (gameplayLayer()) {
                v.add(
                        id,
                        name,
                        "is a tile object; the \"" + currentLayer
                                + "\" layer needs rectangles, points, ellipses, polygons or polylines");
                checks.droppedTypes.add(TmxParts.objectClass(element));
                return;
            }
            if (!withGraphics) return; // a tile object needs its texture region
            long gid = Long.parseLong(element.getAttribute("gid").trim());
            if (map.getTileSets().getTile((int) (gid & 0x1fffffffL)) == null) {
                v.add(id, name, "is a tile object of tile " + (gid & 0x1fffffffL) + ", which no tileset has");
                return;
            }
        }
        int before = objects.getCount();
        super.loadObject(map, objects, element, heightInPixels);
        if (objects.getCount() > before) {
            MapObject object = objects.get(objects.getCount() - 1);
            if (id < 0) object.getProperties().put("id", -1);
            Element shape = element.getChildByName("polygon");
            if (shape == null) shape = element.getChildByName("polyline");
            RawGeometry.attach(
                    object,
                    RawGeometry.number(element.getAttribute("x", null), 0),
                    RawGeometry.number(element.getAttribute("y", null), 0),
                    RawGeometry.number(element.getAttribute("width", null), 0),
                    RawGeometry.number(element.getAttribute("height", null), 0),
                    RawGeometry.number(element.getAttribute("rotation", null), 0),
                    shape == null ? null : RawGeometry.points(shape.getAttribute("points", null)));
        }
    }

    @Override
    protected void loadBasicProperty(MapProperties properties, String name, String value, String type) {
        try {
            super.loadBasicProperty(properties, name, value, type);
        } catch (RuntimeException e) {
            properties.put(name, new BadValue(value, type));
        }
    }

    @Override
    protected void loadClassProperties(String className, MapProperties classProperties, Element classElement) {
        throw new ClassPropertyMarker(className);
    }

    @Override
    protected void loadProperties(MapProperties properties, Element element) {
        if (element == null || !element.getName().equals("properties")) return;
        for (Element property : element.getChildrenByName("property")) {
            String name = property.getAttribute("name", null);
            if (name == null) continue;
            String type = property.getAttribute("type", null);
            if ("class".equals(type)) {
                properties.put(name, new ClassValue(property.getAttribute("propertytype", null)));
                continue;
            }
            String value = property.getAttribute("value", property.getText());
            if ("object".equals(type)) {
                if (!TiledChecks.isInt(value)) {
                    properties.put(name, new BadValue(value, "object"));
                    continue;
                }
                loadObjectProperty(properties, name, value.trim());
            } else {
                loadBasicProperty(properties, name, value, type);
            }
        }
    }

    /** A {@code <!DOCTYPE>} in a map, tileset or template file. */
    static final class DoctypeRefused extends RuntimeException {
        DoctypeRefused(int line) {
            super("has a <!DOCTYPE ...> declaration on line " + line + ", which Tiled never writes (the game reads no"
                    + " DTDs or entity declarations, for safety): delete it in a text editor, or save the file again"
                    + " from Tiled");
        }
    }

    /** Never thrown in practice: class properties are turned into {@link ClassValue}s before the stock code. */
    static final class ClassPropertyMarker extends RuntimeException {
        ClassPropertyMarker(String className) {
            super("class property " + className);
        }
    }
}
