package com.tiltfall.ui;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.BitmapFont.BitmapFontData;
import com.badlogic.gdx.utils.Align;

/**
 * A text on a menu page: Scene2D's {@code Label} for what the pages use (a font and colour, alignment, word wrap,
 * lines at newlines), laid out and drawn with the game's {@link Text} instead of libGDX's {@code GlyphLayout} and
 * {@code BitmapFontCache}: the same sizes and quads to the bit ({@code TextTest}), a few KB less web script. No
 * background, font scale, ellipsis or justification (the pages use none).
 */
public class Label extends Node {
    /** The label's font and text colour (null: white). */
    public static class LabelStyle {
        public Font font;
        public Color fontColor;

        public LabelStyle(Font font, Color fontColor) {
            this.font = font;
            this.fontColor = fontColor;
        }
    }

    private static final Text PREF = new Text();

    private LabelStyle style;
    private final Text text = new Text();
    private String string;
    private int labelAlign = Align.left, lineAlign = Align.left;
    private boolean wrap, prefSizeInvalid = true;
    private float prefWidth, prefHeight, lastPrefHeight;

    public Label(CharSequence text, LabelStyle style) {
        this.style = style;
        string = text == null ? "" : text.toString();
        invalidateHierarchy();
        if (string.length() > 0) setSize(getPrefWidth(), getPrefHeight());
    }

    public void setStyle(LabelStyle style) {
        this.style = style;
        invalidateHierarchy();
    }

    public LabelStyle getStyle() {
        return style;
    }

    public CharSequence getText() {
        return string;
    }

    /** The text's laid-out size in the last layout (as libGDX's {@code getGlyphLayout()}'s width and height). */
    public float textWidth() {
        return text.width;
    }

    public float textHeight() {
        return text.height;
    }

    public void setText(CharSequence newText) {
        String s = newText == null ? "" : newText.toString();
        if (s.equals(string)) return;
        string = s;
        invalidateHierarchy();
    }

    /** Wraps at the label's width (its wanted width is then 0: the parent sets it). */
    public void setWrap(boolean wrap) {
        this.wrap = wrap;
        invalidateHierarchy();
    }

    /** Aligns the text in the label and each line within the text (as Scene2D's {@code setAlignment(a, a)}). */
    public void setAlignment(int alignment) {
        labelAlign = alignment;
        lineAlign = (alignment & Align.left) != 0
                ? Align.left
                : (alignment & Align.right) != 0 ? Align.right : Align.center;
        invalidate();
    }

    @Override
    public void invalidate() {
        super.invalidate();
        prefSizeInvalid = true;
    }

    private void computePrefSize() {
        prefSizeInvalid = false;
        BitmapFontData data = style.font.data;
        if (wrap) PREF.set(data, string, getWidth(), Align.left, true, null);
        else PREF.set(data, string, 0f, Align.left, false, null);
        prefWidth = PREF.width;
        prefHeight = PREF.height;
    }

    @Override
    public void layout() {
        BitmapFontData data = style.font.data;
        if (wrap) {
            float prefHeight = getPrefHeight();
            if (prefHeight != lastPrefHeight) {
                lastPrefHeight = prefHeight;
                invalidateHierarchy();
            }
        }
        float width = getWidth(), height = getHeight();
        float x = 0, y = 0;
        float textWidth, textHeight;
        if (wrap || string.indexOf('\n') != -1) {
            text.set(data, string, width, lineAlign, wrap, null);
            textWidth = text.width;
            textHeight = text.height;
            if ((labelAlign & Align.left) == 0) {
                if ((labelAlign & Align.right) != 0) x += width - textWidth;
                else x += (width - textWidth) / 2;
            }
        } else {
            textWidth = width;
            textHeight = data.capHeight;
        }
        if ((labelAlign & Align.top) != 0) {
            y += height - textHeight;
            y += data.descent;
        } else if ((labelAlign & Align.bottom) != 0) {
            y -= data.descent;
        } else {
            y += (height - textHeight) / 2;
        }
        y += textHeight;
        text.set(data, string, textWidth, lineAlign, wrap, null);
        text.place(data, x, y, Color.WHITE_FLOAT_BITS);
    }

    @Override
    public void draw(Batch batch, float ox, float oy) {
        validate();
        text.tint((style.fontColor != null ? style.fontColor : Color.WHITE).toFloatBits());
        text.moveTo(ox + x, oy + y);
        text.draw(batch, style.font.page);
    }

    /** Hit by its bounds, without laying it out (as Scene2D's Widget). */
    @Override
    public Node hit(float x, float y) {
        return x >= 0 && x < width && y >= 0 && y < height ? this : null;
    }

    @Override
    public float getPrefWidth() {
        if (wrap) return 0;
        if (prefSizeInvalid) computePrefSize();
        return prefWidth;
    }

    @Override
    public float getPrefHeight() {
        if (prefSizeInvalid) computePrefSize();
        return prefHeight - style.font.data.descent * 2;
    }
}
