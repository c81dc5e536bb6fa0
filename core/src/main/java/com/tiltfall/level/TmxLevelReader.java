package com.tiltfall.level;

import com.badlogic.gdx.assets.loaders.FileHandleResolver;
import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.maps.ImageResolver;
import com.badlogic.gdx.maps.MapLayer;
import com.badlogic.gdx.maps.MapLayers;
import com.badlogic.gdx.maps.MapObject;
import com.badlogic.gdx.maps.MapObjects;
import com.badlogic.gdx.maps.MapProperties;
import com.badlogic.gdx.maps.tiled.TiledMap;
import com.badlogic.gdx.maps.tiled.TiledMapTileSet;
import com.badlogic.gdx.maps.tiled.TmxMapLoader;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.XmlReader.Element;

/**
 * libGDX's own {@link TmxMapLoader} with hooks so that a broken map yields {@link LevelProblem}s instead of an
 * exception, and so that map data can be read WITHOUT creating textures (tests, headless replays, the validator).
 *
 * <p>What the hooks add to the stock loader:
 * <ul>
 * <li>every exception is caught: a file that cannot be read at all gives one problem, a single unreadable object gives
 * one problem for that object and the rest of the map still loads;</li>
 * <li>a custom property whose value does not parse for its declared type (e.g. {@code type="float" value="abc"}) is
 * stored as a {@link BadValue} instead of aborting the whole load; the validator reports it;</li>
 * <li>Tiled 1.9+ writes an object's class as {@code class="..."}, the stock loader only reads the old
 * {@code type="..."}: the class is copied into the {@code "type"} property;</li>
 * <li>data-only mode ({@code withGraphics == false}): tileset images and image layers are skipped (tile layers then
 * have no cells), so nothing touches OpenGL;</li>
 * <li>map settings the game cannot use are reported: non-orthogonal or infinite maps, non-square tiles, tile layer
 * data that is XML or compressed (the browser build needs CSV or uncompressed base64), tile objects (gid) in the
 * gameplay layers, polygons with fewer than 3 points and polylines with fewer than 2.</li>
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

    private final String file;
    private final Array<LevelProblem> problems;
    private boolean withGraphics;
    private String currentLayer = "";

    TmxLevelReader(FileHandleResolver resolver, String file, Array<LevelProblem> problems) {
        super(resolver);
        this.file = file;
        this.problems = problems;
    }

    /** The map, or null when the file could not be read at all (then exactly one problem was added). */
    TiledMap read(String path, boolean withGraphics) {
        this.withGraphics = withGraphics;
        Parameters params = new Parameters();
        params.flipY = true; // y up, as the game uses (the conversion in LevelConverter relies on it)
        params.convertObjectToTileSpace = false; // keep pixels; LevelConverter divides by pixels-per-metre
        try {
            FileHandle handle = resolve(path);
            if (handle == null || !handle.exists()) {
                problems.add(new LevelProblem(file, -1, null, "file not found"));
                return null;
            }
            if (withGraphics) {
                return load(path, params);
            }
            root = xml.parse(handle);
            // the resolver is never asked for an image in data-only mode (addStaticTiles/loadImageLayer skip it)
            return loadTiledMap(handle, params, null);
        } catch (RuntimeException e) {
            problems.add(new LevelProblem(file, -1, null, "could not be read: " + describe(e)));
            return null;
        }
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

    @Override
    protected TiledMap loadTiledMap(FileHandle tmxFile, Parameters parameter, ImageResolver imageResolver) {
        if (root != null && "map".equals(root.getName())) {
            String orientation = root.getAttribute("orientation", "orthogonal");
            if (!"orthogonal".equals(orientation)) {
                problems.add(new LevelProblem(
                        file, -1, null, "map orientation is " + orientation + "; only orthogonal maps are supported"));
            }
            if ("1".equals(root.getAttribute("infinite", "0"))) {
                problems.add(new LevelProblem(
                        file,
                        -1,
                        null,
                        "the map is infinite; switch off Map > Map Properties > Infinite (fixed size maps only)"));
            }
            int tw = root.getIntAttribute("tilewidth", 0), th = root.getIntAttribute("tileheight", 0);
            if (tw <= 0 || th <= 0 || tw != th) {
                problems.add(new LevelProblem(
                        file,
                        -1,
                        null,
                        "tiles are " + tw + " x " + th
                                + " px; they must be square (one tile is one metre), e.g. 32 x 32"));
            }
            if (root.getIntAttribute("width", 0) <= 0 || root.getIntAttribute("height", 0) <= 0) {
                problems.add(new LevelProblem(file, -1, null, "map size must be at least 1 x 1 tiles"));
            }
        } else if (root != null) {
            problems.add(new LevelProblem(
                    file, -1, null, "not a Tiled map: the root element is <" + root.getName() + ">, expected <map>"));
        }
        return super.loadTiledMap(tmxFile, parameter, imageResolver);
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
    protected void loadImageLayer(
            TiledMap map, MapLayers parentLayers, Element element, FileHandle tmxFile, ImageResolver imageResolver) {
        if (!withGraphics) return;
        super.loadImageLayer(map, parentLayers, element, tmxFile, imageResolver);
    }

    @Override
    protected void loadTileLayer(TiledMap map, MapLayers parentLayers, Element element) {
        String name = element.getAttribute("name", "");
        Element data = element.getChildByName("data");
        String encoding = data == null ? null : data.getAttribute("encoding", null);
        String compression = data == null ? null : data.getAttribute("compression", null);
        if (data != null && encoding == null) {
            problems.add(new LevelProblem(
                    file, -1, null, "tile layer \"" + name + "\" is stored as XML; set its Tile Layer Format to CSV"));
            return;
        }
        if (compression != null) {
            problems.add(new LevelProblem(
                    file,
                    -1,
                    null,
                    "tile layer \"" + name + "\" is compressed (" + compression
                            + "); the browser build needs CSV or uncompressed base64"));
            return;
        }
        try {
            super.loadTileLayer(map, parentLayers, element);
        } catch (RuntimeException e) {
            problems.add(
                    new LevelProblem(file, -1, null, "tile layer \"" + name + "\" could not be read: " + describe(e)));
        }
    }

    /** The stock loop, with one try per object so that one broken object does not hide the others. */
    @Override
    protected void loadObjectGroup(TiledMap map, MapLayers parentLayers, Element element, FileHandle tmxFile) {
        if (!element.getName().equals("objectgroup")) return;
        MapLayer layer = new MapLayer();
        loadBasicLayerInfo(layer, element);
        currentLayer = layer.getName() == null ? "" : layer.getName();
        Element properties = element.getChildByName("properties");
        if (properties != null) {
            loadProperties(layer.getProperties(), properties);
        }
        for (Element objectElement : element.getChildrenByName("object")) {
            try {
                Element toLoad = objectElement;
                if (objectElement.hasAttribute("template")) {
                    toLoad = resolveTemplateObject(objectElement, tmxFile);
                }
                loadObject(map, layer, toLoad);
            } catch (RuntimeException e) {
                problems.add(new LevelProblem(
                        file,
                        objectId(objectElement),
                        objectElement.getAttribute("name", ""),
                        "could not be read: " + describe(e)));
            }
        }
        parentLayers.add(layer);
        currentLayer = "";
    }

    private static int objectId(Element element) {
        try {
            return element.getIntAttribute("id", -1);
        } catch (RuntimeException e) {
            return -1;
        }
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
                problems.add(new LevelProblem(
                        file,
                        id,
                        name,
                        "is a tile object; the \"" + currentLayer
                                + "\" layer needs rectangles, points, ellipses, polygons or polylines"));
                return;
            }
            if (!withGraphics) return; // a tile object needs its texture region
        }
        Element polygon = element.getChildByName("polygon");
        if (polygon != null && countPoints(polygon) < 3) {
            problems.add(new LevelProblem(
                    file,
                    id,
                    name,
                    "degenerate polygon: it has " + countPoints(polygon) + " point(s), at least 3 are needed"));
            return;
        }
        Element polyline = element.getChildByName("polyline");
        if (polyline != null && countPoints(polyline) < 2) {
            problems.add(new LevelProblem(
                    file,
                    id,
                    name,
                    "degenerate polyline: it has " + countPoints(polyline) + " point(s), at least 2 are needed"));
            return;
        }
        int before = objects.getCount();
        super.loadObject(map, objects, element, heightInPixels);
        if (objects.getCount() > before) {
            MapObject object = objects.get(objects.getCount() - 1);
            MapProperties props = object.getProperties();
            String cls = element.getAttribute("class", null);
            if (cls != null && !props.containsKey("type")) props.put("type", cls);
            if (id < 0) props.put("id", -1);
        }
    }

    private static int countPoints(Element shape) {
        String points = shape.getAttribute("points", "").trim();
        if (points.isEmpty()) return 0;
        return points.split(" ").length;
    }

    @Override
    protected void loadBasicProperty(MapProperties properties, String name, String value, String type) {
        try {
            super.loadBasicProperty(properties, name, value, type);
        } catch (RuntimeException e) {
            properties.put(name, new BadValue(value, type));
        }
    }
}
