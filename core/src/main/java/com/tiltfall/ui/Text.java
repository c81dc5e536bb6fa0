package com.tiltfall.ui;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.Texture;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.BitmapFont.BitmapFontData;
import com.badlogic.gdx.graphics.g2d.BitmapFont.Glyph;
import com.badlogic.gdx.utils.Align;
import com.badlogic.gdx.utils.Array;

/**
 * A laid-out text and its glyph quads, ready to draw: what libGDX's {@code GlyphLayout} and {@code BitmapFontCache}
 * do for the game (lines at newlines, word wrap, alignment, truncation with an ellipsis, kerning), without colour
 * markup (the game's fonts never turn it on), justification, pools or fonts of more than one page. The same
 * arithmetic in the same order as libGDX's, so the same places and sizes to the bit ({@code TextTest} checks it
 * against libGDX's own classes); a few KB less web script.
 *
 * <p>{@link #set} lays the text out as {@code GlyphLayout.setText} does; {@link #place} makes the quads as {@code
 * BitmapFontCache.setText(layout, x, y)} does, {@link #moveTo} and {@link #tint} as its {@code setPosition} and
 * {@code tint}, and {@link #draw} as its {@code draw}.
 */
public final class Text {
    private static final float EPSILON = 0.0001f;

    /** The laid-out size, as {@code GlyphLayout}'s width and height. */
    public float width, height;

    private final Array<Line> lines = new Array<>();
    /** Lines of earlier layouts, reused: the HUD lays out its texts every frame, and a frame allocates nothing. */
    private final Array<Line> spare = new Array<>();

    private float[] vertices = new float[0];
    private int count;
    private float x, y;

    /** One line of glyphs: {@code GlyphLayout.GlyphRun} (x advances: the first glyph's offset, then one per glyph). */
    static final class Line {
        Array<Glyph> glyphs = new Array<>();
        FloatList xAdvances = new FloatList();
        float x, y, width;
    }

    /** The number of lines laid out. */
    public int lines() {
        return lines.size;
    }

    /**
     * Lays out {@code str} as {@code GlyphLayout.setText(font, str, 0, length, color, targetWidth, halign, wrap,
     * truncate)} does with colour markup off.
     */
    public void set(
            BitmapFontData data, CharSequence str, float targetWidth, int halign, boolean wrap, String truncate) {
        spare.addAll(lines);
        lines.clear();
        width = 0f;
        height = 0f;
        int start = 0, end = str.length();
        if (end == 0) {
            height = data.capHeight;
            return;
        }
        if (wrap) targetWidth = Math.max(targetWidth, data.spaceXadvance * 3);
        boolean wrapOrTruncate = wrap || truncate != null;
        float y = 0, down = data.down;
        int runStart = 0;
        outer:
        while (true) {
            int runEnd;
            boolean newline = false;
            if (start == end) {
                if (runStart == end) break;
                runEnd = end;
            } else {
                if (str.charAt(start++) != '\n') continue;
                runEnd = start - 1;
                newline = true;
            }
            ended:
            {
                Line line = obtain();
                line.y = y;
                glyphs(data, line, str, runStart, runEnd);
                if (line.glyphs.size == 0) {
                    spare.add(line);
                    break ended;
                }
                lines.add(line);
                lastGlyphWidth(data, line);
                if (!wrapOrTruncate) break ended;
                float runWidth = line.xAdvances.items[0] + line.xAdvances.items[1];
                for (int i = 2; i < line.xAdvances.size; i++) {
                    Glyph glyph = line.glyphs.get(i - 1);
                    float glyphWidth = glyphWidth(glyph, data);
                    if (runWidth + glyphWidth - EPSILON <= targetWidth) {
                        runWidth += line.xAdvances.items[i];
                        continue;
                    }
                    if (truncate != null) {
                        truncate(data, line, targetWidth, truncate);
                        break outer;
                    }
                    int wrapIndex = data.getWrapIndex(line.glyphs, i);
                    if ((wrapIndex == 0 && line.x == 0) || wrapIndex >= line.glyphs.size) wrapIndex = i - 1;
                    line = wrap(data, line, wrapIndex);
                    if (line == null) break ended;
                    lines.add(line);
                    y += down;
                    line.x = 0;
                    line.y = y;
                    runWidth = line.xAdvances.items[0] + line.xAdvances.items[1];
                    i = 1;
                }
            }
            if (newline) y += runEnd == runStart ? down * data.blankLineScale : down;
            runStart = start;
        }
        height = data.capHeight + Math.abs(y);
        for (Line line : lines) {
            float[] xAdvances = line.xAdvances.items;
            float runWidth = line.x + xAdvances[0], max = 0;
            for (int i = 0, n = line.glyphs.size; ; ) {
                max = Math.max(max, runWidth + glyphWidth(line.glyphs.get(i), data));
                i++;
                runWidth += xAdvances[i];
                if (i >= n) break;
            }
            line.width = Math.max(runWidth, max) - line.x;
            width = Math.max(width, line.x + line.width);
        }
        if ((halign & Align.left) == 0) {
            boolean center = (halign & Align.center) != 0;
            for (Line line : lines) line.x += center ? 0.5f * (targetWidth - line.width) : targetWidth - line.width;
        }
    }

