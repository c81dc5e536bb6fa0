package com.tiltfall.screen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelProblem;
import com.tiltfall.scoring.Session;
import org.junit.jupiter.api.Test;

/**
 * A level's warnings (issue 28: the level plays, but a designer should know) are on screen, not only in the console:
 * for a level played on its own during its first {@link Hud#WARNINGS_SECONDS} game seconds, and whenever F1's overlay
 * is on; never over a player's campaign otherwise.
 */
class HudWarningsTest {
    private static LevelData level(LevelProblem... warnings) {
        LevelData level = new LevelData();
        for (LevelProblem w : warnings) level.warnings.add(w);
        return level;
    }

    @Test
    void theTextNamesTheObjectAndTheProblem_andCountsTheRest() {
        assertNull(Hud.warningsText(level()));
        LevelProblem bridge = new LevelProblem("levels/x.tmx", 30, "thing", "the bridge's left end has no ground");
        assertEquals(
                "WARNING: object 30 \"thing\": the bridge's left end has no ground", Hud.warningsText(level(bridge)));
        LevelProblem map = new LevelProblem("levels/x.tmx", -1, null, "something about the map");
        assertEquals(
                "2 WARNINGS (all in the console), the first: object 30 \"thing\": the bridge's left end has no ground",
                Hud.warningsText(level(bridge, map)));
        assertEquals("WARNING: something about the map", Hud.warningsText(level(map)));
    }

    @Test
    void shownForTheFirstSecondsOfALevelOnItsOwn_andWithF1_neverOverACampaignOtherwise() {
        LevelProblem w = new LevelProblem("levels/x.tmx", 3, "", "a warning");
        Hud warned = new Hud(null, level(w), null), clean = new Hud(null, level(), null);
        Session campaign = new Session(8, false);
        for (double t : new double[] {0.0, 5.0, 9.99, 10.0, 30.0}) {
            assertEquals(t < Hud.WARNINGS_SECONDS, warned.showsWarnings(null, t, false), "alone, at " + t + " s");
            assertTrue(warned.showsWarnings(null, t, true), "alone with F1, at " + t + " s");
            assertFalse(warned.showsWarnings(campaign, t, false), "campaign, at " + t + " s");
            assertTrue(warned.showsWarnings(campaign, t, true), "campaign with F1, at " + t + " s");
            assertFalse(clean.showsWarnings(null, t, true), "no warnings, at " + t + " s");
        }
    }
}
