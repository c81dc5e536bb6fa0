package com.tiltfall.level;

import com.badlogic.gdx.maps.MapGroupLayer;
import com.badlogic.gdx.maps.MapLayer;
import com.badlogic.gdx.maps.MapObject;
import com.badlogic.gdx.maps.MapProperties;
import com.badlogic.gdx.maps.objects.EllipseMapObject;
import com.badlogic.gdx.maps.objects.PointMapObject;
import com.badlogic.gdx.maps.objects.PolygonMapObject;
import com.badlogic.gdx.maps.objects.PolylineMapObject;
import com.badlogic.gdx.maps.objects.RectangleMapObject;
import com.badlogic.gdx.maps.objects.TextMapObject;
import com.badlogic.gdx.maps.tiled.TiledMap;
import com.badlogic.gdx.maps.tiled.TiledMapImageLayer;
import com.badlogic.gdx.maps.tiled.TiledMapTileLayer;
import com.badlogic.gdx.utils.Array;
import com.tiltfall.kinds.EntityType;
import com.tiltfall.kinds.EntityTypes;
import com.tiltfall.kinds.Prop;
import com.tiltfall.physics.collision.ConvexDecomposition;
import com.tiltfall.physics.collision.Polygon;
import com.tiltfall.physics.math.DetMath;
import java.util.List;

/**
 * Turns a {@link TiledMap} read by {@link TmxLevelReader} (flipY = true, pixels) into {@link LevelData} (metres, y
 * up), checking every object with {@link LevelValidator}. Objects with a problem are left out and the problem is
 * recorded; the caller throws when any problem exists. The coordinate math is in {@link TiledCoordinates}.
 */
final class LevelConverter {
    /** Object layers that are read but ignored (designer notes). */
    static final String NOTES_LAYER = "notes";

    private final String file;
    private final LevelValidator v;
    private final TiledChecks checks;
    private double ppm, mapW, mapH;

    LevelConverter(String file, LevelValidator validator, TiledChecks checks) {
        this.file = file;
        this.v = validator;
        this.checks = checks;
    }

    LevelData convert(TiledMap map) {
        LevelData data = new LevelData();
        data.source = file;
        MapProperties mp = map.getProperties();
        int tilesW = mp.get("width", 0, Integer.class), tilesH = mp.get("height", 0, Integer.class);
        int tileW = mp.get("tilewidth", 0, Integer.class);
        ppm = tileW > 0 ? tileW : 32.0;
        // one tile = one metre (square tiles are checked by the reader)
        mapW = tilesW;
        mapH = tilesH;
        data.width = mapW;
        data.height = mapH;
        data.pixelsPerMetre = ppm;

        String title = v.stringProperty(-1, null, mp, LevelProperties.TITLE.name, defaultTitle(file));
        data.title = title == null ? defaultTitle(file) : title;
        Prop time = LevelProperties.TIME_LIMIT, world = LevelProperties.WORLD;
        double limit = v.floatProperty(-1, null, mp, time.name, false, time.def, time.min, time.minExclusive, time.max);
        data.timeLimit = Double.isNaN(limit) ? 0.0 : limit;
        PlayerTuningProperties.read(v, mp, data.playerTuning);
        v.intProperty(-1, null, mp, world.name, (int) world.min, (int) world.max); // read by the renderer and music
        unknownMapProperties();

        MapLayer terrain = null, entities = null;
        for (MapLayer layer : map.getLayers()) {
            if (layer instanceof MapGroupLayer) {
                checkGroup((MapGroupLayer) layer);
                continue;
            }
            if (layer instanceof TiledMapTileLayer || layer instanceof TiledMapImageLayer) {
                continue; // the picture
            }
            String name = layer.getName() == null ? "" : layer.getName();
            if (LevelLoader.TERRAIN_LAYER.equals(name)) {
                if (terrain != null) v.add(-1, null, "two object layers are named \"terrain\"; merge them");
                else terrain = layer;
            } else if (LevelLoader.ENTITIES_LAYER.equals(name)) {
                if (entities != null) v.add(-1, null, "two object layers are named \"entities\"; merge them");
                else entities = layer;
            } else if (!NOTES_LAYER.equals(name)) {
                v.add(
                        -1,
                        null,
                        "unknown object layer \"" + name + "\"; gameplay objects go in \"terrain\" or "
                                + "\"entities\" (lower case), designer notes in \"notes\"");
            }
        }
        if (terrain == null) {
            v.add(-1, null, "missing object layer \"terrain\"");
        } else {
            checkOffset(terrain);
            for (MapObject o : terrain.getObjects()) {
                convertTerrain(o, data.terrain);
            }
            if (terrain.getObjects().getCount() == 0) v.add(-1, null, "the \"terrain\" layer has no objects");
        }
        if (entities == null) {
            v.add(-1, null, "missing object layer \"entities\"");
        } else {
            checkOffset(entities);
            for (MapObject o : entities.getObjects()) {
                convertEntity(o, data.entities);
            }
        }
        if (entities != null) {
            checkLinks(data);
            checkSpawnAndGoal(entities, data);
            RespawnCheck.check(data, v);
            PlacementCheck.check(data, v);
            AnchorCheck.check(data, v);
            BridgeHazardCheck.check(data, v);
        }
        return data;
    }

