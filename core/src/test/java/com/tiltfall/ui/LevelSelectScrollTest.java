package com.tiltfall.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.math.Rectangle;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.utils.Array;
import com.tiltfall.input.Gamepad;
import com.tiltfall.level.LevelTestSupport;
import com.tiltfall.save.MemoryPreferences;
import com.tiltfall.save.Progress;
import com.tiltfall.screen.Pages;
import java.io.File;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The level select laid out headless at the window sizes the game supports (640 x 360 logical pixels up to 1920 x
 * 1080), with the shipped 8 levels in 2 worlds and with 20 in 3: nothing overlaps or leaves the screen, the keys reach
 * every row and each focused row is scrolled into view; the wheel and a drag scroll, a tap chooses. And the tally,
 * with its new stomps row, still fits the smallest window.
 */
class LevelSelectScrollTest {
    /** Window sizes in logical pixels; the last two are phones held upright (narrow: records under each level). */
    private static final int[][] SIZES = {{640, 360}, {1280, 720}, {1920, 1080}, {390, 844}, {320, 568}};

    private static MenuSkin skin;
    private final List<Integer> played = new ArrayList<>();
    private final List<String> backs = new ArrayList<>();
    private Menu menu;
    private int width, height;
    /** The time trial's level select (its own records) instead of the campaign's. */
    private boolean trial;

    @BeforeAll
    static void headlessWithFakeGl() {
        LevelTestSupport.fakeGl();
        skin = new MenuSkin(1f, Gdx.files.absolute(new File("../assets/fonts").getAbsolutePath()));
    }

    private static final Gamepad NO_PAD = Gamepad.NONE;

    static Array<String> levels(int n) {
        Array<String> a = new Array<>();
        for (int i = 1; i <= n; i++) a.add("levels/" + (i < 10 ? "0" : "") + i + "-level-number-" + i + ".tmx");
        return a;
    }

    /** Four levels a world: "World 1", "World 2"... */
    static String[] worlds(int n) {
        String[] w = new String[n];
        for (int i = 0; i < n; i++) w[i] = "World " + (1 + i / 4);
        return w;
    }

    /** The page at this size; {@code completed} levels done (with long records), so {@code completed + 1} are open. */
    private void page(int w, int h, int count, int completed) {
        MenuViewport viewport = new MenuViewport();
        viewport.update(w, h, 1f);
        // a batch that draws nothing but answers like one: the page is drawn (a scroll pane places its list then)
        com.badlogic.gdx.graphics.Color colour = new com.badlogic.gdx.graphics.Color(1f, 1f, 1f, 1f);
        com.badlogic.gdx.math.Matrix4 transform = new com.badlogic.gdx.math.Matrix4(),
                projection = new com.badlogic.gdx.math.Matrix4();
        Batch batch = (Batch)
                Proxy.newProxyInstance(Batch.class.getClassLoader(), new Class<?>[] {Batch.class}, (p, m, a) -> {
                    switch (m.getName()) {
                        case "getColor":
                            return colour;
                        case "getTransformMatrix":
                            return transform;
                        case "getProjectionMatrix":
                            return projection;
                        case "getPackedColor":
                            return colour.toFloatBits();
                        default:
                            return MenuTreeAccess.defaultReturn(m);
                    }
                });
        menu = new Menu(skin, viewport, batch, NO_PAD);
        viewport.update(w, h, 1f); // the stage set it to the (headless: empty) window's size
        Array<String> levels = levels(count);
        Progress progress = new Progress(new MemoryPreferences());
        // the widest records: a long time, a big score, the longest medal name
        for (int i = 0; i < completed; i++) progress.levelCompleted(levels.get(i), 1234.5, 123456, 3, 4);
        com.tiltfall.scoring.Medals[] medals = new com.tiltfall.scoring.Medals[count];
        for (int i = 0; i < count; i++) medals[i] = new com.tiltfall.scoring.Medals(123456);
        Pages.levels(menu, levels, worlds(count), medals, progress, trial, played::add, () -> backs.add("back"));
        frame(1f); // laid out, past the input delay, any scrolling done
        // the logical screen as drawn: a page wider than a narrow screen widens it (MenuViewport.fitWidth)
        width = Math.round(viewport.getWorldWidth());
        height = Math.round(viewport.getWorldHeight());
    }

    /** One frame as the game runs it: input, actions, drawing. */
    private void frame(float dt) {
        menu.render(dt);
    }

    private ScrollList pane() {
        for (Node a : all()) if (a instanceof ScrollList) return (ScrollList) a;
        throw new AssertionError("no scroll pane on the level select");
    }

