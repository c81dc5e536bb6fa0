package com.tiltfall;

import com.badlogic.gdx.Application;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input;
import com.badlogic.gdx.Screen;
import com.badlogic.gdx.utils.Array;
import com.tiltfall.ghost.Ghost;
import com.tiltfall.ghost.GhostRace;
import com.tiltfall.ghost.GhostRun;
import com.tiltfall.input.InputSource;
import com.tiltfall.input.KeyboardInput;
import com.tiltfall.input.PlayerInput;
import com.tiltfall.level.LevelData;
import com.tiltfall.level.LevelException;
import com.tiltfall.level.LevelLoader;
import com.tiltfall.level.LevelProblem;
import com.tiltfall.platform.ReloadStart;
import com.tiltfall.render.GameRenderer;
import com.tiltfall.replay.RandomRun;
import com.tiltfall.replay.RecordingInput;
import com.tiltfall.replay.Replay;
import com.tiltfall.replay.ReplayFormat;
import com.tiltfall.replay.ReplayInput;
import com.tiltfall.replay.ReplayRunner;
import com.tiltfall.replay.StateDump;
import com.tiltfall.save.Progress;
import com.tiltfall.save.Settings;
import com.tiltfall.scoring.Medals;
import com.tiltfall.scoring.Session;
import com.tiltfall.scoring.Tally;
import com.tiltfall.screen.GameScreen;
import com.tiltfall.screen.LevelErrorScreen;
import com.tiltfall.screen.MenuScreen;
import com.tiltfall.screen.MessageScreen;
import com.tiltfall.screen.Pages;
import com.tiltfall.share.LevelSource;
import com.tiltfall.share.RunVerifier;
import com.tiltfall.share.SharedRun;
import com.tiltfall.share.Verdict;

/**
 * The game's side that plays levels: loading them, the level screen and what its end leads to, replays and recorded
 * runs. Made only through {@link LevelCode} (in the browser a separate script), so the menus never name level code.
 */
final class LevelPlay implements LevelCode.Levels, GameScreen.Listener {
    private final TiltfallGame game;
    private final LevelLoader loader;

    private Replay replay;
    /** A verified shared run to race as the ghost on the next level start only ({@link #raceAgainst}). */
    private GhostRun sharedGhost;

    /** A verified shared run to watch on the next level start only ({@link #watch}). */
    private Replay sharedRun;

    private ReplayInput replayInput;
    private RecordingInput recording;
    /** Where a reloaded level starts (the checkpoint last reached); used by {@link #reload(String)} only. */
    private final ReloadStart reloadStart = new ReloadStart();
    /** A level read ahead of its start ({@link #prepare}) and its path: the next {@link #play} of it takes it. */
    private LevelData prepared;

    private String preparedPath;

    LevelPlay(TiltfallGame game) {
        this.game = game;
        this.loader = new LevelLoader(game.files);
    }

    @Override
    public void start() {
        if (game.options.importRun != null) {
            importRun(game.options.importRun);
            return;
        }
        if (game.options.replay != null && !loadReplay(game.options.replay)) return;
        String level = game.options.level != null
                ? game.options.level
                : replay != null && !game.options.menus ? replay.level : null;
        if (level != null) game.playSingle(level);
        else game.showTitle();
    }

    private boolean loadReplay(String path) {
        try {
            replay = ReplayFormat.read(game.files.resolve(path).readString("UTF-8"), path);
            return true;
        } catch (RuntimeException e) {
            String message = "cannot play replay " + path + ": " + e.getMessage();
            Gdx.app.error(TiltfallGame.TITLE, message);
            game.show(new MessageScreen(
                    game.ui, "Replay unusable", new String[] {message}, game::showTitle, game::showTitle));
            return false;
        }
    }

    @Override
    public void playDropped(String path) {
        replay = null;
        game.playSingle(path);
    }

    @Override
    public String describe(Screen screen) {
        return screen instanceof GameScreen ? ((GameScreen) screen).describe() : null;
    }

    @Override
    public void closing(Screen screen) {
        if (screen instanceof GameScreen) saveRun((GameScreen) screen, "closed");
    }

    @Override
    public long[] replayTrace(String level, String replayPath) {
        LevelData data = new LevelLoader().loadData(level);
        return ReplayRunner.trace(data, readReplay(replayPath, data));
    }

    @Override
    public String stateDump(String level, String replayPath, int steps) {
        LevelData data = new LevelLoader().loadData(level);
        return StateDump.dump(data, readReplay(replayPath, data), steps);
    }

    /** A replay file's asset path, or {@code random:...}: seeded controls ({@link RandomRun}) on {@code level}. */
    private static Replay readReplay(String path, LevelData level) {
        if (path.startsWith(RandomRun.PREFIX)) return RandomRun.named(path, level);
        return ReplayFormat.read(Gdx.files.internal(path).readString("UTF-8"), path);
    }

