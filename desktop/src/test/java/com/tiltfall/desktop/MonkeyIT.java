package com.tiltfall.desktop;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input.Keys;
import com.tiltfall.platform.LaunchOptions;
import java.util.LinkedHashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A monkey in the real window: seeded random key presses, mouse clicks and gamepad input (a {@link TestPad}) on
 * every screen of the normal campaign, for {@code tiltfall.monkey.seconds} of game time (60 in the one test command;
 * {@code -Dtiltfall.monkey.seconds=600} for the long run, see docs/architecture.md). Nothing may throw, nothing may be
 * logged as an error, and no screen may keep the monkey longer than its own timeout: past it the monkey asks to leave
 * (Esc, the pause menu's Quit, the title's Play) and the screen must change within {@link #LEAVE_SECONDS}. The seed
 * is printed; {@code -Dtiltfall.monkey.seed=N} plays the same input again (frame timing can still differ a little).
 * Level 1 is played by its replay ({@code --menus --replay}) so that a short run also sees a tally and the levels
 * after it; from level 2 on the monkey plays (mostly rightwards, into pits and walkers: a long run loses its lives).
 */
class MonkeyIT {
    private static final double LEAVE_SECONDS = 10;
    /**
     * What a run of a minute or more must reach: a level, its pause menu and a tally; a run of five minutes or more
     * also a game over. (Holding Right no longer loses lives in level 2, the monkey's way to a game over, so a short
     * run does not always get there; `GameFlowIT` ends the game every way there is.)
     */
    private static final java.util.List<String> MUST_SEE = java.util.List.of("game", "game:paused", "tally");

    private static final int[] MENU_KEYS = {
        Keys.UP,
        Keys.DOWN,
        Keys.LEFT,
        Keys.RIGHT,
        Keys.ENTER,
        Keys.SPACE,
        Keys.ESCAPE,
        Keys.BACKSPACE,
        Keys.TAB,
        Keys.P,
        Keys.A,
        Keys.M,
        Keys.F1,
        Keys.F5
    };
    private static final int[] PAD_BUTTONS = {
        TestPad.A, TestPad.B, TestPad.START, TestPad.DPAD_UP, TestPad.DPAD_DOWN, TestPad.DPAD_LEFT, TestPad.DPAD_RIGHT
    };

    @Test
    void randomInputOnEveryScreen_neverCrashesLogsAnErrorOrGetsStuck() {
        long seed = Long.getLong("tiltfall.monkey.seed", System.nanoTime());
        double budget = Double.parseDouble(System.getProperty("tiltfall.monkey.seconds", "60"));
        System.out.println("Monkey seed " + seed + " for " + budget + " s of game time (replay: -Dtiltfall.monkey.seed="
                + seed + " -Dtiltfall.monkey.seconds=" + budget + ")");
        Monkey monkey = new Monkey(new Random(seed));
        double played = 0;
        int launches = 0;
        try (WindowGame w = new WindowGame()) {
            LaunchOptions o = new LaunchOptions();
            o.menus = true;
            o.replay = "replays/01-first-slopes.replay";
            while (played < budget && w.failure == null && monkey.stuck == null && w.errors.isEmpty()) {
                launches++;
                w.run(o, budget - played, monkey); // returns at the budget's end or when the title's Quit was chosen
                played += w.seconds;
            }
            String where = " (seed " + seed + ", " + (int) played + " s played, screens: " + monkey.screens + ")";
            assertNull(w.failure, () -> "the game threw: " + w.failure + where);
            assertTrue(w.errors.isEmpty(), "errors logged: " + w.errors + where);
            assertNull(monkey.stuck, monkey.stuck + where);
            System.out.println("Monkey: " + launches + " launches, " + (int) played + " s, screens " + monkey.screens);
            if (budget >= 60) {
                for (String s : MUST_SEE) assertTrue(monkey.screens.contains(s), "reached " + s + where);
            }
            if (budget >= 300) assertTrue(monkey.screens.contains("game-over"), "reached game-over" + where);
        }
    }

    /** Chooses each frame's input; notices a screen that does not let it go. */
    private static final class Monkey implements WindowGame.Driver {
        private final Random random;
        /** Screens reached (kinds without "screen=", and "game:paused"). */
        final Set<String> screens = new LinkedHashSet<>();

        String stuck;
        private String where = "";
        private double since, leavingSince = -1;
        private int nextAction, padFrames, playFrames;
        private boolean hopping;

        Monkey(Random random) {
            this.random = random;
        }

        @Override
        public boolean frame(WindowGame w, String state) {
            String kind = WindowGame.kind(state).replace("screen=", "");
            boolean paused = state.contains(";paused=true");
            String here = kind.equals("game") ? kind + level(state) + (paused ? ":paused" : "") : kind;
            screens.add(kind.equals("game") && paused ? "game:paused" : kind);
            if (!here.equals(where)) {
                where = here;
                since = w.seconds;
                leavingSince = -1;
            }
            if (padFrames > 0 && --padFrames == 0) w.pad.release();
            double on = w.seconds - since;
            if (on > timeout(kind, paused)) {
                if (leavingSince < 0) leavingSince = w.seconds;
                if (w.seconds - leavingSince > LEAVE_SECONDS) {
                    stuck = "stuck on " + state + " for " + (int) on + " s (the last " + (int) LEAVE_SECONDS
                            + " s asking to leave)";
                    return true;
                }
                if (w.frame % 20 == 0) leave(kind, state);
                return false;
            }
            if (kind.equals("game") && !paused) play(w);
            else if (--nextAction <= 0) menuAction(w, kind, paused, state);
            return false;
        }

        /** A screen's own timeout, game seconds: what a player could spend there before it is odd. */
        private static double timeout(String kind, boolean paused) {
            if (kind.equals("game")) return paused ? 20 : 60;
            return 20;
        }

        private static String level(String state) {
            int i = state.indexOf(";level=");
            return i < 0 ? "" : state.substring(i, state.indexOf(';', i + 1));
        }

        /** Asks to leave on purpose: Esc (back, pause then the pause menu's Quit), the title's Play. */
        private static void leave(String kind, String state) {
            if (kind.equals("title")) GameFlowIT.choose(state, "Play");
            else WindowGame.key(Keys.ESCAPE);
        }

        /** In a level: a few seconds of one way of playing at a time, now and then a key or a pause. */
        private void play(WindowGame w) {
            if (--playFrames <= 0) {
                playFrames = 30 + random.nextInt(150);
                int style = random.nextInt(10);
                w.pad.release();
                hopping = style < 5 || style == 8;
                if (!screens.contains("game-over") && random.nextInt(5) > 0) {
                    style = 6; // until a game over was seen, mostly Right held: the pits take the lives
                    hopping = false;
                }
                if (style < 7) w.pad.stickX = 1; // mostly rightwards: on to the goal, or into the next pit
                else if (style == 7) w.pad.stickX = -1;
                else if (style == 8) w.pad.stickX = random.nextDouble() * 2 - 1;
                // 9: hands off
            }
            // a hop is A pressed and released again (a held jump jumps once)
            if (hopping && w.frame % 20 == 0) w.pad.held ^= 1 << TestPad.A;
            // pauses often until the pause menu was seen, then seldom (the pause menu may quit or restart)
            int r = random.nextInt(screens.contains("game:paused") ? 2400 : 240);
            if (r < 2) WindowGame.key(random.nextBoolean() ? Keys.ESCAPE : Keys.P);
            else if (r == 2) pressPad(w, TestPad.START);
            else if (r == 3) WindowGame.key(Keys.F1);
            else if (r == 4) WindowGame.key(Keys.M);
            else if (r == 5 && screens.contains("tally")) WindowGame.key(Keys.F5); // a reload restarts level 1's replay
        }

        /**
         * On a menu or a message (or the pause menu): a key, a click or a pad button now and then; half of the time
         * the way on (Play, Next level, the first row, Resume), so that a short run also gets past the menus.
         */
        private void menuAction(WindowGame w, String kind, boolean paused, String state) {
            nextAction = 4 + random.nextInt(30);
            // the way on more often while a screen the run must see is still missing; paused before the first tally
            // always the way on: the pause menu's Restart (or a reload) starts level 1's 40 s replay again, and a
            // 60 s run that restarts it once never sees a tally (seen in CI, seed 49029381290978)
            if ((paused && !screens.contains("tally")) || random.nextInt(4) < (screens.containsAll(MUST_SEE) ? 2 : 3)) {
                onwards(kind, paused, state);
                return;
            }
            int r = random.nextInt(10);
            if (r < 6) {
                WindowGame.key(MENU_KEYS[random.nextInt(MENU_KEYS.length)]);
            } else if (r < 8) {
                WindowGame.click(random.nextInt(Gdx.graphics.getWidth()), random.nextInt(Gdx.graphics.getHeight()));
            } else {
                pressPad(w, PAD_BUTTONS[random.nextInt(PAD_BUTTONS.length)]);
            }
        }

        private void onwards(String kind, boolean paused, String state) {
            if (paused) WindowGame.key(Keys.P); // resume
            else if (kind.equals("title")) GameFlowIT.choose(state, "Play");
            else if (kind.equals("tally") && state.contains("focus=")) GameFlowIT.choose(state, "Next level");
            else if (kind.equals("settings") || kind.equals("credits")) WindowGame.key(Keys.ESCAPE);
            else WindowGame.key(Keys.ENTER);
        }

        private void pressPad(WindowGame w, int button) {
            w.pad.release();
            w.pad.held = 1 << button;
            padFrames = 3 + random.nextInt(10);
        }
    }
}
