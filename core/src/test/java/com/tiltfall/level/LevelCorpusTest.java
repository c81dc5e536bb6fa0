package com.tiltfall.level;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.Texture;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The broken-and-odd corpus: maps a designer (or a damaged disk, or a careless script) can produce, each made from
 * shipped level 1 or written out here, each with the EXACT problems the designer is shown, or proof that it loads
 * as intended. For every one: nothing but a {@link LevelException} escapes, the load finishes within seconds (no
 * hang, no out-of-memory), and a load with graphics makes and leaves no texture behind when it fails.
 */
class LevelCorpusTest {
    @TempDir
    static Path dir;

    static String level1;
    static LevelLoader loader;
    static int cases;

    @BeforeAll
    static void start() throws Exception {
        LevelTestSupport.fakeGl();
        Path levels = Paths.get("../assets/levels");
        // the first version of level 1 (50 m), frozen: the cases below edit its exact text; the shipped level moves on
        level1 = new String(
                Files.readAllBytes(Paths.get("src/test/resources/levels/corpus/first-slopes-v1.tmx")),
                StandardCharsets.UTF_8);
        Files.copy(levels.resolve("tiles.tsx"), dir.resolve("tiles.tsx"));
        Files.copy(levels.resolve("tiles.png"), dir.resolve("tiles.png"));
        loader = new LevelLoader(path -> Gdx.files.absolute(path));
        // registers this application's managed-texture list, so that counting textures works from the start
        new Texture(Gdx.files.absolute(dir.resolve("tiles.png").toString())).dispose();
    }

    // ------------------------------------------------------------------------------------------------ helpers

    static String path(String name) {
        return dir.resolve(name).toString();
    }

    static String write(String name, byte[] bytes) throws Exception {
        Files.write(dir.resolve(name), bytes);
        return path(name);
    }

    static String write(String name, String text) throws Exception {
        return write(name, text.getBytes(StandardCharsets.UTF_8));
    }

    /** Level 1 with one literal piece replaced (which must be there). */
    static String level1(String from, String to) {
        assertTrue(level1.contains(from), "level 1 has " + from);
        return level1.replace(from, to);
    }

    /** Problems (without the file prefix) of a data-only load and of a graphics load; both must agree. */
    static List<String> problems(String file) {
        cases++;
        List<String> data = assertTimeout(Duration.ofSeconds(20), () -> load(file, false));
        int textures = Texture.getNumManagedTextures();
        List<String> graphics = assertTimeout(Duration.ofSeconds(20), () -> load(file, true));
        if (!graphics.isEmpty()) {
            assertEquals(textures, Texture.getNumManagedTextures(), "a failed load left textures behind: " + file);
        }
        assertEquals(data, graphics, "data-only and graphics loads disagree on " + file);
        return data;
    }

    private static List<String> load(String file, boolean graphics) {
        List<String> out = new ArrayList<>();
        try {
            LevelData d = loader.load(file, graphics);
            if (d.map != null) d.map.dispose();
        } catch (LevelException e) {
            for (LevelProblem p : e.problems) {
                String s = p.toString();
                assertTrue(s.startsWith(file + ": "), s);
                out.add(s.substring(file.length() + 2));
            }
        } catch (Throwable t) {
            fail("escaped from the loader on " + file + ": " + t, t);
        }
        return out;
    }

    static void expect(String file, String... expected) {
        assertEquals(List.of(expected), problems(file), file);
    }

    static LevelData loads(String file) {
        assertEquals(List.of(), problems(file), file);
        return loader.loadData(file);
    }

    static EntityData named(LevelData d, String name) {
        for (EntityData e : d.entities) {
            if (e.name.equals(name)) return e;
        }
        fail("no entity " + name);
        return null;
    }

    static final String FIX = "; correct it in Tiled (or in a text editor)";

    // ------------------------------------------------------------------------------------------- the file itself

    @Test
    void emptyFiles() throws Exception {
        expect(write("empty.tmx", ""), "the file is empty (0 bytes); save the map again in Tiled");
        expect(
                write("blank.tmx", "  \n\r\n\t "),
                "the file is empty (only spaces and line breaks); save the map again in Tiled");
    }

    @Test
    void byteOrderMarkIsAcceptedAndDropped() throws Exception {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        b.write(new byte[] {(byte) 0xef, (byte) 0xbb, (byte) 0xbf});
        b.write(level1.getBytes(StandardCharsets.UTF_8));
        LevelData d = loads(write("bom.tmx", b.toByteArray()));
        assertEquals("First Slopes", d.title);
        assertEquals(11, d.entities.size); // spawn, goal, 6 coins, 3 gems
    }

    @Test
    void utf16IsNamed() throws Exception {
        String message = "the file is UTF-16 text; save it as UTF-8 (Tiled always writes UTF-8: save it from Tiled,"
                + " or choose UTF-8 when saving in your text editor)";
        ByteArrayOutputStream le = new ByteArrayOutputStream();
        le.write(new byte[] {(byte) 0xff, (byte) 0xfe});
        le.write(level1.getBytes(StandardCharsets.UTF_16LE));
        expect(write("utf16le.tmx", le.toByteArray()), message);
        expect(write("utf16be-no-bom.tmx", level1.getBytes(StandardCharsets.UTF_16BE)), message);
    }

    @Test
    void latin1IsNotUtf8() throws Exception {
        String text = level1("value=\"First Slopes\"", "value=\"Caf\u00e9\"");
        expect(
                write("latin1.tmx", text.getBytes(StandardCharsets.ISO_8859_1)),
                "the file is not UTF-8 text: byte 0xE9 on line 4, column 36 is not valid UTF-8; save the file as"
                        + " UTF-8 (Tiled always does)");
    }

    @Test
    void notAMapAtAll() throws Exception {
        expect(
                write("abc.tmx", "abc\ndef"),
                "not a Tiled map: the file starts with \"abc\"; a level is a .tmx (XML, starting with <) or a .tmj"
                        + " (JSON, starting with {) saved by Tiled");
        String tileset = new String(Files.readAllBytes(dir.resolve("tiles.tsx")), StandardCharsets.UTF_8);
        expect(
                write("a-tileset.tmx", tileset),
                "not a Tiled map: the root element is <tileset>, expected <map> (this is a tileset: open the map that"
                        + " uses it)");
    }

