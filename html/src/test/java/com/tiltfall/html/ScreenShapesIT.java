package com.tiltfall.html;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Issue 27 in headless Chromium: the game on every screen shape, as phones, tablets and desktops show it. Menus and
 * on-screen controls are sized and apart (read from the game's layout, {@code window.tiltfallLayout}, with
 * screenshots in target/browser/shape-*.png to look at); the game clock keeps up with the wall clock on big canvases
 * drawn in software (the adaptive resolution); on a phone's network (Chromium's Fast 3G and Slow 3G, CPU 4x slower)
 * level 1's files are asked for while the title shows, and the times are reported. Waits on the game's state, never
 * on fixed sleeps.
 */
class ScreenShapesIT {
    private static StaticSiteServer server;
    private static File screenshots;
    /** The body font's size in logical pixels (assets/fonts/body-1x.fnt's "size="). */
    private static int bodyPx;

    private BrowserSession browser;

    @BeforeAll
    static void serve() throws Exception {
        Path webapp = Paths.get(System.getProperty("tiltfall.webapp", "target/webapp"));
        assertTrue(Files.isRegularFile(webapp.resolve("html/html.nocache.js")), "no GWT build in " + webapp);
        server = new StaticSiteServer(webapp);
        screenshots = new File(System.getProperty("tiltfall.screenshotDir", "target/browser"));
        screenshots.mkdirs();
        String info =
                Files.readAllLines(Paths.get("../assets/fonts/body-1x.fnt")).get(0);
        bodyPx = Integer.parseInt(info.replaceAll(".* size=(\\d+) .*", "$1"));
    }

    @AfterAll
    static void stop() {
        if (server != null) server.close();
    }

    @AfterEach
    void close() {
        if (browser != null) browser.close();
        browser = null;
    }

    /** A screen: CSS size, device pixel ratio, whether it is a touch screen (a phone or a tablet). */
    private static final class Shape {
        final int w, h;
        final double dpr;
        final boolean touch;

        Shape(int w, int h, double dpr, boolean touch) {
            this.w = w;
            this.h = h;
            this.dpr = dpr;
            this.touch = touch;
        }

        String name() {
            return w + "x" + h;
        }
    }

    private static final Shape[] SHAPES = {
        new Shape(360, 640, 3, true),
        new Shape(390, 844, 3, true),
        new Shape(640, 360, 2, true),
        new Shape(844, 390, 3, true),
        new Shape(768, 1024, 2, true),
        new Shape(1024, 768, 2, true),
        new Shape(1920, 1080, 1, false)
    };

    /** A rectangle in CSS pixels, y down. */
    private static final class Box {
        final String name;
        final double x, y, w, h;

        Box(String name, double x, double y, double w, double h) {
            this.name = name;
            this.x = x;
            this.y = y;
            this.w = w;
            this.h = h;
        }

        boolean overlaps(Box o) {
            return x < o.x + o.w - 0.5 && o.x < x + w - 0.5 && y < o.y + o.h - 0.5 && o.y < y + h - 0.5;
        }

        boolean inside(double width, double height) {
            return x >= -0.5 && y >= -0.5 && x + w <= width + 0.5 && y + h <= height + 0.5;
        }

        @Override
        public String toString() {
            return name + " [" + Math.round(x) + "," + Math.round(y) + " " + Math.round(w) + "x" + Math.round(h) + "]";
        }
    }

