package com.tiltfall.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.utils.viewport.ScreenViewport;
import com.tiltfall.level.LevelTestSupport;
import java.io.File;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The menus' grid and button laid out by hand-computed cases (sizes in logical pixels, y up). */
class GridTest {
    /** A box of a fixed size (as a plain Scene2D actor was: its size its least, wanted and most). */
    private static Node box(float w, float h) {
        Node a = new Node() {
            @Override
            public float getPrefWidth() {
                return w;
            }

            @Override
            public float getPrefHeight() {
                return h;
            }

            @Override
            public float getMaxWidth() {
                return w;
            }

            @Override
            public float getMaxHeight() {
                return h;
            }
        };
        a.setSize(w, h);
        return a;
    }

    /** A widget that wants {@code pref} wide and can shrink to {@code min}. */
    private static Node shrinking(final float min, final float pref, final float prefHeight) {
        return new Node() {
            @Override
            public float getMinWidth() {
                return min;
            }

            @Override
            public float getPrefWidth() {
                return pref;
            }

            @Override
            public float getPrefHeight() {
                return prefHeight;
            }
        };
    }

    private static void assertBounds(Node a, float x, float y, float w, float h) {
        assertEquals(x, a.getX(), 0f, "x");
        assertEquals(y, a.getY(), 0f, "y");
        assertEquals(w, a.getWidth(), 0f, "width");
        assertEquals(h, a.getHeight(), 0f, "height");
    }

    @Test
    void rowsAndColumnsWithPaddingSpanAndAlignment_centredInTheGrid() {
        // scanned over grid sizes: the contents (170 x 50) stay centred, each cell's actor where the hand says
        for (int w = 180; w <= 420; w += 60) {
            for (int h = 60; h <= 300; h += 80) {
                Grid g = new Grid();
                Node a = box(100, 20), b = box(50, 30), c = box(30, 10);
                g.add(a).pad(10f);
                g.add(b).row();
                g.add(c).colspan(2).left();
                g.setSize(w, h);
                g.validate();
                assertEquals(170f, g.getPrefWidth(), 0f); // 10 + 100 + 10, then 50
                assertEquals(50f, g.getPrefHeight(), 0f); // 10 + 20 + 10, then 10
                float left = (float) Math.floor((w - 170) / 2f), gridTop = h - (h - 50) / 2f;
                // a: 10 in from its cell's corner; row 0 is 40 tall
                assertBounds(a, (float) Math.floor((w - 170) / 2f + 10f), (float) Math.floor(gridTop - 30f), 100, 20);
                // b: the second column (120 in), centred in the 40 px row
                assertBounds(b, (float) Math.floor((w - 170) / 2f + 120f), (float) Math.floor(gridTop - 35f), 50, 30);
                // c: spans both columns, at their left, in the 10 px row under them
                assertBounds(c, left, (float) Math.floor(gridTop - 50f), 30, 10);
            }
        }
    }

    @Test
    void aGridSmallerThanItWants_givesEachColumnItsLeastAndAShareOfTheRoomByWhatItWantsMore() {
        Grid g = new Grid();
        Node grows = shrinking(50f, 150f, 20f), fixed = shrinking(50f, 50f, 20f);
        g.add(grows);
        g.add(fixed);
        g.setSize(
                150f,
                20f); // wants 200, least 100: the 50 left all go to the first column (the only one that wants more)
        g.validate();
        assertBounds(grows, 0, 0, 100, 20);
        assertBounds(fixed, 100, 0, 50, 20);
        g.setSize(80f, 20f); // under the least: both at their least, overhanging equally at both sides
        g.validate();
        assertBounds(grows, -10, 0, 50, 20);
        assertBounds(fixed, 40, 0, 50, 20);
    }

    @Test
    void sizesAreRoundedUpToWholePixelsAndFillTakesTheCell() {
        Grid g = new Grid();
        Node odd = shrinking(10.5f, 10.5f, 4.2f);
        Node wide = box(40, 10);
        g.add(odd).fillX().right().row();
        g.add(wide).width(60f).height(12f).right();
        g.setSize(60f, 17f);
        g.validate();
        // column: 60 wide (the fixed cell); the rows 5 (4.2 rounded up) and 12 tall; the first fills its row's width
        assertBounds(odd, 0, 12, 60, 5);
        assertBounds(wide, 0, 0, 60, 12);
    }

    @Test
    void theCellOfAnActor_andClearingEmptiesTheGrid() {
        Grid g = new Grid();
        Node a = box(10, 10);
        g.add(a).minWidth(30f);
        g.add(); // an empty cell: nothing in it, no size
        assertEquals(30f, g.getPrefWidth(), 0f);
        g.getCell(a).width(70f);
        g.invalidate();
        assertEquals(70f, g.getPrefWidth(), 0f);
        g.clear();
        assertEquals(0, g.getChildren().size);
        assertEquals(0f, g.getPrefWidth(), 0f);
        assertFalse(a.getParent() != null);
    }

    @Test
    void aButtonIsItsTextAndPadding_theTextFillsIt_andADisabledOneIgnoresClicks() {
        LevelTestSupport.fakeGl();
        MenuSkin skin = new MenuSkin(1f, Gdx.files.absolute(new File("../assets/fonts").getAbsolutePath()));
        List<String> clicks = new ArrayList<>();
        MenuButton b = new MenuButton("Play", skin.button, x -> false, () -> clicks.add("play"));
        float text = (float) Math.ceil(b.getLabel().getPrefWidth());
        float textH = (float) Math.ceil(b.getLabel().getPrefHeight());
        assertEquals(text + 44f, b.getPrefWidth(), 0f); // the skin pads 22 at each side, 10 above and below
        assertEquals(textH + 20f, b.getPrefHeight(), 0f);
        for (float w : new float[] {text + 44f, 220f, 301.5f}) {
            b.setSize(w, 56f);
            b.validate();
            assertBounds(b.getLabel(), 22, 10, (float) Math.ceil(w - 44f), 36);
        }
        ScreenViewport viewport = new ScreenViewport();
        Batch batch = (Batch)
                Proxy.newProxyInstance(Batch.class.getClassLoader(), new Class<?>[] {Batch.class}, (p, m, x) -> null);
        Node root = new Node();
        MenuStage stage = new MenuStage(viewport, batch, root);
        viewport.update(640, 360, true); // the stage sized it to the (headless: empty) window
        root.addActor(b);
        Vector2 on = stage.stageToScreenCoordinates(new Vector2(10f, 10f)); // on the button
        int x = (int) on.x, y = (int) on.y;
        stage.touchDown(x, y, 0, 0);
        stage.touchUp(x, y, 0, 0);
        assertEquals(List.of("play"), clicks);
        b.setDisabled(true);
        stage.touchDown(x, y, 0, 0);
        stage.touchUp(x, y, 0, 0);
        assertEquals(List.of("play"), clicks, "disabled: no second click");
        assertTrue(b.isDisabled());
        skin.dispose();
    }
}