    @Test
    void truncatedXml() throws Exception {
        String cut = level1.substring(0, level1.indexOf("<objectgroup id=\"5\""));
        // the fault is where the text ends: its line, and the column after the last line's characters
        int line = 1 + (int) cut.chars().filter(c -> c == '\n').count();
        int column = cut.length() - cut.lastIndexOf('\n');
        expect(
                write("truncated.tmx", cut),
                "is not valid XML: line " + line + ", column " + column
                        + ": the file ends inside <map>: a </map> is missing; open it in a text editor and fix that"
                        + " line");
    }

    @Test
    void fileOverTheSizeLimit() throws Exception {
        StringBuilder sb = new StringBuilder(level1.replace("</map>", "<!-- "));
        while (sb.length() < 9 * 1024 * 1024) sb.append("padding padding padding padding padding padding\n");
        sb.append("--></map>\n");
        String f = write("huge-file.tmx", sb.toString());
        expect(
                f,
                "the file is " + LevelLimits.bytes(Files.size(dir.resolve("huge-file.tmx")))
                        + "; the limit is 8 MB (a level map is normally well under 1 MB): check the map size in Map >"
                        + " Resize Map");
    }

    // ----------------------------------------------------------------------------------------------- entities

    @Test
    void numberedCharacterReferencesAreDecoded() throws Exception {
        LevelData d = loads(write("entity.tmx", level1("value=\"First Slopes\"", "value=\"Caf&#233; &#x1F600;\"")));
        assertEquals("Caf\u00e9 \ud83d\ude00", d.title);
        expect(
                write("unknown-entity.tmx", level1("value=\"First Slopes\"", "value=\"Caf&eacute;\"")),
                "unknown XML entity \"&eacute;\"; write the character itself (the file is UTF-8)");
    }

    // ------------------------------------------------------------------------------------------------ numbers

    @Test
    void abcInAPointNamesTheAttributeAndLayer() throws Exception {
        expect(
                write(
                        "x-abc.tmx",
                        level1("name=\"start\" type=\"player\" x=\"64\"", "name=\"start\" type=\"player\" x=\"abc\"")),
                "object 5 \"start\": attribute \"x\" in layer \"entities\" is \"abc\", which is not a number" + FIX);
    }

    @Test
    void abcInARotation() throws Exception {
        expect(
                write(
                        "rotation-abc.tmx",
                        level1("name=\"exit\" type=\"goal\"", "name=\"exit\" type=\"goal\" rotation=\"abc\"")),
                "object 6 \"exit\": attribute \"rotation\" in layer \"entities\" is \"abc\", which is not a number"
                        + FIX);
    }

    @Test
    void abcInALayerOpacity() throws Exception {
        expect(
                write(
                        "opacity-abc.tmx",
                        level1(
                                "<objectgroup id=\"5\" name=\"entities\"",
                                "<objectgroup id=\"5\" name=\"entities\" opacity=\"abc\"")),
                "layer \"entities\": attribute \"opacity\" is \"abc\", which is not a number" + FIX);
    }

    @Test
    void abcInAPolygonPoint() throws Exception {
        expect(
                write("polygon-abc.tmx", level1("points=\"0,0 128,-64 128,0\"", "points=\"0,0 abc,-64 128,0\"")),
                "object 2 \"ramp\": polygon point 1 (\"abc,-64\") in layer \"terrain\" is not a pair of numbers x,y"
                        + FIX);
        expect(
                write("polygon-no-comma.tmx", level1("points=\"0,0 128,-64 128,0\"", "points=\"0,0 128 128,0\"")),
                "object 2 \"ramp\": polygon point 1 (\"128\") in layer \"terrain\" is not a pair of numbers x,y" + FIX);
    }

    @Test
    void abcInMapSize() throws Exception {
        expect(
                write("tilewidth-abc.tmx", level1("tilewidth=\"32\"", "tilewidth=\"abc\"")),
                "map attribute \"tilewidth\" is \"abc\", which is not a whole number" + FIX);
    }

    @Test
    void abcInAGid() throws Exception {
        expect(
                write(
                        "gid-abc.tmx",
                        level1(
                                "</map>",
                                " <objectgroup id=\"9\" name=\"notes\">\n  <object id=\"40\" name=\"tree\" gid=\"abc\" x=\"0\" y=\"32\" width=\"32\" height=\"32\"/>\n </objectgroup>\n</map>")),
                "object 40 \"tree\": attribute \"gid\" in layer \"notes\" is \"abc\", which is not a whole number"
                        + FIX);
    }

    @Test
    void hugeCoordinatesAreOutsideTheMap() throws Exception {
        expect(
                write(
                        "1e30.tmx",
                        level1("name=\"coin 1\" type=\"coin\" x=\"248\"", "name=\"coin 1\" type=\"coin\" x=\"1e30\"")),
                "object 7 \"coin 1\": is outside the map bounds: the coin spans x 3.125E28..3.125E28 m,"
                        + " y 5.95..6.45 m; the map is 0..50 x 0..20 m");
    }

    @Test
    void rotationOfABillionDegreesLoadsAtTheRightAngle() throws Exception {
        // 1e9 degrees = 2,777,777 turns + 280 degrees; a float angle in radians would be tens of degrees off
        String f = write(
                "rotation-1e9.tmx",
                level1("name=\"exit\" type=\"goal\"", "name=\"exit\" type=\"goal\" rotation=\"1e9\""));
        String g = write(
                "rotation-280.tmx",
                level1("name=\"exit\" type=\"goal\"", "name=\"exit\" type=\"goal\" rotation=\"280\""));
        // both are rotated off the map's right edge the same way
        assertEquals(problems(g), problems(f));
        String c = write(
                "coin-1e9.tmx",
                level1("name=\"coin 3\" type=\"coin\"", "name=\"coin 3\" type=\"coin\" rotation=\"1000000000\""));
        String c280 = write(
                "coin-280.tmx",
                level1("name=\"coin 3\" type=\"coin\"", "name=\"coin 3\" type=\"coin\" rotation=\"280\""));
        EntityData a = named(loads(c), "coin 3"), b = named(loads(c280), "coin 3");
        assertEquals("coin 3", a.name);
        assertEquals(b.angle, a.angle);
        assertEquals(b.x, a.x);
        assertEquals(b.y, a.y);
        assertEquals(TiledCoordinates.angle(280f), a.angle);
    }

    // ----------------------------------------------------------------------------------------------- objects

