package com.tiltfall.ui;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.InputAdapter;
import com.badlogic.gdx.InputMultiplexer;
import com.badlogic.gdx.InputProcessor;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.Disposable;
import com.badlogic.gdx.utils.viewport.ScreenViewport;
import com.tiltfall.input.Gamepad;

/**
 * One menu page on a {@link MenuStage} laid out in logical pixels, driven by every kind of input: the mouse and
 * taps (hovering focuses), the keyboard (Up/Down move the focus, Left/Right change a
 * volume, Enter/Space choose, Esc/Backspace go back) and a gamepad (stick or d-pad, A or Start to choose, B back).
 * Pages are built by filling {@link #grid} and registering the focusable rows; {@link #clear()} starts a new page
 * on the same stage (the pause menu's settings). Rows inside a {@link #scroller} (a page taller than the screen) are
 * scrolled into view when the keys or the pad move the focus to them; the wheel and a drag scroll it too.
 */
public final class Menu implements Disposable {
    /** Receives the next key or gamepad button (rebinding). */
    public interface Capture {
        void key(int keycode);

        void padButton(int button);

        void cancelled();
    }

    /** A volume's new value (or, for {@link Item#adjust}, the change). */
    public interface ValueListener {
        void changed(float value);
    }

    /** Seconds after a page appears during which choosing is ignored (a key still held from the screen before). */
    public static final float INPUT_DELAY = 0.3f;

    private static final float REPEAT_FIRST = 0.4f, REPEAT_NEXT = 0.14f;
    /** Logical pixels kept in view above and below a row scrolled to (a world's heading above its first level). */
    static final float REVEAL_MARGIN = 32f;

    public final MenuSkin skin;
    /** The page's layout: fills the stage, contents centred. */
    public final Grid grid = new Grid();

    /** The page on the screen: the pointer's input in, the tree drawn. */
    public final MenuStage stage;

    /** This menu's {@link #INPUT_DELAY} (the pause menu: shorter, it opens on a fresh key press). */
    public float inputDelay = INPUT_DELAY;
    /** Feedback hooks (the game plays its menu sounds here): the focus moved; a row was chosen or Back taken. */
    public Runnable onMove = () -> {}, onChoose = () -> {};

    private final Gamepad pad;
    private final Array<Item> items = new Array<>();
    private int focus = -1;
    private Runnable back;
    private Capture capture;
    private boolean captureReleased;
    private float shown;
    private boolean padChoose = true, padBack = true, padStart = true;
    private int padDir;
    private float padRepeat;
    /** The keys or the pad moved the focus: scroll it into view at the next update (once the page is laid out). */
    private boolean reveal;
    /**
     * The keys or the pad moved the focus since the mouse last moved: a list scrolling under a resting mouse pointer
     * must not hand the focus to the row that comes under it.
     */
    private boolean keyed;

    private final Vector2 corner = new Vector2();

    private static final class Item {
        MenuButton actor;
        String name;
        Runnable choose;
        ValueListener adjust;
    }

    /** A button looks hovered while it has the keyboard/gamepad focus. */
    private final MenuButton.Focus focused = b -> focus >= 0 && focus < items.size && items.get(focus).actor == b;

    public Menu(MenuSkin skin, ScreenViewport viewport, Batch batch, Gamepad pad) {
        this.skin = skin;
        this.pad = pad;
        stage = new MenuStage(viewport, batch, grid);
    }

    /** Empties the page (the focus, the back action and any capture too). */
    public void clear() {
        for (Node n : grid.getChildren()) stage.unfocus(n); // as Scene2D did for the children removed
        grid.clear();
        grid.setBackground(null);
        items.clear();
        focus = -1;
        back = null;
        capture = null;
        shown = 0f;
        // a pad button must be pressed anew on the new page
        padChoose = padStart = padBack = true;
        reveal = false;
    }

    /**
     * A scrolling list for a page taller than the screen: a bar while there is more to see, the mouse wheel scrolls
     * it, a drag scrolls it (and does not choose the row it started on).
     */
    public ScrollList scroller(Node content) {
        ScrollList list = new ScrollList(content, skin.scrollBar);
        list.stage = stage;
        stage.scrollFocus = list; // the wheel scrolls it without a click first
        return list;
    }

    public void back(Runnable back) {
        this.back = back;
    }

    public Label label(String text, Label.LabelStyle style) {
        return new Label(text, style);
    }

    /** A button row's button: chosen by click, tap, Enter/Space, A or Start while focused. */
    public MenuButton button(String text, Runnable choose) {
        final Item item = new Item();
        MenuButton b = new MenuButton(text, skin.button, focused, () -> {
            if (shown >= inputDelay && capture == null) {
                onChoose.run();
                item.choose.run();
            }
        });
        item.actor = b;
        item.name = text;
        item.choose = choose;
        register(item);
        return b;
    }