    /** A misspelled map property would be silently ignored: refused, with the name it most likely meant. */
    private void unknownMapProperties() {
        for (String key : checks.mapPropertyNames) {
            // player.<name> overrides are checked by PlayerTuningProperties (an unknown name is refused there)
            if (LevelProperties.byName(key) != null || key.startsWith(PlayerTuningProperties.PREFIX)) continue;
            String guess = LevelProperties.nearest(key);
            v.add(
                    -1,
                    null,
                    "unknown map property \"" + key + "\"" + (guess == null ? "" : " (did you mean \"" + guess + "\"?)")
                            + "; the game reads only " + LevelProperties.names()
                            + ": rename or remove it in Map > Map Properties");
        }
    }

    /**
     * Group layers are drawn (tile and image layers in them are fine) but the game reads its object layers only at
     * the top level: an object layer in a group is reported rather than silently ignored. Walked with a stack (the
     * reader has limited the depth anyway).
     */
    private void checkGroup(MapGroupLayer top) {
        Array<MapGroupLayer> groups = new Array<>();
        groups.add(top);
        while (groups.size > 0) {
            MapGroupLayer group = groups.pop();
            for (MapLayer layer : group.getLayers()) {
                if (layer instanceof MapGroupLayer) {
                    groups.add((MapGroupLayer) layer);
                } else if (!(layer instanceof TiledMapTileLayer) && !(layer instanceof TiledMapImageLayer)) {
                    String name = layer.getName() == null ? "" : layer.getName();
                    if (NOTES_LAYER.equals(name)) continue;
                    v.add(
                            -1,
                            null,
                            "object layer \"" + name + "\" is inside the group layer \"" + group.getName()
                                    + "\"; the game reads object layers only at the top level: drag it out of the"
                                    + " group in Tiled's Layers panel");
                }
            }
        }
    }

    static String defaultTitle(String file) {
        String name = file;
        int slash = Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\'));
        if (slash >= 0) name = name.substring(slash + 1);
        int dot = name.lastIndexOf('.');
        if (dot > 0) name = name.substring(0, dot);
        return name;
    }

    private void checkOffset(MapLayer layer) {
        if (layer.getOffsetX() != 0.0 || layer.getOffsetY() != 0.0) {
            v.add(
                    -1,
                    null,
                    "layer \"" + layer.getName() + "\" has an offset (" + LevelValidator.num(layer.getOffsetX()) + ", "
                            + LevelValidator.num(layer.getOffsetY()) + " px); set it to 0, 0");
        }
    }

    private static int id(MapObject o) {
        Object id = o.getProperties().get("id");
        return id instanceof Integer ? (Integer) id : -1;
    }

    private static String name(MapObject o) {
        return o.getName() == null ? "" : o.getName();
    }

