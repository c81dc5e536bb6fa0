package com.tiltfall.ui;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.glutils.ShapeRenderer;
import com.badlogic.gdx.math.Matrix4;
import com.tiltfall.input.TouchControls;

/**
 * Draws the on-screen controls ({@link TouchControls} places them): faint discs with a ring and a light arrow, so the
 * terrain under a button (a pit, a spike) still shows through; brighter while held. The pause button is two bars in
 * a faint circle. Logical pixels, y up.
 */
public final class TouchControlsView {
    /** Disc opacity at rest and held, ring and arrow opacity. */
    static final float FILL = 0.16f, FILL_HELD = 0.4f, RING = 0.45f, ARROW = 0.6f;

    /** Draws {@code t} with {@code s} in the screen's logical pixels ({@code projection}); nothing else is changed. */
    public void draw(TouchControls t, ShapeRenderer s, Matrix4 projection) {
        Gdx.gl.glEnable(GL20.GL_BLEND);
        Gdx.gl.glBlendFunc(GL20.GL_SRC_ALPHA, GL20.GL_ONE_MINUS_SRC_ALPHA);
        s.setProjectionMatrix(projection);
        s.begin(ShapeRenderer.ShapeType.Filled);
        for (int b = TouchControls.LEFT; b <= TouchControls.DOWN; b++) {
            s.setColor(1f, 1f, 1f, t.held(b) ? FILL_HELD : FILL);
            s.circle(t.x(b), t.y(b), t.radius(b), 40);
        }
        s.setColor(1f, 1f, 1f, ARROW);
        float k = t.radius(TouchControls.LEFT) * 0.45f;
        float lx = t.x(TouchControls.LEFT), ly = t.y(TouchControls.LEFT);
        s.triangle(lx - k, ly, lx + k * 0.7f, ly + k, lx + k * 0.7f, ly - k);
        float rx = t.x(TouchControls.RIGHT), ry = t.y(TouchControls.RIGHT);
        s.triangle(rx + k, ry, rx - k * 0.7f, ry + k, rx - k * 0.7f, ry - k);
        float jx = t.x(TouchControls.JUMP), jy = t.y(TouchControls.JUMP);
        s.triangle(jx, jy + k, jx - k, jy - k * 0.7f, jx + k, jy - k * 0.7f);
        float dx = t.x(TouchControls.DOWN), dy = t.y(TouchControls.DOWN), dk = k * 0.6f;
        s.triangle(dx, dy - dk, dx - dk, dy + dk * 0.7f, dx + dk, dy + dk * 0.7f);
        float px = t.x(TouchControls.PAUSE), py = t.y(TouchControls.PAUSE), pr = t.radius(TouchControls.PAUSE);
        s.setColor(1f, 1f, 1f, 0.22f);
        s.circle(px, py, pr, 24);
        s.setColor(1f, 1f, 1f, 0.8f);
        s.rect(px - pr * 0.35f, py - pr * 0.4f, pr * 0.25f, pr * 0.8f);
        s.rect(px + pr * 0.1f, py - pr * 0.4f, pr * 0.25f, pr * 0.8f);
        // restart: a bar and a triangle pointing back to the start
        float qx = t.x(TouchControls.RESTART);
        s.setColor(1f, 1f, 1f, 0.22f);
        s.circle(qx, py, pr, 24);
        s.setColor(1f, 1f, 1f, 0.8f);
        s.rect(qx - pr * 0.45f, py - pr * 0.4f, pr * 0.2f, pr * 0.8f);
        s.triangle(qx - pr * 0.2f, py, qx + pr * 0.45f, py + pr * 0.4f, qx + pr * 0.45f, py - pr * 0.4f);
        s.end();
        // the rings: where a button is, even over a bright background
        s.begin(ShapeRenderer.ShapeType.Line);
        s.setColor(1f, 1f, 1f, RING);
        for (int b = TouchControls.LEFT; b <= TouchControls.DOWN; b++) s.circle(t.x(b), t.y(b), t.radius(b), 40);
        s.end();
    }
}