    @Test
    void duplicateObjectIds() throws Exception {
        expect(
                write(
                        "duplicate-id.tmx",
                        level1("<object id=\"8\" name=\"coin 2\"", "<object id=\"7\" name=\"coin 2\"")),
                "object 7 \"coin 2\": duplicate object id 7 (object \"coin 1\" in layer \"entities\" has it too); every"
                        + " object needs its own id: give this one an unused id (and raise the map's nextobjectid), or"
                        + " copy and paste it in Tiled, which numbers the copy");
    }

    @Test
    void classTypedCustomProperty() throws Exception {
        expect(
                write(
                        "class-property.tmx",
                        level1(
                                "<object id=\"6\" name=\"exit\" type=\"goal\" x=\"1472\" y=\"352\" width=\"96\" height=\"160\"/>",
                                "<object id=\"6\" name=\"exit\" type=\"goal\" x=\"1472\" y=\"352\" width=\"96\" height=\"160\">\n"
                                        + "   <properties>\n    <property name=\"stats\" type=\"class\" propertytype=\"Stats\">\n"
                                        + "     <properties><property name=\"hp\" type=\"int\" value=\"3\"/></properties>\n"
                                        + "    </property>\n   </properties>\n  </object>")),
                "object 6 \"exit\": property \"stats\" is a class property (of the custom class \"Stats\"); the game"
                        + " reads only bool, int, float and string properties: remove it, or use plain properties");
    }

    @Test
    void ellipseGoalIsNotItsBoundingBox() throws Exception {
        expect(
                write(
                        "ellipse-goal.tmx",
                        level1(
                                "<object id=\"6\" name=\"exit\" type=\"goal\" x=\"1472\" y=\"352\" width=\"96\" height=\"160\"/>",
                                "<object id=\"6\" name=\"exit\" type=\"goal\" x=\"1472\" y=\"352\" width=\"96\" height=\"160\">\n   <ellipse/>\n  </object>")),
                "object 6 \"exit\": a goal must be a rectangle, not an ellipse (the game would use its bounding box):"
                        + " draw it with the rectangle tool");
    }

    @Test
    void tiled19ClassAttributeAndTiled18TypeBothRead() throws Exception {
        LevelData viaType = loads(write("type-form.tmx", level1));
        LevelData viaClass =
                loads(write("class-form.tmx", level1.replaceAll(" type=\"(player|goal|coin)\"", " class=\"$1\"")));
        assertEquals(viaType.entities.size, viaClass.entities.size);
        for (int i = 0; i < viaType.entities.size; i++) {
            assertEquals(viaType.entities.get(i).type, viaClass.entities.get(i).type);
        }
    }

    @Test
    void tooManyPointsInOnePolygon() throws Exception {
        StringBuilder pts = new StringBuilder("0,0");
        for (int i = 1; i < 300; i++) pts.append(' ').append(i).append(",-").append(i % 2);
        expect(
                write("300-points.tmx", level1("points=\"0,0 128,-64 128,0\"", "points=\"" + pts + "\"")),
                "object 2 \"ramp\": the polygon has 300 points; the limit is 256: split it into several objects");
    }

    @Test
    void missingTemplate() throws Exception {
        expect(
                write(
                        "template.tmx",
                        level1(
                                "<object id=\"8\" name=\"coin 2\" type=\"coin\"",
                                "<object id=\"8\" template=\"coin.tx\" name=\"coin 2\" type=\"coin\"")),
                "object 8 \"coin 2\": template \"coin.tx\" not found (looked for " + path("coin.tx") + ")");
    }

    // ---------------------------------------------------------------------------------------- respawn points

    /** Level 1 with one more object at the end of its entities layer. */
    static String level1With(String object) {
        return level1("  </object>\n </objectgroup>\n</map>", "  </object>\n  " + object + "\n </objectgroup>\n</map>");
    }

    @Test
    void aCheckpointInTheRockIsRefused() throws Exception {
        // "finish" is the box x 45..50, y 0..4 m; this flag's base is at y 2.49 (Tiled top 496.32 px = 4.49 m), the
        // hero's box (centre 0.46 m above the base) spans y 2.5..3.4: out upwards 1.5 m, downwards 3.4, sideways 1.95
        expect(
                write(
                        "checkpoint-in-rock.tmx",
                        level1With("<object id=\"16\" name=\"flag\" type=\"checkpoint\" x=\"1472\" y=\"496.32\""
                                + " width=\"32\" height=\"64\"/>")),
                "object 16 \"flag\": checkpoint at (46.5, 3.49 m): the hero would respawn inside the ground (its 0.9 m"
                        + " box, centre (46.5, 2.95 m), overlaps terrain object 3 \"finish\" by 1.5 m); move the"
                        + " checkpoint up at least 1.5 m so the hero's box is above the ground");
        // the same flag standing on the box (base at 4 m: Tiled top 4 + 2 m = 6 m = 448 px) is fine
        loads(write(
                "checkpoint-on-rock.tmx",
                level1With("<object id=\"16\" name=\"flag\" type=\"checkpoint\" x=\"1472\" y=\"448\" width=\"32\""
                        + " height=\"64\"/>")));
    }

    @Test
    void thousandsOfCheckpointsInTheRockAreReportedQuickly() throws Exception {
        // each one named; only the first 32 get the lift search (a broken map must not make the check slow)
        StringBuilder flags = new StringBuilder();
        int n = 3000;
        for (int i = 0; i < n; i++) {
            flags.append("<object id=\"")
                    .append(100 + i)
                    .append("\" type=\"checkpoint\" x=\"")
                    .append(1440 + i % 120)
                    .append("\" y=\"560\" width=\"32\" height=\"64\"/>\n");
        }
        List<String> ps = problems(write("many-flags.tmx", level1With(flags.toString())));
        assertEquals(n, ps.size());
        for (int i = 0; i < n; i++) {
            String p = ps.get(i);
            assertTrue(p.startsWith("object " + (100 + i) + ": checkpoint at ("), p);
            assertEquals(i < 32, p.contains(" up at least "), p);
        }
    }

    @Test
    void aCheckpointWithNoSizeIsRefused() throws Exception {
        // a rectangle drawn without dragging: the game used to make it a 1 x 2 m flag without a word
        expect(
                write(
                        "checkpoint-0x0.tmx",
                        level1With("<object id=\"16\" name=\"flag\" type=\"checkpoint\" x=\"320\" y=\"400\"/>")),
                "object 16 \"flag\": a checkpoint needs an area: draw it as a rectangle with both sides > 0 (it is 0 x"
                        + " 0 px)");
    }

