package com.tiltfall.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.BitmapFontCache;
import com.badlogic.gdx.graphics.g2d.GlyphLayout;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.utils.Align;
import com.tiltfall.level.LevelTestSupport;
import java.io.File;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The game's text layout and label against libGDX's own classes on the same input (the oracle: libGDX's
 * {@code GlyphLayout}, {@code BitmapFontCache} and Scene2D {@code Label}, from its jar): the same sizes and the same
 * quads (every float of every vertex, compared as bits) for every shipped font copy, at the sizes the game draws,
 * with newlines, blank lines, wrapping (words longer than the line too), the three alignments, truncation, kerning,
 * a character the fonts lack, and positions moved and colours tinted afterwards.
 */
class TextTest {
    /** libGDX's fonts (the oracle) and the game's, each from its own read of the same file. */
    private static final List<BitmapFont> FONTS = new ArrayList<>();

    private static final List<Font> MINE = new ArrayList<>();

    private static final String[] TEXTS = {
        "",
        "x",
        "Play",
        "Tilt, roll and tumble to the goal.",
        "P or Start: resume    Esc: quit\nF1: physics overlay    M: sound",
        "one\n\ntwo\n",
        "\nstarts with a newline",
        "  spaces round it  ",
        "AVAWAY To Ty Yo LT P. F, \"quoted\" (brackets) [square] 1,234.5 %",
        "Windows\r\nline ends",
        "Supercalifragilisticexpialidocious-and-longer-still with more after it",
        "A save could not be read, so a new one was started: progress and settings are back to their defaults.",
        "Ünïcode ∑ not in the font €",
        "SCORE 12500   LIVES 3",
        "COINS 17   TIME 1:23.4   GEMS 2   TRICKS 5",
        "AVAWAVA. AV-AV WAWA lAgV AAAAAAAAAAAAAAA",
    };
    private static final float[] WIDTHS = {0f, 12f, 30f, 95.5f, 150f, 237.25f, 600f};
    private static final int[] ALIGNS = {Align.left, Align.center, Align.right};

