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
import com.badlogic.gdx.maps.tiled.TmjMapLoader;
import com.badlogic.gdx.maps.tiled.tiles.AnimatedTiledMapTile;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.IntArray;
import com.badlogic.gdx.utils.IntMap;
import com.badlogic.gdx.utils.JsonReader;
import com.badlogic.gdx.utils.JsonValue;
import com.badlogic.gdx.utils.ObjectIntMap;
import com.badlogic.gdx.utils.ObjectMap;
import com.badlogic.gdx.utils.XmlReader.Element;

/**
 * Reads a {@code .tmj} (Tiled's JSON format) map with libGDX's own {@link TmjMapLoader}, hardened exactly like
 * {@link TmxLevelReader} (same limits, same checks, same messages where the formats agree, textures owned here).
 * On top: external tilesets may be {@code .tsj} or {@code .tsx} (Tiled lets a JSON map use an XML tileset, and the
 * shipped levels share {@code tiles.tsx}); objects may carry their class as {@code "type"} or, from Tiled 1.9,
 * {@code "class"}. Not thread-safe; one reader per load.
 */
final class TmjLevelReader extends TmjMapLoader {
    private final String file;
    private final LevelValidator v;
    private final TiledChecks checks;
    private final TmxLevelReader.Xml xml = new TmxLevelReader.Xml();
    private boolean withGraphics;
    private boolean infinite;
    private String currentLayer = "";
    private final Array<JsonValue> resolvedTilesets = new Array<>();

    TmjLevelReader(FileHandleResolver resolver, String file, LevelValidator v, TiledChecks checks) {
        super(resolver);
        this.file = file;
        this.v = v;
        this.checks = checks;
        this.tilesetPathsToGIDs = new ObjectIntMap<>();
    }

    /** As {@link TmxLevelReader#read}. */
    TiledMap read(FileHandle handle, String text, boolean withGraphics) {
        this.withGraphics = withGraphics;
        try {
            root = new JsonReader().parse(text);
        } catch (RuntimeException e) {
            v.add(
                    -1,
                    null,
                    "is not valid JSON: " + TmxLevelReader.describe(e)
                            + "; open it in a text editor and fix that line");
            return null;
        }
        if (!preflight()) return null;
        JsonValue mapProperties = root.get("properties");
        for (JsonValue p = mapProperties == null ? null : mapProperties.child; p != null; p = p.next) {
            checks.mapPropertyNames.add(p.getString("name", ""));
        }
        resolveTilesets(handle);
        ObjectMap<String, Texture> textures = new ObjectMap<>();
        try {
            if (!images(handle, textures)) {
                TmxLevelReader.disposeAll(textures);
                this.withGraphics = false;
            }
            Parameters params = new Parameters();
            params.flipY = true;
            params.convertObjectToTileSpace = false;
            TiledMap map = loadTiledMap(
                    handle, params, this.withGraphics ? new ImageResolver.DirectImageResolver(textures) : null);
            if (this.withGraphics) map.setOwnedResources(textures.values().toArray());
            return map;
        } catch (Throwable e) {
            TmxLevelReader.disposeAll(textures);
            v.add(-1, null, "could not be read: " + TmxLevelReader.describe(e));
            return null;
        }
    }

    // ------------------------------------------------------------------------------------------------- JSON values

    /** What a value looks like in a message (never recursive: a value may nest thousands deep). */
    static String show(JsonValue value) {
        if (value == null) return "nothing";
        if (value.isObject()) return "{...}";
        if (value.isArray()) return "[...]";
        if (value.isNull()) return "null";
        return TiledChecks.shorten(value.asString());
    }

    static boolean isNumber(JsonValue value) {
        if (value == null) return true;
        if (value.isNumber()) return true;
        return value.isString() && TiledChecks.isNumber(value.asString());
    }

    static boolean isInt(JsonValue value) {
        if (value == null) return true;
        if (value.isLong()) return value.asLong() >= Integer.MIN_VALUE && value.asLong() <= Integer.MAX_VALUE;
        if (value.isDouble()) {
            double d = value.asDouble();
            return d == Math.floor(d) && Math.abs(d) <= Integer.MAX_VALUE;
        }
        return value.isString() && TiledChecks.isInt(value.asString());
    }

    private static int intOf(JsonValue owner, String key) {
        JsonValue value = owner.get(key);
        if (value == null) return 0;
        if (value.isString()) return Integer.parseInt(value.asString().trim());
        return (int) value.asDouble();
    }

    // --------------------------------------------------------------------------------------------- before loading