    @Test
    void theWorldIsAnIntFromOneToTwo() throws Exception {
        String limit = "<property name=\"timeLimit\" type=\"float\" value=\"120\"/>";
        for (String ok : new String[] {"1", "2", "3", "4"}) {
            loads(write(
                    "world-" + ok + ".tmx",
                    level1(limit, limit + "<property name=\"world\" type=\"int\" value=\"" + ok + "\"/>")));
        }
        String[][] bad = {
            {"type=\"int\" value=\"5\"", "property \"world\" is 5; it must be between 1 and 4"},
            {"type=\"int\" value=\"0\"", "property \"world\" is 0; it must be between 1 and 4"},
            {
                "value=\"two\"",
                "property \"world\" must be an int, but it is a string (two); set its type to int in Tiled"
            },
            {"value=\"2\"", "property \"world\" must be an int, but it is a string (2); set its type to int in Tiled"},
            {
                "type=\"float\" value=\"2\"",
                "property \"world\" must be an int, but it is a float (2.0); set its type to int in Tiled"
            },
            {
                "type=\"float\" value=\"1.5\"",
                "property \"world\" must be an int, but it is a float (1.5); set its type to int in Tiled"
            },
            {"type=\"int\" value=\"1.5\"", "property \"world\" has the value \"1.5\", which is not a valid int"},
        };
        for (int i = 0; i < bad.length; i++) {
            expect(
                    write(
                            "world-bad-" + i + ".tmx",
                            level1(limit, limit + "<property name=\"world\" " + bad[i][0] + "/>")),
                    bad[i][1]);
        }
    }

    // ------------------------------------------------------------------------------------------------ limits

    @Test
    void aMapOfTenThousandByTenThousandTilesIsRefusedBeforeAnythingIsAllocated() throws Exception {
        String header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<map version=\"1.10\" orientation=\"orthogonal\""
                + " width=\"10000\" height=\"10000\" tilewidth=\"32\" tileheight=\"32\" infinite=\"0\">\n"
                + " <layer id=\"1\" name=\"ground\" width=\"10000\" height=\"10000\">\n  <data encoding=\"base64\">"
                + "AAAAAA==</data>\n </layer>\n</map>\n";
        expect(
                write("10000x10000.tmx", header),
                "the map is 10000 x 10000 tiles; the limit is 4096 tiles on a side and 1000000 tiles in all (e.g. 2000"
                        + " x 500): make it smaller in Map > Resize Map");
        expect(
                write(
                        "3000x3000.tmx",
                        level1("width=\"50\" height=\"20\" tilewidth", "width=\"3000\" height=\"3000\" tilewidth")),
                "the map is 3000 x 3000 tiles; the limit is 4096 tiles on a side and 1000000 tiles in all (e.g. 2000"
                        + " x 500): make it smaller in Map > Resize Map");
    }

    @Test
    void groupsNestedTwoThousandDeep() throws Exception {
        StringBuilder open = new StringBuilder(), close = new StringBuilder();
        for (int i = 1; i <= 2000; i++) {
            open.append("<group id=\"")
                    .append(100 + i)
                    .append("\" name=\"g")
                    .append(i)
                    .append("\">");
            close.append("</group>");
        }
        expect(
                write(
                        "deep-groups.tmx",
                        level1(
                                "</map>",
                                open + "<layer id=\"99\" name=\"deep\" width=\"50\" height=\"20\"/>" + close
                                        + "\n</map>")),
                "group layers are nested more than 10 deep (group \"g11\" is at depth 11); move the layers out of the"
                        + " inner groups");
    }

    @Test
    void otherDeepNesting() throws Exception {
        StringBuilder open = new StringBuilder(), close = new StringBuilder();
        for (int i = 0; i < 5000; i++) {
            open.append("<properties>");
            close.append("</properties>");
        }
        expect(
                write("deep-xml.tmx", level1("</map>", open.toString() + close + "\n</map>")),
                "the file is nested more than 32 levels deep (at <properties>); Tiled never writes that: the file is"
                        + " damaged, save the map again from Tiled");
    }

    @Test
    void tooManyObjects() throws Exception {
        StringBuilder notes = new StringBuilder(" <objectgroup id=\"9\" name=\"notes\">\n");
        for (int i = 0; i < 10001; i++) {
            notes.append("  <object id=\"").append(100 + i).append("\" x=\"1\" y=\"1\"><point/></object>\n");
        }
        expect(
                write("many-objects.tmx", level1("</map>", notes + " </objectgroup>\n</map>")),
                "the map has 10016 objects; the limit is 10000: split the level into several"); // level 1's 15 + 10001
    }

    // --------------------------------------------------------------------------------------- tilesets, images

    @Test
    void missingTilesetFile() throws Exception {
        expect(
                write("no-tsx.tmx", level1("source=\"tiles.tsx\"", "source=\"nope.tsx\"")),
                "tileset \"nope.tsx\" not found (looked for " + path("nope.tsx")
                        + "); put it there or fix the path in Tiled (Map > Replace Tileset)");
    }

    @Test
    void missingTilesetImage() throws Exception {
        write(
                "no-image.tsx",
                "<?xml version=\"1.0\"?>\n<tileset name=\"broken\" tilewidth=\"32\" tileheight=\"32\""
                        + " tilecount=\"16\" columns=\"8\">\n <image source=\"nope.png\" width=\"256\" height=\"64\"/>\n</tileset>\n");
        expect(
                write("no-image.tmx", level1("source=\"tiles.tsx\"", "source=\"no-image.tsx\"")),
                "tileset \"broken\": image \"nope.png\" not found (looked for " + path("nope.png")
                        + "); put the image there or fix the path in Tiled");
    }

