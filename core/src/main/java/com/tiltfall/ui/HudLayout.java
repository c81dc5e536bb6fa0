package com.tiltfall.ui;

/**
 * Where the HUD's texts go so that they never overlap each other, the pause button or the screen's edge, at any
 * window size from 640 x 360 logical pixels up (and phones held upright): the counters at the top left, in two
 * parts (score and lives; coins and time) on one line when they fit, else on two; the level's title at the top
 * right when it fits beside them, else on the line below (shortened with "..." when it is wider than the screen); the
 * FPS line under the lowest. All values are logical pixels, y up; positions are the tops of lines.
 */
public final class HudLayout {
    public static final float MARGIN = 12f, GAP = 24f, LINE_GAP = 4f;

    // results
    public float firstX, firstY, secondX, secondY, titleX, titleY, titleWidth, fpsX, fpsY;
    public boolean twoLines, titleBelow;

    /**
     * @param insetLeft safe-area inset on the left (notch)
     * @param insetTop safe-area inset at the top
     * @param right how much of the top right is taken (safe area and the touch pause button)
     * @param rightDown how far down from the top that corner is taken (0 when nothing is)
     * @param first width of the first part of the counters (score and lives; 0 when there is none)
     * @param second width of the second part (coins and time)
     * @param titleNeeds width of the level title's text
     */
    public void layout(
            float width,
            float height,
            float insetLeft,
            float insetTop,
            float right,
            float rightDown,
            float lineHeight,
            float first,
            float second,
            float titleNeeds) {
        float left = MARGIN + insetLeft;
        float top = height - MARGIN - insetTop;
        float end = width - MARGIN - Math.max(0f, right);
        float step = lineHeight + LINE_GAP;
        if (left + Math.max(first, second) > end && right > 0f) {
            // too narrow beside the pause button (a phone held upright): start under it, across the whole width
            top = Math.min(top, height - rightDown - LINE_GAP);
            end = width - MARGIN;
        }
        firstX = left;
        firstY = top;
        float gap = first > 0f ? GAP : 0f;
        twoLines = left + first + gap + second > end;
        float lineEnd; // where the last line of counters ends
        if (twoLines) {
            secondX = left;
            secondY = top - step;
            lineEnd = left + Math.max(first, second);
        } else {
            secondX = left + first + gap;
            secondY = top;
            lineEnd = secondX + second;
        }
        if (!twoLines && lineEnd + GAP + titleNeeds <= end) {
            titleBelow = false;
            titleWidth = titleNeeds;
            titleX = end - titleNeeds;
            titleY = top;
        } else {
            titleBelow = true;
            titleX = left;
            titleY = secondY - step;
            titleWidth = Math.max(0f, Math.min(titleNeeds, end - left));
        }
        fpsX = left;
        fpsY = (titleBelow ? titleY : secondY) - step;
    }
}
