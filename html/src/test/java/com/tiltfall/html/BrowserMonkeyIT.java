package com.tiltfall.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * A monkey in headless Chromium: seeded random keys (held and pressed), mouse clicks, taps and a gamepad's buttons and
 * stick, through whatever screens they lead to. The game must never stop with its crash message, log a console error
 * or warning, or hang: a level's frames keep coming, and "Loading..." ends within its own 30 s.
 *
 * <p>The seed is printed; {@code -Dtiltfall.monkey.seed=N} plays the same sequence of inputs again (the game's
 * answers depend on the machine's speed, so a failure may need a few tries to show again). The normal test run gives
 * it 60 s; the long run is {@code -Dtiltfall.monkey.seconds=600} (docs/performance/web.md).
 */
class BrowserMonkeyIT {
    private static final long SEED = Long.getLong("tiltfall.monkey.seed", System.nanoTime());
    private static final int SECONDS = Integer.getInteger("tiltfall.monkey.seconds", 60);
    /** How long a level may show no new frame: far above a slow frame (~0.2 s here), far below a hang. */
    private static final long FROZEN_MS = 15_000;
    /** "Loading..." (the level code's download, here from 127.0.0.1) waits at most this long. */
    private static final long LOADING_MS = 30_000;

    /**
     * Keys the game or its menus use (the default bindings, pause, mute, the debug overlay), minus F5 and F11: the
     * browser itself reloads the page on F5, and fullscreen is refused outside a click.
     */
    private static final CharSequence[] KEYS = {
        Keys.ARROW_LEFT,
        Keys.ARROW_RIGHT,
        Keys.ARROW_UP,
        Keys.ARROW_DOWN,
        Keys.ENTER,
        Keys.SPACE,
        Keys.ESCAPE,
        Keys.TAB,
        Keys.BACK_SPACE,
        Keys.F1,
        Keys.PAGE_DOWN,
        "a",
        "d",
        "w",
        "s",
        "p",
        "m",
        "x"
    };

    private static StaticSiteServer server;

    @BeforeAll
    static void serve() throws Exception {
        Path webapp = Paths.get(System.getProperty("tiltfall.webapp", "target/webapp"));
        assertTrue(Files.isRegularFile(webapp.resolve("html/html.nocache.js")), "no GWT build in " + webapp);
        server = new StaticSiteServer(webapp);
    }

    @AfterAll
    static void stop() {
        if (server != null) server.close();
    }

    @Test
    void randomInputThroughEveryScreen_neverCrashesLogsAnErrorOrHangs() throws Exception {
        System.out.println("monkey seed: " + SEED + " (again: -Dtiltfall.monkey.seed=" + SEED + "), " + SECONDS + " s");
        Random random = new Random(SEED);
        TreeSet<String> screens = new TreeSet<>();
        List<String> log = new ArrayList<>();
        try (BrowserSession browser = new BrowserSession()) {
            browser.beforeEveryPage("var buttons = []; for (var i = 0; i < 17; i++) buttons.push({pressed: false,"
                    + " value: 0}); window.__pad = {id: 'Monkey pad (STANDARD GAMEPAD)', index: 0, connected: true,"
                    + " mapping: 'standard', axes: [0, 0, 0, 0], buttons: buttons, timestamp: 0};"
                    + " navigator.getGamepads = function () { return [window.__pad, null, null, null]; };");
            browser.driver.get(server.url("index.html?e2e"));
            browser.js("localStorage.clear();");
            browser.unlockEveryLevel(BrowserFlowIT.LEVELS.subList(0, BrowserFlowIT.LEVELS.size() / 2)); // half open
            browser.driver.navigate().refresh();
            browser.waitForState("the title", s -> s.startsWith("screen=title"), 60);
            WebElement canvas = browser.driver.findElement(By.tagName("canvas"));
            long end = System.nanoTime() + SECONDS * 1_000_000_000L;
            long half = end - SECONDS * 500_000_000L;
            Watch watch = new Watch();
            int actions = 0;
            String state = browser.state();
            boolean restarted = false;
            while (System.nanoTime() < end) {
                if (!restarted && System.nanoTime() > half && !screens.contains("game")) {
                    restarted = true;
                    // the menus kept the monkey out of the levels for half its time (the title's row has many
                    // buttons): the second half starts in level 1, so that random play is covered too
                    browser.driver.navigate().refresh();
                    browser.waitForState("the title", s -> s.startsWith("screen=title;focus=Play"), 60);
                    browser.pressUntil("a level", s -> s.startsWith("screen=game;"), 20, Keys.ENTER);
                    // a reload makes a new page: the old canvas element is stale (CI, seed 58447590912120)
                    canvas = browser.driver.findElement(By.tagName("canvas"));
                    state = browser.state();
                    log.add("(reloaded, Play)");
                    watch = new Watch();
                }
                String action = act(browser, canvas, random, !state.startsWith("screen=game;"));
                actions++;
                if (log.size() == 40) log.remove(0);
                log.add(action);
                state = browser.state();
                screens.add(state.replaceAll("^screen=([^;]*).*", "$1")
                        + (state.contains(";paused=true") ? " (paused)" : ""));
                String problem = watch.check(state);
                List<String> console = withoutAutoplayNotices(browser.consoleProblems());
                if (problem == null && !console.isEmpty()) problem = "console: " + console;
                if (problem == null
                        && !browser.driver
                                .findElements(By.cssSelector("#problem:not([hidden])"))
                                .isEmpty())
                    problem = "the page shows: "
                            + browser.driver.findElement(By.id("problem")).getText();
                if (problem != null)
                    throw new AssertionError(problem + "\nstate: " + state + "\nseed " + SEED + ", after " + actions
                            + " actions; the last ones: " + log);
            }
            System.out.println("monkey: " + actions + " actions, screens seen: " + screens);
        }
        assertTrue(screens.contains("game"), "the monkey reached a level: " + screens);
    }

    /**
     * Chrome's notice when the page's audio is resumed on an input that is no user activation (a touchstart):
     * the page tries again on the next activation (DeferredWebAudio), so it is not an error of the game's.
     */
    private static List<String> withoutAutoplayNotices(List<String> console) {
        List<String> left = new ArrayList<>(console);
        left.removeIf(m -> m.contains("The AudioContext was not allowed to start"));
        return left;
    }

    /** A menu's keys: on a menu the monkey mostly navigates, or it would rarely get past the first page. */
    private static final CharSequence[] MENU_KEYS = {
        Keys.ARROW_UP,
        Keys.ARROW_DOWN,
        Keys.ARROW_DOWN,
        Keys.ARROW_LEFT,
        Keys.ARROW_RIGHT,
        Keys.ENTER,
        Keys.ENTER,
        Keys.ESCAPE
    };

    /** One random input, given the screen it is for; returns what it did, for the failure's report. */
    private static String act(BrowserSession browser, WebElement canvas, Random random, boolean inMenu)
            throws Exception {
        int kind = random.nextInt(100);
        if (kind < 45) {
            CharSequence key = inMenu && random.nextInt(3) > 0
                    ? MENU_KEYS[random.nextInt(MENU_KEYS.length)]
                    : KEYS[random.nextInt(KEYS.length)];
            new Actions(browser.driver).sendKeys(key).perform();
            return "key " + name(key);
        }
        if (kind < 65) {
            CharSequence key = KEYS[random.nextInt(4)];
            int frames = 6 + random.nextInt(90); // held for the game's frames, not the clock: 0.1-1.6 s at 60 fps
            new Actions(browser.driver).keyDown(key).perform();
            browser.animationFrames(frames);
            new Actions(browser.driver).keyUp(key).perform();
            return "hold " + name(key) + " " + frames + " frames";
        }
        int w = canvas.getSize().getWidth(), h = canvas.getSize().getHeight();
        int x = random.nextInt(w), y = random.nextInt(h);
        if (kind < 75) {
            new Actions(browser.driver)
                    .moveToElement(canvas, x - w / 2, y - h / 2)
                    .click()
                    .perform();
            return "click " + x + "," + y;
        }
        if (kind < 85) {
            browser.cdp("Input.dispatchTouchEvent", touch("touchStart", x, y));
            browser.animationFrames(random.nextInt(24));
            browser.cdp("Input.dispatchTouchEvent", touch("touchEnd", -1, -1));
            return "tap " + x + "," + y;
        }
        if (kind < 95) {
            // the standard layout: 0 A, 1 B, 9 Start, 12-15 the d-pad
            int[] buttons = {0, 1, 9, 12, 13, 14, 15};
            int b = buttons[random.nextInt(buttons.length)];
            int frames = 3 + random.nextInt(36);
            browser.js("window.__pad.buttons[arguments[0]].pressed = true;", b);
            browser.animationFrames(frames);
            browser.js("window.__pad.buttons[arguments[0]].pressed = false;", b);
            return "pad button " + b + " " + frames + " frames";
        }
        double stick = random.nextInt(3) - 1;
        int frames = 6 + random.nextInt(90);
        browser.js("window.__pad.axes[0] = arguments[0];", stick);
        browser.animationFrames(frames);
        browser.js("window.__pad.axes[0] = 0;");
        return "stick " + stick + " " + frames + " frames";
    }

    private static Map<String, Object> touch(String type, int x, int y) {
        Map<String, Object> m = new HashMap<>();
        m.put("type", type);
        List<Map<String, Object>> points = new ArrayList<>();
        if (x >= 0) {
            Map<String, Object> p = new HashMap<>();
            p.put("x", x);
            p.put("y", y);
            p.put("id", 1);
            points.add(p);
        }
        m.put("touchPoints", points);
        return m;
    }

    private static String name(CharSequence key) {
        return key instanceof Keys ? ((Keys) key).name() : key.toString();
    }

    /** Watches the state line for a screen stuck past its own timeout. */
    private static final class Watch {
        private String screen = "";
        private long since = System.nanoTime();
        private long frames = -1, framesSince = System.nanoTime();

        /** Null while all is well, else what is wrong. */
        String check(String state) {
            long now = System.nanoTime();
            String s = state.replaceAll("^screen=([^;]*).*", "$1");
            if (!s.equals(screen)) {
                screen = s;
                since = now;
                frames = -1;
            }
            if (s.equals("loading") && (now - since) / 1_000_000 > LOADING_MS)
                return "\"Loading...\" for more than " + LOADING_MS / 1000 + " s";
            if (s.equals("game")) {
                long f = Long.parseLong(state.replaceAll(".*;frames=(\\d+).*", "$1"));
                if (f != frames) {
                    frames = f;
                    framesSince = now;
                } else if ((now - framesSince) / 1_000_000 > FROZEN_MS) {
                    return "the level drew no frame for " + FROZEN_MS / 1000 + " s";
                }
            }
            assertEquals(false, state.isEmpty(), "the game describes its state");
            return null;
        }
    }
}
