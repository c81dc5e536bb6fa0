package com.tiltfall.render;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.math.MathUtils;
import com.tiltfall.ghost.Ghost;

/** Draws a race's ghost: the hero's box and eyes, pale and translucent, where the ghost's world has its hero. */
final class GhostPainter {
    /** The ghost's tint and opacity: pale blue, see-through, so the live hero always reads in front. */
    static final Color TINT = new Color(0.75f, 0.9f, 1f, 0.45f);

    private final TextureRegion hero, eye;

    GhostPainter(TextureRegion hero, TextureRegion eye) {
        this.hero = hero;
        this.eye = eye;
    }

    /** {@code half}: the hero's half size, m; {@code px}: sprite pixels per metre. */
    void draw(Batch batch, Ghost ghost, float alpha, float half, float px) {
        float x = (float) ghost.x(alpha), y = (float) ghost.y(alpha), angle = (float) ghost.angle(alpha);
        float size = 64f / px, deg = angle * MathUtils.radDeg;
        batch.setColor(TINT);
        batch.draw(hero, x - size / 2f, y - size / 2f, size / 2f, size / 2f, size, size, 1f, 1f, deg);
        float c = MathUtils.cos(angle), s = MathUtils.sin(angle), w = 16f / px, h = 20f / px;
        for (int side = -1; side <= 1; side += 2) {
            float lx = side * 0.17f, ly = 0.08f; // the live hero's eyes, in its own frame
            float ex = x + c * lx - s * ly, ey = y + s * lx + c * ly;
            batch.draw(eye, ex - w / 2f, ey - h / 2f, w / 2f, h / 2f, w, h, 1f, 1f, deg);
        }
        batch.setColor(Color.WHITE);
    }
}
