package com.tiltfall;

import com.badlogic.gdx.Application;
import com.badlogic.gdx.Game;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Screen;
import com.badlogic.gdx.utils.Array;
import com.tiltfall.app.Device;
import com.tiltfall.app.LaunchOptions;
import com.tiltfall.app.LevelFiles;
import com.tiltfall.app.LevelWatcher;
import com.tiltfall.arcade.Session;
import com.tiltfall.arcade.Tally;
import com.tiltfall.audio.Sfx;
import com.tiltfall.input.Bindings;
import com.tiltfall.input.Gamepad;
import com.tiltfall.input.InputSource;
import com.tiltfall.input.KeyboardInput;
import com.tiltfall.input.PlayerInput;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelException;
import com.tiltfall.level.LevelLoader;
import com.tiltfall.level.LevelProblem;
import com.tiltfall.replay.RecordingInput;
import com.tiltfall.replay.Replay;
import com.tiltfall.replay.ReplayFormat;
import com.tiltfall.replay.ReplayInput;
import com.tiltfall.save.Progress;
import com.tiltfall.save.Saves;
import com.tiltfall.save.Settings;
import com.tiltfall.screen.GameScreen;
import com.tiltfall.screen.LevelErrorScreen;
import com.tiltfall.screen.MenuScreen;
import com.tiltfall.screen.MessageScreen;
import com.tiltfall.screen.Pages;
import com.tiltfall.screen.Ui;

/**
 * The application and its flow: title -> levels in order (score, lives, clock) -> game over or victory, or one level
 * opened directly (a designer's map from the command line or dropped into the browser; F5 reloads it). A level
 * that fails validation shows its problems instead of crashing. Launchers (desktop, web, tests) create it.
 */
public class TiltfallGame extends Game implements GameScreen.Listener, Pages.SettingsHost {
    public static final String TITLE = "Tiltfall";

    /** Receives each finished run's inputs (desktop: saved as a .replay file). */
    public interface RunRecorder {
        void save(Replay replay, String outcome);
    }

    private final LaunchOptions options;
    private final Gamepad gamepad;
    private final RunRecorder recorder;
    private Device device = Device.DESKTOP;
    private final LevelFiles files = new LevelFiles();
    private final LevelLoader loader = new LevelLoader(files);
    private final LevelWatcher watcher = new LevelWatcher();

    private Ui ui;
    private Sfx sfx;
    private Bindings bindings = new Bindings();
    private Saves saves;
    private Array<String> levels = new Array<>();
    /** Per level, its world's name from levels.txt ("# World 2: ..." lines), for the level select; may hold nulls. */
    private String[] worlds;

    private Session session;
    /** The level played on its own (designer mode), or null in the normal session. */
    private String singleLevel;

    private Replay replay;
    /** The finished level's summary while its level-complete screen shows. */
    private String lastRun;

    private Screen lastRunScreen;
    private ReplayInput replayInput;
    private RecordingInput recording;

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

    @Override
    public void create() {
        ui = new Ui();
        ui.gamepad = gamepad;
        ui.device = device;
        ui.init();
        ui.touch.setEnabled(device.touchScreen());
        saves = Saves.open(bindings);
        ui.saves = saves;
        ui.bindings = bindings;
        ui.settingsHost = this;
        sfx = new Sfx();
        ui.sfx = sfx;
        applySettings(true);
        try {
            levels = loader.levelList(LevelLoader.LEVEL_LIST);
            worlds = loader.worldList(LevelLoader.LEVEL_LIST);
        } catch (RuntimeException e) {
            Gdx.app.error(TITLE, "cannot read " + LevelLoader.LEVEL_LIST + ": " + e.getMessage());
        }
        if (options.replay != null && !loadReplay(options.replay)) return;
        String level = options.level != null ? options.level : replay != null && !options.menus ? replay.level : null;
        if (level != null) playSingle(level);
        else showTitle();
    }

