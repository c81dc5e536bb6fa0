package com.tiltfall;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input.Keys;
import com.tiltfall.input.Gamepad;
import com.tiltfall.platform.LaunchOptions;
import com.tiltfall.platform.LevelFiles;
import com.tiltfall.replay.Replay;
import com.tiltfall.replay.ReplayFormat;
import com.tiltfall.screen.GameScreen;
import com.tiltfall.share.LevelSource;
import com.tiltfall.share.RunCode;
import com.tiltfall.share.RunVerifier;
import com.tiltfall.share.SharedRun;
import org.junit.jupiter.api.Test;

/**
 * The whole game (headless) given a shared run's code: a verified one shows its verdict and Enter watches it as a
 * replay of its level, G races it as a ghost; a changed one shows why not and Enter goes to the title, never into a
 * level.
 */
class ImportRunTest {
    static final String LEVEL = "levels/01-first-slopes.tmx";

    @Test
    void aVerifiedCodeIsWatched_aChangedOneLeadsBackToTheTitle() {
        try (HeadlessGame h = new HeadlessGame()) {
            Replay designer = ReplayFormat.read(
                    Gdx.files.internal("replays/01-first-slopes.replay").readString(), "r");
            LevelFiles files = new LevelFiles();
            LevelSource levels = new LevelSource(files, com.badlogic.gdx.utils.Array.with(LEVEL));
            String code = RunVerifier.export(designer, levels.load(LEVEL), levels.bytes(LEVEL));
            SharedRun changed = RunCode.decode(code);
            changed.claim.gems++;

            String verified = play(h, code, Keys.ENTER, null);
            assertTrue(verified.startsWith("screen=game;level=" + LEVEL), verified);
            assertTrue(verified.contains(";x="), verified);
            String refused = play(h, RunCode.encode(changed), Keys.ENTER, null);
            assertTrue(refused.startsWith("screen=title"), refused);
        }
    }

    @Test
    void aVerifiedCodeIsRacedAsAGhostOnG() {
        try (HeadlessGame h = new HeadlessGame()) {
            Replay designer = ReplayFormat.read(
                    Gdx.files.internal("replays/01-first-slopes.replay").readString(), "r");
            LevelSource levels = new LevelSource(new LevelFiles(), com.badlogic.gdx.utils.Array.with(LEVEL));
            String code = RunVerifier.export(designer, levels.load(LEVEL), levels.bytes(LEVEL));
            GameScreen[] raced = new GameScreen[1];
            String state = play(h, code, Keys.G, raced);
            // the player plays (the steps run on the keyboard's input, no replay) and the shared run is the ghost
            assertTrue(state.startsWith("screen=game;level=" + LEVEL), state);
            assertNotNull(raced[0].race(), "a race");
            assertNotNull(raced[0].race().ghost(), "a ghost");
            Replay ghost = raced[0].race().ghost().run().replay;
            assertEquals(designer.steps(), ghost.steps(), "the shared run's inputs");
            assertEquals(
                    ReplayFormat.write(designer).replaceAll("(?m)^hash .*\\n", ""),
                    ReplayFormat.write(ghost).replaceAll("(?m)^hash .*\\n", ""));
            assertTrue(!raced[0].race().ghost().run().designer, "not taken for the designer's");
        }
    }

    /**
     * Starts the game with the code, presses {@code key} on the verdict until it acts, runs 2 s: the state then
     * (and the level's screen in {@code screen[0]} when given).
     */
    private static String play(HeadlessGame h, String code, int key, GameScreen[] screen) {
        LaunchOptions options = new LaunchOptions();
        options.importRun = code;
        TiltfallGame game = new TiltfallGame(options, Gamepad.NONE, null);
        game.create();
        game.render();
        assertTrue(game.describe().startsWith("screen=message"), game.describe());
        for (int frame = 0; frame < 120 && game.describe().startsWith("screen=message"); frame++) {
            if (frame % 10 == 9) h.processor.keyDown(key); // a screen ignores keys for its first 0.4 s
            game.render();
        }
        for (int frame = 0; frame < 120; frame++) game.render();
        String state = game.describe();
        if (screen != null && game.getScreen() instanceof GameScreen) screen[0] = (GameScreen) game.getScreen();
        game.dispose();
        return state;
    }
}