    @Test
    void imagesThatAreNotImages() throws Exception {
        write("text.png", "this is not an image");
        write(
                "text.tsx",
                "<tileset name=\"t\" tilewidth=\"32\" tileheight=\"32\"><image source=\"text.png\"/></tileset>");
        expect(
                write("text-image.tmx", level1("source=\"tiles.tsx\"", "source=\"text.tsx\"")),
                "tileset \"t\": image \"text.png\" is not a PNG, JPEG or BMP image; export it as PNG");
        byte[] png = Files.readAllBytes(dir.resolve("tiles.png"));
        byte[] cut = java.util.Arrays.copyOf(png, 60); // a real header, then nothing
        write("cut.png", cut);
        write(
                "cut.tsx",
                "<tileset name=\"c\" tilewidth=\"32\" tileheight=\"32\"><image source=\"cut.png\"/></tileset>");
        List<String> ps = problems(write("cut-image.tmx", level1("source=\"tiles.tsx\"", "source=\"cut.tsx\"")));
        assertEquals(1, ps.size(), ps.toString());
        assertTrue(ps.get(0).startsWith("tileset \"c\": image \"cut.png\" cannot be decoded ("), ps.get(0));
        assertTrue(ps.get(0).endsWith("); save it again as PNG"), ps.get(0));
        byte[] huge = png.clone();
        huge[16] = 0;
        huge[17] = 0;
        huge[18] = 0x4e;
        huge[19] = 0x20; // width 20000
        write("huge.png", huge);
        write(
                "huge.tsx",
                "<tileset name=\"h\" tilewidth=\"32\" tileheight=\"32\"><image source=\"huge.png\"/></tileset>");
        int height =
                ((huge[20] & 0xff) << 24) | ((huge[21] & 0xff) << 16) | ((huge[22] & 0xff) << 8) | (huge[23] & 0xff);
        expect(
                write("huge-image.tmx", level1("source=\"tiles.tsx\"", "source=\"huge.tsx\"")),
                "tileset \"h\": image \"huge.png\" is 20000 x " + height + " px; the limit is 4096 x 4096 px");
    }

    @Test
    void zeroSizedTilesWouldLoopForever() throws Exception {
        write(
                "zero.tsx",
                "<tileset name=\"z\" tilewidth=\"0\" tileheight=\"32\"><image source=\"tiles.png\"/></tileset>");
        expect(
                write("zero-tiles.tmx", level1("source=\"tiles.tsx\"", "source=\"zero.tsx\"")),
                "tileset \"zero.tsx\": tiles are 0 x 32 px; they must be 1 to 1024 px on a side");
    }

    @Test
    void jsonTilesetInAnXmlMap() throws Exception {
        write(
                "tiles.tsj",
                "{\"type\":\"tileset\",\"name\":\"tiles\",\"tilewidth\":32,\"tileheight\":32,\"image\":\"tiles.png\"}");
        expect(
                write("tsj.tmx", level1("source=\"tiles.tsx\"", "source=\"tiles.tsj\"")),
                "tileset \"tiles.tsj\" is a JSON tileset; a .tmx map needs a .tsx one: open the tileset in Tiled, File"
                        + " > Export As... .tsx, then Map > Replace Tileset (or save the map as .tmj)");
    }

    // ------------------------------------------------------------------------------------------------ layers

    @Test
    void tileLayerWithTooFewTiles() throws Exception {
        String sky = level1.substring(level1.indexOf("<layer id=\"1\""), level1.indexOf("<layer id=\"2\""));
        String shorter = sky.replaceFirst("\n0,0,0,9,10,[0-9,]*", "");
        expect(
                write("short-layer.tmx", level1.replace(sky, shorter)),
                "tile layer \"sky\" has 950 tiles in its data, but it is 50 x 20 = 1000 tiles; save the map again in"
                        + " Tiled");
        expect(
                write("csv-letters.tmx", level1.replace(sky, sky.replaceFirst("0,0,0,9,10", "0,0,0,x,10"))),
                "tile layer \"sky\" has \"x\" in its CSV data, where only tile numbers belong; save the map again in"
                        + " Tiled");
        expect(
                write("layer-size.tmx", level1("name=\"sky\" width=\"50\"", "name=\"sky\" width=\"40\"")),
                "tile layer \"sky\" is 40 x 20 tiles, but the map is 50 x 20; resize the map in Tiled (Map > Resize"
                        + " Map resizes every layer)");
        expect(
                write(
                        "zlib.tmx",
                        level1.replace(
                                sky,
                                "<layer id=\"1\" name=\"sky\" width=\"50\" height=\"20\">\n  <data encoding=\"base64\" compression=\"zlib\">eJztwTEBAAAAwqD1T20ND6AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAB4GA+gAAE=</data>\n </layer>\n ")),
                "tile layer \"sky\" is compressed (zlib); the browser build needs CSV or uncompressed base64");
    }

    @Test
    void groupLayers() throws Exception {
        String sky = level1.substring(level1.indexOf("<layer id=\"1\""), level1.indexOf("<layer id=\"2\""));
        // tile layers in groups are drawn: fine
        loads(write(
                "tiles-in-group.tmx",
                level1.replace(sky, "<group id=\"20\" name=\"background\">" + sky + "</group>\n ")));
        // gameplay object layers in groups are reported
        String entities = level1.substring(level1.indexOf("<objectgroup id=\"5\""), level1.indexOf("</map>"));
        expect(
                write(
                        "entities-in-group.tmx",
                        level1.replace(entities, "<group id=\"20\" name=\"world\">" + entities + "</group>\n")),
                "object layer \"entities\" is inside the group layer \"world\"; the game reads object layers only at"
                        + " the top level: drag it out of the group in Tiled's Layers panel",
                "missing object layer \"entities\"");
    }

    @Test
    void infiniteMap() throws Exception {
        expect(
                write("infinite.tmx", level1("infinite=\"0\"", "infinite=\"1\"")),
                "the map is infinite; switch off Map > Map Properties > Infinite (fixed size maps only)");
    }

    // --------------------------------------------------------------------------------------------------- TMJ

    static String tmj(String entitiesExtra, String playerXY) {
        StringBuilder data = new StringBuilder();
        for (int i = 0; i < 80; i++) data.append(i == 0 ? "" : ",").append(i == 75 ? 3 : 0);
        return "{ \"type\":\"map\", \"version\":\"1.10\", \"orientation\":\"orthogonal\", \"infinite\":false,\n"
                + "  \"width\":10, \"height\":8, \"tilewidth\":32, \"tileheight\":32,\n"
                + "  \"properties\":[{\"name\":\"title\", \"type\":\"string\", \"value\":\"Json\"},"
                + " {\"name\":\"timeLimit\", \"type\":\"float\", \"value\":60}],\n"
                + "  \"tilesets\":[{\"firstgid\":1, \"source\":\"tiles.tsx\"}],\n"
                + "  \"layers\":[\n"
                + "   {\"type\":\"tilelayer\", \"id\":1, \"name\":\"ground\", \"width\":10, \"height\":8, \"data\":["
                + data + "]},\n"
                + "   {\"type\":\"objectgroup\", \"id\":2, \"name\":\"terrain\", \"objects\":[\n"
                + "     {\"id\":1, \"name\":\"floor\", \"x\":0, \"y\":192, \"width\":320, \"height\":64, \"rotation\":0},\n"
                + "     {\"id\":4, \"name\":\"bump\", \"x\":96, \"y\":192, \"polygon\":[{\"x\":0,\"y\":0},{\"x\":32,\"y\":-16},{\"x\":64,\"y\":0}]}]},\n"
                + "   {\"type\":\"objectgroup\", \"id\":3, \"name\":\"entities\", \"objects\":[\n"
                + "     {\"id\":2, \"name\":\"start\", \"class\":\"player\", " + playerXY + ", \"point\":true},\n"
                + "     {\"id\":3, \"name\":\"exit\", \"type\":\"goal\", \"x\":256, \"y\":128, \"width\":32, \"height\":64}"
                + entitiesExtra + "]}\n"
                + "  ]\n}\n";
    }

