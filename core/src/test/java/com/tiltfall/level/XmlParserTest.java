package com.tiltfall.level;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.badlogic.gdx.utils.ObjectMap;
import com.badlogic.gdx.utils.XmlReader;
import com.badlogic.gdx.utils.XmlReader.Element;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The game's XML parser against libGDX's {@code XmlReader}, which it replaced: the same tree (names, attributes,
 * texts, children in order) for every shipped map, tileset and template, every good test level, and thousands of
 * written documents that use what Tiled writes and more (both quotes, entities, CDATA, comments, prolog, mixed
 * content, every kind of white space); on damaged documents it refuses whatever libGDX refused, and is stricter
 * only where libGDX went on with a broken file (a closing tag that names another element, more after the root,
 * "/ >"); its messages name the line and column, worked out by hand here.
 */
class XmlParserTest {
    private static final XmlParser.Entities STANDARD = name -> {
        switch (name) {
            case "lt":
                return "<";
            case "gt":
                return ">";
            case "amp":
                return "&";
            case "apos":
                return "'";
            case "quot":
                return "\"";
            default:
                return null;
        }
    };

    @Test
    void everyShippedAndGoodTestFileParsesAsLibGdxParsesIt() throws IOException {
        List<Path> files;
        try (Stream<Path> a = Files.walk(Paths.get("../assets"));
                Stream<Path> b = Files.walk(Paths.get("src/test/resources/levels"))) {
            files = Stream.concat(a, b)
                    .filter(f -> f.toString().matches(".*\\.(tmx|tsx|tx)$"))
                    .filter(f -> !f.toString().contains("/bad"))
                    .collect(Collectors.toList());
        }
        int compared = 0;
        for (Path f : files) {
            String text = new String(Files.readAllBytes(f), StandardCharsets.UTF_8);
            if (text.startsWith("\uFEFF")) text = text.substring(1);
            Element expected;
            try {
                expected = new XmlReader().parse(text);
            } catch (RuntimeException e) {
                continue; // a test level that is broken on purpose
            }
            same(expected, parse(text), f.toString());
            compared++;
        }
        assertTrue(compared >= 20, "compared " + compared + " files");
    }

    @Test
    void writtenDocumentsParseAsLibGdxParsesThem() {
        Random r = new Random(20261127);
        for (int i = 0; i < 4000; i++) {
            String text = document(r);
            Element expected = new XmlReader().parse(text);
            same(expected, parse(text), text);
        }
    }

    @Test
    void damagedDocumentsAreRefusedWhereLibGdxRefusedThem() {
        Random r = new Random(7);
        int refusedByBoth = 0, stricter = 0;
        for (int i = 0; i < 6000; i++) {
            String text = damage(r, document(r));
            Element expected;
            try {
                expected = new XmlReader().parse(text);
            } catch (RuntimeException e) {
                expected = null; // refused (or a null pointer inside libGDX's reader)
            }
            Element actual;
            try {
                actual = parse(text);
            } catch (IllegalArgumentException e) {
                assertTrue(e.getMessage().matches("line \\d+, column \\d+: [^\\n]+"), e.getMessage());
                if (expected == null) refusedByBoth++;
                else {
                    String m = e.getMessage();
                    assertTrue(
                            m.contains(" closes <")
                                    || m.contains("after the root")
                                    || m.contains("outside the root")
                                    || m.contains("after / in"),
                            "libGDX read it, this parser refused it: " + m + " in " + text);
                    stricter++;
                }
                continue;
            }
            if (expected == null) fail("libGDX refused it, this parser read it: " + text);
            same(expected, actual, text);
        }
        assertTrue(refusedByBoth > 1000, "damaged documents refused: " + refusedByBoth);
        assertTrue(stricter < 600, "stricter than libGDX in " + stricter);
    }

    @Test
    void entitiesGoThroughTheResolver() {
        char[] text = "<a t='x &#233; &amp; &zz; y  '>1 &lt; 2 &#x41;\n</a>".toCharArray();
        Element e = XmlParser.parse(
                text, 0, text.length, name -> name.startsWith("#") ? "[" + name + "]" : STANDARD.entity(name));
        assertEquals("x [#233] & zz y", e.getAttribute("t"));
        assertEquals("1 < 2 [#x41]", e.getText());
    }

    @Test
    void aFaultIsNamedByLineAndColumn() {
        // each position counted by hand: line 1 column 1 is the first character
        refused("<map>\n <layer>\n  <data>\n </layer>\n</map>", "line 4, column 2: </layer> closes <data>");
        refused("<map>\n <layer/>\n", "line 3, column 1: the file ends inside <map>: a </map> is missing");
        refused("<map a=\"1\"b=\"2\"/>", "line 1, column 11: expected white space before the attribute in <map>");
        refused("<map a=1/>", "line 1, column 8: expected the value of a in quotes");
        refused("<map a/>", "line 1, column 7: expected = after the attribute name a");
        refused("<map a='1/>", "line 1, column 8: the value of a has no closing '");
        refused("<map/><map/>", "line 1, column 7: a second element after the root element <map> has ended");
        refused("hi <map/>", "line 1, column 1: text outside the root element");
        refused("<map><!-- x </map>", "line 1, column 6: a comment without its -->");
        refused("<map></></map>", "line 1, column 8: a closing tag without its name and >");
        refused("  \n ", "line 2, column 2: there is no element in the file");
        refused("<map / >", "line 1, column 6: expected > after / in <map>");
    }

