package com.tiltfall.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The menus run on the game's own tree ({@code ui.Node}, {@code ui.MenuStage}; docs/performance/web.md): no game code
 * (core and html) uses libGDX's Scene2D, whose stage, actors, events, pools and drawables would put about 13 KB raw back
 * into the start script.
 */
class NoScene2dTest {
    @Test
    void noGameCodeUsesScene2d() throws IOException {
        List<String> uses = new ArrayList<>();
        int files = 0;
        for (String root : new String[] {"../core/src/main/java", "src/main/java"}) {
            try (Stream<Path> paths = Files.walk(Paths.get(root))) {
                for (Path p : (Iterable<Path>) paths::iterator) {
                    if (!p.toString().endsWith(".java")) continue;
                    files++;
                    List<String> lines = Files.readAllLines(p);
                    for (int i = 0; i < lines.size(); i++)
                        if (lines.get(i).contains("com.badlogic.gdx.scenes.scene2d"))
                            uses.add(p + ":" + (i + 1) + ": " + lines.get(i).trim());
                }
            }
        }
        assertTrue(files > 100, "the game's sources were read: " + files + " files");
        assertEquals(List.of(), uses, "Scene2D used (it would come back into the web build's start script)");
    }
}
