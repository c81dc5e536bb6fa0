package com.tiltfall.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.InputProcessor;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.utils.Array;
import com.tiltfall.input.Gamepad;
import com.tiltfall.level.LevelTestSupport;
import com.tiltfall.save.MemoryPreferences;
import com.tiltfall.save.Progress;
import com.tiltfall.screen.Pages;
import java.io.File;
import java.io.IOException;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The menus' input and drawing against a record made with libGDX's Scene2D tree (session 30, before the game's own
 * tree replaced it): the title and a 20-level select at the seven screen shapes of the browser tests, each driven
 * through {@link Menu#input()} as a player would (the mouse hovering every row, the keys, the wheel, a drag over the
 * list, taps on a row, just off it within the tap square and farther off, a right click, a press dragged off and
 * back) while a frame is drawn after each step. After each step the record holds the focus, the choices made, each
 * button's hovered/pressed look, the list's scroll, every row's bounds ({@link Menu#describe}), and a digest of what
 * was drawn (each quad's corners, texture coordinates and colour, with the batch's transform applied) and of the
 * scissor rectangles. {@code -Dui.golden.write=DIR} writes the record (and the full draws, for a diff) instead of
 * comparing. Re-written once since: ScrollList came to hit only within the bounds it clips to, so the level select's
 * rows scrolled out of view no longer take hover and taps (Scene2D's tree took them; every line that changed followed
 * from a hover or press over such a row).
 */
class MenuInputGoldenTest {
    static final Path GOLDEN = Paths.get("src/test/resources/ui/menu-input-golden.txt");
    /** The browser tests' screen shapes, CSS pixels (here device pixels at a pixel scale of 1). */
    static final int[][] SHAPES = {
        {360, 640}, {390, 844}, {640, 360}, {844, 390}, {768, 1024}, {1024, 768}, {1920, 1080}
    };

    private static MenuSkin skin;

    @BeforeAll
    static void headlessWithFakeGl() {
        LevelTestSupport.fakeGl();
        skin = new MenuSkin(1f, Gdx.files.absolute(new File("../assets/fonts").getAbsolutePath()));
    }

    private final StringBuilder log = new StringBuilder(), draws = new StringBuilder();
    private final List<String> chosen = new ArrayList<>();
    private Menu menu;
    private MenuViewport viewport;
    private int shapeW, shapeH;
    /** This frame's draws, one line a quad or scissor call. */
    private final StringBuilder frameDraws = new StringBuilder();

    private String lastRows = "";
    private long lastDown;