    /** {@code BitmapFontData.getGlyphs} for a line's start (no glyph before it), markup off. */
    private static void glyphs(BitmapFontData data, Line line, CharSequence str, int start, int end) {
        if (end == start) return;
        float scaleX = data.scaleX;
        Glyph last = null;
        do {
            char ch = str.charAt(start++);
            if (ch == '\r') continue;
            Glyph glyph = data.getGlyph(ch);
            if (glyph == null) {
                if (data.missingGlyph == null) continue;
                glyph = data.missingGlyph;
            }
            line.glyphs.add(glyph);
            line.xAdvances.add(
                    last == null
                            ? (glyph.fixedWidth ? 0 : -glyph.xoffset * scaleX - data.padLeft)
                            : (last.xadvance + last.getKerning(ch)) * scaleX);
            last = glyph;
        } while (start < end);
        if (last != null)
            line.xAdvances.add(
                    last.fixedWidth ? last.xadvance * scaleX : (last.width + last.xoffset) * scaleX - data.padRight);
    }

    /** The last glyph's advance: its width, not its xadvance. */
    private static void lastGlyphWidth(BitmapFontData data, Line line) {
        Glyph last = line.glyphs.peek();
        if (!last.fixedWidth) line.xAdvances.items[line.xAdvances.size - 1] = glyphWidth(last, data);
    }

    private static float glyphWidth(Glyph glyph, BitmapFontData data) {
        return (glyph.fixedWidth ? glyph.xadvance : glyph.width + glyph.xoffset) * data.scaleX - data.padRight;
    }

    private void truncate(BitmapFontData data, Line line, float targetWidth, String truncate) {
        Line ellipsis = obtain();
        glyphs(data, ellipsis, truncate, 0, truncate.length());
        float truncateWidth = 0;
        if (ellipsis.xAdvances.size > 0) {
            lastGlyphWidth(data, ellipsis);
            float[] xAdvances = ellipsis.xAdvances.items;
            for (int i = 1, n = ellipsis.xAdvances.size; i < n; i++) truncateWidth += xAdvances[i];
        }
        targetWidth -= truncateWidth;
        int count = 0;
        float width = line.x;
        float[] xAdvances = line.xAdvances.items;
        while (count < line.xAdvances.size) {
            width += xAdvances[count];
            if (width > targetWidth) break;
            count++;
        }
        if (count > 1) {
            line.glyphs.truncate(count - 1);
            line.xAdvances.truncate(count);
            lastGlyphWidth(data, line);
            if (ellipsis.xAdvances.size > 0) line.xAdvances.addAll(ellipsis.xAdvances, 1, ellipsis.xAdvances.size - 1);
        } else {
            line.glyphs.clear();
            line.xAdvances.clear();
            line.xAdvances.addAll(ellipsis.xAdvances);
        }
        line.glyphs.addAll(ellipsis.glyphs);
        spare.add(ellipsis);
    }

    /** An empty line, from the spares when there is one. */
    private Line obtain() {
        Line line = spare.size > 0 ? spare.pop() : new Line();
        line.glyphs.clear();
        line.xAdvances.clear();
        line.x = line.y = line.width = 0f;
        return line;
    }