    private List<Node> all() {
        return MenuTreeAccess.all(menu);
    }

    private static Rectangle onStage(Node a) {
        Vector2 lo = a.localToStageCoordinates(new Vector2(0, 0));
        return new Rectangle(lo.x, lo.y, a.getWidth(), a.getHeight());
    }

    /** The part of the stage the pane shows (it clips its content to its own bounds). */
    private Rectangle view() {
        return onStage(pane());
    }

    private static boolean inside(Rectangle inner, Rectangle outer) {
        float e = 0.5f;
        return inner.x >= outer.x - e
                && inner.y >= outer.y - e
                && inner.x + inner.width <= outer.x + outer.width + e
                && inner.y + inner.height <= outer.y + outer.height + e;
    }

    private MenuButton button(String text) {
        for (Node a : all())
            if (a instanceof MenuButton && ((MenuButton) a).getText().toString().equals(text)) return (MenuButton) a;
        throw new AssertionError("no button " + text);
    }

    private Node focused() {
        return menu.focusName().isEmpty() ? null : button(menu.focusName());
    }

    private static boolean isIn(Node a, Node ancestor) {
        for (Node p = a; p != null; p = p.getParent()) if (p == ancestor) return true;
        return false;
    }

    @Test
    void nothingOverlapsOrLeavesTheScreen_atEverySupportedSize() {
        for (int[] size : SIZES) {
            for (int count : new int[] {8, 20, -8}) {
                trial = count < 0; // the time trial's page, with its own records
                count = Math.abs(count);
                page(size[0], size[1], count, 2);
                String what = size[0] + " x " + size[1] + ", " + count + " levels" + (trial ? ", time trial" : "");
                Rectangle screen = new Rectangle(0, 0, width, height);
                // a landscape window is never widened (scaled down) for the records' columns
                if (size[0] >= size[1]) assertEquals(size[0], width, what + ": the page's width");
                Label heading = null;
                for (Node a : all())
                    if (a instanceof Label && ((Label) a).getText().toString().equals(trial ? "Time trial" : "Levels"))
                        heading = (Label) a;
                assertNotNull(heading, what);
                Rectangle top = onStage(heading), list = view(), back = onStage(button("Back"));
                for (Rectangle r : new Rectangle[] {top, list, back})
                    assertTrue(inside(r, screen), what + ": " + r + " on the screen");
                assertTrue(top.y >= list.y + list.height - 0.5f, what + ": the heading above the list");
                assertTrue(list.y >= back.y + back.height - 0.5f, what + ": Back below the list");
                // the list is never wider than the screen: nothing is cut off at the sides
                assertTrue(pane().content().getWidth() <= list.width + 0.5f, what + ": no sideways scrolling");
                // every label and button of the list fits its row: nothing drawn over its neighbour
                List<Rectangle> rows = new ArrayList<>();
                for (Node a : all())
                    if (isIn(a, pane().content())
                            && (a instanceof Label || a instanceof MenuButton)
                            && !isIn(a.getParent(), button("Back"))
                            && !(a instanceof Label && a.getParent() instanceof MenuButton)) rows.add(onStage(a));
                for (int i = 0; i < rows.size(); i++)
                    for (int j = i + 1; j < rows.size(); j++)
                        assertFalse(
                                overlap(rows.get(i), rows.get(j)),
                                what + ": " + rows.get(i) + " overlaps " + rows.get(j));
            }
        }
        trial = false;
        // the test scrolls where it must: the shipped 8 levels do not fit 640 x 360 without it
        page(640, 360, 8, 7);
        assertTrue(pane().getMaxY() > 0f, "640 x 360 scrolls");
        page(1920, 1080, 8, 7);
        assertEquals(0f, pane().getMaxY(), 0.5f, "1920 x 1080 shows all 8 without scrolling");
    }

    private static boolean overlap(Rectangle a, Rectangle b) {
        float e = 0.5f;
        return a.x + e < b.x + b.width
                && b.x + e < a.x + a.width
                && a.y + e < b.y + b.height
                && b.y + e < a.y + a.height;
    }