    @Test
    void everyScreenShape_menusAndControlsAreThumbSized_onScreen_andApart() throws Exception {
        browser = new BrowserSession();
        for (Shape s : SHAPES) {
            show(s);
            browser.driver.get(server.url("index.html?e2e"));
            browser.waitForState(s.name() + ": the title", st -> st.startsWith("screen=title"), 60);
            browser.animationFrames(3);
            Map<String, String> title = layout();
            double css = Double.parseDouble(title.get("css"));
            String at = s.name() + " " + title;
            // text: the body font at this page's CSS pixels per logical pixel
            assertTrue(bodyPx * css >= 16.0 - 1e-6, at + ": menu text " + bodyPx * css + " CSS px");
            List<Box> rows = new ArrayList<>();
            for (String row : title.get("rows").split("\\|")) {
                String[] p = row.substring(row.lastIndexOf(':') + 1).split(",");
                rows.add(new Box(
                        row.substring(0, row.lastIndexOf(':')),
                        Double.parseDouble(p[0]) * css,
                        Double.parseDouble(p[1]) * css,
                        Double.parseDouble(p[2]) * css,
                        Double.parseDouble(p[3]) * css));
            }
            checkTargets(at, rows, s);
            if (s.h > s.w && s.w < 560) {
                // an upright phone: the buttons use the height, not a strip across the middle
                double top = rows.stream().mapToDouble(b -> b.y).min().orElse(0);
                double bottom = rows.stream().mapToDouble(b -> b.y + b.h).max().orElse(0);
                assertTrue(bottom - top >= 0.3 * s.h, at + ": the title's buttons span " + (bottom - top) + " px");
            }
            canvas("shape-" + s.name() + "-title.png");

            browser.pressUntil(s.name() + ": level 1", st -> st.startsWith("screen=game"), 30, Keys.ENTER);
            browser.waitForState("level 1 drawn", st -> st.startsWith("screen=game") && frames(st) > 30, 60);
            Map<String, String> game = layout();
            if (s.touch) {
                assertTrue(game.containsKey("touch"), s.name() + ": on-screen controls on a touch screen " + game);
                List<Box> buttons = new ArrayList<>();
                String[] names = {"left", "right", "jump", "down", "pause"};
                String[] parts = game.get("touch").split("\\|");
                for (int i = 0; i < parts.length; i++) {
                    String[] p = parts[i].split(",");
                    double d = Double.parseDouble(p[2]);
                    buttons.add(new Box(names[i], Double.parseDouble(p[0]), Double.parseDouble(p[1]), d, d));
                }
                checkTargets(s.name() + " " + game, buttons, s);
                // the buttons keep to the bottom (upright: a band under the level), in landscape to its corners:
                // the middle of the view is the level's
                for (Box b : buttons.subList(0, 4)) {
                    assertTrue(b.y >= s.h * 0.55, s.name() + ": " + b + " low on the screen");
                    if (s.w > s.h)
                        assertTrue(b.x + b.w <= s.w * 0.4 || b.x >= s.w * 0.6, s.name() + ": " + b + " at a side");
                }
            } else {
                assertFalse(game.containsKey("touch"), s.name() + ": no on-screen controls without touch");
            }
            canvas("shape-" + s.name() + "-game.png");
            browser.failOnCrashMessage();
        }
    }

    /** Each box at least 44 CSS px each way, inside the screen, and no two overlapping. */
    private static void checkTargets(String at, List<Box> boxes, Shape s) {
        assertFalse(boxes.isEmpty(), at);
        for (int i = 0; i < boxes.size(); i++) {
            Box b = boxes.get(i);
            assertTrue(b.w >= 44.0 - 0.5 && b.h >= 44.0 - 0.5, at + ": " + b + " under 44 CSS px");
            assertTrue(b.inside(s.w, s.h), at + ": " + b + " off the " + s.name() + " screen");
            for (int j = i + 1; j < boxes.size(); j++)
                assertFalse(b.overlaps(boxes.get(j)), at + ": " + b + " overlaps " + boxes.get(j));
        }
    }

    // ------------------------------------------------------------------ the game clock on big canvases

    @Test
    void onBigCanvasesDrawnInSoftware_gameTimeKeepsUpWithWallTime() throws Exception {
        browser = new BrowserSession();
        // the page's frames over half a second (the game's catch-up limit, FixedStepper.MAX_STEPS): time the browser
        // gave no frame in, which no frame loop can make up; reported, and taken out of the comparison
        browser.beforeEveryPage("window.__stalled = 0; (function () { var last = 0; function f(t) {"
                + " if (last && t - last > 500) window.__stalled += t - last - 500; last = t;"
                + " requestAnimationFrame(f); } requestAnimationFrame(f); })();");
        for (Shape s : new Shape[] {new Shape(1280, 720, 1, false), new Shape(2048, 1536, 1, false)}) {
            show(s);
            browser.driver.get(server.url("index.html?e2e&adapt&level=levels/01-first-slopes.tmx"));
            browser.waitForState(s.name() + ": level 1", st -> st.startsWith("screen=game") && frames(st) > 10, 90);
            List<?> first = (List<?>) browser.js(SAMPLE);
            long steps0 = steps((String) first.get(0)), frames0 = frames((String) first.get(0));
            double t0 = ((Number) first.get(1)).doubleValue();
            // 20 s of game time: a slow game takes longer to get there
            browser.waitForState(s.name() + ": 20 s of game", st -> steps(st) >= steps0 + 1200, 90);
            List<?> last = (List<?>) browser.js(SAMPLE);
            double wall = (((Number) last.get(1)).doubleValue() - t0) / 1000.0;
            double stalled = (num(last.get(3)) - num(first.get(3))) / 1000.0;
            double game = (steps((String) last.get(0)) - steps0) / 60.0;
            double fps = (frames((String) last.get(0)) - frames0) / wall;
            String report = String.format(
                    "%s: game %.2f s in %.2f s of wall time (%.1f %%; %.2f s of it in frames over 0.5 s), %.1f fps,"
                            + " %s, load %s",
                    s.name(), game, wall, 100 * game / wall, stalled, fps, last.get(2), loadAverage());
            System.out.println("[clock] " + report);
            assertTrue(game >= 0.98 * (wall - stalled), "game time slower than wall time by more than 2 %: " + report);
        }
    }

