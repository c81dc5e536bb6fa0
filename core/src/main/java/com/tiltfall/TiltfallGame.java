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
import com.tiltfall.audio.Sfx;
import com.tiltfall.input.Gamepad;
import com.tiltfall.input.InputSource;
import com.tiltfall.input.KeyboardInput;
import com.tiltfall.input.PlayerInput;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelException;
import com.tiltfall.level.LevelLoader;
import com.tiltfall.level.LevelProblem;
import com.tiltfall.replay.RecordingInput;
import com.tiltfall.replay.Replay;
import com.tiltfall.replay.ReplayFormat;
import com.tiltfall.replay.ReplayInput;
import com.tiltfall.screen.GameScreen;
import com.tiltfall.screen.LevelErrorScreen;
import com.tiltfall.screen.MessageScreen;
import com.tiltfall.screen.Ui;

/**
 * The application and its flow: title -> levels in order (score, lives, clock) -> game over or victory, or one level
 * opened directly (a designer's map from the command line or dropped into the browser; F5 reloads it). A level
 * that fails validation shows its problems instead of crashing. Launchers (desktop, web, tests) create it.
 */
public class TiltfallGame extends Game implements GameScreen.Listener {
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
    private Array<String> levels = new Array<>();
    private Session session;
    /** The level played on its own (designer mode), or null in the normal session. */
    private String singleLevel;

    private Replay replay;
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

    @Override
    public void create() {
        ui = new Ui();
        ui.gamepad = gamepad;
        ui.device = device;
        ui.touch.setEnabled(device.touchScreen());
        sfx = new Sfx();
        try {
            levels = loader.levelList(LevelLoader.LEVEL_LIST);
        } catch (RuntimeException e) {
            Gdx.app.error(TITLE, "cannot read " + LevelLoader.LEVEL_LIST + ": " + e.getMessage());
        }
        if (options.replay != null && !loadReplay(options.replay)) return;
        String level = options.level != null ? options.level : replay != null ? replay.level : null;
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
        boolean touch = ui.touch.isEnabled();
        show(new MessageScreen(
                ui,
                TITLE,
                new String[] {
                    "Tilt, roll and tumble to the goal.",
                    "",
                    touch
                            ? "Left / right buttons: run and spin    Round button: jump (hold for higher)"
                            : "Arrows / A D / stick: run and spin    Space / W / A button: jump (hold for higher)",
                    touch
                            ? "Small arrow + jump: drop through thin platforms    II: pause"
                            : "Down + jump: drop through thin platforms    P / Start: pause    F11: fullscreen",
                    "",
                    levels.size == 0
                            ? "No levels found (levels/levels.txt)"
                            : touch ? "Tap to play" : "Press Enter, Space or Start (or tap) to play"
                },
                this::startSession,
                this::showTitle));
    }

    void startSession() {
        if (levels.size == 0) return;
        session = new Session(levels.size);
        singleLevel = null;
        playLevel(levels.get(0));
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
        if (replay != null) {
            replayInput = new ReplayInput(replay);
            input = replayInput;
            recording = null;
        } else {
            Replay run = new Replay();
            run.level = path;
            recording = new RecordingInput(new PlayerInput(new KeyboardInput(), gamepad, ui.touch), run);
            input = recording;
        }
        GameScreen.ReplayEnd end = replay == null ? null : replayInput::finished;
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
        Screen previous = getScreen();
        setScreen(next);
        if (previous != null) previous.dispose();
    }

    // ------------------------------------------------------------------ GameScreen.Listener

    @Override
    public void levelCompleted(GameScreen screen) {
        saveRun(screen, "goal");
        if (replay != null) return; // replayFinished decides
        String time = clock(screen.world().elapsed());
        if (session == null) {
            String path = singleLevel;
            show(new MessageScreen(
                    ui,
                    "Level complete",
                    new String[] {
                        screen.level().title,
                        "time " + time + "    deaths " + screen.world().deaths() + "    coins "
                                + screen.world().coins(),
                        "",
                        "Enter or tap: play again    Esc: title"
                    },
                    () -> playLevel(path),
                    this::showTitle));
            return;
        }
        boolean more = session.levelCompleted(screen.timeLeft());
        if (more) {
            show(new MessageScreen(
                    ui,
                    "Level complete",
                    new String[] {
                        screen.level().title + " in " + time,
                        "score " + session.score() + "    lives " + session.lives(),
                        "",
                        "Enter or tap: next level"
                    },
                    () -> playLevel(levels.get(session.level())),
                    () -> playLevel(levels.get(session.level()))));
        } else {
            show(new MessageScreen(
                    ui,
                    "You win!",
                    new String[] {
                        "All " + levels.size + " levels done.",
                        "final score " + session.score(),
                        "",
                        "Enter or tap: title"
                    },
                    this::showTitle,
                    this::showTitle));
        }
    }

    @Override
    public void playerDied(GameScreen screen) {
        if (session != null && !session.playerDied()) {
            saveRun(screen, "game over");
            show(new MessageScreen(
                    ui,
                    "Game over",
                    new String[] {"score " + session.score(), "", "Enter or tap: title"},
                    this::showTitle,
                    this::showTitle));
            return;
        }
        if (screen.isTimeUp()) {
            Gdx.app.postRunnable(() -> playLevel(screen.level().source));
        }
    }

    @Override
    public void reload(GameScreen screen) {
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
        return "screen=" + (screen instanceof LevelErrorScreen ? "level-error" : "message");
    }
}
