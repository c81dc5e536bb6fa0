package com.tiltfall.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Input.Keys;
import com.tiltfall.platform.LaunchOptions;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The ways a campaign ends, played in the real window (Xvfb in CI) with the game's own input handling: every life
 * lost by dying in each way the rules have (spikes, a fall, walkers, time up) reaches the game-over screen, then the
 * title, then a new game; the last level finished reaches the victory screen; quitting from the pause menu on the last
 * life reaches the title. A campaign here is a list of one level ({@code --levels}), so each case starts on its level;
 * the player's input is a {@link TestPad} held by the test. Before screens switched only between frames, a game over
 * by death freed the level screen inside its own frame and the JVM aborted (malloc: corrupted list): these tests then
 * crash the test JVM.
 */
class GameFlowIT {
    /** Lives lost in the level before the game-over screen: the last one ends the game in the same step. */
    private static final int DEATHS_SHOWN = 2;

    /**
     * Level 2 as it was when issue 21 was filed (its opening ramp threw a player holding Right into spikes; the feel
     * issue took those spikes out of the shipped level): the crash input plays on this copy.
     */
    static final String SPIKE_OPENING = "../core/src/test/resources/levels/flows/02-spike-opening.tmx";

    /**
     * The crash input of issue 21: campaign, level 2 (its old opening), Right held from the start: the ramp throws
     * the box into the spikes three times; then the game-over page's Title, the title's Play, and the level again.
     */
    @Test
    void level2WithRightHeld_reachesGameOver_thenTheTitle_thenANewGame() {
        try (WindowGame w = new WindowGame()) {
            Ending end = playUntilGameOver(w, campaign(w, SPIKE_OPENING), true);
            assertEquals(0, number(end.lastGame, "hits"), "no walker here: " + end.lastGame);
            assertEquals(0, number(end.lastGame, "timeups"), end.lastGame);
            assertTrue(end.lowestY > 3, "killed on the spikes, not by a fall: lowest y " + end.lowestY);
            assertEquals(
                    List.of("screen=title", "screen=game", "screen=game-over", "screen=title", "screen=game"),
                    kinds(w.seen));
        }
    }

    @Test
    void fallingIntoAPitEveryLife_reachesGameOver() {
        try (WindowGame w = new WindowGame()) {
            String pit = w.write("pit.tmx", PIT_LEVEL);
            LaunchOptions o = new LaunchOptions();
            o.levelList = w.write("levels.txt", "pit.tmx\n");
            assertTrue(pit.endsWith("pit.tmx"));
            Ending end = playUntilGameOver(w, o, false);
            assertTrue(end.lowestY < 0, "fell below the level: lowest y " + end.lowestY);
            assertEquals(0, number(end.lastGame, "hits"), end.lastGame);
            assertEquals(0, number(end.lastGame, "timeups"), end.lastGame);
        }
    }

    @Test
    void walkersTakingEveryLife_reachGameOver() {
        try (WindowGame w = new WindowGame()) {
            Ending end = playUntilGameOver(w, campaign(w, "05-walkers.tmx"), false);
            assertEquals(DEATHS_SHOWN, number(end.lastGame, "hits"), "each life lost to a walker: " + end.lastGame);
            assertEquals(0, number(end.lastGame, "timeups"), end.lastGame);
        }
    }

    /** The clock running out on every life (a 2 s limit for the test: {@code --time-limit}), nothing pressed. */
    @Test
    void theClockRunningOutEveryLife_reachesGameOver() {
        try (WindowGame w = new WindowGame()) {
            LaunchOptions o = campaign(w, "01-first-slopes.tmx");
            o.timeLimit = 2;
            Ending end = playUntilGameOver(w, o, false, 0.0);
            assertEquals(DEATHS_SHOWN, number(end.lastGame, "timeups"), end.lastGame);
            assertEquals(0, number(end.lastGame, "hits"), end.lastGame);
        }
    }