    @Test
    void jsonMapsLoadLikeXmlMaps() throws Exception {
        String f = write("ok.tmj", tmj("", "\"x\":48, \"y\":176"));
        LevelData d = loads(f);
        assertEquals("Json", d.title);
        assertEquals(60f, d.timeLimit);
        assertEquals(10f, d.width);
        assertEquals("player", d.entities.get(0).type); // Tiled 1.9's "class"
        assertEquals(1.5f, d.entities.get(0).x);
        assertEquals(2.5f, d.entities.get(0).y);
        assertEquals("goal", d.entities.get(1).type);
        assertEquals(1 + 1, d.terrain.size); // the floor; the bump is one convex piece
        // with graphics: the .tsx tileset of a JSON map draws
        LevelData g = loader.load(f);
        assertTrue(g.map.getTileSets().getTile(3) != null, "tile 3 from tiles.tsx");
        g.map.dispose();
    }

    @Test
    void jsonMapProblemsUseTheSameMessages() throws Exception {
        expect(
                write("x-abc.tmj", tmj("", "\"x\":\"abc\", \"y\":176")),
                "object 2 \"start\": attribute \"x\" in layer \"entities\" is \"abc\", which is not a number" + FIX);
        expect(
                write(
                        "dup.tmj",
                        tmj(
                                ",\n {\"id\":3, \"name\":\"exit 2\", \"type\":\"goal\", \"x\":200, \"y\":128, \"width\":32, \"height\":64}",
                                "\"x\":48, \"y\":176")),
                "object 3 \"exit 2\": duplicate object id 3 (object \"exit\" in layer \"entities\" has it too); every"
                        + " object needs its own id: give this one an unused id (and raise the map's nextobjectid), or"
                        + " copy and paste it in Tiled, which numbers the copy");
        expect(
                write(
                        "ellipse-goal.tmj",
                        tmj(
                                ",\n {\"id\":9, \"name\":\"round\", \"type\":\"goal\", \"x\":200, \"y\":128, \"width\":32, \"height\":64, \"ellipse\":true}",
                                "\"x\":48, \"y\":176")),
                "object 9 \"round\": a goal must be a rectangle, not an ellipse (the game would use its bounding box):"
                        + " draw it with the rectangle tool");
        expect(
                write(
                        "class-prop.tmj",
                        tmj(
                                ",\n {\"id\":9, \"name\":\"c\", \"type\":\"coin\", \"x\":200, \"y\":100, \"point\":true, \"properties\":[{\"name\":\"stats\", \"type\":\"class\", \"propertytype\":\"Stats\", \"value\":{\"hp\":3}}]}",
                                "\"x\":48, \"y\":176")),
                "object 9 \"c\": property \"stats\" is a class property (of the custom class \"Stats\"); the game"
                        + " reads only bool, int, float and string properties: remove it, or use plain properties");
        expect(write("empty.tmj", ""), "the file is empty (0 bytes); save the map again in Tiled");
    }

    @Test
    void jsonMapsReadJsonTilesetsAndTemplates() throws Exception {
        // the .tmj goes through the .tmx reader: its .tsj tileset and .tj template are converted on the way
        write(
                "json-tiles.tsj",
                "{\"type\":\"tileset\",\"name\":\"tiles\",\"tilewidth\":64,\"tileheight\":64,\"spacing\":4,"
                        + "\"margin\":2,\"columns\":8,\"tilecount\":16,\"image\":\"tiles.png\",\"imagewidth\":544,"
                        + "\"imageheight\":136}"); // as tiles.tsx
        write("coin.tj", "{\"type\":\"template\",\"object\":{\"type\":\"coin\",\"point\":true,\"name\":\"tc\"}}");
        String f = write(
                "tsj-template.tmj",
                tmj(",\n {\"id\":9, \"template\":\"coin.tj\", \"x\":200, \"y\":96}", "\"x\":48, \"y\":176")
                        .replace("tiles.tsx", "json-tiles.tsj"));
        LevelData d = loads(f);
        EntityData coin = named(d, "tc");
        assertEquals("coin", coin.type);
        assertEquals(200.0 / 32, coin.x, 1e-6);
        assertEquals(8 - 96.0 / 32, coin.y, 1e-6); // the map is 8 tiles high, y up
        LevelData g = loader.load(f);
        assertTrue(g.map.getTileSets().getTile(3) != null, "tile 3 from the .tsj");
        g.map.dispose();
    }

    @Test
    void jsonBase64TileLayerAsTiledWritesIt() throws Exception {
        // Tiled writes "compression": "" for uncompressed base64; 10 x 8 tiles of 4 bytes, tile 3 at the start
        byte[] tiles = new byte[10 * 8 * 4];
        tiles[0] = 3;
        String base64 = java.util.Base64.getEncoder().encodeToString(tiles);
        String text = tmj("", "\"x\":48, \"y\":176");
        String csv = text.substring(text.indexOf("\"data\":["), text.indexOf("]}", text.indexOf("\"data\":[")) + 1);
        String f = write(
                "base64.tmj",
                text.replace(csv, "\"encoding\":\"base64\", \"compression\":\"\", \"data\":\"" + base64 + "\""));
        loads(f);
        LevelData g = loader.load(f);
        com.badlogic.gdx.maps.tiled.TiledMapTileLayer ground = (com.badlogic.gdx.maps.tiled.TiledMapTileLayer)
                g.map.getLayers().get("ground");
        assertEquals(3, ground.getCell(0, 7).getTile().getId()); // the first tile is the top-left one (y up)
        g.map.dispose();
    }

