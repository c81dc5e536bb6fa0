package com.tiltfall.ui;

import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.graphics.g2d.BitmapFont.BitmapFontData;
import com.badlogic.gdx.graphics.g2d.BitmapFont.Glyph;
import com.badlogic.gdx.utils.GdxRuntimeException;

/**
 * A {@code .fnt} font (BMFont's text format, as {@code scripts/MakeFonts.java} writes it) read into libGDX's font
 * data: the same fields and glyphs as libGDX's {@code BitmapFontData.load}, which costs the web build's start script
 * 3.3 KB (with its line reader, regular expressions and UTF-8 decoder; docs/performance/web.md). It reads the
 * padding, line height, base, pages, glyphs and kerning pairs by name rather than by position; the metrics override
 * of other tools is refused. {@code FontFileTest} compares every field and glyph with libGDX's reader for every shipped
 * font.
 */
public final class FontFile extends BitmapFontData {
    /** Reads the font, not flipped (y up), as {@code new BitmapFontData(file, false)} does. */
    public FontFile(FileHandle file) {
        // not super(file, false): that calls libGDX's load, which the web build would then keep
        fontFile = file;
        name = file.nameWithoutExtension();
        try {
            read(file.readString("UTF-8").split("\n"));
        } catch (RuntimeException e) {
            throw new GdxRuntimeException("Error loading font file: " + file, e);
        }
    }

    private void read(String[] lines) {
        String[] padding = text(lines[0], "padding").split(",");
        padTop = Integer.parseInt(padding[0]);
        padRight = Integer.parseInt(padding[1]);
        padBottom = Integer.parseInt(padding[2]);
        padLeft = Integer.parseInt(padding[3]);
        float padY = padTop + padBottom;
        lineHeight = number(lines[1], "lineHeight");
        float baseLine = number(lines[1], "base");
        String pages = text(lines[1], "pages");
        imagePaths = new String[pages == null ? 1 : Math.max(1, Integer.parseInt(pages))];
        for (int p = 0; p < imagePaths.length; p++) {
            String line = lines[2 + p];
            int from = line.indexOf("file=\"") + 6; // the name in quotes, spaces and all
            String file = line.substring(from, line.indexOf('"', from));
            imagePaths[p] = fontFile.parent().child(file).path().replaceAll("\\\\", "/");
        }
        descent = 0;
        for (String line : lines) {
            if (line.startsWith("metrics ")) throw new GdxRuntimeException("a metrics line: not read");
            if (line.startsWith("kerning ")) {
                Glyph glyph = getGlyph((char) number(line, "first"));
                if (glyph != null) glyph.setKerning(number(line, "second"), number(line, "amount"));
            }
            if (!line.startsWith("char ")) continue;
            Glyph glyph = new Glyph();
            int ch = glyph.id = number(line, "id");
            if (ch <= 0) missingGlyph = glyph;
            else if (ch <= Character.MAX_VALUE) setGlyph(ch, glyph);
            else continue;
            glyph.srcX = number(line, "x");
            glyph.srcY = number(line, "y");
            glyph.width = number(line, "width");
            glyph.height = number(line, "height");
            glyph.xoffset = number(line, "xoffset");
            glyph.yoffset = -(glyph.height + number(line, "yoffset"));
            glyph.xadvance = number(line, "xadvance");
            String page = text(line, "page");
            if (page != null) glyph.page = Integer.parseInt(page);
            if (glyph.width > 0 && glyph.height > 0) descent = Math.min(baseLine + glyph.yoffset, descent);
        }
        descent += padBottom;

        // from here on libGDX's load as it is (not flipped): the space, x and capital heights, ascent and down
        Glyph spaceGlyph = getGlyph(' ');
        if (spaceGlyph == null) {
            spaceGlyph = new Glyph();
            spaceGlyph.id = ' ';
            Glyph xadvanceGlyph = getGlyph('l');
            if (xadvanceGlyph == null) xadvanceGlyph = getFirstGlyph();
            spaceGlyph.xadvance = xadvanceGlyph.xadvance;
            setGlyph(' ', spaceGlyph);
        }
        if (spaceGlyph.width == 0) {
            spaceGlyph.width = (int) (padLeft + spaceGlyph.xadvance + padRight);
            spaceGlyph.xoffset = (int) -padLeft;
        }
        spaceXadvance = spaceGlyph.xadvance;

        Glyph xGlyph = null;
        for (char xChar : xChars) {
            xGlyph = getGlyph(xChar);
            if (xGlyph != null) break;
        }
        if (xGlyph == null) xGlyph = getFirstGlyph();
        xHeight = xGlyph.height - padY;

        Glyph capGlyph = null;
        for (char capChar : capChars) {
            capGlyph = getGlyph(capChar);
            if (capGlyph != null) break;
        }
        if (capGlyph == null) {
            for (Glyph[] page : this.glyphs) {
                if (page == null) continue;
                for (Glyph glyph : page) {
                    if (glyph == null || glyph.height == 0 || glyph.width == 0) continue;
                    capHeight = Math.max(capHeight, glyph.height);
                }
            }
        } else capHeight = capGlyph.height;
        capHeight -= padY;

        ascent = baseLine - capHeight;
        down = -lineHeight;
    }

    /** The value after " key=" on the line, up to a space or the line's end; null when there is none. */
    private static String text(String line, String key) {
        int at = line.indexOf(" " + key + "=");
        if (at < 0) return null;
        int from = at + key.length() + 2, to = from;
        while (to < line.length() && line.charAt(to) > ' ') to++;
        return line.substring(from, to);
    }

    private static int number(String line, String key) {
        String value = text(line, key);
        if (value == null) throw new GdxRuntimeException("missing " + key + "= in: " + line);
        return Integer.parseInt(value);
    }
}