    @BeforeAll
    static void fonts() {
        LevelTestSupport.fakeGl();
        for (int s = 1; s <= 3; s++) {
            MenuSkin skin = new MenuSkin(s, Gdx.files.absolute(new File("../assets/fonts").getAbsolutePath()));
            assertEquals(s, skin.scale, "the " + s + "x copies are shipped");
            for (Font f : new Font[] {skin.body, skin.heading}) {
                BitmapFont theirs = new BitmapFont(new FontFile(f.data.fontFile), new TextureRegion(f.page), false);
                theirs.getData().setScale(f.data.scaleX);
                FONTS.add(theirs);
                MINE.add(f);
            }
        }
        // the shipped fonts have no kerning, padding or missing-glyph glyph: a written one with them, drawn from the
        // body font's page
        String text = "info face=\"Kerned\" size=20 bold=0 padding=1,2,3,4 spacing=1,1\n"
                + "common lineHeight=25 base=19 scaleW=256 scaleH=256 pages=1 packed=0\n"
                + "page id=0 file=\"body-1x.png\"\n"
                + "chars count=9\n"
                + "char id=32 x=0 y=0 width=0 height=0 xoffset=0 yoffset=0 xadvance=6 page=0 chnl=15\n"
                + "char id=65 x=1 y=2 width=12 height=16 xoffset=-1 yoffset=3 xadvance=13 page=0 chnl=15\n"
                + "char id=86 x=20 y=2 width=11 height=16 xoffset=0 yoffset=3 xadvance=12 page=0 chnl=15\n"
                + "char id=87 x=33 y=2 width=15 height=16 xoffset=-2 yoffset=3 xadvance=14 page=0 chnl=15\n"
                + "char id=46 x=50 y=2 width=3 height=3 xoffset=1 yoffset=16 xadvance=5 page=0 chnl=15\n"
                + "char id=45 x=55 y=2 width=6 height=2 xoffset=0 yoffset=10 xadvance=7 page=0 chnl=15\n"
                + "char id=103 x=40 y=2 width=9 height=17 xoffset=1 yoffset=7 xadvance=10 page=0 chnl=15\n"
                + "char id=108 x=60 y=2 width=4 height=16 xoffset=1 yoffset=3 xadvance=5 page=0 chnl=15\n"
                + "char id=0 x=70 y=2 width=8 height=10 xoffset=0 yoffset=6 xadvance=9 page=0 chnl=15\n"
                + "kernings count=4\n"
                + "kerning first=65 second=86 amount=-2\n"
                + "kerning first=86 second=65 amount=-1\n"
                + "kerning first=87 second=65 amount=-3\n"
                + "kerning first=32 second=65 amount=1\n";
        try {
            File dir = java.nio.file.Files.createTempDirectory("tiltfall-text").toFile();
            File fnt = new File(dir, "kerned.fnt");
            java.nio.file.Files.write(fnt.toPath(), text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            FontFile data = new FontFile(Gdx.files.absolute(fnt.getAbsolutePath()));
            assertTrue(data.missingGlyph != null && data.padLeft != 0f, "the written font's missing glyph and padding");
            BitmapFont kerned = new BitmapFont(data, new TextureRegion(MINE.get(0).page), false);
            kerned.setUseIntegerPositions(false);
            assertEquals(-3, kerned.getData().getGlyph('W').getKerning('A'));
            FONTS.add(kerned);
            MINE.add(new Font(new FontFile(Gdx.files.absolute(fnt.getAbsolutePath())), MINE.get(0).page));
            fnt.delete();
            dir.delete();
        } catch (java.io.IOException e) {
            throw new RuntimeException(e);
        }
    }

    private static void assertBits(float expected, float actual, String what) {
        assertEquals(
                Float.floatToIntBits(expected), Float.floatToIntBits(actual), what + ": " + expected + " vs " + actual);
    }

    private static void assertSameVertices(float[] expected, float[] actual, String what) {
        assertEquals(expected.length, actual.length, what + ": vertex floats");
        for (int i = 0; i < expected.length; i++) assertBits(expected[i], actual[i], what + " float " + i);
    }

    /** libGDX's cache's quads for page 0 (the fonts have one). */
    private static float[] cacheVertices(BitmapFontCache cache) {
        int n = cache.getVertexCount(0);
        return n == 0 ? new float[0] : Arrays.copyOf(cache.getVertices(0), n);
    }

    @Test
    void layoutAndQuadsAreLibgdxsToTheBit() {
        Color colour = new Color(0.96f, 0.95f, 0.90f, 1f), tint = new Color(0.3f, 0.7f, 1f, 0.6f);
        Color product = new Color();
        int cases = 0, wrappedLines = 0, truncated = 0;
        for (int k = 0; k < FONTS.size(); k++) {
            BitmapFont font = FONTS.get(k);
            Font mine = MINE.get(k);
            float base = font.getData().scaleX;
            // the sizes the game draws: the copy's own, and Ui.fontFor's scaled ones (1.1, 1.3, 3 times the body)
            for (float scale : new float[] {base, base * 1.1f, base * 1.3f, base * 1.35f}) {
                font.getData().setScale(scale);
                mine.data.setScale(scale);
                for (String s : TEXTS)
                    for (float w : WIDTHS)
                        for (int align : ALIGNS)
                            for (int mode = 0; mode < 3; mode++) {
                                boolean wrap = mode == 1;
                                // (libGDX's own layout fails on an empty truncation string that nothing fits: the
                                // game truncates only with "...")
                                String truncate = mode == 2 ? "..." : null;
                                if (mode == 0 && w > 0f && align == Align.left) continue; // same as w 0
                                String what = font.getData().name + " x" + scale + " '" + s + "' w " + w + " align "
                                        + align + " wrap " + wrap + " truncate " + truncate;
                                GlyphLayout gl = new GlyphLayout();
                                gl.setText(font, s, 0, s.length(), colour, w, align, wrap, truncate);
                                Text t = new Text();
                                t.set(mine.data, s, w, align, wrap, truncate);
                                assertBits(gl.width, t.width, what + " width");
                                assertBits(gl.height, t.height, what + " height");
                                assertEquals(gl.runs.size, t.lines(), what + " lines");
                                BitmapFontCache cache = new BitmapFontCache(font, false);
                                cache.setText(gl, 13.37f, 250.5f);
                                t.place(mine.data, 13.37f, 250.5f, colour.toFloatBits());
                                assertSameVertices(cacheVertices(cache), t.vertices(), what);
                                // moved twice and tinted, as a label draws
                                cache.tint(tint);
                                cache.setPosition(101.3f, 7.7f);
                                cache.setPosition(-3.1f, 420.9f);
                                // libGDX's tint multiplies the layout's colour (8 bits a channel): Text takes the
                                // product
                                Color.abgr8888ToColor(product, colour.toIntBits());
                                t.tint(product.mul(tint).toFloatBits());
                                t.moveTo(101.3f, 7.7f);
                                t.moveTo(-3.1f, 420.9f);
                                assertSameVertices(cacheVertices(cache), t.vertices(), what + " moved and tinted");
                                cases++;
                                if (wrap
                                        && gl.runs.size
                                                > 1
                                                        + s.length()
                                                        - s.replace("\n", "").length()) wrappedLines++;
                                if (truncate != null && gl.width < new GlyphLayout(font, s).width) truncated++;
                            }
            }
            font.getData().setScale(base);
            mine.data.setScale(base);
        }
        // the cases reach what they are for
        assertTrue(cases > 10000, cases + " cases");
        assertTrue(wrappedLines > 500, wrappedLines + " wrapped");
        assertTrue(truncated > 500, truncated + " truncated");
    }

    /**
     * One {@code Text} laid out again and again, as the HUD does every frame: each layout gives what a fresh one gives
     * (its lines come from the earlier layouts' spares), and once the spares and their arrays have grown to the texts a
     * layout allocates nothing (a few rounds: wrapping swaps arrays between lines).
     */
    @Test
    void aReusedTextLaysOutAsAFreshOneAndAllocatesNothingWhenWarm() {
        Font mine = MINE.get(0);
        float colour = Color.WHITE.toFloatBits();
        Text reused = new Text();
        String[] texts = {"COINS 12   TIME 3:58", "a long title that wraps\nand a second line", "x", ""};
        float[] widths = {0f, 60f, 200f};
        for (int round = 0; round < 2; round++)
            for (String s : texts)
                for (float w : widths)
                    for (int mode = 0; mode < 3; mode++) {
                        boolean wrap = mode == 1;
                        String truncate = mode == 2 ? "..." : null;
                        String what = "'" + s + "' w " + w + " mode " + mode + " round " + round;
                        Text fresh = new Text();
                        fresh.set(mine.data, s, w, Align.left, wrap, truncate);
                        fresh.place(mine.data, 5f, 100f, colour);
                        reused.set(mine.data, s, w, Align.left, wrap, truncate);
                        reused.place(mine.data, 5f, 100f, colour);
                        assertBits(fresh.width, reused.width, what + " width");
                        assertBits(fresh.height, reused.height, what + " height");
                        assertEquals(fresh.lines(), reused.lines(), what + " lines");
                        assertSameVertices(fresh.vertices(), reused.vertices(), what);
                    }
        long allocated = com.tiltfall.AllocatedBytes.inAWarmRun(() -> {
            for (String s : texts)
                for (float w : widths)
                    for (int mode = 0; mode < 3; mode++) {
                        reused.set(mine.data, s, w, Align.left, mode == 1, mode == 2 ? "..." : null);
                        reused.place(mine.data, 5f, 100f, colour);
                    }
        });
        assertEquals(0L, allocated, "bytes allocated by 36 warm layouts");
    }

    @Test
    void theGlyphsTextureCoordinatesAreBitmapFontsToTheBit() {
        int glyphs = 0;
        for (int k = 0; k < FONTS.size(); k++) {
            BitmapFont.BitmapFontData theirs = FONTS.get(k).getData(), mine = MINE.get(k).data;
            assertTrue(theirs != mine, "two reads of the file");
            for (int ch = 0; ch < 65536; ch++) {
                BitmapFont.Glyph a = theirs.getGlyph((char) ch), b = mine.getGlyph((char) ch);
                assertEquals(a == null, b == null, "glyph " + ch);
                if (a == null) continue;
                String what = theirs.name + " glyph " + ch;
                assertBits(a.u, b.u, what + " u");
                assertBits(a.v, b.v, what + " v");
                assertBits(a.u2, b.u2, what + " u2");
                assertBits(a.v2, b.v2, what + " v2");
                assertTrue(a.u2 > a.u || a.width == 0, what + " has an area");
                glyphs++;
            }
            if (theirs.missingGlyph != null) {
                assertBits(theirs.missingGlyph.u2, mine.missingGlyph.u2, theirs.name + " missing glyph u2");
                assertBits(theirs.missingGlyph.v, mine.missingGlyph.v, theirs.name + " missing glyph v");
            }
        }
        assertTrue(glyphs > 500, glyphs + " glyphs");
    }

    /** A batch that records the quads drawn (texture and floats). */
    private static final class Recorder {
        final List<float[]> drawn = new ArrayList<>();
        final Batch batch = (Batch)
                Proxy.newProxyInstance(Batch.class.getClassLoader(), new Class<?>[] {Batch.class}, (p, m, a) -> {
                    if (m.getName().equals("draw") && a.length == 4 && a[1] instanceof float[]) {
                        float[] v = (float[]) a[1];
                        int offset = (Integer) a[2], count = (Integer) a[3];
                        drawn.add(Arrays.copyOfRange(v, offset, offset + count));
                    }
                    if (m.getReturnType() == Color.class) return new Color(Color.WHITE);
                    if (m.getReturnType() == float.class) return 0f;
                    if (m.getReturnType() == int.class) return 0;
                    if (m.getReturnType() == boolean.class) return false;
                    return null;
                });
    }

    @Test
    void theShadowedTextIsWhatLibgdxsCacheAndFontDraw() {
        Color shadow = new Color(0f, 0f, 0f, 0.5f);
        for (int k = 0; k < FONTS.size(); k++) {
            BitmapFont font = FONTS.get(k);
            Font mine = MINE.get(k);
            for (Color colour : new Color[] {MenuSkin.TEXT, MenuSkin.ACCENT, new Color(0.33f, 0.5f, 0.77f, 0.9f)}) {
                for (String s : new String[] {"GOAL!", "COINS 17   TIME 1:23.4", "A life lost: back to the last one"}) {
                    GlyphLayout gl = new GlyphLayout();
                    gl.setText(font, s, 0, s.length(), colour, 120f, Align.center, true, null);
                    Recorder libgdx = new Recorder(), game = new Recorder();
                    BitmapFontCache cache = font.getCache();
                    cache.clear();
                    cache.addText(gl, 40.25f + 1.5f, 300.75f - 1.5f);
                    cache.tint(shadow);
                    cache.draw(libgdx.batch);
                    font.draw(libgdx.batch, gl, 40.25f, 300.75f);
                    Text t = new Text();
                    t.set(mine.data, s, 120f, Align.center, true, null);
                    t.drawShadowed(game.batch, mine, colour, shadow, 1.5f, 40.25f, 300.75f);
                    assertEquals(2, libgdx.drawn.size());
                    assertEquals(libgdx.drawn.size(), game.drawn.size(), s);
                    for (int i = 0; i < 2; i++)
                        assertSameVertices(libgdx.drawn.get(i), game.drawn.get(i), s + " draw " + i);
                }
            }
        }
    }

    @Test
    void theLabelIsScene2dsLabelToTheBit() {
        String[] texts = {
            "Levels",
            "Tilt, roll and tumble to the goal.",
            "P or Start: resume    Esc: quit\nF1: physics overlay    M: sound",
            "Choose a control, then press the new key or button.",
            "",
        };
        int[] aligns = {Align.left, Align.center, Align.right, Align.top, Align.bottom, Align.topLeft, Align.bottomRight
        };
        Color colour = MenuSkin.DIM;
        int cases = 0;
        for (int k = 0; k < FONTS.size(); k++) {
            BitmapFont font = FONTS.get(k);
            Font mine = MINE.get(k);
            for (String s : texts)
                for (int align : aligns)
                    for (boolean wrap : new boolean[] {false, true}) {
                        com.badlogic.gdx.scenes.scene2d.ui.Label theirs = new com.badlogic.gdx.scenes.scene2d.ui.Label(
                                s, new com.badlogic.gdx.scenes.scene2d.ui.Label.LabelStyle(font, colour));
                        Label ours = new Label(s, new Label.LabelStyle(mine, colour));
                        String what = font.getData().name + " '" + s + "' align " + align + " wrap " + wrap;
                        assertBits(theirs.getWidth(), ours.getWidth(), what + " width as made");
                        assertBits(theirs.getHeight(), ours.getHeight(), what + " height as made");
                        theirs.setWrap(wrap);
                        ours.setWrap(wrap);
                        theirs.setAlignment(align);
                        ours.setAlignment(align);
                        for (float[] box : new float[][] {{200f, 60f}, {95.5f, 130.25f}, {600f, 22f}}) {
                            theirs.setBounds(17.5f, 33.25f, box[0], box[1]);
                            ours.setBounds(17.5f, 33.25f, box[0], box[1]);
                            // twice: a wrapped label's height depends on its width, known after the first layout
                            for (int pass = 0; pass < 2; pass++) {
                                assertBits(theirs.getPrefWidth(), ours.getPrefWidth(), what + " pref width");
                                assertBits(theirs.getPrefHeight(), ours.getPrefHeight(), what + " pref height");
                                Recorder libgdx = new Recorder(), game = new Recorder();
                                theirs.draw(libgdx.batch, 1f); // the menus draw opaque (no actor alpha)
                                ours.draw(game.batch, 0f, 0f);
                                assertEquals(libgdx.drawn.size(), game.drawn.size(), what + " draws");
                                for (int i = 0; i < libgdx.drawn.size(); i++)
                                    assertSameVertices(libgdx.drawn.get(i), game.drawn.get(i), what + " " + box[0]);
                                assertBits(theirs.getGlyphLayout().width, ours.textWidth(), what + " text width");
                                assertBits(theirs.getGlyphLayout().height, ours.textHeight(), what + " text height");
                            }
                            // moved: the quads follow
                            theirs.setPosition(3.3f, 101.1f);
                            ours.setPosition(3.3f, 101.1f);
                            Recorder libgdx = new Recorder(), game = new Recorder();
                            theirs.draw(libgdx.batch, 1f);
                            ours.draw(game.batch, 0f, 0f);
                            for (int i = 0; i < libgdx.drawn.size(); i++)
                                assertSameVertices(libgdx.drawn.get(i), game.drawn.get(i), what + " moved");
                            cases++;
                        }
                    }
            // a new text and style, as the title's notice sets them
            com.badlogic.gdx.scenes.scene2d.ui.Label theirs = new com.badlogic.gdx.scenes.scene2d.ui.Label(
                    "short", new com.badlogic.gdx.scenes.scene2d.ui.Label.LabelStyle(font, colour));
            Label ours = new Label("short", new Label.LabelStyle(mine, colour));
            theirs.setText("A much longer text than before, wrapped");
            ours.setText("A much longer text than before, wrapped");
            theirs.setStyle(new com.badlogic.gdx.scenes.scene2d.ui.Label.LabelStyle(font, MenuSkin.ACCENT));
            ours.setStyle(new Label.LabelStyle(mine, MenuSkin.ACCENT));
            theirs.setSize(250f, 80f);
            ours.setSize(250f, 80f);
            Recorder libgdx = new Recorder(), game = new Recorder();
            theirs.draw(libgdx.batch, 1f);
            ours.draw(game.batch, 0f, 0f);
            assertEquals(1, libgdx.drawn.size());
            assertSameVertices(libgdx.drawn.get(0), game.drawn.get(0), "new text and style");
        }
        assertTrue(cases > 300, cases + " cases");
    }
}
