package com.tiltfall.level;

import com.badlogic.gdx.assets.loaders.FileHandleResolver;
import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.maps.tiled.TiledMap;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.IntArray;
import com.badlogic.gdx.utils.ObjectMap;
import com.badlogic.gdx.utils.XmlReader.Element;

/**
 * A {@code .tmj} (Tiled's JSON) map as the {@code .tmx} tree Tiled would write for it, so that one reader
 * ({@link TmxLevelReader}) checks and loads both formats. Here only what is JSON's own: the parse, the nesting of
 * the raw tree, and values of the wrong JSON kind (a list where an object belongs, an object for a property value).
 * Numbers become the attribute text Tiled writes, so every other check (numbers, sizes, tiles, shapes, ids) and its
 * message is the XML one. External {@code .tsj} tilesets and {@code .tj} templates are converted the same way;
 * {@code .tsx} tilesets stay external. Lives behind the browser's {@code .tmj} split point ({@link TmjMaps}) with
 * its JSON reader ({@link JsonParser}). Not thread-safe; one converter per load.
 */
final class TmjToXml {
    private final FileHandleResolver resolver;
    private final LevelValidator v;
    private final TiledChecks checks;
    /** Converted {@code .tj} templates by the name the objects use, for the reader's template cache. */
    final ObjectMap<String, Element> templates = new ObjectMap<>();

    private TmjToXml(FileHandleResolver resolver, LevelValidator v, TiledChecks checks) {
        this.resolver = resolver;
        this.v = v;
        this.checks = checks;
    }

    /** Reads a {@code .tmj}: converted here, then checked and loaded by the XML reader. As TmxLevelReader#read. */
    static TiledMap read(
            FileHandleResolver resolver,
            String path,
            LevelValidator v,
            TiledChecks checks,
            FileHandle handle,
            String text,
            boolean withGraphics) {
        TmjToXml converter = new TmjToXml(resolver, v, checks);
        Element root = converter.convert(handle, text);
        if (root == null) return null;
        return new TmxLevelReader(resolver, path, v, checks).read(handle, root, converter.templates, withGraphics);
    }

    // ------------------------------------------------------------------------------------------------- JSON values

    /** What a value looks like in a message (never recursive: a value may nest thousands deep). */
    static String show(JsonNode value) {
        if (value == null) return "nothing";
        if (value.isObject()) return "{...}";
        if (value.isArray()) return "[...]";
        if (value.isNull()) return "null";
        return TiledChecks.shorten(value.asString());
    }

    /** The attribute text Tiled writes for a value: whole numbers without ".0", true/false as 1/0 where asked. */
    static String text(JsonNode value) {
        if (value.isDouble()) {
            double d = value.asDouble();
            if (d == Math.floor(d) && Math.abs(d) < 9e15) return Long.toString((long) d);
        }
        if (value.isBoolean()) return value.asBoolean() ? "1" : "0";
        if (value.isObject() || value.isArray() || value.isNull()) return show(value);
        return value.asString();
    }

    private static void copy(JsonNode from, Element to, String... keys) {
        for (String key : keys) {
            JsonNode value = from.get(key);
            if (value != null) to.setAttribute(key, text(value));
        }
    }

    private static Element child(Element parent, String name) {
        Element e = new Element(name, parent);
        parent.addChild(e);
        return e;
    }

    // ---------------------------------------------------------------------------------------------------- the map