    @Test
    void theKeysReachEveryRow_andEachFocusedRowIsScrolledIntoView() {
        for (int[] size : SIZES) {
            for (int count : new int[] {8, 20}) {
                page(size[0], size[1], count, 0); // only level 1 open: the focus starts on it
                String what = size[0] + " x " + size[1] + ", " + count + " levels";
                List<String> reached = new ArrayList<>();
                for (int press = 0; press <= count; press++) { // every level, then Back
                    reached.add(menu.focusName());
                    Node f = focused();
                    if (!menu.focusName().equals("Back"))
                        assertTrue(inside(onStage(f), view()), what + ": " + menu.focusName() + " in view");
                    assertTrue(inside(onStage(f), new Rectangle(0, 0, width, height)), what + ": on screen");
                    menu.keyDown(Keys.DOWN);
                    frame(1f);
                }
                for (int i = 0; i < count; i++)
                    assertEquals((i + 1) + "  Level number " + (i + 1), reached.get(i), what + ": level " + (i + 1));
                assertEquals("Back", reached.get(count), what);
                // and back up, wrapping from the top to Back and on to the last level
                menu.keyDown(Keys.UP); // the last press wrapped to level 1: up goes to Back, up again to the last level
                frame(1f);
                menu.keyDown(Keys.UP);
                frame(1f);
                assertEquals(count + "  Level number " + count, menu.focusName(), what);
                assertTrue(inside(onStage(focused()), view()), what + ": the last level in view again");
            }
        }
    }

    @Test
    void thePageOpensScrolledToTheLevelToPlayNext() {
        for (int[] size : SIZES) {
            for (int count : new int[] {8, 20}) {
                page(size[0], size[1], count, count - 1); // all done but the last: it has the focus
                String what = size[0] + " x " + size[1] + ", " + count + " levels";
                assertEquals(count + "  Level number " + count, menu.focusName(), what);
                assertTrue(inside(onStage(focused()), view()), what + ": the last level is in view");
            }
        }
    }

    @Test
    void theWheelAndADragScroll_aTapChooses() {
        Gdx.graphics = screenOf(640, 360, Gdx.graphics);
        try {
            page(640, 360, 8, 7);
            ScrollList pane = pane();
            menu.focus(0);
            frame(1f);
            assertEquals(0f, pane.getScrollY(), 0.5f, "at the top");
            // the mouse wheel over the page, without a click first
            menu.stage.mouseMoved(320, 180);
            menu.stage.scrolled(0f, 2f);
            frame(1f);
            assertTrue(pane.getScrollY() > 10f, "the wheel scrolled: " + pane.getScrollY());
            menu.stage.scrolled(0f, -10f);
            frame(1f);
            assertEquals(0f, pane.getScrollY(), 0.5f, "and back");
            // a finger dragged up over a row scrolls down, and does not choose the row it started on
            Vector2 start = screenCentre(button("2  Level number 2"));
            menu.stage.touchDown((int) start.x, (int) start.y, 0, 0);
            for (int k = 1; k <= 8; k++) {
                menu.stage.touchDragged((int) start.x, (int) start.y - 12 * k, 0);
                frame(0.016f);
            }
            menu.stage.touchUp((int) start.x, (int) start.y - 96, 0, 0);
            frame(1f);
            assertTrue(pane.getScrollY() > 40f, "the drag scrolled: " + pane.getScrollY());
            assertTrue(played.isEmpty(), "a drag chose nothing: " + played);
            // a tap on a row in view chooses it: the last level, scrolled to by the keys
            menu.focus(7);
            frame(1f);
            Vector2 tap = screenCentre(button("8  Level number 8"));
            menu.stage.touchDown((int) tap.x, (int) tap.y, 0, 0);
            menu.stage.touchUp((int) tap.x, (int) tap.y, 0, 0);
            assertEquals(List.of(7), played, "the tap chose level 8");
        } finally {
            Gdx.graphics = ((Screen) Proxy.getInvocationHandler(Gdx.graphics)).headless;
        }
    }

    @Test
    void aResizeKeepsTheFocusedRowInView() {
        page(1920, 1080, 20, 11); // level 12 focused, all of it in view at this size
        assertEquals("12  Level number 12", menu.focusName());
        for (int[] size : new int[][] {{640, 360}, {1280, 720}, {360, 640}, {640, 360}}) {
            menu.stage.getViewport().update(size[0], size[1], true);
            menu.layout(); // as the screen's resize does
            frame(0.02f);
            assertTrue(
                    inside(onStage(focused()), view()),
                    size[0] + " x " + size[1] + ": " + onStage(focused()) + " in " + view());
        }
    }

