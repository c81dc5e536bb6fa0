package com.tiltfall;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Screen;
import com.tiltfall.input.Gamepad;
import com.tiltfall.platform.LaunchOptions;
import org.junit.jupiter.api.Test;

/**
 * The game owns its art (render/GameArt, through screen/Ui): the sprite atlas is read once for the whole game, not
 * once per level played, and let go when the game exits.
 */
class GameArtOnceTest {
    @Test
    void aSecondAndThirdLevelDoNotLoadTheAtlasAgain_andTheGameReleasesItAtExit() {
        try (HeadlessGame h = new HeadlessGame()) {
            LaunchOptions options = new LaunchOptions();
            options.menus = true;
            TiltfallGame game = new TiltfallGame(options, Gamepad.NONE, null);
            game.create();
            game.render();
            assertEquals(0, game.ui.art.atlasLoads(), "the title needs no sprites");
            String[] levels = {"levels/01-first-slopes.tmx", "levels/05-walkers.tmx", "levels/01-first-slopes.tmx"};
            Screen before = null;
            for (String level : levels) {
                game.playLevel(level);
                for (int frame = 0; frame < 5; frame++) game.render();
                assertTrue(game.describe().startsWith("screen=game;"), game.describe());
                assertNotSame(before, game.getScreen(), "a new game screen for " + level);
                before = game.getScreen();
                assertEquals(1, game.ui.art.atlasLoads(), "atlas reads after " + level);
            }
            assertTrue(game.ui.art.holdsArt());
            game.dispose();
            assertFalse(game.ui.art.holdsArt(), "the game's exit disposes its art");
        }
    }
}
