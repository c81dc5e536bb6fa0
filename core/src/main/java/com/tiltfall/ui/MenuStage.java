package com.tiltfall.ui;

import com.badlogic.gdx.Application.ApplicationType;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.InputAdapter;
import com.badlogic.gdx.graphics.Camera;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.viewport.Viewport;

/**
 * A menu page's tree on the screen, as Scene2D's {@code Stage} ran it for the menus: pointer positions unprojected
 * through the viewport, the node hit at a press, move or wheel gets it (and the nodes holding it); a press's drags and
 * release go to the nodes that took it, even off them ("touch focus"), until a list's drag takes them
 * ({@link #cancelTouchFocusExcept}); the mouse's hover (pointer -1) is followed once a frame ({@link #act}, on a
 * desktop or in a browser); the wheel goes to the {@link #scrollFocus}.
 */
public final class MenuStage extends InputAdapter {
    private final Viewport viewport;
    private final Batch batch;
    /** The tree, sized to the viewport. */
    public final Node root;
    /** The node the mouse wheel scrolls (null: none). */
    Node scrollFocus;

    private final Vector2 temp = new Vector2();
    private int mouseScreenX, mouseScreenY;
    private Node mouseOver;

    /** A pressed pointer's node: its drags and release go there. */
    private static final class Focus {
        Node node;
        boolean capture;
        int pointer, button;
    }

    private final Array<Focus> focuses = new Array<>();
    private final Array<Node> chain = new Array<>();

    public MenuStage(Viewport viewport, Batch batch, Node root) {
        this.viewport = viewport;
        this.batch = batch;
        this.root = root;
        root.fill = viewport;
        viewport.update(Gdx.graphics.getWidth(), Gdx.graphics.getHeight(), true);
    }

    public Viewport getViewport() {
        return viewport;
    }

    public float getWidth() {
        return viewport.getWorldWidth();
    }

    public float getHeight() {
        return viewport.getWorldHeight();
    }

    public Vector2 screenToStageCoordinates(Vector2 v) {
        return viewport.unproject(v);
    }

    public Vector2 stageToScreenCoordinates(Vector2 v) {
        viewport.project(v);
        v.y = Gdx.graphics.getHeight() - v.y;
        return v;
    }

    /** The deepest node at this stage point, or null. */
    public Node hit(float stageX, float stageY) {
        return root.hit(stageX - root.x, stageY - root.y);
    }

    private boolean isInsideViewport(int screenX, int screenY) {
        int x0 = viewport.getScreenX(), y0 = viewport.getScreenY();
        screenY = Gdx.graphics.getHeight() - 1 - screenY;
        return screenX >= x0
                && screenX < x0 + viewport.getScreenWidth()
                && screenY >= y0
                && screenY < y0 + viewport.getScreenHeight();
    }

    /** The node and its ancestors, the node first. */
    private Array<Node> chain(Node n) {
        chain.clear();
        for (; n != null; n = n.parent) chain.add(n);
        return chain;
    }

    @Override
    public boolean touchDown(int screenX, int screenY, int pointer, int button) {
        if (!isInsideViewport(screenX, screenY)) return false;
        screenToStageCoordinates(temp.set(screenX, screenY));
        float sx = temp.x, sy = temp.y;
        Node target = hit(sx, sy);
        if (target == null) return false;
        chain(target);
        Node[] nodes = new Node[chain.size];
        for (int i = 0; i < nodes.length; i++) nodes[i] = chain.get(i);
        boolean handled = false;
        for (int i = nodes.length - 1; i >= 0; i--)
            if (nodes[i].touchDown(sx, sy, pointer, button, true)) handled = focus(nodes[i], true, pointer, button);
        for (Node n : nodes)
            if (n.touchDown(sx, sy, pointer, button, false)) handled = focus(n, false, pointer, button);
        return handled;
    }

    private boolean focus(Node node, boolean capture, int pointer, int button) {
        Focus f = new Focus();
        f.node = node;
        f.capture = capture;
        f.pointer = pointer;
        f.button = button;
        focuses.add(f);
        return true;
    }

