package com.tiltfall.ui;

import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.viewport.Viewport;

/**
 * One box of the menus' tree: bounds in its parent's logical pixels (y up), children drawn and hit in order, and
 * Scene2D's widget layout (a wanted and least size, invalidated up the tree, laid out when drawn). What the menus used
 * of Scene2D's {@code Actor}, {@code Group}, {@code WidgetGroup} and {@code Widget}, with the same sizes, places, hit
 * tests and layout passes, and the input hooks {@link MenuStage} calls: a few KB less web script (no events, listeners,
 * pools, actions or transforms; docs/performance/web.md).
 */
public class Node {
    Node parent;
    final Array<Node> children = new Array<>();
    float x, y, width, height;
    private String name;
    /** False: hit tests pass over the node itself (its children still count), as Scene2D's childrenOnly. */
    boolean touchable = true;
    /** Laid out to the viewport's size, the tree's root (Scene2D's fillParent on the stage's root). */
    Viewport fill;

    private boolean needsLayout = true;

    public float getX() {
        return x;
    }

    public float getY() {
        return y;
    }

    public float getWidth() {
        return width;
    }

    public float getHeight() {
        return height;
    }

    public Node getParent() {
        return parent;
    }

    public Array<Node> getChildren() {
        return children;
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    public void setPosition(float x, float y) {
        this.x = x;
        this.y = y;
    }

    public void setSize(float width, float height) {
        setBounds(x, y, width, height);
    }

    public void setBounds(float x, float y, float width, float height) {
        this.x = x;
        this.y = y;
        if (this.width != width || this.height != height) {
            this.width = width;
            this.height = height;
            invalidate();
        }
    }

    /** Adds a child last (drawn over the others, hit first), taking it from any parent it had. */
    public void addActor(Node child) {
        if (child.parent != null) {
            if (child.parent == this) return;
            child.parent.children.removeValue(child, true);
            child.parent.invalidateHierarchy();
        }
        children.add(child);
        child.parent = this;
        invalidateHierarchy();
    }

    /** Removes every child. */
    public void clearChildren() {
        for (Node c : children) c.parent = null;
        children.clear();
        invalidateHierarchy();
    }

    /** The first node of this name among the children, then in each child's tree (as Scene2D's findActor). */
    @SuppressWarnings("unchecked")
    public <T extends Node> T findActor(String name) {
        for (Node c : children) if (name.equals(c.name)) return (T) c;
        for (Node c : children) {
            Node found = c.findActor(name);
            if (found != null) return (T) found;
        }
        return null;
    }

    /** Whether {@code ancestor} is this node or holds it. */
    public boolean isDescendantOf(Node ancestor) {
        for (Node n = this; n != null; n = n.parent) if (n == ancestor) return true;
        return false;
    }

    /**
     * The deepest node at this point (x, y in this node's coordinates), or null; laid out first, as Scene2D's
     * WidgetGroup is (a list scrolled since the last frame is hit where it now shows).
     */
    public Node hit(float x, float y) {
        validate();
        for (int i = children.size - 1; i >= 0; i--) {
            Node c = children.get(i);
            Node hit = c.hit(x - c.x, y - c.y);
            if (hit != null) return hit;
        }
        return touchable && inBounds(x, y) ? this : null;
    }

    /** Whether the local point (x, y) lies within this node's bounds. */
    protected boolean inBounds(float x, float y) {
        return x >= 0 && x < width && y >= 0 && y < height;
    }

    /** Adds the positions up to {@code ascendant} (null: the root's parent, the stage). */
    public Vector2 localToAscendantCoordinates(Node ascendant, Vector2 v) {
        Node n = this;
        do {
            v.x += n.x;
            v.y += n.y;
            n = n.parent;
        } while (n != null && n != ascendant);
        return v;
    }

    public Vector2 localToStageCoordinates(Vector2 v) {
        return localToAscendantCoordinates(null, v);
    }

    /** A stage point in this node's coordinates: each parent's position subtracted, from the root down. */
    public Vector2 stageToLocalCoordinates(Vector2 v) {
        if (parent != null) parent.stageToLocalCoordinates(v);
        v.x -= x;
        v.y -= y;
        return v;
    }

    // layout (Scene2D's Layout, as WidgetGroup and Widget do it)

    public float getPrefWidth() {
        return 0f;
    }

    public float getPrefHeight() {
        return 0f;
    }

    public float getMinWidth() {
        return getPrefWidth();
    }

    public float getMinHeight() {
        return getPrefHeight();
    }

    /** 0: no most. */
    public float getMaxWidth() {
        return 0f;
    }

    public float getMaxHeight() {
        return 0f;
    }

    public void invalidate() {
        needsLayout = true;
    }

    public void invalidateHierarchy() {
        invalidate();
        if (parent != null) parent.invalidateHierarchy();
    }

    /** Places the children (the size is set). */
    public void layout() {}

    /** Lays the node out if it was invalidated; the root retries a few times when layout invalidated it again. */
    public void validate() {
        if (fill != null) setBounds(x, y, fill.getWorldWidth(), fill.getWorldHeight());
        if (!needsLayout) return;
        needsLayout = false;
        layout();
        if (needsLayout && parent == null) {
            for (int i = 0; i < 5; i++) {
                needsLayout = false;
                layout();
                if (!needsLayout) break;
            }
        }
    }

    // drawing

    /** Draws the node with its parent's drawn origin at (ox, oy): by default, its children. */
    public void draw(Batch batch, float ox, float oy) {
        validate();
        drawChildren(batch, ox + x, oy + y);
    }

    void drawChildren(Batch batch, float ox, float oy) {
        for (int i = 0; i < children.size; i++) children.get(i).draw(batch, ox, oy);
    }

    // input, from MenuStage (stage coordinates, y up); each answers true to take the pointer's later drags and release

    /** A press: first from the root down ({@code capture}), then from the node hit up. */
    boolean touchDown(float stageX, float stageY, int pointer, int button, boolean capture) {
        return false;
    }

    /** A drag of a pointer this node took. */
    void touchDragged(float stageX, float stageY, int pointer) {}

    /** The release of a pointer this node took; at {@code Integer.MIN_VALUE} when the press was taken from it. */
    void touchUp(float stageX, float stageY, int pointer, int button) {}

    /** The mouse (pointer -1) or a finger came over the node or one inside it, or left. */
    void enter(int pointer) {}

    void exit(int pointer) {}

    void mouseMoved() {}

    boolean scrolled(float amountY) {
        return false;
    }
}