    /** The last level of the campaign, finished by its replay: the tally's Finish leads to the victory screen. */
    @Test
    void finishingTheLastLevel_reachesVictory_thenTheTitle() throws Exception {
        try (WindowGame w = new WindowGame()) {
            LaunchOptions o = campaign(w, "08-gauntlet.tmx");
            // the level's replay, its level line naming the level as this campaign does
            String text = new String(
                    Files.readAllBytes(Paths.get("../assets/replays/08-gauntlet.replay")), StandardCharsets.UTF_8);
            o.replay = w.write(
                    "last.replay",
                    text.replace("level levels/08-gauntlet.tmx", "level " + w.levelPath("08-gauntlet.tmx")));
            o.menus = true;
            String[] victory = {null};
            w.run(o, 150, (g, state) -> {
                if (g.framesOnScreen % 20 != 0) return false; // menus ignore keys for their first 0.3 s
                switch (g.kind()) {
                    case "screen=title":
                        if (victory[0] != null) return true;
                        WindowGame.key(Keys.ENTER); // Play
                        return false;
                    case "screen=tally":
                        choose(state, "Finish");
                        return false;
                    case "screen=victory":
                        victory[0] = state;
                        choose(state, "Title");
                        return false;
                    default:
                        return false;
                }
            });
            assertClean(w);
            assertNotNull(victory[0], "the victory screen; screens seen: " + w.seen);
            assertEquals(
                    List.of("screen=title", "screen=game", "screen=tally", "screen=victory", "screen=title"),
                    kinds(w.seen));
            String tally = w.seen.get(2);
            assertTrue(
                    tally.contains("goal=true") && tally.contains("deaths=0"), "the replay reached the goal: " + tally);
        }
    }

    /** On the last life, Esc pauses and Esc again quits: the title, and a new game from it. */
    @Test
    void quittingFromPauseOnTheLastLife_reachesTheTitle_thenANewGame() {
        try (WindowGame w = new WindowGame()) {
            String[] paused = {null};
            int[] titles = {0};
            w.run(campaign(w, SPIKE_OPENING), 90, (g, state) -> {
                switch (g.kind()) {
                    case "screen=title":
                        if (g.framesOnScreen == 1) titles[0]++;
                        if (g.framesOnScreen == 30) WindowGame.key(Keys.ENTER);
                        return false;
                    case "screen=game":
                        if (titles[0] > 1) return g.framesOnScreen > 60; // the new game runs
                        boolean lastLife = number(state, "deaths") == DEATHS_SHOWN;
                        g.pad.stickX = lastLife ? 0 : 1;
                        if (state.contains("paused=true")) {
                            if (paused[0] == null) paused[0] = state;
                            if (g.frame % 30 == 0) WindowGame.key(Keys.ESCAPE); // the pause menu's back: Quit
                        } else if (lastLife && g.frame % 30 == 0) {
                            WindowGame.key(Keys.ESCAPE); // pause
                        }
                        return false;
                    default:
                        return false;
                }
            });
            assertClean(w);
            assertNotNull(paused[0], "paused on the last life; screens seen: " + w.seen);
            assertTrue(paused[0].contains(";deaths=" + DEATHS_SHOWN + ";"), paused[0]);
            assertEquals(List.of("screen=title", "screen=game", "screen=title", "screen=game"), kinds(w.seen));
        }
    }

    // ------------------------------------------------------------------ helpers

    /** How a played level ended: its last description and the lowest the player was seen. */
    private static final class Ending {
        String lastGame = "", gameOver;
        double lowestY = Double.MAX_VALUE;
    }

    private static Ending playUntilGameOver(WindowGame w, LaunchOptions o, boolean thenPlayAgain) {
        return playUntilGameOver(w, o, thenPlayAgain, 1.0);
    }

