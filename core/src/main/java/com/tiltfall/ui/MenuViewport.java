package com.tiltfall.ui;

import com.badlogic.gdx.utils.viewport.ScreenViewport;

/**
 * The menus' viewport: logical pixels like the HUD's, but never fewer than {@link #MIN_WIDTH} x {@link #MIN_HEIGHT}
 * of them on a landscape screen (the pages' size: 640 x 360), nor {@link #MIN_UPRIGHT_WIDTH} x
 * {@link #MIN_UPRIGHT_HEIGHT} on an upright one, where the pages stack their rows ({@link #narrow}) and keep their
 * text and buttons full size (18 px text: at least 16 CSS px down to a 320 px wide phone). A page still wider than
 * the screen is drawn smaller ({@link #fitWidth}) rather than cut off at both sides.
 */
public final class MenuViewport extends ScreenViewport {
    public static final float MIN_WIDTH = 640f, MIN_HEIGHT = 360f;
    public static final float MIN_UPRIGHT_WIDTH = 320f, MIN_UPRIGHT_HEIGHT = 480f;
    /** Below this width, logical pixels, the screen is narrow: pages put side-by-side buttons one under another. */
    public static final float NARROW = 560f;
    /** Room kept at each side of a page that is fitted to the screen's width, logical pixels. */
    public static final float SIDE = 8f;

    /** Logical pixels per device pixel for this screen, before a wide page asks for more. */
    private float base = 1f;

    /**
     * Sizes the viewport for a screen of {@code width} x {@code height} device pixels with {@code pixelScale} device
     * pixels per logical pixel, the camera centred.
     */
    public void update(int width, int height, float pixelScale) {
        base = unitsPerPixel(width, height, pixelScale);
        setUnitsPerPixel(base);
        update(width, height, true);
    }

    /**
     * Makes the screen at least {@code needs} logical pixels wide (a page that wide), or back to its own size when it
     * needs less. Returns true when the size changed.
     */
    public boolean fitWidth(float needs) {
        int w = getScreenWidth(), h = getScreenHeight();
        if (w <= 0 || h <= 0) return false;
        float units = Math.max(base, needs / w);
        if (units == getUnitsPerPixel()) return false;
        setUnitsPerPixel(units);
        update(w, h, true);
        return true;
    }

    /** A narrow screen (a phone held upright): pages stack their rows. */
    public boolean narrow() {
        return getScreenWidth() * base < NARROW;
    }

    /** Logical pixels per device pixel: the platform's, or more where the screen is smaller than the minimum. */
    public static float unitsPerPixel(int width, int height, float pixelScale) {
        float units = 1f / (pixelScale > 0f ? pixelScale : 1f);
        boolean upright = height > width;
        float minW = upright ? MIN_UPRIGHT_WIDTH : MIN_WIDTH, minH = upright ? MIN_UPRIGHT_HEIGHT : MIN_HEIGHT;
        if (width > 0) units = Math.max(units, minW / width);
        if (height > 0) units = Math.max(units, minH / height);
        return units;
    }
}
