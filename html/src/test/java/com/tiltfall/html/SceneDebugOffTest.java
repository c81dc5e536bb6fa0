package com.tiltfall.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The web build's {@code Stage} (html/.../emu/com/badlogic/gdx/scenes/scene2d/Stage.java) draws no scene2d debug
 * lines. That changes nothing only while the game never turns them on: no call in the game's code (core and html,
 * the emu copies of libGDX aside) of any scene2d method that does.
 */
class SceneDebugOffTest {
    /** Actor/Group/Table's and Stage's switches for debug lines (not the application's debug log). */
    static final Pattern TURNS_DEBUG_ON = Pattern.compile(
            "(?<!\\bapp|Logger\\(\\))\\.(setDebug|debug|debugAll|debugTable|debugCell|debugActor|setDebugAll|setDebugUnderMouse"
                    + "|setDebugParentUnderMouse|setDebugTableUnderMouse|setDebugInvisible)\\s*\\(");

    @Test
    void theGameNeverTurnsSceneDebugLinesOn() throws IOException {
        List<String> calls = new ArrayList<>();
        int files = 0;
        for (String root : new String[] {"../core/src/main/java", "src/main/java"}) {
            try (Stream<Path> paths = Files.walk(Paths.get(root))) {
                for (Path p : (Iterable<Path>) paths::iterator) {
                    if (!p.toString().endsWith(".java") || p.toString().contains("/emu/com/badlogic/")) continue;
                    files++;
                    List<String> lines = Files.readAllLines(p);
                    for (int i = 0; i < lines.size(); i++) {
                        Matcher m = TURNS_DEBUG_ON.matcher(lines.get(i));
                        if (m.find())
                            calls.add(p + ":" + (i + 1) + ": " + lines.get(i).trim());
                    }
                }
            }
        }
        assertTrue(files > 100, "the game's sources were read: " + files + " files");
        assertEquals(List.of(), calls, "scene2d debug lines turned on (the web build's Stage would not draw them)");
    }

    @Test
    void thePatternSeesEachWayOfTurningThemOn() {
        for (String call : new String[] {
            "table.setDebug(true);",
            "t.debug();",
            "root.debugAll();",
            "t.debugTable();",
            "t.debugCell ();",
            "t.debugActor();",
            "stage.setDebugAll(true);",
            "stage.setDebugUnderMouse(true);",
            "stage.setDebugParentUnderMouse(true);",
            "stage.setDebugTableUnderMouse(Debug.all);",
            "stage.setDebugInvisible(true);"
        }) assertTrue(TURNS_DEBUG_ON.matcher(call).find(), call);
        for (String other : new String[] {
            "debugOverlay.toggle();", "Gdx.app.debug(tag, text);", "Gdx.app.log(tag, debug);", "isDebugAll()"
        }) assertTrue(!TURNS_DEBUG_ON.matcher(other).find(), other);
    }
}
