package com.tiltfall.render;

import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.graphics.Pixmap.Format;
import com.badlogic.gdx.graphics.Texture.TextureFilter;
import com.badlogic.gdx.graphics.Texture.TextureWrap;
import com.badlogic.gdx.graphics.g2d.TextureAtlas.TextureAtlasData;
import com.badlogic.gdx.graphics.g2d.TextureAtlas.TextureAtlasData.Page;
import com.badlogic.gdx.graphics.g2d.TextureAtlas.TextureAtlasData.Region;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.GdxRuntimeException;
import java.util.Comparator;

/**
 * A texture atlas file (libGDX's pack format, as {@code scripts/pack-atlas.sh} writes it, and the newer one with
 * {@code bounds} and {@code offsets}) read into libGDX's atlas data from the file's text: the same pages and regions,
 * field for field, as {@code TextureAtlasData}'s own {@code load} gives, which reads through a {@code BufferedReader}
 * and so keeps a line reader, a tokenizer and a UTF-8 decoder in the web build's level code
 * (docs/performance/web.md). {@code AtlasFileTest} compares the two on the shipped atlas and on written ones.
 */
final class AtlasFile {
    private AtlasFile() {}

    /** The atlas data of {@code packFile}, its page images in the same folder, not flipped. */
    static TextureAtlasData read(FileHandle packFile) {
        try {
            return read(packFile.readString("UTF-8"), packFile.parent(), false);
        } catch (RuntimeException e) {
            throw new GdxRuntimeException("Error reading texture atlas file: " + packFile, e);
        }
    }

    /** The atlas data of the text, page images in {@code imagesDir}, as {@code TextureAtlasData}'s load reads it. */
    static TextureAtlasData read(String text, FileHandle imagesDir, boolean flip) {
        TextureAtlasData data = new TextureAtlasData();
        Lines lines = new Lines(text);
        String[] entry = new String[5];
        String line = lines.next();
        while (line != null && line.trim().length() == 0) line = lines.next();
        while (line != null && line.trim().length() != 0 && readEntry(entry, line) != 0) line = lines.next();
        Page page = null;
        boolean hasIndexes = false;
        Array<String> names = new Array<>();
        Array<int[]> values = new Array<>();
        while (line != null) {
            if (line.trim().length() == 0) {
                page = null;
                line = lines.next();
            } else if (page == null) {
                page = new Page();
                page.name = line;
                page.textureFile = imagesDir.child(line);
                int count;
                while ((count = readEntry(entry, line = lines.next())) != 0) pageField(page, entry, count);
                data.getPages().add(page);
            } else {
                Region region = new Region();
                region.page = page;
                region.name = line.trim();
                region.flip = flip;
                int count;
                while ((count = readEntry(entry, line = lines.next())) != 0) {
                    if (!regionField(region, entry)) {
                        names.add(entry[0]);
                        int[] v = new int[count];
                        for (int i = 0; i < count; i++) {
                            try {
                                v[i] = Integer.parseInt(entry[i + 1]);
                            } catch (NumberFormatException ignored) { // as libGDX: a value that is no int stays 0
                            }
                        }
                        values.add(v);
                    }
                }
                hasIndexes |= region.index != -1;
                if (region.originalWidth == 0 && region.originalHeight == 0) {
                    region.originalWidth = region.width;
                    region.originalHeight = region.height;
                }
                if (names.size > 0) {
                    region.names = new String[names.size];
                    region.values = new int[names.size][];
                    for (int i = 0; i < names.size; i++) {
                        region.names[i] = names.get(i);
                        region.values[i] = values.get(i);
                    }
                    names.clear();
                    values.clear();
                }
                data.getRegions().add(region);
            }
        }
        if (hasIndexes) data.getRegions().sort(BY_INDEX);
        return data;
    }

