package com.tiltfall.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Files;
import com.badlogic.gdx.backends.headless.HeadlessFileHandle;
import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.graphics.g2d.BitmapFont.BitmapFontData;
import com.badlogic.gdx.graphics.g2d.BitmapFont.Glyph;
import com.badlogic.gdx.utils.GdxRuntimeException;
import java.io.File;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The game's font reader gives what libGDX's own {@code BitmapFontData.load} gives (the oracle: libGDX's reader, from
 * its jar): every field of the font data and of every glyph (kerning included), for every shipped font, and for
 * written fonts with what MakeFonts does not write but the format allows (padding, kerning pairs, two pages, a font
 * without a space or an 'x', Windows line ends, a file name with a space).
 */
class FontFileTest {
    @TempDir
    Path temp;

    @Test
    void everyShippedFontReadsAsLibgdxReadsIt() {
        File[] fonts = new File("../assets/fonts").listFiles((dir, name) -> name.endsWith(".fnt"));
        assertTrue(fonts != null && fonts.length >= 6, "the shipped fonts");
        for (File f : fonts) assertSameAsLibgdx(handle(f));
    }

    @Test
    void paddingKerningPagesAndLineEndsReadAsLibgdxReadsThem() throws IOException {
        String font = "info face=\"Test\" size=20 bold=0 padding=1,2,3,4 spacing=1,1\r\n"
                + "common lineHeight=25 base=19 scaleW=256 scaleH=256 pages=2 packed=0\r\n"
                + "page id=0 file=\"one page.png\"\r\n"
                + "page id=1 file=\"two.png\"\r\n"
                + "chars count=5\r\n"
                + "char id=65 x=1 y=2 width=12 height=16 xoffset=-1 yoffset=3 xadvance=13 page=0 chnl=15\r\n"
                + "char id=86 x=20 y=2 width=11 height=16 xoffset=0 yoffset=3 xadvance=12 page=1 chnl=15\r\n"
                + "char id=103 x=40 y=2 width=9 height=17 xoffset=1 yoffset=7 xadvance=10 page=1 chnl=15\r\n"
                + "char id=108 x=60 y=2 width=4 height=16 xoffset=1 yoffset=3 xadvance=5 page=0 chnl=15\r\n"
                + "char id=0 x=70 y=2 width=8 height=10 xoffset=0 yoffset=6 xadvance=9 page=0 chnl=15\r\n"
                + "kernings count=3\r\n"
                + "kerning first=65 second=86 amount=-2\r\n"
                + "kerning first=86 second=65 amount=-1\r\n"
                + "kerning first=120 second=65 amount=-3\r\n";
        assertSameAsLibgdx(write("padded.fnt", font));
        // no space, no 'l', no 'x' and no capital: the fallbacks (the first glyph, the tallest)
        String bare = "info face=\"Bare\" size=10 padding=0,0,0,0 spacing=0,0\n"
                + "common lineHeight=12 base=9\n"
                + "page id=0 file=\"bare.png\"\n"
                + "char id=49 x=0 y=0 width=5 height=9 xoffset=0 yoffset=1 xadvance=6\n"
                + "char id=50 x=6 y=0 width=5 height=11 xoffset=0 yoffset=-1 xadvance=6\n";
        assertSameAsLibgdx(write("bare.fnt", bare));
    }

    @Test
    void aBrokenFontNamesItsFile() throws IOException {
        FileHandle broken = write("broken.fnt", "info padding=0,0,0,0\ncommon lineHeight=x base=9\n");
        GdxRuntimeException e = assertThrows(GdxRuntimeException.class, () -> new FontFile(broken));
        assertTrue(e.getMessage().contains("broken.fnt"), e.getMessage());
    }

    private FileHandle write(String name, String text) throws IOException {
        File f = temp.resolve(name).toFile();
        java.nio.file.Files.write(f.toPath(), text.getBytes(StandardCharsets.UTF_8));
        return handle(f);
    }

    private static FileHandle handle(File f) {
        return new HeadlessFileHandle(f, Files.FileType.Absolute);
    }

    private static void assertSameAsLibgdx(FileHandle file) {
        BitmapFontData libgdx = new BitmapFontData(file, false);
        FontFile ours = new FontFile(file);
        String what = file.name();
        List<Glyph> glyphs = new ArrayList<>();
        for (Glyph[] page : libgdx.glyphs) if (page != null) for (Glyph g : page) if (g != null) glyphs.add(g);
        assertTrue(glyphs.size() >= 3, what + ": glyphs read");
        assertSameFields(libgdx, ours, BitmapFontData.class, what);
        for (Glyph g : glyphs) assertSameFields(g, ours.getGlyph((char) g.id), Glyph.class, what + ", glyph " + g.id);
        for (int p = 0; p < libgdx.glyphs.length; p++) {
            for (int i = 0; libgdx.glyphs[p] != null && i < libgdx.glyphs[p].length; i++) {
                assertEquals(libgdx.glyphs[p][i] == null, ours.glyphs[p][i] == null, what + ": glyph slot " + i);
            }
            assertEquals(libgdx.glyphs[p] == null, ours.glyphs[p] == null, what + ": glyph page " + p);
        }
    }

    /** Every instance field of {@code type}: numbers and strings equal, arrays equal element by element. */
    private static void assertSameFields(Object expected, Object actual, Class<?> type, String what) {
        for (Field f : type.getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers()) || f.getName().equals("glyphs")) continue;
            f.setAccessible(true);
            try {
                Object e = f.get(expected), a = f.get(actual);
                if (e instanceof Glyph) assertSameFields(e, a, Glyph.class, what + ", " + f.getName());
                else if (e instanceof byte[][]) assertTrue(Arrays.deepEquals((byte[][]) e, (byte[][]) a), what);
                else if (e instanceof Object[])
                    assertTrue(Arrays.deepEquals((Object[]) e, (Object[]) a), what + ": " + f.getName());
                else if (e instanceof char[])
                    assertTrue(Arrays.equals((char[]) e, (char[]) a), what + ": " + f.getName());
                else if (e instanceof FileHandle) assertEquals(((FileHandle) e).path(), ((FileHandle) a).path(), what);
                else assertEquals(e, a, what + ": " + f.getName());
            } catch (IllegalAccessException ex) {
                throw new AssertionError(ex);
            }
        }
    }
}
