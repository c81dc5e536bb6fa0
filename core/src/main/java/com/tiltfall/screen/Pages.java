package com.tiltfall.screen;

import com.badlogic.gdx.Application;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.utils.Align;
import com.badlogic.gdx.utils.Array;
import com.tiltfall.input.Bindings;
import com.tiltfall.save.Progress;
import com.tiltfall.save.Settings;
import com.tiltfall.scoring.Medals;
import com.tiltfall.scoring.Tally;
import com.tiltfall.ui.Grid;
import com.tiltfall.ui.Label;
import com.tiltfall.ui.Menu;
import com.tiltfall.ui.MenuButton;
import com.tiltfall.ui.MenuSkin;
import com.tiltfall.ui.MenuViewport;

/**
 * The menu pages, built in code on a {@link Menu}: title, level select, settings and controls, level-complete tally,
 * messages (game over, victory) and credits. {@code TiltfallGame} decides what each choice leads to.
 */
public final class Pages {
    private Pages() {}

    /** Chooses a level of the play order by its index. */
    public interface LevelChoice {
        void play(int index);
    }

    private static final float ROW = 56f, GAP = 8f;

    /**
     * Title: the name, Play (the first level; centred on the screen, so a tap in the middle plays), and a row with
     * Levels, Time trial, Settings, Credits and (desktop) Quit.
     */
    public static void title(
            Menu m,
            boolean hasLevels,
            Runnable play,
            Runnable levels,
            Runnable timeTrial,
            Runnable settings,
            Runnable credits,
            Runnable quit) {
        title(m, hasLevels, play, levels, timeTrial, settings, credits, null, null, quit);
    }

    /**
     * The title with an entry for shared runs before Quit when {@code share} is given (desktop: "Import run", a code
     * from the clipboard; browser: "Share runs", the page's panel).
     */
    public static void title(
            Menu m,
            boolean hasLevels,
            Runnable play,
            Runnable levels,
            Runnable timeTrial,
            Runnable settings,
            Runnable credits,
            String shareLabel,
            Runnable share,
            Runnable quit) {
        MenuSkin s = m.skin;
        Grid t = m.grid;
        // the heading row and the bottom row have the same height: Play sits in the middle of the screen
        float band = 104f;
        t.add(m.label("TILTFALL", s.headingStyle))
                .height(band)
                .bottom()
                .padBottom(16f)
                .row();
        Label tag = m.label("Tilt, roll and tumble to the goal.", s.dimStyle);
        tag.setName(TAGLINE); // where notice() puts a one-time message
        if (hasLevels) {
            t.add(m.button("Play", play)).minWidth(220f).height(ROW).row();
        } else {
            t.add(m.label("No levels found (levels/levels.txt)", s.bodyStyle))
                    .height(ROW)
                    .row();
        }
        Grid row = new Grid();
        // a narrow screen (a phone held upright) stacks them, full size, in the room below Play
        boolean stack = m.narrow();
        if (hasLevels) stacked(row.add(m.button("Levels", levels)), stack);
        if (hasLevels) stacked(row.add(m.button("Time trial", timeTrial)), stack);
        stacked(row.add(m.button("Settings", settings)), stack);
        stacked(row.add(m.button("Credits", credits)), stack);
        if (share != null) stacked(row.add(m.button(shareLabel, share)), stack);
        if (quit != null) stacked(row.add(m.button("Quit", quit)), stack);
        Grid bottom = new Grid();
        bottom.add(row).row();
        bottom.add(tag).padTop(6f);
        if (stack) tag.setWrap(true);
        if (stack) tag.setAlignment(Align.center);
        if (stack) bottom.getCell(tag).width(MenuViewport.MIN_UPRIGHT_WIDTH - 2f * GAP);
        Grid.Slot b = t.add(bottom).top().padTop(12f);
        if (!stack) b.height(band);
        m.back(quit);
    }

    private static final String TAGLINE = "tagline";

    /** A row of the title's buttons: side by side, or one under another as wide as Play. */
    private static void stacked(Grid.Slot c, boolean stack) {
        if (stack) c.minWidth(220f).height(ROW).pad(GAP / 2f).row();
        else c.height(48f).pad(GAP / 2f); // a thumb's target: 44 px at least; six fit 640 px
    }

    /** A one-time message on the title (a save that could not be read), in place of its tagline; wraps to fit. */
    public static void notice(Menu m, String text) {
        Label tag = m.grid.findActor(TAGLINE);
        if (tag == null || text == null) return;
        tag.setText(text);
        tag.setStyle(m.skin.accentStyle);
        tag.setWrap(true);
        tag.setAlignment(Align.center);
        ((Grid) tag.getParent()).getCell(tag).width(600f);
    }