    /** Regions with an index first, by index (a stable sort, as libGDX's). */
    private static final Comparator<Region> BY_INDEX = new Comparator<Region>() {
        @Override
        public int compare(Region a, Region b) {
            int i1 = a.index == -1 ? Integer.MAX_VALUE : a.index, i2 = b.index == -1 ? Integer.MAX_VALUE : b.index;
            return i1 - i2;
        }
    };

    private static void pageField(Page page, String[] e, int count) {
        switch (e[0]) {
            case "size":
                page.width = Integer.parseInt(e[1]);
                page.height = Integer.parseInt(e[2]);
                break;
            case "format":
                page.format = Format.valueOf(e[1]);
                break;
            case "filter":
                page.minFilter = TextureFilter.valueOf(e[1]);
                page.magFilter = TextureFilter.valueOf(e[2]);
                page.useMipMaps = page.minFilter.isMipMap();
                break;
            case "repeat":
                if (e[1].indexOf('x') != -1) page.uWrap = TextureWrap.Repeat;
                if (e[1].indexOf('y') != -1) page.vWrap = TextureWrap.Repeat;
                break;
            case "pma":
                page.pma = e[1].equals("true");
                break;
            default: // as libGDX: other page fields are ignored
        }
    }

    /** A known region field, set; false for any other (kept by name, as libGDX keeps a nine-patch's split). */
    private static boolean regionField(Region r, String[] e) {
        switch (e[0]) {
            case "bounds": // xy and size in one
                r.width = Integer.parseInt(e[3]);
                r.height = Integer.parseInt(e[4]);
                // fall through
            case "xy":
                r.left = Integer.parseInt(e[1]);
                r.top = Integer.parseInt(e[2]);
                return true;
            case "size":
                r.width = Integer.parseInt(e[1]);
                r.height = Integer.parseInt(e[2]);
                return true;
            case "offsets": // offset and orig in one
                r.originalWidth = Integer.parseInt(e[3]);
                r.originalHeight = Integer.parseInt(e[4]);
                // fall through
            case "offset":
                r.offsetX = Integer.parseInt(e[1]);
                r.offsetY = Integer.parseInt(e[2]);
                return true;
            case "orig":
                r.originalWidth = Integer.parseInt(e[1]);
                r.originalHeight = Integer.parseInt(e[2]);
                return true;
            case "rotate":
                if (e[1].equals("true")) r.degrees = 90;
                else if (!e[1].equals("false")) r.degrees = Integer.parseInt(e[1]);
                r.rotate = r.degrees == 90;
                return true;
            case "index":
                r.index = Integer.parseInt(e[1]);
                return true;
            default:
                return false;
        }
    }

    /** libGDX's entry: "name: a, b, c" into entry[0..count], at most 4 values; 0 for a line that is none. */
    private static int readEntry(String[] entry, String line) {
        if (line == null) return 0;
        line = line.trim();
        if (line.length() == 0) return 0;
        int colon = line.indexOf(':');
        if (colon == -1) return 0;
        entry[0] = line.substring(0, colon).trim();
        for (int i = 1, lastMatch = colon + 1; ; i++) {
            int comma = line.indexOf(',', lastMatch);
            if (comma == -1) {
                entry[i] = line.substring(lastMatch).trim();
                return i;
            }
            entry[i] = line.substring(lastMatch, comma).trim();
            lastMatch = comma + 1;
            if (i == 4) return 4;
        }
    }

    /** The text's lines as a BufferedReader gives them: ended by \n, \r or \r\n; null after the last. */
    private static final class Lines {
        private final String s;
        private int p;

        Lines(String s) {
            this.s = s;
        }

        String next() {
            int n = s.length();
            if (p >= n) return null;
            int start = p;
            while (p < n && s.charAt(p) != '\n' && s.charAt(p) != '\r') p++;
            String line = s.substring(start, p);
            if (p < n) p += s.charAt(p) == '\r' && p + 1 < n && s.charAt(p + 1) == '\n' ? 2 : 1;
            return line;
        }
    }
}
