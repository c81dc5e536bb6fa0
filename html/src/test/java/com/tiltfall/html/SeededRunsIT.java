package com.tiltfall.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessFiles;
import com.badlogic.gdx.utils.GdxNativesLoader;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelLoader;
import com.tiltfall.replay.RandomRun;
import com.tiltfall.replay.ReplayRunner;
import com.tiltfall.replay.StateDump;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.Comparator;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Determinism without replays (docs/physics/determinism.md): every shipped level driven by seeded random controls
 * from its spawn and from each checkpoint ({@link RandomRun#checkRuns}), simulated in the page (GWT's JavaScript,
 * through {@code window.tiltfallReplayTrace} with a {@code random:...} name instead of a replay file) and on this JVM,
 * gives the same state hash after every step, bit for bit. It compares the two targets, never a stored value, so
 * changing the game's rules or numbers cannot break it; only a difference between the desktop and the browser can.
 * The JVM half alone is core's {@code SeededRunDeterminismTest}.
 */
class SeededRunsIT {
    private static final String CHROMIUM = "/usr/bin/chromium";
    private static final String CHROMEDRIVER = "/usr/bin/chromedriver";
    /**
     * Steps per run (10 s of play; the runs start at the spawn and at every checkpoint, so the whole level is covered
     * and the JVM half runs them at 1,200 steps); {@code -Dseeded.steps=N} changes it.
     */
    private static final int STEPS = Integer.getInteger("seeded.steps", 600);

    private static StaticSiteServer server;
    private static ChromeDriver driver;
    private static Path profile;
    private static LevelLoader jvmLevels;

    @BeforeAll
    static void openGameInBrowser() throws IOException {
        if (Gdx.files == null) Gdx.files = new HeadlessFiles();
        GdxNativesLoader.load(); // the level loader decodes the tileset images
        jvmLevels = new LevelLoader(fileName -> Gdx.files.local("../assets/" + fileName));
        assertTrue(
                new File(CHROMIUM).canExecute() && new File(CHROMEDRIVER).canExecute(),
                "Chromium is missing. Run the tests with scripts/test.sh, or: apt-get install chromium"
                        + " chromium-driver");
        Path webapp = Paths.get(System.getProperty("tiltfall.webapp", "target/webapp"));
        assertTrue(Files.isRegularFile(webapp.resolve("html/html.nocache.js")), "no GWT build in " + webapp);
        server = new StaticSiteServer(webapp);
        profile = Files.createTempDirectory("tiltfall-chromium");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM);
        options.addArguments(
                "--headless=new",
                "--no-sandbox",
                "--window-size=640,360",
                "--use-angle=swiftshader",
                "--enable-unsafe-swiftshader",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--no-first-run",
                "--disable-dev-shm-usage",
                "--user-data-dir=" + profile.toAbsolutePath());
        driver = new ChromeDriver(
                new ChromeDriverService.Builder()
                        .usingDriverExecutable(new File(CHROMEDRIVER))
                        .usingAnyFreePort()
                        .build(),
                options);
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(120));
        driver.get(server.url("index.html?e2e"));
        new WebDriverWait(driver, Duration.ofSeconds(60)).until(d -> String.valueOf(
                        driver.executeScript("return window.tiltfallState ? window.tiltfallState() : ''"))
                .startsWith("screen=title"));
    }

    @AfterAll
    static void close() throws IOException {
        if (driver != null) driver.quit();
        if (server != null) server.close();
        if (profile != null) {
            try (Stream<Path> files = Files.walk(profile)) {
                files.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
            }
        }
    }

    @Test
    void seededRandomRunsOfEveryShippedLevelAreBitIdenticalInTheBrowserAndOnTheJvm() throws Exception {
        int runs = 0, steps = 0;
        for (String level : jvmLevels.levelList(LevelLoader.LEVEL_LIST)) {
            for (String run : RandomRun.checkRuns(jvmLevels.loadData(level), STEPS)) {
                LevelData data = jvmLevels.loadData(level); // the run may move its spawn
                long[] jvm = ReplayRunner.trace(data, RandomRun.named(run, data));
                String web = (String) driver.executeAsyncScript(
                        "window.tiltfallReplayTrace(arguments[0], arguments[1], arguments[2]);", level, run);
                assertTrue(!web.startsWith("failed"), level + " " + run + ": the page answered " + web);
                String[] browser = web.isEmpty() ? new String[0] : web.split(" ");
                for (int i = 0; i < Math.min(jvm.length, browser.length); i++) {
                    if (!hex(jvm[i]).equals(browser[i]))
                        throw new AssertionError(level + " " + run + ": the browser's state differs from the JVM's"
                                + " at step " + (i + 1) + "; first difference: " + firstDifference(level, run, i + 1));
                }
                assertEquals(jvm.length, browser.length, level + " " + run + ": steps simulated");
                runs++;
                steps += jvm.length;
            }
        }
        assertTrue(runs >= 16, runs + " runs: a spawn and at least one checkpoint per level");
        System.out.println("SeededRunsIT: " + runs + " runs, " + steps + " steps, identical in the browser");
    }

    /** The first number (level value, or a body after some step) the JVM and the browser disagree on. */
    private static String firstDifference(String level, String run, int steps) throws IOException {
        LevelData data = jvmLevels.loadData(level);
        String jvmDump = StateDump.dump(data, RandomRun.named(run, data), steps);
        String webDump = (String) driver.executeAsyncScript(
                "window.tiltfallStateDump(arguments[0], arguments[1], arguments[2], arguments[3]);", level, run, steps);
        Path dir = Paths.get(System.getProperty("tiltfall.screenshotDir", "target/browser"));
        Files.createDirectories(dir);
        Files.write(dir.resolve("seeded-state-jvm.txt"), jvmDump.getBytes("UTF-8"));
        Files.write(dir.resolve("seeded-state-web.txt"), webDump.getBytes("UTF-8"));
        String[] a = jvmDump.split("\n"), b = webDump.split("\n");
        for (int k = 0; k < Math.min(a.length, b.length); k++)
            if (!a[k].equals(b[k])) return "JVM " + a[k] + " / browser " + b[k] + " (dumps in " + dir + ")";
        return "(the dumps agree: the difference is in state the dump does not show)";
    }

    /** 16 hex digits, as the page writes a hash. */
    private static String hex(long h) {
        String s = Long.toHexString(h);
        StringBuilder sb = new StringBuilder(16);
        for (int i = s.length(); i < 16; i++) sb.append('0');
        return sb.append(s).toString();
    }
}
