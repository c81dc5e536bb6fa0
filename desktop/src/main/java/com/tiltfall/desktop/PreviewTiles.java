package com.tiltfall.desktop;

import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.graphics.Pixmap;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.XmlReader;
import com.tiltfall.level.LevelData;

/**
 * The decoration a map's tile layers hold (clouds, bushes, flowers...), drawn into the level preview as the game
 * draws it: every visible tile layer in the map's order, each tile stretched over its grid cell. Reads the .tmx and
 * its tilesets itself (the level loader keeps no tiles without graphics). CSV layer data only (Tiled's default);
 * other encodings, flipped tiles and layer offsets are drawn plainly or skipped with a note.
 */
final class PreviewTiles {
    private PreviewTiles() {}

    private static final class Tileset {
        int firstGid, tileWidth, tileHeight, spacing, margin, columns;
        Pixmap image;
    }

    /** Draws the map's tile layers over {@code p} (metres to pixels: {@code s}); a problem is printed, not thrown. */
    static void draw(Pixmap p, FileHandle map, LevelData level, double s) {
        if (map == null || !map.exists() || !map.extension().equals("tmx")) return;
        Array<Tileset> sets = new Array<>();
        try {
            XmlReader.Element root = new XmlReader().parse(map);
            for (XmlReader.Element ts : root.getChildrenByName("tileset")) {
                Tileset t = tileset(ts, map);
                if (t != null) sets.add(t);
            }
            double cell = root.getIntAttribute("tilewidth", 32) / level.pixelsPerMetre;
            layers(p, root, sets, cell, s);
        } catch (RuntimeException e) {
            System.err.println("preview: the decoration tiles of " + map.path() + " are not drawn: " + e.getMessage());
        } finally {
            for (Tileset t : sets) t.image.dispose();
        }
    }

    private static Tileset tileset(XmlReader.Element ts, FileHandle map) {
        FileHandle dir = map.parent();
        int firstGid = ts.getIntAttribute("firstgid", 1);
        String source = ts.getAttribute("source", null);
        if (source != null) {
            FileHandle tsx = dir.child(source);
            ts = new XmlReader().parse(tsx);
            dir = tsx.parent();
        }
        XmlReader.Element image = ts.getChildByName("image");
        if (image == null) return null; // a collection of images: not used by the shipped maps
        Tileset t = new Tileset();
        t.firstGid = firstGid;
        t.tileWidth = ts.getIntAttribute("tilewidth");
        t.tileHeight = ts.getIntAttribute("tileheight");
        t.spacing = ts.getIntAttribute("spacing", 0);
        t.margin = ts.getIntAttribute("margin", 0);
        t.image = new Pixmap(dir.child(image.getAttribute("source")));
        t.columns = ts.getIntAttribute(
                "columns", Math.max(1, (t.image.getWidth() - 2 * t.margin + t.spacing) / (t.tileWidth + t.spacing)));
        return t;
    }

    private static void layers(Pixmap p, XmlReader.Element parent, Array<Tileset> sets, double cell, double s) {
        for (int i = 0; i < parent.getChildCount(); i++) {
            XmlReader.Element e = parent.getChild(i);
            if ("0".equals(e.getAttribute("visible", "1"))) continue;
            if ("group".equals(e.getName())) layers(p, e, sets, cell, s);
            else if ("layer".equals(e.getName())) layer(p, e, sets, cell, s);
        }
    }

    private static void layer(Pixmap p, XmlReader.Element layer, Array<Tileset> sets, double cell, double s) {
        XmlReader.Element data = layer.getChildByName("data");
        if (data == null) return;
        if (!"csv".equals(data.getAttribute("encoding", ""))) {
            System.err.println("preview: tile layer \"" + layer.getAttribute("name", "") + "\" is not CSV; not drawn");
            return;
        }
        int width = layer.getIntAttribute("width");
        String[] cells = data.getText().split(",");
        Pixmap.Filter filter = p.getFilter();
        p.setFilter(Pixmap.Filter.BiLinear);
        for (int k = 0; k < cells.length; k++) {
            String c = cells[k].trim();
            if (c.isEmpty()) continue;
            long gid = Long.parseLong(c) & 0x1FFFFFFFL; // without the flip bits
            if (gid == 0) continue;
            Tileset t = null;
            for (Tileset candidate : sets) if (candidate.firstGid <= gid) t = candidate;
            if (t == null) continue;
            int local = (int) (gid - t.firstGid);
            int sx = t.margin + (local % t.columns) * (t.tileWidth + t.spacing);
            int sy = t.margin + (local / t.columns) * (t.tileHeight + t.spacing);
            int col = k % width, row = k / width;
            int x0 = (int) Math.round(col * cell * s), y0 = (int) Math.round(row * cell * s);
            int x1 = (int) Math.round((col + 1) * cell * s), y1 = (int) Math.round((row + 1) * cell * s);
            p.drawPixmap(t.image, sx, sy, t.tileWidth, t.tileHeight, x0, y0, x1 - x0, y1 - y0);
        }
        p.setFilter(filter);
    }
}
