package com.tiltfall.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.utils.viewport.ScreenViewport;
import com.tiltfall.input.Bindings;
import com.tiltfall.input.ControlState;
import com.tiltfall.input.Gamepad;
import com.tiltfall.level.LevelTestSupport;
import com.tiltfall.save.Settings;
import com.tiltfall.screen.Pages;
import java.io.File;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The real menu pages, headless (a do-nothing OpenGL, a batch that draws nothing): the keyboard, a gamepad, the
 * mouse/touch and key capture for rebinding each reach the page's actions.
 */
class MenuTest {
    private static MenuSkin skin;
    private final List<String> chosen = new ArrayList<>();
    private final Set<Integer> buttons = new HashSet<>();
    private final double[] axes = new double[2];
    private final Gamepad pad = new Gamepad() {
        @Override
        public boolean poll(ControlState out) {
            return true;
        }

        @Override
        public boolean startHeld() {
            return buttons.contains(9);
        }

        @Override
        public boolean button(int standard) {
            return buttons.contains(standard);
        }

        @Override
        public double axis(int index) {
            return axes[index];
        }
    };
    private Menu menu;

    @BeforeAll
    static void headlessWithFakeGl() {
        LevelTestSupport.fakeGl();
        skin = new MenuSkin(1f, Gdx.files.absolute(new File("../assets/fonts").getAbsolutePath()));
    }

    private Menu newMenu() {
        ScreenViewport viewport = new ScreenViewport();
        viewport.update(1280, 720, true);
        Batch batch = (Batch)
                Proxy.newProxyInstance(Batch.class.getClassLoader(), new Class<?>[] {Batch.class}, (p, m, a) -> null);
        return new Menu(skin, viewport, batch, pad);
    }

    private void title() {
        menu = newMenu();
        Pages.title(
                menu,
                true,
                () -> chosen.add("play"),
                () -> chosen.add("levels"),
                () -> chosen.add("time-trial"),
                () -> chosen.add("settings"),
                () -> chosen.add("credits"),
                () -> chosen.add("quit"));
        menu.grid.validate();
    }

    @Test
    void everyFocusMoveAndChoiceGivesItsFeedbackOnce() {
        title();
        int[] moves = {0}, chooses = {0};
        menu.onMove = () -> moves[0]++;
        menu.onChoose = () -> chooses[0]++;
        menu.keyDown(Keys.ENTER); // within the input delay: not chosen, no sound
        assertEquals(0, chooses[0]);
        menu.update(0.5f);
        menu.keyDown(Keys.DOWN);
        menu.keyDown(Keys.DOWN);
        menu.keyDown(Keys.UP);
        assertEquals(3, moves[0], "three moves, three move sounds");
        assertEquals(0, chooses[0]);
        menu.keyDown(Keys.ENTER);
        assertEquals(1, chooses[0], "Enter chose once");
        assertEquals(List.of("levels"), chosen);
        menu.keyDown(Keys.ESCAPE); // Back (the title's back is Quit)
        assertEquals(2, chooses[0], "Esc went back once");
        assertEquals(3, moves[0], "choosing did not move the focus");
    }

    @Test
    void keyboard_movesTheFocusAndChoosesAfterTheInputDelay() {
        title();
        assertEquals("Play", menu.focusName());
        menu.keyDown(Keys.ENTER);
        assertTrue(chosen.isEmpty(), "a key held from the screen before is ignored: " + chosen);
        menu.update(0.5f);
        menu.keyDown(Keys.DOWN);
        assertEquals("Levels", menu.focusName());
        menu.keyDown(Keys.RIGHT);
        assertEquals("Time trial", menu.focusName());
        menu.keyDown(Keys.RIGHT);
        assertEquals("Settings", menu.focusName());
        menu.keyDown(Keys.UP);
        menu.keyDown(Keys.UP);
        menu.keyDown(Keys.UP);
        assertEquals("Play", menu.focusName());
        menu.keyDown(Keys.UP); // wraps
        assertEquals("Quit", menu.focusName());
        menu.keyDown(Keys.ENTER);
        menu.keyDown(Keys.ESCAPE);
        assertEquals(List.of("quit", "quit"), chosen);
    }

    @Test
    void gamepad_dpadAndStickMove_aAndStartChoose_bGoesBack() {
        title();
        buttons.add(0); // A still held from before: no choice until pressed anew
        menu.update(0.5f);
        assertTrue(chosen.isEmpty());
        buttons.clear();
        menu.update(0.02f);
        buttons.add(13); // d-pad down
        menu.update(0.02f);
        assertEquals("Levels", menu.focusName());
        menu.update(0.1f); // held, before the repeat
        assertEquals("Levels", menu.focusName());
        menu.update(0.4f); // repeats
        assertEquals("Time trial", menu.focusName());
        buttons.clear();
        axes[1] = -0.9; // stick up
        menu.update(0.02f);
        assertEquals("Levels", menu.focusName());
        axes[1] = 0;
        menu.update(0.02f);
        buttons.add(0);
        menu.update(0.02f);
        buttons.clear();
        menu.update(0.02f);
        buttons.add(9); // Start
        menu.update(0.02f);
        buttons.clear();
        menu.update(0.02f);
        buttons.add(1); // B
        menu.update(0.02f);
        assertEquals(List.of("levels", "levels", "quit"), chosen);
    }

