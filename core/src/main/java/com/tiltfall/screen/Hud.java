package com.tiltfall.screen;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.utils.Align;
import com.tiltfall.input.TouchControls;
import com.tiltfall.level.LevelData;
import com.tiltfall.render.DebugOverlay;
import com.tiltfall.scoring.Session;
import com.tiltfall.sim.Simulation;
import com.tiltfall.ui.Font;
import com.tiltfall.ui.HudLayout;
import com.tiltfall.ui.MenuSkin;
import com.tiltfall.ui.Text;

/**
 * The heads-up text over a level: score and lives, coins, clock, gems and tricks, the level's title, the FPS and
 * physics line, the step's note and the big messages (GOAL!, TIME UP). Hand-drawn with the shared font (Scene2D
 * would cost the web build bytes it does not have, docs/performance/web.md); laid out by {@link HudLayout} so that
 * nothing overlaps at any window size.
 */
final class Hud {
    private final Ui ui;
    private final LevelData level;
    private final Session session;
    private final StringBuilder line = new StringBuilder(96), line2 = new StringBuilder(64);
    private final HudLayout layout = new HudLayout();
    private final Text glyphs = new Text();

    /** The level's warnings as a designer reads them on screen (null: none), made once. */
    private final String warnings;

    /** Game seconds the warnings of a level played on its own stay on screen (F1 shows them again). */
    static final double WARNINGS_SECONDS = 10.0;

    Hud(Ui ui, LevelData level, Session session) {
        this.warnings = warningsText(level);
        this.ui = ui;
        this.level = level;
        this.session = session;
    }

    /** Draws the text in the screen's logical pixels (the caller has enabled blending and applied ui.screen). */
    void draw(
            Simulation world,
            StepFeedback feedback,
            DebugOverlay overlay,
            boolean paused,
            boolean completed,
            float w,
            float h) {
        boolean touch = ui.touch.isEnabled();
        Font font = ui.font;
        line.setLength(0);
        if (session != null && session.isTimeTrial()) appendClock(line.append("TIME TRIAL "), world.elapsed());
        else if (session != null)
            line.append("SCORE ").append(session.score()).append("   LIVES ").append(session.lives());
        line2.setLength(0);
        line2.append("COINS ").append(world.coins()).append("   TIME ");
        appendClock(line2, level.timeLimit > 0 ? world.timeLeft() : world.elapsed());
        if (world.gems() > 0) line2.append("   GEMS ").append(world.gems());
        if (world.tricks() > 0) line2.append("   TRICKS ").append(world.tricks());
        float first = 0f;
        if (line.length() > 0) {
            glyphs.set(font.data, line, 0f, Align.left, false, null);
            first = glyphs.width;
        }
        glyphs.set(font.data, line2, 0f, Align.left, false, null);
        float second = glyphs.width;
        glyphs.set(font.data, level.title, 0f, Align.left, false, null);
        // the top right is the pause and restart buttons' on a touch screen
        float right = ui.device.safeInset(2) + (touch ? 4f * ui.touch.radius(TouchControls.PAUSE) + 48f : 0f);
        float rightDown = touch ? h - (ui.touch.y(TouchControls.PAUSE) - ui.touch.radius(TouchControls.PAUSE)) : 0f;
        layout.layout(
                w, h, ui.safeLeft, ui.safeTop, right, rightDown, font.data.lineHeight, first, second, glyphs.width);
        ui.batch.begin();
        font.color.set(MenuSkin.TEXT);
        if (line.length() > 0) {
            glyphs.set(font.data, line, 0f, Align.left, false, null);
            ui.shadowed(font, glyphs, font.color, layout.firstX, layout.firstY);
        }
        glyphs.set(font.data, line2, 0f, Align.left, false, null);
        ui.shadowed(font, glyphs, font.color, layout.secondX, layout.secondY);
        String title = level.title;
        glyphs.set(font.data, title, layout.titleWidth, Align.left, false, "...");
        ui.shadowed(font, glyphs, MenuSkin.ACCENT, layout.titleX, layout.titleY);
        boolean fps = ui.saves != null && ui.saves.settings.showFps;
        if (overlay.isVisible() || fps) {
            line.setLength(0);
            line.append("FPS ").append(Gdx.graphics.getFramesPerSecond());
            if (overlay.isVisible()) {
                line.append("   bodies ")
                        .append(world.physicsWorld().getBodyCount())
                        .append("   contacts ")
                        .append(world.physicsWorld().getContactCount())
                        .append(world.isPlayerGrounded() ? "   grounded" : "   airborne")
                        .append("   resolution ")
                        .append(Math.round(100f * ui.device.renderScale()))
                        .append('%');
            }
            glyphs.set(font.data, line, 0f, Align.left, false, null);
            ui.shadowed(font, glyphs, font.color, layout.fpsX, layout.fpsY);
        }
        CharSequence note = feedback.note();
        if (note != null && !completed) ui.centred(note, w / 2f, h * 0.72f, 1.3f);
        if (completed) {
            ui.centred("GOAL!", w / 2f, h * 0.6f, 3f);
        } else if (feedback.isTimeUp()) {
            ui.centred("TIME UP", w / 2f, h * 0.6f, 3f);
            ui.wrapped("A life lost: back to the last checkpoint", w / 2f, h * 0.6f - 50f, w - 32f, 1.1f);
        } else if (!paused && touch && h > w * 1.2f && level.width > Simulation.WIDTH) {
            ui.wrapped("Turn your phone sideways to see more of the level", w / 2f, h * 0.72f, w - 48f, 1f);
        }
        // under the counters, above the play (the pause page has its own text)
        if (!paused && showsWarnings(session, world.elapsed(), overlay.isVisible()))
            ui.wrapped(warnings, w / 2f, h * 0.86f, w - 48f, 0.9f);
        ui.batch.end();
    }

    /**
     * A level played on its own (a designer's: no campaign) shows its warnings for its first seconds, and whenever
     * the F1 overlay is on; the console has them too (LevelPlay).
     */
    boolean showsWarnings(Session session, double elapsed, boolean overlay) {
        return warnings != null && (overlay || (session == null && elapsed < WARNINGS_SECONDS));
    }

    /** "WARNING: object 30 "thing": ...", "2 WARNINGS (see the console): ..." with the first one, or null. */
    static String warningsText(LevelData level) {
        if (level == null || level.warnings.size == 0) return null;
        com.tiltfall.level.LevelProblem first = level.warnings.first();
        StringBuilder sb = new StringBuilder();
        if (level.warnings.size == 1) sb.append("WARNING: ");
        else sb.append(level.warnings.size).append(" WARNINGS (all in the console), the first: ");
        return sb.append(first.withoutFile()).toString();
    }

    /** Appends seconds as m:ss. */
    static void appendClock(StringBuilder sb, double seconds) {
        int s = (int) seconds;
        sb.append(s / 60).append(':');
        if (s % 60 < 10) sb.append('0');
        sb.append(s % 60);
    }
}