    private Element convert(FileHandle handle, String text) {
        JsonNode root;
        try {
            root = JsonParser.parse(text);
        } catch (RuntimeException e) {
            v.add(
                    -1,
                    null,
                    "is not valid JSON: " + TmxLevelReader.describe(e)
                            + "; open it in a text editor and fix that line");
            return null;
        }
        if (!root.isObject()) {
            v.add(-1, null, "not a Tiled map: the JSON is " + show(root) + ", expected an object with the map");
            return null;
        }
        String type = root.getString("type", "map");
        if (!"map".equals(type)) {
            v.add(
                    -1,
                    null,
                    "not a Tiled map: its \"type\" is \"" + type + "\", expected \"map\""
                            + ("tileset".equals(type) ? " (this is a tileset: open the map that uses it)" : ""));
            return null;
        }
        if (!withinLimits(root)) return null;
        Element map = new Element("map", null);
        copy(root, map, "version", "orientation", "width", "height", "tilewidth", "tileheight", "infinite");
        copy(root, map, "backgroundcolor", "nextobjectid");
        properties(root, map, "the map");
        JsonNode tilesets = root.get("tilesets");
        if (tilesets != null && !tilesets.isArray()) {
            v.add(-1, null, "the map's \"tilesets\" is not a list; save it again from Tiled");
            return null;
        }
        for (JsonNode ts = tilesets == null ? null : tilesets.child; ts != null; ts = ts.next) {
            tileset(handle, ts, map);
        }
        JsonNode layers = root.get("layers");
        if (layers == null || !layers.isArray()) {
            v.add(-1, null, "the map has no \"layers\" list; save it again from Tiled");
            return null;
        }
        layers(handle, layers, map);
        return map;
    }

