package com.tiltfall;

import com.badlogic.gdx.Application;
import com.badlogic.gdx.Game;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Screen;
import com.badlogic.gdx.utils.Array;
import com.tiltfall.audio.Sfx;
import com.tiltfall.input.Bindings;
import com.tiltfall.input.Gamepad;
import com.tiltfall.kinds.EntityTypes;
import com.tiltfall.level.LevelLoader;
import com.tiltfall.platform.Device;
import com.tiltfall.platform.FileMissingOnServer;
import com.tiltfall.platform.LaunchOptions;
import com.tiltfall.platform.LevelFiles;
import com.tiltfall.platform.LevelWatcher;
import com.tiltfall.replay.Replay;
import com.tiltfall.save.GhostStore;
import com.tiltfall.save.Progress;
import com.tiltfall.save.Saves;
import com.tiltfall.save.Settings;
import com.tiltfall.scoring.Medals;
import com.tiltfall.scoring.Session;
import com.tiltfall.scoring.Tally;
import com.tiltfall.screen.GameScreen;
import com.tiltfall.screen.InputGate;
import com.tiltfall.screen.LevelErrorScreen;
import com.tiltfall.screen.MenuScreen;
import com.tiltfall.screen.MessageScreen;
import com.tiltfall.screen.Pages;
import com.tiltfall.screen.Ui;
import com.tiltfall.sim.Simulation;
import java.util.function.Consumer;

/**
 * The application and its flow: title -> levels in order (score, lives, clock) -> game over or victory, or one level
 * opened directly (a designer's map from the command line or dropped into the browser; F5 reloads it). A level
 * that fails validation shows its problems instead of crashing. Launchers (desktop, web, tests) create it. This class
 * runs the menus; playing a level is {@link LevelPlay}'s, reached through {@link LevelCode} (in the browser a script
 * of its own, asked for once the title is on screen).
 */
public class TiltfallGame extends Game implements Pages.SettingsHost {
    public static final String TITLE = "Tiltfall";

    /** Receives each finished run's inputs (desktop: saved as a .replay file). */
    public interface RunRecorder {
        void save(Replay replay, String outcome);
    }

    final LaunchOptions options;
    final Gamepad gamepad;
    final RunRecorder recorder;
    private Device device = Device.DESKTOP;
    final LevelFiles files = new LevelFiles();
    final LevelWatcher watcher = new LevelWatcher();

    Ui ui;
    Sfx sfx;
    Bindings bindings = new Bindings();
    Saves saves;
    private Saves.Storage storage = Saves.NONE;
    /** The player's best runs, raced as ghosts (docs/racing.md); in memory unless the launcher gives a store. */
    GhostStore ghosts = new GhostStore(GhostStore.memory());

    Array<String> levels = new Array<>();
    /** Per level, its world's name from levels.txt ("# World 2: ..." lines), for the level select; may hold nulls. */
    private String[] worlds;
    /** Per level, its medal times from levels.txt's designer times (scoring.Medals), null where it gives none. */
    Medals[] medals = new Medals[0];

    Session session;
    /** The level played on its own (designer mode), or null in the normal session. */
    String singleLevel;

    /** The finished level's summary while its level-complete screen shows. */
    String lastRun;

    private Screen lastRunScreen;

    /**
     * The screen asked for and not shown yet: screens switch only between frames (see {@link #show}), never while
     * the outgoing screen's code is running.
     */
    private Screen pending;
    /** The input processor the platform holds: the current screen's, closed while a switch is pending. */
    private final InputGate input = new InputGate();

    /** The level code once it is there (in the browser: downloaded), else null. */
    private LevelCode.Levels levelCode;
    /**
     * What to do now that the level code arrived, when it arrived between frames (the browser's download): run at the
     * start of the next frame, inside the platform's frame guard, so that a failure there is shown like any other.
     */
    private final Array<Runnable> arrivals = new Array<>();
    /** Who asked for the level code while it is on its way (the prefetch, a Play, the test hooks). */
    private final Array<LevelCode.Ready> waiting = new Array<>();