    // ------------------------------------------------------------------ shared runs (share.RunVerifier)

    /** The levels a code may name: the campaign's and maps opened in this game ("dropped/..."). */
    private LevelSource sharedLevels() {
        return new LevelSource(game.files, game.levels);
    }

    @Override
    public String shareCode(String replayText) {
        try {
            Replay run = ReplayFormat.read(replayText, "the run");
            LevelSource levels = sharedLevels();
            byte[] bytes = levels.bytes(run.level);
            if (bytes == null) throw new IllegalArgumentException("cannot read its level " + run.level);
            return RunVerifier.export(run, levels.load(run.level), bytes);
        } catch (RuntimeException e) {
            Gdx.app.error(TiltfallGame.TITLE, "no code for the run: " + e.getMessage());
            return null;
        }
    }

    @Override
    public String importRun(String text) {
        Verdict v = RunVerifier.verify(text, sharedLevels());
        Gdx.app.log(TiltfallGame.TITLE, "run code: " + v.message);
        if (v.verified()) {
            String[] lines = {"V" + v.message.substring(1), "Enter: watch it.  G: race it as a ghost.  Esc: back."};
            game.show(new MessageScreen(game.ui, "Run verified", lines, () -> watch(v.run), game::showTitle)
                    .withKey(Input.Keys.G, () -> raceAgainst(v.run)));
        } else {
            String[] lines = {"Not verified: " + v.message};
            game.show(new MessageScreen(game.ui, "Run not verified", lines, game::showTitle, game::showTitle));
        }
        return v.message;
    }

    /**
     * Plays a verified shared run as a replay of its level. The one hook for ghosts (issue 25.2): race it as a ghost
     * instead of watching it, from here.
     */
    private void watch(SharedRun run) {
        sharedRun = run.replay;
        game.playSingle(run.levelId);
    }

    /** Plays the run's level with the verified run as the ghost (once; it is not kept as the player's best). */
    private void raceAgainst(SharedRun run) {
        sharedGhost = new GhostRun(run.replay);
        game.playSingle(run.levelId);
    }

    // ------------------------------------------------------------------ loading

    private void watchLevelFiles(String path) {
        if (path.equals(game.singleLevel) && Gdx.app.getType() == Application.ApplicationType.Desktop) {
            game.watcher.watch(loader.lastFiles());
        } else {
            game.watcher.stop();
        }
    }

    private void showProblems(String path, Array<LevelProblem> problems) {
        for (LevelProblem p : problems) Gdx.app.error(TiltfallGame.TITLE, p.toString());
        game.show(new LevelErrorScreen(game.ui, path, problems, () -> reload(path), game::showTitle));
    }

    private static Array<LevelProblem> unexpected(String path, Throwable e) {
        Array<LevelProblem> problems = new Array<>();
        problems.add(new LevelProblem(path, -1, null, "could not be loaded: " + e));
        return problems;
    }

    @Override
    public void play(String path) {
        reloadStart.forget();
        load(path, false);
    }

    @Override
    public void reload(String path) {
        Screen current = game.getScreen();
        if (current instanceof GameScreen
                && ((GameScreen) current).level().source.equals(path)) {
            GameScreen screen = (GameScreen) current;
            reloadStart.remember(
                    screen.level(),
                    screen.world().rules().respawnX(),
                    screen.world().rules().respawnY());
        } // else (the level's problems on screen): the checkpoint remembered from its last good play
        load(path, true);
    }

    /**
     * Reads {@code path} and loads the art its renderer draws with, ahead of its start: in the browser, level 1 while
     * the title is shown, so that Play finds its map read and its textures uploaded. A level with problems is left
     * for {@link #play} to report.
     */
    void prepare(String path) {
        forgetPrepared();
        try {
            LevelData level = loader.load(path);
            GameRenderer.loadArt(level, game.ui.art);
            prepared = level;
            preparedPath = path;
        } catch (Throwable e) { // LevelException or worse: the play reads it again and shows the problems
            Gdx.app.log(TiltfallGame.TITLE, "not read ahead: " + path + ": " + e.getMessage());
        }
    }

    private void forgetPrepared() {
        if (prepared != null && prepared.map != null) prepared.map.dispose();
        prepared = null;
        preparedPath = null;
    }

