package com.tiltfall.level;

import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.maps.MapProperties;
import com.badlogic.gdx.utils.XmlReader;
import com.badlogic.gdx.utils.XmlReader.Element;

/** The XML-specific checks of {@link TmxLevelReader}: tilesets, tile layer data, polygon points. */
final class TmxParts {
    private TmxParts() {}

    /** The object's class: {@code type} (Tiled 1.8, 1.10+) or {@code class} (Tiled 1.9); "" when none. */
    static String objectClass(Element o) {
        String t = o.getAttribute("type", null);
        if (t == null) t = o.getAttribute("class", null);
        return t == null ? "" : t;
    }

    /** An external tileset's root element, or null after reporting why it cannot be used. */
    static Element readTsx(FileHandle tsx, String source, LevelValidator v, XmlReader xml) {
        boolean exists;
        try {
            exists = tsx.exists();
        } catch (RuntimeException e) {
            exists = false;
        }
        if (!exists) {
            v.add(
                    -1,
                    null,
                    "tileset \"" + source + "\" not found (looked for " + tsx.path()
                            + "); put it there or fix the path in Tiled (Map > Replace Tileset)");
            return null;
        }
        String text = LevelText.read(tsx, "tileset file " + tsx.path(), v);
        if (text == null) return null;
        if (text.trim().startsWith("{")) {
            v.add(
                    -1,
                    null,
                    "tileset \"" + source + "\" is a JSON tileset; a .tmx map needs a .tsx one: open the tileset in"
                            + " Tiled, File > Export As... .tsx, then Map > Replace Tileset (or save the map as .tmj)");
            return null;
        }
        Element root;
        try {
            root = xml.parse(text);
        } catch (TmxLevelReader.DoctypeRefused e) {
            v.add(-1, null, "tileset file " + tsx.path() + " " + e.getMessage());
            return null;
        } catch (RuntimeException e) {
            v.add(-1, null, "tileset file " + tsx.path() + " is not valid XML: " + TmxLevelReader.describe(e));
            return null;
        }
        if (!"tileset".equals(root.getName())) {
            v.add(
                    -1,
                    null,
                    "tileset \"" + source + "\" is not a tileset: its root element is <" + root.getName() + ">");
            return null;
        }
        return root;
    }

    /** Makes the image paths of an external tileset relative to the map (they are relative to the tileset). */
    static void rebaseImages(Element tileset, String source) {
        int slash = Math.max(source.lastIndexOf('/'), source.lastIndexOf('\\'));
        if (slash < 0) return;
        String dir = source.substring(0, slash + 1);
        Element image = tileset.getChildByName("image");
        if (image != null) rebase(image, dir);
        for (Element tile : tileset.getChildrenByName("tile")) {
            Element ti = tile.getChildByName("image");
            if (ti != null) rebase(ti, dir);
        }
    }

    private static void rebase(Element image, String dir) {
        String src = image.getAttribute("source", null);
        if (src == null || src.startsWith("/") || (src.length() > 1 && src.charAt(1) == ':')) return;
        image.setAttribute("source", dir + src);
    }

    /** The numbers the stock loader parses; false after reporting (the tileset is then left out). */
    static boolean checkTileset(Element ts, String source, LevelValidator v) {
        String label = "tileset \"" + (source != null ? source : ts.getAttribute("name", "")) + "\": ";
        boolean ok = true;
        for (String a : new String[] {"tilewidth", "tileheight", "spacing", "margin", "columns", "tilecount"}) {
            ok &= intAttribute(ts, a, label, v);
        }
        Element offset = ts.getChildByName("tileoffset");
        if (offset != null) {
            ok &= intAttribute(offset, "x", label, v);
            ok &= intAttribute(offset, "y", label, v);
        }
        Element image = ts.getChildByName("image");
        if (image != null) {
            ok &= intAttribute(image, "width", label, v);
            ok &= intAttribute(image, "height", label, v);
            if (image.getAttribute("source", null) == null) {
                v.add(-1, null, label + "its image has no source; choose the image in Tiled");
                ok = false;
            }
        }
        if (!ok) return false;
        int tw = ts.getIntAttribute("tilewidth", 0), th = ts.getIntAttribute("tileheight", 0);
        if (image != null && (tw < 1 || th < 1 || tw > LevelLimits.MAX_TILE_SIDE || th > LevelLimits.MAX_TILE_SIDE)) {
            v.add(
                    -1,
                    null,
                    label + "tiles are " + tw + " x " + th + " px; they must be 1 to " + LevelLimits.MAX_TILE_SIDE
                            + " px on a side");
            return false;
        }
        if (ts.getIntAttribute("spacing", 0) < 0 || ts.getIntAttribute("margin", 0) < 0) {
            v.add(-1, null, label + "spacing and margin must be 0 or more");
            return false;
        }
        for (Element tile : ts.getChildrenByName("tile")) {
            ok &= intAttribute(tile, "id", label, v);
            Element ti = tile.getChildByName("image");
            if (ti != null && ti.getAttribute("source", null) == null) {
                v.add(-1, null, label + "a tile image has no source");
                ok = false;
            }
            Element animation = tile.getChildByName("animation");
            if (animation != null) {
                for (Element frame : animation.getChildrenByName("frame")) {
                    if (frame.getAttribute("tileid", null) == null || frame.getAttribute("duration", null) == null) {
                        v.add(-1, null, label + "an animation frame needs a tileid and a duration");
                        ok = false;
                    } else {
                        ok &= intAttribute(frame, "tileid", label, v) & intAttribute(frame, "duration", label, v);
                    }
                }
            }
        }
        return ok;
    }