    private boolean loadingNow;
    /** The screen that waits for the level code or says it could not be loaded; its state for describe(). */
    private Screen waitScreen;

    private String waitState;
    /** The loading screen's line: how much of the level code's download is in, updated every frame. */
    private final String[] loadingLines = {""};

    private boolean prefetched;
    /** Frames drawn, counted up to 2. */
    private int framesDrawn;
    /** Frames since the level code last arrived (counted to 2): the effects wait until the level's start is drawn. */
    private int framesSinceArrival = 2;

    public TiltfallGame() {
        this(new LaunchOptions(), Gamepad.NONE, null);
    }

    public TiltfallGame(LaunchOptions options, Gamepad gamepad, RunRecorder recorder) {
        this.options = options;
        this.gamepad = gamepad;
        this.recorder = recorder;
    }

    /** The platform's screen (web: CSS pixels, touch, safe area); call before the application starts. */
    public TiltfallGame device(Device device) {
        this.device = device;
        return this;
    }

    /** The bindings the platform's gamepad reads; the saved settings are loaded into it. Call before start. */
    public TiltfallGame bindings(Bindings bindings) {
        this.bindings = bindings;
        return this;
    }

    /** Where the saved data is kept (the desktop's atomic file, the browser's localStorage). Call before start. */
    public TiltfallGame storage(Saves.Storage storage) {
        this.storage = storage;
        return this;
    }

    /** Where the best runs are kept as ghosts (desktop files, the browser's localStorage). Call before start. */
    public TiltfallGame ghosts(GhostStore.Backend backend) {
        ghosts = new GhostStore(backend);
        return this;
    }

    @Override
    public void create() {
        ui = new Ui();
        ui.gamepad = gamepad;
        ui.device = device;
        ui.init();
        ui.touch.setEnabled(device.touchScreen());
        saves = Saves.open(bindings, storage);
        ui.saves = saves;
        ui.bindings = bindings;
        ui.settingsHost = this;
        sfx = new Sfx();
        ui.sfx = sfx;
        applySettings(true);
        try {
            LevelLoader list = new LevelLoader(files);
            levels = list.levelList(levelList());
            worlds = list.worldList(levelList());
            int[] designer = list.designerTimes(levelList());
            medals = new Medals[designer.length];
            for (int i = 0; i < designer.length; i++) medals[i] = designer[i] > 0 ? new Medals(designer[i]) : null;
        } catch (RuntimeException e) {
            Gdx.app.error(TITLE, "cannot read " + levelList() + ": " + e.getMessage());
        }
        LevelCode.prefetch(this); // in the browser: the network is idle while the title is made
        if (options.replay != null || options.level != null || options.importRun != null) {
            withLevelCode(LevelCode.Levels::start);
        } else showTitle();
        switchScreens();
    }

    private String levelList() {
        return options.levelList != null ? options.levelList : LevelLoader.LEVEL_LIST;
    }

    // ------------------------------------------------------------------ flow

    public void showTitle() {
        session = null;
        singleLevel = null;
        watcher.stop();
        MenuScreen m = new MenuScreen(ui, "title");
        boolean desktop = Gdx.app.getType() == Application.ApplicationType.Desktop;
        Pages.title(
                m.menu,
                levels.size > 0,
                () -> startSession(0),
                this::showLevels,
                this::showTimeTrials,
                () -> showSettings(this::showTitle),
                this::showCredits,
                desktop ? "Import run" : "Share runs",
                desktop ? this::importFromClipboard : device.shareRuns(),
                desktop ? () -> Gdx.app.exit() : null);
        String notice = saves.takeNotice(); // a save that could not be read: told once
        Pages.notice(m.menu, notice);
        if (notice != null) m.details = sb -> sb.append(";notice=").append(notice.replace(';', ','));
        m.rebuild = this::showTitle;
        show(m);
    }