    private boolean loadReplay(String path) {
        try {
            replay = ReplayFormat.read(files.resolve(path).readString("UTF-8"), path);
            return true;
        } catch (RuntimeException e) {
            String message = "cannot play replay " + path + ": " + e.getMessage();
            Gdx.app.error(TITLE, message);
            show(new MessageScreen(ui, "Replay unusable", new String[] {message}, this::showTitle, this::showTitle));
            return false;
        }
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
                () -> showSettings(this::showTitle),
                this::showCredits,
                desktop ? () -> Gdx.app.exit() : null);
        show(m);
    }

    /** The level select: the play order with what is open and the records. */
    public void showLevels() {
        session = null;
        singleLevel = null;
        watcher.stop();
        MenuScreen m = new MenuScreen(ui, "levels");
        Pages.levels(m.menu, levels, worlds, saves.progress, this::startSession, this::showTitle);
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
                        .append(r.gems);
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
        if (levels.size == 0 || !saves.progress.isUnlocked(levels, index)) return;
        session = new Session(levels.size).startAt(index);
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
        replay = null;
        playSingle(files.putInMemory(fileName, text));
    }

    /**
     * The web page's "open level" with the file's bytes (the first bytes only when {@code length} is larger): the
     * loader decodes them exactly like a file on the desktop, so the problems shown are the same.
     */
    public void openDroppedLevel(String fileName, byte[] bytes, long length) {
        replay = null;
        playSingle(files.putInMemory(fileName, bytes, length));
    }

    @Override
    public void render() {
        if (sfx != null) sfx.update(); // in the browser, the first key press or tap unlocks audio
        super.render();
        // live reload of a level played on its own (desktop): its map, tilesets or images changed on disk
        if (singleLevel != null && watcher.poll(Gdx.graphics.getDeltaTime())) {
            Gdx.app.log(TITLE, "reloading " + singleLevel + " (changed on disk)");
            playLevel(singleLevel);
        }
    }

    private void watchLevelFiles(String path) {
        if (path.equals(singleLevel) && Gdx.app.getType() == Application.ApplicationType.Desktop) {
            watcher.watch(loader.lastFiles());
        } else {
            watcher.stop();
        }
    }

    private void showProblems(String path, Array<LevelProblem> problems) {
        for (LevelProblem p : problems) Gdx.app.error(TITLE, p.toString());
        show(new LevelErrorScreen(ui, path, problems, () -> playLevel(path), this::showTitle));
    }

    private static Array<LevelProblem> unexpected(String path, Throwable e) {
        Array<LevelProblem> problems = new Array<>();
        problems.add(new LevelProblem(path, -1, null, "could not be loaded: " + e));
        return problems;
    }

    private void playLevel(String path) {
        LevelData level;
        try {
            level = loader.load(path);
        } catch (LevelException e) {
            watchLevelFiles(path);
            showProblems(path, e.problems);
            return;
        } catch (Throwable e) { // the loader turns everything into problems: this is the last line of defence
            watchLevelFiles(path);
            showProblems(path, unexpected(path, e));
            return;
        }
        watchLevelFiles(path);
        InputSource input;
        if (replay != null && (!options.menus || path.equals(replay.level))) {
            replayInput = new ReplayInput(replay);
            input = replayInput;
            recording = null;
        } else {
            Replay run = new Replay();
            run.level = path;
            recording = new RecordingInput(new PlayerInput(new KeyboardInput(bindings), gamepad, ui.touch), run);
            input = recording;
        }
        GameScreen.ReplayEnd end = input == replayInput && replayInput != null ? replayInput::finished : null;
        GameScreen screen;
        try {
            screen = new GameScreen(ui, sfx, level, input, session, this, end);
        } catch (Throwable e) { // building the world from a validated level should not fail; if it does, say so
            if (level.map != null) level.map.dispose();
            showProblems(path, unexpected(path, e));
            return;
        }
        show(screen);
    }

    private void show(Screen next) {
        if (lastRun != null && lastRunScreen == null) lastRunScreen = next; // the level-complete screen
        else lastRun = null;
        if (lastRun == null) lastRunScreen = null;
        Screen previous = getScreen();
        setScreen(next);
        if (previous != null) previous.dispose();
    }

    // ------------------------------------------------------------------ GameScreen.Listener

    @Override
    public void levelCompleted(GameScreen screen) {
        saveRun(screen, "goal");
        if (options.exitAfterReplay && replay != null) return; // replayFinished has asked the app to exit
        lastRun = screen.describe(); // the tally tells how the level just played ended (the end-to-end tests)
        Tally tally = tally(screen);
        String title = screen.level().title;
        String path = screen.level().source;
        if (session == null) {
            MenuScreen m = new MenuScreen(ui, "tally");
            m.details = details(tally, false);
            Pages.tally(m.menu, title, tally, false, "Play again", () -> playLevel(path), null, this::showTitle);
            show(m);
            return;
        }
        boolean best = saves.levelCompleted(path, tally.seconds, tally.total, Math.max(0, tally.gems));
        boolean more = session.levelCompleted(screen.timeLeft());
        MenuScreen m = new MenuScreen(ui, "tally");
        m.details = details(tally, best);
        final Session played = session;
        Runnable next = more ? () -> playLevel(levels.get(played.level())) : () -> showVictory(played);
        Pages.tally(m.menu, title, tally, best, more ? "Next level" : "Finish", next, this::showLevels, () -> {
            session = new Session(levels.size).startAt(levels.indexOf(path, false));
            playLevel(path);
        });
        show(m);
    }

    /** The finished level's numbers: coins and gems of all in the level, tricks, stomps, time, score breakdown. */
    static Tally tally(GameScreen screen) {
        int coinsTotal = 0;
        for (EntityData e : screen.level().entities) if ("coin".equals(e.type)) coinsTotal++;
        int gemsTotal = 0;
        for (EntityData e : screen.level().entities) if ("gem".equals(e.type)) gemsTotal++;
        return Tally.of(screen.world().coins(), coinsTotal, screen.world().elapsed(), screen.timeLeft())
                .gems(screen.world().gems(), gemsTotal)
                .tricks(
                        screen.world().tricks(),
                        Session.trickPoints(screen.world().trickTurns()))
                .stomps(screen.world().playerHurt().stomps);
    }

    private static MenuScreen.Details details(Tally t, boolean best) {
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
                .append(best);
    }

    private void showVictory(Session played) {
        MenuScreen m = new MenuScreen(ui, "victory");
        Pages.message(
                m.menu,
                "You win!",
                new String[] {"All " + levels.size + " levels done.", "Final score " + played.score()},
                new String[] {"Title", "Levels"},
                new Runnable[] {this::showTitle, this::showLevels});
        show(m);
    }

    @Override
    public void playerDied(GameScreen screen) {
        if (session != null && !session.playerDied()) {
            gameOver(screen);
            return;
        }
        // otherwise play goes on: the world has put the player back at the last checkpoint (a time up restarts
        // the clock there; the screen shows the message)
    }

    private void gameOver(GameScreen screen) {
        saveRun(screen, "game over");
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
    public void restart(GameScreen screen) {
        if (session == null) {
            playLevel(screen.level().source);
        } else if (session.restartLevel()) {
            saveRun(screen, "restart");
            playLevel(levels.get(session.level()));
        } else {
            gameOver(screen);
        }
    }

    @Override
    public void reload(GameScreen screen) {
        if (session != null) return; // F5 is a designer's key: never in the campaign
        playLevel(screen.level().source);
    }

    @Override
    public void quit(GameScreen screen) {
        saveRun(screen, "quit");
        showTitle();
    }

    @Override
    public void replayFinished(GameScreen screen) {
        Gdx.app.log(TITLE, "replay finished: " + screen.describe());
        if (options.exitAfterReplay) Gdx.app.exit();
    }

    private void saveRun(GameScreen screen, String how) {
        if (recorder == null || recording == null) return;
        Replay run = recording.replay();
        // the end state, so that a replay played elsewhere can prove it ran the same (one recorded step per step)
        if (run.steps() == screen.world().steps()) {
            run.endHash = screen.world().stateHash();
            run.hasEndHash = true;
        }
        recorder.save(run, how + " after " + clock(screen.world().elapsed()));
        recording = null;
    }

    private static String clock(double seconds) {
        StringBuilder sb = new StringBuilder();
        int tenths = (int) Math.round(seconds * 10);
        return sb.append(tenths / 10)
                .append('.')
                .append(tenths % 10)
                .append(" s")
                .toString();
    }

    @Override
    public void dispose() {
        Screen screen = getScreen();
        if (screen instanceof GameScreen) saveRun((GameScreen) screen, "closed");
        if (screen != null) screen.dispose();
        if (sfx != null) sfx.dispose();
        if (ui != null) ui.dispose();
    }

    /** A one-line summary of what is on screen, for the end-to-end tests and bug reports. */
    public String describe() {
        Screen screen = getScreen();
        if (screen instanceof GameScreen) return ((GameScreen) screen).describe();
        if (screen == null) return "starting";
        if (screen instanceof LevelErrorScreen) return "screen=level-error";
        String last = lastRun != null && screen == lastRunScreen ? ";last=" + lastRun : "";
        if (screen instanceof MenuScreen) return ((MenuScreen) screen).describe() + last;
        return "screen=message" + last;
    }
}
