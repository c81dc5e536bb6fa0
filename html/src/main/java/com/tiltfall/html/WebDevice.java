package com.tiltfall.html;

import com.tiltfall.platform.Device;
import com.tiltfall.platform.FrameScaler;

/**
 * The browser's screen. The canvas is sized in CSS pixels (the page's logical pixels) and its drawing buffer gets
 * {@code devicePixelRatio} pixels per CSS pixel, capped at {@link #MAX_SCALE} and at {@link #MAX_PIXELS} in all,
 * so a 2x laptop or a 3x phone draws sharp without drawing 9 times the pixels. Touch: a coarse pointer (phones,
 * tablets) or the first touch seen on the page. Safe area: the CSS {@code env(safe-area-inset-*)} values, read from
 * the page's #safe-area element. While frames are slow the buffer has fewer pixels ({@link FrameScaler}): the UI
 * keeps its CSS size, drawn less sharp.
 */
public final class WebDevice implements Device {
    /** Drawing-buffer pixels per CSS pixel at most: beyond 2 the difference is hard to see and costly. */
    public static final double MAX_SCALE = 2.0;
    /** Drawing-buffer pixels at most (about 2560 x 1600): a 4K monitor at 2x would otherwise draw 8 million. */
    public static final double MAX_PIXELS = 4_100_000;

    private float scale = 1f;
    /** Draws fewer pixels while frames are slow (software WebGL, a big canvas). */
    private final FrameScaler frames = new FrameScaler();

    private double lastW, lastH;

    /**
     * Off for the end-to-end tests ({@code ?e2e}), which measure the picture's pixels, unless they ask for it
     * ({@code &adapt}).
     */
    private final boolean adaptive;

    WebDevice() {
        watchTouches();
        adaptive = PageParameters.get("e2e") == null || PageParameters.get("adapt") != null;
    }

    @Override
    public float pixelScale() {
        return scale;
    }

    @Override
    public native boolean touchScreen() /*-{
        // asked every frame: one media query object, kept
        if ($wnd.__tiltfallCoarse === undefined)
            $wnd.__tiltfallCoarse = $wnd.matchMedia ? $wnd.matchMedia('(pointer: coarse)') : null;
        return !!$wnd.__tiltfallTouchSeen || !!($wnd.__tiltfallCoarse && $wnd.__tiltfallCoarse.matches);
    }-*/;

    @Override
    public native float safeInset(int side) /*-{
        var probe = $doc.getElementById('safe-area');
        if (!probe) return 0;
        var style = $wnd.getComputedStyle(probe);
        var v = side == 0 ? style.paddingLeft : side == 1 ? style.paddingTop
            : side == 2 ? style.paddingRight : style.paddingBottom;
        return parseFloat(v) || 0;
    }-*/;

    @Override
    public float renderScale() {
        return frames.scale();
    }

    /** Counts a frame of {@code seconds} for the adaptive resolution. */
    void frame(double seconds) {
        if (adaptive) frames.frame(seconds);
    }

    @Override
    public boolean rereadsLevelFiles() {
        return false;
    }

    /**
     * Sizes the canvas to the window: CSS size = the page's, drawing buffer = CSS size x the capped pixel ratio.
     * Returns true when it changed (the game must be resized).
     */
    boolean fitCanvas() {
        double w = pageWidth(), h = pageHeight();
        if (w <= 0 || h <= 0) return false;
        if (w != lastW || h != lastH) frames.resized();
        lastW = w;
        lastH = h;
        double s = scaleFor(w, h, devicePixelRatio()) * frames.scale();
        int pw = (int) Math.round(w * s), ph = (int) Math.round(h * s);
        scale = (float) (pw / w);
        return setCanvas((int) w, (int) h, pw, ph);
    }

    /**
     * The drawing buffer's pixels per CSS pixel the page will get, asked before the canvas exists: the preload
     * fetches the font copies for it.
     */
    static double expectedScale() {
        double w = pageWidth(), h = pageHeight();
        return scaleFor(w > 0 ? w : 1, h > 0 ? h : 1, devicePixelRatio());
    }

    /** Pixels per CSS pixel for a page of w x h CSS pixels at this device pixel ratio, within both caps. */
    static double scaleFor(double w, double h, double ratio) {
        double s = Math.min(Math.max(ratio, 1.0), MAX_SCALE);
        if (w * h * s * s > MAX_PIXELS) s = Math.max(1.0, Math.sqrt(MAX_PIXELS / (w * h)));
        return s;
    }

    private static native double pageWidth() /*-{
        return $doc.documentElement.clientWidth;
    }-*/;

    private static native double pageHeight() /*-{
        return $doc.documentElement.clientHeight;
    }-*/;

    private static native double devicePixelRatio() /*-{
        return $wnd.devicePixelRatio || 1;
    }-*/;

    private static native boolean setCanvas(int w, int h, int pw, int ph) /*-{
        var c = $doc.querySelector('#embed-html canvas');
        if (!c) return false;
        var cssW = w + 'px', cssH = h + 'px';
        if (c.width == pw && c.height == ph && c.style.width == cssW && c.style.height == cssH) return false;
        c.width = pw;
        c.height = ph;
        c.style.width = cssW;
        c.style.height = cssH;
        return true;
    }-*/;

    /** The first touch anywhere on the page turns the touch controls on (a laptop's touch screen, for one). */
    private static native void watchTouches() /*-{
        $wnd.addEventListener('touchstart', function () { $wnd.__tiltfallTouchSeen = true; },
            {capture: true, passive: true});
    }-*/;

    /** The title's "Share runs": the page's share panel (index.html), where run codes are pasted and made. */
    @Override
    public Runnable shareRuns() {
        return WebDevice::openSharePanel;
    }

    private static native void openSharePanel() /*-{
        if ($wnd.tiltfallShareOpen) $wnd.tiltfallShareOpen();
    }-*/;
}
