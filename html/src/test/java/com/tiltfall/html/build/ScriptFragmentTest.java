package com.tiltfall.html.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;

/** The split-off script parts unwrapped and quoted again (for {@link Terser}). */
class ScriptFragmentTest {
    private static final Path FILE = Paths.get("html/deferredjs/ABC/1.cache.js");

    @Test
    void everyCharSurvivesQuotingAndTheLiteralIsAscii() {
        for (int c = 0; c <= 0xFFFF; c++) {
            String s = "a" + (char) c + "\\\"'" + (char) c;
            String q = ScriptFragment.quote(s);
            assertTrue(q.chars().allMatch(x -> x >= 0x20 && x < 0x7f), "not printable ASCII for char " + c + ": " + q);
            assertEquals('"', q.charAt(0));
            assertEquals('"', q.charAt(q.length() - 1));
            assertEquals(s, ScriptFragment.unquote(FILE, q.substring(1, q.length() - 1), '"'), "char " + c);
        }
    }

    @Test
    void escapesReadAsJavaScriptReadsThem() {
        // each escape and what the ECMAScript spec says it stands for
        String body = "a\\\"b\\\\c\\nd\\re\\tf\\x41\\u0042\\'\\q\\0\\b\\f\\v\\\nz";
        assertEquals("a\"b\\c\nd\re\tfAB'q\0\b\f\u000bz", ScriptFragment.unquote(FILE, body, '"'));
        assertEquals("it's", ScriptFragment.unquote(FILE, "it\\'s", '\''));
    }

    @Test
    void brokenLiteralsAreErrorsNamingTheFile() {
        for (String body : new String[] {"a\"b", "a\nb", "end\\", "\\x4", "\\u12g4", "\\012", "\\u{41}"}) {
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> ScriptFragment.unquote(FILE, body, '"'), body);
            assertTrue(e.getMessage().startsWith(FILE.toString()), e.getMessage());
        }
    }

    @Test
    void aSplitOffPartIsUnwrappedAndWrappedAgain() {
        for (char q : new char[] {'"', '\''}) {
            String code = "function Fb(){}\nvar x=\"it's\";Fb();\n//# sourceURL=html-1.js\n";
            String file = "$wnd.html.runAsyncCallback12(" + q + escape(code, q) + q + ")\n";
            ScriptFragment f = ScriptFragment.parse(FILE, file);
            assertEquals(code, f.code);
            assertEquals("$wnd.html.runAsyncCallback12(", f.call);
            String again = f.withCode("Fb();");
            assertEquals("$wnd.html.runAsyncCallback12(\"Fb();\")\n", again);
            assertEquals("Fb();", ScriptFragment.parse(FILE, again).code);
        }
    }

    @Test
    void aStartScriptIsNoPart_andAPartOfAnotherShapeIsAnError() {
        assertNull(ScriptFragment.parse(FILE, "var $wnd = $wnd || window.parent;$wnd.html.runAsyncCallback1('x')"));
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> ScriptFragment.parse(FILE, "$wnd.html.runAsyncCallback1(\"a\" + b)"));
        assertTrue(e.getMessage().startsWith(FILE.toString()), e.getMessage());
    }

    @Test
    void theSourceUrlLineIsFoundAtTheEndOnly() {
        assertEquals("\n//# sourceURL=html-1.js\n", ScriptFragment.sourceUrlComment("a();\n//# sourceURL=html-1.js\n"));
        assertEquals("", ScriptFragment.sourceUrlComment("a();\n//# sourceURL=html-1.js\nb();"));
        assertEquals("", ScriptFragment.sourceUrlComment("a();"));
    }

    /** A literal's body as GWT writes it: the quote, backslash and line feed escaped. */
    private static String escape(String s, char q) {
        return s.replace("\\", "\\\\").replace(String.valueOf(q), "\\" + q).replace("\n", "\\n");
    }
}