    private static String type(MapObject o) {
        Object t = o.getProperties().get("type");
        return t instanceof String ? (String) t : "";
    }

    private static double prop(MapObject o, String key) {
        Object f = o.getProperties().get(key);
        return f instanceof Number ? TiledNumbers.exact((Number) f) : 0.0;
    }

    /** Keys the stock loader puts into every object's properties: not custom properties. */
    private static boolean builtIn(String key) {
        return key.equals("id")
                || key.equals("x")
                || key.equals("y")
                || key.equals("width")
                || key.equals("height")
                || key.equals("rotation")
                || key.equals("type")
                || key.equals("gid")
                || key.equals(RawGeometry.KEY);
    }

    /**
     * Adds {@code key} in alphabetical order. An object has a handful of properties; libGDX's {@code Array.sort}
     * would bring its two TimSorts into the web build (8 KB of script) for them.
     */
    static void insertSorted(Array<String> keys, String key) {
        int i = keys.size;
        while (i > 0 && keys.get(i - 1).compareTo(key) > 0) i--;
        keys.insert(i, key);
    }

    private void unknownProperties(MapObject o, String what, String... allowed) {
        Array<String> keys = new Array<>();
        java.util.Iterator<String> it = o.getProperties().getKeys();
        while (it.hasNext()) insertSorted(keys, it.next()); // sorted: deterministic messages
        for (String key : keys) {
            if (builtIn(key)) continue;
            Object value = o.getProperties().get(key);
            if (value instanceof TmxLevelReader.ClassValue || value instanceof MapProperties) {
                String cls = value instanceof MapProperties
                        ? String.valueOf(((MapProperties) value).get("type"))
                        : ((TmxLevelReader.ClassValue) value).className;
                v.add(
                        id(o),
                        name(o),
                        "property \"" + key + "\" is a class property (of the custom class \"" + cls
                                + "\"); the game reads only bool,"
                                + " int, float and string properties: remove it, or use plain properties");
                continue;
            }
            boolean ok = false;
            for (String a : allowed) ok |= a.equals(key);
            if (!ok) {
                StringBuilder known = new StringBuilder();
                for (String a : allowed)
                    known.append(known.length() > 0 ? ", " : "").append(a);
                v.add(
                        id(o),
                        name(o),
                        "unknown property \"" + key + "\" for " + what + " (known: "
                                + (known.length() == 0 ? "none" : known.toString()) + ")");
            }
        }
    }

    /** Origin (y-up px), size (px) and rotation (degrees cw) of a non-polygon object, or null after a problem. */
    private double[] frame(MapObject o) {
        RawGeometry raw = RawGeometry.of(o);
        if (raw != null) return new double[] {raw.x, mapH * ppm - raw.y, raw.width, raw.height, raw.rotation};
        double x = prop(o, "x"), y = prop(o, "y"), w = prop(o, "width"), h = prop(o, "height");
        double r = prop(o, "rotation");
        if (!v.finite(id(o), name(o), "x, y, width, height, rotation", x, y, w, h, r)) return null;
        // "y" is the bottom-left of the unrotated box in y-up pixels; the Tiled origin (top-left) is h above it
        return new double[] {x, y + h, w, h, r};
    }

    /** A polygon's or polyline's points (y-up, relative to its origin), origin (y-up px) and rotation. */
    private static final class Outline {
        double[] local;
        double x, y, rotation;
    }

    /** From the file's own numbers when the reader attached them ({@link RawGeometry}), else from libGDX's. */
    private Outline outline(MapObject o, float[] vertices, float x, float y) {
        Outline out = new Outline();
        RawGeometry raw = RawGeometry.of(o);
        if (raw != null && raw.points != null && raw.points.length == vertices.length) {
            out.local = yUp(raw.points);
            out.x = raw.x;
            out.y = mapH * ppm - raw.y;
            out.rotation = raw.rotation;
        } else {
            out.local = TiledNumbers.exact(vertices);
            out.x = TiledNumbers.exact(x);
            out.y = TiledNumbers.exact(y);
            out.rotation = prop(o, "rotation");
        }
        return out;
    }

