package com.tiltfall.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Files;
import com.badlogic.gdx.backends.headless.HeadlessFileHandle;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import java.io.File;
import org.junit.jupiter.api.Test;

/**
 * The HUD never overlaps itself, the touch pause button or the screen's edges, at window sizes from 640 x 360 up,
 * with the shipped font at each of its 1x, 2x and 3x copies, long and short titles, and large numbers. Text widths
 * are measured here from the font files themselves (glyph advances), independently of the layout code.
 */
class HudLayoutTest {
    private static BitmapFont.BitmapFontData font(int scale) {
        File f = new File("../assets/fonts/body-" + scale + "x.fnt");
        BitmapFont.BitmapFontData d =
                new BitmapFont.BitmapFontData(new HeadlessFileHandle(f, Files.FileType.Absolute), false);
        d.setScale(1f / scale);
        return d;
    }

    /** Width of a line: the sum of the glyphs' advances plus the last glyph's overhang. */
    private static float width(BitmapFont.BitmapFontData d, String s) {
        float w = 0;
        for (int i = 0; i < s.length(); i++) {
            BitmapFont.Glyph g = d.getGlyph(s.charAt(i));
            if (g == null) continue;
            w += i == s.length() - 1 ? Math.max(g.xadvance, g.xoffset + g.width) : g.xadvance;
        }
        return w * d.scaleX;
    }

    @Test
    void nothingOverlapsFrom640x360Up() {
        String[][] stats = {{"", "COINS 0   TIME 0:00"}, {"SCORE 999999   LIVES 12", "COINS 999   TIME 59:59"}};
        String[] titles = {"Hi", "First slopes", "Ramps, rolls and a very long level title that goes on and on"};
        int[][] sizes = {
            {640, 360},
            {640, 480},
            {700, 400},
            {800, 450},
            {844, 390},
            {960, 540},
            {1280, 720},
            {1920, 1080},
            {360, 640}
        };
        int checked = 0;
        for (int scale = 1; scale <= 3; scale++) {
            BitmapFont.BitmapFontData d = font(scale);
            float line = d.lineHeight;
            for (int[] size : sizes) {
                for (boolean touch : new boolean[] {false, true}) {
                    if (size[0] < 640 && !touch) continue; // portrait: phones only
                    float right = touch ? 2 * 22f + 24f : 0f;
                    float inset = touch ? 44f : 0f;
                    for (String[] st : stats) {
                        for (String title : titles) {
                            HudLayout h = new HudLayout();
                            float w1 = width(d, st[0]), w2 = width(d, st[1]), tw = width(d, title);
                            h.layout(size[0], size[1], inset, 0f, right, touch ? 12f + 44f : 0f, line, w1, w2, tw);
                            String what = scale + "x " + size[0] + "x" + size[1] + (touch ? " touch" : "") + " '"
                                    + st[0] + " " + st[1] + "' '" + title + "'";
                            float[] a = {h.secondX, h.secondY - line, h.secondX + w2, h.secondY};
                            float[] a1 = {h.firstX, h.firstY - line, h.firstX + w1, h.firstY};
                            if (w1 > 0) {
                                assertTrue(!overlap(a1, a) && !overlap(a1, b(h, line)), what + ": counters overlap");
                                assertTrue(inside(a1, size) && a1[0] >= inset, what + ": first part off screen");
                                assertTrue(!touch || !overlap(a1, pause(size)), what + ": first part under pause");
                                assertTrue(
                                        !overlap(a1, new float[] {h.fpsX, h.fpsY - line, h.fpsX + 60f, h.fpsY}), what);
                            }
                            float[] b = {h.titleX, h.titleY - line, h.titleX + h.titleWidth, h.titleY};
                            float[] f = {h.fpsX, h.fpsY - line, h.fpsX + width(d, "FPS 60"), h.fpsY};
                            float[] pause = pause(size);
                            assertTrue(!overlap(a, b), what + ": counters and title overlap");
                            assertTrue(!overlap(a, f) && !overlap(b, f), what + ": FPS line overlaps");
                            assertTrue(inside(a, size) && inside(b, size) && inside(f, size), what + ": off screen");
                            assertTrue(a[0] >= inset && b[0] >= inset, what + ": in the notch");
                            if (touch) {
                                assertTrue(!overlap(a, pause) && !overlap(b, pause), what + ": under the pause button");
                            }
                            assertTrue(h.titleWidth >= Math.min(tw, 100f), what + ": the title has room");
                            checked++;
                        }
                    }
                }
            }
        }
        assertTrue(checked > 200);
    }

    private static float[] b(HudLayout h, float line) {
        return new float[] {h.titleX, h.titleY - line, h.titleX + h.titleWidth, h.titleY};
    }

    /** The touch pause button: a 22 px circle 12 px from the top right corner (TouchControls). */
    private static float[] pause(int[] size) {
        float px = size[0] - 12f - 22f, py = size[1] - 12f - 22f;
        return new float[] {px - 22f, py - 22f, px + 22f, py + 22f};
    }

    private static boolean overlap(float[] a, float[] b) {
        return a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
    }

    private static boolean inside(float[] r, int[] size) {
        return r[0] >= 0 && r[1] >= 0 && r[2] <= size[0] && r[3] <= size[1];
    }
}