    /** Renames a button row (what {@link #describe()} reports for it too). */
    public void rename(MenuButton button, String text) {
        button.setText(text);
        for (Item i : items) if (i.actor == button) i.name = text;
    }

    /**
     * A volume row, 0 to 100 % in steps of 10: Left/Right (stick, d-pad) lower and raise it, choosing it (click, tap,
     * Enter) raises it and wraps from 100 % to 0. (A button rather than Scene2D's Slider: a few KB less script.)
     */
    public MenuButton volume(final String name, float value, final ValueListener listener) {
        final float[] v = {Math.round(Math.max(0f, Math.min(1f, value)) * 10f) / 10f};
        final MenuButton[] b = new MenuButton[1];
        final ValueListener set = nv -> {
            v[0] = Math.round(Math.max(0f, Math.min(1f, nv)) * 10f) / 10f;
            rename(b[0], percent(name, v[0]));
            listener.changed(v[0]);
        };
        b[0] = button(percent(name, v[0]), () -> set.changed(v[0] >= 0.95f ? 0f : v[0] + 0.1f));
        items.peek().adjust = delta -> set.changed(v[0] + delta);
        return b[0];
    }

    static String percent(String name, float v) {
        return name + ": " + Math.round(v * 100f) + " %";
    }

    private void register(final Item item) {
        final int index = items.size;
        items.add(item);
        // the mouse (not a finger) came over the row, or moved within the row a scroll brought under the pointer
        item.actor.hovered = () -> {
            if (!keyed) focus = index;
        };
        if (focus < 0) focus = index;
    }

    /** Moves the focus to the row registered {@code index}-th (and scrolls it into view). */
    public void focus(int index) {
        if (index >= 0 && index < items.size) {
            focus = index;
            reveal = true;
        }
    }

    public int focusIndex() {
        return focus;
    }

    /** Waits for the next key or pad button (Esc, B cancel). */
    public void capture(Capture capture) {
        this.capture = capture;
        captureReleased = false;
    }

    public boolean isCapturing() {
        return capture != null;
    }

    /** The input to give Gdx.input: navigation keys first, then the stage (mouse, touch). */
    public InputProcessor input() {
        return new InputMultiplexer(
                new InputAdapter() {
                    @Override
                    public boolean keyDown(int keycode) {
                        return Menu.this.keyDown(keycode);
                    }

                    @Override
                    public boolean mouseMoved(int screenX, int screenY) {
                        keyed = false; // the mouse is back in charge (passed on to the stage)
                        return false;
                    }
                },
                stage);
    }

    /** A key press: true when the menu used it. */
    public boolean keyDown(int keycode) {
        if (capture != null) {
            Capture c = capture;
            capture = null;
            if (keycode == Keys.ESCAPE) c.cancelled();
            else c.key(keycode);
            return true;
        }
        switch (keycode) {
            case Keys.UP:
                move(-1);
                return true;
            case Keys.DOWN:
            case Keys.TAB:
                move(1);
                return true;
            case Keys.LEFT:
                adjust(-1);
                return true;
            case Keys.RIGHT:
                adjust(1);
                return true;
            case Keys.ENTER:
            case Keys.NUMPAD_ENTER:
            case Keys.SPACE:
                choose();
                return true;
            case Keys.ESCAPE:
            case Keys.BACKSPACE:
                goBack();
                return true;
            default:
                return false;
        }
    }

    private void move(int by) {
        if (items.size == 0) return;
        int before = focus;
        focus = ((focus < 0 ? 0 : focus + by) % items.size + items.size) % items.size;
        reveal = keyed = true;
        if (focus != before) onMove.run();
    }

    private void adjust(int by) {
        if (focus < 0 || focus >= items.size) return;
        Item i = items.get(focus);
        if (i.adjust != null) {
            i.adjust.changed(0.1f * by); // a volume row: by how much
        } else {
            move(by); // rows of buttons side by side: left/right move too
        }
    }

    /** Chooses the focused row, as Enter does. */
    public void choose() {
        if (shown < inputDelay || focus < 0 || focus >= items.size) return;
        Item i = items.get(focus);
        if (i.choose != null) {
            onChoose.run();
            i.choose.run();
        }
    }

    public void goBack() {
        if (shown < inputDelay || back == null) return;
        onChoose.run();
        back.run();
    }

    /** Reads the gamepad, runs the stage's actions and draws the page. */
    public void render(float delta) {
        update(delta);
        stage.getViewport().apply(true);
        stage.draw();
    }