    @Test
    void brokenJson() throws Exception {
        List<String> ps = problems(write("broken.tmj", "{ \"type\":\"map\", \"width\": 10,"));
        assertEquals(1, ps.size(), ps.toString());
        assertTrue(ps.get(0).startsWith("is not valid JSON: "), ps.get(0));
        assertTrue(ps.get(0).endsWith("; open it in a text editor and fix that line"), ps.get(0));
        expect(
                write(
                        "big.tmj",
                        "{\"type\":\"map\",\"width\":10000,\"height\":10000,\"tilewidth\":32,\"tileheight\":32,\"layers\":[]}"),
                "the map is 10000 x 10000 tiles; the limit is 4096 tiles on a side and 1000000 tiles in all (e.g. 2000"
                        + " x 500): make it smaller in Map > Resize Map");
        StringBuilder deep = new StringBuilder(
                "{\"type\":\"map\",\"width\":10,\"height\":8,\"tilewidth\":32,\"tileheight\":32,\"layers\":[");
        for (int i = 0; i < 2000; i++)
            deep.append("{\"type\":\"group\",\"name\":\"g").append(i + 1).append("\",\"layers\":[");
        for (int i = 0; i < 2000; i++) deep.append("]}");
        deep.append("]}");
        expect(
                write("deep.tmj", deep.toString()),
                "group layers are nested more than 10 deep (group \"g11\" is at depth 11); move the layers out of the"
                        + " inner groups");
        StringBuilder arrays = new StringBuilder();
        for (int i = 0; i < 5000; i++) arrays.append('[');
        for (int i = 0; i < 5000; i++) arrays.append(']');
        expect(
                write("deep-arrays.tmj", tmj("", "\"x\":48, \"y\":176, \"junk\":" + arrays)),
                "the file is nested more than 32 levels deep (at \"junk\"); Tiled never writes that: the file is"
                        + " damaged, save the map again from Tiled");
    }

    // ------------------------------------------------------------------------------- no silent acceptance (28.3)

    @Test
    void aMisspelledMapPropertyIsRefusedWithTheNameItMeant() throws Exception {
        String limit = "<property name=\"timeLimit\" type=\"float\" value=\"120\"/>";
        expect(
                write("wrold.tmx", level1(limit, limit + "<property name=\"wrold\" type=\"int\" value=\"2\"/>")),
                "unknown map property \"wrold\" (did you mean \"world\"?); the game reads only title, timeLimit,"
                        + " world: rename or remove it in Map > Map Properties");
        expect(
                write("author.tmx", level1(limit, limit + "<property name=\"author\" value=\"me\"/>")),
                "unknown map property \"author\"; the game reads only title, timeLimit, world: rename or remove it"
                        + " in Map > Map Properties");
        expect(
                write("timelimit.tmj", tmj("", "\"x\":48, \"y\":176").replace("\"timeLimit\"", "\"timelimit\"")),
                "unknown map property \"timelimit\" (did you mean \"timeLimit\"?); the game reads only title,"
                        + " timeLimit, world: rename or remove it in Map > Map Properties");
    }

    @Test
    void aDoctypeIsRefusedInPlainWords() throws Exception {
        String laughs = "<?xml version=\"1.0\"?>\n<!DOCTYPE map [\n <!ENTITY lol \"lol\">\n <!ENTITY lol2"
                + " \"&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;\">\n]>\n";
        expect(
                write("doctype.tmx", level1("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", laughs)),
                "has a <!DOCTYPE ...> declaration on line 2, which Tiled never writes (the game reads no DTDs or"
                        + " entity declarations, for safety): delete it in a text editor, or save the file again from"
                        + " Tiled");
        String tileset = new String(Files.readAllBytes(dir.resolve("tiles.tsx")), StandardCharsets.UTF_8);
        write("doctype.tsx", "<!DOCTYPE tileset SYSTEM \"file:///etc/passwd\">\n" + tileset);
        expect(
                write("doctype-tileset.tmx", level1("source=\"tiles.tsx\"", "source=\"doctype.tsx\"")),
                "tileset file " + path("doctype.tsx") + " has a <!DOCTYPE ...> declaration on line 1, which Tiled"
                        + " never writes (the game reads no DTDs or entity declarations, for safety): delete it in a"
                        + " text editor, or save the file again from Tiled");
    }

    @Test
    void aDoctypeInACommentIsOnlyText() throws Exception {
        String note = "<!-- notes: <!DOCTYPE map> was\n here once -->\n<![CDATA[ <!DOCTYPE x> ]]>\n";
        String decl = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
        // the CDATA section sits before the root element, which XML does not allow: only the comment is loaded
        loads(write("doctype-comment.tmx", level1(decl, decl + "<!-- notes: <!DOCTYPE map> was\n here once -->\n")));
        // a real one after a two-line comment and a CDATA section is on line 5 (1: xml, 2-3: comment, 4: CDATA)
        assertEquals(
                5,
                TiledChecks.doctypeLine(
                        (decl + note + "<!DOCTYPE map>\n<map/>").toCharArray(),
                        0,
                        (decl + note + "<!DOCTYPE map>\n<map/>").length()));
        assertEquals(
                0,
                TiledChecks.doctypeLine((decl + note + "<map/>").toCharArray(), 0, (decl + note + "<map/>").length()));
        // an unclosed comment hides nothing after it but is no declaration either
        assertEquals(0, TiledChecks.doctypeLine("<!-- <!DOCTYPE".toCharArray(), 0, 14));
        assertEquals(1, TiledChecks.doctypeLine("<!doctype map>".toCharArray(), 0, 14));
    }

    @Test
    void aPropertyGivenTwiceIsRefusedWithItsOwner() throws Exception {
        String twice = "<property name=\"title\" value=\"First Slopes\"/>";
        expect(
                write("twice-map.tmx", level1(twice, twice + "\n  <property name=\"title\" value=\"Other\"/>")),
                "map property \"title\" is given twice; delete one of them in a text editor (Tiled would keep only"
                        + " one)");
        String dup = "<object id=\"90\" name=\"heavy\" type=\"crate\" x=\"320\" y=\"96\" width=\"32\""
                + " height=\"32\"><properties><property name=\"density\" type=\"float\" value=\"2\"/>"
                + "<property name=\"friction\" type=\"float\" value=\"0.5\"/>"
                + "<property name=\"density\" type=\"float\" value=\"3\"/></properties></object>";
        List<String> found = problems(write("twice-object.tmx", level1With(dup)));
        assertEquals(1, found.size(), found.toString());
        assertTrue(
                found.get(0).startsWith("object 90 \"heavy\"")
                        && found.get(0).contains("property \"density\" is given twice"),
                found.get(0));
        // the same names in two different objects are fine
        String two = dup.replace("<property name=\"density\" type=\"float\" value=\"3\"/>", "");
        loads(write("twice-ok.tmx", level1With(two)));
    }

