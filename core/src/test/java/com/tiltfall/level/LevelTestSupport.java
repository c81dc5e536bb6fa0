package com.tiltfall.level;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.badlogic.gdx.ApplicationAdapter;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessApplication;
import com.badlogic.gdx.backends.headless.HeadlessApplicationConfiguration;
import com.badlogic.gdx.utils.Array;

/** Shared helpers: a headless libGDX (for Gdx.files) and problem assertions. */
final class LevelTestSupport {
    private LevelTestSupport() {}

    /** Starts the headless backend once per JVM (test resources are found through the internal->classpath fallback). */
    static synchronized void headless() {
        if (Gdx.files != null) return;
        HeadlessApplicationConfiguration config = new HeadlessApplicationConfiguration();
        config.updatesPerSecond = 1;
        new HeadlessApplication(new ApplicationAdapter() {}, config);
    }

    /** Loads data-only and returns the problems (empty when the level loaded). */
    static Array<LevelProblem> problems(String path) {
        try {
            new LevelLoader().loadData(path);
            return new Array<>();
        } catch (LevelException e) {
            return e.problems;
        }
    }

    /** Asserts one problem names the file, the object id (-1: map-level) and contains the text; returns it. */
    static LevelProblem assertProblem(Array<LevelProblem> problems, String file, int objectId, String text) {
        for (LevelProblem p : problems) {
            if (p.file.equals(file) && p.objectId == objectId && p.message.contains(text)) {
                String shown = p.toString();
                assertTrue(shown.startsWith(file), shown);
                if (objectId >= 0) assertTrue(shown.contains("object " + objectId), shown);
                return p;
            }
        }
        fail("no problem (" + file + ", object " + objectId + ", \"" + text + "\") among " + problems);
        return null;
    }
}
