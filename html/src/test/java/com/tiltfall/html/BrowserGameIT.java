package com.tiltfall.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * checks what a player would: the game starts, the canvas shows the scene, the keyboard reaches the game and does
 * not scroll the page, and the console stays free of errors.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class BrowserGameIT {
    private static final String CHROMIUM = "/usr/bin/chromium";
    private static final String CHROMEDRIVER = "/usr/bin/chromedriver";

    private static StaticSiteServer server;
    private static ChromeDriver driver;
    private static Path userDataDir;

    @BeforeAll
    static void openGameInBrowser() throws Exception {
        assertTrue(new File(CHROMIUM).canExecute() && new File(CHROMEDRIVER).canExecute(),
                "Chromium is missing. Run the tests with scripts/test.sh, or: apt-get install chromium chromium-driver");
        Path webapp = Paths.get(System.getProperty("tiltfall.webapp", "target/webapp"));
        assertTrue(Files.isRegularFile(webapp.resolve("html/html.nocache.js")), "no GWT build in " + webapp);
        server = new StaticSiteServer(webapp);

        userDataDir = Files.createTempDirectory("tiltfall-chromium");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM);
        options.addArguments("--headless=new", "--no-sandbox", "--window-size=1280,720",
                "--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--ignore-gpu-blocklist",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--no-first-run", "--disable-quic", "--disable-dev-shm-usage",
                "--user-data-dir=" + userDataDir.toAbsolutePath());
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(CHROMEDRIVER)).usingAnyFreePort().build();
        driver = new ChromeDriver(service, options);
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));
        driver.get(server.url("index.html?e2e"));
        try {
            new WebDriverWait(driver, Duration.ofSeconds(60)).until(d -> frames() > 60);
        } catch (RuntimeException e) {
            throw new AssertionError("the game did not start: state '" + state() + "', console " + consoleProblems(), e);
        }
    }

    @AfterAll
    static void close() {
        if (driver != null) driver.quit();
        if (server != null) server.close();
    }

    @Test
    @Order(1)
    void theCanvasFillsTheWindowAndShowsTheScene() throws Exception {
        WebElement canvas = driver.findElement(By.tagName("canvas"));
        Number innerWidth = (Number) js("return window.innerWidth;");
        Number innerHeight = (Number) js("return window.innerHeight;");
        assertEquals(innerWidth.intValue(), canvas.getSize().getWidth(), 2, "canvas width follows the window");
        assertEquals(innerHeight.intValue(), canvas.getSize().getHeight(), 2, "canvas height follows the window");

        BufferedImage image = canvasPixels();
        // Same scene as the desktop test: 16 x 9 m world letterboxed into the canvas; the slope fills the
        // bottom-left corner, the sky is above it, the orange player box (0.9 m) has dropped from (8, 4.6) onto the
        // slope and rests there around (8, 2.96), tilted with it.
        int[] viewport = fitViewport(image.getWidth(), image.getHeight());
        assertTrue(fraction(image, viewport, 0.02, 0.25, 0.02, 0.25, 77, 179, 89) > 0.95, "slope in the bottom-left");
        assertTrue(fraction(image, viewport, 0.60, 0.95, 0.55, 0.90, 26, 31, 56) > 0.95, "sky on the upper right");
        double box = fraction(image, viewport, 0.4625, 0.5375, 0.289, 0.378, 242, 140, 38);
        assertTrue(box > 0.35 && box < 0.95, "orange box resting on the slope below the middle: " + box);
    }

    @Test
    @Order(2)
    void keyboardReachesTheGameAndDoesNotScrollThePage() {
        driver.findElement(By.tagName("canvas")).click();
        js("window.__defaultPrevented = []; window.addEventListener('keydown', function (e) {"
                + " window.__defaultPrevented.push(e.key + ':' + e.defaultPrevented); });");
        double before = playerX();
        new Actions(driver).keyDown(Keys.ARROW_RIGHT).pause(Duration.ofMillis(500)).keyUp(Keys.ARROW_RIGHT).perform();
        double after = playerX();
        // Right runs the player down the slope at up to 7 m/s: 0.5 s held moves it about 3 m (not off the edge at 16 m).
        assertTrue(after - before > 1.0, "right arrow ran the player right: " + before + " -> " + after);
        new Actions(driver).keyDown(Keys.ARROW_LEFT).pause(Duration.ofMillis(500)).keyUp(Keys.ARROW_LEFT).perform();

        new Actions(driver).sendKeys(Keys.ARROW_DOWN, Keys.SPACE, Keys.ARROW_UP, Keys.PAGE_DOWN).perform();
        @SuppressWarnings("unchecked")
        List<Object> prevented = (List<Object>) js("return window.__defaultPrevented;");
        assertTrue(prevented.size() >= 4, "key events seen: " + prevented);
        for (Object p : prevented) assertTrue(p.toString().endsWith(":true"), "the page acted on a game key: " + prevented);
        assertEquals(0L, ((Number) js("return window.scrollY;")).longValue(), "page scrolled");
    }

    @Test
    @Order(3)
    void theConsoleHasNoErrors() {
        List<String> errors = consoleProblems();
        assertTrue(errors.isEmpty(), "browser console: " + errors);
    }

    /** Warnings and errors the page logged (failed loads, a missing favicon and uncaught exceptions included). */
    private static List<String> consoleProblems() {
        List<String> errors = new ArrayList<>();
        for (LogEntry entry : driver.manage().logs().get(LogType.BROWSER)) {
            if (entry.getLevel().intValue() >= Level.WARNING.intValue()) errors.add(entry.getLevel() + " " + entry.getMessage());
        }
        return errors;
    }

    private static Object js(String script) {
        return ((JavascriptExecutor) driver).executeScript(script);
    }

    private static String state() {
        Object s = js("return window.tiltfallState ? window.tiltfallState() : 'starting';");
        return String.valueOf(s);
    }

    private static long frames() {
        String s = state();
        return s.startsWith("frames=") ? Long.parseLong(s.replaceAll("frames=(\\d+).*", "$1")) : 0L;
    }

    private static double playerX() {
        return Double.parseDouble(state().replaceAll(".*;x=([-0-9.eE]+).*", "$1"));
    }

    private static BufferedImage canvasPixels() throws Exception {
        String dataUrl = (String) js("return document.querySelector('canvas').toDataURL('image/png');");
        byte[] png = Base64.getDecoder().decode(dataUrl.substring(dataUrl.indexOf(',') + 1));
        File dir = new File(System.getProperty("tiltfall.screenshotDir", "target/browser"));
        dir.mkdirs();
        Files.write(new File(dir, "browser-canvas.png").toPath(), png);
        return ImageIO.read(new ByteArrayInputStream(png));
    }

    /** x, y, width, height of the 16:9 area a FitViewport uses inside the canvas (y from the top). */
    private static int[] fitViewport(int w, int h) {
        int vw = Math.min(w, h * 16 / 9), vh = Math.min(h, w * 9 / 16);
        return new int[] {(w - vw) / 2, (h - vh) / 2, vw, vh};
    }

    /** Share of pixels within 12 of the colour in a rectangle given in viewport fractions, y up from the bottom. */
    private static double fraction(BufferedImage img, int[] vp, double x0, double x1, double y0, double y1, int r, int g, int b) {
        int hits = 0, total = 0;
        for (int fy = (int) (y0 * vp[3]); fy < (int) (y1 * vp[3]); fy++) {
            int y = vp[1] + vp[3] - 1 - fy;
            for (int x = vp[0] + (int) (x0 * vp[2]); x < vp[0] + (int) (x1 * vp[2]); x++) {
                int p = img.getRGB(x, y);
                if (Math.abs(((p >> 16) & 0xff) - r) <= 12 && Math.abs(((p >> 8) & 0xff) - g) <= 12 && Math.abs((p & 0xff) - b) <= 12) hits++;
                total++;
            }
        }
        return total == 0 ? 0 : (double) hits / total;
    }
}