    /**
     * Nesting and group depth of the raw tree, with an explicit stack (a file may nest thousands deep); the XML
     * reader counts objects and tilesets on the converted tree.
     */
    private boolean withinLimits(JsonNode root) {
        Array<JsonNode> stack = new Array<>();
        IntArray depths = new IntArray(), groupDepths = new IntArray();
        stack.add(root);
        depths.add(1);
        groupDepths.add(0);
        while (stack.size > 0) {
            JsonNode value = stack.pop();
            int depth = depths.pop(), groups = groupDepths.pop();
            if (depth > LevelLimits.MAX_NESTING) {
                JsonNode named = value;
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
            for (JsonNode c = value.child; c != null; c = c.next) {
                if (c.isObject() || c.isArray()) {
                    stack.add(c);
                    depths.add(depth + 1);
                    groupDepths.add(groups);
                }
            }
        }
        return true;
    }

    /**
     * A "properties" list as {@code <properties>}: each entry with a name; a class property keeps its class; a
     * list or object where one value belongs is reported, naming the property (and left out).
     */
    private void properties(JsonNode owner, Element into, String label) {
        JsonNode props = owner.get("properties");
        if (props == null) return;
        if (!props.isArray()) {
            v.add(-1, null, label + ": \"properties\" is " + show(props) + ", not a list; save it again from Tiled");
            return;
        }
        Element out = new Element("properties", into);
        for (JsonNode p = props.child; p != null; p = p.next) {
            if (!p.isObject() || p.get("name") == null) {
                v.add(-1, null, label + ": a custom property has no name; save it again from Tiled");
                return;
            }
            String type = p.getString("type", "string");
            JsonNode value = p.get("value");
            Element property = child(out, "property");
            property.setAttribute("name", text(p.get("name")));
            property.setAttribute("type", type);
            if ("class".equals(type)) {
                property.setAttribute("propertytype", p.getString("propertytype", ""));
                continue;
            }
            if (value != null && (value.isObject() || value.isArray())) { // the stock code would fail naming nothing
                v.add(
                        -1,
                        null,
                        label + ": property \"" + show(p.get("name")) + "\" (" + show(p.get("type"))
                                + ") has the value "
                                + show(value) + ", not a single value; set it again in Tiled's Properties panel"
                                + " (an object property holds an object's id, e.g. 12)");
                out.removeChild(property);
                continue;
            }
            property.setAttribute("value", value == null || value.isNull() ? "" : value.asString());
        }
        into.addChild(out);
    }

    // ------------------------------------------------------------------------------------------------- tilesets

    /** One tileset entry: a {@code .tsj} is read and inlined, a {@code .tsx} stays external, an inline one converts. */
    private void tileset(FileHandle mapFile, JsonNode raw, Element map) {
        if (!raw.isObject()) {
            v.add(-1, null, "a tileset entry is " + show(raw) + ", not an object; save the map again from Tiled");
            return;
        }
        String source = raw.getString("source", null);
        JsonNode content = raw;
        if (source != null) {
            FileHandle external = TmxLevelReader.relative(mapFile, source);
            if (!isJsonFile(external)) { // missing or XML: the XML reader reads (or reports) it
                Element ts = child(map, "tileset");
                ts.setAttribute("firstgid", raw.get("firstgid") == null ? "1" : text(raw.get("firstgid")));
                ts.setAttribute("source", source);
                return;
            }
            checks.addFile(external);
            content = readJson(external, "tileset file " + external.path());
            if (content == null) return;
            if (!content.isObject() || !"tileset".equals(content.getString("type", "tileset"))) {
                v.add(-1, null, "tileset \"" + source + "\" is not a tileset");
                return;
            }
        }
        Element ts = tilesetElement(content, source == null ? raw.getString("name", "") : source);
        if (ts == null) return;
        ts.setAttribute("firstgid", raw.get("firstgid") == null ? "1" : text(raw.get("firstgid")));
        if (source != null) TmxParts.rebaseImages(ts, source);
        map.addChild(ts);
    }

    private static boolean isJsonFile(FileHandle file) {
        try {
            if (!file.exists()) return false;
            String text = file.readString("UTF-8");
            if (text.startsWith("\uFEFF")) text = text.substring(1); // a byte order mark: LevelText drops it too
            return text.trim().startsWith("{");
        } catch (RuntimeException e) {
            return false;
        }
    }

    private JsonNode readJson(FileHandle file, String what) {
        String text = LevelText.read(file, what, v);
        if (text == null) return null;
        try {
            return JsonParser.parse(text);
        } catch (RuntimeException e) {
            v.add(-1, null, what + " is not valid JSON: " + TmxLevelReader.describe(e));
            return null;
        }
    }

    /** A JSON tileset as {@code <tileset>}; null after reporting a part of the wrong JSON kind. */
    private Element tilesetElement(JsonNode ts, String label) {
        String prefix = "tileset \"" + label + "\": ";
        Element out = new Element("tileset", null);
        copy(ts, out, "name", "tilewidth", "tileheight", "spacing", "margin", "columns", "tilecount");
        JsonNode offset = ts.get("tileoffset");
        if (offset != null) {
            if (!offset.isObject()) {
                v.add(-1, null, prefix + "\"tileoffset\" is not an object");
                return null;
            }
            copy(offset, child(out, "tileoffset"), "x", "y");
        }
        JsonNode image = ts.get("image");
        if (image != null) {
            if (!image.isString()) {
                v.add(-1, null, prefix + "\"image\" is " + show(image) + ", not a file name");
                return null;
            }
            Element i = child(out, "image");
            i.setAttribute("source", image.asString());
            if (ts.get("imagewidth") != null) i.setAttribute("width", text(ts.get("imagewidth")));
            if (ts.get("imageheight") != null) i.setAttribute("height", text(ts.get("imageheight")));
        }
        JsonNode tiles = ts.get("tiles");
        if (tiles != null && !tiles.isArray()) {
            v.add(-1, null, prefix + "\"tiles\" is not a list");
            return null;
        }
        for (JsonNode t = tiles == null ? null : tiles.child; t != null; t = t.next) {
            if (!t.isObject()) {
                v.add(-1, null, prefix + "a tile is " + show(t) + ", not an object");
                return null;
            }
            Element tile = child(out, "tile");
            copy(t, tile, "id", "type", "class");
            JsonNode ti = t.get("image");
            if (ti != null) {
                if (!ti.isString()) {
                    v.add(-1, null, prefix + "a tile image is " + show(ti) + ", not a file name");
                    return null;
                }
                child(tile, "image").setAttribute("source", ti.asString());
            }
            JsonNode animation = t.get("animation");
            if (animation != null) {
                if (!animation.isArray()) {
                    v.add(-1, null, prefix + "an animation is not a list of frames");
                    return null;
                }
                Element frames = child(tile, "animation");
                for (JsonNode f = animation.child; f != null; f = f.next) {
                    if (!f.isObject() || f.get("tileid") == null || f.get("duration") == null) {
                        v.add(-1, null, prefix + "an animation frame needs a tileid and a duration");
                        return null;
                    }
                    copy(f, child(frames, "frame"), "tileid", "duration");
                }
            }
        }
        return out;
    }

    // ---------------------------------------------------------------------------------------------------- layers

    private void layers(FileHandle mapFile, JsonNode layers, Element parent) {
        for (JsonNode layer = layers.child; layer != null; layer = layer.next) {
            if (!layer.isObject()) {
                v.add(-1, null, "a layer is " + show(layer) + ", not an object; save the map again from Tiled");
                continue;
            }
            JsonNode type = layer.get("type");
            String name = layer.get("name") == null ? "" : text(layer.get("name"));
            if (type == null || !type.isString()) {
                v.add(-1, null, "layer \"" + name + "\" has no type; save the map again from Tiled");
                continue;
            }
            Element out;
            switch (type.asString()) {
                case "tilelayer":
                    out = new Element("layer", parent);
                    tileData(layer, out);
                    break;
                case "objectgroup":
                    out = new Element("objectgroup", parent);
                    objects(mapFile, layer, out, name);
                    break;
                case "imagelayer":
                    out = new Element("imagelayer", parent);
                    copy(layer, out, "repeatx", "repeaty");
                    JsonNode image = layer.get("image");
                    if (image != null && image.isString() && !image.asString().isEmpty()) {
                        child(out, "image").setAttribute("source", image.asString());
                    }
                    break;
                case "group":
                    out = new Element("group", parent);
                    JsonNode children = layer.get("layers");
                    if (children != null && children.isArray()) layers(mapFile, children, out);
                    break;
                default:
                    continue; // a layer kind of a later Tiled: not read, as the stock loader does
            }
            out.setAttribute("name", name);
            copy(layer, out, "id", "width", "height", "opacity", "visible", "offsetx", "offsety");
            copy(layer, out, "parallaxx", "parallaxy", "tintcolor");
            properties(layer, out, "layer \"" + name + "\"");
            parent.addChild(out);
        }
    }

    /** A tile layer's data: a list as CSV text, base64 as it is (the XML reader checks both). */
    private static void tileData(JsonNode layer, Element out) {
        JsonNode data = layer.get("data");
        if (data == null) return;
        Element d = child(out, "data");
        String encoding = layer.getString("encoding", "csv");
        d.setAttribute("encoding", encoding.isEmpty() ? "csv" : encoding);
        JsonNode compression = layer.get("compression");
        if (compression != null && !text(compression).isEmpty()) d.setAttribute("compression", text(compression));
        if (data.isArray()) {
            StringBuilder sb = new StringBuilder();
            for (JsonNode t = data.child; t != null; t = t.next) {
                if (sb.length() > 0) sb.append(',');
                sb.append(t.isLong() ? Long.toString(t.asLong()) : show(t));
            }
            d.setText(sb.toString());
        } else {
            d.setText(text(data));
        }
    }

    private void objects(FileHandle mapFile, JsonNode layer, Element out, String layerName) {
        JsonNode objects = layer.get("objects");
        if (objects != null && !objects.isArray()) {
            v.add(-1, null, "layer \"" + layerName + "\": \"objects\" is not a list; save the map again from Tiled");
            return;
        }
        for (JsonNode o = objects == null ? null : objects.child; o != null; o = o.next) {
            if (!o.isObject()) {
                v.add(-1, null, "layer \"" + layerName + "\": an object is " + show(o) + "; save the map again");
                continue;
            }
            Element object = object(o, layerName);
            if (object != null) out.addChild(object);
            JsonNode template = o.get("template");
            if (template != null && template.isString()) template(mapFile, template.asString());
        }
    }

    /** One object as {@code <object>}; null after reporting a part of the wrong JSON kind. */
    private Element object(JsonNode o, String layer) {
        JsonNode idValue = o.get("id");
        int id = idValue != null && idValue.isLong() ? (int) idValue.asLong() : -1;
        String name = o.get("name") == null ? "" : text(o.get("name"));
        Element out = new Element("object", null);
        copy(o, out, "id", "template", "x", "y", "width", "height", "rotation", "visible", "gid");
        if (o.get("name") != null) out.setAttribute("name", name);
        JsonNode type = o.get("type");
        if (type != null && !type.isString()) {
            v.add(id, name, "its class (\"type\") is " + show(type) + ", not a name; set the class in Tiled");
            checks.droppedTypes.add("");
            return null;
        }
        JsonNode cls = o.get("class");
        if (type != null && !type.asString().isEmpty()) out.setAttribute("type", type.asString());
        else if (cls != null && cls.isString()) out.setAttribute("class", cls.asString());
        for (String flag : new String[] {"ellipse", "point"}) {
            JsonNode f = o.get(flag);
            if (f != null && f.isBoolean() && f.asBoolean()) child(out, flag); // "ellipse": false is no ellipse
        }
        for (String kind : new String[] {"polygon", "polyline"}) {
            JsonNode shape = o.get(kind);
            if (shape == null) continue;
            if (!shape.isArray()) {
                v.add(
                        id,
                        name,
                        "the " + kind + TiledChecks.inLayer(layer) + " is " + show(shape)
                                + ", not a list of points; save the map again from Tiled");
                checks.droppedTypes.add(TmxParts.objectClass(out));
                return null;
            }
            StringBuilder points = new StringBuilder();
            for (JsonNode p = shape.child; p != null; p = p.next) {
                if (points.length() > 0) points.append(' ');
                boolean pair = p.isObject() && p.get("x") != null && p.get("y") != null;
                points.append(pair ? text(p.get("x")) + "," + text(p.get("y")) : show(p));
            }
            child(out, kind).setAttribute("points", points.toString());
        }
        JsonNode text = o.get("text");
        if (text != null) {
            if (!text.isObject()) {
                v.add(id, name, "\"text\" is " + show(text) + ", not an object; save the map again from Tiled");
                checks.droppedTypes.add(TmxParts.objectClass(out));
                return null;
            }
            Element t = child(out, "text");
            t.setText(text.getString("text", ""));
        }
        properties(o, out, "object " + id + " \"" + name + "\"");
        return out;
    }

    /** A {@code .tj} template as the {@code .tx} the XML reader resolves (a {@code .tx} it reads itself). */
    private void template(FileHandle mapFile, String path) {
        if (templates.containsKey(path)) return;
        FileHandle file = TmxLevelReader.relative(mapFile, path);
        if (!isJsonFile(file)) return;
        JsonNode t = readJson(file, "template file " + file.path());
        JsonNode object = t == null ? null : t.get("object");
        if (object == null || !object.isObject()) {
            if (t != null) v.add(-1, null, "template file " + file.path() + " has no object; save it again from Tiled");
            return;
        }
        Element template = new Element("template", null);
        JsonNode ts = t.get("tileset");
        if (ts != null && ts.isObject() && ts.get("source") != null) {
            Element tileset = child(template, "tileset");
            copy(ts, tileset, "firstgid", "source");
        }
        Element converted = object(object, "");
        if (converted == null) return;
        template.addChild(converted);
        templates.put(path, template);
    }
}
