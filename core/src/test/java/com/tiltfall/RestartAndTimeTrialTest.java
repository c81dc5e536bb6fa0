package com.tiltfall;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Input.Keys;
import com.tiltfall.input.ControlState;
import com.tiltfall.input.Gamepad;
import com.tiltfall.platform.LaunchOptions;
import com.tiltfall.scoring.Session;
import org.junit.jupiter.api.Test;

/**
 * The instant restart, through the game's own input (the keys through {@code GameInput}, the pad's Back button read by
 * the game screen): the level starts again at once; in the campaign it costs a life (as the pause menu's Restart), in
 * a time trial nothing. And a time trial to its tally. The whole game headless.
 */
class RestartAndTimeTrialTest {
    /** A pad whose Back button (standard 8) the test holds. */
    private static final class BackButton implements Gamepad {
        boolean held;

        @Override
        public boolean poll(ControlState out) {
            return true;
        }

        @Override
        public boolean startHeld() {
            return false;
        }

        @Override
        public boolean button(int standard) {
            return held && standard == 8;
        }
    }

    private static long steps(String describe) {
        int i = describe.indexOf(";steps=");
        return Long.parseLong(describe.substring(i + 7, describe.indexOf(';', i + 7)));
    }

    @Test
    void restartStartsTheLevelAgain_aLifeInTheCampaign_freeInATimeTrial() {
        BackButton pad = new BackButton();
        try (HeadlessGame h = new HeadlessGame()) {
            TiltfallGame game = new TiltfallGame(new LaunchOptions(), pad, null);
            game.create();
            game.render();
            // how: 0 the R key, 1 Backspace, 2 the pad's Back button
            for (boolean trial : new boolean[] {false, true}) {
                for (int how = 0; how < 3; how++) {
                    String what = (trial ? "time trial" : "campaign") + ", way " + how;
                    game.startSession(0, trial);
                    for (int restart = 1; restart <= 2; restart++) {
                        for (int f = 0; f < 20; f++) game.render();
                        String before = game.describe();
                        assertTrue(before.startsWith("screen=game;") && steps(before) >= 15, what + ": " + before);
                        if (how == 0) h.processor.keyDown(Keys.R);
                        if (how == 1) h.processor.keyDown(Keys.BACKSPACE);
                        pad.held = how == 2;
                        game.render();
                        game.render();
                        pad.held = false;
                        String after = game.describe();
                        assertTrue(after.startsWith("screen=game;") && steps(after) < 5, what + ": " + after);
                        int lives = trial ? Session.START_LIVES : Session.START_LIVES - restart;
                        assertEquals(lives, game.session.lives(), what + ", restart " + restart);
                        assertEquals(0, game.session.level(), what);
                    }
                }
            }
            game.dispose();
        }
    }

    /**
     * A time trial of level 1 played by its committed replay (the designer's own run): the trial tally, with Retry
     * focused, gives gold (equal to the designer's time is not under it), saved as the level's best medal.
     */
    @Test
    void theDesignersRunInATimeTrialWinsGold_andTheTrialTallyOffersRetryFirst() {
        try (HeadlessGame h = new HeadlessGame()) {
            LaunchOptions options = new LaunchOptions();
            options.menus = true;
            options.replay = "replays/01-first-slopes.replay";
            TiltfallGame game = new TiltfallGame(options, Gamepad.NONE, null);
            game.create();
            game.render();
            game.startSession(0, true);
            for (int f = 0; f < 60 * 60 && !game.describe().startsWith("screen=tally"); f++) game.render();
            game.render();
            String tally = game.describe();
            assertTrue(tally.startsWith("screen=tally;focus=Retry"), tally);
            assertTrue(tally.contains(";medal=" + com.tiltfall.scoring.Medals.GOLD), tally);
            assertEquals(
                    com.tiltfall.scoring.Medals.GOLD, game.saves.progress.record("levels/01-first-slopes.tmx").medal);
            assertEquals(Session.START_LIVES, game.session.lives());
            game.dispose();
        }
    }
}