    /** The title's "Import run": a shared run's code from the clipboard, verified, then watched (share.RunVerifier). */
    private void importFromClipboard() {
        String text = Gdx.app.getClipboard() != null ? Gdx.app.getClipboard().getContents() : null;
        withLevelCode(code -> code.importRun(text != null ? text : ""));
    }

    /** The level select: the play order with what is open and the records. */
    public void showLevels() {
        showLevels(false);
    }

    /** The time trial's level select: best times, medals and the times to beat. */
    public void showTimeTrials() {
        showLevels(true);
    }

    private void showLevels(boolean timeTrial) {
        session = null;
        singleLevel = null;
        watcher.stop();
        MenuScreen m = new MenuScreen(ui, timeTrial ? "time-trial" : "levels");
        Pages.levels(
                m.menu,
                levels,
                worlds,
                medals,
                saves.progress,
                timeTrial,
                i -> startSession(i, timeTrial),
                this::showTitle);
        m.rebuild = timeTrial ? this::showTimeTrials : this::showLevels;
        saves.flushProblems();
        m.details = sb -> {
            sb.append(";levels=");
            for (int i = 0; i < levels.size; i++) {
                Progress.Record r = saves.progress.record(levels.get(i));
                if (i > 0) sb.append(',');
                sb.append(Progress.id(levels.get(i)))
                        .append(':')
                        .append(saves.progress.isUnlocked(levels, i) ? "open" : "locked")
                        .append(":score=")
                        .append(r.bestScore)
                        .append(":time=")
                        .append(r.bestTime)
                        .append(":gems=")
                        .append(r.gems)
                        .append(":medal=")
                        .append(r.medal);
            }
        };
        show(m);
    }

    private void showSettings(Runnable back) {
        MenuScreen m = new MenuScreen(ui, "settings");
        Pages.settings(m.menu, this, back);
        show(m);
    }

    private void showCredits() {
        MenuScreen m = new MenuScreen(ui, "credits");
        Pages.message(m.menu, "Credits", Pages.credits(), new String[] {"Back"}, new Runnable[] {this::showTitle});
        show(m);
    }

    @Override
    public Settings settings() {
        return saves.settings;
    }

    @Override
    public void apply() {
        applySettings(false);
        saves.saveSettings();
    }

    /** Volumes, fullscreen (desktop only: a browser allows it only inside the player's own click) and the FPS line. */
    private void applySettings(boolean starting) {
        Settings st = saves.settings;
        sfx.setMusicVolume(st.musicVolume);
        sfx.setEffectsVolume(st.effectsVolume);
        if (Pages.canFullscreen() && st.fullscreen != Gdx.graphics.isFullscreen() && (!starting || st.fullscreen)) {
            if (st.fullscreen) Gdx.graphics.setFullscreenMode(Gdx.graphics.getDisplayMode());
            else Gdx.graphics.setWindowedMode(1280, 720);
        }
    }

    void startSession(int index) {
        startSession(index, false);
    }

    /** Plays level {@code index} of the play order in a new session (a time trial: no lives, instant restarts). */
    void startSession(int index, boolean timeTrial) {
        if (levels.size == 0 || !saves.progress.isUnlocked(levels, index)) return;
        session = new Session(levels.size, timeTrial).startAt(index);
        singleLevel = null;
        playLevel(levels.get(index));
    }

    /** Plays one level on its own: endless lives, F5 reloads it, the goal offers to play it again. */
    public void playSingle(String path) {
        session = null;
        singleLevel = path;
        playLevel(path);
    }

    /** The web page's "open level" (file picker or drag and drop): play that map at once. */
    public void openDroppedLevel(String fileName, String text) {
        String path = files.putInMemory(fileName, text);
        withLevelCode(code -> code.playDropped(path));
    }

