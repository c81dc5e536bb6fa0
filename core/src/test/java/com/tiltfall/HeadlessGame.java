package com.tiltfall;

import com.badlogic.gdx.Files;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Graphics;
import com.badlogic.gdx.Input;
import com.badlogic.gdx.InputProcessor;
import com.badlogic.gdx.backends.headless.mock.graphics.MockGraphics;
import com.badlogic.gdx.graphics.GL20;
import com.tiltfall.level.LevelTestSupport;
import java.io.File;
import java.lang.reflect.Proxy;
import java.nio.IntBuffer;

/**
 * The whole game on the headless backend: an OpenGL that accepts every call (shaders compile, frame buffers are
 * complete, nothing is drawn), the game's files from assets/, an input with no key held, and a 1280 x 720 window whose frames are 1/60 s apart, so that the real screens,
 * menus and renderer run frame by frame in a unit test. {@link #close()} puts the headless backend's graphics back.
 */
final class HeadlessGame implements AutoCloseable {
    private final Graphics graphicsBefore;
    private final GL20 glBefore;
    private final Input inputBefore;
    private final Files filesBefore;
    /** The input processor the game set (the headless backend's input keeps none). */
    InputProcessor processor;

    HeadlessGame() {
        LevelTestSupport.headless();
        graphicsBefore = Gdx.graphics;
        glBefore = Gdx.gl;
        Gdx.graphics = new MockGraphics() {
            @Override
            public float getDeltaTime() {
                return 1f / 60f;
            }

            @Override
            public int getWidth() {
                return 1280;
            }

            @Override
            public int getHeight() {
                return 720;
            }

            @Override
            public int getBackBufferWidth() {
                return 1280;
            }

            @Override
            public int getBackBufferHeight() {
                return 720;
            }
        };
        GL20 gl = acceptingGl();
        Gdx.gl = gl;
        Gdx.gl20 = gl;
        inputBefore = Gdx.input;
        Gdx.input = noKeysInput();
        filesBefore = Gdx.files;
        Gdx.files = assetFiles(filesBefore);
    }

    /** The game's internal files from the repository's assets/ folder (tests run in core/). */
    private static Files assetFiles(Files files) {
        File assets = new File("../assets").getAbsoluteFile();
        return (Files) Proxy.newProxyInstance(Files.class.getClassLoader(), new Class<?>[] {Files.class}, (p, m, a) -> {
            boolean internal = m.getName().equals("internal")
                    || (m.getName().equals("getFileHandle") && a[1] == Files.FileType.Internal);
            if (internal && new File(assets, (String) a[0]).exists())
                return files.absolute(new File(assets, (String) a[0]).getPath());
            try {
                return m.invoke(files, a);
            } catch (java.lang.reflect.InvocationTargetException e) {
                throw e.getCause();
            }
        });
    }

    /** No key held, no touch; keeps the processor it is given. */
    private Input noKeysInput() {
        return (Input) Proxy.newProxyInstance(Input.class.getClassLoader(), new Class<?>[] {Input.class}, (p, m, a) -> {
            if (m.getName().equals("setInputProcessor")) processor = (InputProcessor) a[0];
            if (m.getName().equals("getInputProcessor")) return processor;
            Class<?> r = m.getReturnType();
            if (r == int.class) return 0;
            if (r == boolean.class) return false;
            if (r == float.class) return 0f;
            if (r == long.class) return 0L;
            return null;
        });
    }

    @Override
    public void close() {
        Gdx.graphics = graphicsBefore;
        Gdx.gl = glBefore;
        Gdx.gl20 = glBefore;
        Gdx.input = inputBefore;
        Gdx.files = filesBefore;
    }

    private static GL20 acceptingGl() {
        int[] next = {1};
        return (GL20) Proxy.newProxyInstance(GL20.class.getClassLoader(), new Class<?>[] {GL20.class}, (p, m, a) -> {
            String name = m.getName();
            if (name.equals("glGetShaderiv") || name.equals("glGetProgramiv")) {
                int what = (Integer) a[1];
                ((IntBuffer) a[2]).put(0, what == GL20.GL_COMPILE_STATUS || what == GL20.GL_LINK_STATUS ? 1 : 0);
                return null;
            }
            if (name.equals("glGetIntegerv")) {
                IntBuffer b = (IntBuffer) a[1];
                b.put(0, (Integer) a[0] == GL20.GL_MAX_TEXTURE_SIZE ? 4096 : 0);
                return null;
            }
            if (name.equals("glCheckFramebufferStatus")) return GL20.GL_FRAMEBUFFER_COMPLETE;
            if (name.startsWith("glGen") || name.startsWith("glCreate")) return next[0]++;
            Class<?> r = m.getReturnType();
            if (r == int.class) return 0;
            if (r == boolean.class) return false;
            if (r == float.class) return 0f;
            if (r == long.class) return 0L;
            if (r == String.class) return "";
            return null;
        });
    }
}