    /** "01-first-slopes.tmx" -> "First slopes": the level select's names without loading every map. */
    public static String levelName(String path) {
        String id = Progress.id(path);
        int dot = id.lastIndexOf('.');
        if (dot > 0) id = id.substring(0, dot);
        int i = 0;
        while (i < id.length() && (Character.isDigit(id.charAt(i)) || id.charAt(i) == '-' || id.charAt(i) == '_')) i++;
        String name = i < id.length() ? id.substring(i) : id;
        name = name.replace('-', ' ').replace('_', ' ');
        return name.isEmpty() ? id : Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    /** Seconds as 12.3 s (tenths). */
    public static String seconds(double s) {
        int tenths = (int) Math.round(s * 10);
        return (tenths / 10) + "." + (tenths % 10) + " s";
    }

    /**
     * Level select: each level of the play order grouped under its world (levels.txt's "# World n: ..." lines, with
     * the medals won there of those possible), locked or open, with its best time, best score, gems and medal; in the
     * time trial, its best time, medal and the next medal's time (or the designer's) to beat. Choosing an open level
     * starts a session there. The list scrolls between the heading and Back when it is taller than the screen (the
     * focused row is kept in view).
     *
     * @param medals per level, its medal times, or null where the list gives no designer's time
     */
    public static void levels(
            Menu m,
            Array<String> levels,
            String[] worlds,
            Medals[] medals,
            Progress progress,
            boolean timeTrial,
            LevelChoice play,
            Runnable back) {
        MenuSkin s = m.skin;
        Grid t = m.grid;
        t.add(m.label(timeTrial ? "Time trial" : "Levels", s.headingStyle))
                .padTop(4f)
                .padBottom(8f)
                .row();
        Grid list = new Grid();
        String world = null;
        int firstOpen = -1;
        for (int i = 0; i < levels.size; i++) {
            String w = world(worlds, i);
            if (!w.equals(world)) {
                world = w;
                list.add(m.label(w + "   medals " + medalsWon(levels, worlds, medals, progress, w), s.accentStyle))
                        .colspan(5)
                        .left()
                        .padTop(6f)
                        .row();
            }
            boolean open = progress.isUnlocked(levels, i);
            Progress.Record r = progress.record(levels.get(i));
            Medals md = medals != null && i < medals.length ? medals[i] : null;
            final int index = i;
            MenuButton b = m.button((i + 1) + "  " + levelName(levels.get(i)), () -> {
                if (progress.isUnlocked(levels, index)) play.play(index);
            });
            b.getLabel().setAlignment(Align.left);
            b.setDisabled(!open);
            list.add(b).minWidth(240f).height(44f).fillX().pad(3f);
            // the focus starts on the first level not yet completed (or the last open one)
            if (open && (firstOpen < 0 || progress.record(levels.get(firstOpen)).completed)) firstOpen = i;
            // a narrow screen: the records on a line of their own under the button
            boolean narrow = m.narrow();
            Grid records = narrow ? new Grid() : list;
            String medal = Medals.NAMES[Math.max(0, Math.min(r.medal, Medals.DESIGNER))];
            if (!open) {
                records.add(m.label("locked", s.dimStyle)).colspan(4).left().padLeft(12f);
            } else if (timeTrial) {
                record(m, records, r.bestTime >= 0 ? seconds(r.bestTime) : "--", s.bodyStyle);
                record(m, records, medal, s.accentStyle);
                // the next medal and its time, until the designer's time is beaten
                int next = r.medal + 1;
                String target =
                        md == null || next > Medals.DESIGNER ? "" : Medals.NAMES[next] + " " + clock(md.time(next));
                record(m, records, target, s.dimStyle);
            } else if (!r.completed && r.bestTime < 0 && r.bestScore < 0) {
                // open but never finished: no records yet (the same columns, so the rows stay aligned)
                record(m, records, "new", s.dimStyle);
                for (int c = 0; c < 3; c++) record(m, records, "", s.dimStyle);
            } else {
                record(m, records, r.bestTime >= 0 ? seconds(r.bestTime) : "--", s.bodyStyle);
                record(m, records, r.bestScore >= 0 ? Integer.toString(r.bestScore) : "--", s.bodyStyle);
                record(m, records, "gems " + r.gems, s.dimStyle);
                record(m, records, medal, s.accentStyle);
            }
            if (narrow) {
                list.row();
                list.add(records).left().padLeft(-4f).padBottom(6f);
            }
            list.row();
        }
        // the pane's least height is 0: on a short screen it gets what the heading and Back leave, else all it needs
        t.add(m.scroller(list)).fillY().row();
        t.add(m.button("Back", back)).padTop(10f).padBottom(8f).height(ROW);
        m.back(back);
        if (firstOpen >= 0) m.focus(firstOpen);
    }

    private static void record(Menu m, Grid records, String text, Label.LabelStyle style) {
        records.add(m.label(text, style)).right().padLeft(10f);
    }

    private static String world(String[] worlds, int i) {
        return worlds != null && i < worlds.length && worlds[i] != null ? worlds[i] : "World 1";
    }

    /** "5 / 16": medals won in world {@code w} of those possible (each level: bronze, silver, gold, the designer). */
    static String medalsWon(Array<String> levels, String[] worlds, Medals[] medals, Progress progress, String w) {
        int won = 0, possible = 0;
        for (int i = 0; i < levels.size; i++) {
            if (!world(worlds, i).equals(w) || medals == null || i >= medals.length || medals[i] == null) continue;
            won += Math.max(0, Math.min(progress.record(levels.get(i)).medal, Medals.DESIGNER));
            possible += Medals.DESIGNER;
        }
        return won + " / " + possible;
    }

    /** 4350 -> "43.50 s". */
    public static String hundredths(int h) {
        return clock(h) + " s";
    }

    /** 4350 -> "43.50". */
    private static String clock(int h) {
        return (h / 100) + "." + (h % 100 < 10 ? "0" : "") + (h % 100);
    }

    /** What the settings pages change, and how the game applies them. */
    public interface SettingsHost {
        Settings settings();

        /** Volumes, fullscreen and the FPS counter take effect at once; the settings are saved. */
        void apply();
    }

    public static boolean canFullscreen() {
        return Gdx.app != null && Gdx.app.getType() == Application.ApplicationType.Desktop;
    }

    /** Settings: music and effects volume, fullscreen (desktop), show FPS, and the controls page. */
    public static void settings(final Menu m, final SettingsHost host, final Runnable back) {
        MenuSkin s = m.skin;
        Grid t = m.grid;
        final Settings st = host.settings();
        t.add(m.label("Settings", s.headingStyle)).colspan(2).padBottom(12f).row();
        t.add(m.volume("Music", (float) st.musicVolume, v -> {
                    st.musicVolume = v;
                    host.apply();
                }))
                .colspan(2)
                .minWidth(260f)
                .height(44f)
                .pad(3f)
                .row();
        t.add(m.volume("Effects", (float) st.effectsVolume, v -> {
                    st.effectsVolume = v;
                    host.apply();
                }))
                .colspan(2)
                .minWidth(260f)
                .height(44f)
                .pad(3f)
                .row();
        if (canFullscreen()) {
            final MenuButton[] fs = new MenuButton[1];
            fs[0] = m.button(onOff("Fullscreen", st.fullscreen), () -> {
                st.fullscreen = !st.fullscreen;
                host.apply();
                m.rename(fs[0], onOff("Fullscreen", st.fullscreen));
            });
            t.add(fs[0]).colspan(2).minWidth(260f).height(44f).pad(3f).row();
        }
        final MenuButton[] fps = new MenuButton[1];
        fps[0] = m.button(onOff("Show FPS", st.showFps), () -> {
            st.showFps = !st.showFps;
            host.apply();
            m.rename(fps[0], onOff("Show FPS", st.showFps));
        });
        t.add(fps[0]).colspan(2).minWidth(260f).height(44f).pad(3f).row();
        final MenuButton[] ghost = new MenuButton[1];
        ghost[0] = m.button(
                ghostName(st.ghost),
                () -> { // docs/racing.md
                    st.ghost = (st.ghost + 1) % 3;
                    host.apply();
                    m.rename(ghost[0], ghostName(st.ghost));
                });
        t.add(ghost[0]).colspan(2).minWidth(260f).height(44f).pad(3f).row();
        t.add(m.button("Controls", () -> {
                    m.clear();
                    controls(m, host, () -> {
                        m.clear();
                        settings(m, host, back);
                    });
                }))
                .colspan(2)
                .minWidth(260f)
                .height(44f)
                .pad(3f)
                .row();
        t.add(m.button("Back", back))
                .colspan(2)
                .minWidth(260f)
                .height(44f)
                .pad(3f)
                .padTop(10f);
        m.back(back);
    }

    /** The ghost setting's button: Settings.GHOST_BEST, GHOST_DESIGNER, GHOST_OFF. */
    static String ghostName(int choice) {
        return "Ghost: " + (choice == 0 ? "Best run" : choice == 1 ? "Designer's" : "Off");
    }

    static String onOff(String what, boolean on) {
        return what + ": " + (on ? "On" : "Off");
    }

    /**
     * Controls: for each action its two keys and its gamepad button; choosing one waits for the new key or button
     * (Esc or B cancels). A key already used elsewhere swaps with the old one ({@link Bindings#bindKey}).
     */
    public static void controls(final Menu m, final SettingsHost host, final Runnable back) {
        MenuSkin s = m.skin;
        Grid t = m.grid;
        final Bindings b = host.settings().bindings;
        t.add(m.label("Controls", s.headingStyle)).colspan(4).padBottom(8f).row();
        t.add();
        t.add(m.label("Key", s.dimStyle));
        t.add(m.label("Key", s.dimStyle));
        t.add(m.label("Pad", s.dimStyle)).row();
        final Label hint = m.label("Choose a control, then press the new key or button.", s.dimStyle);
        for (int a = 0; a < Bindings.ACTIONS; a++) {
            final int action = a;
            t.add(m.label(Bindings.NAMES[a], s.bodyStyle)).left().padRight(16f);
            for (int slot = 0; slot < 2; slot++) {
                final int sl = slot;
                final MenuButton[] key = new MenuButton[1];
                key[0] = m.button(Bindings.keyName(b.key(a, slot)), () -> {
                    key[0].setText("...");
                    hint.setText("Press a key for " + Bindings.NAMES[action] + " (Esc cancels)");
                    m.capture(new Menu.Capture() {
                        @Override
                        public void key(int keycode) {
                            b.bindKey(action, sl, keycode);
                            host.apply();
                            rebuild();
                        }

                        @Override
                        public void padButton(int button) {
                            rebuild();
                        }

                        @Override
                        public void cancelled() {
                            rebuild();
                        }

                        private void rebuild() {
                            int focus = m.focusIndex();
                            m.clear();
                            controls(m, host, back);
                            m.focus(focus);
                        }
                    });
                });
                t.add(key[0]).minWidth(110f).height(34f).pad(2f);
            }
            final MenuButton[] padButton = new MenuButton[1];
            padButton[0] = m.button(Bindings.padName(b.pad(a)), () -> {
                padButton[0].setText("...");
                hint.setText("Press a gamepad button for " + Bindings.NAMES[action] + " (Esc or B cancels)");
                m.capture(new Menu.Capture() {
                    @Override
                    public void key(int keycode) {
                        rebuild();
                    }

                    @Override
                    public void padButton(int button) {
                        b.bindPad(action, button);
                        host.apply();
                        rebuild();
                    }

                    @Override
                    public void cancelled() {
                        rebuild();
                    }

                    private void rebuild() {
                        int focus = m.focusIndex();
                        m.clear();
                        controls(m, host, back);
                        m.focus(focus);
                    }
                });
            });
            t.add(padButton[0]).minWidth(90f).height(34f).pad(2f).row();
        }
        t.add(hint).colspan(4).padTop(6f).row();
        Grid row = new Grid();
        row.add(m.button("Reset", () -> {
                    b.reset();
                    host.apply();
                    m.clear();
                    controls(m, host, back);
                }))
                .pad(GAP);
        row.add(m.button("Back", back)).pad(GAP);
        t.add(row).colspan(4).padTop(6f);
        m.back(back);
    }

    /**
     * The level-complete tally: coins x/y, gems, tricks and stomps, the score
     * breakdown, the time and the medal it won (the designer's time beside the title); then the next level (or the end), the level
     * select and a retry.
     *
     * @param medals the level's medal times, or null (no designer's time: no medal)
     */
    public static void tally(
            Menu m,
            String title,
            Tally tally,
            boolean newBest,
            Medals medals,
            String nextLabel,
            Runnable next,
            Runnable levels,
            Runnable retry) {
        MenuSkin s = m.skin;
        Grid t = m.grid;
        t.add(m.label("Level complete", s.headingStyle)).colspan(3).row();
        String designer = medals != null ? "   designer " + hundredths(medals.designer) : "";
        t.add(m.label(title + designer, s.dimStyle))
                .colspan(3)
                .padTop(4f)
                .padBottom(10f)
                .row();
        line(m, t, "Coins", tally.coins + " / " + tally.coinsTotal, tally.coinPoints);
        line(m, t, "Gems", tally.gems + " / " + tally.gemsTotal, tally.gemPoints);
        line(m, t, "Tricks", Integer.toString(tally.tricks), tally.trickPoints);
        line(m, t, "Stomps", Integer.toString(tally.stomps), tally.stompPoints);
        line(m, t, "Goal", "", tally.goalPoints);
        medalLine(m, t, tally.seconds, medals);
        if (tally.timeBonus > 0 || tally.secondsLeft > 0)
            line(m, t, "Time left", tally.secondsLeft + " s", tally.timeBonus);
        t.add(m.label("Score", s.accentStyle)).left().padTop(8f);
        // a new best is said beside the score: the page keeps within 360 px with every row
        t.add(newBest ? m.label("New best!", s.accentStyle) : null).right().padTop(8f);
        t.add(m.label(Integer.toString(tally.total), s.accentStyle))
                .right()
                .padTop(8f)
                .row();
        Grid row = new Grid();
        row.add(m.button(nextLabel, next)).pad(GAP);
        if (levels != null) row.add(m.button("Levels", levels)).pad(GAP);
        if (retry != null) row.add(m.button("Retry", retry)).pad(GAP);
        t.add(row).colspan(3).padTop(12f);
        m.back(levels != null ? levels : next);
    }

    /** "Time 39.5 s gold" (the medal in the points column). */
    private static void medalLine(Menu m, Grid t, double seconds, Medals medals) {
        t.add(m.label("Time", m.skin.bodyStyle)).left().padTop(3f);
        t.add(m.label(seconds(seconds), m.skin.bodyStyle)).right().padTop(3f);
        t.add(m.label(medals != null ? Medals.NAMES[medals.medal(seconds)] : "", m.skin.accentStyle))
                .right()
                .padTop(3f)
                .row();
    }

    /**
     * A time trial's end: the time, the medal it won, the best time and the medal times; Retry first (the focus),
     * then the next level and the level select.
     */
    public static void trial(
            Menu m,
            String title,
            double seconds,
            double bestTime,
            Medals medals,
            Runnable retry,
            Runnable next,
            Runnable levels) {
        MenuSkin s = m.skin;
        Grid t = m.grid;
        t.add(m.label("Time trial", s.headingStyle)).colspan(3).row();
        t.add(m.label(title, s.dimStyle)).colspan(3).padTop(4f).padBottom(10f).row();
        medalLine(m, t, seconds, medals);
        line(m, t, "Best", bestTime >= 0 ? seconds(bestTime) : "--", -1);
        if (medals != null)
            for (int k = Medals.DESIGNER; k >= Medals.BRONZE; k--)
                line(m, t, Medals.NAMES[k], hundredths(medals.time(k)), -1);
        Grid row = new Grid();
        row.add(m.button("Retry", retry)).pad(GAP);
        if (next != null) row.add(m.button("Next level", next)).pad(GAP);
        row.add(m.button("Levels", levels)).pad(GAP);
        t.add(row).colspan(3).padTop(12f);
        m.back(levels);
    }

    private static void line(Menu m, Grid t, String what, String value, int points) {
        t.add(m.label(what, m.skin.bodyStyle)).left().minWidth(130f).padTop(3f);
        t.add(m.label(value, m.skin.bodyStyle)).right().minWidth(100f).padTop(3f);
        t.add(m.label(points >= 0 ? Integer.toString(points) : "", m.skin.bodyStyle))
                .right()
                .minWidth(100f)
                .padTop(3f)
                .row();
    }

    /** A heading, lines and a row of buttons (game over, victory, credits). Back runs the first button's action. */
    public static void message(Menu m, String heading, String[] lines, String[] buttons, Runnable[] actions) {
        MenuSkin s = m.skin;
        Grid t = m.grid;
        t.add(m.label(heading, s.headingStyle)).padBottom(12f).row();
        for (String line : lines) {
            Label l = m.label(line, s.bodyStyle);
            l.setWrap(true);
            l.setAlignment(Align.center);
            t.add(l).width(Math.min(560f, m.stage.getWidth() - 32f)).pad(2f).row();
        }
        Grid row = new Grid();
        for (int i = 0; i < buttons.length; i++)
            row.add(m.button(buttons[i], actions[i])).pad(GAP);
        t.add(row).padTop(14f);
        m.back(actions[0]);
    }

    /** Who made what. */
    public static String[] credits() {
        return new String[] {
            "Tiltfall: code, physics, levels and sounds made for this game.",
            "Font: DejaVu Sans Bold (Bitstream Vera licence; see assets/LICENSES.md).",
            "Built with libGDX, Ashley and GWT (Apache 2.0).",
        };
    }
}
