package com.tiltfall.ui;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.ui.WidgetGroup;
import com.badlogic.gdx.scenes.scene2d.utils.ClickListener;
import com.badlogic.gdx.scenes.scene2d.utils.Drawable;
import com.badlogic.gdx.utils.Align;

/**
 * A menu row's button: a background for its state (up, hovered or focused, pressed, disabled) padded round one line
 * of text, chosen by a click or a tap. Sized and drawn as Scene2D's TextButton (a Table with the label filling it
 * within the background's padding), without the Table underneath it.
 */
public final class MenuButton extends WidgetGroup {
    /** Backgrounds (all with the same padding) and text colours per state. */
    public static final class Style {
        public Drawable up, over, down, disabled;
        public Font font;
        public Color fontColor, overFontColor, downFontColor, disabledFontColor;
    }

    /** Whether the button has the menu's keyboard/gamepad focus (it then looks hovered). */
    public interface Focus {
        boolean has(MenuButton button);
    }

    private final Style style;
    private final Label label;
    private final ClickListener click;
    private final Focus focus;
    private boolean disabled;

    /** {@code clicked} runs on a click or tap while the button is not disabled. */
    public MenuButton(String text, Style style, Focus focus, final Runnable clicked) {
        this.style = style;
        this.focus = focus;
        setTransform(false);
        label = new Label(text, new Label.LabelStyle(style.font, style.fontColor));
        label.setAlignment(Align.center);
        addActor(label);
        click = new ClickListener() {
            @Override
            public void clicked(InputEvent event, float x, float y) {
                if (!disabled) clicked.run();
            }
        };
        addListener(click);
        setSize(getPrefWidth(), getPrefHeight());
    }

    public Label getLabel() {
        return label;
    }

    public CharSequence getText() {
        return label.getText();
    }

    public void setText(String text) {
        label.setText(text);
    }

    public boolean isDisabled() {
        return disabled;
    }

    /** A disabled button ignores clicks and looks dim. */
    public void setDisabled(boolean disabled) {
        this.disabled = disabled;
    }

    public boolean isOver() {
        return click.isOver() || focus.has(this);
    }

    public boolean isPressed() {
        return click.isVisualPressed();
    }

    private Drawable background() {
        if (disabled && style.disabled != null) return style.disabled;
        if (isPressed() && style.down != null) return style.down;
        if (isOver() && style.over != null) return style.over;
        return style.up;
    }

    private Color fontColor() {
        if (disabled && style.disabledFontColor != null) return style.disabledFontColor;
        if (isPressed() && style.downFontColor != null) return style.downFontColor;
        if (isOver() && style.overFontColor != null) return style.overFontColor;
        return style.fontColor;
    }

    @Override
    public float getPrefWidth() {
        Drawable bg = style.up;
        float w = bg.getLeftWidth() + bg.getRightWidth();
        w += (float) Math.ceil(label.getPrefWidth());
        return Math.max(w, bg.getMinWidth());
    }

    @Override
    public float getPrefHeight() {
        Drawable bg = style.up;
        float h = bg.getTopHeight() + bg.getBottomHeight();
        h += (float) Math.ceil(label.getPrefHeight());
        return Math.max(h, bg.getMinHeight());
    }

    /** The text fills the button within the background's padding (centred, where the button is smaller than it). */
    @Override
    public void layout() {
        Drawable bg = style.up;
        float left = bg.getLeftWidth(), top = bg.getTopHeight();
        float padX = left + bg.getRightWidth(), padY = top + bg.getBottomHeight();
        float textW = label.getPrefWidth(), textH = label.getPrefHeight();
        float w = getWidth(), h = getHeight();
        // as Table lays out its one expanding, filling cell: the text's rounded size, grown to the room inside
        float cellW = (float) Math.ceil(textW), cellH = (float) Math.ceil(textH);
        float extraW = w - padX - cellW, extraH = h - padY - cellH;
        if (extraW > 0f) cellW += extraW;
        if (extraH > 0f) cellH += extraH;
        float x = left + (w - (padX + cellW)) / 2f, y = top + (h - (padY + cellH)) / 2f;
        float textWidth = Math.max(cellW, textW), textHeight = Math.max(cellH, textH);
        float tx = x + (cellW - textWidth) / 2f, ty = (cellH - textHeight) / 2f;
        ty = h - y - ty - textHeight;
        label.setBounds((float) Math.floor(tx), (float) Math.floor(ty), (float) Math.ceil(textWidth), (float)
                Math.ceil(textHeight));
        label.validate();
    }

    @Override
    public void draw(Batch batch, float parentAlpha) {
        validate();
        label.getStyle().fontColor = fontColor();
        Color c = getColor();
        batch.setColor(c.r, c.g, c.b, c.a * parentAlpha);
        background().draw(batch, getX(), getY(), getWidth(), getHeight());
        super.draw(batch, parentAlpha);
    }
}
