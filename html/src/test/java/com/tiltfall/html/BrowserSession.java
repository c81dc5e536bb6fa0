package com.tiltfall.html;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.logging.Level;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * One headless Chromium (WebGL by SwiftShader) with a profile of its own, deleted on {@link #close()}, and what the
 * flow tests ask of the page: the game's state line ({@code window.tiltfallState}), waits on it, keys, the console.
 */
final class BrowserSession implements AutoCloseable {
    static final String CHROMIUM = "/usr/bin/chromium";
    static final String CHROMEDRIVER = "/usr/bin/chromedriver";

    final ChromeDriver driver;
    private final Path profile;
    /** Console warnings and errors read so far (the browser hands each entry over only once). */
    private final List<String> console = new ArrayList<>();

    BrowserSession() throws Exception {
        assertTrue(
                new File(CHROMIUM).canExecute() && new File(CHROMEDRIVER).canExecute(),
                "Chromium is missing. Run the tests with scripts/test.sh, or: apt-get install chromium chromium-driver");
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
                // the game's clock must not stall while the test waits (a hidden tab's frames are throttled)
                "--disable-background-timer-throttling",
                "--disable-renderer-backgrounding",
                "--user-data-dir=" + profile.toAbsolutePath());
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(CHROMEDRIVER))
                .usingAnyFreePort()
                .build();
        ChromeDriver d;
        try {
            d = new ChromeDriver(service, options);
        } catch (RuntimeException e) {
            TempFolders.delete(profile);
            throw e;
        }
        driver = d;
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
    }

    Object js(String script, Object... args) {
        return driver.executeScript(script, args);
    }

    Object cdp(String command, Map<String, Object> params) {
        return driver.executeCdpCommand(command, params);
    }

    /** A script run in every page this browser opens from now on, before the page's own. */
    void beforeEveryPage(String source) {
        Map<String, Object> p = new HashMap<>();
        p.put("source", source);
        cdp("Page.addScriptToEvaluateOnNewDocument", p);
    }

    /** The game's one-line state ({@code TiltfallGame.describe}), "starting" before the game is there. */
    String state() {
        return String.valueOf(js("return window.tiltfallState ? window.tiltfallState() : 'starting';"));
    }

    /** Waits for the state to satisfy {@code ok}; fails with the state and the console when it does not in time. */
    String waitForState(String what, Predicate<String> ok, int seconds) {
        String[] seen = {null};
        try {
            new WebDriverWait(driver, Duration.ofSeconds(seconds))
                    .pollingEvery(Duration.ofMillis(50))
                    .until(d -> {
                        failOnCrashMessage();
                        seen[0] = state();
                        return ok.test(seen[0]);
                    });
        } catch (RuntimeException e) { // (a crash message's AssertionError is an Error: it passes through)
            throw new AssertionError(
                    "waited " + seconds + " s for " + what + ": state '" + state() + "', console " + consoleProblems(),
                    e);
        }
        return seen[0];
    }

    /**
     * Presses {@code keys} until the state satisfies {@code ok}: a menu ignores keys for its first moment (0.3 s of
     * its own clock), so a press is repeated, each after a second without the change.
     */
    String pressUntil(String what, Predicate<String> ok, int seconds, CharSequence... keys) {
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        while (true) {
            new Actions(driver).sendKeys(keys).perform();
            try {
                return waitForState(what, ok, 1);
            } catch (AssertionError e) {
                if (System.nanoTime() > end) throw e;
            }
        }
    }

    /** The page's crash or download message, if it shows one, as a failure. */
    void failOnCrashMessage() {
        if (!driver.findElements(By.cssSelector("#problem:not([hidden])")).isEmpty())
            throw new AssertionError("the page shows: "
                    + driver.findElement(By.id("problem")).getText() + "; state '" + state() + "', console "
                    + consoleProblems());
    }

    /** Every console warning and error since the page opened (failed loads and uncaught exceptions included). */
    List<String> consoleProblems() {
        for (LogEntry entry : driver.manage().logs().get(LogType.BROWSER)) {
            if (entry.getLevel().intValue() >= Level.WARNING.intValue())
                console.add(entry.getLevel() + " " + entry.getMessage());
        }
        return new ArrayList<>(console);
    }

    /** Waits for {@code n} of the page's animation frames (the game runs its loop once on each). */
    void animationFrames(int n) {
        driver.executeAsyncScript(
                "var done = arguments[arguments.length - 1], left = arguments[0];"
                        + " (function next() { if (left-- <= 0) done(); else requestAnimationFrame(next); })();",
                n);
    }

    /** Opens every level of the play order (as if each had been finished): localStorage, read at the game's start. */
    void unlockEveryLevel(List<String> levels) {
        StringBuilder sb = new StringBuilder();
        for (String level : levels) {
            String id = level.substring(level.lastIndexOf('/') + 1);
            sb.append("localStorage.setItem('com.tiltfall.save:level.")
                    .append(id)
                    .append(".completeds', 'true');");
        }
        js(sb.toString());
    }

    @Override
    public void close() {
        try {
            driver.quit();
        } finally {
            TempFolders.delete(profile);
        }
    }
}