    /** Tiled's y-down local points as the loader's y-up ones. */
    private static double[] yUp(double[] points) {
        double[] out = new double[points.length];
        for (int i = 0; i < points.length; i += 2) {
            out[i] = points[i];
            out[i + 1] = -points[i + 1];
        }
        return out;
    }

    // ------------------------------------------------------------------------------------------------------- terrain

    private void convertTerrain(MapObject o, Array<TerrainData> out) {
        int id = id(o);
        String name = name(o);
        String type = type(o);
        boolean oneWay;
        if (type.isEmpty() || type.equals("ground")) {
            oneWay = false;
        } else if (type.equals("oneway")) {
            oneWay = true;
        } else {
            v.add(id, name, "unknown terrain class \"" + type + "\" (use \"ground\", \"oneway\" or leave it empty)");
            return;
        }
        int before = v.count();
        MapProperties p = o.getProperties();
        double friction = v.floatProperty(id, name, p, "friction", false, 0.8, 0.0, false, Double.POSITIVE_INFINITY);
        double restitution = v.floatProperty(id, name, p, "restitution", false, 0.0, 0.0, false, 1.0);
        unknownProperties(o, "terrain", "friction", "restitution");
        if (v.count() != before) return;

        Array<TerrainData> pieces = new Array<>();
        if (o instanceof PolygonMapObject) {
            com.badlogic.gdx.math.Polygon poly = ((PolygonMapObject) o).getPolygon();
            Outline outline = outline(o, poly.getVertices(), poly.getX(), poly.getY());
            double[] local = outline.local;
            double r = outline.rotation, ox = outline.x, oy = outline.y;
            if (!v.finite(id, name, "polygon point", local) || !v.finite(id, name, "x, y, rotation", ox, oy, r)) {
                return;
            }
            // local points are already y-up (the loader negated Tiled's y); origin is (x, Hpx - y)
            double[] world = TiledCoordinates.toWorld(local, ox, oy, r, ppm);
            if (!v.simplePolygon(id, name, world)) return;
            if (!v.insideMap(id, name, world, mapW, mapH, "the polygon")) return;
            List<Polygon> convex;
            try {
                convex = ConvexDecomposition.decompose(world);
            } catch (IllegalArgumentException e) {
                v.add(id, name, "polygon cannot be split into convex pieces: " + e.getMessage());
                return;
            }
            for (Polygon c : convex) {
                TerrainData t = new TerrainData();
                t.kind = TerrainData.Kind.POLYGON;
                double[] xy = new double[c.getVertexCount() * 2];
                for (int i = 0; i < c.getVertexCount(); i++) {
                    xy[2 * i] = c.getVertexX(i);
                    xy[2 * i + 1] = c.getVertexY(i);
                }
                t.vertices = xy;
                pieces.add(t);
            }
        } else if (o instanceof PolylineMapObject) {
            com.badlogic.gdx.math.Polyline line = ((PolylineMapObject) o).getPolyline();
            Outline outline = outline(o, line.getVertices(), line.getX(), line.getY());
            double[] local = outline.local;
            double r = outline.rotation, ox = outline.x, oy = outline.y;
            if (!v.finite(id, name, "polyline point", local) || !v.finite(id, name, "x, y, rotation", ox, oy, r)) {
                return;
            }
            double[] world = TiledCoordinates.toWorld(local, ox, oy, r, ppm);
            if (!v.polyline(id, name, world)) return;
            if (!v.insideMap(id, name, world, mapW, mapH, "the polyline")) return;
            // ground lines are solid from their LEFT side (Segment's front): left to right faces up, so order them
            // left to right whichever way the designer drew them
            if (world[world.length - 2] < world[0]) world = reversePoints(world);
            TerrainData t = new TerrainData();
            t.kind = TerrainData.Kind.CHAIN;
            t.vertices = world;
            t.loop = false;
            pieces.add(t);
        } else if (o instanceof EllipseMapObject) {
            double[] f = frame(o);
            if (f == null) return;
            if (!(f[2] > 0.0) || !(f[3] > 0.0)) {
                v.add(
                        id,
                        name,
                        "degenerate ellipse: it is " + LevelValidator.num(f[2]) + " x " + LevelValidator.num(f[3])
                                + " px; both sides must be > 0");
                return;
            }
            double[] c = TiledCoordinates.boxCentre(f[0], f[1], f[2], f[3], f[4], ppm);
            TerrainData t = new TerrainData();
            t.kind = TerrainData.Kind.ELLIPSE;
            t.centerX = c[0];
            t.centerY = c[1];
            t.semiAxisA = f[2] * 0.5 / ppm;
            t.semiAxisB = f[3] * 0.5 / ppm;
            t.angle = TiledCoordinates.angle(f[4]);
            // exact bounding box of the rotated ellipse
            double cs = DetMath.cos(t.angle), sn = DetMath.sin(t.angle);
            double ex = Math.sqrt(t.semiAxisA * t.semiAxisA * cs * cs + t.semiAxisB * t.semiAxisB * sn * sn);
            double ey = Math.sqrt(t.semiAxisA * t.semiAxisA * sn * sn + t.semiAxisB * t.semiAxisB * cs * cs);
            if (!v.insideMap(
                    id,
                    name,
                    t.centerX - ex,
                    t.centerY - ey,
                    t.centerX + ex,
                    t.centerY + ey,
                    mapW,
                    mapH,
                    "the ellipse")) {
                return;
            }
            pieces.add(t);
        } else if (o instanceof RectangleMapObject) {
            double[] f = frame(o);
            if (f == null) return;
            if (!(f[2] > 0.0) || !(f[3] > 0.0)) {
                v.add(
                        id,
                        name,
                        "degenerate rectangle: it is " + LevelValidator.num(f[2]) + " x " + LevelValidator.num(f[3])
                                + " px; both sides must be > 0");
                return;
            }
            double[] xy = TiledCoordinates.rectangleCorners(f[0], f[1], f[2], f[3], f[4], ppm);
            if (!v.insideMap(id, name, xy, mapW, mapH, "the rectangle")) return;
            try {
                new Polygon(xy); // the physics will build the same: make sure it accepts it
            } catch (IllegalArgumentException e) {
                v.add(id, name, "degenerate rectangle: " + e.getMessage());
                return;
            }
            TerrainData t = new TerrainData();
            t.kind = TerrainData.Kind.POLYGON;
            t.vertices = xy;
            pieces.add(t);
        } else if (o instanceof PointMapObject) {
            v.add(id, name, "a point has no area; terrain must be a rectangle, polygon, polyline or ellipse");
            return;
        } else if (o instanceof TextMapObject) {
            v.add(id, name, "text objects are not terrain; put notes in a layer named \"notes\"");
            return;
        } else {
            v.add(id, name, "unsupported object kind in the terrain layer");
            return;
        }
        for (TerrainData t : pieces) {
            t.objectId = id;
            t.objectName = name;
            t.friction = friction;
            t.restitution = restitution;
            t.oneWay = oneWay;
            out.add(t);
        }
    }

