package com.tiltfall.ui;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.TextureRegion;

/**
 * A flat background: a texture region stretched over a box, tinted, with padding for what it holds and a least size.
 * What the menus used of Scene2D's {@code TextureRegionDrawable} and the {@code SpriteDrawable} its tint made: the same
 * quad in the same colour (the tint times the batch's colour).
 */
public final class Patch {
    private static final Color PREVIOUS = new Color();

    private final TextureRegion region;
    /** Null: drawn in the batch's colour. */
    private final Color tint;

    public float leftWidth, rightWidth, topHeight, bottomHeight, minWidth, minHeight;

    public Patch(TextureRegion region) {
        this(region, null);
        minWidth = region.getRegionWidth();
        minHeight = region.getRegionHeight();
    }

    private Patch(TextureRegion region, Color tint) {
        this.region = region;
        this.tint = tint;
    }

    /** A copy drawn in this colour (times the batch's), with the same padding and least size. */
    public Patch tint(Color colour) {
        Patch p = new Patch(region, new Color(colour));
        p.leftWidth = leftWidth;
        p.rightWidth = rightWidth;
        p.topHeight = topHeight;
        p.bottomHeight = bottomHeight;
        p.minWidth = minWidth;
        p.minHeight = minHeight;
        return p;
    }

    public void draw(Batch batch, float x, float y, float width, float height) {
        if (tint == null) {
            batch.draw(region, x, y, width, height);
            return;
        }
        Color b = PREVIOUS.set(batch.getColor());
        batch.setColor(tint.r * b.r, tint.g * b.g, tint.b * b.b, tint.a * b.a);
        batch.draw(region, x, y, width, height);
        batch.setColor(b);
    }
}