    /**
     * Title -> Play -> the level with the pad's stick at {@code stickX} until the game-over screen -> its Title ->
     * (Play again and a second of the new game, when asked).
     */
    private static Ending playUntilGameOver(WindowGame w, LaunchOptions o, boolean thenPlayAgain, double stickX) {
        Ending end = new Ending();
        int[] titles = {0};
        w.run(o, 120, (g, state) -> {
            switch (g.kind()) {
                case "screen=title":
                    if (g.framesOnScreen == 1) titles[0]++;
                    if (titles[0] > 1 && !thenPlayAgain) return true;
                    if (g.framesOnScreen == 30) WindowGame.key(Keys.ENTER); // Play
                    return false;
                case "screen=game":
                    if (end.gameOver != null) return g.framesOnScreen > 60; // the new game runs
                    g.pad.stickX = stickX;
                    end.lastGame = state;
                    end.lowestY = Math.min(end.lowestY, decimal(state, "y"));
                    return false;
                case "screen=game-over":
                    g.pad.release();
                    if (end.gameOver == null) end.gameOver = state;
                    if (g.framesOnScreen % 20 == 0) choose(state, "Title");
                    return false;
                default:
                    return false;
            }
        });
        assertClean(w);
        assertNotNull(end.gameOver, "the game-over screen; screens seen: " + w.seen);
        assertTrue(
                end.lastGame.contains(";deaths=" + DEATHS_SHOWN + ";"),
                "the level's last frame before game over: " + end.lastGame);
        assertTrue(
                kinds(w.seen)
                        .subList(0, 4)
                        .equals(List.of("screen=title", "screen=game", "screen=game-over", "screen=title")),
                "screens seen: " + w.seen);
        return end;
    }

    private static void assertClean(WindowGame w) {
        assertNull(w.failure, () -> "the game threw: " + w.failure);
        assertTrue(w.errors.isEmpty(), "errors logged: " + w.errors);
    }

    /** A campaign of one shipped level. */
    private static LaunchOptions campaign(WindowGame w, String level) {
        LaunchOptions o = new LaunchOptions();
        o.levelList = w.campaign(level);
        // the flows, not the pace, are under test here (game time against wall time: the browser's ScreenShapesIT)
        o.speed = 3;
        return o;
    }

    /** Enter on the menu row named {@code row}, else Down towards it. */
    static void choose(String state, String row) {
        WindowGame.key(state.contains(";focus=" + row) ? Keys.ENTER : Keys.DOWN);
    }

    static List<String> kinds(List<String> states) {
        List<String> out = new ArrayList<>();
        for (String s : states) out.add(WindowGame.kind(s));
        return out;
    }

    static int number(String state, String key) {
        return (int) decimal(state, key);
    }

    static double decimal(String state, String key) {
        int i = state.indexOf(";" + key + "=");
        if (i < 0) throw new AssertionError("no " + key + " in " + state);
        int j = i + key.length() + 2, k = state.indexOf(';', j);
        return Double.parseDouble(state.substring(j, k < 0 ? state.length() : k));
    }

    /** A 22 m cliff, then a pit with no floor (a floor only at the far side, under the goal): a run right falls. */
    private static final String PIT_LEVEL = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<map version=\"1.10\" tiledversion=\"1.11.0\" orientation=\"orthogonal\" renderorder=\"right-down\""
            + " width=\"40\" height=\"30\" tilewidth=\"32\" tileheight=\"32\" infinite=\"0\" nextlayerid=\"3\""
            + " nextobjectid=\"6\">\n"
            + " <objectgroup id=\"1\" name=\"terrain\">\n"
            + "  <object id=\"1\" name=\"cliff\" x=\"0\" y=\"256\" width=\"384\" height=\"704\"/>\n"
            + "  <object id=\"2\" name=\"floor\" x=\"960\" y=\"896\" width=\"320\" height=\"64\"/>\n"
            + " </objectgroup>\n"
            + " <objectgroup id=\"2\" name=\"entities\">\n"
            + "  <object id=\"3\" name=\"start\" type=\"player\" x=\"96\" y=\"240\"><point/></object>\n"
            + "  <object id=\"4\" name=\"exit\" type=\"goal\" x=\"1152\" y=\"736\" width=\"96\" height=\"160\"/>\n"
            + " </objectgroup>\n"
            + "</map>\n";
}