    private static double[] reversePoints(double[] xy) {
        double[] r = new double[xy.length];
        int n = xy.length / 2;
        for (int i = 0; i < n; i++) {
            r[2 * i] = xy[2 * (n - 1 - i)];
            r[2 * i + 1] = xy[2 * (n - 1 - i) + 1];
        }
        return r;
    }

    // ------------------------------------------------------------------------------------------------------ entities

    private void convertEntity(MapObject o, Array<EntityData> out) {
        int id = id(o);
        String name = name(o);
        String type = type(o);
        EntityType kind = EntityTypes.byName(type);
        if (kind == null) {
            if (type.isEmpty()) {
                v.add(id, name, "has no class; set it to one of " + EntityTypes.names());
            } else {
                v.add(id, name, "unknown object type \"" + type + "\" (known: " + EntityTypes.names() + ")");
            }
            return;
        }
        boolean isPoint = o instanceof PointMapObject;
        boolean isRect = o instanceof RectangleMapObject && !(o instanceof EllipseMapObject);
        boolean isEllipse = o instanceof EllipseMapObject;
        boolean isLine = o instanceof PolylineMapObject;
        boolean allowed = (isPoint && (kind.shapes & EntityType.POINT) != 0)
                || (isRect && (kind.shapes & EntityType.RECTANGLE) != 0)
                || (isEllipse && (kind.shapes & EntityType.ELLIPSE) != 0)
                || (isLine && (kind.shapes & EntityType.POLYLINE) != 0);
        if (!allowed) {
            if (isEllipse && (kind.shapes & EntityType.RECTANGLE) != 0) {
                v.add(
                        id,
                        name,
                        "a " + type + " must be a rectangle, not an ellipse (the game would use its bounding box):"
                                + " draw it with the rectangle tool");
            } else if (isPoint && (kind.shapes & EntityType.RECTANGLE) != 0) {
                v.add(
                        id,
                        name,
                        "a " + type + " needs an area: it must be " + shapesWithArticles(kind)
                                + ", not a point (draw it with the rectangle tool)");
            } else {
                v.add(id, name, "a " + type + " must be " + shapesWithArticles(kind) + ", not " + kindName(o));
            }
            return;
        }
        int before = v.count();
        EntityData e = new EntityData();
        e.objectId = id;
        e.name = name;
        e.type = type;
        double[] corners;
        if (isLine) {
            com.badlogic.gdx.math.Polyline line = ((PolylineMapObject) o).getPolyline();
            Outline outline = outline(o, line.getVertices(), line.getX(), line.getY());
            if (!v.finite(id, name, "polyline point", outline.local)
                    || !v.finite(id, name, "x, y, rotation", outline.x, outline.y, outline.rotation)) {
                return;
            }
            double[] world = TiledCoordinates.toWorld(outline.local, outline.x, outline.y, outline.rotation, ppm);
            if (!v.polyline(id, name, world)) return;
            e.points = world;
            e.x = world[0];
            e.y = world[1];
            corners = world;
        } else {
            double[] f = frame(o);
            if (f == null) return;
            if (kind.needsArea && !(f[2] > 0.0 && f[3] > 0.0)) {
                v.add(
                        id,
                        name,
                        "a " + type + " needs an area: draw it as a rectangle with both sides > 0 (it is "
                                + LevelValidator.num(f[2]) + " x " + LevelValidator.num(f[3]) + " px)");
                return;
            }
            double[] c = TiledCoordinates.boxCentre(f[0], f[1], f[2], f[3], f[4], ppm);
            e.x = c[0];
            e.y = c[1];
            e.width = f[2] / ppm;
            e.height = f[3] / ppm;
            e.angle = TiledCoordinates.angle(f[4]);
            corners = TiledCoordinates.rectangleCorners(f[0], f[1], f[2], f[3], f[4], ppm);
        }
        MapProperties p = o.getProperties();
        String[] known = new String[kind.propertyCount()];
        for (int i = 0; i < known.length; i++) known[i] = kind.property(i).name;
        unknownProperties(o, "a " + type, known);
        for (int i = 0; i < kind.propertyCount(); i++) readProperty(id, name, p, kind.property(i), e);
        if (!v.insideMap(id, name, corners, mapW, mapH, "the " + type)) return;
        if (v.count() != before) return;
        kind.check(e, corners, problemsFor(id, name));
        if (v.count() != before) return;
        out.add(e);
    }