    /** Loads and plays a level; {@code reloaded}: at the checkpoint last reached (a designer's reload). */
    private void load(String path, boolean reloaded) {
        LevelData level;
        try {
            if (!reloaded && path.equals(preparedPath)) {
                level = prepared; // read by prepare(): taken once
                prepared = null;
                preparedPath = null;
            } else {
                forgetPrepared();
                level = loader.load(path);
            }
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
        // what the level checker calls warnings (the level plays): a designer running it sees them in the console
        for (LevelProblem warning : level.warnings) Gdx.app.log(TiltfallGame.TITLE, "warning: " + warning);
        if (game.options.timeLimit > 0) level.timeLimit = game.options.timeLimit; // a test's quick time up
        // a designer's reload starts at the checkpoint last reached; such a run is no replay of the level, so it
        // is not recorded (nor is a replay played from there)
        String startedAt = reloaded && replay == null ? reloadStart.apply(level) : null;
        if (startedAt != null) Gdx.app.log(TiltfallGame.TITLE, "reloaded " + path + ": starting at " + startedAt);
        Replay shared = sharedRun;
        sharedRun = null; // watched once: the next start of a level is played again
        InputSource input;
        if (shared != null && path.equals(shared.level) && startedAt == null) {
            replayInput = new ReplayInput(shared);
            input = replayInput;
            recording = null;
        } else if (startedAt != null) {
            recording = null;
            input = new PlayerInput(new KeyboardInput(game.bindings), game.gamepad, game.ui.touch);
        } else if (replay != null && (!game.options.menus || path.equals(replay.level))) {
            replayInput = new ReplayInput(replay);
            input = replayInput;
            recording = null;
        } else {
            Replay run = new Replay();
            run.level = path;
            recording = new RecordingInput(
                    new PlayerInput(new KeyboardInput(game.bindings), game.gamepad, game.ui.touch), run);
            input = recording;
        }
        GameScreen.ReplayEnd end = input == replayInput && replayInput != null ? replayInput::finished : null;
        GameScreen screen;
        try {
            screen = new GameScreen(game.ui, game.sfx, level, input, game.session, this, end);
        } catch (Throwable e) { // building the world from a validated level should not fail; if it does, say so
            if (level.map != null) level.map.dispose();
            showProblems(path, unexpected(path, e));
            return;
        }
        if (recording != null) race(screen, level);
        game.show(screen);
    }

    /**
     * A person plays from the level start: the race against the chosen ghost (docs/racing.md), or none but the
     * player's own checkpoint times. A ghost that cannot be read or built is told, never fatal.
     */
    private void race(GameScreen screen, LevelData level) {
        GhostRun shared = sharedGhost;
        sharedGhost = null; // raced once
        boolean raceShared = shared != null && level.source.equals(shared.replay.level);
        int choice = game.saves.settings.ghost;
        GhostRun run = raceShared ? shared : choice == Settings.GHOST_BEST ? game.ghosts.load(level.source) : null;
        String problem = raceShared ? null : game.ghosts.problem;
        if (run == null && choice != Settings.GHOST_OFF) run = designerGhost(level.source);
        Ghost ghost = null;
        try {
            if (run != null) ghost = new Ghost(level, run);
        } catch (RuntimeException e) {
            problem = "The ghost could not be started: " + e.getMessage();
        }
        GhostRace race = new GhostRace(screen.world(), ghost);
        if (problem != null) {
            Gdx.app.error(TiltfallGame.TITLE, problem);
            race.say(problem);
        }
        screen.race(race);
    }

    /** The level's committed replay (assets/replays/<level>.replay) as a ghost, or null when it has none. */
    private static GhostRun designerGhost(String levelPath) {
        String id = Progress.id(levelPath);
        String path =
                "replays/" + id.substring(0, id.lastIndexOf('.') < 0 ? id.length() : id.lastIndexOf('.')) + ".replay";
        try {
            if (!Gdx.files.internal(path).exists()) return null;
            Replay r = ReplayFormat.read(Gdx.files.internal(path).readString("UTF-8"), path);
            if (!Progress.id(r.level).equals(id)) return null;
            GhostRun run = new GhostRun(r);
            run.designer = true;
            return run;
        } catch (RuntimeException e) {
            Gdx.app.error(TiltfallGame.TITLE, "designer's ghost " + path + " unusable: " + e.getMessage());
            return null;
        }
    }

    /** Keeps a run that reached the goal from the level start as the ghost when it is the best; a line or null. */
    private String keepBest(GameScreen screen, Tally tally) {
        GhostRace race = screen.race();
        if (recording == null || race == null || !screen.world().isGoalReached()) return null;
        Replay recorded = recording.replay();
        if (recorded.steps() != screen.world().steps()) return null;
        GhostRun run = new GhostRun(recorded);
        recorded.endHash = screen.world().stateHash();
        recorded.hasEndHash = true;
        run.goalStep = (int) screen.world().steps();
        run.score = tally.total;
        run.splits = race.checkpointSteps();
        Ghost raced = race.ghost();
        boolean stale = raced != null && !raced.run().designer && raced.isStale();
        String line = game.ghosts.offer(screen.level().source, run, game.saves.settings.ghostByScore, stale);
        if (line != null) Gdx.app.log(TiltfallGame.TITLE, line);
        return line;
    }

    // ------------------------------------------------------------------ GameScreen.Listener

    @Override
    public void levelCompleted(GameScreen screen) {
        String ghostLine = keepBest(screen, TiltfallGame.tally(screen));
        saveRun(screen, "goal");
        if (game.options.exitAfterReplay && replay != null) return; // replayFinished has asked the app to exit
        game.lastRun = screen.describe(); // the tally tells how the level just played ended (the end-to-end tests)
        Tally tally = TiltfallGame.tally(screen);
        String title = screen.level().title;
        String path = screen.level().source;
        Medals medals = game.medals(path);
        int medal = medals != null ? medals.medal(tally.seconds) : Medals.NONE;
        Session session = game.session;
        MenuScreen m = new MenuScreen(game.ui, "tally");
        m.details = TiltfallGame.details(tally, false, medal);
        if (session == null) {
            Pages.tally(m.menu, title, tally, false, medals, "Play again", () -> play(path), null, game::showTitle);
            ghostLine(m, ghostLine);
            game.show(m);
            return;
        }
        double bestBefore = game.saves.progress.record(path).bestTime;
        boolean best = game.saves.levelCompleted(path, tally.seconds, tally.total, tally.gems, medal);
        boolean more = session.levelCompleted(tally.total);
        Runnable next = more ? () -> play(game.levels.get(session.level())) : () -> game.showVictory(session);
        Runnable retry = () -> {
            game.session =
                    new Session(game.levels.size, session.isTimeTrial()).startAt(game.levels.indexOf(path, false));
            play(path);
        };
        if (session.isTimeTrial()) {
            boolean fastest = bestBefore < 0 || tally.seconds < bestBefore;
            m.details = TiltfallGame.details(tally, fastest, medal);
            Runnable nextTrial = more && game.saves.progress.isUnlocked(game.levels, session.level()) ? next : null;
            Pages.trial(
                    m.menu,
                    title,
                    tally.seconds,
                    game.saves.progress.record(path).bestTime,
                    medals,
                    retry,
                    nextTrial,
                    game::showTimeTrials);
        } else {
            m.details = TiltfallGame.details(tally, best, medal);
            Pages.tally(
                    m.menu, title, tally, best, medals, more ? "Next level" : "Finish", next, game::showLevels, retry);
        }
        ghostLine(m, ghostLine);
        game.show(m);
    }

    /** The tally's line about the ghost (a new one, or why the run was not kept). */
    private static void ghostLine(MenuScreen m, String line) {
        if (line == null) return;
        m.menu.grid.row(); // under the buttons' row
        m.menu.grid.add(m.menu.label(line, m.menu.skin.dimStyle)).colspan(3).padTop(6f);
        final MenuScreen.Details old = m.details;
        m.details = sb -> {
            if (old != null) old.append(sb);
            sb.append(";ghost=").append(line.replace(';', ','));
        };
    }

    @Override
    public void playerDied(GameScreen screen) {
        if (game.session != null && !game.session.playerDied()) {
            gameOver(screen);
            return;
        }
        // otherwise play goes on: the world has put the player back at the last checkpoint (a time up restarts
        // the clock there; the screen shows the message)
    }

    private void gameOver(GameScreen screen) {
        saveRun(screen, "game over");
        game.showGameOver();
    }

    @Override
    public void restart(GameScreen screen) {
        if (game.session == null) {
            play(screen.level().source);
        } else if (game.session.restartLevel()) {
            saveRun(screen, "restart");
            play(game.levels.get(game.session.level()));
        } else {
            gameOver(screen);
        }
    }

    @Override
    public void reload(GameScreen screen) {
        if (game.session != null) return; // F5 is a designer's key: never in the campaign
        reload(screen.level().source);
    }

    @Override
    public void quit(GameScreen screen) {
        saveRun(screen, "quit");
        game.showTitle();
    }

    @Override
    public void replayFinished(GameScreen screen) {
        Gdx.app.log(TiltfallGame.TITLE, "replay finished: " + screen.describe());
        if (game.options.exitAfterReplay) Gdx.app.exit();
    }

    private void saveRun(GameScreen screen, String how) {
        if (game.recorder == null || recording == null) return;
        Replay run = recording.replay();
        // the end state, so that a replay played elsewhere can prove it ran the same (one recorded step per step)
        if (run.steps() == screen.world().steps()) {
            run.endHash = screen.world().stateHash();
            run.hasEndHash = true;
        }
        game.recorder.save(run, how + " after " + clock(screen.world().elapsed()));
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
}