    /** The presses as they are now: a node's answer may take some away. */
    private Focus[] snapshot() {
        Focus[] s = new Focus[focuses.size];
        for (int i = 0; i < s.length; i++) s[i] = focuses.get(i);
        return s;
    }

    @Override
    public boolean touchDragged(int screenX, int screenY, int pointer) {
        mouseScreenX = screenX;
        mouseScreenY = screenY;
        if (focuses.size == 0) return false;
        screenToStageCoordinates(temp.set(screenX, screenY));
        boolean handled = false;
        for (Focus f : snapshot()) {
            if (f.pointer != pointer || !focuses.contains(f, true)) continue; // gone: a drag before took it
            f.node.touchDragged(temp.x, temp.y, pointer);
            handled = true;
        }
        return handled;
    }

    @Override
    public boolean touchUp(int screenX, int screenY, int pointer, int button) {
        if (focuses.size == 0) return false;
        screenToStageCoordinates(temp.set(screenX, screenY));
        boolean handled = false;
        for (Focus f : snapshot()) {
            if (f.pointer != pointer || f.button != button || !focuses.removeValue(f, true)) continue;
            f.node.touchUp(temp.x, temp.y, pointer, button);
            handled = true;
        }
        return handled;
    }

    @Override
    public boolean touchCancelled(int screenX, int screenY, int pointer, int button) {
        cancelTouchFocusExcept(null);
        return false;
    }

    /**
     * Takes every pressed pointer from the nodes holding it but {@code except}'s own press (a list that starts to
     * scroll): each hears a release far off, which chooses nothing.
     */
    public void cancelTouchFocusExcept(Node except) {
        for (Focus f : snapshot()) {
            if (f.node == except && f.capture) continue;
            if (!focuses.removeValue(f, true)) continue;
            f.node.touchUp(Integer.MIN_VALUE, Integer.MIN_VALUE, f.pointer, f.button);
        }
    }

    /** A node leaves the page: the presses it holds are cancelled, the wheel leaves it. */
    public void unfocus(Node node) {
        for (Focus f : snapshot()) {
            if (f.node != node || !focuses.removeValue(f, true)) continue;
            f.node.touchUp(Integer.MIN_VALUE, Integer.MIN_VALUE, f.pointer, f.button);
        }
        if (scrollFocus != null && scrollFocus.isDescendantOf(node)) scrollFocus = null;
    }

    @Override
    public boolean mouseMoved(int screenX, int screenY) {
        mouseScreenX = screenX;
        mouseScreenY = screenY;
        if (!isInsideViewport(screenX, screenY)) return false;
        screenToStageCoordinates(temp.set(screenX, screenY));
        for (Node n : chain(hit(temp.x, temp.y))) n.mouseMoved();
        return false;
    }

    @Override
    public boolean scrolled(float amountX, float amountY) {
        if (scrollFocus == null) return false;
        boolean handled = false;
        for (Node n : chain(scrollFocus)) handled |= n.scrolled(amountY);
        return handled;
    }

    /** Follows the mouse's hover: the node under it changed (the pointer moved, or the page under it). */
    public void act() {
        ApplicationType type = Gdx.app.getType();
        if (type != ApplicationType.Desktop && type != ApplicationType.Applet && type != ApplicationType.WebGL) return;
        screenToStageCoordinates(temp.set(mouseScreenX, mouseScreenY));
        Node over = hit(temp.x, temp.y), last = mouseOver;
        if (over == last) return;
        mouseOver = over;
        if (last != null) for (Node n : chain(last)) n.exit(-1);
        if (over != null) for (Node n : chain(over)) n.enter(-1);
    }

    /** Draws the tree with the viewport's camera. */
    public void draw() {
        Camera camera = viewport.getCamera();
        camera.update();
        batch.setProjectionMatrix(camera.combined);
        batch.begin();
        root.draw(batch, 0f, 0f);
        batch.end();
    }
}
