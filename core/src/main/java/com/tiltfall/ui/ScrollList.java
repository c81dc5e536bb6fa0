package com.tiltfall.ui;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.glutils.HdpiUtils;
import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.viewport.Viewport;

/**
 * A vertical list that scrolls when taller than the room it is given: the content is clipped to the list's bounds,
 * the mouse wheel and a drag (past a few pixels, so a tap still chooses) scroll it, and a thin bar shows where it is.
 * A few lines instead of Scene2D's ScrollPane, whose gesture and fling machinery the web build would have to download.
 */
public final class ScrollList extends Node {
    /** Logical pixels a finger or the mouse must move before a press becomes a drag (and chooses nothing). */
    static final float DRAG_START = 10f;
    /** Logical pixels per notch of the mouse wheel. */
    static final float WHEEL_STEP = 48f;

    private static final Matrix4 OLD = new Matrix4(), MOVED = new Matrix4();
    private static final Vector3 CORNER = new Vector3();

    private final Node content;
    private final Patch bar;
    /** The stage that gives the list's drag the pointer (cancelling the press of the row it started on). */
    MenuStage stage;

    private float scrollY, dragFromY, dragFromScroll;
    private boolean dragging;
    private int dragPointer = -1;

    public ScrollList(Node content, Patch bar) {
        this.content = content;
        this.bar = bar;
        addActor(content);
    }

    @Override
    boolean scrolled(float amountY) {
        setScrollY(scrollY + amountY * WHEEL_STEP);
        return true;
    }

    /**
     * Only within the list's bounds, which its drawing clips to: a row scrolled out of view, or the cut-off part of
     * one, is not drawn there, so it takes no tap, click or hover there (what shows there, Back, a heading, does).
     */
    @Override
    public Node hit(float x, float y) {
        return inBounds(x, y) ? super.hit(x, y) : null;
    }

    // the list sees a press before the row under it (capture); once it is a drag, the row's press is cancelled

    @Override
    boolean touchDown(float stageX, float stageY, int pointer, int button, boolean capture) {
        if (!capture || dragPointer != -1 || getMaxY() <= 0f) return false;
        dragPointer = pointer;
        dragging = false;
        dragFromY = stageY;
        dragFromScroll = scrollY;
        return true;
    }

    @Override
    void touchDragged(float stageX, float stageY, int pointer) {
        if (pointer != dragPointer) return;
        float moved = stageY - dragFromY; // up the screen: the content follows, later rows show
        if (!dragging && Math.abs(moved) >= DRAG_START) {
            dragging = true;
            if (stage != null) stage.cancelTouchFocusExcept(this);
        }
        if (dragging) setScrollY(dragFromScroll + moved);
    }

    @Override
    void touchUp(float stageX, float stageY, int pointer, int button) {
        if (pointer == dragPointer) dragPointer = -1;
    }

    /** The scrolled content. */
    public Node content() {
        return content;
    }

    /** How far the list is scrolled down from its top, logical pixels (0 .. {@link #getMaxY()}). */
    public float getScrollY() {
        return scrollY;
    }

    public void setScrollY(float y) {
        float clamped = Math.max(0f, Math.min(getMaxY(), y));
        if (clamped != scrollY) {
            scrollY = clamped;
            invalidate();
        }
    }

    /** How far the list can scroll: its content's height beyond its own. */
    public float getMaxY() {
        return Math.max(0f, contentHeight() - getHeight());
    }

    private float contentHeight() {
        return content.getPrefHeight();
    }

    @Override
    public void layout() {
        float h = Math.max(getHeight(), contentHeight());
        scrollY = Math.max(0f, Math.min(getMaxY(), scrollY)); // the room may have grown
        content.setBounds(0f, getHeight() - h + scrollY, getWidth() - barWidth(), h);
        content.validate();
    }

    private float barWidth() {
        return bar.minWidth + 4f;
    }

    @Override
    public float getPrefWidth() {
        return content.getPrefWidth() + barWidth();
    }

    @Override
    public float getPrefHeight() {
        return contentHeight();
    }

    /** Nothing: on a short screen the list takes the room left and scrolls. */
    @Override
    public float getMinHeight() {
        return 0f;
    }

    /**
     * Draws the content clipped to the list (a scissor from the list's bounds through the batch's transform, as
     * Scene2D's clipBegin), then the bar; the batch's transform moves to the list meanwhile.
     */
    @Override
    public void draw(Batch batch, float ox, float oy) {
        validate();
        OLD.set(batch.getTransformMatrix());
        batch.setTransformMatrix(MOVED.setToTranslation(ox + x, oy + y, 0f));
        if (width > 0f && height > 0f && stage != null) {
            // the list's corners through the batch's transform and the camera to window pixels (ScissorStack's sums)
            Viewport v = stage.getViewport();
            Matrix4 m = batch.getTransformMatrix();
            int vx = v.getScreenX(), vy = v.getScreenY(), vw = v.getScreenWidth(), vh = v.getScreenHeight();
            v.getCamera().project(CORNER.set(0f, 0f, 0f).mul(m), vx, vy, vw, vh);
            float sx = CORNER.x, sy = CORNER.y;
            v.getCamera().project(CORNER.set(width, height, 0f).mul(m), vx, vy, vw, vh);
            float sw = Math.round(CORNER.x - sx), sh = Math.round(CORNER.y - sy);
            sx = Math.round(sx);
            sy = Math.round(sy);
            if (sw < 0) {
                sw = -sw;
                sx -= sw;
            }
            if (sh < 0) {
                sh = -sh;
                sy -= sh;
            }
            if (sw >= 1f && sh >= 1f) {
                Gdx.gl.glEnable(GL20.GL_SCISSOR_TEST);
                HdpiUtils.glScissor((int) sx, (int) sy, (int) sw, (int) sh);
                drawChildren(batch, 0f, 0f);
                batch.flush();
                Gdx.gl.glDisable(GL20.GL_SCISSOR_TEST);
            }
        }
        float max = getMaxY();
        if (max > 0f) { // the bar: as tall as the share of the list in view, where that share is
            float h = Math.max(bar.minHeight, height * height / (height + max));
            batch.setColor(1f, 1f, 1f, 1f);
            bar.draw(batch, width - bar.minWidth, (height - h) * (1f - scrollY / max), bar.minWidth, h);
        }
        batch.setTransformMatrix(OLD);
    }
}
