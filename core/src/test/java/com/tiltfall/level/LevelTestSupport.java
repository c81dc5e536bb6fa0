package com.tiltfall.level;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.badlogic.gdx.ApplicationAdapter;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessApplication;
import com.badlogic.gdx.backends.headless.HeadlessApplicationConfiguration;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.utils.Array;

/** Shared helpers: a headless libGDX (for Gdx.files) and problem assertions. */
public final class LevelTestSupport {
    private LevelTestSupport() {}

    /** Starts the headless backend once per JVM (test resources are found through the internal->classpath fallback). */
    public static synchronized void headless() {
        if (Gdx.files != null) return;
        HeadlessApplicationConfiguration config = new HeadlessApplicationConfiguration();
        config.updatesPerSecond = 1;
        new HeadlessApplication(new ApplicationAdapter() {}, config);
    }

    /**
     * Installs a do-nothing OpenGL (the headless backend has none), so that loads with graphics make real
     * {@code Texture} objects (decoded images, counted as managed textures) without a GPU.
     */
    public static synchronized void fakeGl() {
        headless();
        if (Gdx.gl != null) return;
        int[] next = {1};
        GL20 gl = (GL20) java.lang.reflect.Proxy.newProxyInstance(
                GL20.class.getClassLoader(), new Class<?>[] {GL20.class}, (proxy, method, args) -> {
                    Class<?> r = method.getReturnType();
                    if (method.getName().equals("glGenTexture")) return next[0]++;
                    if (r == int.class) return 0;
                    if (r == boolean.class) return false;
                    if (r == float.class) return 0f;
                    if (r == long.class) return 0L;
                    if (r == String.class) return "";
                    return null;
                });
        Gdx.gl = gl;
        Gdx.gl20 = gl;
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
