package com.tiltfall.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.logging.Level;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The browser's saves with bad values in localStorage (garbage, values of another type, a 4 MiB value): the game
 * starts, the title says so once, a bounded backup key keeps a copy, the bad values are removed (the good ones kept),
 * the console quotes at most about 200 characters of a value, and the next start finds nothing to report.
 */
class BrowserSaveIT {
    private static final String CHROMIUM = "/usr/bin/chromium";
    private static final String CHROMEDRIVER = "/usr/bin/chromedriver";
    private static final String P = "com.tiltfall.save:";
    private static final String BACKUP = "backup-of-com.tiltfall.save-";

    private static StaticSiteServer server;
    private static ChromeDriver driver;
    private static Path userDataDir;

    @BeforeAll
    static void openTheGame() throws Exception {
        assertTrue(
                new File(CHROMIUM).canExecute() && new File(CHROMEDRIVER).canExecute(),
                "Chromium is missing. Run the tests with scripts/test.sh, or: apt-get install chromium chromium-driver");
        Path webapp = Paths.get(System.getProperty("tiltfall.webapp", "target/webapp"));
        assertTrue(Files.isRegularFile(webapp.resolve("html/html.nocache.js")), "no GWT build in " + webapp);
        server = new StaticSiteServer(webapp);
        userDataDir = Files.createTempDirectory("tiltfall-chromium-saves");
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
        driver.get(server.url("index.html?e2e"));
        waitForTitle();
    }

    @AfterAll
    static void close() throws IOException {
        if (driver != null) driver.quit();
        if (server != null) server.close();
        if (userDataDir != null) {
            try (Stream<Path> files = Files.walk(userDataDir)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    @Test
    void badValuesAreToldOnceCopiedBoundedAndCleaned() {
        js(
                "localStorage.clear();"
                        + "localStorage.setItem(arguments[0] + 'settings.effects-volumes', '0.5');"
                        + "localStorage.setItem(arguments[0] + 'level.01-first-slopes.tmx.completeds', 'true');"
                        + "localStorage.setItem(arguments[0] + 'settings.music-volumes', '9'.repeat(4 * 1024 * 1024));"
                        + "localStorage.setItem(arguments[0] + 'settings.show-fpsb', 'true');" // another type than text
                        + "localStorage.setItem(arguments[0] + 'settings.key.jump.1s', 'garbage');"
                        // a number that does not parse: libGDX's own loader dropped every value for this one
                        + "localStorage.setItem(arguments[0] + 'level.02-ramps-and-rolls.tmx.best-scorei', 'lots');",
                P);
        consoleProblems(); // drop what the first start logged
        driver.navigate().refresh();
        String title = waitForTitle();
        assertTrue(
                title.contains(";notice=Some saved settings or records could not be read and were reset, "
                        + "a copy was kept."),
                title);

        for (String gone : new String[] {
            "settings.music-volumes",
            "settings.show-fpsb",
            "settings.key.jump.1s",
            "level.02-ramps-and-rolls.tmx.best-scorei"
        }) assertNull(item(P + gone), gone + " cleaned");
        assertEquals("0.5", item(P + "settings.effects-volumes"), "a good value is kept");
        assertEquals("true", item(P + "level.01-first-slopes.tmx.completeds"), "a good record is kept");
        String backup = item(BACKUP + "1");
        assertTrue(
                backup != null && backup.startsWith("{") && backup.contains("\"settings.key.jump.1\":\"garbage\""),
                "" + backup);
        assertTrue(backup.contains("\"level.02-ramps-and-rolls.tmx.best-score\":\"lots\""), backup.substring(0, 300));
        assertTrue(backup.contains("[cut: 4194304 characters in all]"), "the 4 MiB value is cut in the copy");
        assertTrue(backup.length() < 70_000, "a bounded copy: " + backup.length() + " characters");

        List<String> logged = consoleProblems();
        List<String> saves = new ArrayList<>();
        for (String line : logged) if (line.contains("saved data")) saves.add(line);
        assertTrue(saves.size() >= 4, "each bad value is logged: " + logged);
        for (String line : saves) assertTrue(line.length() < 600, "quoted short: " + line.length() + " characters");

        driver.navigate().refresh();
        String again = waitForTitle();
        assertFalse(again.contains("notice="), "told once: " + again);
        assertNull(item(BACKUP + "2"), "no second copy");
        for (String line : consoleProblems()) assertFalse(line.contains("saved data"), "reported again: " + line);
        assertEquals("0.5", item(P + "settings.effects-volumes"));
    }

    private static String item(String key) {
        Object v = js("return localStorage.getItem(arguments[0]);", key);
        return v == null ? null : v.toString();
    }

    private static String waitForTitle() {
        String[] last = {""};
        try {
            new WebDriverWait(driver, Duration.ofSeconds(60))
                    .until(d -> (last[0] = state()).startsWith("screen=title"));
        } catch (RuntimeException e) {
            throw new AssertionError("waited for the title: state '" + last[0] + "', console " + consoleProblems(), e);
        }
        return last[0];
    }

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
        return String.valueOf(js("return window.tiltfallState ? window.tiltfallState() : 'starting';"));
    }
}
