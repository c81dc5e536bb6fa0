package com.tiltfall.platform;

/**
 * What the screen and its input are like, as the platform tells it: how many drawing-buffer pixels make one
 * logical pixel (a CSS pixel in the browser), whether a touch screen is the way to play (on-screen controls), and
 * the safe area (notches, rounded corners, a home bar) to keep controls out of. The desktop reports logical sizes
 * already and has no touch screen: {@link #DESKTOP}.
 */
public interface Device {
    /** Drawing-buffer pixels per logical pixel (>= 1 on a high-DPI screen); UI sizes are in logical pixels. */
    float pixelScale();

    /** A touch screen is used: show the on-screen controls and accept taps in menus. */
    boolean touchScreen();

    /** Safe-area inset in logical pixels: 0 left, 1 top, 2 right, 3 bottom. */
    float safeInset(int side);

    /**
     * The drawing buffer's share of the screen's full resolution in each direction: 1, or less while the browser
     * draws a smaller buffer to keep up its frame rate (shown in the F1 overlay).
     */
    default float renderScale() {
        return 1f;
    }

    /**
     * What the title's "Share runs" does (the browser: opens the page's panel to paste a run code and get the last
     * run's), or null: the desktop's title has "Import run", a code from the clipboard, instead.
     */
    default Runnable shareRuns() {
        return null;
    }

    /** Whether a level file can be read again from disk (desktop), or only opened again by the player (browser). */
    boolean rereadsLevelFiles();

    Device DESKTOP = new Device() {
        @Override
        public float pixelScale() {
            return 1f;
        }

        @Override
        public boolean touchScreen() {
            return false;
        }

        @Override
        public float safeInset(int side) {
            return 0f;
        }

        @Override
        public boolean rereadsLevelFiles() {
            return true;
        }
    };
}