    private boolean preflight() {
        if (!root.isObject()) {
            v.add(-1, null, "not a Tiled map: the JSON is " + show(root) + ", expected an object with the map");
            return false;
        }
        String type = root.getString("type", "map");
        if (!"map".equals(type)) {
            v.add(
                    -1,
                    null,
                    "not a Tiled map: its \"type\" is \"" + type + "\", expected \"map\""
                            + ("tileset".equals(type) ? " (this is a tileset: open the map that uses it)" : ""));
            return false;
        }
        boolean ok = true;
        String[] ints = {"width", "height", "tilewidth", "tileheight"};
        int[] values = new int[4];
        for (int i = 0; i < ints.length; i++) {
            JsonValue value = root.get(ints[i]);
            if (value == null) {
                v.add(-1, null, "the map has no \"" + ints[i] + "\"; save it again from Tiled");
                ok = false;
            } else if (!isInt(value)) {
                v.add(-1, null, "map " + TiledChecks.notNumber(ints[i], null, show(value), true));
                ok = false;
            } else {
                values[i] = intOf(root, ints[i]);
            }
        }
        if (!ok) return false;
        String orientation = root.getString("orientation", "orthogonal");
        if (!"orthogonal".equals(orientation)) {
            v.add(-1, null, "map orientation is " + orientation + "; only orthogonal maps are supported");
        }
        JsonValue inf = root.get("infinite");
        infinite = inf != null && (inf.isBoolean() ? inf.asBoolean() : inf.isNumber() && inf.asDouble() != 0);
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
        JsonValue layers = root.get("layers");
        if (layers == null || !layers.isArray()) {
            v.add(-1, null, "the map has no \"layers\" list; save it again from Tiled");
            return false;
        }
        JsonValue tilesets = root.get("tilesets");
        if (tilesets == null) {
            root.addChild("tilesets", new JsonValue(JsonValue.ValueType.array));
        } else if (!tilesets.isArray()) {
            v.add(-1, null, "the map's \"tilesets\" is not a list; save it again from Tiled");
            return false;
        }
        // nesting and counts, with an explicit stack (a file may nest thousands deep)
        Array<JsonValue> stack = new Array<>();
        IntArray depths = new IntArray(), groupDepths = new IntArray();
        stack.add(root);
        depths.add(1);
        groupDepths.add(0);
        int objects = 0;
        while (stack.size > 0) {
            JsonValue value = stack.pop();
            int depth = depths.pop(), groups = groupDepths.pop();
            if (depth > LevelLimits.MAX_NESTING) {
                JsonValue named = value;
                while (named != null && named.name() == null) named = named.parent;
                v.add(-1, null, TiledChecks.nestedTooDeep("\"" + (named == null ? "" : named.name()) + "\""));
                return false;
            }
            if (value.isObject() && "group".equals(value.getString("type", null))) {
                groups++;
                if (groups > LevelLimits.MAX_GROUP_DEPTH) {
                    v.add(-1, null, TiledChecks.groupsTooDeep(value.getString("name", "")));
                    return false;
                }
            }
            if (value.isArray() && "objects".equals(value.name())) objects += value.size;
            for (JsonValue child = value.child; child != null; child = child.next) {
                if (child.isObject() || child.isArray()) {
                    stack.add(child);
                    depths.add(depth + 1);
                    groupDepths.add(groups);
                }
            }
        }
        if (objects > LevelLimits.MAX_OBJECTS) {
            v.add(-1, null, TiledChecks.tooManyObjects(objects));
            return false;
        }
        if (root.get("tilesets").size > LevelLimits.MAX_TILESETS) {
            v.add(
                    -1,
                    null,
                    "the map uses " + root.get("tilesets").size + " tilesets; the limit is "
                            + LevelLimits.MAX_TILESETS);
            return false;
        }
        if (!sanitizeProperties(root, "the map")) root.remove("properties");
        return ok;
    }

    /**
     * Makes a "properties" list safe for the stock code: a list of objects, each with a name, a type ("string" when
     * missing) and a value. False after reporting a list that is not one.
     */
    private boolean sanitizeProperties(JsonValue owner, String label) {
        JsonValue props = owner.get("properties");
        if (props == null) return true;
        if (!props.isArray()) {
            v.add(-1, null, label + ": \"properties\" is " + show(props) + ", not a list; save it again from Tiled");
            return false;
        }
        for (int i = props.size - 1; i >= 0; i--) {
            JsonValue p = props.get(i);
            if (!p.isObject() || p.get("name") == null) {
                v.add(-1, null, label + ": a custom property has no name; save it again from Tiled");
                return false;
            }
            if (p.get("type") == null) p.addChild("type", new JsonValue("string"));
            JsonValue value = p.get("value");
            boolean nested = value != null && (value.isObject() || value.isArray());
            if (nested && !"class".equals(p.getString("type", ""))) { // the stock code would fail naming nothing
                v.add(
                        -1,
                        null,
                        label + ": property \"" + show(p.get("name")) + "\" (" + show(p.get("type"))
                                + ") has the value "
                                + show(value) + ", not a single value; set it again in Tiled's Properties panel"
                                + " (an object property holds an object's id, e.g. 12)");
                props.remove(i);
                continue;
            }
            if ("class".equals(p.getString("type", "")) && p.get("propertytype") == null) {
                p.addChild("propertytype", new JsonValue(""));
            }
            if (p.get("value") == null && !"class".equals(p.getString("type", ""))) {
                p.addChild("value", new JsonValue(""));
            }
        }
        return true;
    }