    /** The tally gained a row (stomps): with every row and a new best it still fits the smallest window. */
    @Test
    void theTallyWithEveryRowFitsTheSmallestWindow() {
        page(640, 360, 8, 0);
        menu.clear();
        com.badlogic.gdx.utils.Array<String> texts = new com.badlogic.gdx.utils.Array<>();
        com.tiltfall.scoring.Tally t = com.tiltfall.scoring.Tally.of(12, 20, 2, 3, 3, 6, 4, 95.3, 24.5, 6240);
        Pages.tally(
                menu,
                "Bridges and swings",
                t,
                true,
                new com.tiltfall.scoring.Medals(9000),
                "Next level",
                () -> {},
                () -> {},
                () -> {});
        frame(1f);
        Rectangle screen = new Rectangle(0, 0, 640, 360);
        for (Node a : all()) {
            if (!(a instanceof Label)) continue;
            texts.add(((Label) a).getText().toString());
            assertTrue(inside(onStage(a), screen), ((Label) a).getText() + " " + onStage(a) + " on the screen");
        }
        for (String row : new String[] {"Coins", "Gems", "Tricks", "Stomps", "Goal", "Time", "Time left", "Score"})
            assertTrue(texts.contains(row, false), row + " shown: " + texts);
        assertTrue(texts.contains("800", false), "4 stomps, 800 points: " + texts);
        assertTrue(texts.contains("1000", false) && texts.contains(Integer.toString(t.total), false), "" + texts);
    }

    @Test
    void aListScrollingUnderARestingMouseDoesNotTakeTheKeysFocus() {
        Gdx.graphics = screenOf(640, 360, Gdx.graphics);
        com.badlogic.gdx.Application app = Gdx.app;
        // Scene2D tracks the mouse (enter on hover) only on a desktop or in a browser
        Gdx.app = MenuTreeAccess.desktop(app);
        try {
            page(640, 360, 8, 7);
            menu.focus(0);
            frame(1f);
            // the pointer rests on level 2; the keys walk down, the list scrolls under it
            com.badlogic.gdx.InputProcessor input = menu.input();
            Vector2 rest = screenCentre(button("2  Level number 2"));
            int x = (int) rest.x, y = (int) rest.y;
            input.mouseMoved(x, y);
            frame(0.02f);
            assertEquals("2  Level number 2", menu.focusName(), "hovering focused the row");
            menu.focus(0);
            frame(1f);
            for (int i = 1; i < 8; i++) {
                input.keyDown(Keys.DOWN);
                frame(1f);
                assertEquals((i + 1) + "  Level number " + (i + 1), menu.focusName(), "the keys keep the focus");
            }
            // moving the mouse hands the focus back to it
            input.mouseMoved(x, y + 1);
            frame(0.02f);
            Node under = menu.stage.hit(x, 360 - (y + 1));
            assertNotNull(under, "a row under the pointer");
            assertTrue(
                    isIn(under, button(menu.focusName())),
                    "the row under the moved mouse has the focus: " + under + " " + menu.focusName() + " "
                            + onStage(under));
        } finally {
            Gdx.app = app;
            Gdx.graphics = ((Screen) Proxy.getInvocationHandler(Gdx.graphics)).headless;
        }
    }