    @Test
    void aClickOrTapOnAButtonChoosesIt_andHoveringFocusesIt() {
        // Stage checks events against the window's size: a 1280 x 720 one (the headless backend has none)
        com.badlogic.gdx.Graphics headless = Gdx.graphics;
        Gdx.graphics = (com.badlogic.gdx.Graphics) Proxy.newProxyInstance(
                com.badlogic.gdx.Graphics.class.getClassLoader(),
                new Class<?>[] {com.badlogic.gdx.Graphics.class},
                (p, m, a) -> {
                    String n = m.getName();
                    if (n.equals("getWidth") || n.equals("getBackBufferWidth")) return 1280;
                    if (n.equals("getHeight") || n.equals("getBackBufferHeight")) return 720;
                    return m.invoke(headless, a);
                });
        // and Scene2D tracks the mouse only on a desktop or in a browser
        com.badlogic.gdx.Application app = Gdx.app;
        Gdx.app = MenuTreeAccess.desktop(app);
        try {
            clickAndHover();
        } finally {
            Gdx.graphics = headless;
            Gdx.app = app;
        }
    }

    private void clickAndHover() {
        title();
        menu.update(0.5f);
        for (String name : new String[] {"Settings", "Play", "Credits"}) {
            Node button = find(name);
            menu.focus(name.equals("Play") ? 1 : 0); // elsewhere: the hover must move it
            Vector2 centre = button.localToStageCoordinates(new Vector2(button.getWidth() / 2, button.getHeight() / 2));
            Vector2 screen = menu.stage.stageToScreenCoordinates(centre.cpy());
            menu.stage.mouseMoved((int) screen.x, (int) screen.y);
            menu.update(0.02f); // Scene2D fires enter/exit when the stage acts
            assertEquals(name, menu.focusName(), "hover");
            menu.stage.touchDown((int) screen.x, (int) screen.y, 0, 0);
            menu.stage.touchUp((int) screen.x, (int) screen.y, 0, 0);
        }
        assertEquals(List.of("settings", "play", "credits"), chosen);
        // the title's Play is in the middle of the screen: a tap there plays
        Node play = find("Play");
        Vector2 c = play.localToStageCoordinates(new Vector2(play.getWidth() / 2, play.getHeight() / 2));
        assertEquals(640, c.x, 1);
        assertEquals(360, c.y, 16);
    }

    private Node find(String text) {
        for (int i = 0; i < 20; i++) {
            menu.focus(i);
            if (menu.focusName().equals(text)) {
                for (Node a : MenuTreeAccess.all(menu))
                    if (a instanceof MenuButton
                            && ((MenuButton) a).getText().toString().equals(text)) return a;
            }
        }
        throw new AssertionError("no button " + text);
    }

    /** Settings > Controls: choosing Jump's first key and pressing K binds K (and saves); Esc cancels. */
    @Test
    void theControlsPageRebindsWithTheNextKeyOrPadButton() {
        menu = newMenu();
        Settings settings = new Settings();
        int[] applied = {0};
        Pages.SettingsHost host = new Pages.SettingsHost() {
            @Override
            public Settings settings() {
                return settings;
            }

            @Override
            public void apply() {
                applied[0]++;
            }
        };
        Pages.controls(menu, host, () -> chosen.add("back"));
        menu.update(0.5f);
        // rows: Left key1, key2, pad; Right ...; Jump key1 is the 7th
        menu.focus(6);
        assertEquals("Space", menu.focusName());
        menu.keyDown(Keys.ENTER);
        assertTrue(menu.isCapturing());
        menu.keyDown(Keys.K);
        assertEquals(Keys.K, settings.bindings.key(Bindings.JUMP, 0));
        assertEquals(1, applied[0]);
        assertEquals("K", menu.focusName(), "the page shows the new key, focus kept");
        // Esc while waiting cancels: nothing changes
        menu.update(0.5f);
        menu.keyDown(Keys.ENTER);
        menu.keyDown(Keys.ESCAPE);
        assertEquals(Keys.K, settings.bindings.key(Bindings.JUMP, 0));
        assertEquals(1, applied[0]);
        // the pad button of Jump (the 9th row): press Y
        menu.update(0.5f);
        menu.focus(8);
        assertEquals("A", menu.focusName());
        menu.keyDown(Keys.ENTER);
        menu.update(0.02f); // all released
        buttons.add(3);
        menu.update(0.02f);
        assertEquals(3, settings.bindings.pad(Bindings.JUMP));
        assertEquals(2, applied[0]);
        buttons.clear();
        menu.update(0.5f);
        menu.keyDown(Keys.ESCAPE);
        assertEquals(List.of("back"), chosen);
    }
}
