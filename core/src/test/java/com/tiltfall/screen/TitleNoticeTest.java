package com.tiltfall.screen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Rectangle;
import com.badlogic.gdx.math.Vector2;
import com.tiltfall.input.Gamepad;
import com.tiltfall.level.LevelTestSupport;
import com.tiltfall.ui.Label;
import com.tiltfall.ui.Menu;
import com.tiltfall.ui.MenuButton;
import com.tiltfall.ui.MenuSkin;
import com.tiltfall.ui.MenuViewport;
import com.tiltfall.ui.Node;
import java.io.File;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The title's one-time notice (a save that could not be read) fits every supported window, clear of the buttons. */
class TitleNoticeTest {
    private static final String[] NOTICES = {
        "Saved progress could not be read; a copy was kept; starting fresh.",
        "Saved progress could not be read; starting fresh.",
        "Some saved settings or records could not be read and were reset; a copy was kept.",
        "Some saved settings or records could not be read and were reset.",
    };
    private static final int[][] SIZES = {{640, 360}, {1280, 720}, {1920, 1080}, {390, 844}, {320, 568}};
    private static MenuSkin skin;

    @BeforeAll
    static void headlessWithFakeGl() {
        LevelTestSupport.fakeGl();
        skin = new MenuSkin(1f, Gdx.files.absolute(new File("../assets/fonts").getAbsolutePath()));
    }

    /** A batch that draws nothing but answers like one. */
    private static Batch batch() {
        Color colour = new Color(1f, 1f, 1f, 1f);
        Matrix4 transform = new Matrix4(), projection = new Matrix4();
        return (Batch) Proxy.newProxyInstance(Batch.class.getClassLoader(), new Class<?>[] {Batch.class}, (p, m, a) -> {
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
                    Class<?> r = m.getReturnType();
                    if (r == boolean.class) return false;
                    if (r == int.class) return 0;
                    if (r == float.class) return 0f;
                    return null;
            }
        });
    }

    private static void collect(Node a, List<Node> out) {
        out.add(a);
        for (Node c : a.getChildren()) collect(c, out);
    }

    private static Rectangle onStage(Node a) {
        Vector2 lo = a.localToStageCoordinates(new Vector2(0, 0));
        return new Rectangle(lo.x, lo.y, a.getWidth(), a.getHeight());
    }

    @Test
    void eachNoticeFitsTheScreenAndCoversNoButton() {
        for (int[] size : SIZES) {
            for (String notice : NOTICES) {
                MenuViewport viewport = new MenuViewport();
                viewport.update(size[0], size[1], 1f);
                Menu menu = new Menu(skin, viewport, batch(), Gamepad.NONE);
                viewport.update(size[0], size[1], 1f);
                Pages.title(menu, true, () -> {}, () -> {}, () -> {}, () -> {}, () -> {}, () -> {});
                Pages.notice(menu, notice);
                menu.render(1f);
                Rectangle screen = new Rectangle(0, 0, viewport.getWorldWidth(), viewport.getWorldHeight());
                List<Node> all = new ArrayList<>();
                collect(menu.stage.root, all);
                Label shown = null;
                List<Rectangle> buttons = new ArrayList<>();
                for (Node a : all) {
                    if (a instanceof Label && ((Label) a).getText().toString().equals(notice)) shown = (Label) a;
                    if (a instanceof MenuButton) buttons.add(onStage(a));
                }
                String what = size[0] + " x " + size[1] + ": " + notice;
                assertTrue(shown != null, what + ": shown");
                shown.layout();
                float textHeight = shown.textHeight();
                Rectangle box = onStage(shown);
                // the text's own lines, centred in the label's box
                float top = box.y + box.height / 2 + textHeight / 2, bottom = top - textHeight;
                Rectangle text = new Rectangle(box.x, bottom, box.width, textHeight);
                assertTrue(shown.textWidth() <= box.width + 0.5f, what + ": wrapped inside its box");
                assertTrue(text.x >= -0.5f && text.x + text.width <= screen.width + 0.5f, what + " " + text);
                assertTrue(text.y >= -0.5f && text.y + text.height <= screen.height + 0.5f, what + " " + text);
                for (Rectangle b : buttons) assertFalse(b.overlaps(text), what + ": clear of the button at " + b);
                assertEquals(6, buttons.size(), what);
                // the row with Time trial: every button on the screen, a landscape title never widened for it
                for (Rectangle b : buttons)
                    assertTrue(b.x >= -0.5f && b.x + b.width <= screen.width + 0.5f, what + ": button at " + b);
                if (size[0] >= size[1]) assertEquals(size[0], screen.width, 0.5f, what + ": the title's width");
            }
        }
    }
}
