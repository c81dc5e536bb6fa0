package com.tiltfall.html;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * A level designer in the browser (the page with {@code ?designer}): a map chosen with the page's file picker and a
 * map dropped on the page both play at once, .tmx and .tmj; dragging a file over the page shows where to drop it, and
 * a player's page (no {@code ?designer}) ignores a drop. Every wait is on the game's state line ({@code ?e2e}) or on
 * the page's animation frames, never a fixed time.
 */
class BrowserDesignerIT {
    private static StaticSiteServer server;
    private static Path files;
    private BrowserSession browser;

    @BeforeAll
    static void serve() throws Exception {
        Path webapp = Paths.get(System.getProperty("tiltfall.webapp", "target/webapp"));
        assertTrue(Files.isRegularFile(webapp.resolve("html/html.nocache.js")), "no GWT build in " + webapp);
        server = new StaticSiteServer(webapp);
        files = Files.createTempDirectory("tiltfall-designer");
    }

    @AfterAll
    static void stop() {
        if (server != null) server.close();
        TempFolders.delete(files);
    }

    @BeforeEach
    void openBrowser() throws Exception {
        browser = new BrowserSession();
    }

    @AfterEach
    void closeBrowser() {
        if (browser != null) browser.close();
    }

    private static long frames(String s) {
        return s.contains(";frames=") ? Long.parseLong(s.replaceAll(".*;frames=(\\d+).*", "$1")) : 0L;
    }

    private void title(String page) {
        browser.driver.get(server.url(page));
        browser.waitForState("the title", s -> s.startsWith("screen=title"), 60);
    }

    private void waitForLevel(String name) {
        browser.waitForState(
                name + " running", s -> s.startsWith("screen=game;level=dropped/" + name) && frames(s) > 30, 60);
    }

    /** Fires a drag of {@code name} (holding {@code text}) over the page ({@code dragover}) or its drop. */
    private void drag(String event, String name, String text) {
        browser.js(
                "var dt = new DataTransfer();"
                        + " dt.items.add(new File([arguments[1]], arguments[0], {type: 'application/xml'}));"
                        + " window.dispatchEvent(new DragEvent(arguments[2],"
                        + " {dataTransfer: dt, bubbles: true, cancelable: true}));",
                name,
                text,
                event);
    }

    @Test
    void aMapFromTheFilePickerPlaysAtOnce_tmxAndTmj() throws Exception {
        title("index.html?e2e&designer");
        assertTrue(browser.driver.findElement(By.id("open-level")).isDisplayed(), "the Open level button");
        Path lifts = Files.copy(Paths.get("../assets/levels/07-lifts.tmx"), files.resolve("lifts.tmx"));
        browser.driver
                .findElement(By.id("level-file"))
                .sendKeys(lifts.toAbsolutePath().toString());
        waitForLevel("lifts.tmx");
        // another map from the level screen: the picker works at any time
        Path tmj = Paths.get("../core/src/test/resources/levels/good/minimal.tmj")
                .toAbsolutePath()
                .normalize();
        browser.driver.findElement(By.id("level-file")).sendKeys(tmj.toString());
        waitForLevel("minimal.tmj");
    }

    @Test
    void aMapDroppedOnThePagePlaysAtOnce_andTheHintShowsWhileDragging() throws Exception {
        title("index.html?e2e&designer");
        String map = new String(
                Files.readAllBytes(Paths.get("../assets/levels/04-bridges-and-swings.tmx")), StandardCharsets.UTF_8);
        assertFalse(browser.driver.findElement(By.id("drop-hint")).isDisplayed(), "no hint before a drag");
        drag("dragover", "bridges.tmx", map);
        assertTrue(browser.driver.findElement(By.id("drop-hint")).isDisplayed(), "the drop hint while dragging");
        drag("drop", "bridges.tmx", map);
        assertFalse(browser.driver.findElement(By.id("drop-hint")).isDisplayed(), "the hint gone after the drop");
        waitForLevel("bridges.tmx");
        // a second drop replaces the level being played; a broken one shows its problems, no crash
        drag("drop", "broken.tmx", map.replace("name=\"entities\"", "name=\"entitys\""));
        browser.waitForState("the level error screen", s -> s.equals("screen=level-error"), 60);
        String json = new String(
                Files.readAllBytes(Paths.get("../core/src/test/resources/levels/good/minimal.tmj")),
                StandardCharsets.UTF_8);
        drag("drop", "minimal.tmj", json);
        waitForLevel("minimal.tmj");
    }

    @Test
    void aPlayersPageIgnoresADrop() throws Exception {
        title("index.html?e2e");
        String map = new String(
                Files.readAllBytes(Paths.get("../assets/levels/01-first-slopes.tmx")), StandardCharsets.UTF_8);
        drag("dragover", "first.tmx", map);
        assertFalse(browser.driver.findElement(By.id("drop-hint")).isDisplayed(), "no drop hint for players");
        drag("drop", "first.tmx", map);
        browser.animationFrames(60); // the game's loop ran a second's worth of frames after the drop
        assertTrue(browser.state().startsWith("screen=title"), "still the title: " + browser.state());
    }
}
