package com.tiltfall.level;

import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.maps.MapGroupLayer;
import com.badlogic.gdx.maps.MapLayer;
import com.badlogic.gdx.maps.MapLayers;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.IntMap;

/**
 * What the level reader and the .tmj converter share: number checks with messages that name the attribute, the layer
 * and the object, the running counts behind {@link LevelLimits}, duplicate object ids, and what the converter needs to
 * know about objects that were reported and left out.
 */
final class TiledChecks {
    final LevelValidator v;
    /** Object ids seen so far, with "name" in layer "x", for duplicate ids. */
    private final IntMap<String> ids = new IntMap<>();
    /** Class of every object left out after a problem (so "missing player spawn" is not reported on top). */
    final Array<String> droppedTypes = new Array<>();
    /** Names of the map's own custom properties, as the file lists them (the converter refuses unknown ones). */
    final Array<String> mapPropertyNames = new Array<>();
    /** Every file the map is made of (the map, tilesets, templates, images): what live reload watches. */
    final Array<FileHandle> files = new Array<>();

    int points;

    TiledChecks(LevelValidator v) {
        this.v = v;
    }

    void addFile(FileHandle file) {
        for (FileHandle f : files) {
            if (f.path().equals(file.path())) return;
        }
        files.add(file);
    }

    /**
     * The line (from 1) of the first {@code <!DOCTYPE} in the text, or 0 when there is none. Comments and CDATA
     * sections are skipped: a designer's {@code <!-- <!DOCTYPE ... -->} note is text, not a declaration.
     */
    static int doctypeLine(char[] data, int offset, int length) {
        int line = 1;
        for (int i = offset, end = offset + length; i < end; i++) {
            if (data[i] == '\n') line++;
            if (data[i] != '<') continue;
            String close =
                    startsWith(data, i, end, "<!--") ? "-->" : startsWith(data, i, end, "<![CDATA[") ? "]]>" : null;
            if (close != null) {
                int j = i + 4;
                while (j < end && !startsWith(data, j, end, close)) {
                    if (data[j] == '\n') line++;
                    j++;
                }
                i = j + close.length() - 1;
            } else if (startsWithIgnoringCase(data, i, end, "<!DOCTYPE")) {
                return line;
            }
        }
        return 0;
    }

    private static boolean startsWith(char[] data, int i, int end, String marker) {
        if (i + marker.length() > end) return false;
        for (int k = 0; k < marker.length(); k++) {
            if (data[i + k] != marker.charAt(k)) return false;
        }
        return true;
    }

    private static boolean startsWithIgnoringCase(char[] data, int i, int end, String marker) {
        if (i + marker.length() > end) return false;
        for (int k = 0; k < marker.length(); k++) {
            if (Character.toUpperCase(data[i + k]) != marker.charAt(k)) return false;
        }
        return true;
    }

    static boolean isNumber(String s) {
        if (s == null) return false;
        try {
            Float.parseFloat(s);
            return true;
        } catch (RuntimeException e) {
            return false;
        }
    }

    static boolean isInt(String s) {
        if (s == null) return false;
        try {
            Integer.parseInt(s.trim());
            return true;
        } catch (RuntimeException e) {
            return false;
        }
    }

    /** A gid: an unsigned 32-bit number (the top bits are flip flags). */
    static boolean isGid(String s) {
        if (s == null) return false;
        try {
            long g = Long.parseLong(s.trim());
            return g >= 0 && g <= 0xffffffffL;
        } catch (RuntimeException e) {
            return false;
        }
    }

    static String inLayer(String layer) {
        return layer == null ? "" : " in layer \"" + layer + "\"";
    }

    static String layerLabel(String kind, String layer) {
        return kind + " \"" + (layer == null ? "" : layer) + "\"";
    }

    /** "attribute "rotation" in layer "entities" is "abc", which is not a number; ..." */
    static String notNumber(String attribute, String layer, String value, boolean integer) {
        return "attribute \"" + attribute + "\"" + inLayer(layer) + " is \"" + shorten(value) + "\", which is not "
                + (integer ? "a whole number" : "a number") + "; correct it in Tiled (or in a text editor)";
    }

    static String shorten(String s) {
        if (s == null) return "";
        return s.length() <= 40 ? s : s.substring(0, 37) + "...";
    }

    /**
     * A rotation of a full turn or more, reduced to (-360, 360) in double precision (a float angle of 1e9 degrees in
     * radians is off by tens of degrees); null when the value needs no change. Smaller values are kept exactly as
     * written, so that every ordinary level loads bit for bit as before.
     */
    static String reducedRotation(String value) {
        double r = Double.parseDouble(value.trim());
        if (Double.isNaN(r) || Double.isInfinite(r) || Math.abs(r) < 360.0) return null;
        return String.valueOf(r % 360.0);
    }

