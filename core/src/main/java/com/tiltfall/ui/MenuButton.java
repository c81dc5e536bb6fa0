package com.tiltfall.ui;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.utils.Align;
import com.badlogic.gdx.utils.TimeUtils;

/**
 * A menu row's button: a background for its state (up, hovered or focused, pressed, disabled) padded round one line
 * of text, chosen by a click or a tap. Sized and drawn as Scene2D's TextButton (a Table with the label filling it
 * within the background's padding), without the Table underneath it; clicked as Scene2D's {@code ClickListener} clicks:
 * released over the button or within {@link #TAP_SQUARE} of where it was pressed, with the left button (or a finger),
 * the pressed look held {@link #PRESSED_LOOK} s after a quick tap.
 */
public final class MenuButton extends Node {
    /** Logical pixels a press may move and still click, each way (Scene2D's tapSquareSize). */
    static final float TAP_SQUARE = 14f;
    /** Seconds the pressed look lasts after a press, however short. */
    static final float PRESSED_LOOK = 0.1f;

    private static final Vector2 LOCAL = new Vector2();

    /** Backgrounds (all with the same padding) and text colours per state. */
    public static final class Style {
        public Patch up, over, down, disabled;
        public Font font;
        public Color fontColor, overFontColor, downFontColor, disabledFontColor;
    }

    /** Whether the button has the menu's keyboard/gamepad focus (it then looks hovered). */
    public interface Focus {
        boolean has(MenuButton button);
    }

    private final Style style;
    private final Label label;
    private final Runnable clicked;
    private final Focus focus;
    private boolean disabled;
    /** Run when the mouse comes over the button or moves on it (the menu moves its focus there). */
    Runnable hovered;
    /** The mouse is over it; a pointer is pressing it (and which, with which button). */
    private boolean over, pressed;

    private int pressedPointer = -1, pressedButton = -1;
    private float touchDownX = -1, touchDownY = -1;
    private long visualPressedTime;

    /** {@code clicked} runs on a click or tap while the button is not disabled. */
    public MenuButton(String text, Style style, Focus focus, final Runnable clicked) {
        this.style = style;
        this.focus = focus;
        this.clicked = clicked;
        label = new Label(text, new Label.LabelStyle(style.font, style.fontColor));
        label.setAlignment(Align.center);
        addActor(label);
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
        return over || pressed || focus.has(this);
    }

    /** Pressed now, or pressed less than {@link #PRESSED_LOOK} s ago. */
    public boolean isPressed() {
        if (pressed) return true;
        if (visualPressedTime <= 0) return false;
        if (visualPressedTime > TimeUtils.millis()) return true;
        visualPressedTime = 0;
        return false;
    }

    /** A stage point in the button's coordinates. */
    private Vector2 local(float stageX, float stageY) {
        return stageToLocalCoordinates(LOCAL.set(stageX, stageY));
    }

    /** Over the button (or what it holds), or still within the tap square. */
    private boolean isOver(float x, float y) {
        Node hit = hit(x, y);
        if (hit != null && hit.isDescendantOf(this)) return true;
        return touchDownX != -1 && Math.abs(x - touchDownX) < TAP_SQUARE && Math.abs(y - touchDownY) < TAP_SQUARE;
    }

    @Override
    boolean touchDown(float stageX, float stageY, int pointer, int button, boolean capture) {
        if (capture || pressed || (pointer == 0 && button != 0)) return false;
        Vector2 p = local(stageX, stageY);
        pressed = true;
        pressedPointer = pointer;
        pressedButton = button;
        touchDownX = p.x;
        touchDownY = p.y;
        visualPressedTime = TimeUtils.millis() + (long) (PRESSED_LOOK * 1000);
        return true;
    }

    @Override
    void touchDragged(float stageX, float stageY, int pointer) {
        if (pointer != pressedPointer) return;
        Vector2 p = local(stageX, stageY);
        pressed = isOver(p.x, p.y);
        if (!pressed) touchDownX = -1; // off the button: the tap square is gone
    }

    @Override
    void touchUp(float stageX, float stageY, int pointer, int button) {
        if (pointer != pressedPointer) return;
        Vector2 p = local(stageX, stageY);
        boolean up = isOver(p.x, p.y) && !(pointer == 0 && button != 0);
        pressed = false;
        pressedPointer = -1;
        pressedButton = -1;
        if (up && !disabled) clicked.run();
    }

    @Override
    void enter(int pointer) {
        if (pointer != -1) return;
        over = true;
        if (hovered != null) hovered.run();
    }

    @Override
    void exit(int pointer) {
        if (pointer == -1) over = false;
    }

    @Override
    void mouseMoved() {
        if (hovered != null) hovered.run();
    }

    private Patch background() {
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
        Patch bg = style.up;
        float w = bg.leftWidth + bg.rightWidth;
        w += (float) Math.ceil(label.getPrefWidth());
        return Math.max(w, bg.minWidth);
    }

    @Override
    public float getPrefHeight() {
        Patch bg = style.up;
        float h = bg.topHeight + bg.bottomHeight;
        h += (float) Math.ceil(label.getPrefHeight());
        return Math.max(h, bg.minHeight);
    }

    /** The text fills the button within the background's padding (centred, where the button is smaller than it). */
    @Override
    public void layout() {
        Patch bg = style.up;
        float left = bg.leftWidth, top = bg.topHeight;
        float padX = left + bg.rightWidth, padY = top + bg.bottomHeight;
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
    public void draw(Batch batch, float ox, float oy) {
        validate();
        label.getStyle().fontColor = fontColor();
        batch.setColor(Color.WHITE);
        background().draw(batch, ox + x, oy + y, width, height);
        drawChildren(batch, ox + x, oy + y);
    }
}