    /** Reads the gamepad and runs the stage's actions (render does this, then draws). */
    public void update(float delta) {
        shown += delta;
        if (stage.getViewport() instanceof MenuViewport) {
            // a page wider than the screen is drawn smaller rather than cut off at both sides
            MenuViewport v = (MenuViewport) stage.getViewport();
            if (v.fitWidth(grid.getPrefWidth() + 2f * MenuViewport.SIDE)) grid.invalidateHierarchy();
        }
        pollPad(delta);
        if (reveal) revealFocus();
        stage.act();
    }

    /** Scrolls the list that holds the focused row (if one does) so the row and a margin round it show. */
    private void revealFocus() {
        reveal = false;
        if (focus < 0 || focus >= items.size) return;
        grid.validate();
        Node row = items.get(focus).actor;
        for (Node g = row.getParent(); g != null; g = g.getParent()) {
            if (!(g instanceof ScrollList)) continue;
            ScrollList pane = (ScrollList) g;
            pane.validate();
            row.localToAscendantCoordinates(pane.content(), corner.set(0f, 0f));
            float view = pane.getHeight(), margin = Math.min(REVEAL_MARGIN, (view - row.getHeight()) / 2f);
            float bottom = corner.y - Math.max(0f, margin), top = corner.y + row.getHeight() + Math.max(0f, margin);
            // the list shows its part from maxY - scrollY up (scrollY 0: its top): the least scroll that shows the row
            float max = pane.getMaxY();
            pane.setScrollY(Math.min(max + view - top, Math.max(pane.getScrollY(), max - bottom)));
            return;
        }
    }

    /** Updates the stage's viewport (logical pixels): call from the screen's resize after the viewport's update. */
    public void layout() {
        grid.invalidateHierarchy();
        reveal = true; // a new size (a phone turned) keeps the focused row in view
    }

    private void pollPad(float delta) {
        if (capture != null) {
            int b = pad.pressedButton();
            if (b < 0) captureReleased = true;
            else if (captureReleased) {
                Capture c = capture;
                capture = null;
                if (b == 1) c.cancelled(); // B cancels
                else c.padButton(b);
            }
            return;
        }
        boolean a = pad.button(0), bb = pad.button(1), start = pad.startHeld();
        if (a && !padChoose) choose();
        if (start && !padStart) choose();
        if (bb && !padBack) goBack();
        padChoose = a;
        padStart = start;
        padBack = bb;
        double x = pad.axis(0), y = pad.axis(1);
        int dir = 0;
        if (pad.button(12) || y < -0.5) dir = 1; // up
        else if (pad.button(13) || y > 0.5) dir = 2; // down
        else if (pad.button(14) || x < -0.5) dir = 3; // left
        else if (pad.button(15) || x > 0.5) dir = 4; // right
        if (dir != padDir) {
            padDir = dir;
            padRepeat = REPEAT_FIRST;
            direction(dir);
        } else if (dir != 0) {
            padRepeat -= delta;
            if (padRepeat <= 0f) {
                padRepeat = REPEAT_NEXT;
                direction(dir);
            }
        }
    }

    private void direction(int dir) {
        if (dir == 1) move(-1);
        else if (dir == 2) move(1);
        else if (dir == 3) adjust(-1);
        else if (dir == 4) adjust(1);
    }

    /** Whether the screen is narrow (a phone held upright): pages then stack what sits side by side. */
    public boolean narrow() {
        return stage.getViewport() instanceof MenuViewport && ((MenuViewport) stage.getViewport()).narrow();
    }

    /**
     * Appends the page's rows for the end-to-end tests: {@code ;css=} CSS pixels per logical pixel, then
     * {@code ;rows=} each focusable row's name, left, top (y down) and size in logical pixels.
     */
    public void describe(StringBuilder sb, float pixelScale) {
        grid.validate();
        sb.append(";css=")
                .append(Math.round(1000f / (((ScreenViewport) stage.getViewport()).getUnitsPerPixel() * pixelScale))
                        / 1000f);
        sb.append(";rows=");
        for (int i = 0; i < items.size; i++) {
            Node a = items.get(i).actor;
            a.localToStageCoordinates(corner.set(0f, 0f));
            if (i > 0) sb.append('|');
            sb.append(items.get(i).name)
                    .append(':')
                    .append(Math.round(corner.x))
                    .append(',');
            sb.append(Math.round(stage.getHeight() - corner.y - a.getHeight())).append(',');
            sb.append(Math.round(a.getWidth())).append(',').append(Math.round(a.getHeight()));
        }
    }

    /** The focused row's name, for the tests' one-line summaries. */
    public String focusName() {
        return focus >= 0 && focus < items.size ? items.get(focus).name : "";
    }

    @Override
    public void dispose() {
        clear(); // the batch is the app's: the menu does not own it
    }
}