    /** Reads one property into the entity (when present and valid); problems go to the validator. */
    void readProperty(int id, String name, MapProperties p, Prop prop, EntityData e) {
        if (!p.containsKey(prop.name) && !prop.required) { // the kind's default, so the game can read it directly
            switch (prop.type) {
                case FLOAT:
                    e.properties.put(prop.name, prop.def);
                    break;
                case INT:
                    e.properties.put(prop.name, (int) prop.def);
                    break;
                case BOOL:
                    e.properties.put(prop.name, prop.defFlag);
                    break;
                default:
                    e.properties.put(prop.name, prop.defText);
                    break;
            }
            return;
        }
        switch (prop.type) {
            case FLOAT: {
                double f = v.floatProperty(
                        id, name, p, prop.name, prop.required, prop.def, prop.min, prop.minExclusive, prop.max);
                if (!Double.isNaN(f)) e.properties.put(prop.name, f);
                break;
            }
            case INT: {
                Integer n = v.intProperty(id, name, p, prop.name, (int) prop.min, (int) prop.max);
                if (n != null) e.properties.put(prop.name, n);
                break;
            }
            case BOOL: {
                Boolean b = v.boolProperty(id, name, p, prop.name);
                if (b != null) e.properties.put(prop.name, b);
                break;
            }
            default: {
                String s = v.stringProperty(id, name, p, prop.name, prop.defText);
                if (s != null) e.properties.put(prop.name, s);
                break;
            }
        }
    }