    private void resolveTilesets(FileHandle mapFile) {
        for (JsonValue raw = root.get("tilesets").child; raw != null; raw = raw.next) {
            if (!raw.isObject()) {
                v.add(-1, null, "a tileset entry is " + show(raw) + ", not an object; save the map again from Tiled");
                continue;
            }
            JsonValue gidValue = raw.get("firstgid");
            if (gidValue != null && (!isInt(gidValue) || intOf(raw, "firstgid") < 1)) {
                v.add(
                        -1,
                        null,
                        "tileset \"" + raw.getString("source", raw.getString("name", "")) + "\": "
                                + TiledChecks.notNumber("firstgid", null, show(gidValue), true));
                continue;
            }
            int firstgid = gidValue == null ? 1 : intOf(raw, "firstgid");
            JsonValue content = raw;
            String source = raw.getString("source", null);
            if (source != null) {
                FileHandle external = getRelativeFileHandle(mapFile, source);
                checks.addFile(external);
                content = readExternal(external, source);
                if (content == null) continue;
                tilesetPathsToGIDs.put(external.path(), firstgid);
                rebaseImages(content, source);
            }
            content.remove("source");
            content.remove("firstgid");
            content.addChild("firstgid", new JsonValue(firstgid));
            if (!checkTileset(content, source)) continue;
            resolvedTilesets.add(content);
        }
    }

    private JsonValue readExternal(FileHandle external, String source) {
        boolean exists;
        try {
            exists = external.exists();
        } catch (RuntimeException e) {
            exists = false;
        }
        if (!exists) {
            v.add(
                    -1,
                    null,
                    "tileset \"" + source + "\" not found (looked for " + external.path()
                            + "); put it there or fix the path in Tiled (Map > Replace Tileset)");
            return null;
        }
        String text = LevelText.read(external, "tileset file " + external.path(), v);
        if (text == null) return null;
        if (text.trim().startsWith("<")) {
            Element tsx = TmxParts.readTsx(external, source, v, xml);
            return tsx == null ? null : tsxToJson(tsx);
        }
        JsonValue ts;
        try {
            ts = new JsonReader().parse(text);
        } catch (RuntimeException e) {
            v.add(-1, null, "tileset file " + external.path() + " is not valid JSON: " + TmxLevelReader.describe(e));
            return null;
        }
        if (!ts.isObject() || !"tileset".equals(ts.getString("type", "tileset"))) {
            v.add(-1, null, "tileset \"" + source + "\" is not a tileset");
            return null;
        }
        return ts;
    }

    /** An XML tileset as the JSON one Tiled would write: what the stock JSON code reads. */
    static JsonValue tsxToJson(Element ts) {
        JsonValue out = new JsonValue(JsonValue.ValueType.object);
        out.addChild("name", new JsonValue(ts.getAttribute("name", "")));
        for (String a : new String[] {"tilewidth", "tileheight", "spacing", "margin", "columns", "tilecount"}) {
            String value = ts.getAttribute(a, null);
            if (value != null) out.addChild(a, number(value));
        }
        Element offset = ts.getChildByName("tileoffset");
        if (offset != null) {
            JsonValue o = new JsonValue(JsonValue.ValueType.object);
            o.addChild("x", number(offset.getAttribute("x", "0")));
            o.addChild("y", number(offset.getAttribute("y", "0")));
            out.addChild("tileoffset", o);
        }
        Element image = ts.getChildByName("image");
        if (image != null) {
            out.addChild("image", new JsonValue(image.getAttribute("source", "")));
            out.addChild("imagewidth", number(image.getAttribute("width", "0")));
            out.addChild("imageheight", number(image.getAttribute("height", "0")));
        }
        JsonValue tiles = new JsonValue(JsonValue.ValueType.array);
        for (Element tile : ts.getChildrenByName("tile")) {
            JsonValue t = new JsonValue(JsonValue.ValueType.object);
            t.addChild("id", number(tile.getAttribute("id", "0")));
            String type = TmxParts.objectClass(tile);
            if (!type.isEmpty()) t.addChild("type", new JsonValue(type));
            Element ti = tile.getChildByName("image");
            if (ti != null) t.addChild("image", new JsonValue(ti.getAttribute("source", "")));
            Element animation = tile.getChildByName("animation");
            if (animation != null) {
                JsonValue frames = new JsonValue(JsonValue.ValueType.array);
                for (Element frame : animation.getChildrenByName("frame")) {
                    JsonValue f = new JsonValue(JsonValue.ValueType.object);
                    f.addChild("tileid", number(frame.getAttribute("tileid", "")));
                    f.addChild("duration", number(frame.getAttribute("duration", "")));
                    frames.addChild(f);
                }
                t.addChild("animation", frames);
            }
            tiles.addChild(t);
        }
        if (tiles.size > 0) out.addChild("tiles", tiles);
        return out;
    }