    /** The state, the page's clock, the layout and the stalled time, read at one moment. */
    private static final String SAMPLE = "return [tiltfallState(), performance.now(),"
            + " window.tiltfallLayout ? tiltfallLayout() : 'no layout', window.__stalled];";

    // ------------------------------------------------------------------ a phone's network

    @Test
    void onAPhonesNetwork_level1IsFetchedWhileTheTitleShows_andTheTimesAreReported() throws Exception {
        // Slow 3G takes half a minute more: measured on request (-Dtiltfall.slow3g=true), its figures in web.md
        String[] networks =
                Boolean.getBoolean("tiltfall.slow3g") ? new String[] {"Fast 3G", "Slow 3G"} : new String[] {"Fast 3G"};
        for (String network : networks) {
            browser = new BrowserSession();
            show(new Shape(844, 390, 3, true));
            boolean fast = network.startsWith("Fast");
            // Chromium's presets (DevTools' network throttling)
            browser.cdp("Network.enable", new HashMap<>());
            browser.cdp(
                    "Network.emulateNetworkConditions",
                    map(
                            "offline",
                            false,
                            "latency",
                            fast ? 562.5 : 2000.0,
                            "downloadThroughput",
                            fast ? 180_000.0 : 56_250.0,
                            "uploadThroughput",
                            fast ? 84_375.0 : 56_250.0));
            browser.cdp("Emulation.setCPUThrottlingRate", map("rate", 4));
            // the page's own record of when each screen first showed, and of level 1's first frame
            browser.beforeEveryPage("(function () { var t = {}; window.__times = t;"
                    + " addEventListener('keydown', function () { if (!t.play) t.play = performance.now(); }, true);"
                    + " function poll() { if (window.tiltfallState) { var s = tiltfallState(), k = s.split(';')[0];"
                    + " if (!(k in t)) t[k] = performance.now();"
                    + " if (k == 'screen=loading' && !t.progress) { var m = /message=([^;]*)/.exec(window.tiltfallLayout ? tiltfallLayout() : '');"
                    + " if (m && / of /.test(m[1])) t.progress = m[1]; }"
                    + " if (k == 'screen=game' && !t.frame && +(/frames=(\\d+)/.exec(s) || [0, 0])[1] >= 1)"
                    + " t.frame = performance.now(); } requestAnimationFrame(poll); } requestAnimationFrame(poll);"
                    + " })();");
            browser.driver.get(server.url("index.html?e2e"));
            browser.waitForState(network + ": the title", st -> st.startsWith("screen=title"), 120);
            // Play as soon as the title takes keys: level 1's files must already be on their way
            browser.pressUntil(network + ": Play", st -> !st.startsWith("screen=title"), 30, Keys.ENTER);
            browser.waitForState(network + ": level 1", st -> st.startsWith("screen=game") && frames(st) > 1, 120);
            browser.animationFrames(2);
            // the other levels' files are asked for once level 1's are in: wait for the first of them to finish (a
            // request shows in the page's timing only then) before reading the table
            waitForDownload(
                    "/\\/assets\\/(levels\\/(?!levels-|01-|tiles)|replays\\/(?!01-)|tiled\\/)/",
                    network + ": no other level's file downloaded");
            // and for the first sound effect (asked for once level 1 is on screen), for the check below
            waitForDownload("/\\/assets\\/sounds\\//", network + ": no sound effect downloaded");
            Map<?, ?> t = (Map<?, ?>) browser.js("return window.__times;");
            double titleAt = num(t.get("screen=title")), play = num(t.get("play")), frame = num(t.get("frame"));
            // the page's and the game's frame's (GWT runs the script, and loads its parts, in an iframe), on the
            // page's clock
            List<?> resources = (List<?>) browser.js("var all = [];"
                    + " [window].concat([].slice.call(document.querySelectorAll('iframe')).map(function (f) {"
                    + " return f.contentWindow; })).forEach(function (w) { var d = w.performance.timeOrigin"
                    + " - performance.timeOrigin; w.performance.getEntriesByType('resource').forEach(function (e) {"
                    + " all.push([e.name, e.startTime + d, e.responseEnd + d, e.transferSize]); }); });"
                    + " return all;");
            long beforeTitle = 0;
            int requestsBeforeTitle = 0, level1Files = 0;
            List<String> level1 = new ArrayList<>(), assetLists = new ArrayList<>();
            double assetListAsked = Double.MAX_VALUE;
            double scriptIn = Double.NaN, level1In = 0, othersAsked = Double.MAX_VALUE, soundsAsked = Double.MAX_VALUE;
            double codeAsked = Double.MAX_VALUE, musicAsked = Double.MAX_VALUE;
            StringBuilder table = new StringBuilder(" transfer  start    end  file (ms after navigation start)\n");
            for (Object o : resources) {
                List<?> r = (List<?>) o;
                String name = (String) r.get(0);
                double start = num(r.get(1)), end = num(r.get(2));
                table.append(String.format(Locale.ROOT, "%9.0f %6.0f %6.0f  %s%n", num(r.get(3)), start, end, name));
                if (end <= titleAt) {
                    beforeTitle += (long) num(r.get(3));
                    if (num(r.get(3)) > 0) requestsBeforeTitle++;
                }
                if (name.matches(".*/html/[0-9A-F]+\\.cache\\.js"))
                    scriptIn = Double.isNaN(scriptIn) ? end : Math.min(scriptIn, end);
                if (name.contains("/assets/assets.txt")) {
                    assetLists.add(name + " at " + Math.round(start) + " ms");
                    assetListAsked = Math.min(assetListAsked, start);
                }
                boolean needed = name.contains("/deferredjs/")
                        || name.contains("/levels/01-first-slopes")
                        || name.contains("/levels/tiles")
                        || name.contains("/art/sprites");
                if (name.contains("/deferredjs/") && name.endsWith("/1.cache.js"))
                    codeAsked = Math.min(codeAsked, start);
                if (needed && start < play) level1.add(name.substring(name.lastIndexOf('/') + 1));
                // level 1's files (its map and replay, the tileset, the first world's art) and the other levels'
                if (name.matches(".*/assets/(levels/(01-first-slopes|tiles)|replays/01-first-slopes"
                        + "|art/(sprites|dirt|grass|far|near|clouds|planks)-[0-9a-f]{32}\\.).*")) {
                    level1In = Math.max(level1In, end);
                    level1Files++;
                } else if (name.matches(".*/assets/(levels/(?!levels-)|replays/|tiled/).*"))
                    othersAsked = Math.min(othersAsked, start);
                if (name.contains("/assets/sounds/")) soundsAsked = Math.min(soundsAsked, start);
                if (name.contains("/assets/music/")) musicAsked = Math.min(musicAsked, start);
            }
            String report = String.format(
                    "%s, CPU 4x slower: title after %.2f s (%d bytes in %d requests before it), Play pressed at"
                            + " %.2f s, level 1's first frame %.2f s after Play (%d files and the level code; the other"
                            + " levels' asked for at %.2f s); loading screen %s; load %s",
                    network,
                    titleAt / 1000,
                    beforeTitle,
                    requestsBeforeTitle,
                    play / 1000,
                    (frame - play) / 1000,
                    level1Files,
                    othersAsked / 1000,
                    t.containsKey("screen=loading") ? "shown (" + t.get("progress") + ")" : "not shown",
                    loadAverage());
            System.out.println("[network] " + report);
            Files.write(
                    new File(screenshots, "network-" + (fast ? "fast" : "slow") + "-3g.txt").toPath(),
                    (report
                                    + String.format(
                                            Locale.ROOT,
                                            "%ntitle %.0f, Play %.0f, level 1's first frame %.0f%n",
                                            titleAt,
                                            play,
                                            frame)
                                    + table)
                            .getBytes(StandardCharsets.UTF_8));
            assertTrue(
                    level1.stream().anyMatch(n -> n.endsWith(".cache.js"))
                            && level1.stream().anyMatch(n -> n.startsWith("01-first-slopes"))
                            && level1.stream().anyMatch(n -> n.startsWith("sprites")),
                    "level 1's code, map and art asked for before Play: " + level1 + "; " + report);
            // the network is not idle while the game makes its title: the level code's script is asked for then
            assertTrue(
                    codeAsked < titleAt,
                    "the level code asked for at " + Math.round(codeAsked) + " ms, before the title ("
                            + Math.round(titleAt) + " ms); " + report);
            // no network round trip between the script's arrival and the title for the asset list: the page asked
            // for it while the script downloaded
            assertTrue(
                    assetLists.size() == 1 && !assetLists.get(0).contains("?") && scriptIn > 0,
                    "the asset list asked for once, by the page: " + assetLists + "; " + report);
            assertTrue(
                    assetListAsked < scriptIn,
                    "the asset list asked for before the script was in (" + Math.round(scriptIn) + " ms): " + assetLists
                            + "; " + report);
            // level 1 does not wait for the other levels: their files are asked for once level 1's are in
            assertTrue(
                    othersAsked >= level1In && othersAsked < Double.MAX_VALUE,
                    "the other levels' files asked for at " + Math.round(othersAsked) + " ms, level 1's in at "
                            + Math.round(level1In) + " ms; " + report);
            // nor for the sound effects: they are asked for once the level code and level 1's files are in
            assertTrue(
                    soundsAsked >= level1In,
                    "the sounds asked for at " + Math.round(soundsAsked) + " ms, level 1's files in at "
                            + Math.round(level1In) + " ms; " + report);
            // nor for the music (the menu theme, asked for at the Play key, the first interaction): it waits as well
            assertTrue(
                    musicAsked >= level1In,
                    "the music asked for at " + Math.round(musicAsked) + " ms, level 1's files in at "
                            + Math.round(level1In) + " ms; " + report);
            // and neither holds back level 1's first frame: the page's audio (its start, the effects' requests) waits
            // until that frame is on screen
            assertTrue(
                    soundsAsked >= frame && musicAsked >= frame,
                    "the sounds asked for at " + Math.round(soundsAsked) + " ms, the music at "
                            + (musicAsked < Double.MAX_VALUE ? Math.round(musicAsked) + " ms" : "none yet")
                            + ", level 1's first frame at " + Math.round(frame) + " ms; "
                            + report);
            if (t.containsKey("screen=loading"))
                assertTrue(t.get("progress") != null, "the loading screen shows its progress: " + report);
            browser.close();
            browser = null;
        }
    }

