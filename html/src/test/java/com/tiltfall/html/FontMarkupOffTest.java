package com.tiltfall.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The web build's {@code Colors} (html/.../emu/com/badlogic/gdx/graphics/Colors.java) has no named colours. That
 * changes nothing only while the game never uses them: no font colour markup turned on and no named colour looked up
 * in the game's code (core and html, the emu copies of libGDX aside).
 */
class FontMarkupOffTest {
    static final Pattern USES_NAMED_COLOURS = Pattern.compile("\\bmarkupEnabled\\b|\\bColors\\s*\\.");

    @Test
    void theGameNeverUsesFontMarkupOrNamedColours() throws IOException {
        List<String> uses = new ArrayList<>();
        int files = 0;
        for (String root : new String[] {"../core/src/main/java", "src/main/java"}) {
            try (Stream<Path> paths = Files.walk(Paths.get(root))) {
                for (Path p : (Iterable<Path>) paths::iterator) {
                    if (!p.toString().endsWith(".java") || p.toString().contains("/emu/com/badlogic/")) continue;
                    files++;
                    List<String> lines = Files.readAllLines(p);
                    for (int i = 0; i < lines.size(); i++)
                        if (USES_NAMED_COLOURS.matcher(lines.get(i)).find())
                            uses.add(p + ":" + (i + 1) + ": " + lines.get(i).trim());
                }
            }
        }
        assertTrue(files > 100, "the game's sources were read: " + files + " files");
        assertEquals(List.of(), uses, "font markup or named colours used (the web build's Colors has none)");
    }

    @Test
    void thePatternSeesEachWay() {
        for (String use : new String[] {
            "font.getData().markupEnabled = true;",
            "data.markupEnabled=true;",
            "Colors.put(\"HERO\", c);",
            "Color c = Colors.get(\"RED\");",
            "Colors .getColors()"
        }) assertTrue(USES_NAMED_COLOURS.matcher(use).find(), use);
        for (String other : new String[] {"Color.RED", "Palette.colors", "markupEnabledHere", "myColors.get(1)"})
            assertTrue(!USES_NAMED_COLOURS.matcher(other).find(), other);
    }
}
