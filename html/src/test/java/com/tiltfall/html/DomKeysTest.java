package com.tiltfall.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Input.Keys;
import com.google.gwt.event.dom.client.KeyCodes;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@link DomKeys} maps every browser key code as libGDX's {@code DefaultGwtInput.keyForCode} does (read from its source). */
class DomKeysTest {
    private static final String SOURCE = "com/badlogic/gdx/backends/gwt/DefaultGwtInput.java";

    @Test
    void everyKeyCodeAtEveryLocation_mapsAsLibGdxsSwitch() throws Exception {
        String source;
        try (InputStream in = DomKeysTest.class.getClassLoader().getResourceAsStream(SOURCE)) {
            assertTrue(in != null, SOURCE + " on the test classpath (gdx-backend-gwt's sources)");
            source = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Map<String, Integer> constants = new HashMap<>();
        Matcher c = Pattern.compile("static final int (\\w+) = (\\d+);").matcher(source);
        while (c.find()) constants.put(c.group(1), Integer.parseInt(c.group(2)));
        String body = source.substring(source.indexOf("protected int keyForCode"));
        body = body.substring(0, body.indexOf("default:")).replaceAll("//[^\n]*", ""); // a case commented out
        // "case A: case B: return X;" or "return location == LOCATION_R ? Keys.Y : Keys.Z;"
        Matcher entry =
                Pattern.compile("((?:case [\\w.]+:\\s*)+)return ([^;]+);").matcher(body);
        Map<Integer, String> returns = new HashMap<>();
        while (entry.find()) {
            Matcher k = Pattern.compile("case ([\\w.]+):").matcher(entry.group(1));
            while (k.find())
                returns.put(code(k.group(1), constants), entry.group(2).trim());
        }
        assertTrue(returns.size() > 100, "the switch was read: " + returns.size() + " cases");
        for (int code = 0; code < 256; code++) {
            for (int location = 0; location <= 3; location++) {
                String r = returns.get(code);
                int expected = r == null ? Keys.UNKNOWN : evaluate(r, location, constants);
                assertEquals(expected, DomKeys.toGdx(code, location), "key code " + code + " at location " + location);
            }
        }
    }

    private static int code(String name, Map<String, Integer> constants) throws Exception {
        if (name.startsWith("KeyCodes."))
            return KeyCodes.class.getField(name.substring(9)).getInt(null);
        Integer v = constants.get(name);
        if (v == null) throw new AssertionError("unknown constant " + name);
        return v;
    }

    /** "Keys.X", or "location == LOCATION_R ? Keys.Y : Keys.Z". */
    private static int evaluate(String expression, int location, Map<String, Integer> constants) throws Exception {
        Matcher m =
                Pattern.compile("location == (\\w+) \\? ([\\w.]+) : ([\\w.]+)").matcher(expression);
        if (m.matches()) return key(location == constants.get(m.group(1)) ? m.group(2) : m.group(3));
        return key(expression);
    }

    private static int key(String name) throws Exception {
        assertTrue(name.startsWith("Keys."), name);
        return Keys.class.getField(name.substring(5)).getInt(null);
    }
}