    // ------------------------------------------------------------------ helpers

    private void show(Shape s) {
        browser.cdp(
                "Emulation.setDeviceMetricsOverride",
                map("width", s.w, "height", s.h, "deviceScaleFactor", s.dpr, "mobile", s.touch));
        browser.cdp("Emulation.setTouchEmulationEnabled", map("enabled", s.touch, "maxTouchPoints", 5));
    }

    /** The game's layout line as keys and values. */
    private Map<String, String> layout() {
        Map<String, String> m = new HashMap<>();
        for (String kv : String.valueOf(browser.js("return tiltfallLayout();")).split(";")) {
            int eq = kv.indexOf('=');
            if (eq > 0) m.put(kv.substring(0, eq), kv.substring(eq + 1));
        }
        return m;
    }

    private void canvas(String name) throws Exception {
        String url = (String) browser.js("return document.querySelector('canvas').toDataURL('image/png');");
        Files.write(
                new File(screenshots, name).toPath(), Base64.getDecoder().decode(url.substring(url.indexOf(',') + 1)));
    }

    private static long frames(String state) {
        return field(state, "frames");
    }

    private static long steps(String state) {
        return field(state, "steps");
    }

    private static long field(String state, String name) {
        for (String kv : state.split(";"))
            if (kv.startsWith(name + "=")) return Long.parseLong(kv.substring(name.length() + 1));
        return -1;
    }

