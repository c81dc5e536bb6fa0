package com.tiltfall.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.html.build.FinishWebSite;
import com.tiltfall.html.build.ScriptBudgets;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;
import java.util.logging.Level;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The web build as players on every kind of device get it, in headless Chromium with the DevTools protocol standing
 * in for the device: the download's size and the time to the title (cold cache), the same UI size in CSS pixels at
 * device pixel ratios 1, 2 and 3, a phone held upright, a phone played by touch alone, a gamepad, messages a
 * player understands, and offline play after one visit. Each test gets a fresh browser profile.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class WebPlatformIT {
    private static final String CHROMIUM = "/usr/bin/chromium";
    private static final String CHROMEDRIVER = "/usr/bin/chromedriver";
    /**
     * Limits for the compiled script the page starts with, issue 12's: the title and the menus. The parts split off
     * (the level code, fetched once the title is up; the .tmj reader) are not in it.
     */
    static final long MAX_SCRIPT_BYTES = 700_000, MAX_SCRIPT_GZIP_BYTES = 180_000;

    /** Cold starts measured for the time to the title (each in a new browser). */
    private static final int TITLE_RUNS = 3;

    private static StaticSiteServer server;
    private static Path webapp;
    private static File screenshots;
    private ChromeDriver driver;
    private Path profile;

    @BeforeAll
    static void serve() throws Exception {
        assertTrue(
                new File(CHROMIUM).canExecute() && new File(CHROMEDRIVER).canExecute(),
                "Chromium is missing. Run the tests with scripts/test.sh, or: apt-get install chromium chromium-driver");
        webapp = Paths.get(System.getProperty("tiltfall.webapp", "target/webapp"));
        assertTrue(Files.isRegularFile(webapp.resolve("html/html.nocache.js")), "no GWT build in " + webapp);
        server = new StaticSiteServer(webapp);
        screenshots = new File(System.getProperty("tiltfall.screenshotDir", "target/browser"));
        screenshots.mkdirs();
    }

    @AfterAll
    static void stop() {
        if (server != null) server.close();
    }

    @AfterEach
    void closeBrowser() {
        server.missing = p -> false;
        server.release();
        server.replaced.clear();
        if (driver != null) driver.quit();
        driver = null;
        TempFolders.delete(profile);
        profile = null;
    }

    private void openBrowser(String... extraArguments) throws Exception {
        profile = Files.createTempDirectory("tiltfall-chromium");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM);
        options.addArguments(
                "--headless=new",
                "--no-sandbox",
                "--window-size=1280,720",
                "--use-angle=swiftshader",
                "--enable-unsafe-swiftshader",
                "--ignore-gpu-blocklist",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--no-first-run",
                "--disable-quic",
                "--disable-dev-shm-usage",
                "--user-data-dir=" + profile.toAbsolutePath());
        options.addArguments(extraArguments);
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(CHROMEDRIVER))
                .usingAnyFreePort()
                .build();
        driver = new ChromeDriver(service, options);
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));
    }

    // ------------------------------------------------------------------ a small, fast download

    /**
     * Each fragment of the compiled script (the start script, each part split off) within its own gzipped budget
     * (html/script-budgets.txt), and no fragment without one: code cannot hide in a new part.
     */
    @Test
    @Order(0)
    void eachScriptFragmentIsWithinItsBudget() throws Exception {
        ScriptBudgets budgets = ScriptBudgets.read(Paths.get(System.getProperty("tiltfall.scriptBudgets")));
        Map<Integer, Long> sizes = new java.util.TreeMap<>();
        for (String f : FinishWebSite.offlineFiles(webapp)) {
            if (!f.endsWith(".cache.js")) continue;
            // as sent: the .gz copy, or the file itself where gzip would not make it smaller (a tiny part)
            Path zipped = webapp.resolve(f + ".gz");
            sizes.put(
                    ScriptBudgets.fragmentOf(f), Files.size(Files.isRegularFile(zipped) ? zipped : webapp.resolve(f)));
        }
        String report = budgets.report(sizes);
        System.out.print(report);
        assertTrue(sizes.containsKey(0), "no start script in " + webapp);
        for (Map.Entry<Integer, Long> e : sizes.entrySet()) {
            ScriptBudgets.Fragment f = budgets.fragment(e.getKey());
            assertTrue(
                    f != null,
                    "script fragment " + e.getKey() + " has no budget in html/script-budgets.txt:\n" + report);
            assertTrue(e.getValue() <= f.budget, "script fragment " + e.getKey() + " is over its budget:\n" + report);
        }
    }

    @Test
    @Order(1)
    void theDownloadIsSmallCompressedAndFree_ofUnusedFiles_andTheTitleComesQuickly() throws Exception {
        // the compiled script the loader names, as built: raw and the build's own .gz copy
        String script = FinishWebSite.offlineFiles(webapp).stream()
                .filter(FinishWebSite::isMainScript)
                .findFirst()
                .orElseThrow(() -> new AssertionError("no .cache.js in " + webapp));
        long raw = Files.size(webapp.resolve(script));
        Path gzFile = webapp.resolve(script + ".gz");
        assertTrue(Files.isRegularFile(gzFile), "the build wrote no precompressed " + script + ".gz");
        long gz = Files.size(gzFile);
        long allRaw = 0, allGz = 0;
        for (String f : FinishWebSite.offlineFiles(webapp)) {
            if (!f.endsWith(".cache.js")) continue;
            Path zipped = webapp.resolve(f + ".gz");
            allRaw += Files.size(webapp.resolve(f));
            allGz += Files.size(Files.isRegularFile(zipped) ? zipped : webapp.resolve(f));
        }

        // The time to the title, from a cold cache: three times, each in a browser of its own (a new profile), as the
        // machine's other work makes single runs vary by +-20 %. The last page is the one checked below.
        double[] titleMs = new double[TITLE_RUNS];
        double[] browserReadyMs = new double[TITLE_RUNS];
        for (int run = 0; run < TITLE_RUNS; run++) {
            closeBrowser();
            openBrowser();
            browserReadyMs[run] = settleBrowser();
            titleMs[run] = coldStartToTitle();
        }
        double[] sorted = titleMs.clone();
        java.util.Arrays.sort(sorted);
        double medianTitleMs = sorted[TITLE_RUNS / 2];
        double lastTitleMs = titleMs[TITLE_RUNS - 1];

        @SuppressWarnings("unchecked")
        // (GWT runs the script in an iframe of its own, which loads the parts split off: every window of the page)
        List<Map<String, Object>> resources = (List<Map<String, Object>>) js("var all = [];"
                + " var top = performance.timeOrigin;"
                + " [window].concat([].map.call(document.querySelectorAll('iframe'),"
                + " function (f) { return f.contentWindow; })).forEach(function (w) {"
                + " var shift = w.performance.timeOrigin - top;"
                + " w.performance.getEntriesByType('navigation').concat(w.performance.getEntriesByType('resource'))"
                + ".forEach(function (e) { all.push({name: e.name, transfer: e.transferSize,"
                + " encoded: e.encodedBodySize, decoded: e.decodedBodySize,"
                + " start: Math.round(e.startTime + shift), end: Math.round(e.responseEnd + shift)}); }); });"
                + " return all;");
        long transferred = 0, decoded = 0, filesRaw = 0, filesSent = 0, beforeRaw = 0, beforeSent = 0;
        long preloadEnd = 0, partStart = Long.MAX_VALUE;
        java.util.Set<String> fonts = new java.util.TreeSet<>();
        List<String> notForTheTitle = new ArrayList<>();
        java.util.Set<String> files = new java.util.TreeSet<>();
        Map<String, Object> scriptEntry = null;
        StringBuilder list = new StringBuilder();
        for (Map<String, Object> r : resources) {
            String name = (String) r.get("name");
            long t = ((Number) r.get("transfer")).longValue(), d = ((Number) r.get("decoded")).longValue();
            transferred += t;
            decoded += d;
            list.append(String.format(
                    Locale.ROOT,
                    "%9d %9d %6d %6d  %s%n",
                    t,
                    d,
                    ((Number) r.get("start")).longValue(),
                    ((Number) r.get("end")).longValue(),
                    name));
            if (name.endsWith(".cache.js")) scriptEntry = r;
            // the same files as built: raw, and as sent (the .gz copy where the build made one)
            String path = name.replaceFirst("^https?://[^/]+/", "").replaceFirst("[?#].*$", "");
            Path file = webapp.resolve(path.isEmpty() ? "index.html" : path);
            long start = ((Number) r.get("start")).longValue(), end = ((Number) r.get("end")).longValue();
            if (Files.isRegularFile(file) && files.add(path)) {
                Path zipped = file.resolveSibling(file.getFileName() + ".gz");
                long fileRaw = Files.size(file);
                long fileSent = Files.isRegularFile(zipped) ? Files.size(zipped) : fileRaw;
                filesRaw += fileRaw;
                filesSent += fileSent;
                if (end <= lastTitleMs) {
                    beforeRaw += fileRaw;
                    beforeSent += fileSent;
                }
            }
            // the level code and what only a level needs (the levels, replays and art) are asked for while the game
            // makes its title: after every file the title needed, which they would otherwise share the network with
            boolean levelFile = name.matches(".*/assets/(levels/(?!levels-)|replays/|art/).*");
            if (name.contains("/deferredjs/") || levelFile) partStart = Math.min(partStart, start);
            else if (name.contains("/assets/") && !name.endsWith(".mp3") && start <= lastTitleMs)
                preloadEnd = Math.max(preloadEnd, end);
            // the fonts: only the copies for this screen (device pixel ratio 1)
            if (name.contains("/assets/fonts/")) {
                if (!name.contains("-1x-")) notForTheTitle.add(name);
                fonts.add(name.replaceFirst(".*/fonts/", ""));
            }
            assertFalse(
                    name.contains("/gwt/chrome/") || name.endsWith(".glsl") || name.endsWith(".md"),
                    "downloaded a file the game does not use: " + name);
            assertFalse(name.endsWith(".wav"), "uncompressed audio downloaded: " + name);
        }
        String report = String.format(
                        Locale.ROOT,
                        ".cache.js: %d bytes, %d gzipped (build's .gz)%n"
                                + "all the script (with the parts split off): %d bytes, %d gzipped%n"
                                + "files loaded before the title: %d bytes, %d as sent%n"
                                + "page load: %d requests, %d bytes transferred, %d bytes after decompression%n"
                                + "the %d files it loads: %d bytes, %d as sent (gzip copies where smaller)%n"
                                + "title on screen: %.0f ms after navigation start, the median of %s (cold cache,"
                                + " 127.0.0.1, a browser already running: the first WebGL context of each took %s ms)%n"
                                + "level code asked for at %d ms%n",
                        raw,
                        gz,
                        allRaw,
                        allGz,
                        beforeRaw,
                        beforeSent,
                        resources.size(),
                        transferred,
                        decoded,
                        files.size(),
                        filesRaw,
                        filesSent,
                        medianTitleMs,
                        java.util.Arrays.toString(rounded(titleMs)),
                        java.util.Arrays.toString(rounded(browserReadyMs)),
                        partStart == Long.MAX_VALUE ? -1 : partStart)
                + " transfer   decoded  start    end  file (times in ms)\n" + list;
        System.out.println(report);
        Files.write(new File(screenshots, "web-download.txt").toPath(), report.getBytes(StandardCharsets.UTF_8));

        assertTrue(raw <= MAX_SCRIPT_BYTES, ".cache.js is " + raw + " bytes, over " + MAX_SCRIPT_BYTES);
        assertTrue(gz <= MAX_SCRIPT_GZIP_BYTES, ".cache.js gzipped is " + gz + " bytes, over " + MAX_SCRIPT_GZIP_BYTES);
        assertTrue(
                partStart >= preloadEnd,
                "the level code or a level's file was asked for before the preloaded files were in: " + list);
        assertEquals(
                List.of(),
                notForTheTitle,
                "downloaded for the title, not needed by it (fonts for another pixel ratio)");
        assertEquals(4, fonts.size(), "the 1x body and heading fonts (.fnt and .png): " + fonts);
        assertTrue(scriptEntry != null, "the page loaded no .cache.js: " + list);
        long sent = ((Number) scriptEntry.get("encoded")).longValue();
        assertTrue(sent <= MAX_SCRIPT_GZIP_BYTES, "the server sent the script uncompressed: " + sent + " bytes");
        // the sounds come as MP3: the browser decodes them (libGDX would only console.log a failure)
        String mp3 = FinishWebSite.offlineFiles(webapp).stream()
                .filter(f -> f.startsWith("assets/sounds/jump-") && f.endsWith(".mp3"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no jump sound as MP3 in the build"));
        Object sound = driver.executeAsyncScript(
                "var done = arguments[arguments.length - 1];"
                        + " fetch(arguments[0]).then(function (r) { return r.arrayBuffer(); })"
                        + ".then(function (b) { return new OfflineAudioContext(1, 1, 22050).decodeAudioData(b); })"
                        + ".then(function (buffer) { done(buffer.duration); }, function (e) { done('failed: ' + e); });",
                mp3);
        assertTrue(sound instanceof Number && ((Number) sound).doubleValue() > 0.1, "jump.mp3 decoded: " + sound);
        assertConsoleClean();
    }

    private static long[] rounded(double[] ms) {
        long[] r = new long[ms.length];
        for (int i = 0; i < ms.length; i++) r[i] = Math.round(ms[i]);
        return r;
    }

    /**
     * A player opens the game in a browser that is already running. A browser launched a moment ago is still starting
     * its GPU process: the first WebGL context of any page then waits 0.15-1.5 s for it (software WebGL here), and
     * later ones take tens of ms. So before the time to the title is taken, a blank page of another origin (nothing of
     * the game's in the cache) makes WebGL contexts until one comes quickly (under 100 ms, at most 10 s of trying), as
     * any page a player had open would have; then the tab goes blank again. The test's server, started in this JVM a
     * moment ago, answers its first request ~0.1 s late (class loading): it answers one, from here, first. Then a
     * second of rest before the page is opened.
     *
     * @return how long the first of those contexts took, in ms (for the report)
     */
    private double settleBrowser() throws Exception {
        java.net.HttpURLConnection warm =
                (java.net.HttpURLConnection) new java.net.URL(server.url("index.html")).openConnection();
        warm.setRequestProperty("Accept-Encoding", "gzip");
        try (java.io.InputStream in = warm.getInputStream()) {
            in.readAllBytes();
        }
        driver.get("data:text/html,<title>settle</title>");
        String context = "var start = performance.now();"
                + " var gl = document.createElement('canvas').getContext('webgl');"
                + " return gl ? performance.now() - start : -1;";
        double first = ((Number) js(context)).doubleValue();
        assertTrue(first >= 0, "this browser has no WebGL");
        if (first >= 100) {
            try {
                new WebDriverWait(driver, Duration.ofSeconds(10))
                        .pollingEvery(Duration.ofMillis(200))
                        .until(d -> ((Number) js(context)).doubleValue() < 100);
            } catch (RuntimeException e) {
                // a slow GPU process: measure anyway, the report shows the first context's time
            }
        }
        driver.get("about:blank");
        // and rest until the browser's frames come on time: this JVM and the driver have just started the browser
        // and are still compiling their own code, which on a 2-core machine takes a core from the page
        quietFrames(30, 10);
        return first;
    }

    /** The URLs the page and GWT's frame have downloaded (resource timing entries). */
    @SuppressWarnings("unchecked")
    private List<String> resourceNames() {
        return (List<String>) js("var all = [];"
                + " [window].concat([].map.call(document.querySelectorAll('iframe'),"
                + " function (f) { return f.contentWindow; })).forEach(function (w) {"
                + " w.performance.getEntriesByType('resource').forEach(function (e) { all.push(e.name); }); });"
                + " return all;");
    }

    /**
     * Opens the page as players open it (no test parameters: {@code ?e2e} would keep the drawing buffer for the
     * tests' screenshots) and returns when the title was first on screen, in ms after navigation start, taken in the
     * page itself: the first animation frame on which the title is up.
     */
    private double coldStartToTitle() {
        cdp(
                "Page.addScriptToEvaluateOnNewDocument",
                map(
                        "source",
                        "(function () { function check() { try { if (window.tiltfallState"
                                + " && window.tiltfallState().indexOf('screen=title') === 0) {"
                                + " window.__titleAt = performance.now(); return; } } catch (e) {}"
                                + " requestAnimationFrame(check); } requestAnimationFrame(check); })();"));
        driver.get(server.url("index.html"));
        waitForState("the title screen", s -> s.startsWith("screen=title"), 60);
        new WebDriverWait(driver, Duration.ofSeconds(10))
                .until(d -> js("return window.__titleAt !== undefined;").equals(Boolean.TRUE));
        return ((Number) js("return window.__titleAt;")).doubleValue();
    }

    // ------------------------------------------------------------------ any screen

    @Test
    @Order(2)
    void theHudAndMenusHaveTheSameCssSizeAtPixelRatios1_2And3() throws Exception {
        openBrowser();
        Map<Integer, double[]> sizes = new LinkedHashMap<>();
        for (int dpr = 1; dpr <= 3; dpr++) {
            cdp("Emulation.setDeviceMetricsOverride", metrics(960, 540, dpr, false));
            driver.get(server.url("index.html?e2e"));
            waitForState("the title screen", s -> s.startsWith("screen=title"), 60);
            animationFrames(10);
            // only the font copy for this screen was downloaded (by the page's early fetch and by the preloader)
            String copy = "-" + Math.min(dpr, 2) + "x-";
            List<String> otherFonts = new ArrayList<>();
            for (String name : resourceNames())
                if (name.contains("/assets/fonts/") && !name.contains(copy)) otherFonts.add(name);
            assertEquals(List.of(), otherFonts, "fonts for another pixel ratio downloaded at DPR " + dpr);
            long width = ((Number) js("return document.querySelector('canvas').width;")).longValue();
            long cssWidth =
                    Math.round(((Number) js("return document.querySelector('canvas').getBoundingClientRect().width;"))
                            .doubleValue());
            assertEquals(960, cssWidth, "the canvas fills the page (CSS pixels)");
            // sharp, but capped: a 3x screen gets a 2x drawing buffer
            assertEquals(Math.round(960 * Math.min(dpr, 2.0)), width, "drawing buffer width at DPR " + dpr);
            double scale = width / 960.0;
            BufferedImage title = canvasPixels("browser-dpr" + dpr + "-title.png");
            // the heading (TILTFALL, in the skin's accent colour) sits in the band above Play, which is centred
            double titleHeight = brightHeight(title, 0, 1, 0.2, 0.43, 50) / scale;

            new Actions(driver).sendKeys(Keys.ENTER).perform();
            waitForState("level 1 running", s -> s.startsWith("screen=game") && frames(s) > 20, 30);
            BufferedImage hud = canvasPixels("browser-dpr" + dpr + "-level.png");
            // the counters at the top left: SCORE 0  LIVES 3  COINS 0  TIME ...
            double hudHeight = brightHeight(hud, 0, 0.3, 0, 40 * scale / hud.getHeight()) / scale;
            sizes.put(dpr, new double[] {titleHeight, hudHeight});
        }
        cdp("Emulation.clearDeviceMetricsOverride", new HashMap<>());
        StringBuilder seen = new StringBuilder();
        sizes.forEach((dpr, s) -> seen.append(
                String.format(Locale.ROOT, "DPR %d: title %.1f CSS px, HUD text %.1f CSS px; ", dpr, s[0], s[1])));
        System.out.println(seen);
        double[] one = sizes.get(1);
        assertTrue(one[0] > 20 && one[1] > 6, "text found at DPR 1: " + seen);
        for (double[] s : sizes.values()) {
            assertEquals(one[0], s[0], 3.0, "title height in CSS pixels: " + seen);
            assertEquals(one[1], s[1], 2.0, "HUD text height in CSS pixels: " + seen);
        }
        assertConsoleClean();

        // The page downloaded only the 1x fonts; moved to a 2x screen (the ratio changes, no reload) it keeps them:
        // a drawing buffer twice as wide, the title at the same CSS size.
        cdp("Emulation.setDeviceMetricsOverride", metrics(960, 540, 1, false));
        driver.get(server.url("index.html?e2e"));
        waitForState("the title screen", s -> s.startsWith("screen=title"), 60);
        cdp("Emulation.setDeviceMetricsOverride", metrics(960, 540, 2, false));
        new WebDriverWait(driver, Duration.ofSeconds(10))
                .until(d -> ((Number) js("return document.querySelector('canvas').width;")).longValue() == 1920);
        animationFrames(10); // drawn again at the new size
        BufferedImage moved = canvasPixels("browser-dpr1-to-2-title.png");
        double movedTitle = brightHeight(moved, 0, 1, 0.2, 0.43, 50) / 2.0;
        cdp("Emulation.clearDeviceMetricsOverride", new HashMap<>());
        assertEquals(one[0], movedTitle, 3.0, "title height in CSS pixels after moving to a 2x screen; " + seen);
        assertTrue(state().startsWith("screen=title"), "still on the title: " + state());
        assertConsoleClean();
    }

    @Test
    @Order(3)
    void upright_aPhoneSeesTheGroundAtTheBottomNotEmptySkyBelowTheMap() throws Exception {
        openBrowser();
        cdp("Emulation.setDeviceMetricsOverride", metrics(390, 844, 3, true));
        driver.get(server.url("index.html?e2e&level=levels/01-first-slopes.tmx"));
        waitForState("level 1 running", s -> s.startsWith("screen=game") && frames(s) > 20, 60);
        BufferedImage img = canvasPixels("browser-phone-portrait.png");
        // the map's bottom rows are ground: the bottom of the picture must not be the sky's colour
        int sky = 0, total = 0;
        for (int y = img.getHeight() - img.getHeight() / 20; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x += 3) {
                int p = img.getRGB(x, y);
                if (near(p, SKY[0], SKY[1], SKY[2])) sky++;
                total++;
            }
        }
        assertTrue(sky < total / 10, "sky below the map at the bottom of a portrait view: " + sky + "/" + total);

        // held upright with touch: the controls, inside the safe area, and a hint to turn the phone
        cdp("Emulation.setTouchEmulationEnabled", map("enabled", true, "maxTouchPoints", 5));
        tap(195, 300);
        gameFrames(10); // the controls appear with the first touch
        BufferedImage touch = canvasPixels("browser-phone-portrait-touch.png");
        double s = touch.getWidth() / 390.0;
        assertTrue(overlaid(touch, (int) (64 * s), (int) ((844 - 64 - 32) * s)), "the left button is drawn");
        assertTrue(brightHeight(touch, 0.05, 0.95, 0.2, 0.35) > 0, "the hint to turn the phone is shown (white text)");
        // the level is drawn above the buttons' band (177 CSS px: the down button's top + 12), its ground right on top
        int row = (int) ((844 - 177 - 6) * s), green = 0, n = 0;
        for (int x = 0; x < touch.getWidth(); x += 3, n++) if (ground(touch.getRGB(x, row))) green++;
        assertTrue(green > n * 0.8, "ground just above the controls' band: " + green + "/" + n);
    }

    // ------------------------------------------------------------------ touch

    @Test
    @Order(4)
    void onAPhone_tapsStartLevelOne_andTheOnScreenControlsRunAndJump() throws Exception {
        openBrowser();
        int w = 844, h = 390;
        cdp("Emulation.setDeviceMetricsOverride", metrics(w, h, 3, true));
        cdp("Emulation.setTouchEmulationEnabled", map("enabled", true, "maxTouchPoints", 5));
        driver.get(server.url("index.html?e2e"));
        waitForState("the title screen", s -> s.startsWith("screen=title"), 60);
        // the title ignores input for 0.4 s: tapped until it starts the level
        inputUntil("level 1 started by a tap", s -> !s.startsWith("screen=title"), 30, () -> tap(w / 2, h / 2));
        waitForState("level 1 started by a tap", s -> s.startsWith("screen=game") && frames(s) > 30, 30);

        // the controls: left and right at the bottom left, jump at the bottom right (TouchControls' layout)
        int leftX = 20 + 44, rightX = (int) (20 + 3.4 * 44), buttonY = h - 20 - 44;
        int jumpX = (int) (w - 20 - 1.2 * 44), jumpY = (int) (h - 20 - 44 - 0.2 * 44);
        BufferedImage img = canvasPixels("browser-phone-touch.png");
        double s = img.getWidth() / (double) w;
        // sampled inside each circle, away from its arrow: neither sky nor ground, but either seen through white
        assertTrue(
                overlaid(img, (int) (leftX * s), (int) ((buttonY - 32) * s))
                        && overlaid(img, (int) (rightX * s), (int) ((buttonY - 32) * s))
                        && overlaid(img, (int) (jumpX * s), (int) ((jumpY + 36) * s)),
                "the on-screen buttons are drawn");

        // Waits on the game's state, not on the clock: on a loaded machine the game runs fewer steps per second.
        double x0 = playerX();
        touch("touchStart", new int[][] {{rightX, buttonY, 1}});
        double x1 = furthest(this::playerX, x -> x - x0 > 1.0, 10);
        assertTrue(x1 - x0 > 1.0, "holding the right button ran the player right: " + x0 + " -> " + x1);
        // multi-touch: keep running and press jump with another finger
        double y0 = playerY();
        touch("touchStart", new int[][] {{rightX, buttonY, 1}, {jumpX, jumpY, 2}});
        double top = furthest(this::playerY, y -> y - y0 > 0.5, 5);
        touch("touchEnd", new int[][] {{rightX, buttonY, 1}});
        assertTrue(top - y0 > 0.5, "the jump button jumped while running: y " + y0 + " -> " + top);
        double x2 = furthest(this::playerX, x -> x - x0 > 5.0, 15);
        touch("touchEnd", new int[0][]);
        assertTrue(x2 - x0 > 5.0, "a stretch of level 1 run by touch alone: x " + x0 + " -> " + x2);

        // no page zoom, scroll or selection from a double tap or a long press
        tap(w / 2, h / 3);
        tap(w / 2, h / 3);
        touch("touchStart", new int[][] {{w / 2, h / 3, 7}});
        gameSteps(60); // a long press: a second of the game's time (longer than the browser's 0.5 s long press)
        touch("touchEnd", new int[0][]);
        assertEquals(1.0, ((Number) js("return window.visualViewport.scale;")).doubleValue(), 1e-6, "page zoomed");
        assertEquals(0L, ((Number) js("return Math.round(window.scrollX + window.scrollY);")).longValue(), "scrolled");
        assertEquals("", js("return String(document.getSelection());"), "text got selected");
        Files.write(new File(screenshots, "browser-phone-page.png").toPath(), driver.getScreenshotAs(OutputType.BYTES));
        // Chrome's autoplay notices on a phone: the audio context exists before the first tap (made once the title
        // is drawn) and libGDX's first resume comes on touchstart, which is no user activation; the page resumes it
        // on the tap's touchend (DeferredWebAudio), so the game has sound.
        List<String> problems = consoleProblems();
        problems.removeIf(m -> m.contains("The AudioContext was not allowed to start"));
        assertTrue(problems.isEmpty(), "console: " + problems);
        assertEquals(
                "running",
                js("return window.tiltfallAudioContext ? window.tiltfallAudioContext.state : 'no audio';"),
                "the game's audio runs after a tap");

        // The safe area (a notch on the left, a home bar at the bottom) moves the buttons in. Chromium emulates it
        // through an experimental DevTools command; where it has none, this part is skipped.
        try {
            cdp(
                    "Emulation.setSafeAreaInsetsOverride",
                    map("insets", map("left", 44, "right", 44, "top", 0, "bottom", 21)));
        } catch (RuntimeException e) {
            System.out.println("no safe-area emulation in this Chromium: " + e.getMessage());
            return;
        }
        cdp("Emulation.setDeviceMetricsOverride", metrics(w, h - 2, 3, true)); // a resize: the game lays out again
        try {
            new WebDriverWait(driver, Duration.ofSeconds(10)).until(d -> "44px"
                    .equals(js("return getComputedStyle(document.getElementById('safe-area')).paddingLeft;")));
        } catch (RuntimeException e) {
            throw new AssertionError(
                    "the safe area's inset never reached the page: "
                            + js("return getComputedStyle(document.getElementById('safe-area')).paddingLeft;"),
                    e);
        }
        // the left button's centre: 44 + 20 + 44 = 108 CSS px from the left, 21 + 20 + 44 = 85 from the bottom
        int cy = h - 2 - 85;
        // laid out and drawn again: within 10 frames on a quiet machine; a loaded one may take longer (up to 10 s)
        BufferedImage inset = null;
        boolean moved = false, clear = false;
        for (long end = System.nanoTime() + 10_000_000_000L; !(moved && clear) && System.nanoTime() < end; ) {
            gameFrames(10);
            inset = canvasPixels("browser-phone-safe-area.png");
            moved = overlaid(inset, (int) (108 * s), (int) ((cy - 32) * s));
            clear = !overlaid(inset, (int) (30 * s), (int) ((cy - 32) * s));
        }
        assertTrue(moved, "the left button moved right of the notch");
        assertTrue(clear, "nothing drawn in the notch's way");
    }

    // ------------------------------------------------------------------ gamepad

    @Test
    @Order(5)
    void aGamepadStartsAndPlaysThroughTheBrowsersGamepadApi() throws Exception {
        openBrowser();
        driver.get(server.url("index.html?e2e"));
        waitForState("the title screen", s -> s.startsWith("screen=title"), 60);
        js("var buttons = []; for (var i = 0; i < 17; i++) buttons.push({pressed: false, value: 0});"
                + " window.__pad = {id: 'Fake pad (STANDARD GAMEPAD)', index: 0, connected: true, mapping: 'standard',"
                + " axes: [0, 0, 0, 0], buttons: buttons, timestamp: 0};"
                + " navigator.getGamepads = function () { return [window.__pad, null, null, null]; };");
        // Start pressed and released until the title (which ignores input for 0.4 s) starts the level
        inputUntil("level 1 started by Start", s -> !s.startsWith("screen=title"), 30, () -> {
            js("window.__pad.buttons[9].pressed = true;");
            animationFrames(3);
            js("window.__pad.buttons[9].pressed = false;");
        });
        waitForState("level 1 started by Start", s -> s.startsWith("screen=game") && frames(s) > 30, 30);
        // Issue 27: a tap of A shorter than a frame (pressed after one of the game's frames, released before the
        // next: the frame count is the same at both) still jumps. The page's timer samples the pad into a latch; it
        // starts when the browser says a pad connected, which the fake pad has to say itself. A one-step jump is cut
        // at once (PlayerTuning: 11 m/s, then x 0.45): it still rises more than 0.2 m.
        js("window.dispatchEvent(new Event('gamepadconnected'));");
        double landed = landedY(); // on the ground where level 1 starts
        Object tap = driver.executeAsyncScript("var done = arguments[arguments.length - 1], tries = 0;"
                + " function frames() { return +/;frames=(\\d+)/.exec(tiltfallState())[1]; }"
                + " function tap() { requestAnimationFrame(function () { setTimeout(function () {"
                + "   var before = frames(); window.__pad.buttons[0].pressed = true;"
                + "   setTimeout(function () { window.__pad.buttons[0].pressed = false; var after = frames();"
                + "     if (after == before) done('pressed and released within frame ' + before);"
                + "     else if (++tries < 20) setTimeout(tap, 1500);"
                + "     else done('every tap spanned a frame'); }, 12); }, 0); }); }"
                + " tap();");
        assertTrue(String.valueOf(tap).startsWith("pressed"), String.valueOf(tap));
        double hop = furthest(this::playerY, y -> y - landed > 0.2, 5);
        assertTrue(
                hop - landed > 0.2,
                "a tap shorter than a frame jumped (" + tap + "): y " + landed + " -> " + hop + "; " + state());
        double x0 = playerX();
        js("window.__pad.axes[0] = 1;"); // left stick right
        double x1 = furthest(this::playerX, x -> x - x0 > 1.0, 10);
        assertTrue(x1 - x0 > 1.0, "the stick ran the player right: " + x0 + " -> " + x1);
        double y0 = playerY();
        js("window.__pad.buttons[0].pressed = true;"); // A: jump
        double top = furthest(this::playerY, y -> y - y0 > 0.5, 5);
        js("window.__pad.buttons[0].pressed = false; window.__pad.axes[0] = 0;");
        assertTrue(top - y0 > 0.5, "A jumped: y " + y0 + " -> " + top);
        assertConsoleClean();
    }

    /**
     * The player's height once it stops changing (it landed): three reads 0.3 s apart within 1 cm (two could be
     * either side of a jump's top), at most 10 s.
     */
    private double landedY() {
        double[] last = {playerY(), Double.NaN};
        try {
            new org.openqa.selenium.support.ui.FluentWait<>(this)
                    .withTimeout(Duration.ofSeconds(10))
                    .pollingEvery(Duration.ofMillis(300))
                    .until(t -> {
                        double y = playerY();
                        boolean still = Math.abs(y - last[0]) < 0.01 && Math.abs(y - last[1]) < 0.01;
                        last[1] = last[0];
                        last[0] = y;
                        return still;
                    });
        } catch (RuntimeException e) {
            // still moving: the caller's assertion names the heights
        }
        return last[0];
    }

    // ------------------------------------------------------------------ errors a player understands

    /**
     * A file the title needs that does not download: missing on the server (404) is the server's fault, named, with
     * no promise that reloading helps; a failed connection (the browser blocks the request) says to check it and
     * reload. Either way the game does not start behind the message.
     */
    @Test
    @Order(6)
    void aFileThatDoesNotDownloadIsExplainedOnThePage() throws Exception {
        openBrowser();
        server.missing = p -> p.contains("body-1x");
        driver.get(server.url("index.html"));
        String missing = problemText(30);
        assertTrue(
                missing.contains("incomplete on this server")
                        && missing.contains("fonts/body-1x")
                        && missing.contains("HTTP 404"),
                missing);
        assertFalse(
                missing.contains("connection"), "a file missing on the server is no connection problem: " + missing);
        Files.write(
                new File(screenshots, "browser-download-missing.png").toPath(),
                driver.getScreenshotAs(OutputType.BYTES));
        closeBrowser();

        openBrowser();
        cdp("Network.enable", new HashMap<>());
        cdp("Network.setBlockedURLs", map("urls", List.of("*body-1x*")));
        driver.get(server.url("index.html"));
        String text = problemText(30);
        assertTrue(text.contains("could not be loaded") && text.contains("fonts/body-1x"), text);
        assertTrue(text.contains("connection") && text.contains("reload"), "says what to do: " + text);
        Files.write(
                new File(screenshots, "browser-download-failed.png").toPath(),
                driver.getScreenshotAs(OutputType.BYTES));
        closeBrowser();

        // a browser without WebGL
        openBrowser("--disable-webgl", "--disable-3d-apis");
        driver.get(server.url("index.html"));
        new WebDriverWait(driver, Duration.ofSeconds(30))
                .until(d -> d.findElement(By.id("problem")).isDisplayed());
        String noGl = driver.findElement(By.id("problem")).getText();
        assertTrue(noGl.contains("cannot run in this browser") && noGl.contains("WebGL"), noGl);
    }

    /**
     * A crash inside the game (designer mode's {@code window.tiltfallCrashTest()} makes the next frame throw) is a
     * message over the canvas, logged once: GuardedListener's job. Without it libGDX logs the exception and stops
     * drawing, and the page shows a frozen canvas and nothing else.
     */
    @Test
    @Order(6)
    void aCrashInTheGameIsAMessageOnThePage_notAFrozenCanvas() throws Exception {
        openBrowser();
        driver.get(server.url("index.html?e2e&designer"));
        waitForState("the title screen", s -> s.startsWith("screen=title"), 60);
        assertFalse(driver.findElement(By.id("problem")).isDisplayed(), "a message before the crash");
        assertConsoleClean();
        js("window.tiltfallCrashTest();");
        String text = crashMessage(10);
        assertTrue(text.contains("Tiltfall stopped") && text.contains("crash test (designer mode)"), text);
        assertTrue(text.contains("Reload"), "says what to do: " + text);
        Object covers = js("var c = document.querySelector('canvas').getBoundingClientRect();"
                + " var e = document.elementFromPoint(c.left + c.width / 2, c.top + c.height / 2);"
                + " return !!e && !!e.closest('#problem');");
        assertEquals(Boolean.TRUE, covers, "the message lies over the middle of the canvas");
        Files.write(new File(screenshots, "browser-crash.png").toPath(), driver.getScreenshotAs(OutputType.BYTES));
        animationFrames(30); // a few more frames: the stopped game stays stopped
        List<String> logged = consoleProblems();
        assertEquals(
                1, logged.stream().filter(m -> m.contains("the game stopped")).count(), "logged once: " + logged);
        // the message takes the keys: the stopped title behind it acts on none (it used to start a level)
        String stopped = state();
        new Actions(driver).sendKeys(Keys.ARROW_DOWN, Keys.ENTER).perform();
        animationFrames(20);
        assertEquals(stopped, state(), "the stopped game took keys behind the message");
    }

    /**
     * Issue 21: with the level list missing on the server the message used to sit over a running title menu that
     * still took keys (Enter opened Settings behind it). Now the game does not start behind a failed download: keys,
     * clicks, taps and a gamepad's Start reach nothing, and the message stays.
     */
    @Test
    @Order(6)
    void withTheLevelListMissing_theMessageTakesEveryInput_andNothingRunsBehindIt() throws Exception {
        openBrowser();
        server.missing = p -> p.startsWith("assets/levels/levels-");
        installFakePad();
        driver.get(server.url("index.html?e2e"));
        String text = problemText(30);
        // the game would have started by now: libGDX makes its canvas just before the game's start
        new WebDriverWait(driver, Duration.ofSeconds(30))
                .until(d -> js("return !!document.querySelector('canvas');").equals(Boolean.TRUE));
        animationFrames(10);
        String before = state();
        new Actions(driver).sendKeys(Keys.ENTER).perform();
        animationFrames(10);
        new Actions(driver).sendKeys(Keys.ARROW_DOWN, Keys.ENTER, Keys.SPACE).perform();
        animationFrames(10);
        new Actions(driver).sendKeys(Keys.ESCAPE, Keys.ENTER).perform();
        animationFrames(10);
        js("var c = document.querySelector('canvas').getBoundingClientRect();"
                + " ['mousedown', 'mouseup'].forEach(function (t) { document.querySelector('canvas').dispatchEvent("
                + " new MouseEvent(t, {bubbles: true, clientX: c.left + 40, clientY: c.top + 40})); });");
        js("window.__pad.buttons[9].pressed = true;"); // Start
        animationFrames(10);
        js("window.__pad.buttons[9].pressed = false;");
        animationFrames(10);
        assertFalse(
                state().startsWith("screen="), "a screen took input behind the message: " + before + " -> " + state());
        assertTrue(driver.findElement(By.id("problem")).isDisplayed(), "the message stays");
        assertTrue(
                text.contains("levels/levels.txt") && text.contains("incomplete on this server"),
                "names the file and the server: " + text);
    }

    @Test
    @Order(7)
    void designerToolsOnlyWithDesignerInTheAddress_andTheLevelErrorScreenSaysWhatWorksInABrowser() throws Exception {
        openBrowser();
        driver.get(server.url("index.html?e2e"));
        waitForState("the title screen", s -> s.startsWith("screen=title"), 60);
        assertFalse(driver.findElement(By.id("designer-tools")).isDisplayed(), "designer tools shown to players");
        driver.get(server.url("index.html?e2e&designer"));
        waitForState("the title screen", s -> s.startsWith("screen=title"), 60);
        assertTrue(driver.findElement(By.id("designer-tools")).isDisplayed(), "designer tools with ?designer");

        // A level that cannot load: in the browser the file is not read again, so Enter goes back (the screen says
        // to open the file again or reload the page).
        cdp("Emulation.setDeviceMetricsOverride", metrics(390, 844, 3, true));
        driver.get(server.url("index.html?e2e&level=levels/no-such-level.tmx"));
        waitForState("the level error screen", s -> s.equals("screen=level-error"), 60);
        animationFrames(10);
        canvasPixels("browser-phone-level-error.png"); // the lines wrap to a phone's width
        clickUntil("the title after a click", s -> s.startsWith("screen=title"), 10);
    }

    // ------------------------------------------------------------------ the level code, split off

    /**
     * The level code is a part of the script of its own, fetched once the title is up. When the connection fails (the
     * browser blocks its download), Play says so (not a black canvas) and, once the connection is back, a tap tries
     * again and the level starts.
     */
    @Test
    @Order(9)
    void whenTheLevelCodeCannotBeDownloaded_PlaySaysSoAndATapTriesAgain() throws Exception {
        openBrowser();
        cdp("Network.enable", new HashMap<>());
        cdp("Network.setBlockedURLs", map("urls", List.of("*/deferredjs/*")));
        driver.get(server.url("index.html?e2e"));
        waitForState("the title screen", s -> s.startsWith("screen=title"), 60);
        // the title ignores input for 0.4 s; the prefetch fails before the click or after it (Loading, then this)
        clickUntil("Play pressed", s -> !s.startsWith("screen=title"), 30);
        waitForState("the message that the level code is missing", s -> s.equals("screen=level-code-failed"), 30);
        BufferedImage message = canvasPixels("browser-level-code-failed.png");
        assertTrue(message.getWidth() > 0, "the canvas has a picture");
        cdp("Network.setBlockedURLs", map("urls", List.of()));
        // the message screen ignores taps for its first moment
        clickUntil("the retry", s -> !s.equals("screen=level-code-failed"), 30);
        waitForState("level 1 running after the retry", s -> s.startsWith("screen=game") && frames(s) > 20, 30);
    }

    /**
     * Issue 21: a file the level needs that the server does not have (404: the level code's script, or a level) was
     * worded as the player's connection, with Enter to try again, forever. Now the screen says the game's files are
     * incomplete on the server, names the file, and Enter goes back to the title.
     */
    @Test
    @Order(9)
    void aLevelFileMissingOnTheServer_saysTheFilesAreIncomplete_namesIt_andOffersNoRetry() throws Exception {
        String[][] cases = {
            {"assets/levels/01-first-slopes-", "levels/01-first-slopes.tmx: HTTP 404"},
            {"html/deferredjs/", "/deferredjs/"}
        };
        for (String[] c : cases) {
            openBrowser();
            server.missing = p -> p.startsWith(c[0]);
            driver.get(server.url("index.html?e2e"));
            waitForState("the title screen", s -> s.startsWith("screen=title"), 60);
            clickUntil("Play pressed", s -> !s.startsWith("screen=title"), 30); // ignored for 0.4 s
            waitForState("the message that the server lacks " + c[0], s -> s.equals("screen=files-missing"), 30);
            List<String> logged = consoleProblems();
            assertTrue(
                    logged.stream().anyMatch(m -> m.contains("could not load the level code") && m.contains(c[1])),
                    "the log names the file: " + logged);
            canvasPixels("browser-files-missing.png");
            // the message screen ignores keys for its first moment
            inputUntil("the title after Enter", s -> s.startsWith("screen=title"), 10, () -> new Actions(driver)
                    .sendKeys(Keys.ENTER)
                    .perform());
            closeBrowser();
        }
    }

    /**
     * Play pressed while the level code is still on its way (its download held back by the test server) shows the
     * "Loading..." screen, which waits; once the code arrives the level starts by itself.
     */
    @Test
    @Order(10)
    void playPressedBeforeTheLevelCodeArrives_showsLoading_andTheLevelStartsWhenItComes() throws Exception {
        try {
            openTitleWithTheLevelCodeHeld("index.html?e2e");
            clickUntil("the Loading screen", s -> s.equals("screen=loading"), 10); // the title ignores input 0.4 s
            animationFrames(60);
            assertEquals("screen=loading", state(), "the Loading screen waits for the level code");
            BufferedImage loading = canvasPixels("browser-loading.png");
            // its heading and line: text in the middle of the page (accent yellow or white)
            assertTrue(brightHeight(loading, 0.1, 0.9, 0.15, 0.85, 50) > 15, "Loading... is written on the canvas");
        } finally {
            server.release();
        }
        waitForState(
                "level 1 running once the level code came", s -> s.startsWith("screen=game") && frames(s) > 20, 30);
        assertConsoleClean();
    }

    /**
     * The code that runs when the level code arrives runs inside the game's frame guard: a crash there (designer
     * mode's {@code tiltfallCrashTest('arrival')}, armed while the download is held back) is the crash message on the
     * page, not an exception in the console under a frozen title.
     */
    @Test
    @Order(11)
    void aCrashWhereTheLevelCodeArrives_isAMessageOnThePage() throws Exception {
        try {
            openTitleWithTheLevelCodeHeld("index.html?e2e&designer");
            js("window.tiltfallCrashTest('arrival');");
            animationFrames(20);
            assertFalse(driver.findElement(By.id("problem")).isDisplayed(), "a message before the code arrived");
        } finally {
            server.release();
        }
        String text = crashMessage(30);
        assertTrue(text.contains("Tiltfall stopped") && text.contains("where the level code arrives"), text);
        Files.write(
                new File(screenshots, "browser-crash-arrival.png").toPath(), driver.getScreenshotAs(OutputType.BYTES));
    }

    // ------------------------------------------------------------------ offline

    @Test
    @Order(8)
    void afterOneVisitTheGameStartsAndPlaysOffline_andANewBuildReplacesTheCache() throws Exception {
        openBrowser();
        driver.get(server.url("index.html?e2e"));
        waitForState("the title screen", s -> s.startsWith("screen=title"), 60);
        // the worker takes over the page once it has cached every file
        new WebDriverWait(driver, Duration.ofSeconds(60))
                .until(d -> js("return !!navigator.serviceWorker.controller;").equals(Boolean.TRUE));
        String version = new String(Files.readAllBytes(webapp.resolve("sw.js")), StandardCharsets.UTF_8)
                .replaceAll("(?s).*var VERSION = '([0-9a-f]+)'.*", "$1");
        assertEquals(List.of("tiltfall-" + version), cacheNames(), "the service worker cached this build");
        // installable: the browser reads the web app manifest without complaint
        @SuppressWarnings("unchecked")
        Map<String, Object> manifest = (Map<String, Object>) cdp("Page.getAppManifest", new HashMap<>());
        assertEquals(List.of(), manifest.get("errors"), "manifest errors");
        assertTrue(String.valueOf(manifest.get("url")).endsWith("/manifest.webmanifest"), "manifest: " + manifest);

        // the network is gone: the browser is offline and the server answers nothing
        cdp("Network.enable", new HashMap<>());
        cdp(
                "Network.emulateNetworkConditions",
                map("offline", true, "latency", 0, "downloadThroughput", -1, "uploadThroughput", -1));
        server.missing = p -> true;
        driver.navigate().refresh();
        waitForState("the title screen, offline", s -> s.startsWith("screen=title"), 60);
        // the title ignores input for its first 0.4 s: one click right after it appeared was lost (CI, session 32)
        clickUntil("Play pressed, offline", s -> !s.startsWith("screen=title"), 30);
        waitForState("level 1 running offline", s -> s.startsWith("screen=game") && frames(s) > 60, 30);
        cdp(
                "Network.emulateNetworkConditions",
                map("offline", false, "latency", 0, "downloadThroughput", -1, "uploadThroughput", -1));
        server.missing = p -> false;

        // a new build (here: the same files under a new version): its worker takes over and drops the old cache
        String sw = new String(Files.readAllBytes(webapp.resolve("sw.js")), StandardCharsets.UTF_8);
        server.replaced.put("sw.js", sw.replace(version, "0123456789abcdef").getBytes(StandardCharsets.UTF_8));
        js("navigator.serviceWorker.getRegistration().then(function (r) { r.update(); });");
        new WebDriverWait(driver, Duration.ofSeconds(60))
                .until(d -> cacheNames().equals(List.of("tiltfall-0123456789abcdef")));
    }

    /** A fresh browser on the title, with the level code's download held back by the server until released. */
    private void openTitleWithTheLevelCodeHeld(String page) throws Exception {
        openBrowser();
        server.hold(p -> p.contains("/deferredjs/"));
        driver.get(server.url(page));
        waitForState("the title screen", s -> s.startsWith("screen=title"), 60);
    }

    /** The page's message box's text once it is shown (within {@code seconds}). */
    private String problemText(int seconds) {
        try {
            new WebDriverWait(driver, Duration.ofSeconds(seconds))
                    .until(d -> d.findElement(By.id("problem")).isDisplayed());
        } catch (RuntimeException e) {
            throw new AssertionError(
                    "no message on the page; state '" + state() + "', console " + consoleProblems(), e);
        }
        return driver.findElement(By.id("problem")).getText();
    }

    /** Waits for {@code n} of the page's animation frames (the game runs one step of its loop on each). */
    private void animationFrames(int n) {
        driver.executeAsyncScript(
                "var done = arguments[arguments.length - 1], left = arguments[0];"
                        + " (function next() { if (left-- <= 0) done(); else requestAnimationFrame(next); })();",
                n);
    }

    /** A standard-layout gamepad, {@code window.__pad}, from the page's start on (the test presses its buttons). */
    private void installFakePad() {
        cdp(
                "Page.addScriptToEvaluateOnNewDocument",
                map(
                        "source",
                        "var buttons = []; for (var i = 0; i < 17; i++) buttons.push({pressed: false, value: 0});"
                                + " window.__pad = {id: 'Fake pad (STANDARD GAMEPAD)', index: 0, connected: true,"
                                + " mapping: 'standard', axes: [0, 0, 0, 0], buttons: buttons, timestamp: 0};"
                                + " navigator.getGamepads = function () { return [window.__pad, null, null, null]; };"));
    }

    /** The page's message once it is shown (within {@code seconds}), after a crash. */
    private String crashMessage(int seconds) {
        try {
            new WebDriverWait(driver, Duration.ofSeconds(seconds))
                    .until(d -> d.findElement(By.id("problem")).isDisplayed());
        } catch (RuntimeException e) {
            throw new AssertionError("the crash left no message on the page; console: " + consoleProblems(), e);
        }
        return driver.findElement(By.id("problem")).getText();
    }

    /**
     * While an input is held: reads {@code value} (the player's x or y) every 50 ms until {@code reached} holds or
     * {@code seconds} have passed, and returns the largest value seen.
     */
    static double furthest(
            java.util.function.DoubleSupplier value, java.util.function.DoublePredicate reached, int seconds) {
        double[] best = {value.getAsDouble()};
        try {
            new org.openqa.selenium.support.ui.FluentWait<>(value)
                    .withTimeout(Duration.ofSeconds(seconds))
                    .pollingEvery(Duration.ofMillis(50))
                    .until(d -> {
                        best[0] = Math.max(best[0], value.getAsDouble());
                        return reached.test(best[0]);
                    });
        } catch (RuntimeException e) {
            // not reached: the caller's assertion names what was seen
        }
        return best[0];
    }

    /** Waits until the game has drawn {@code n} more frames (its state's frame counter, in a level). */
    private void gameFrames(int n) {
        long from = frames(state());
        waitForState(n + " more frames of the game", s -> frames(s) >= from + n, 30);
    }

    /** Waits until the game has run {@code n} more fixed steps (its state's step counter, in a level). */
    private void gameSteps(int n) {
        long from = steps(state());
        waitForState(n + " more steps of the game", s -> steps(s) >= from + n, 30);
    }

    private static long steps(String s) {
        return s.contains(";steps=") ? Long.parseLong(s.replaceAll(".*;steps=(\\d+).*", "$1")) : 0L;
    }

    /**
     * Gives {@code input} (a tap, a click, a key, a pad's button) until the state satisfies {@code ok}: a screen
     * ignores input for its first moment (0.4 s of its own clock), so the input is repeated after each second
     * without the change; fails after {@code seconds} with the state.
     */
    private void inputUntil(String what, Predicate<String> ok, int seconds, Runnable input) {
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        while (true) {
            input.run();
            try {
                waitForState(what, ok, 1);
                return;
            } catch (AssertionError e) {
                if (System.nanoTime() > end) throw e;
            }
        }
    }

    private void clickUntil(String what, Predicate<String> ok, int seconds) {
        inputUntil(what, ok, seconds, () -> driver.findElement(By.tagName("canvas"))
                .click());
    }

    /**
     * Waits until the page's animation frames come on time ({@code n} in a row under 25 ms apart, at most
     * {@code seconds}): the browser and this JVM have finished what they were busy with.
     */
    private void quietFrames(int n, int seconds) {
        driver.executeAsyncScript(
                "var done = arguments[arguments.length - 1], want = arguments[0], until = performance.now()"
                        + " + arguments[1] * 1000, run = 0, last = performance.now();"
                        + " (function next(t) { if (t - last < 25) run++; else run = 0; last = t;"
                        + " if (run >= want || t > until) done(); else requestAnimationFrame(next); })(last);",
                n,
                seconds);
    }

    // ------------------------------------------------------------------ helpers

    @SuppressWarnings("unchecked")
    private List<String> cacheNames() {
        return (List<String>) driver.executeAsyncScript("var done = arguments[arguments.length - 1];"
                + " navigator.serviceWorker.ready.then(function () {"
                + " var wait = function () { caches.keys().then(function (keys) {"
                + " if (keys.length) done(keys); else setTimeout(wait, 100); }); }; wait(); });");
    }

    /** A finger down for a few of the page's frames, then up (each frame reads the touches). */
    private void tap(int x, int y) {
        touch("touchStart", new int[][] {{x, y, 9}});
        animationFrames(3);
        touch("touchEnd", new int[0][]);
        animationFrames(3);
    }

    /** A touch event through the DevTools protocol: every finger still down, as {x, y, id} in CSS pixels. */
    private void touch(String type, int[][] points) {
        List<Map<String, Object>> list = new ArrayList<>();
        for (int[] p : points) list.add(map("x", p[0], "y", p[1], "id", p[2], "radiusX", 8, "radiusY", 8));
        cdp("Input.dispatchTouchEvent", map("type", type, "touchPoints", list));
    }

    private static Map<String, Object> metrics(int w, int h, double dpr, boolean mobile) {
        return map("width", w, "height", h, "deviceScaleFactor", dpr, "mobile", mobile);
    }

    private static Map<String, Object> map(Object... kv) {
        Map<String, Object> m = new HashMap<>();
        for (int i = 0; i < kv.length; i += 2) m.put((String) kv[i], kv[i + 1]);
        return m;
    }

    private Object cdp(String command, Map<String, Object> params) {
        return driver.executeCdpCommand(command, params);
    }

    private Object js(String script, Object... args) {
        return driver.executeScript(script, args);
    }

    private String state() {
        return String.valueOf(js("return window.tiltfallState ? window.tiltfallState() : 'starting';"));
    }

    private void waitForState(String what, Predicate<String> ok, int seconds) {
        try {
            new WebDriverWait(driver, Duration.ofSeconds(seconds)).until(d -> ok.test(state()));
        } catch (RuntimeException e) {
            throw new AssertionError(
                    "waited for " + what + ": state '" + state() + "', console " + consoleProblems(), e);
        }
    }

    /** The console has no warnings or errors (read once: the browser hands each entry over only once). */
    private void assertConsoleClean() {
        List<String> problems = consoleProblems();
        assertTrue(problems.isEmpty(), "console: " + problems);
    }

    private List<String> consoleProblems() {
        List<String> errors = new ArrayList<>();
        for (LogEntry entry : driver.manage().logs().get(LogType.BROWSER)) {
            if (entry.getLevel().intValue() >= Level.WARNING.intValue())
                errors.add(entry.getLevel() + " " + entry.getMessage());
        }
        return errors;
    }

    private static long frames(String s) {
        return s.contains(";frames=") ? Long.parseLong(s.replaceAll(".*;frames=(\\d+).*", "$1")) : 0L;
    }

    private double playerX() {
        return Double.parseDouble(state().replaceAll(".*;x=([-0-9.eE]+).*", "$1"));
    }

    private double playerY() {
        return Double.parseDouble(state().replaceAll(".*;y=([-0-9.eE]+).*", "$1"));
    }

    private BufferedImage canvasPixels(String name) throws Exception {
        String dataUrl = (String) js("return document.querySelector('canvas').toDataURL('image/png');");
        byte[] png = Base64.getDecoder().decode(dataUrl.substring(dataUrl.indexOf(',') + 1));
        Files.write(new File(screenshots, name).toPath(), png);
        return ImageIO.read(new ByteArrayInputStream(png));
    }

    /**
     * Height in pixels of the rows holding white (text) pixels inside a rectangle given as fractions of the image,
     * y from the top.
     */
    private static int brightHeight(BufferedImage img, double x0, double x1, double y0, double y1) {
        return brightHeight(img, x0, x1, y0, y1, 200);
    }

    /** Height of the rows with a pixel whose red is above 200, green above 150 (200 for white) and blue above {@code blue}. */
    private static int brightHeight(BufferedImage img, double x0, double x1, double y0, double y1, int blue) {
        int first = -1, last = -1;
        for (int y = (int) (y0 * img.getHeight()); y < Math.min(img.getHeight(), (int) (y1 * img.getHeight())); y++) {
            for (int x = (int) (x0 * img.getWidth()); x < (int) (x1 * img.getWidth()); x++) {
                int p = img.getRGB(x, y);
                if (((p >> 16) & 0xff) > 200 && ((p >> 8) & 0xff) > (blue >= 200 ? 200 : 150) && (p & 0xff) > blue) {
                    if (first < 0) first = y;
                    last = y;
                    break;
                }
            }
        }
        return first < 0 ? 0 : last - first + 1;
    }

    /** Not the sky's or the ground's colour: something semi-transparent is drawn over them. */
    private static boolean overlaid(BufferedImage img, int x, int y) {
        int p = img.getRGB(Math.min(x, img.getWidth() - 1), Math.min(y, img.getHeight() - 1));
        if (near(p, SKY[0], SKY[1], SKY[2]) || ground(p)) return false;
        for (int[] c : SCENERY) if (near(p, c[0], c[1], c[2])) return false;
        return true;
    }

    /**
     * The parallax layers of world 1 as drawn (render.Palette's tints times the layer textures' greys, 220 and 255
     * for the mountains (FAR 0.55, 0.70, 0.86), 235 and 255 for the hills (NEAR 0.22, 0.36, 0.33)) and the white
     * clouds.
     */
    static final int[][] SCENERY = {{121, 154, 189}, {140, 179, 219}, {52, 85, 78}, {56, 92, 84}, {255, 255, 255}};

    /** The level's sky (render.Palette, world 1). */
    static final int[] SKY = {158, 212, 240};
    /**
     * The terrain's colours: the dirt fill (first three) and the grass strip (scripts/make-art.py's palette), and the
     * dark green of the bushes and flower stems standing on it (decoration tiles, scripts/make_levels.py).
     */
    static final int[][] GROUND = {
        {132, 88, 58}, {160, 112, 72}, {104, 68, 46}, {110, 196, 78}, {160, 226, 104}, {70, 150, 60}, {52, 118, 42}
    };

    static boolean ground(int p) {
        for (int[] c : GROUND) if (near(p, c[0], c[1], c[2])) return true;
        return false;
    }

    private static boolean near(int p, int r, int g, int b) {
        return Math.abs(((p >> 16) & 0xff) - r) <= 12
                && Math.abs(((p >> 8) & 0xff) - g) <= 12
                && Math.abs((p & 0xff) - b) <= 12;
    }
}
