package com.tiltfall.desktop;

import com.badlogic.gdx.ApplicationListener;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.graphics.Pixmap;
import com.badlogic.gdx.graphics.PixmapIO;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;

/**
 * Runs a real application listener; after a given number of frames reads the back buffer of the latest frame (what
 * the player would see) and saves it as PNG; closes the application when the test's condition is met.
 */
final class FrameCapture implements ApplicationListener {
    private final ApplicationListener game;
    private final int framesBeforeCapture, maxFrames;
    private final BooleanSupplier done;
    private final FileHandle png;
    private int frames;
    /** RGBA of every pixel, row 0 at the bottom of the window (OpenGL order). */
    int[][] rgba;

    int width, height;
    Throwable failure;
    /** Called with the frame number before each frame is rendered (tests press keys here). */
    IntConsumer beforeFrame = frame -> {};
    /** Called with the frame number after each frame is rendered (tests save screenshots here). */
    IntConsumer afterFrame = frame -> {};
    /** Called right after the capture, before the next frame (tests read the camera the frame was drawn with). */
    Runnable onCapture = () -> {};

    /**
     * Captures the frame numbered {@code framesBeforeCapture}, then keeps the game running until {@code done} says so
     * or {@code maxFrames} have been rendered.
     */
    FrameCapture(
            ApplicationListener game, int framesBeforeCapture, int maxFrames, BooleanSupplier done, FileHandle png) {
        this.game = game;
        this.framesBeforeCapture = framesBeforeCapture;
        this.maxFrames = maxFrames;
        this.done = done;
        this.png = png;
    }

    @Override
    public void create() {
        game.create();
    }

    @Override
    public void resize(int w, int h) {
        game.resize(w, h);
    }

    @Override
    public void render() {
        try {
            beforeFrame.accept(frames + 1);
            game.render();
            afterFrame.accept(frames + 1);
            if (++frames == framesBeforeCapture) capture();
            if (frames >= framesBeforeCapture && (frames >= maxFrames || done.getAsBoolean())) Gdx.app.exit();
        } catch (Throwable t) {
            failure = t;
            Gdx.app.exit();
        }
    }

    /** Saves what the frame just rendered shows as a PNG (call from {@link #afterFrame}). */
    static void screenshot(FileHandle file) {
        int w = Gdx.graphics.getBackBufferWidth(), h = Gdx.graphics.getBackBufferHeight();
        Pixmap pixmap = Pixmap.createFromFrameBuffer(0, 0, w, h);
        Pixmap flipped = new Pixmap(w, h, Pixmap.Format.RGBA8888);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) flipped.drawPixel(x, h - 1 - y, pixmap.getPixel(x, y) | 0xff);
        }
        PixmapIO.writePNG(file, flipped);
        flipped.dispose();
        pixmap.dispose();
    }

    private void capture() {
        if (png == null) return;
        width = Gdx.graphics.getBackBufferWidth();
        height = Gdx.graphics.getBackBufferHeight();
        Pixmap pixmap = Pixmap.createFromFrameBuffer(0, 0, width, height);
        rgba = new int[height][width];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                rgba[y][x] = pixmap.getPixel(x, y); // Pixmap rows follow glReadPixels: row 0 is the bottom
            }
        }
        Pixmap flipped = new Pixmap(width, height, Pixmap.Format.RGBA8888);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) flipped.drawPixel(x, height - 1 - y, rgba[y][x] | 0xff);
        }
        PixmapIO.writePNG(png, flipped);
        flipped.dispose();
        pixmap.dispose();
        onCapture.run();
    }

    int frames() {
        return frames;
    }

    @Override
    public void pause() {
        game.pause();
    }

    @Override
    public void resume() {
        game.resume();
    }

    @Override
    public void dispose() {
        game.dispose();
    }
}
