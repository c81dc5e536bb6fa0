package com.tiltfall;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tiltfall.input.Gamepad;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelLoader;
import com.tiltfall.platform.LaunchOptions;
import com.tiltfall.render.GameArt;
import com.tiltfall.render.Palette;
import com.tiltfall.screen.GameScreen;
import org.junit.jupiter.api.Test;

/**
 * A level read ahead ({@link LevelPlay#prepare}, what the browser does with level 1 while the title shows) has its
 * art loaded before the start, and plays exactly like one read at the start; it is taken once, and a level with
 * problems is left for the start to report.
 */
class PrepareLevelTest {
    private static final String FIRST = "levels/01-first-slopes.tmx";

    /** The world's state hash after {@code frames} frames of {@code level}, read ahead first when {@code ahead}. */
    private static long[] play(String level, boolean ahead, String readAhead) {
        try (HeadlessGame h = new HeadlessGame()) {
            LaunchOptions options = new LaunchOptions();
            options.menus = true;
            TiltfallGame game = new TiltfallGame(options, Gamepad.NONE, null);
            game.create();
            game.render();
            LevelPlay[] play = {null};
            game.fetchLevelCode((code, failure) -> play[0] = (LevelPlay) code);
            if (ahead) {
                play[0].prepare(readAhead);
                boolean good = readAhead.equals(FIRST);
                assertEquals(good ? 1 : 0, game.ui.art.atlasLoads(), "the sprites loaded ahead of " + readAhead);
            }
            long[] hashes = new long[3];
            Object firstLevelData = null;
            for (int i = 0; i < 2; i++) {
                game.playLevel(level);
                for (int frame = 0; frame < 30; frame++) game.render();
                assertTrue(game.describe().startsWith("screen=game;"), game.describe());
                GameScreen screen = (GameScreen) game.getScreen();
                hashes[i] = screen.world().stateHash();
                if (i == 0) firstLevelData = screen.level();
                else assertNotSame(firstLevelData, screen.level(), "the second start reads the level anew");
            }
            hashes[2] = game.ui.art.atlasLoads();
            game.dispose();
            return hashes;
        }
    }

    @Test
    void aLevelReadAhead_playsLikeOneReadAtItsStart_andIsTakenOnce() {
        long[] plain = play(FIRST, false, null);
        long[] ahead = play(FIRST, true, FIRST);
        assertEquals(plain[0], ahead[0], "the first start's state after 30 frames");
        assertEquals(plain[1], ahead[1], "the second start's state after 30 frames");
        assertEquals(1, ahead[2], "the atlas read once");
    }

    /** The browser asks for the first world's art only with level 1 (emu LevelCode.forFirstLevel): it must be so. */
    @Test
    void theGamesFirstLevel_isInTheFirstWorld_andDrawsOnlyTheFirstWorldsArt() {
        try (HeadlessGame h = new HeadlessGame()) {
            LaunchOptions options = new LaunchOptions();
            options.menus = true;
            TiltfallGame game = new TiltfallGame(options, Gamepad.NONE, null);
            game.create();
            String first = game.levels.get(0);
            LevelData level = new LevelLoader(game.files).load(first);
            assertEquals(1, Palette.world(level), first + "'s world");
            // the art by hand (docs/art.md): world 1's, and the other worlds'
            String[] firstWorld = {
                "dirt.png",
                "grass.png",
                "far.png",
                "near.png",
                "clouds.png",
                "planks.png",
                "sprites.atlas",
                "sprites.png"
            };
            String[] otherWorlds = {
                "stone.png", "ice.png", "metal.png", "straw.png", "snow.png", "moss.png",
                "far-2.png", "far-3.png", "far-4.png", "near-2.png", "near-3.png", "near-4.png"
            };
            for (String f : firstWorld) assertTrue(GameArt.drawnInFirstWorld("art/" + f), f);
            for (String f : otherWorlds) assertFalse(GameArt.drawnInFirstWorld("art/" + f), f);
            if (level.map != null) level.map.dispose();
            game.dispose();
        }
    }

    @Test
    void anotherLevelPlayed_orALevelWithProblemsReadAhead_playsAsWithoutIt() {
        String other = "levels/05-walkers.tmx";
        long[] plain = play(other, false, null);
        assertEquals(plain[0], play(other, true, FIRST)[0], "level 5 after level 1 was read ahead");
        assertEquals(plain[0], play(other, true, "levels/no-such-level.tmx")[0], "after a missing level read ahead");
    }
}