    /** Reports a second object with the same id; true when the id is new. */
    boolean uniqueId(int id, String name, String layer) {
        if (id <= 0) return true;
        String first = ids.get(id);
        if (first != null) {
            v.add(
                    id,
                    name,
                    "duplicate object id " + id + " (" + first + " has it too); every object needs its own id: give"
                            + " this one an unused id (and raise the map's nextobjectid), or copy and paste it in Tiled,"
                            + " which numbers the copy");
            return false;
        }
        ids.put(id, "object \"" + (name == null ? "" : name) + "\"" + inLayer(layer));
        return true;
    }

    /** Counts a shape's points against both limits; false after reporting. */
    boolean shapePoints(int id, String name, String kind, int count) {
        if (count > LevelLimits.MAX_SHAPE_POINTS) {
            v.add(
                    id,
                    name,
                    "the " + kind + " has " + count + " points; the limit is " + LevelLimits.MAX_SHAPE_POINTS
                            + ": split it into several objects");
            return false;
        }
        points += count;
        if (points > LevelLimits.MAX_POINTS) {
            v.add(
                    id,
                    name,
                    "the map has more than " + LevelLimits.MAX_POINTS + " polygon and polyline points in all (the"
                            + " limit); simplify the shapes");
            return false;
        }
        return true;
    }

    static String mapTooLarge(long w, long h) {
        return "the map is " + w + " x " + h + " tiles; the limit is " + LevelLimits.MAX_MAP_SIDE
                + " tiles on a side and " + LevelLimits.MAX_MAP_TILES + " tiles in all (e.g. 2000 x 500): make it"
                + " smaller in Map > Resize Map";
    }

    static String tooManyObjects(int count) {
        return "the map has " + count + " objects; the limit is " + LevelLimits.MAX_OBJECTS
                + ": split the level into several";
    }

    static String groupsTooDeep(String group) {
        return "group layers are nested more than " + LevelLimits.MAX_GROUP_DEPTH + " deep (group \"" + group
                + "\" is at depth " + (LevelLimits.MAX_GROUP_DEPTH + 1) + "); move the layers out of the inner groups";
    }

    static String nestedTooDeep(String at) {
        return "the file is nested more than " + LevelLimits.MAX_NESTING + " levels deep (at " + at
                + "); Tiled never writes that: the file is damaged, save the map again from Tiled";
    }

    /** The text of an XML entity: the five predefined ones and numeric references; null when unknown. */
    static String entity(String name) {
        if (name.equals("lt")) return "<";
        if (name.equals("gt")) return ">";
        if (name.equals("amp")) return "&";
        if (name.equals("apos")) return "'";
        if (name.equals("quot")) return "\"";
        if (name.startsWith("#")) {
            try {
                int cp = name.startsWith("#x") || name.startsWith("#X")
                        ? Integer.parseInt(name.substring(2), 16)
                        : Integer.parseInt(name.substring(1));
                if (cp < 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return null;
                return new String(Character.toChars(cp));
            } catch (RuntimeException e) {
                return null;
            }
        }
        return null;
    }

    /** "#rrggbb" or "#aarrggbb" (Tiled's colours). */
    static boolean isColor(String s) {
        if (s == null || !s.startsWith("#") || (s.length() != 7 && s.length() != 9)) return false;
        for (int i = 1; i < s.length(); i++) {
            if (Character.digit(s.charAt(i), 16) < 0) return false;
        }
        return true;
    }

    /**
     * Tiled multiplies a layer's parallax factors by those of every group it is in. Walks the groups with an explicit
     * stack and {@code instanceof} (the stock loader's {@code MapLayers.getByType} pulls in reflection on GWT).
     */
    static void applyParallax(MapLayers top) {
        Array<MapGroupLayer> groups = new Array<>();
        for (MapLayer layer : top) {
            if (layer instanceof MapGroupLayer) groups.add((MapGroupLayer) layer);
        }
        while (groups.size > 0) {
            MapGroupLayer group = groups.pop();
            for (MapLayer child : group.getLayers()) {
                child.setParallaxX(child.getParallaxX() * group.getParallaxX());
                child.setParallaxY(child.getParallaxY() * group.getParallaxY());
                if (child instanceof MapGroupLayer) groups.add((MapGroupLayer) child);
            }
        }
    }
}