    @Test
    void aJsonPropertyWithAnObjectForItsValueIsNamed() throws Exception {
        String start = "\"x\":48, \"y\":176";
        expect(
                write(
                        "object-value-map.tmj",
                        tmj("", start)
                                .replace(
                                        "\"properties\":[",
                                        "\"properties\":[{\"name\":\"target\", \"type\":\"object\", \"value\":{\"id\":3}},")),
                "the map: property \"target\" (object) has the value {...}, not a single value; set it again in"
                        + " Tiled's Properties panel (an object property holds an object's id, e.g. 12)");
        expect(
                write(
                        "object-value-coin.tmj",
                        tmj(
                                ",\n {\"id\":9, \"name\":\"c\", \"type\":\"coin\", \"x\":200, \"y\":100, \"point\":true,"
                                        + " \"properties\":[{\"name\":\"value\", \"type\":\"int\", \"value\":[1,2]}]}",
                                start)),
                "object 9 \"c\": property \"value\" (int) has the value [...], not a single value; set it again in"
                        + " Tiled's Properties panel (an object property holds an object's id, e.g. 12)");
    }

    /** A lift on a path "route" (x 10..12 m at y 10 m) with the given extra properties, and the path itself. */
    static String liftOnRoute(int routeId, String extraProperties) {
        return "<object id=\"" + routeId + "\" name=\"route\" type=\"path\" x=\"320\" y=\"320\"><polyline points=\"0,0"
                + " 64,0\"/></object>\n  <object id=\"30\" name=\"lift\" type=\"platform\" x=\"320\" y=\"304\""
                + " width=\"64\" height=\"16\"><properties><property name=\"path\" value=\"route\"/>"
                + extraProperties + "</properties></object>";
    }

    @Test
    void twoPathsWithOneNameAreRefused() throws Exception {
        loads(write("one-route.tmx", level1With(liftOnRoute(20, ""))));
        expect(
                write(
                        "two-routes.tmx",
                        level1With(liftOnRoute(20, "")
                                + "\n  <object id=\"21\" name=\"route\" type=\"path\" x=\"320\" y=\"256\"><polyline"
                                + " points=\"0,0 0,-64\"/></object>")),
                "object 21 \"route\": two paths are named \"route\" (the other is object 20); a platform follows the"
                        + " first: give each path its own name");
    }

    @Test
    void aPlatformWithAPathAndDxIsRefused() throws Exception {
        expect(
                write(
                        "path-and-dx.tmx",
                        level1With(liftOnRoute(20, "<property name=\"dx\" type=\"float\" value=\"3\"/>"))),
                "object 30 \"lift\": has both a path (\"route\") and \"dx\"/\"dy\" (3, 0); a platform follows its path"
                        + " or moves by dx, dy: remove dx and dy, or the path");
        expect(
                write(
                        "path-and-dy.tmx",
                        level1With(liftOnRoute(20, "<property name=\"dy\" type=\"float\" value=\"-1.5\"/>"))),
                "object 30 \"lift\": has both a path (\"route\") and \"dx\"/\"dy\" (0, -1.5); a platform follows its"
                        + " path or moves by dx, dy: remove dx and dy, or the path");
    }

    @Test
    void bodiesStartingInTheRockAreRefused() throws Exception {
        // "finish" is the box x 45..50, y 0..4 m. A 1 m box centred at (46.2, 3) (Tiled left 1462.4, top 528 px) is
        // 1.5 m in it: up 4 - 2.5 = 1.5, left 46.7 - 45 = 1.7, down 3.5, right 4.3
        String inRock = " x=\"1462.4\" y=\"528\" width=\"32\" height=\"32\"/>";
        for (String kind : new String[] {"crate", "walker", "roller"}) {
            expect(
                    write(
                            kind + "-in-rock.tmx",
                            level1With("<object id=\"16\" name=\"b\" type=\"" + kind + "\"" + inRock)),
                    "object 16 \"b\": the " + kind + " at (46.2, 3 m) is 1.5 m deep in terrain object 3 \"finish\": the"
                            + " physics would throw it out on the first step; move it up onto the ground (or out of"
                            + " the rock)");
        }
        // the same crate standing on the box (bottom at 4 m: top 480 px), or sunk 3 px (0.09 m), or in the air: fine
        for (String y : new String[] {"480", "483", "300"}) {
            loads(write(
                    "crate-at-" + y + ".tmx",
                    level1With("<object id=\"16\" type=\"crate\" x=\"1462.4\" y=\"" + y + "\" width=\"32\""
                            + " height=\"32\"/>")));
        }
    }

    @Test
    void aBuriedCollectibleIsRefused() throws Exception {
        // a point coin at (46, 1.5 m) (Tiled 1472, 592 px) in "finish" (x 45..50, y 0..4): its centre is 1 m from the
        // nearest side (left), more than its 0.3 m radius
        expect(
                write(
                        "coin-buried.tmx",
                        level1With(
                                "<object id=\"16\" name=\"c\" type=\"coin\" x=\"1472\" y=\"592\"><point/></object>")),
                "object 16 \"c\": the coin at (46, 1.5 m) is buried in terrain object 3 \"finish\" (its centre 1 m deep):"
                        + " the player cannot reach it; move it out of the ground");
        expect(
                write(
                        "gem-buried.tmx",
                        level1With("<object id=\"16\" name=\"g\" type=\"gem\" x=\"1472\" y=\"592\"><point/></object>")),
                "object 16 \"g\": the gem at (46, 1.5 m) is buried in terrain object 3 \"finish\" (its centre 1 m deep):"
                        + " the player cannot reach it; move it out of the ground");
        // centre 0.25 m deep (Tiled y 520 px = 3.75 m): the top of the coin sticks out, it can be taken
        loads(write(
                "coin-half-buried.tmx",
                level1With("<object id=\"16\" type=\"coin\" x=\"1472\" y=\"520\"><point/></object>")));
    }

    @AfterAll
    static void theCorpusIsLarge() {
        assertTrue(cases >= 40, "corpus size " + cases); // counted by problems(), i.e. every map above
    }
}