    /**
     * The web page's "open level" with the file's bytes (the first bytes only when {@code length} is larger): the
     * loader decodes them exactly like a file on the desktop, so the problems shown are the same.
     */
    public void openDroppedLevel(String fileName, byte[] bytes, long length) {
        String path = files.putInMemory(fileName, bytes, length);
        withLevelCode(code -> code.playDropped(path));
    }

    @Override
    public void render() {
        switchScreens(); // asked for between frames: input events, the web page's hooks
        if (arrivals.size > 0) framesSinceArrival = 0;
        else if (framesSinceArrival < 2) framesSinceArrival++;
        while (arrivals.size > 0) arrivals.removeIndex(0).run();
        String progress = LevelCode.progress();
        loadingLines[0] = "The level is on its way" + (progress != null ? ": " + progress + " in." : ".");
        if (sfx != null) sfx.update(); // in the browser, the first key press or tap unlocks audio
        if (screen != null) screen.render(Gdx.graphics.getDeltaTime() * (float) options.speed);
        // What can wait starts on the second frame: a browser shows a frame only once its callback returns, so work
        // done on the first would hold back the title.
        if (framesDrawn < 2) framesDrawn++;
        if (framesDrawn == 2) startWhatCanWait();
        // live reload of a level played on its own (desktop): its map, tilesets or images changed on disk
        if (singleLevel != null && watcher.poll(Gdx.graphics.getDeltaTime())) {
            Gdx.app.log(TITLE, "reloading " + singleLevel + " (changed on disk)");
            String path = singleLevel;
            withLevelCode(code -> code.reload(path));
        }
        switchScreens(); // asked for during this frame (a death ending the game, a menu's gamepad press...)
    }

    /** Every frame from the second on; what it starts, it starts once. */
    private void startWhatCanWait() {
        // a menu is on screen: now fetch the level code (in the browser), so Play normally finds it there
        if (!prefetched && getScreen() instanceof MenuScreen) {
            prefetched = true;
            fetchLevelCode((code, failure) -> {});
        }
        // the browser's effects and music (the desktop loaded its effects in create), once no level code is on its way:
        // on a phone's network their requests would share the connections that level 1's files need; and not in the
        // frames that start the level the code brought: the page's audio starts with them (~0.6 s at 4x CPU on a
        // phone), and a browser shows a frame only once its callback returns
        if (sfx != null && waiting.size == 0 && framesSinceArrival >= 2) sfx.loadEffects();
    }

    /** Whether the level code (in the browser: its script and the levels' files) is in. */
    public boolean hasLevelCode() {
        return levelCode != null;
    }

    void playLevel(String path) {
        withLevelCode(code -> code.play(path));
    }

    /**
     * Asks for the level code without showing anything: the prefetch, the web page's test hooks. While it is on its
     * way, later askers wait for the same download.
     */
    public void fetchLevelCode(LevelCode.Ready ready) {
        if (levelCode != null) {
            ready.ready(levelCode, null);
            return;
        }
        waiting.add(ready);
        if (waiting.size > 1) return; // already asked for
        loadingNow = true;
        try {
            LevelCode.load(this, (code, failure) -> {
                Runnable arrived = () -> {
                    if (code != null && levelCode == null) levelCode = code;
                    Array<LevelCode.Ready> told = new Array<>(waiting);
                    waiting.clear();
                    for (LevelCode.Ready r : told) r.ready(levelCode, levelCode == null ? failure : null);
                };
                if (loadingNow) arrived.run(); // loaded at once (desktop, tests)
                else arrivals.add(arrived);
            });
        } finally {
            loadingNow = false;
        }
    }