    /** An int when the text is one, otherwise the text (so the checks report it as written). */
    private static JsonValue number(String text) {
        if (TiledChecks.isInt(text)) return new JsonValue(Integer.parseInt(text.trim()));
        return new JsonValue(text);
    }

    private static void rebaseImages(JsonValue ts, String source) {
        int slash = Math.max(source.lastIndexOf('/'), source.lastIndexOf('\\'));
        if (slash < 0) return;
        String dir = source.substring(0, slash + 1);
        rebase(ts, dir);
        JsonValue tiles = ts.get("tiles");
        if (tiles != null && tiles.isArray()) {
            for (JsonValue t = tiles.child; t != null; t = t.next) {
                if (t.isObject()) rebase(t, dir);
            }
        }
    }

    private static void rebase(JsonValue owner, String dir) {
        JsonValue image = owner.get("image");
        if (image == null || !image.isString()) return;
        String src = image.asString();
        if (src.startsWith("/") || (src.length() > 1 && src.charAt(1) == ':')) return;
        image.set(dir + src);
    }

    private boolean checkTileset(JsonValue ts, String source) {
        String label = "tileset \"" + (source != null ? source : ts.getString("name", "")) + "\": ";
        boolean ok = true;
        for (String a : new String[] {
            "tilewidth", "tileheight", "spacing", "margin", "columns", "tilecount", "imagewidth", "imageheight"
        }) {
            ok &= intValue(ts, a, label);
        }
        JsonValue offset = ts.get("tileoffset");
        if (offset != null) {
            if (!offset.isObject()) {
                v.add(-1, null, label + "\"tileoffset\" is not an object");
                return false;
            }
            ok &= intValue(offset, "x", label) & intValue(offset, "y", label);
        }
        JsonValue image = ts.get("image");
        if (image != null && !image.isString()) {
            v.add(-1, null, label + "\"image\" is " + show(image) + ", not a file name");
            ok = false;
        }
        JsonValue tiles = ts.get("tiles");
        if (tiles != null && !tiles.isArray()) {
            v.add(-1, null, label + "\"tiles\" is not a list");
            ok = false;
        }
        if (!ok) return false;
        int tw = intOf(ts, "tilewidth"), th = intOf(ts, "tileheight");
        if (image != null && (tw < 1 || th < 1 || tw > LevelLimits.MAX_TILE_SIDE || th > LevelLimits.MAX_TILE_SIDE)) {
            v.add(
                    -1,
                    null,
                    label + "tiles are " + tw + " x " + th + " px; they must be 1 to " + LevelLimits.MAX_TILE_SIDE
                            + " px on a side");
            return false;
        }
        if (intOf(ts, "spacing") < 0 || intOf(ts, "margin") < 0) {
            v.add(-1, null, label + "spacing and margin must be 0 or more");
            return false;
        }
        if (tiles != null) {
            for (JsonValue t = tiles.child; t != null; t = t.next) {
                if (!t.isObject()) {
                    v.add(-1, null, label + "a tile is " + show(t) + ", not an object");
                    return false;
                }
                ok &= intValue(t, "id", label);
                JsonValue ti = t.get("image");
                if (ti != null && !ti.isString()) {
                    v.add(-1, null, label + "a tile image is " + show(ti) + ", not a file name");
                    ok = false;
                }
                JsonValue animation = t.get("animation");
                if (animation != null) {
                    if (!animation.isArray()) {
                        v.add(-1, null, label + "an animation is not a list of frames");
                        return false;
                    }
                    for (JsonValue f = animation.child; f != null; f = f.next) {
                        if (!f.isObject() || f.get("tileid") == null || f.get("duration") == null) {
                            v.add(-1, null, label + "an animation frame needs a tileid and a duration");
                            return false;
                        }
                        ok &= intValue(f, "tileid", label) & intValue(f, "duration", label);
                    }
                }
                if (!sanitizeProperties(t, label + "a tile")) t.remove("properties");
            }
        }
        if (!sanitizeProperties(ts, label.substring(0, label.length() - 2))) ts.remove("properties");
        return ok;
    }

    private boolean intValue(JsonValue owner, String key, String label) {
        JsonValue value = owner.get(key);
        if (isInt(value)) return true;
        v.add(-1, null, label + TiledChecks.notNumber(key, null, show(value), true));
        return false;
    }