    private EntityType.Problems problemsFor(final int id, final String name) {
        return new EntityType.Problems() {
            @Override
            public void add(String message) {
                v.add(id, name, message);
            }

            @Override
            public boolean insideMap(double[] xy, String what) {
                return v.insideMap(id, name, xy, mapW, mapH, what);
            }
        };
    }

    /** "a rectangle", "a rectangle, an ellipse or a point". */
    private static String shapesWithArticles(EntityType kind) {
        Array<String> parts = new Array<>();
        if ((kind.shapes & EntityType.RECTANGLE) != 0) parts.add("a rectangle");
        if ((kind.shapes & EntityType.ELLIPSE) != 0) parts.add("an ellipse");
        if ((kind.shapes & EntityType.POINT) != 0) parts.add("a point");
        if ((kind.shapes & EntityType.POLYLINE) != 0) parts.add("a polyline");
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < parts.size; i++) {
            if (i > 0) sb.append(i == parts.size - 1 ? " or " : ", ");
            sb.append(parts.get(i));
        }
        return sb.toString();
    }

    /** Checks that need every entity (a platform's path); after all are converted. */
    private void checkLinks(LevelData data) {
        for (int i = 0; i < data.entities.size; i++) {
            EntityData e = data.entities.get(i);
            EntityType kind = EntityTypes.byName(e.type);
            if (kind != null) kind.checkLinks(e, data, problemsFor(e.objectId, e.name));
        }
    }

    private static String kindName(MapObject o) {
        if (o instanceof PointMapObject) return "a point";
        if (o instanceof EllipseMapObject) return "an ellipse";
        if (o instanceof RectangleMapObject) return "a rectangle";
        if (o instanceof PolygonMapObject) return "a polygon";
        if (o instanceof PolylineMapObject) return "a polyline";
        if (o instanceof TextMapObject) return "a text";
        return "an object of this kind";
    }

    private void checkSpawnAndGoal(MapLayer entities, LevelData data) {
        int firstSpawn = -1, goals = 0;
        for (MapObject o : entities.getObjects()) {
            String type = type(o);
            if (type.equals(EntityTypes.PLAYER.name)) {
                if (firstSpawn < 0) {
                    firstSpawn = id(o);
                } else {
                    v.add(
                            id(o),
                            name(o),
                            "more than one player spawn (the first is object " + firstSpawn + "); keep exactly one");
                }
            } else if (type.equals(EntityTypes.GOAL.name)) {
                goals++;
            }
        }
        for (String type : checks.droppedTypes) { // reported already: no "missing" on top
            if (type.equals(EntityTypes.PLAYER.name) && firstSpawn < 0) firstSpawn = Integer.MAX_VALUE;
            if (type.equals(EntityTypes.GOAL.name)) goals++;
        }
        if (firstSpawn < 0) {
            v.add(-1, null, "missing player spawn: put one object of class \"player\" in the \"entities\" layer");
        }
        if (goals == 0) {
            v.add(-1, null, "missing goal: put at least one rectangle of class \"goal\" in the \"entities\" layer");
        }
    }
}
