package com.tiltfall;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.InputAdapter;
import com.badlogic.gdx.InputProcessor;
import com.tiltfall.input.Gamepad;
import com.tiltfall.platform.LaunchOptions;
import com.tiltfall.scoring.Session;
import com.tiltfall.screen.GuardedScreen;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * Screen switches never free what is running: a switch asked for inside a frame (a screen's own render) happens
 * after the frame, one asked for between frames at the start of the next; a disposed screen refuses to be drawn; the
 * outgoing screen gets no more input. And the way the game crashed: a campaign's last life lost by dying reaches
 * the game-over screen with no screen stepped or drawn after it was disposed.
 */
class ScreenSwitchTest {
    /** A screen that records what happens to it and runs {@code onRender} inside its frame. */
    private static final class Probe extends GuardedScreen {
        final List<String> log = new ArrayList<>();
        Consumer<Probe> onRender = p -> {};
        final InputProcessor keys = new InputAdapter() {
            @Override
            public boolean keyDown(int keycode) {
                log.add("key " + keycode);
                return true;
            }
        };

        @Override
        public void show() {
            log.add("show");
            com.badlogic.gdx.Gdx.input.setInputProcessor(keys);
        }

        @Override
        public void hide() {
            super.hide();
            log.add("hide");
        }

        @Override
        protected void frame(float delta) {
            log.add("render");
            onRender.accept(this);
            log.add(isDisposed() ? "drew after dispose" : "drew");
        }

        @Override
        protected void release() {
            log.add("dispose");
        }
    }

    @Test
    void aSwitchAskedInsideAScreensRenderHappensAfterThatFrame() {
        try (HeadlessGame h = new HeadlessGame()) {
            TiltfallGame game = new TiltfallGame();
            Probe a = new Probe(), b = new Probe();
            game.show(a);
            game.render(); // asked for between frames: shown at the start of this frame, then drawn
            assertSame(a, game.getScreen());
            assertEquals(List.of("show", "render", "drew"), a.log);
            a.onRender = p -> {
                game.show(b);
                // still the screen of this frame, told it is leaving, not freed
                assertSame(a, game.getScreen());
                assertTrue(game.isSwitching());
                assertTrue(a.isLeaving());
                assertFalse(a.isDisposed());
            };
            game.render();
            assertEquals(List.of("show", "render", "drew", "render", "hide", "drew", "dispose"), a.log);
            assertSame(b, game.getScreen());
            assertFalse(game.isSwitching());
            assertEquals(List.of("show"), b.log, "shown at the end of the frame, drawn from the next");
            game.render();
            assertEquals(List.of("show", "render", "drew"), b.log);
            assertEquals(7, a.log.size(), "the old screen is never rendered again");
        }
    }

    @Test
    void aSwitchAskedBetweenFramesHappensAtTheStartOfTheNextOne_andTheOutgoingScreenGetsNoMoreInput() {
        try (HeadlessGame h = new HeadlessGame()) {
            TiltfallGame game = new TiltfallGame();
            Probe a = new Probe(), b = new Probe();
            game.show(a);
            game.render();
            InputProcessor platform = h.processor; // what the platform delivers a batch of queued events to
            assertNotNull(platform);
            platform.keyDown(Keys.A);
            a.keys.keyDown(Keys.B); // (the probe's own processor, to tell its log entries apart)
            a.log.clear();
            game.show(b); // e.g. a menu's Enter, handled before the frame
            platform.keyDown(Keys.ENTER); // the rest of the same batch: must not reach the leaving screen
            assertEquals(List.of("hide"), a.log);
            assertSame(a, game.getScreen(), "not switched inside the input handler");
            game.render();
            assertEquals(List.of("hide", "dispose"), a.log, "switched before a was drawn again");
            assertEquals(List.of("show", "render", "drew"), b.log);
            h.processor.keyDown(Keys.C);
            assertEquals(List.of("show", "render", "drew", "key " + Keys.C), b.log, "input reaches the new screen");
        }
    }

    @Test
    void theLaterOfTwoRequestsWins_andTheScreenNeverShownIsDisposed() {
        try (HeadlessGame h = new HeadlessGame()) {
            TiltfallGame game = new TiltfallGame();
            Probe a = new Probe(), b = new Probe(), c = new Probe();
            game.show(a);
            game.render();
            a.onRender = p -> {
                game.show(b);
                game.show(c);
            };
            game.render();
            assertSame(c, game.getScreen());
            assertEquals(List.of("dispose"), b.log);
            assertEquals(1, a.log.stream().filter("hide"::equals).count(), "hidden once: " + a.log);
            assertTrue(a.log.contains("dispose"));
        }
    }

    @Test
    void aDisposedScreenThrowsWhenRendered() {
        Probe p = new Probe();
        p.render(1 / 60f);
        p.dispose();
        p.dispose(); // once is enough; twice is harmless
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> p.render(1 / 60f));
        assertTrue(e.getMessage().contains("rendered after dispose"), e.getMessage());
        assertEquals(List.of("render", "drew", "dispose"), p.log);
    }

    /**
     * The crash input: campaign, level 2 (its opening as filed), Right held from the start (here a replay, read through the same seam as
     * the keyboard): the ramp throws the box into the spikes until the last life is gone. Every frame goes through
     * the game as a window would; a screen stepped or drawn after dispose throws, which the frame loop reports.
     */
    @Test
    void losingTheLastLifeByDyingReachesGameOver_withNoScreenUsedAfterDispose() throws Exception {
        File replay = File.createTempFile("tiltfall-hold-right", ".replay");
        try (HeadlessGame h = new HeadlessGame()) {
            // level 2 as it was when the issue was filed (the feel issue took the spikes out of its opening)
            String level = new File("src/test/resources/levels/flows/02-spike-opening.tmx").getAbsolutePath();
            Files.write(
                    replay.toPath(),
                    ("tiltfall-replay 1\nlevel " + level + "\n" + 60 * 120 + " 100 0\n")
                            .getBytes(StandardCharsets.UTF_8));
            LaunchOptions options = new LaunchOptions();
            options.menus = true;
            options.replay = replay.getAbsolutePath();
            TiltfallGame game = new TiltfallGame(options, Gamepad.NONE, null);
            game.create();
            game.render();
            assertTrue(game.describe().startsWith("screen=title"), game.describe());
            game.session = new Session(game.levels.size).startAt(1);
            game.playLevel(level);
            List<String> seen = new ArrayList<>();
            String last = "";
            for (int frame = 0; frame < 60 * 90 && !game.describe().startsWith("screen=game-over"); frame++) {
                game.render();
                String s = game.describe();
                if (s.startsWith("screen=game;")) last = s;
                String kind = s.substring(0, s.indexOf(';') < 0 ? s.length() : s.indexOf(';'));
                if (seen.isEmpty() || !seen.get(seen.size() - 1).equals(kind)) seen.add(kind);
            }
            assertEquals(List.of("screen=game", "screen=game-over"), seen);
            assertTrue(last.contains(";deaths=" + (Session.START_LIVES - 1) + ";"), "the level before: " + last);
            assertEquals(0, game.session.lives());
            for (int frame = 0; frame < 60; frame++) game.render(); // the game-over page goes on running
            assertTrue(game.describe().startsWith("screen=game-over"), game.describe());
            game.dispose();
        } finally {
            assertTrue(replay.delete() || !replay.exists());
        }
    }
}