    @Test
    void prologCommentsAndCdataAreHandled() {
        Element e = parse(
                "<?xml version=\"1.0\"?>\n<!-- c -->\n<map a = 'q'><![CDATA[<x> ]]> t <b/>u</map>\n<!-- end -->\n");
        assertEquals("map", e.getName());
        assertEquals("q", e.getAttribute("a"));
        assertEquals("<x> tu", e.getText(), "CDATA as written, then the text pieces joined");
        assertEquals(1, e.getChildCount());
        assertNull(e.getChild(0).getText());
    }

    private static void refused(String text, String message) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> parse(text), text);
        assertEquals(message, e.getMessage(), text);
    }

    private static Element parse(String text) {
        char[] data = text.toCharArray();
        return XmlParser.parse(data, 0, data.length, STANDARD);
    }

    // ------------------------------------------------------------------------------------------------ helpers

    /** Names, attributes, texts and children of both trees, walked without recursion. */
    private static void same(Element expected, Element actual, String what) {
        ArrayDeque<Element[]> todo = new ArrayDeque<>();
        todo.push(new Element[] {expected, actual});
        while (!todo.isEmpty()) {
            Element[] pair = todo.pop();
            Element e = pair[0], a = pair[1];
            assertEquals(e.getName(), a.getName(), what);
            assertEquals(e.getText(), a.getText(), what);
            ObjectMap<String, String> ea = e.getAttributes(), aa = a.getAttributes();
            assertEquals(ea == null ? 0 : ea.size, aa == null ? 0 : aa.size, what);
            if (ea != null) for (ObjectMap.Entry<String, String> x : ea) assertEquals(x.value, aa.get(x.key), what);
            assertEquals(e.getChildCount(), a.getChildCount(), what);
            for (int i = 0; i < e.getChildCount(); i++) todo.push(new Element[] {e.getChild(i), a.getChild(i)});
        }
    }

    private static final String[] SPACE = {" ", "  ", "\n", "\t", "\r\n", " \n\t "};
    private static final String[] TEXT = {
        "a",
        "1,2,3",
        "x y",
        "&lt;",
        "&amp;",
        "&gt;&quot;&apos;",
        "&#233;",
        "&nope;",
        "& b",
        "a&b;c",
        "é",
        "'\"",
        "=",
        "/"
    };

    private static String document(Random r) {
        StringBuilder sb = new StringBuilder();
        if (r.nextBoolean())
            sb.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>").append(space(r));
        if (r.nextInt(4) == 0) sb.append("<!-- a comment -->").append(space(r));
        List<String> open = new ArrayList<>();
        int elements = 1 + r.nextInt(12);
        element(r, sb, open, "map", false);
        for (int i = 0; i < elements; i++) {
            int pick = r.nextInt(6);
            if (pick == 0 && open.size() > 1)
                sb.append("</").append(open.remove(open.size() - 1)).append('>');
            else if (pick == 1) sb.append(space(r)).append(text(r));
            else if (pick == 2)
                sb.append(r.nextBoolean() ? "<![CDATA[" + text(r) + " <&> ]]>" : "<!--" + text(r) + "-->");
            else element(r, sb, open, "e" + r.nextInt(4), true);
            if (r.nextBoolean()) sb.append(space(r));
        }
        while (!open.isEmpty())
            sb.append("</").append(open.remove(open.size() - 1)).append(r.nextBoolean() ? ">" : " >");
        if (r.nextBoolean()) sb.append(space(r));
        return sb.toString();
    }

    private static void element(Random r, StringBuilder sb, List<String> open, String name, boolean mayClose) {
        sb.append('<').append(name);
        for (int a = r.nextInt(4); a > 0; a--) {
            sb.append(space(r)).append("k").append(a).append(r.nextBoolean() ? "=" : " = ");
            char q = r.nextBoolean() ? '"' : '\'';
            String value = r.nextInt(3) == 0 ? "" : text(r) + (r.nextBoolean() ? space(r) : "");
            sb.append(q).append(value.replace(String.valueOf(q), "")).append(q);
        }
        if (mayClose && r.nextInt(3) == 0) sb.append(r.nextBoolean() ? "/>" : " />");
        else {
            sb.append(r.nextBoolean() ? ">" : " >");
            open.add(name);
        }
    }

    private static String text(Random r) {
        StringBuilder sb = new StringBuilder();
        for (int i = 1 + r.nextInt(3); i > 0; i--) sb.append(TEXT[r.nextInt(TEXT.length)]);
        return sb.toString();
    }

    private static String space(Random r) {
        return SPACE[r.nextInt(SPACE.length)];
    }

    private static String damage(Random r, String text) {
        int at = r.nextInt(text.length() + 1);
        switch (r.nextInt(5)) {
            case 0:
                return text.substring(0, at);
            case 1:
                return at < text.length() ? text.substring(0, at) + text.substring(at + 1) : text + "<";
            case 2:
                return text.substring(0, at) + "<" + text.substring(at);
            case 3:
                return text.substring(0, at) + (r.nextBoolean() ? "\"" : "/") + text.substring(at);
            default:
                return text.substring(0, at) + "</x>" + text.substring(at);
        }
    }
}