    /**
     * Runs {@code then} with the level code: at once when it is there, else after a "Loading..." screen while it
     * downloads (Esc goes back); a failed download says so, and Enter tries again, unless the server lacks the file
     * ({@link FileMissingOnServer}: its files are incomplete there).
     */
    public void withLevelCode(Consumer<LevelCode.Levels> then) {
        if (levelCode != null) {
            then.accept(levelCode);
            return;
        }
        Screen asked = upcoming();
        boolean[] answered = {false};
        fetchLevelCode((code, failure) -> {
            answered[0] = true;
            Screen now = upcoming();
            if (now != asked && now != waitScreen) return; // the player went elsewhere meanwhile
            waitScreen = null;
            if (failure == null) {
                then.accept(levelCode);
                return;
            }
            Gdx.app.error(TITLE, "could not load the level code: " + failure);
            if (failure instanceof FileMissingOnServer) {
                // the server lacks a file: trying again cannot help, so the screen does not offer it
                FileMissingOnServer missing = (FileMissingOnServer) failure;
                String[] lines = {
                    "The game's files are incomplete on this server:",
                    missing.file + " (HTTP " + missing.status + ").",
                    "Please tell the site's owner. Enter or Esc goes back to the title."
                };
                waitFor(
                        "files-missing",
                        new MessageScreen(ui, "Game files missing", lines, this::showTitle, this::showTitle));
                return;
            }
            String[] lines = {
                "The level did not download.",
                "Check your connection, then press Enter (or tap) to try again.",
                "Esc goes back to the title."
            };
            waitFor(
                    "level-code-failed",
                    new MessageScreen(
                            ui, "Could not load the level", lines, () -> withLevelCode(then), this::showTitle));
        });
        if (!answered[0]) {
            waitFor("loading", new MessageScreen(ui, "Loading...", loadingLines, () -> {}, this::showTitle));
        }
    }

    private void waitFor(String state, Screen screen) {
        waitScreen = screen;
        waitState = state;
        show(screen);
    }

    /**
     * Asks for {@code next}: every screen change goes through here. The switch happens at the next switch point,
     * never inside the code that asked (often the outgoing screen's own {@code render} or input handler): at the end
     * of the frame when asked during one, at the start of the next frame when asked between frames (input events,
     * the web page's hooks), at the end of {@link #create}. Until then the outgoing screen is hidden (it stops
     * stepping and reporting) and gets no input; then it is disposed. When asked twice before a switch, the later
     * screen wins and the earlier one, never shown, is disposed.
     */
    void show(Screen next) {
        if (lastRun != null && lastRunScreen == null) lastRunScreen = next; // the level-complete screen
        else lastRun = null;
        if (lastRun == null) lastRunScreen = null;
        if (next == screen && pending == null) return; // already on screen: nothing to switch (and never free it)
        if (pending != null && pending != next) pending.dispose();
        if (pending == null && screen != null) screen.hide();
        pending = next;
        input.close();
    }

    /** Every screen change goes through {@link #show}. */
    @Override
    public void setScreen(Screen next) {
        show(next);
    }

    /** The screen asked for, or the current one when none is pending. */
    private Screen upcoming() {
        return pending != null ? pending : screen;
    }

    /** Whether a screen was asked for and is not shown yet. */
    public boolean isSwitching() {
        return pending != null;
    }

    /** Shows the pending screen, if any, and disposes the one it replaces. */
    private void switchScreens() {
        if (pending == null) return;
        Screen previous = screen, next = pending;
        pending = null;
        screen = next;
        // the title and every menu play the menu theme; a level plays its world's (GameScreen.show)
        if (sfx != null && !(next instanceof GameScreen)) sfx.playMenuMusic();
        next.show(); // a screen sets its input processor here
        input.open(Gdx.input.getInputProcessor());
        Gdx.input.setInputProcessor(input);
        next.resize(Gdx.graphics.getWidth(), Gdx.graphics.getHeight());
        if (previous != null) previous.dispose();
    }

    // ------------------------------------------------------------------ after a level