    /**
     * Waits (60 s at most) until the page or a frame in it (GWT loads its script parts in an iframe) has finished
     * downloading a file whose address matches {@code jsRegex}, a JavaScript regular expression literal.
     */
    private void waitForDownload(String jsRegex, String message) {
        new WebDriverWait(browser.driver, Duration.ofSeconds(60))
                .pollingEvery(Duration.ofMillis(200))
                .withMessage(message)
                .until(d -> Boolean.TRUE.equals(browser.js("return [window].concat([].slice.call("
                        + "document.querySelectorAll('iframe')).map(function (f) { return f.contentWindow; }))"
                        + ".some(function (w) { return w.performance.getEntriesByType('resource').some("
                        + "function (e) { return " + jsRegex + ".test(e.name); }); });")));
    }

    private static double num(Object o) {
        return o == null ? Double.NaN : ((Number) o).doubleValue();
    }

    private static String loadAverage() {
        try {
            return new String(Files.readAllBytes(Paths.get("/proc/loadavg"))).trim();
        } catch (Exception e) {
            return "unknown";
        }
    }

    private static Map<String, Object> map(Object... kv) {
        Map<String, Object> m = new HashMap<>();
        for (int i = 0; i < kv.length; i += 2) m.put((String) kv[i], kv[i + 1]);
        return m;
    }
}