    private boolean images(FileHandle mapFile, ObjectMap<String, Texture> textures) {
        boolean ok = true;
        boolean[] good = new boolean[1];
        for (JsonValue ts : resolvedTilesets) {
            String owner = "tileset \"" + ts.getString("name", "") + "\"";
            if (ts.get("image") != null) ok &= image(mapFile, owner, ts.getString("image"), textures, good);
            JsonValue tiles = ts.get("tiles");
            if (tiles != null) {
                for (JsonValue t = tiles.child; t != null; t = t.next) {
                    if (t.get("image") != null) ok &= image(mapFile, owner, t.getString("image"), textures, good);
                }
            }
        }
        Array<JsonValue> stack = new Array<>();
        stack.add(root.get("layers"));
        while (stack.size > 0) {
            JsonValue layers = stack.pop();
            for (JsonValue layer = layers.child; layer != null; layer = layer.next) {
                if (!layer.isObject()) continue;
                String type = layer.getString("type", "");
                if ("imagelayer".equals(type)) {
                    JsonValue image = layer.get("image");
                    if (image != null && image.isString() && !image.asString().isEmpty()) {
                        ok &= image(
                                mapFile,
                                "image layer \"" + layer.getString("name", "") + "\"",
                                image.asString(),
                                textures,
                                good);
                    }
                } else if ("group".equals(type)) {
                    JsonValue children = layer.get("layers");
                    if (children != null && children.isArray()) stack.add(children);
                }
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
    protected TiledMap loadTiledMap(FileHandle tmjFile, Parameters parameter, ImageResolver imageResolver) {
        this.map = new TiledMap();
        this.idToObject = new IntMap<>();
        this.runOnEndOfLoadTiled = new Array<>();
        this.templateCache = new ObjectMap<>();
        if (this.tilesetPathsToGIDs == null) this.tilesetPathsToGIDs = new ObjectIntMap<>();
        this.convertObjectToTileSpace = parameter.convertObjectToTileSpace;
        this.flipY = parameter.flipY;
        this.projectClassInfo = new ObjectMap<>();

        int mapWidth = intOf(root, "width"), mapHeight = intOf(root, "height");
        int tileWidth = intOf(root, "tilewidth"), tileHeight = intOf(root, "tileheight");
        MapProperties mp = map.getProperties();
        String orientation = root.getString("orientation", null);
        if (orientation != null) mp.put("orientation", orientation);
        mp.put("width", mapWidth);
        mp.put("height", mapHeight);
        mp.put("tilewidth", tileWidth);
        mp.put("tileheight", tileHeight);
        JsonValue background = root.get("backgroundcolor");
        if (background != null && background.isString()) mp.put("backgroundcolor", background.asString());
        this.mapTileWidth = tileWidth;
        this.mapTileHeight = tileHeight;
        this.mapWidthInPixels = mapWidth * tileWidth;
        this.mapHeightInPixels = mapHeight * tileHeight;

        properties(mp, root, "the map's custom properties");
        for (JsonValue ts : resolvedTilesets) {
            try {
                TiledMapTileSet tileSet = loadTileSet(ts, tmjFile, imageResolver);
                for (TiledMapTile tile : tileSet) {
                    if (tile instanceof AnimatedTiledMapTile) {
                        for (TiledMapTile frame : ((AnimatedTiledMapTile) tile).getFrameTiles()) {
                            if (frame == null) {
                                throw new IllegalArgumentException("the animation of tile " + tile.getId()
                                        + " uses a tile the tileset does not have");
                            }
                        }
                    }
                }
                map.getTileSets().addTileSet(tileSet);
            } catch (RuntimeException e) {
                v.add(
                        -1,
                        null,
                        "tileset \"" + ts.getString("name", "") + "\" could not be read: "
                                + TmxLevelReader.describe(e));
            }
        }
        for (JsonValue element = root.get("layers").child; element != null; element = element.next) {
            loadLayer(map, map.getLayers(), element, tmjFile, imageResolver);
        }
        TiledChecks.applyParallax(map.getLayers());
        for (Runnable runnable : runOnEndOfLoadTiled) {
            try {
                runnable.run();
            } catch (RuntimeException e) {
                v.add(-1, null, "an object property could not be resolved: " + TmxLevelReader.describe(e));
            }
        }
        runOnEndOfLoadTiled = null;
        return map;
    }

    /**
     * Loads a "properties" list into {@code into} through the stock code, which is private in the JSON loader: a
     * throw-away object layer carries it.
     */
    private void properties(MapProperties into, JsonValue owner, String label) {
        if (owner.get("properties") == null) return;
        if (!sanitizeProperties(owner, label)) return;
        try {
            JsonValue holder = new JsonValue(JsonValue.ValueType.object);
            holder.addChild("type", new JsonValue("objectgroup"));
            holder.addChild("name", new JsonValue(""));
            holder.addChild("objects", new JsonValue(JsonValue.ValueType.array));
            holder.addChild("properties", new JsonValue(owner.get("properties")));
            MapLayers scratch = new MapLayers();
            super.loadObjectGroup(map, scratch, holder, null);
            into.putAll(scratch.get(0).getProperties());
        } catch (RuntimeException e) {
            v.add(-1, null, label + " could not be read: " + TmxLevelReader.describe(e));
        }
    }

    @Override
    protected void addStaticTiles(
            FileHandle tmjFile,
            ImageResolver imageResolver,
            TiledMapTileSet tileSet,
            JsonValue element,
            JsonValue tiles,
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
        if (!withGraphics) return;
        super.addStaticTiles(
                tmjFile,
                imageResolver,
                tileSet,
                element,
                tiles,
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
            TiledMap map, MapLayers parentLayers, JsonValue element, FileHandle tmjFile, ImageResolver imageResolver) {
        if (!element.isObject()) {
            v.add(-1, null, "a layer is " + show(element) + ", not an object; save the map again from Tiled");
            return;
        }
        JsonValue type = element.get("type");
        if (type == null || !type.isString()) {
            v.add(
                    -1,
                    null,
                    "layer \"" + element.getString("name", "") + "\" has no type; save the map again from Tiled");
            return;
        }
        if (element.get("name") == null) element.addChild("name", new JsonValue(""));
        if (!sanitizeProperties(element, "layer \"" + element.getString("name", "") + "\"")) {
            element.remove("properties");
        }
        String kind = type.asString();
        if ("imagelayer".equals(kind)) {
            if (!withGraphics) return;
            try {
                loadImageLayer(map, parentLayers, element, tmjFile, imageResolver);
            } catch (RuntimeException e) {
                v.add(
                        -1,
                        null,
                        "image layer \"" + element.getString("name", "") + "\" could not be read: "
                                + TmxLevelReader.describe(e));
            }
            return;
        }
        if ("group".equals(kind)) {
            JsonValue layers = element.get("layers");
            if (layers != null && !layers.isArray()) element.remove("layers");
        }
        super.loadLayer(map, parentLayers, element, tmjFile, imageResolver);
    }

    @Override
    protected void loadBasicLayerInfo(MapLayer layer, JsonValue element) {
        String name = element.getString("name", "");
        for (String a : new String[] {"opacity", "offsetx", "offsety", "parallaxx", "parallaxy"}) {
            JsonValue value = element.get(a);
            if (!isNumber(value)) {
                v.add(-1, null, "layer \"" + name + "\": " + TiledChecks.notNumber(a, null, show(value), false));
                element.remove(a);
            }
        }
        JsonValue visible = element.get("visible");
        if (visible != null && !visible.isBoolean() && !visible.isNumber()) {
            v.add(
                    -1,
                    null,
                    "layer \"" + name + "\": attribute \"visible\" is \"" + show(visible)
                            + "\", which is not true or false; correct it in Tiled (or in a text editor)");
            element.remove("visible");
        }
        JsonValue tint = element.get("tintcolor");
        if (tint != null && !(tint.isString() && TiledChecks.isColor(tint.asString()))) {
            v.add(
                    -1,
                    null,
                    "layer \"" + name + "\": attribute \"tintcolor\" is \"" + show(tint)
                            + "\", which is not a colour like #ff8000; correct it in Tiled");
            element.remove("tintcolor");
        }
        super.loadBasicLayerInfo(layer, element);
    }

    @Override
    protected void loadTileLayer(TiledMap map, MapLayers parentLayers, JsonValue element) {
        if (infinite) return;
        String name = element.getString("name", "");
        String problem = tileLayerProblem(element, map.getProperties());
        if (problem != null) {
            v.add(-1, null, "tile layer \"" + name + "\" " + problem);
            return;
        }
        try {
            super.loadTileLayer(map, parentLayers, element);
        } catch (RuntimeException e) {
            v.add(-1, null, "tile layer \"" + name + "\" could not be read: " + TmxLevelReader.describe(e));
        }
    }

    private static String tileLayerProblem(JsonValue layer, MapProperties map) {
        int mapW = map.get("width", 0, Integer.class), mapH = map.get("height", 0, Integer.class);
        JsonValue ws = layer.get("width"), hs = layer.get("height");
        if (ws == null || hs == null || !isInt(ws) || !isInt(hs)) {
            return "has no valid size (width \"" + show(ws) + "\", height \"" + show(hs)
                    + "\"); save the map again in Tiled";
        }
        int w = intOf(layer, "width"), h = intOf(layer, "height");
        if (w != mapW || h != mapH) {
            return "is " + w + " x " + h + " tiles, but the map is " + mapW + " x " + mapH
                    + "; resize the map in Tiled (Map > Resize Map resizes every layer)";
        }
        JsonValue data = layer.get("data");
        if (data == null) return "has no tile data; save the map again in Tiled";
        String encoding = layer.getString("encoding", "csv");
        String compression = layer.getString("compression", "");
        if (!compression.isEmpty()) {
            return "is compressed (" + compression + "); the browser build needs CSV or uncompressed base64";
        }
        long expected = (long) w * h;
        if ("csv".equals(encoding) || encoding.isEmpty()) {
            if (!data.isArray()) return "has tile data that is not a list of numbers; save the map again in Tiled";
            for (JsonValue t = data.child; t != null; t = t.next) {
                if (!t.isLong() || t.asLong() < 0 || t.asLong() > 0xffffffffL) {
                    return "has \"" + show(t) + "\" in its data, where only tile numbers belong; save the map again in"
                            + " Tiled";
                }
            }
            if (data.size != expected) {
                return "has " + data.size + " tiles in its data, but it is " + w + " x " + h + " = " + expected
                        + " tiles; save the map again in Tiled";
            }
            return null;
        }
        if ("base64".equals(encoding)) {
            if (!data.isString()) return "has base64 data that is not a string; save the map again in Tiled";
            Element fake = new Element("layer", null);
            fake.setAttribute("width", String.valueOf(w));
            fake.setAttribute("height", String.valueOf(h));
            Element d = new Element("data", fake);
            d.setAttribute("encoding", "base64");
            d.setText(data.asString());
            fake.addChild(d);
            return TmxParts.tileLayerProblem(fake, map);
        }
        return "uses the unknown encoding \"" + encoding + "\"; set its Tile Layer Format to CSV";
    }

    @Override
    protected void loadObjectGroup(TiledMap map, MapLayers parentLayers, JsonValue element, FileHandle tmjFile) {
        if (!"objectgroup".equals(element.getString("type", ""))) return;
        MapLayer layer = new MapLayer();
        loadBasicLayerInfo(layer, element);
        currentLayer = layer.getName() == null ? "" : layer.getName();
        properties(layer.getProperties(), element, "layer \"" + currentLayer + "\"");
        JsonValue objects = element.get("objects");
        if (objects != null && !objects.isArray()) {
            v.add(-1, null, "layer \"" + currentLayer + "\": \"objects\" is not a list; save the map again from Tiled");
            objects = null;
        }
        for (JsonValue o = objects == null ? null : objects.child; o != null; o = o.next) {
            if (!o.isObject()) {
                v.add(-1, null, "layer \"" + currentLayer + "\": an object is " + show(o) + "; save the map again");
                continue;
            }
            int id = isInt(o.get("id")) && o.get("id") != null ? intOf(o, "id") : -1;
            String name = o.get("name") != null && o.get("name").isString() ? o.getString("name") : "";
            try {
                JsonValue toLoad = o;
                JsonValue template = o.get("template");
                if (template != null) {
                    String path = template.asString();
                    FileHandle tj = getRelativeFileHandle(tmjFile, path);
                    checks.addFile(tj);
                    if (!tj.exists()) {
                        v.add(id, name, "template \"" + path + "\" not found (looked for " + tj.path() + ")");
                        checks.droppedTypes.add(objectClass(o));
                        continue;
                    }
                    toLoad = resolveTemplateObject(o, tmjFile);
                }
                if (!checkObject(toLoad, id, name)) {
                    checks.droppedTypes.add(objectClass(toLoad));
                    continue;
                }
                loadObject(map, layer, toLoad);
            } catch (RuntimeException e) {
                v.add(id, name, "could not be read: " + TmxLevelReader.describe(e));
                checks.droppedTypes.add(objectClass(o));
            }
        }
        parentLayers.add(layer);
        currentLayer = "";
    }

    static String objectClass(JsonValue o) {
        JsonValue t = o.get("type");
        if (t == null || !t.isString()) t = o.get("class");
        return t != null && t.isString() ? t.asString() : "";
    }

    private boolean checkObject(JsonValue o, int id, String name) {
        String layer = currentLayer;
        JsonValue idValue = o.get("id");
        if (idValue != null && !isInt(idValue)) {
            v.add(-1, name, "object \"" + name + "\": " + TiledChecks.notNumber("id", layer, show(idValue), true));
            return false;
        }
        JsonValue nameValue = o.get("name");
        if (nameValue != null && !nameValue.isString()) {
            nameValue.set(show(nameValue));
        }
        boolean ok = true;
        for (String a : new String[] {"x", "y", "width", "height", "rotation"}) {
            JsonValue value = o.get(a);
            if (!isNumber(value)) {
                v.add(id, name, TiledChecks.notNumber(a, layer, show(value), false));
                ok = false;
            }
        }
        JsonValue visible = o.get("visible");
        if (visible != null && !visible.isBoolean() && !visible.isNumber()) {
            v.add(
                    id,
                    name,
                    "attribute \"visible\"" + TiledChecks.inLayer(layer) + " is \"" + show(visible)
                            + "\", which is not true or false; correct it in Tiled (or in a text editor)");
            ok = false;
        }
        JsonValue gid = o.get("gid");
        if (gid != null && !(gid.isLong() && gid.asLong() >= 0 && gid.asLong() <= 0xffffffffL)) {
            v.add(id, name, TiledChecks.notNumber("gid", layer, show(gid), true));
            ok = false;
        }
        for (String flag : new String[] {"ellipse", "point"}) {
            JsonValue f = o.get(flag);
            if (f != null && !(f.isBoolean() && f.asBoolean())) o.remove(flag); // "ellipse": false is no ellipse
        }
        for (String kind : new String[] {"polygon", "polyline"}) {
            JsonValue shape = o.get(kind);
            if (shape == null) continue;
            ok &= points(shape, kind, layer, id, name);
        }
        JsonValue text = o.get("text");
        if (text != null && !text.isObject()) {
            v.add(id, name, "\"text\" is " + show(text) + ", not an object; save the map again from Tiled");
            ok = false;
        }
        if (!sanitizeProperties(o, "object " + id + " \"" + name + "\"")) ok = false;
        if (!ok) return false;
        JsonValue rotation = o.get("rotation");
        if (rotation != null) {
            String reduced = TiledChecks.reducedRotation(rotation.asString());
            if (reduced != null) rotation.set(Double.parseDouble(reduced), null);
        }
        JsonValue type = o.get("type");
        if (type != null && !type.isString()) {
            v.add(id, name, "its class (\"type\") is " + show(type) + ", not a name; set the class in Tiled");
            return false;
        }
        JsonValue cls = o.get("class");
        if ((type == null || type.asString().isEmpty()) && cls != null && cls.isString()) {
            o.remove("type");
            o.addChild("type", new JsonValue(cls.asString()));
        }
        checks.uniqueId(id, name, layer);
        return true;
    }

    private boolean points(JsonValue shape, String kind, String layer, int id, String name) {
        if (!shape.isArray()) {
            v.add(
                    id,
                    name,
                    "the " + kind + TiledChecks.inLayer(layer) + " is " + show(shape)
                            + ", not a list of points; save the map again from Tiled");
            return false;
        }
        int min = "polygon".equals(kind) ? 3 : 2;
        if (shape.size < min) {
            v.add(
                    id,
                    name,
                    "degenerate " + kind + ": it has " + shape.size + " point(s), at least " + min + " are needed");
            return false;
        }
        if (!checks.shapePoints(id, name, kind, shape.size)) return false;
        int i = 0;
        for (JsonValue p = shape.child; p != null; p = p.next, i++) {
            boolean ok = p.isObject()
                    && p.get("x") != null
                    && p.get("y") != null
                    && isNumber(p.get("x"))
                    && isNumber(p.get("y"));
            if (!ok) {
                String shown = p.isObject() ? "x " + show(p.get("x")) + ", y " + show(p.get("y")) : show(p);
                v.add(
                        id,
                        name,
                        kind + " point " + i + " (" + shown + ")" + TiledChecks.inLayer(layer)
                                + " is not a pair of numbers x,y; correct it in Tiled (or in a text editor)");
                return false;
            }
        }
        return true;
    }

    private boolean gameplayLayer() {
        return LevelLoader.TERRAIN_LAYER.equals(currentLayer) || LevelLoader.ENTITIES_LAYER.equals(currentLayer);
    }

    @Override
    protected void loadObject(TiledMap map, MapObjects objects, JsonValue element, float heightInPixels) {
        int id = isInt(element.get("id")) && element.get("id") != null ? intOf(element, "id") : -1;
        String name = element.getString("name", "");
        if (element.get("gid") != null) {
            if (gameplayLayer()) {
                v.add(
                        id,
                        name,
                        "is a tile object; the \"" + currentLayer
                                + "\" layer needs rectangles, points, ellipses, polygons or polylines");
                checks.droppedTypes.add(objectClass(element));
                return;
            }
            if (!withGraphics) return;
            long gid = element.get("gid").asLong();
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
            JsonValue shape = element.get("polygon");
            if (shape == null) shape = element.get("polyline");
            double[] points = null;
            if (shape != null && shape.isArray()) {
                points = new double[shape.size * 2];
                int i = 0;
                for (JsonValue p = shape.child; p != null; p = p.next, i += 2) {
                    points[i] = rawNumber(p, "x");
                    points[i + 1] = rawNumber(p, "y");
                }
            }
            RawGeometry.attach(
                    object,
                    rawNumber(element, "x"),
                    rawNumber(element, "y"),
                    rawNumber(element, "width"),
                    rawNumber(element, "height"),
                    rawNumber(element, "rotation"),
                    points);
        }
    }

    /** A number as the file writes it (0 when absent, NaN when it is not a number). */
    private static double rawNumber(JsonValue element, String name) {
        JsonValue v = element.get(name);
        if (v == null) return 0;
        if (!v.isNumber()) return Double.NaN;
        return v.asDouble();
    }

    @Override
    protected void loadBasicProperty(MapProperties properties, String name, String value, String type) {
        try {
            super.loadBasicProperty(properties, name, value, type);
        } catch (RuntimeException e) {
            properties.put(name, new TmxLevelReader.BadValue(value, type));
        }
    }

    @Override
    protected void loadObjectProperty(MapProperties properties, String name, String value) {
        if (!TiledChecks.isInt(value)) {
            properties.put(name, new TmxLevelReader.BadValue(value, "object"));
            return;
        }
        super.loadObjectProperty(properties, name, value.trim());
    }

    /** A class property: the stock code has put a MapProperties with its "type" = the class; nothing more. */
    @Override
    protected void loadJsonClassProperties(String className, MapProperties classProperties, JsonValue classElement) {
        // the converter reports class properties; no Tiled project file is read
    }
}