    /** The finished level's numbers: coins and gems of all in the level, tricks, stomps, time, score breakdown. */
    static Tally tally(GameScreen screen) {
        int coinsTotal = EntityTypes.COIN.countIn(screen.level());
        int gemsTotal = EntityTypes.GEM.countIn(screen.level());
        Simulation w = screen.world();
        return Tally.of(
                w.coins(),
                coinsTotal,
                w.gems(),
                gemsTotal,
                w.tricks(),
                w.trickTurns(),
                w.playerHurt().stomps,
                w.elapsed(),
                screen.timeLeft(),
                w.score());
    }

    /** The medal times of a level of the play order, or null (not in it, or no designer's time). */
    Medals medals(String path) {
        int i = levels.indexOf(path, false);
        return i >= 0 && i < medals.length ? medals[i] : null;
    }

    static MenuScreen.Details details(Tally t, boolean best, int medal) {
        return sb -> sb.append(";coins=")
                .append(t.coins)
                .append('/')
                .append(t.coinsTotal)
                .append(";gems=")
                .append(t.gems)
                .append('/')
                .append(t.gemsTotal)
                .append(";tricks=")
                .append(t.tricks)
                .append(";stomps=")
                .append(t.stomps)
                .append(";time=")
                .append(t.seconds)
                .append(";coin-points=")
                .append(t.coinPoints)
                .append(";goal-points=")
                .append(t.goalPoints)
                .append(";time-bonus=")
                .append(t.timeBonus)
                .append(";score=")
                .append(t.total)
                .append(";best=")
                .append(best)
                .append(";medal=")
                .append(medal);
    }

    void showVictory(Session played) {
        MenuScreen m = new MenuScreen(ui, "victory");
        Pages.message(
                m.menu,
                "You win!",
                new String[] {"All " + levels.size + " levels done.", "Final score " + played.score()},
                new String[] {"Title", "Levels"},
                new Runnable[] {this::showTitle, this::showLevels});
        show(m);
    }

    void showGameOver() {
        MenuScreen m = new MenuScreen(ui, "game-over");
        Pages.message(
                m.menu,
                "Game over",
                new String[] {"Score " + session.score()},
                new String[] {"Title", "Levels"},
                new Runnable[] {this::showTitle, this::showLevels});
        show(m);
    }

    @Override
    public void dispose() {
        Screen screen = getScreen();
        if (levelCode != null) levelCode.closing(screen);
        if (pending != null) pending.dispose();
        pending = null;
        if (screen != null) screen.dispose();
        if (sfx != null) sfx.dispose();
        if (ui != null) ui.dispose();
    }

    /** A one-line summary of what is on screen, for the end-to-end tests and bug reports. */
    public String describe() {
        Screen screen = getScreen();
        String level = levelCode != null ? levelCode.describe(screen) : null;
        if (level != null) return level;
        if (screen == null) return "starting";
        if (screen == waitScreen) return "screen=" + waitState;
        if (screen instanceof LevelErrorScreen) return "screen=level-error";
        String last = lastRun != null && screen == lastRunScreen ? ";last=" + lastRun : "";
        if (screen instanceof MenuScreen) return ((MenuScreen) screen).describe() + last;
        return "screen=message" + last;
    }

    /**
     * Where things are on screen, for the end-to-end layout tests: a menu page's rows and CSS pixels per logical
     * pixel ({@code Menu.describe}), and the on-screen controls while they show ({@code TouchControls.describe}).
     */
    public String layout() {
        if (ui == null) return "";
        StringBuilder sb = new StringBuilder(256);
        sb.append("w=").append(ui.screen.getWorldWidth()).append(";h=").append(ui.screen.getWorldHeight());
        sb.append(";scale=").append(device.renderScale());
        if (getScreen() == waitScreen) sb.append(";message=").append(loadingLines[0]);
        if (getScreen() instanceof MenuScreen) ((MenuScreen) getScreen()).layout(sb);
        else if (ui.touch.isEnabled()) ui.touch.describe(sb);
        return sb.toString();
    }
}