    private static boolean intAttribute(Element e, String a, String label, LevelValidator v) {
        String value = e.getAttribute(a, null);
        if (value == null || TiledChecks.isInt(value)) return true;
        v.add(-1, null, label + "<" + e.getName() + "> " + TiledChecks.notNumber(a, null, value, true));
        return false;
    }

    /** Why a tile layer cannot be read ("is stored as XML; ...", without the layer's name), or null. */
    static String tileLayerProblem(Element layer, MapProperties map) {
        int mapW = map.get("width", 0, Integer.class), mapH = map.get("height", 0, Integer.class);
        String ws = layer.getAttribute("width", null), hs = layer.getAttribute("height", null);
        if (ws == null || hs == null || !TiledChecks.isInt(ws) || !TiledChecks.isInt(hs)) {
            return "has no valid size (width \"" + TiledChecks.shorten(ws) + "\", height \"" + TiledChecks.shorten(hs)
                    + "\"); save the map again in Tiled";
        }
        int w = Integer.parseInt(ws.trim()), h = Integer.parseInt(hs.trim());
        if (w != mapW || h != mapH) {
            return "is " + w + " x " + h + " tiles, but the map is " + mapW + " x " + mapH
                    + "; resize the map in Tiled (Map > Resize Map resizes every layer)";
        }
        Element data = layer.getChildByName("data");
        if (data == null) return "has no tile data; save the map again in Tiled";
        String encoding = data.getAttribute("encoding", null);
        String compression = data.getAttribute("compression", null);
        if (encoding == null) return "is stored as XML; set its Tile Layer Format to CSV";
        if (compression != null) {
            return "is compressed (" + compression + "); the browser build needs CSV or uncompressed base64";
        }
        long expected = (long) w * h;
        String text = data.getText() == null ? "" : data.getText();
        if ("csv".equals(encoding)) {
            return csvProblem(text, expected, w, h);
        } else if ("base64".equals(encoding)) {
            long chars = 0, padding = 0;
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (c == '=') {
                    padding++;
                    chars++;
                } else if (Character.isLetterOrDigit(c) || c == '+' || c == '/') {
                    if (padding > 0) return "has broken base64 data; save the map again in Tiled";
                    chars++;
                } else if (!Character.isWhitespace(c)) {
                    return "has broken base64 data (the character '" + c + "'); save the map again in Tiled";
                }
            }
            if (chars % 4 != 0) return "has broken base64 data; save the map again in Tiled";
            long bytes = chars / 4 * 3 - padding;
            if (bytes != expected * 4) {
                return "has " + (bytes / 4) + " tiles in its data, but it is " + w + " x " + h + " = " + expected
                        + " tiles; save the map again in Tiled";
            }
            return null;
        }
        return "uses the unknown encoding \"" + encoding + "\"; set its Tile Layer Format to CSV";
    }

    /** Counts the numbers without allocating (a damaged layer may be megabytes). */
    private static String csvProblem(String text, long expected, int w, int h) {
        long count = 0;
        int digits = 0;
        boolean any = false, gap = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= '0' && c <= '9') {
                if (gap)
                    return "has two tile numbers without a comma between them in its CSV data; save it again in Tiled";
                digits++;
                any = true;
                if (digits > 10)
                    return "has a tile number longer than 10 digits in its CSV data; save it again in Tiled";
            } else if (c == ',') {
                if (!any) return "has an empty entry in its CSV data; save the map again in Tiled";
                count++;
                digits = 0;
                any = false;
                gap = false;
            } else if (!Character.isWhitespace(c)) {
                return "has \"" + c + "\" in its CSV data, where only tile numbers belong; save the map again in Tiled";
            } else if (any) {
                gap = true;
            }
        }
        if (any) count++;
        if (count != expected) {
            return "has " + count + " tiles in its data, but it is " + w + " x " + h + " = " + expected
                    + " tiles; save the map again in Tiled";
        }
        return null;
    }

    /**
     * Checks polygon or polyline points ("x,y x,y ..."); returns them separated by single spaces (what the stock
     * loader splits on) or null after reporting.
     */
    static String points(String points, String kind, String layer, int id, String name, TiledChecks checks) {
        String[] tokens =
                points.trim().isEmpty() ? new String[0] : points.trim().split("\\s+");
        int min = "polygon".equals(kind) ? 3 : 2;
        if (tokens.length < min) {
            checks.v.add(
                    id,
                    name,
                    "degenerate " + kind + ": it has " + tokens.length + " point(s), at least " + min + " are needed");
            return null;
        }
        if (!checks.shapePoints(id, name, kind, tokens.length)) return null;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < tokens.length; i++) {
            String t = tokens[i];
            int comma = t.indexOf(',');
            boolean ok = comma > 0
                    && comma == t.lastIndexOf(',')
                    && TiledChecks.isNumber(t.substring(0, comma))
                    && TiledChecks.isNumber(t.substring(comma + 1));
            if (!ok) {
                checks.v.add(
                        id,
                        name,
                        kind + " point " + i + " (\"" + TiledChecks.shorten(t) + "\")" + TiledChecks.inLayer(layer)
                                + " is not a pair of numbers x,y; correct it in Tiled (or in a text editor)");
                return null;
            }
            if (i > 0) sb.append(' ');
            sb.append(t);
        }
        return sb.toString();
    }
}