    /**
     * A row scrolled out of the list (clipped, not drawn) takes no tap: at many scroll offsets, taps just above and
     * below the list where a hidden row lies choose nothing (Back, drawn there, still takes its own); a row in view
     * still chooses, and a row cut by the list's edge chooses only on its visible part.
     */
    @Test
    void hiddenRowsTakeNoTaps_aRowCutByTheEdgeOnlyOnItsVisiblePart() {
        Gdx.graphics = screenOf(640, 360, Gdx.graphics);
        try {
            page(640, 360, 20, 19); // every level open: any row a tap reaches would choose
            ScrollList pane = pane();
            float max = pane.getMaxY();
            assertTrue(max > 200f, "20 levels scroll at 640 x 360: " + max);
            List<MenuButton> levels = new ArrayList<>();
            for (Node a : all()) if (a instanceof MenuButton && isIn(a, pane.content())) levels.add((MenuButton) a);
            assertEquals(20, levels.size());
            int overHidden = 0;
            for (float scroll = 0f; scroll <= max + 7f; scroll += 7f) {
                pane.setScrollY(Math.min(scroll, max));
                frame(0.02f);
                Rectangle view = view();
                for (float d : new float[] {1f, 2f, 4f, 8f, 15f, 25f, 40f}) {
                    for (float stageY : new float[] {view.y + view.height + d, view.y - d}) {
                        for (MenuButton row : levels) {
                            Rectangle r = onStage(row);
                            float stageX = r.x + r.width / 2f;
                            if (!r.contains(stageX, stageY)) continue;
                            overHidden++;
                            tapAt(stageX, stageY);
                            assertTrue(
                                    played.isEmpty(),
                                    "scroll " + pane.getScrollY() + ": a tap at y " + stageY + " outside the list "
                                            + view + " chose hidden " + row.getText() + " " + r + ": " + played);
                        }
                    }
                }
            }
            assertTrue(overHidden > 50, "the scan tapped over hidden rows: " + overHidden);
            // Back, drawn below the list where hidden rows lie, still takes its tap
            pane.setScrollY(max / 2f);
            frame(0.02f);
            tapAt(screenCentreOnStage(button("Back")));
            assertEquals(List.of("back"), backs, "Back took its tap");
            assertTrue(played.isEmpty(), "and no hidden row: " + played);
            // a row wholly in view chooses
            menu.focus(9);
            frame(1f);
            assertTrue(inside(onStage(levels.get(9)), view()), "level 10 in view");
            tapAt(screenCentreOnStage(levels.get(9)));
            assertEquals(List.of(9), played, "a tap on level 10 in view chose it");
            played.clear();
            // a row cut by the list's top edge, then by its bottom edge: only its visible part takes a tap
            for (boolean top : new boolean[] {true, false}) {
                MenuButton cut = null;
                for (float scroll = 0f; scroll <= max && cut == null; scroll += 1f) {
                    pane.setScrollY(scroll);
                    frame(0.02f);
                    Rectangle view = view();
                    float edge = top ? view.y + view.height : view.y;
                    for (MenuButton row : levels) {
                        Rectangle r = onStage(row);
                        if (r.y + 12f <= edge && edge <= r.y + r.height - 12f) cut = row;
                    }
                }
                assertNotNull(cut, "a row cut by the " + (top ? "top" : "bottom") + " edge");
                Rectangle r = onStage(cut), view = view();
                float edge = top ? view.y + view.height : view.y, out = top ? 4f : -4f;
                int index = levels.indexOf(cut);
                tapAt(r.x + r.width / 2f, edge + out);
                assertTrue(played.isEmpty(), cut.getText() + ": its hidden part took a tap: " + played);
                tapAt(r.x + r.width / 2f, edge - out);
                assertEquals(List.of(index), played, cut.getText() + ": its visible part took the tap");
                played.clear();
            }
        } finally {
            Gdx.graphics = ((Screen) Proxy.getInvocationHandler(Gdx.graphics)).headless;
        }
    }

    /** A finger's tap (down and up at one point) at a stage point. */
    private void tapAt(float stageX, float stageY) {
        tapAt(new Vector2(stageX, stageY));
    }

    private void tapAt(Vector2 stage) {
        Vector2 s = menu.stage.stageToScreenCoordinates(new Vector2(stage));
        menu.stage.touchDown(Math.round(s.x), Math.round(s.y), 0, 0);
        menu.stage.touchUp(Math.round(s.x), Math.round(s.y), 0, 0);
        frame(0.02f);
    }

    private static Vector2 screenCentreOnStage(Node a) {
        return a.localToStageCoordinates(new Vector2(a.getWidth() / 2, a.getHeight() / 2));
    }

    private Vector2 screenCentre(Node a) {
        Vector2 c = a.localToStageCoordinates(new Vector2(a.getWidth() / 2, a.getHeight() / 2));
        return menu.stage.stageToScreenCoordinates(c);
    }

    /** Stage checks touches against the window's size: a window of this size (the headless backend has none). */
    private static final class Screen implements java.lang.reflect.InvocationHandler {
        final com.badlogic.gdx.Graphics headless;
        final int w, h;

        Screen(int w, int h, com.badlogic.gdx.Graphics headless) {
            this.w = w;
            this.h = h;
            this.headless = headless;
        }

        @Override
        public Object invoke(Object p, java.lang.reflect.Method m, Object[] a) throws Throwable {
            String n = m.getName();
            if (n.equals("getWidth") || n.equals("getBackBufferWidth")) return w;
            if (n.equals("getHeight") || n.equals("getBackBufferHeight")) return h;
            return m.invoke(headless, a);
        }
    }

    private static com.badlogic.gdx.Graphics screenOf(int w, int h, com.badlogic.gdx.Graphics headless) {
        return (com.badlogic.gdx.Graphics) Proxy.newProxyInstance(
                com.badlogic.gdx.Graphics.class.getClassLoader(),
                new Class<?>[] {com.badlogic.gdx.Graphics.class},
                new Screen(w, h, headless));
    }
}