    /**
     * Scene2D's pressed look lasts 0.1 s of wall time after a press ({@code ClickListener.visualPressedDuration}): the
     * steps wait it out before the next press and before recording a release, so the record does not depend on how fast
     * the machine runs the test.
     */
    private void settle() {
        long wait = lastDown + 110 - com.badlogic.gdx.utils.TimeUtils.millis();
        if (wait > 0) {
            try {
                Thread.sleep(wait);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void down(InputProcessor in, int x, int y, int pointer, int button) {
        settle();
        in.touchDown(x, y, pointer, button);
        lastDown = com.badlogic.gdx.utils.TimeUtils.millis(); // after: the press's own clock reading is no later
    }

    private final Color batchColour = new Color(1f, 1f, 1f, 1f);
    private final Matrix4 transform = new Matrix4(), projection = new Matrix4();

    private static String q(float v) {
        return Integer.toString(Math.round(v * 64f));
    }

    private void quad(float x, float y, float x2, float y2, float u, float v, float u2, float v2, float colour) {
        float tx = transform.val[Matrix4.M03], ty = transform.val[Matrix4.M13];
        frameDraws
                .append(q(x + tx))
                .append(',')
                .append(q(y + ty))
                .append(',')
                .append(q(x2 + tx))
                .append(',')
                .append(q(y2 + ty))
                .append(' ')
                .append(q(u * 64f))
                .append(',')
                .append(q(v * 64f))
                .append(',')
                .append(q(u2 * 64f))
                .append(',')
                .append(q(v2 * 64f))
                .append(' ')
                .append(Integer.toHexString(Float.floatToIntBits(colour)))
                .append('\n');
    }

    private Batch batch() {
        return (Batch) Proxy.newProxyInstance(Batch.class.getClassLoader(), new Class<?>[] {Batch.class}, (p, m, a) -> {
            switch (m.getName()) {
                case "getColor":
                    return batchColour;
                case "setColor":
                    if (a.length == 1) batchColour.set((Color) a[0]);
                    else batchColour.set((Float) a[0], (Float) a[1], (Float) a[2], (Float) a[3]);
                    return null;
                case "setPackedColor":
                    Color.abgr8888ToColor(batchColour, (Float) a[0]);
                    return null;
                case "getPackedColor":
                    return batchColour.toFloatBits();
                case "getTransformMatrix":
                    return transform;
                case "setTransformMatrix":
                    transform.set((Matrix4) a[0]);
                    return null;
                case "getProjectionMatrix":
                    return projection;
                case "setProjectionMatrix":
                    projection.set((Matrix4) a[0]);
                    return null;
                case "draw":
                    if (a.length == 5 && a[0] instanceof TextureRegion) {
                        TextureRegion r = (TextureRegion) a[0];
                        float x = (Float) a[1], y = (Float) a[2], w = (Float) a[3], h = (Float) a[4];
                        quad(x, y, x + w, y + h, r.getU(), r.getV2(), r.getU2(), r.getV(), batchColour.toFloatBits());
                    } else if (a.length == 4 && a[1] instanceof float[]) {
                        float[] v = (float[]) a[1];
                        int off = (Integer) a[2], n = (Integer) a[3];
                        for (int i = off; i + 20 <= off + n; i += 20)
                            quad(
                                    v[i], v[i + 1], v[i + 10], v[i + 11], v[i + 3], v[i + 4], v[i + 13], v[i + 14],
                                    v[i + 2]);
                    } else frameDraws.append("draw?").append(a.length).append('\n');
                    return null;
                default:
                    return MenuTreeAccess.defaultReturn(m);
            }
        });
    }

    private GL20 recordingGl(GL20 gl) {
        return (GL20) Proxy.newProxyInstance(GL20.class.getClassLoader(), new Class<?>[] {GL20.class}, (p, m, a) -> {
            String n = m.getName();
            if (n.equals("glScissor"))
                frameDraws
                        .append("scissor ")
                        .append(a[0])
                        .append(',')
                        .append(a[1])
                        .append(',')
                        .append(a[2])
                        .append(',')
                        .append(a[3])
                        .append('\n');
            if ((n.equals("glEnable") || n.equals("glDisable")) && (Integer) a[0] == GL20.GL_SCISSOR_TEST)
                frameDraws.append(n).append('\n');
            return m.invoke(gl, a);
        });
    }

    private void frame(float dt) {
        frameDraws.setLength(0);
        menu.render(dt);
    }

    private void record(String step) {
        StringBuilder sb = new StringBuilder();
        menu.describe(sb, 1f);
        log.append(shapeW)
                .append('x')
                .append(shapeH)
                .append(' ')
                .append(step)
                .append(": focus=")
                .append(menu.focusName())
                .append(" chosen=")
                .append(chosen)
                .append(" scroll=");
        ScrollList list = MenuTreeAccess.list(menu);
        log.append(list == null ? "-" : q(list.getScrollY()));
        log.append(" looks=");
        for (MenuButton b : MenuTreeAccess.buttons(menu))
            log.append(b.isOver() ? 'o' : '.').append(b.isPressed() ? 'p' : '.');
        String rows = sb.toString();
        // in full when a page is shown, then a digest (the full rows of every step: the draws file)
        log.append(
                        step.endsWith(" shown")
                                ? rows
                                : rows.equals(lastRows)
                                        ? " rows as before"
                                        : " rows " + Integer.toHexString(rows.hashCode()))
                .append(" draws=")
                .append(Integer.toHexString(frameDraws.toString().hashCode()))
                .append('\n');
        lastRows = rows;
        draws.append("## ")
                .append(shapeW)
                .append('x')
                .append(shapeH)
                .append(' ')
                .append(step)
                .append('\n')
                .append(rows)
                .append('\n')
                .append(frameDraws);
    }

    /** The screen position (y down, device pixels) of a logical point (y down). */
    private int sx(float x) {
        return (int) (x / viewport.getUnitsPerPixel());
    }

    private int sy(float yDown) {
        return (int) (yDown / viewport.getUnitsPerPixel());
    }

    /** Each focusable row's bounds (left, top y down, width, height), logical pixels, from {@link Menu#describe}. */
    private float[][] rows() {
        StringBuilder sb = new StringBuilder();
        menu.describe(sb, 1f);
        String rows = sb.substring(sb.indexOf(";rows=") + 6);
        String[] parts = rows.split("\\|");
        float[][] out = new float[parts.length][];
        for (int i = 0; i < parts.length; i++) {
            String[] n = parts[i].substring(parts[i].lastIndexOf(':') + 1).split(",");
            out[i] = new float[] {
                Float.parseFloat(n[0]), Float.parseFloat(n[1]), Float.parseFloat(n[2]), Float.parseFloat(n[3])
            };
        }
        return out;
    }

    private void newMenu() {
        viewport = new MenuViewport();
        viewport.update(shapeW, shapeH, 1f);
        menu = new Menu(skin, viewport, batch(), Gamepad.NONE);
        viewport.update(shapeW, shapeH, 1f);
        chosen.clear();
    }

    private void title() {
        newMenu();
        Pages.title(
                menu,
                true,
                () -> chosen.add("play"),
                () -> chosen.add("levels"),
                () -> chosen.add("time-trial"),
                () -> chosen.add("settings"),
                () -> chosen.add("credits"),
                "Share runs",
                () -> chosen.add("share"),
                () -> chosen.add("quit"));
    }

    private void levels() {
        newMenu();
        Array<String> levels = LevelSelectScrollTest.levels(20);
        Progress progress = new Progress(new MemoryPreferences());
        for (int i = 0; i < 11; i++) progress.levelCompleted(levels.get(i), 61.5 + i, 1000 + i, 3, i % 4);
        com.tiltfall.scoring.Medals[] medals = new com.tiltfall.scoring.Medals[20];
        for (int i = 0; i < 20; i++) medals[i] = new com.tiltfall.scoring.Medals(60000 + 1000 * i);
        Pages.levels(
                menu,
                levels,
                LevelSelectScrollTest.worlds(20),
                medals,
                progress,
                false,
                i -> chosen.add("level" + i),
                () -> chosen.add("back"));
    }

    /** The same steps on every page and shape. */
    private void drive(String page) {
        InputProcessor in = menu.input();
        frame(1f);
        record(page + " shown");
        float[][] rows = rows();
        int n = rows.length;
        // the mouse over every row's centre, then just inside its corners
        for (int i = 0; i < n; i++) {
            float[] r = rows()[i];
            in.mouseMoved(sx(r[0] + r[2] / 2f), sy(r[1] + r[3] / 2f));
            frame(0.02f);
            record(page + " hover " + i);
        }
        in.mouseMoved(sx(rows[0][0] + 1f), sy(rows[0][1] + 1f));
        frame(0.02f);
        record(page + " hover corner");
        in.mouseMoved(2, 2);
        frame(0.02f);
        record(page + " hover off");
        // the keys walk down (scrolling a long list) and back, the mouse resting
        for (int i = 0; i < n + 2; i++) {
            in.keyDown(i == n / 2 ? Keys.TAB : Keys.DOWN);
            frame(0.02f);
            record(page + " down " + i);
        }
        in.keyDown(Keys.UP);
        frame(0.02f);
        record(page + " up");
        in.keyDown(Keys.LEFT);
        frame(0.02f);
        record(page + " left");
        // the mouse moves a pixel: the row under it (if any) takes the focus
        float[] mid = rows()[n / 2];
        in.mouseMoved(sx(mid[0] + mid[2] / 2f), sy(mid[1] + mid[3] / 2f));
        frame(0.02f);
        record(page + " mouse back");
        // the wheel, down and past the top
        in.scrolled(0f, 2f);
        frame(0.02f);
        record(page + " wheel down");
        in.scrolled(0f, 1f);
        frame(0.02f);
        in.mouseMoved(sx(mid[0] + mid[2] / 2f), sy(mid[1] + mid[3] / 2f) + 1);
        frame(0.02f);
        record(page + " wheel down, moved");
        in.scrolled(0f, -10f);
        frame(0.02f);
        record(page + " wheel up");
        // a finger drags up from a row: the list scrolls (where it can) and nothing is chosen
        float[] r = rows()[Math.min(2, n - 1)];
        int x = sx(r[0] + r[2] / 2f), y = sy(r[1] + r[3] / 2f);
        down(in, x, y, 0, 0);
        frame(0.016f);
        record(page + " drag pressed");
        for (int k = 1; k <= 6; k++) {
            in.touchDragged(x, y - 9 * k, 0);
            settle(); // a press the list's drag took away looks pressed until 0.1 s after it began: wait that out
            frame(0.016f);
            record(page + " drag " + k);
        }
        in.touchUp(x, y - 54, 0, 0);
        settle();
        frame(0.016f);
        record(page + " drag released");
        // taps: on a row, just off its edge within the tap square, farther off, a right click, dragged off and back
        for (int i : new int[] {0, n / 2, n - 1}) {
            float[] t = rows()[i];
            int tx = sx(t[0] + t[2] / 2f), ty = sy(t[1] + t[3] / 2f);
            down(in, tx, ty, 0, 0);
            frame(0.016f);
            record(page + " tap " + i + " down");
            in.touchUp(tx, ty, 0, 0);
            settle();
            frame(0.016f);
            record(page + " tap " + i + " up");
            int below = sy(t[1] + t[3] + 3f);
            down(in, tx, ty, 0, 0);
            in.touchDragged(tx, below, 0);
            in.touchUp(tx, below, 0, 0);
            settle();
            frame(0.016f);
            record(page + " tap " + i + " off by 3");
            down(in, tx, ty, 0, 0);
            in.touchDragged(tx + 4, ty + 13, 0);
            in.touchUp(tx + 4, ty + 13, 0, 0);
            settle();
            frame(0.016f);
            record(page + " tap " + i + " moved 13");
            int farX = sx(t[0] + t[2] + 20f);
            down(in, tx, ty, 0, 0);
            in.touchDragged(farX, ty, 0);
            in.touchUp(farX, ty, 0, 0);
            settle();
            frame(0.016f);
            record(page + " tap " + i + " off by 20");
            down(in, tx, ty, 0, 0);
            in.touchDragged(farX, ty, 0);
            in.touchDragged(tx, ty, 0);
            in.touchUp(tx, ty, 0, 0);
            settle();
            frame(0.016f);
            record(page + " tap " + i + " off and back");
            down(in, tx, ty, 0, 1);
            in.touchUp(tx, ty, 0, 1);
            settle();
            frame(0.016f);
            record(page + " tap " + i + " right button");
            down(in, tx, ty, 3, 0); // a second finger
            in.touchUp(tx, ty, 3, 0);
            settle();
            frame(0.016f);
            record(page + " tap " + i + " pointer 3");
        }
        // the keys choose
        in.keyDown(Keys.ENTER);
        frame(0.016f);
        record(page + " enter");
    }

    private String run() {
        com.badlogic.gdx.Graphics headless = Gdx.graphics;
        com.badlogic.gdx.Application app = Gdx.app;
        GL20 gl = Gdx.gl;
        Gdx.app = MenuTreeAccess.desktop(app);
        Gdx.gl = Gdx.gl20 = recordingGl(gl);
        try {
            for (int[] shape : SHAPES) {
                shapeW = shape[0];
                shapeH = shape[1];
                Gdx.graphics = (com.badlogic.gdx.Graphics) Proxy.newProxyInstance(
                        com.badlogic.gdx.Graphics.class.getClassLoader(),
                        new Class<?>[] {com.badlogic.gdx.Graphics.class},
                        (p, m, a) -> {
                            String n = m.getName();
                            if (n.equals("getWidth") || n.equals("getBackBufferWidth")) return shapeW;
                            if (n.equals("getHeight") || n.equals("getBackBufferHeight")) return shapeH;
                            return m.invoke(headless, a);
                        });
                title();
                drive("title");
                levels();
                drive("levels");
            }
        } finally {
            Gdx.graphics = headless;
            Gdx.app = app;
            Gdx.gl = Gdx.gl20 = gl;
        }
        return log.toString();
    }

    @Test
    void inputAndDrawingMatchTheScene2dRecord() throws IOException {
        String now = run();
        String dir = System.getProperty("ui.golden.write");
        if (dir != null && !dir.isEmpty()) {
            Files.createDirectories(Paths.get(dir));
            Files.write(Paths.get(dir, "menu-input-golden.txt"), now.getBytes(StandardCharsets.UTF_8));
            Files.write(Paths.get(dir, "menu-draws.txt"), draws.toString().getBytes(StandardCharsets.UTF_8));
            return;
        }
        String[] want = new String(Files.readAllBytes(GOLDEN), StandardCharsets.UTF_8).split("\n");
        String[] got = now.split("\n");
        assertTrue(want.length > 1000, "the record has its steps: " + want.length);
        for (int i = 0; i < Math.min(want.length, got.length); i++)
            if (!want[i].equals(got[i])) {
                Files.createDirectories(Paths.get("target"));
                Files.write(Paths.get("target/menu-draws.txt"), draws.toString().getBytes(StandardCharsets.UTF_8));
                assertEquals(want[i], got[i], "step " + i + " (full draws: core/target/menu-draws.txt)");
            }
        assertEquals(want.length, got.length, "as many steps");
    }
}
