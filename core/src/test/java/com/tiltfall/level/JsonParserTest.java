package com.tiltfall.level;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.utils.JsonReader;
import com.badlogic.gdx.utils.JsonValue;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The {@code .tmj} reader's JSON parser against libGDX's {@code JsonReader}, which it replaced: on every valid
 * document the two trees agree (kinds, names, member order, every value's text); and a document that is not JSON is
 * refused with the line and column of its first fault, worked out by hand here.
 */
class JsonParserTest {

    // ------------------------------------------------------------------------------------ the same tree as libGDX

    @Test
    void theGamesTiledFilesParseAsLibGdxParsesThem() throws Exception {
        for (String file :
                new String[] {"src/test/resources/levels/good/minimal.tmj", "../assets/tiled/tiltfall.tiled-project"}) {
            String text = new String(Files.readAllBytes(Paths.get(file)), StandardCharsets.UTF_8);
            same(new JsonReader().parse(text), JsonParser.parse(text), file);
        }
    }

    @Test
    void randomDocumentsParseAsLibGdxParsesThem() {
        Random r = new Random(20261127);
        for (int i = 0; i < 3000; i++) {
            StringBuilder sb = new StringBuilder();
            value(r, sb, 0, true);
            String text = sb.toString();
            same(new JsonReader().parse(text), JsonParser.parse(text), text);
        }
    }

    @Test
    void numbersAreLongsOrDoublesAsLibGdxReadsThem() {
        String[] numbers = {
            "0",
            "-0",
            "7",
            "-12",
            "9223372036854775807",
            "-9223372036854775808",
            "9223372036854775808",
            "123456789012345678901234567890",
            "0.5",
            "-0.0",
            "1e3",
            "1E+3",
            "2.5e-3",
            "-7.25E2",
            "1.0",
            "100.000"
        };
        for (String number : numbers) {
            String text = "{\"n\":" + number + ",\"list\":[" + number + "]}";
            JsonNode n = JsonParser.parse(text).get("n");
            same(new JsonReader().parse(text), JsonParser.parse(text), text);
            assertEquals(number, n.asString(), "a number keeps its text as written");
        }
        // by hand: a long, a double, and a whole number too large for a long (libGDX keeps that as text)
        assertTrue(JsonParser.parse("[5]").child.isLong());
        assertEquals(5L, JsonParser.parse("[5]").child.asLong());
        assertTrue(JsonParser.parse("[5.0]").child.isDouble());
        assertEquals(0.0025, JsonParser.parse("[2.5e-3]").child.asDouble());
        assertTrue(JsonParser.parse("[9223372036854775808]").child.isString());
    }

    @Test
    void escapesAndNamesAreRead() {
        JsonNode o = JsonParser.parse("{\"a\\\"b\": \"x\\\\y\\/z\\n\\t\\u00e9\\u20AC\", \"a\\\"b\": 2, \"\": null}");
        assertEquals("a\"b", o.child.name());
        assertEquals("x\\y/z\n\t\u00e9\u20ac", o.get("a\"b").asString(), "the first of two equal names");
        assertEquals(2L, o.child.next.asLong());
        assertTrue(o.get("").isNull());
        assertNull(o.get("A\"b"), "names compare exactly");
        assertEquals("d", JsonParser.parse("{\"k\":\"d\"}").getString("k", "z"));
        assertEquals("z", JsonParser.parse("{\"k\":null}").getString("k", "z"), "null gives the default");
        assertEquals("z", JsonParser.parse("{\"k\":[1]}").getString("k", "z"), "a list gives the default");
        assertEquals("12", JsonParser.parse("{\"k\":12}").getString("k", "z"), "a number's text");
    }

    @Test
    void aDocumentNestedFarDeeperThanTiledWritesParsesWithoutRecursion() {
        int depth = 200_000;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < depth; i++) sb.append("{\"a\":[");
        for (int i = 0; i < depth; i++) sb.append("]}");
        JsonNode n = JsonParser.parse(sb.toString());
        int levels = 0;
        while (n != null) {
            levels++;
            n = n.child;
        }
        assertEquals(2 * depth, levels);
    }

    // ------------------------------------------------------------------------------------------------ refusals

    @Test
    void aFaultIsNamedByLineAndColumn() {
        // each position counted by hand: line 1 is "{", and columns start at 1
        refused("{\n  \"a\": 1\n  \"b\": 2\n}", "line 3, column 3: expected , or } after a member, found \"\"b\": 2\"");
        refused("{\"a\": [1, 2,]}", "line 1, column 13: expected a value, found \"]}\"");
        refused("{\"a\": 1,}", "line 1, column 9: expected a member name in double quotes, found \"}\"");
        refused(
                "{\"type\":\"map\", \"width\": 10,",
                "line 1, column 28: expected a member name in double quotes, found the end of the file");
        refused("{\"a\": [1, 2}", "line 1, column 12: expected , or ] after an entry, found \"}\"");
        refused("{\"a\" 1}", "line 1, column 6: expected : after the member name \"a\", found \"1}\"");
        refused("{a: 1}", "line 1, column 2: expected a member name in double quotes, found \"a: 1}\"");
        refused("{\"a\": tru}", "line 1, column 7: expected a value, found \"tru}\"");
        refused("{\"a\": 01}", "line 1, column 8: expected , or } after a member, found \"1}\"");
        refused("{\"a\": -}", "line 1, column 8: expected a digit in the number");
        refused("{\"a\": 1.}", "line 1, column 9: expected a digit after the decimal point");
        refused("{\"a\": 1e}", "line 1, column 9: expected a digit in the exponent");
        refused("{\"a\": \"b}", "line 1, column 7: this string is not closed (a \" is missing)");
        refused("{\"a\": \"b\n\"}", "line 1, column 9: a line break inside a string (a \" is missing before it?)");
        refused("{\"a\": \"\\x\"}", "line 1, column 8: \\x is not an escape JSON knows (\\\\ writes a backslash)");
        refused("{\"a\": \"\\u12g4\"}", "line 1, column 12: expected four hex digits after \\u");
        refused("{} {}", "line 1, column 4: the JSON ends before this (found \"{}\")");
        refused("", "line 1, column 1: the JSON ends where a value belongs (a bracket or brace is not closed)");
        refused("[[1]", "line 1, column 5: expected , or ] after an entry, found the end of the file");
        refused("{\n\t\"a\": 1 // note\n}", "line 2, column 9: expected , or } after a member, found \"// note\"");
    }

    private static void refused(String text, String message) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> JsonParser.parse(text), text);
        assertEquals(message, e.getMessage(), text);
    }

    // ------------------------------------------------------------------------------------------------ helpers

    /** Kinds, names, order and texts of both trees, walked without recursion. */
    private static void same(JsonValue expected, JsonNode actual, String what) {
        JsonValue e = expected;
        JsonNode a = actual;
        while (true) {
            assertEquals(e.name(), a.name(), what);
            assertEquals(kind(e), a.kind, "kind of " + e.name() + " in " + what);
            if (e.isValue()) assertEquals(e.asString(), a.asString(), what);
            if (e.isLong()) assertEquals(e.asLong(), a.asLong(), what);
            if (e.isDouble())
                assertEquals(Double.doubleToLongBits(e.asDouble()), Double.doubleToLongBits(a.asDouble()), what);
            if (e.child != null || a.child != null) {
                assertEquals(e.child == null, a.child == null, what);
                e = e.child;
                a = a.child;
                continue;
            }
            // up until a next member exists
            JsonValue ue = e;
            JsonNode ua = a;
            while (ue != null && ue.next == null) {
                assertNull(ua.next, what);
                ue = ue.parent;
                ua = ua.parent;
            }
            if (ue == null) {
                assertNull(ua, what);
                return;
            }
            assertTrue(ua.next != null, what);
            e = ue.next;
            a = ua.next;
        }
    }

    private static int kind(JsonValue v) {
        switch (v.type()) {
            case object:
                return JsonNode.OBJECT;
            case array:
                return JsonNode.ARRAY;
            case stringValue:
                return JsonNode.STRING;
            case doubleValue:
                return JsonNode.DOUBLE;
            case longValue:
                return JsonNode.LONG;
            case booleanValue:
                return JsonNode.BOOLEAN;
            default:
                return JsonNode.NULL;
        }
    }

    private static final String[] NUMBERS = {
        "0",
        "-0",
        "3",
        "-17",
        "42",
        "1234567890123",
        "9223372036854775807",
        "99999999999999999999",
        "0.5",
        "-2.25",
        "1e9",
        "6.02E23",
        "1.5e-7",
        "-3E+2",
        "10.0",
        "0.000"
    };

    private static void value(Random r, StringBuilder sb, int depth, boolean container) {
        int pick = container ? r.nextInt(2) : depth > 5 ? 2 + r.nextInt(5) : r.nextInt(7);
        switch (pick) {
            case 0:
            case 1:
                boolean object = pick == 0;
                sb.append(object ? '{' : '[');
                int count = r.nextInt(5);
                for (int i = 0; i < count; i++) {
                    if (i > 0) sb.append(',');
                    space(r, sb);
                    if (object) {
                        string(r, sb);
                        space(r, sb);
                        sb.append(':');
                        space(r, sb);
                    }
                    value(r, sb, depth + 1, false);
                    space(r, sb);
                }
                sb.append(object ? '}' : ']');
                break;
            case 2:
                string(r, sb);
                break;
            case 3:
                sb.append(NUMBERS[r.nextInt(NUMBERS.length)]);
                break;
            case 4:
                sb.append(r.nextBoolean() ? "true" : "false");
                break;
            case 5:
                sb.append("null");
                break;
            default:
                sb.append(r.nextInt(2000) - 1000).append('.').append(r.nextInt(1000));
        }
    }

    private static final String[] PIECES = {
        "a",
        "x",
        "type",
        "name",
        " ",
        "\\\"",
        "\\\\",
        "\\/",
        "\\n",
        "\\t",
        "\\r",
        "\\b",
        "\\f",
        "\\u00e9",
        "\\u20AC",
        "\\ud83d\\ude00",
        "é",
        "日本",
        ",",
        ":",
        "{",
        "]",
        "0",
        "-1",
        "true"
    };

    private static void string(Random r, StringBuilder sb) {
        sb.append('"');
        for (int i = r.nextInt(4); i > 0; i--) sb.append(PIECES[r.nextInt(PIECES.length)]);
        sb.append('"');
    }

    private static void space(Random r, StringBuilder sb) {
        String[] spaces = {"", "", " ", "\n", "\t", "\r\n  "};
        sb.append(spaces[r.nextInt(spaces.length)]);
    }
}
