package com.tiltfall.ui;

import com.badlogic.gdx.utils.viewport.ScreenViewport;

/**
 * The menus' viewport: logical pixels like the HUD's, but never fewer than {@link #MIN_WIDTH} x {@link #MIN_HEIGHT}
 * of them. The pages are laid out for a 640 x 360 window; a phone held upright (320-430 CSS px wide) gets the same
 * page drawn smaller instead of cut off at both sides. At 640 x 360 and up nothing changes.
 */
public final class MenuViewport extends ScreenViewport {
    public static final float MIN_WIDTH = 640f, MIN_HEIGHT = 360f;

    /**
     * Sizes the viewport for a screen of {@code width} x {@code height} device pixels with {@code pixelScale} device
     * pixels per logical pixel, the camera centred.
     */
    public void update(int width, int height, float pixelScale) {
        setUnitsPerPixel(unitsPerPixel(width, height, pixelScale));
        update(width, height, true);
    }

    /** Logical pixels per device pixel: the platform's, or more where the screen is smaller than the minimum. */
    public static float unitsPerPixel(int width, int height, float pixelScale) {
        float units = 1f / (pixelScale > 0f ? pixelScale : 1f);
        if (width > 0) units = Math.max(units, MIN_WIDTH / width);
        if (height > 0) units = Math.max(units, MIN_HEIGHT / height);
        return units;
    }
}
