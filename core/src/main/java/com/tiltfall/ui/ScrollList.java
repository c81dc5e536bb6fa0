package com.tiltfall.ui;

import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.InputListener;
import com.badlogic.gdx.scenes.scene2d.ui.WidgetGroup;
import com.badlogic.gdx.scenes.scene2d.utils.Drawable;
import com.badlogic.gdx.scenes.scene2d.utils.Layout;

/**
 * A vertical list that scrolls when taller than the room it is given: the content is clipped to the list's bounds,
 * the mouse wheel and a drag (past a few pixels, so a tap still chooses) scroll it, and a thin bar shows where it is.
 * A few lines instead of Scene2D's ScrollPane, whose gesture and fling machinery the web build would have to download.
 */
public final class ScrollList extends WidgetGroup {
    /** Logical pixels a finger or the mouse must move before a press becomes a drag (and chooses nothing). */
    static final float DRAG_START = 10f;
    /** Logical pixels per notch of the mouse wheel. */
    static final float WHEEL_STEP = 48f;

    private final Actor content;
    private final Drawable bar;
    private float scrollY, dragFromY, dragFromScroll;
    private boolean dragging;
    private int dragPointer = -1;

    public ScrollList(Actor content, Drawable bar) {
        this.content = content;
        this.bar = bar;
        addActor(content);
        addListener(new InputListener() {
            @Override
            public boolean scrolled(InputEvent event, float x, float y, float amountX, float amountY) {
                setScrollY(scrollY + amountY * WHEEL_STEP);
                return true;
            }
        });
        // a capture listener sees a press before the row under it; once it is a drag, the row's press is cancelled
        addCaptureListener(new InputListener() {
            @Override
            public boolean touchDown(InputEvent event, float x, float y, int pointer, int button) {
                if (dragPointer != -1 || getMaxY() <= 0f) return false;
                dragPointer = pointer;
                dragging = false;
                dragFromY = event.getStageY();
                dragFromScroll = scrollY;
                return true;
            }

            @Override
            public void touchDragged(InputEvent event, float x, float y, int pointer) {
                if (pointer != dragPointer) return;
                float moved = event.getStageY() - dragFromY; // up the screen: the content follows, later rows show
                if (!dragging && Math.abs(moved) >= DRAG_START) {
                    dragging = true;
                    if (getStage() != null) getStage().cancelTouchFocusExcept(this, ScrollList.this);
                }
                if (dragging) setScrollY(dragFromScroll + moved);
            }

            @Override
            public void touchUp(InputEvent event, float x, float y, int pointer, int button) {
                if (pointer == dragPointer) dragPointer = -1;
            }
        });
    }

    /** The scrolled content. */
    public Actor content() {
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
        return content instanceof Layout ? ((Layout) content).getPrefHeight() : content.getHeight();
    }

    @Override
    public void layout() {
        float h = Math.max(getHeight(), contentHeight());
        scrollY = Math.max(0f, Math.min(getMaxY(), scrollY)); // the room may have grown
        content.setBounds(0f, getHeight() - h + scrollY, getWidth() - barWidth(), h);
        if (content instanceof Layout) ((Layout) content).validate();
    }

    private float barWidth() {
        return bar.getMinWidth() + 4f;
    }

    @Override
    public float getPrefWidth() {
        return (content instanceof Layout ? ((Layout) content).getPrefWidth() : content.getWidth()) + barWidth();
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

    @Override
    public void draw(Batch batch, float parentAlpha) {
        validate();
        applyTransform(batch, computeTransform());
        if (clipBegin(0f, 0f, getWidth(), getHeight())) {
            drawChildren(batch, parentAlpha);
            batch.flush();
            clipEnd();
        }
        float max = getMaxY();
        if (max > 0f) { // the bar: as tall as the share of the list in view, where that share is
            float h = Math.max(bar.getMinHeight(), getHeight() * getHeight() / (getHeight() + max));
            batch.setColor(1f, 1f, 1f, parentAlpha);
            bar.draw(
                    batch,
                    getWidth() - bar.getMinWidth(),
                    (getHeight() - h) * (1f - scrollY / max),
                    bar.getMinWidth(),
                    h);
        }
        resetTransform(batch);
    }
}