    /** Breaks a line in two at {@code wrapIndex}; returns the second (null: it was all whitespace). */
    private Line wrap(BitmapFontData data, Line first, int wrapIndex) {
        Array<Glyph> glyphs2 = first.glyphs;
        int glyphCount = first.glyphs.size;
        FloatList xAdvances2 = first.xAdvances;
        int firstEnd = wrapIndex;
        for (; firstEnd > 0; firstEnd--) if (!data.isWhitespace((char) glyphs2.get(firstEnd - 1).id)) break;
        int secondStart = wrapIndex;
        for (; secondStart < glyphCount; secondStart++)
            if (!data.isWhitespace((char) glyphs2.get(secondStart).id)) break;
        Line second = null;
        if (secondStart < glyphCount) {
            second = obtain();
            Array<Glyph> glyphs1 = second.glyphs;
            glyphs1.addAll(glyphs2, 0, firstEnd);
            glyphs2.removeRange(0, secondStart - 1);
            first.glyphs = glyphs1;
            second.glyphs = glyphs2;
            FloatList xAdvances1 = second.xAdvances;
            xAdvances1.addAll(xAdvances2, 0, firstEnd + 1);
            xAdvances2.removeRange(1, secondStart);
            Glyph lead = glyphs2.first();
            xAdvances2.items[0] = (lead.fixedWidth ? 0 : -lead.xoffset * data.scaleX) - data.padLeft;
            first.xAdvances = xAdvances1;
            second.xAdvances = xAdvances2;
        } else {
            glyphs2.truncate(firstEnd);
            xAdvances2.truncate(firstEnd + 1);
        }
        if (firstEnd == 0) spare.add(lines.pop());
        else lastGlyphWidth(data, first);
        return second;
    }

    /**
     * Makes the quads of the laid-out text with its top line's baseline {@code ascent} below y, in {@code color}
     * (float bits), as {@code BitmapFontCache.setText(layout, x, y)}: the text's position is then 0, 0.
     */
    public void place(BitmapFontData data, float x, float y, float color) {
        this.x = this.y = 0f;
        y += data.ascent;
        int n = 0;
        for (Line line : lines) n += line.glyphs.size;
        if (vertices.length < n * 20) vertices = new float[n * 20];
        count = n * 20;
        float scaleX = data.scaleX, scaleY = data.scaleY;
        int i = 0;
        float[] v = vertices;
        for (Line line : lines) {
            float[] xAdvances = line.xAdvances.items;
            float gx = x + line.x, gy = y + line.y;
            for (int g = 0, gn = line.glyphs.size; g < gn; g++) {
                Glyph glyph = line.glyphs.get(g);
                gx += xAdvances[g];
                float x1 = gx + glyph.xoffset * scaleX, y1 = gy + glyph.yoffset * scaleY;
                float x2 = x1 + glyph.width * scaleX, y2 = y1 + glyph.height * scaleY;
                i = corner(v, i, x1, y1, color, glyph.u, glyph.v);
                i = corner(v, i, x1, y2, color, glyph.u, glyph.v2);
                i = corner(v, i, x2, y2, color, glyph.u2, glyph.v2);
                i = corner(v, i, x2, y1, color, glyph.u2, glyph.v);
            }
        }
    }

    private static int corner(float[] v, int i, float x, float y, float color, float u, float uv) {
        v[i] = x;
        v[i + 1] = y;
        v[i + 2] = color;
        v[i + 3] = u;
        v[i + 4] = uv;
        return i + 5;
    }

    /** Moves the placed quads so the text's position is x, y ({@code BitmapFontCache.setPosition}). */
    public void moveTo(float x, float y) {
        float dx = x - this.x, dy = y - this.y;
        if (dx == 0 && dy == 0) return;
        this.x += dx;
        this.y += dy;
        for (int i = 0; i < count; i += 5) {
            vertices[i] += dx;
            vertices[i + 1] += dy;
        }
    }

    /** Gives every placed glyph this colour (float bits). */
    public void tint(float color) {
        for (int i = 2; i < count; i += 5) vertices[i] = color;
    }

    /** Draws the placed quads with the font's one page. */
    public void draw(Batch batch, Texture page) {
        if (count > 0) batch.draw(page, vertices, 0, count);
    }

    private static final Color SHADE = new Color();

    /**
     * Draws the laid-out text at x, y in {@code colour} over a copy of it {@code offset} right and down in {@code
     * colour} times {@code shadow}: as libGDX's {@code cache.addText(layout, x + offset, y - offset)}, {@code
     * cache.tint(shadow)}, {@code cache.draw(batch)}, then {@code font.draw(batch, layout, x, y)} for a layout in
     * {@code colour}.
     */
    public void drawShadowed(Batch batch, Font font, Color colour, Color shadow, float offset, float x, float y) {
        BitmapFontData data = font.data;
        Texture page = font.page;
        // the glyphs' colour as the layout holds it (8 bits a channel) times the shadow's
        Color.abgr8888ToColor(SHADE, colour.toIntBits());
        place(data, x + offset, y - offset, SHADE.mul(shadow).toFloatBits());
        draw(batch, page);
        place(data, x, y, colour.toFloatBits());
        draw(batch, page);
    }

    /** The placed quads (20 floats a glyph, as {@code BitmapFontCache}'s), for the tests. */
    float[] vertices() {
        float[] out = new float[count];
        System.arraycopy(vertices, 0, out, 0, count);
        return out;
    }
}
