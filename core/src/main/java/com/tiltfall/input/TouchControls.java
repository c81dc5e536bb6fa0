package com.tiltfall.input;

import com.badlogic.gdx.Gdx;

/**
 * The on-screen controls of a touch screen: left and right at the bottom left (down, to drop through one-way
 * platforms with jump, above them), jump at the bottom right, pause at the top right, placed
 * inside the safe area, thumb-sized (in logical pixels). Read once per fixed step like a gamepad ({@link #poll}),
 * so a run played by touch records and replays like any other. Every finger counts (multi-touch: run and jump at
 * once), and the zones are larger than the drawn buttons: a touch anywhere in the lower part of the left half steers
 * (left of the gap between the two buttons: left) or, above the buttons, holds down; anywhere in the lower part of
 * the right half jumps.
 */
public final class TouchControls implements Gamepad {
    /** Drawn button radius, logical pixels (a 88 px circle: about 14 mm on a phone), on a screen 390 px or more. */
    public static final float RADIUS = 44f;
    /** Gap between the buttons and the safe area's edge, logical pixels (on a screen 390 px or more). */
    public static final float MARGIN = 20f;
    /** The least size across of a drawn button, logical pixels: a thumb's target (44 CSS px). */
    public static final float MIN_TARGET = 44f;
    /** The screen's shorter side from which the buttons have their full size, logical pixels. */
    static final float FULL_SIZE_FROM = 390f;
    /** Pointers read (browsers and phones report up to 10). */
    static final int POINTERS = 10;

    /** RESTART: a small button left of PAUSE (the level from its start, as the restart key). */
    public static final int LEFT = 0, RIGHT = 1, JUMP = 2, DOWN = 3, PAUSE = 4, RESTART = 5;

    private boolean enabled;
    private float width, height, pixelScale = 1f, strip;
    /** Centre x, centre y (y up) and radius of each button, logical pixels; index LEFT, RIGHT, JUMP, DOWN, PAUSE. */
    private final float[] x = new float[6], y = new float[6], r = new float[6];

    private final boolean[] held = new boolean[4];

    /** Shown and read only on touch screens; keyboard and gamepad players never see them. */
    public void setEnabled(boolean enabled) {
        this.enabled = enabled;
    }

    public boolean isEnabled() {
        return enabled;
    }

    /**
     * Places the buttons in a view of {@code w} x {@code h} logical pixels with the safe area's insets (left, top,
     * right, bottom) and {@code pixelScale} drawing-buffer pixels per logical pixel (touch positions come in those).
     */
    public void layout(float w, float h, float left, float top, float right, float bottom, float pixelScale) {
        width = w;
        height = h;
        this.pixelScale = pixelScale > 0f ? pixelScale : 1f;
        float k = sizeFor(Math.min(w, h)), radius = RADIUS * k, margin = MARGIN * k;
        float by = bottom + margin + radius;
        place(LEFT, left + margin + radius, by, radius);
        place(RIGHT, left + margin + 3.4f * radius, by, radius);
        place(JUMP, w - right - margin - 1.2f * radius, by + 0.2f * radius, 1.2f * radius);
        place(DOWN, (x[LEFT] + x[RIGHT]) / 2f, by + 1.75f * radius, Math.max(0.55f * radius, MIN_TARGET / 2f));
        place(PAUSE, w - right - 12f - 22f, h - top - 12f - 22f, 22f);
        place(RESTART, x[PAUSE] - 2f * 22f - 24f, y[PAUSE], 22f);
        strip = Math.max(y[JUMP] + r[JUMP], y[DOWN] + r[DOWN]) + 12f;
    }

    /**
     * The buttons' size, 1 for full, on a screen whose shorter side is {@code side} logical pixels: smaller on a small
     * phone (640 x 360: 0.85), where full-sized ones would cover a third of the view's height; never under 0.7.
     */
    static float sizeFor(float side) {
        float f = side / FULL_SIZE_FROM;
        return Math.max(0.7f, Math.min(1f, f * f));
    }

    /**
     * Appends the buttons for the end-to-end tests: {@code ;touch=} then per button its left, top (y down from the
     * screen's top) and size across, logical pixels, "|" between buttons (LEFT, RIGHT, JUMP, DOWN, PAUSE).
     */
    public void describe(StringBuilder sb) {
        sb.append(";touch=");
        for (int i = 0; i <= PAUSE; i++) {
            if (i > 0) sb.append('|');
            sb.append(Math.round(x[i] - r[i])).append(',').append(Math.round(height - y[i] - r[i]));
            sb.append(',').append(Math.round(2f * r[i]));
        }
    }

    /** Height of the band the buttons take at the bottom, logical pixels (a phone held upright keeps it clear). */
    public float stripHeight() {
        return strip;
    }

    private void place(int i, float cx, float cy, float radius) {
        x[i] = cx;
        y[i] = cy;
        r[i] = radius;
    }

    public float x(int button) {
        return x[button];
    }

    public float y(int button) {
        return y[button];
    }

    public float radius(int button) {
        return r[button];
    }

    /** Whether a finger is on LEFT, RIGHT, JUMP or DOWN (as of the last {@link #poll}). */
    public boolean held(int button) {
        return held[button];
    }

    /** The button a touch at screen pixel (sx, sy) (y down, drawing-buffer pixels) hits, or -1. */
    public int hit(int sx, int sy) {
        float lx = sx / pixelScale, ly = height - sy / pixelScale;
        float px = lx - x[PAUSE], py = ly - y[PAUSE], pr = r[PAUSE] + 12f;
        if (px * px + py * py <= pr * pr) return PAUSE;
        px = lx - x[RESTART];
        if (px * px + py * py <= pr * pr) return RESTART;
        float top = Math.max(height * 0.6f, Math.max(y[JUMP] + 2f * r[JUMP], y[DOWN] + 2f * r[DOWN]));
        if (ly > top) return -1;
        if (lx >= width / 2f) return JUMP;
        if (ly > y[LEFT] + r[LEFT]) return DOWN;
        return lx < (x[LEFT] + x[RIGHT]) / 2f ? LEFT : RIGHT;
    }

    @Override
    public boolean poll(ControlState out) {
        held[LEFT] = held[RIGHT] = held[JUMP] = held[DOWN] = false;
        if (!enabled || Gdx.input == null) return false;
        for (int p = 0; p < POINTERS; p++) {
            if (!Gdx.input.isTouched(p)) continue;
            int b = hit(Gdx.input.getX(p), Gdx.input.getY(p));
            if (b >= 0 && b < PAUSE) held[b] = true;
        }
        Gamepad.merge(out, 0.0, 0.0, held[LEFT], held[RIGHT], held[DOWN], held[JUMP]);
        return true;
    }

    @Override
    public boolean startHeld() {
        return false;
    }
}
