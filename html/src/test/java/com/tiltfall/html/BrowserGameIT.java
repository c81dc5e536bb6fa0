package com.tiltfall.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessFiles;
import com.badlogic.gdx.utils.GdxNativesLoader;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelLoader;
import com.tiltfall.replay.Replay;
import com.tiltfall.replay.ReplayFormat;
import com.tiltfall.replay.ReplayRunner;
import com.tiltfall.replay.StateDump;
import com.tiltfall.share.LevelSource;
import com.tiltfall.share.RunCode;
import com.tiltfall.share.RunVerifier;
import com.tiltfall.share.SharedRun;
import com.tiltfall.share.Verdict;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.logging.Level;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Serves the compiled GWT build on 127.0.0.1, opens it in headless Debian Chromium (WebGL by SwiftShader) and
 * checks what a player and a level designer would: the title screen starts level 1, the canvas shows it, the
 * keyboard reaches the game and does not scroll the page, a .tmx opened in the page plays (and a broken one shows
 * its problems), level 1's committed replay reaches the goal, and the console stays free of errors.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class BrowserGameIT {
    private static final String CHROMIUM = "/usr/bin/chromium";
    private static final String CHROMEDRIVER = "/usr/bin/chromedriver";

    private static StaticSiteServer server;
    private static ChromeDriver driver;
    private static Path userDataDir;
    /** The level files the tests write for the page's file picker. */
    private static Path levelFiles;

    /** Console warnings and errors seen so far, minus the ones a test provoked on purpose. */
    private static final List<String> problems = new ArrayList<>();

    /** The levels as the desktop reads them, for replaying browser runs on this JVM. */
    private static LevelLoader jvmLevels;

    /** Seconds the shared-run checks add (printed: the test command is near its time limit). */
    private static double shareSeconds;

    @BeforeAll
    static void openGameInBrowser() throws Exception {
        if (Gdx.files == null) Gdx.files = new HeadlessFiles();
        GdxNativesLoader.load(); // the level loader decodes the tileset images
        jvmLevels = new LevelLoader(fileName -> Gdx.files.local("../assets/" + fileName));
        assertTrue(
                new File(CHROMIUM).canExecute() && new File(CHROMEDRIVER).canExecute(),
                "Chromium is missing. Run the tests with scripts/test.sh, or: apt-get install chromium chromium-driver");
        Path webapp = Paths.get(System.getProperty("tiltfall.webapp", "target/webapp"));
        assertTrue(Files.isRegularFile(webapp.resolve("html/html.nocache.js")), "no GWT build in " + webapp);
        server = new StaticSiteServer(webapp);

        userDataDir = Files.createTempDirectory("tiltfall-chromium");
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
                "--user-data-dir=" + userDataDir.toAbsolutePath());
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(CHROMEDRIVER))
                .usingAnyFreePort()
                .build();
        driver = new ChromeDriver(service, options);
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));
        driver.get(server.url("index.html?e2e&designer"));
        waitForState("the title screen", s -> s.startsWith("screen=title"), 60);
    }

    @AfterAll
    static void close() {
        if (driver != null) driver.quit();
        if (server != null) server.close();
        TempFolders.delete(userDataDir);
        TempFolders.delete(levelFiles);
    }

    @Test
    @Order(1)
    void enterOnTheTitleStartsLevelOneAndTheCanvasShowsIt() throws Exception {
        driver.findElement(By.tagName("canvas")).click();
        keysUntil("Play pressed", s -> !s.startsWith("screen=title"), 30, Keys.ENTER); // the title ignores keys 0.4 s
        waitForState(
                "level 1 running",
                s -> s.startsWith("screen=game;level=levels/01-first-slopes.tmx") && frames(s) > 60,
                30);

        WebElement canvas = driver.findElement(By.tagName("canvas"));
        Number innerWidth = (Number) js("return window.innerWidth;");
        Number innerHeight = (Number) js("return window.innerHeight;");
        assertEquals(innerWidth.intValue(), canvas.getSize().getWidth(), 2, "canvas width follows the window");
        assertEquals(innerHeight.intValue(), canvas.getSize().getHeight(), 2, "canvas height follows the window");

        BufferedImage image = canvasPixels("browser-level1.png");
        int[] vp = fitViewport(image.getWidth(), image.getHeight());
        // The player stands at the start of level 1 with the camera on it: the world's sky above, the terrain's dirt
        // below, and one hero: its body colour covers 44 % of its 0.9 m box (the rest of the sprite is outline, the
        // darker feet side, a highlight and the eyes), of a 16 m wide view.
        int[] sky = WebPlatformIT.SKY;
        assertTrue(fraction(image, vp, 0.0, 1.0, 0.75, 0.92, sky[0], sky[1], sky[2]) > 0.9, "sky across the top");
        double dirt = 0;
        for (int k = 0; k < 3; k++) {
            int[] c = WebPlatformIT.GROUND[k];
            dirt += fraction(image, vp, 0.0, 1.0, 0.0, 0.15, c[0], c[1], c[2]);
        }
        assertTrue(dirt > 0.6, "ground along the bottom: " + dirt);
        double boxSide = 0.9 / 16.0 * vp[2];
        // counted over the whole canvas: the camera keeps the view inside the map, so at the start the hero stands
        // near the left edge, outside the centred 16:9 part of a wide window
        int[] all = {0, 0, image.getWidth(), image.getHeight()};
        double orange = fraction(image, all, 0.0, 1.0, 0.0, 1.0, 246, 140, 46) * all[2] * all[3];
        double expected = 0.44 * boxSide * boxSide;
        assertTrue(
                orange > 0.7 * expected && orange < 1.3 * expected,
                "one hero drawn: " + (int) orange + " body-coloured pixels, expected about " + (int) expected);
    }

    @Test
    @Order(2)
    void keyboardReachesTheGameAndDoesNotScrollThePage() throws Exception {
        js("window.__defaultPrevented = []; window.addEventListener('keydown', function (e) {"
                + " window.__defaultPrevented.push(e.key + ':' + e.defaultPrevented); });");
        double before = playerX();
        new Actions(driver).keyDown(Keys.ARROW_RIGHT).perform();
        // Right runs the player at up to 7 m/s: held, it moves more than 1 m along the flat start of level 1 within a
        // fraction of a second of game time (waited on the game's state: a loaded machine runs fewer steps a second).
        double after = WebPlatformIT.furthest(BrowserGameIT::playerX, x -> x - before > 1.0, 10);
        new Actions(driver).keyUp(Keys.ARROW_RIGHT).perform();
        assertTrue(after - before > 1.0, "right arrow ran the player right: " + before + " -> " + after);

        new Actions(driver)
                .sendKeys(Keys.ARROW_DOWN, Keys.SPACE, Keys.ARROW_UP, Keys.PAGE_DOWN)
                .perform();
        @SuppressWarnings("unchecked")
        List<Object> prevented = (List<Object>) js("return window.__defaultPrevented;");
        assertTrue(prevented.size() >= 4, "key events seen: " + prevented);
        for (Object p : prevented)
            assertTrue(p.toString().endsWith(":true"), "the page acted on a game key: " + prevented);
        assertEquals(0L, ((Number) js("return window.scrollY;")).longValue(), "page scrolled");
    }

    @Test
    @Order(3)
    void aLevelFileOpenedInThePagePlaysAtOnce_itsRunCanBeSaved_andABrokenOneShowsItsProblems() throws Exception {
        String level = new String(Files.readAllBytes(Paths.get("../assets/levels/01-first-slopes.tmx")), "UTF-8");
        Path dir = levelFiles = Files.createTempDirectory("tiltfall-levels");
        Path mine = Files.write(dir.resolve("my-level.tmx"), level.getBytes("UTF-8"));
        // The page's own file picker ("Open level..."), as a designer uses it.
        driver.findElement(By.id("level-file")).sendKeys(mine.toAbsolutePath().toString());
        waitForState(
                "the opened level running",
                s -> s.startsWith("screen=game;level=dropped/my-level.tmx") && frames(s) > 30,
                30);

        // Play a little (run, jump, steer the spin), then leave the level (Esc pauses, Esc again quits): the run is
        // kept and the page offers to save it.
        driver.findElement(By.tagName("canvas")).click();
        // held for counts of the game's fixed steps (60 a second), not wall time: a loaded machine runs fewer a second
        new Actions(driver).keyDown(Keys.ARROW_RIGHT).perform();
        gameSteps(42);
        new Actions(driver).sendKeys(Keys.SPACE).perform();
        gameSteps(24);
        new Actions(driver).keyUp(Keys.ARROW_RIGHT).keyDown(Keys.ARROW_LEFT).perform();
        gameSteps(18);
        new Actions(driver).keyUp(Keys.ARROW_LEFT).sendKeys(Keys.ESCAPE).perform();
        // the second Esc once the pause menu is up and takes keys
        waitForState("the pause menu", s -> s.contains(";paused=true"), 10);
        keysUntil("the title after quitting", s -> s.startsWith("screen=title"), 10, Keys.ESCAPE);
        @SuppressWarnings("unchecked")
        java.util.Map<String, Object> run = (java.util.Map<String, Object>) js("return window.tiltfallLastRun();");
        assertEquals("my-level.replay", run.get("name"));
        String text = (String) run.get("text");
        assertTrue(
                text.startsWith("# quit after ") && text.contains("tiltfall-replay 1\nlevel dropped/my-level.tmx\n"),
                text);
        assertTrue(driver.findElement(By.id("save-run")).isDisplayed(), "the save link shows");
        problems.addAll(consoleProblems());

        // The run recorded in the browser replays on the desktop (this JVM) to the very state it ended in there.
        Replay recorded = ReplayFormat.read(text, "browser run");
        assertTrue(recorded.hasEndHash, "the browser wrote the end state's hash: " + text);
        assertTrue(recorded.steps() > 60, "the run lasted more than a second: " + recorded.steps() + " steps");
        LevelData data = jvmLevels.loadData("levels/01-first-slopes.tmx");
        ReplayRunner.Outcome onDesktop = ReplayRunner.run(data, recorded);
        assertFalse(onDesktop.desync, "the browser's run replayed differently on the JVM: " + onDesktop);

        // Its shared-run code, made by the page ("Share runs", "Code of my last run"), is verified by the JVM: the
        // dropped map's name resolves to the same bytes here (level 1's file), its tilesets to the game's.
        long shareStart = System.nanoTime();
        js("window.tiltfallShareOpen();");
        driver.findElement(By.id("run-mine")).click();
        String browserCode = waitForPage(
                "the page's code of the run",
                "document.getElementById('run-code').value",
                v -> v.startsWith("TF1."),
                30);
        LevelSource dropped = new LevelSource(
                path -> Gdx.files.local("../assets/levels/"
                        + (path.equals("dropped/my-level.tmx") ? "01-first-slopes.tmx" : path.replace("dropped/", ""))),
                new com.badlogic.gdx.utils.Array<>());
        Verdict onJvm = RunVerifier.verify(browserCode, dropped);
        assertTrue(onJvm.verified(), "the browser's run code on the JVM: " + onJvm + " / " + browserCode);
        driver.findElement(By.id("share-close")).click();
        shareSeconds += (System.nanoTime() - shareStart) / 1e9;

        // The same map without its player spawn: the validator's message on screen (and in the console), no crash.
        String broken = level.replaceAll("(?s)<object[^>]*(?:type|class)=\"player\"[^>]*?(?:/>|>.*?</object>)", "");
        assertTrue(broken.length() < level.length(), "the test removed the spawn");
        Path brokenFile = Files.write(dir.resolve("broken.tmx"), broken.getBytes("UTF-8"));
        driver.findElement(By.id("level-file"))
                .sendKeys(brokenFile.toAbsolutePath().toString());
        waitForState("the level error screen", s -> s.equals("screen=level-error"), 30);
        List<String> logged = consoleProblems();
        assertTrue(
                logged.stream().anyMatch(m -> m.contains("dropped/broken.tmx") && m.contains("player")),
                "the console names the file and the problem: " + logged);

        // The file's bytes reach the game as they are: a UTF-16 map gets the desktop's message, word for word
        // (LevelCorpusTest checks the same text on the JVM).
        byte[] utf16 = ("\ufeff" + level).getBytes("UTF-16LE");
        Path utf16File = Files.write(dir.resolve("utf16.tmx"), utf16);
        driver.findElement(By.id("level-file"))
                .sendKeys(utf16File.toAbsolutePath().toString());
        waitForState("the level error screen", s -> s.equals("screen=level-error"), 30);
        String expected = "dropped/utf16.tmx: the file is UTF-16 text; save it as UTF-8 (Tiled always writes UTF-8:"
                + " save it from Tiled, or choose UTF-8 when saving in your text editor)";
        // the screen before was a level error too: wait for this file's message, not for the screen
        List<String> utf16Logged = new ArrayList<>();
        try {
            new WebDriverWait(driver, Duration.ofSeconds(30)).until(d -> {
                utf16Logged.addAll(consoleProblems());
                return utf16Logged.stream().anyMatch(m -> m.contains(expected));
            });
        } catch (RuntimeException e) {
            throw new AssertionError("console: " + utf16Logged, e);
        }

        // A JSON map (.tmj) that uses the shipped XML tileset plays at once. Its reader is a part of the script split
        // off for designers (TmjMaps): downloaded now, not before (the level code, the other part, is already in).
        // (GWT runs the script in an iframe of its own, which loads the parts: look in every window of the page)
        String splitOff = "return [window].concat([].map.call(document.querySelectorAll('iframe'),"
                + " function (f) { return f.contentWindow; })).map(function (w) {"
                + " return w.performance.getEntriesByType('resource').filter(function (e) {"
                + " return e.name.indexOf('/deferredjs/') >= 0; }).length; }).reduce(function (a, b) {"
                + " return a + b; }, 0);";
        long partsBefore = ((Number) js(splitOff)).longValue();
        Path tmj = Paths.get("../core/src/test/resources/levels/good/minimal.tmj");
        driver.findElement(By.id("level-file"))
                .sendKeys(tmj.toAbsolutePath().normalize().toString());
        waitForState(
                "the .tmj level running",
                s -> s.startsWith("screen=game;level=dropped/minimal.tmj") && frames(s) > 30,
                30);
        assertTrue(((Number) js(splitOff)).longValue() > partsBefore, "the .tmj reader came from a script of its own");

        // A broken .tmj gets the desktop's message, not a crash.
        Path brokenTmj = Files.write(dir.resolve("broken.tmj"), "{\"width\": 10, \"layers\": [".getBytes("UTF-8"));
        driver.findElement(By.id("level-file"))
                .sendKeys(brokenTmj.toAbsolutePath().toString());
        waitForState("the level error screen", s -> s.equals("screen=level-error"), 30);
        List<String> jsonLogged = new ArrayList<>();
        try {
            new WebDriverWait(driver, Duration.ofSeconds(30)).until(d -> {
                jsonLogged.addAll(consoleProblems());
                return jsonLogged.stream().anyMatch(m -> m.contains("dropped/broken.tmj: is not valid JSON"));
            });
        } catch (RuntimeException e) {
            throw new AssertionError("console: " + jsonLogged, e);
        }
    }

    /**
     * The way a player goes, with real key events: title -> Levels -> level 1 (driven by its committed replay: the
     * page's {@code &menus}) -> the tally with the numbers the same replay gives on this JVM -> Esc back to the level
     * select, where level 2 is open and level 1 shows its best score and time; then the page is reloaded and the
     * level select shows the same (localStorage).
     */
    @Test
    @Order(4)
    void menusLeadToLevelOne_theTallyAddsUp_andProgressSurvivesAReload() throws Exception {
        LevelData data = jvmLevels.loadData("levels/01-first-slopes.tmx");
        Replay replay = ReplayFormat.read(
                new String(Files.readAllBytes(Paths.get("../assets/replays/01-first-slopes.replay")), "UTF-8"),
                "01-first-slopes.replay");
        ReplayRunner.Outcome run = ReplayRunner.run(data, replay);
        assertTrue(run.goalReached, "the replay reaches the goal on the JVM: " + run);
        int coinsInLevel = 0;
        for (com.tiltfall.level.EntityData e : data.entities) if (e.type.equals("coin")) coinsInLevel++;
        // the score is the world's: the JVM's run of the same replay (core's WorldScoreTest checks the rules by hand)
        int expectedScore = run.score;

        driver.get(server.url("index.html?e2e&speed=3&menus&replay=replays/01-first-slopes.replay"));
        js("localStorage.clear();");
        driver.navigate().refresh();
        waitForState("the title screen", s -> s.startsWith("screen=title;focus=Play"), 60);
        // the arrows move the focus at once; Enter is ignored for the menu's first 0.4 s: pressed until it acts
        keysUntil("Levels focused", s -> s.equals("screen=title;focus=Levels"), 10, Keys.ARROW_DOWN);
        keysUntil("Levels pressed", s -> !s.startsWith("screen=title"), 10, Keys.ENTER);
        waitForState("the level select", s -> s.startsWith("screen=levels"), 10);
        String before = state();
        assertTrue(before.contains("01-first-slopes.tmx:open:score=-1"), before);
        assertTrue(before.contains("02-ramps-and-rolls.tmx:locked"), before);
        assertTrue(before.contains(";focus=1  First slopes;"), before);
        canvasPixels("browser-levels-before.png");
        keysUntil("level 1 started", s -> !s.startsWith("screen=levels"), 10, Keys.ENTER); // ignored at first
        waitWhileRunning("the tally after the replayed run", s -> s.startsWith("screen=tally"), 60);
        String tally = state();
        canvasPixels("browser-tally.png");
        assertTrue(tally.contains(";coins=" + run.coins + "/" + coinsInLevel + ";"), tally);
        assertTrue(tally.contains(";time=" + run.seconds + ";"), tally + " / JVM " + run.seconds);
        assertTrue(tally.contains(";gems=" + run.gems + "/3;tricks=" + run.tricks + ";"), tally + " / JVM " + run);
        assertTrue(tally.contains(";score=" + expectedScore + ";best=true"), tally + " / expected " + expectedScore);
        keysUntil("the level select again", s -> s.startsWith("screen=levels"), 10, Keys.ESCAPE);
        String records = "01-first-slopes.tmx:open:score=" + expectedScore + ":time=" + run.seconds;
        String after = state();
        assertTrue(after.contains(records), after);
        assertTrue(after.contains("02-ramps-and-rolls.tmx:open:score=-1"), after);
        assertTrue(after.contains(";focus=2  Ramps and rolls;"), "the next level to play is focused: " + after);
        canvasPixels("browser-levels-after.png");
        problems.addAll(consoleProblems());

        driver.navigate().refresh();
        waitForState("the title after a reload", s -> s.startsWith("screen=title"), 60);
        keysUntil("Levels focused", s -> s.equals("screen=title;focus=Levels"), 10, Keys.ARROW_DOWN);
        keysUntil("Levels pressed", s -> !s.startsWith("screen=title"), 10, Keys.ENTER);
        waitForState("the level select after a reload", s -> s.startsWith("screen=levels"), 10);
        String reloaded = state();
        assertTrue(reloaded.contains(records), reloaded);
        assertTrue(reloaded.contains("02-ramps-and-rolls.tmx:open"), reloaded);
        problems.addAll(consoleProblems());
    }

    @Test
    @Order(5)
    void levelOnePlayedFromItsReplayReachesTheGoal() {
        driver.get(server.url(
                "index.html?e2e&speed=3&level=levels/01-first-slopes.tmx&replay=replays/01-first-slopes.replay"));
        waitWhileRunning("the replayed run at the goal", s -> s.contains("goal=true"), 60);
        String s = state();
        // during the goal pause the game screen, then the level-complete screen that tells how the run ended
        assertTrue(s.contains("screen=game;level=levels/01-first-slopes.tmx") && s.contains("deaths=0"), s);
        problems.addAll(consoleProblems());
    }

    /**
     * Every shipped level's replay, played headless inside the page (GWT's JavaScript) and on this JVM, goes through
     * the same states: the per-step hashes are identical, bit for bit.
     */
    @Test
    @Order(6)
    void everyShippedReplayRunsBitIdenticallyInTheBrowserAndOnTheJvm() throws Exception {
        for (String level : jvmLevels.levelList("levels/levels.txt")) {
            String name = level.substring(level.lastIndexOf('/') + 1, level.length() - 4);
            String replayPath = "replays/" + name + ".replay";
            Replay replay = ReplayFormat.read(
                    new String(Files.readAllBytes(Paths.get("../assets/" + replayPath)), "UTF-8"), replayPath);
            long[] jvm = ReplayRunner.trace(jvmLevels.loadData(level), replay);
            String web = (String) driver.executeAsyncScript(
                    "window.tiltfallReplayTrace(arguments[0], arguments[1], arguments[2]);", level, replayPath);
            String[] browser = web.isEmpty() ? new String[0] : web.split(" ");
            for (int i = 0; i < Math.min(jvm.length, browser.length); i++) {
                if (!String.format("%016x", jvm[i]).equals(browser[i]))
                    throw new AssertionError(level + ": the browser's state differs from the JVM's at step " + (i + 1)
                            + "; first difference: " + firstDifference(level, replayPath, replay, i + 1));
            }
            assertEquals(jvm.length, browser.length, level + ": steps simulated");
            assertTrue(jvm.length > 60, level + ": the replay ran " + jvm.length + " steps");
        }
        problems.addAll(consoleProblems());
    }

    /** The first number (level value, or a body after some step) the JVM and the browser disagree on. */
    private static String firstDifference(String level, String replayPath, Replay replay, int steps) throws Exception {
        String jvmDump = StateDump.dump(jvmLevels.loadData(level), replay, steps);
        String webDump = (String) driver.executeAsyncScript(
                "window.tiltfallStateDump(arguments[0], arguments[1], arguments[2], arguments[3]);",
                level,
                replayPath,
                steps);
        Files.createDirectories(Paths.get("target/browser"));
        Files.write(Paths.get("target/browser/state-jvm.txt"), jvmDump.getBytes("UTF-8"));
        Files.write(Paths.get("target/browser/state-web.txt"), webDump.getBytes("UTF-8"));
        String[] a = jvmDump.split("\n"), b = webDump.split("\n");
        for (int k = 0; k < Math.min(a.length, b.length); k++)
            if (!a[k].equals(b[k])) return "JVM " + a[k] + " / browser " + b[k];
        return "(the dumps agree: the difference is in state the dump does not show)";
    }

    /**
     * A run code made on the JVM (level 1's committed replay) pasted into the page's "Share runs" box is verified
     * there and then watched; the same code with a changed claim (checksum made good again) and cut short are refused
     * with their reasons.
     */
    @Test
    @Order(7)
    void aRunCodeMadeOnTheJvmIsVerifiedInThePage_andAChangedOneIsRefusedWithItsReason() throws Exception {
        long start = System.nanoTime();
        String level = "levels/01-first-slopes.tmx";
        LevelSource shipped =
                new LevelSource(path -> Gdx.files.local("../assets/" + path), jvmLevels.levelList("levels/levels.txt"));
        Replay replay = ReplayFormat.read(
                new String(Files.readAllBytes(Paths.get("../assets/replays/01-first-slopes.replay")), "UTF-8"),
                "01-first-slopes.replay");
        String code = RunVerifier.export(replay, jvmLevels.loadData(level), shipped.bytes(level));
        SharedRun changed = RunCode.decode(code);
        int coins = changed.claim.coins;
        changed.claim.coins++;

        js("window.tiltfallShareOpen();");
        String refused = importInPage(RunCode.encode(changed));
        assertEquals(
                "refused:Not verified: the re-run does not reach what the code claims (coins: claimed " + (coins + 1)
                        + ", re-run " + coins + "): its input or its claim was changed",
                refused);
        // a .tfrun file dropped on the page, cut short: its comment line is skipped, the missing end named
        js(
                "var dt = new DataTransfer();"
                        + " dt.items.add(new File(['# Tiltfall run\\n' + arguments[0]], 'friend.tfrun'));"
                        + " document.getElementById('run-verdict').className = 'waiting';"
                        + " window.dispatchEvent(new DragEvent('drop', {dataTransfer: dt, cancelable: true}));",
                code.substring(0, code.length() - 10));
        String cut = waitForVerdict();
        assertTrue(cut.startsWith("refused:The code is cut short"), cut);
        String verified = importInPage(code);
        assertTrue(verified.startsWith("verified:Verified: " + level + ", goal in "), verified);
        Files.createDirectories(Paths.get("target/browser"));
        Files.write(
                Paths.get("target/browser/browser-share-panel.png"),
                ((org.openqa.selenium.TakesScreenshot) driver).getScreenshotAs(org.openqa.selenium.OutputType.BYTES));
        waitForState("the verdict in the game", s -> s.startsWith("screen=message"), 10);
        // a click on the game closes the panel and confirms: the verified run plays as a replay
        // (a screen ignores input for its first 0.4 s: clicked again after each second without the change)
        for (int i = 0; i < 10 && !state().startsWith("screen=game"); i++) {
            driver.findElement(By.tagName("canvas")).click();
            try {
                waitForState("the shared run starting", s -> s.startsWith("screen=game"), 1);
            } catch (AssertionError e) {
                // clicked too early
            }
        }
        waitForState("the shared run playing", s -> s.startsWith("screen=game;level=" + level) && steps(s) > 10, 30);
        assertFalse(driver.findElement(By.id("share")).isDisplayed(), "the panel closed");
        problems.addAll(consoleProblems());
        shareSeconds += (System.nanoTime() - start) / 1e9;
        System.out.println("sharing checks took " + Math.round(shareSeconds * 10) / 10.0 + " s");
    }

    /** Pastes {@code text} into the share panel, presses "Verify and watch": "class:verdict" as the page shows it. */
    private static String importInPage(String text) {
        js("document.getElementById('run-code').value = arguments[0];", text);
        driver.findElement(By.id("run-import")).click();
        return waitForVerdict();
    }

    /** The verdict the page shows once the game has given one: "verified:..." or "refused:...". */
    private static String waitForVerdict() {
        return waitForPage(
                "the verdict",
                "var v = document.getElementById('run-verdict');"
                        + " return /^(verified|refused)$/.test(v.className) ? v.className + ':' + v.textContent : '';",
                v -> !v.isEmpty(),
                30);
    }

    /** Waits until {@code expression} (or a script with return) gives a value {@code ok} accepts; returns it. */
    private static String waitForPage(
            String what, String expression, java.util.function.Predicate<String> ok, int seconds) {
        String script = expression.startsWith("var ") ? expression : "return " + expression + ";";
        try {
            return new WebDriverWait(driver, Duration.ofSeconds(seconds)).until(d -> {
                String v = String.valueOf(js(script));
                return ok.test(v) ? v : null;
            });
        } catch (RuntimeException e) {
            throw new AssertionError("waited for " + what + ": '" + js(script) + "', console " + consoleProblems(), e);
        }
    }

    @Test
    @Order(8)
    void theConsoleHasNoErrors() {
        problems.addAll(consoleProblems());
        assertTrue(problems.isEmpty(), "browser console: " + problems);
    }

    private static void waitForState(String what, java.util.function.Predicate<String> ok, int seconds) {
        try {
            new WebDriverWait(driver, Duration.ofSeconds(seconds)).until(d -> ok.test(state()));
        } catch (RuntimeException e) {
            throw new AssertionError(
                    "waited for " + what + ": state '" + state() + "', console " + consoleProblems(), e);
        }
    }

    /** Warnings and errors the page logged (failed loads, a missing favicon and uncaught exceptions included). */
    private static List<String> consoleProblems() {
        List<String> errors = new ArrayList<>();
        for (LogEntry entry : driver.manage().logs().get(LogType.BROWSER)) {
            if (entry.getLevel().intValue() >= Level.WARNING.intValue())
                errors.add(entry.getLevel() + " " + entry.getMessage());
        }
        return errors;
    }

    private static Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    private static String state() {
        Object s = js("return window.tiltfallState ? window.tiltfallState() : 'starting';");
        return String.valueOf(s);
    }

    /**
     * Presses {@code keys} until the state satisfies {@code ok}: a menu ignores keys for its first moment (0.4 s of
     * its own clock), so the press is repeated after each second without the change.
     */
    private static void keysUntil(
            String what, java.util.function.Predicate<String> ok, int seconds, CharSequence... keys) {
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        while (true) {
            new Actions(driver).sendKeys(keys).perform();
            try {
                waitForState(what, ok, 1);
                return;
            } catch (AssertionError e) {
                if (System.nanoTime() > end) throw e;
            }
        }
    }

    /**
     * Waits for {@code ok} as long as the game keeps playing: each {@code stallSeconds} it must reach it or run 300 more
     * steps (5 s of game time), so a machine under load gets the time it needs and a stuck game still fails (at
     * most 10 minutes in all).
     */
    private static void waitWhileRunning(String what, java.util.function.Predicate<String> ok, int stallSeconds) {
        long end = System.nanoTime() + 600_000_000_000L;
        while (!ok.test(state())) {
            long from = steps(state());
            waitForState(what + " (or 300 more steps)", s -> ok.test(s) || steps(s) >= from + 300, stallSeconds);
            if (System.nanoTime() > end) waitForState(what, ok, 1);
        }
    }

    /** Waits until the game has run {@code n} more fixed steps (its state's step counter, in a level). */
    private static void gameSteps(int n) {
        long from = steps(state());
        waitForState(n + " more steps of the game", s -> steps(s) >= from + n, 30);
    }

    private static long steps(String s) {
        return s.contains(";steps=") ? Long.parseLong(s.replaceAll(".*;steps=(\\d+).*", "$1")) : 0L;
    }

    private static long frames(String s) {
        return s.contains(";frames=") ? Long.parseLong(s.replaceAll(".*;frames=(\\d+).*", "$1")) : 0L;
    }

    private static double playerX() {
        return Double.parseDouble(state().replaceAll(".*;x=([-0-9.eE]+).*", "$1"));
    }

    private static BufferedImage canvasPixels(String name) throws Exception {
        String dataUrl = (String) js("return document.querySelector('canvas').toDataURL('image/png');");
        byte[] png = Base64.getDecoder().decode(dataUrl.substring(dataUrl.indexOf(',') + 1));
        File dir = new File(System.getProperty("tiltfall.screenshotDir", "target/browser"));
        dir.mkdirs();
        Files.write(new File(dir, name).toPath(), png);
        return ImageIO.read(new ByteArrayInputStream(png));
    }

    /** x, y, width, height of the 16:9 area a FitViewport uses inside the canvas (y from the top). */
    private static int[] fitViewport(int w, int h) {
        int vw = Math.min(w, h * 16 / 9), vh = Math.min(h, w * 9 / 16);
        return new int[] {(w - vw) / 2, (h - vh) / 2, vw, vh};
    }

    /** Share of pixels within 12 of the colour in a rectangle given in viewport fractions, y up from the bottom. */
    private static double fraction(
            BufferedImage img, int[] vp, double x0, double x1, double y0, double y1, int r, int g, int b) {
        int hits = 0, total = 0;
        for (int fy = (int) (y0 * vp[3]); fy < (int) (y1 * vp[3]); fy++) {
            int y = vp[1] + vp[3] - 1 - fy;
            for (int x = vp[0] + (int) (x0 * vp[2]); x < vp[0] + (int) (x1 * vp[2]); x++) {
                int p = img.getRGB(x, y);
                if (Math.abs(((p >> 16) & 0xff) - r) <= 12
                        && Math.abs(((p >> 8) & 0xff) - g) <= 12
                        && Math.abs((p & 0xff) - b) <= 12) hits++;
                total++;
            }
        }
        return total == 0 ? 0 : (double) hits / total;
    }
}
