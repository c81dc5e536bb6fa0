package com.tiltfall.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.graphics.Pixmap.Format;
import com.badlogic.gdx.graphics.Texture.TextureFilter;
import com.badlogic.gdx.graphics.Texture.TextureWrap;
import com.badlogic.gdx.graphics.g2d.TextureAtlas.TextureAtlasData;
import com.badlogic.gdx.graphics.g2d.TextureAtlas.TextureAtlasData.Page;
import com.badlogic.gdx.graphics.g2d.TextureAtlas.TextureAtlasData.Region;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The game's atlas reader against libGDX's {@code TextureAtlasData} load, which it replaced: every page and region
 * field the same on the shipped atlas and on written ones that use what the format allows (both its forms, several
 * pages, nine-patch values, indexes that reorder the regions, rotation, line endings, blank lines).
 */
class AtlasFileTest {
    @TempDir
    Path dir;

    @Test
    void theShippedAtlasReadsAsLibGdxReadsIt() {
        FileHandle pack = new FileHandle(new File("../assets/art/sprites.atlas"));
        TextureAtlasData ours = AtlasFile.read(pack);
        same(new TextureAtlasData(pack, pack.parent(), false), ours);
        assertTrue(ours.getRegions().size > 20, "the sprites are read");
        // by hand, from the file: the regions with an index (the enemy's frames) come first, frame 0 at 299, 215
        Region first = ours.getRegions().first();
        assertEquals("enemy", first.name);
        assertEquals(0, first.index);
        assertEquals(299, first.left);
        assertEquals(215, first.top);
        assertEquals(48, first.width);
        assertEquals(40, first.height);
        assertEquals(512f, first.page.width);
        assertEquals(TextureFilter.Linear, first.page.minFilter);
    }

    @Test
    void writtenAtlasesReadAsLibGdxReadsThem() throws Exception {
        String legacy = "\nsheet.png\nsize: 64, 32\nformat: RGBA4444\nfilter: MipMapLinearLinear, Linear\n"
                + "repeat: xy\nb\n  rotate: true\n  xy: 1, 2\n  size: 3, 4\n  orig: 5, 6\n  offset: 1, 1\n"
                + "  index: 2\n a \n  rotate: false\n  xy: 7, 8\n  size: 9, 10\n  split: 1, 2, 3, 4\n"
                + "  pad: 0, 1, x, 3\n  index: 0\nc\n  xy: 0, 0\n  size: 2, 2\n  index: -1\n\nsecond.png\n"
                + "size: 8, 8\nformat: Alpha\nfilter: Nearest, Nearest\nrepeat: none\nd\n  rotate: 270\n"
                + "  xy: 1, 1\n  size: 1, 1\n  index: 1\n";
        String modern = "atlas.png\nsize:128,64\nfilter:Linear,Linear\npma:true\nrepeat:x\nhero\nbounds:1,2,30,40\n"
                + "offsets:3,4,32,48\nrotate:90\nhero\nbounds:31,2,30,40\nindex:1\nui\nbounds:0,50,10,10\n"
                + "split:2,2,2,2\npad:1,1,1,1\nextra:5,6,7,8,9\n";
        String header =
                "\n\nsize: 10, 10\nformat: RGB888\n\npage one.png\nsize: 16, 16\n r1 \n  xy: 1, 1\n  size: 2, 2\n";
        String[] atlases = {
            legacy, legacy.replace("\n", "\r\n"), legacy.replace("\n", "\r"), modern, modern + "\n\n", header, ""
        };
        for (int i = 0; i < atlases.length; i++) {
            Path file = dir.resolve("a" + i + ".atlas");
            Files.write(file, atlases[i].getBytes(StandardCharsets.UTF_8));
            FileHandle pack = new FileHandle(file.toFile());
            for (boolean flip : new boolean[] {false, true}) {
                same(new TextureAtlasData(pack, pack.parent(), flip), AtlasFile.read(atlases[i], pack.parent(), flip));
            }
        }
        // by hand, from the legacy text: indexes 0, 1, 2 first, then -1, in that order
        TextureAtlasData d = AtlasFile.read(legacy, new FileHandle(dir.toFile()), false);
        String order = "";
        for (Region r : d.getRegions()) order += r.name + r.index + " ";
        assertEquals("a0 d1 b2 c-1 ", order);
        Region b = d.getRegions().get(2);
        assertTrue(b.rotate);
        assertEquals(90, b.degrees);
        Region a = d.getRegions().get(0);
        assertEquals(9, a.originalWidth, "no orig: the size");
        assertArrayEquals(new String[] {"split", "pad"}, a.names);
        assertArrayEquals(new int[] {0, 1, 0, 3}, a.values[1], "a value that is no int is 0");
        Page sheet = d.getPages().get(0);
        assertEquals(Format.RGBA4444, sheet.format);
        assertTrue(sheet.useMipMaps);
        assertEquals(TextureWrap.Repeat, sheet.vWrap);
    }

    private static void same(TextureAtlasData expected, TextureAtlasData actual) {
        assertEquals(expected.getPages().size, actual.getPages().size);
        for (int i = 0; i < expected.getPages().size; i++) {
            Page e = expected.getPages().get(i), a = actual.getPages().get(i);
            assertEquals(e.name, a.name);
            assertEquals(e.textureFile.path(), a.textureFile.path());
            assertEquals(e.width, a.width);
            assertEquals(e.height, a.height);
            assertEquals(e.useMipMaps, a.useMipMaps);
            assertEquals(e.format, a.format);
            assertEquals(e.minFilter, a.minFilter);
            assertEquals(e.magFilter, a.magFilter);
            assertEquals(e.uWrap, a.uWrap);
            assertEquals(e.vWrap, a.vWrap);
            assertEquals(e.pma, a.pma);
        }
        assertEquals(expected.getRegions().size, actual.getRegions().size);
        for (int i = 0; i < expected.getRegions().size; i++) {
            Region e = expected.getRegions().get(i), a = actual.getRegions().get(i);
            String what = "region " + i + " " + e.name;
            assertEquals(
                    expected.getPages().indexOf(e.page, true), actual.getPages().indexOf(a.page, true), what);
            assertEquals(e.name, a.name, what);
            assertEquals(e.left, a.left, what);
            assertEquals(e.top, a.top, what);
            assertEquals(e.width, a.width, what);
            assertEquals(e.height, a.height, what);
            assertEquals(Float.floatToIntBits(e.offsetX), Float.floatToIntBits(a.offsetX), what);
            assertEquals(Float.floatToIntBits(e.offsetY), Float.floatToIntBits(a.offsetY), what);
            assertEquals(e.originalWidth, a.originalWidth, what);
            assertEquals(e.originalHeight, a.originalHeight, what);
            assertEquals(e.degrees, a.degrees, what);
            assertEquals(e.rotate, a.rotate, what);
            assertEquals(e.index, a.index, what);
            assertEquals(e.flip, a.flip, what);
            assertArrayEquals(e.names, a.names, what);
            assertEquals(e.values == null, a.values == null, what);
            if (e.values != null) for (int k = 0; k < e.values.length; k++) assertArrayEquals(e.values[k], a.values[k]);
        }
    }
}
