package com.tiltfall.html;

import com.badlogic.gdx.ApplicationListener;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.gwt.GwtApplication;
import com.badlogic.gdx.backends.gwt.GwtApplicationConfiguration;
import com.badlogic.gdx.backends.gwt.GwtAudio;
import com.badlogic.gdx.backends.gwt.preloader.Preloader;
import com.badlogic.gdx.backends.gwt.preloader.Preloader.PreloaderCallback;
import com.badlogic.gdx.backends.gwt.preloader.Preloader.PreloaderState;
import com.google.gwt.core.client.JavaScriptObject;
import com.tiltfall.LevelCode;
import com.tiltfall.TiltfallGame;
import com.tiltfall.input.Bindings;
import com.tiltfall.level.TmjMaps;
import com.tiltfall.platform.LaunchOptions;
import com.tiltfall.ui.MenuSkin;

/**
 * Starts Tiltfall in the browser: a canvas that fills the window and follows its size, with a drawing buffer at the
 * screen's resolution up to a cap ({@link WebDevice}), the page's own loading bar, and a message on the page when a
 * file cannot be downloaded (then the game does not start) or the game stops.
 */
public class HtmlLauncher extends GwtApplication {
    private TiltfallGame game;
    private final WebRunRecorder runs = new WebRunRecorder();
    private final WebDevice device = new WebDevice();
    private String failedDownload;

    /** A .tmj given as ?level= needs the JSON reader ({@link TmjMaps}) before the game starts. */
    @Override
    public void onModuleLoad() {
        String level = PageParameters.get("level");
        if (level != null && level.toLowerCase().endsWith(".tmj")) TmjMaps.load(failure -> super.onModuleLoad());
        else super.onModuleLoad();
    }

    @Override
    public GwtApplicationConfiguration getConfig() {
        // Width and height 0: the canvas fills the page and resizes with the window. CSS pixels here; WebDevice
        // gives the drawing buffer the screen's pixels (capped), so the UI can be sized in CSS pixels.
        GwtApplicationConfiguration config = new GwtApplicationConfiguration(false);
        config.padHorizontal = 0;
        config.padVertical = 0;
        // End-to-end tests read the canvas pixels back; players don't need the extra copy.
        config.preserveDrawingBuffer = PageParameters.get("e2e") != null;
        return config;
    }

    /** The page's audio starts when the game first loads a sound, after the title is drawn. */
    @Override
    protected GwtAudio createAudio() {
        return new DeferredWebAudio();
    }

    @Override
    public ApplicationListener createApplicationListener() {
        LaunchOptions options = new LaunchOptions();
        // ?level=levels/02-ramps-and-rolls.tmx opens a level directly; &replay=replays/... plays a recorded run.
        options.level = PageParameters.get("level");
        options.replay = PageParameters.get("replay");
        // &menus: start at the title anyway; the replay drives its level when the menus start it (end-to-end tests)
        options.menus = PageParameters.get("menus") != null;
        // &speed=3: game time three times the wall clock's, the same steps (tests of flows, not of pace)
        String speed = PageParameters.get("speed");
        if (speed != null) {
            try {
                options.speed = LaunchOptions.speed("speed", speed);
            } catch (IllegalArgumentException e) {
                options.speed = 1.0; // a bad factor plays at the wall clock's pace
            }
        }
        // ?run=TF1....: a shared run's code in a link, verified and then watched
        options.importRun = PageParameters.get("run");
        Bindings bindings = new Bindings(); // the settings fill it in; the pad reads it every step
        game = new TiltfallGame(options, new WebGamepad(bindings), runs)
                .device(device)
                .bindings(bindings)
                .storage(WebStorage::open)
                .ghosts(WebStorage.ghosts());
        exportDescribe();
        exportOpenLevel();
        exportReplayTrace();
        exportSharing();
        ApplicationListener played = game;
        if (PageParameters.get("designer") != null) {
            CrashTestHook crashTest = new CrashTestHook(game);
            exportCrashTest(crashTest);
            played = crashTest;
        }
        return new GuardedListener(played, device) {
            private boolean settled;

            /** Not started when a file it needs did not download: the page says why, and nothing plays behind it. */
            @Override
            public void create() {
                if (failedDownload == null) super.create();
                else halt();
            }

            @Override
            public void render() {
                super.render();
                if (!settled && game.hasLevelCode() && everyLevelFileIn()) {
                    settled = true;
                    titleAndLevelIn();
                }
            }

            @Override
            void failed(Throwable t) {
                // a missing file explains the crash better than the crash itself
                if (failedDownload == null) pageSays("tiltfallStopped", t.getMessage(), null);
            }
        };
    }

    /**
     * libGDX's preloader, which also fetches the fonts for this screen's pixel ratio (the build preloads only the
     * level list: {@code WebAssetFilter}); the level's files come with the level code ({@link WebPreloader}).
     */
    @Override
    public Preloader createPreloader() {
        String copy = "-" + MenuSkin.fontScale((float) WebDevice.expectedScale()) + "x.";
        return new WebPreloader(getPreloaderBaseURL(), file -> file.startsWith("fonts/") && file.contains(copy));
    }

    /** The page's own loading bar (index.html #loading), and a message when a file cannot be downloaded. */
    @Override
    public PreloaderCallback getPreloaderCallback() {
        return new PreloaderCallback() {
            @Override
            public void error(String file) {
                if (failedDownload != null) return;
                failedDownload = file;
                HtmlLauncher.this.error("Tiltfall", "could not download " + file);
                pageSays("tiltfallDownloadFailed", file, ((WebPreloader) getPreloader()).urlOf(file));
            }

            @Override
            public void update(PreloaderState state) {
                loading(state.getProgress(), state.hasEnded());
            }
        };
    }

    /** The page says it (no widget: the web build's GwtApplication shows none, docs/performance/web.md). */
    @Override
    public com.google.gwt.user.client.ui.Widget getNoWebGLSupportWidget() {
        pageSays("tiltfallNoWebGL", null, null);
        return null;
    }

    /**
     * Tells the page the game is on screen and the level code is in: it then starts what can wait (the offline
     * cache, index.html), which must not take a phone's bandwidth from the title or level 1.
     */
    private static native void titleAndLevelIn() /*-{
        if ($wnd.tiltfallShown) $wnd.tiltfallShown();
    }-*/;

    private static native void loading(float progress, boolean done) /*-{
        var bar = $doc.getElementById('loading-bar');
        if (bar) bar.style.width = (100 * progress) + '%';
        var box = $doc.getElementById('loading');
        if (box && done) box.style.display = 'none';
    }-*/;

    /**
     * Tells the page (index.html), which words every problem for the player: {@code tiltfallStopped(message)} (the
     * game threw), {@code tiltfallNoWebGL()}, {@code tiltfallDownloadFailed(file, url)} (it asks the server again
     * whether it lacks the file or the connection failed). The wording lives there: the game's script stays small.
     */
    private static native void pageSays(String what, String a, String b) /*-{
        if ($wnd[what]) $wnd[what](a, b);
    }-*/;

    String describe() {
        return game == null ? "starting" : game.describe();
    }

    /** Called by the page when a designer opens or drops a .tmx file: play it on the game's thread. */
    void openLevel(String name, String text) {
        whenReadable(text.trim().startsWith("{"), () -> game.openDroppedLevel(name, text));
    }

    /**
     * Called by the page with the file's bytes, one character per byte (0-255), and its real size (only the first
     * bytes are passed for a file over the size limit): decoded by the game exactly like a file on the desktop.
     */
    void openLevelBytes(String name, String binary, double size) {
        byte[] bytes = new byte[binary.length()];
        for (int i = 0; i < bytes.length; i++) bytes[i] = (byte) binary.charAt(i);
        long length = (long) size;
        whenReadable(startsLikeJson(bytes), () -> game.openDroppedLevel(name, bytes, length));
    }

    /**
     * Opens a level on the game's thread; a JSON map (.tmj) once the page has downloaded its reader ({@link TmjMaps},
     * a split point). If that download fails, the level is opened anyway and the loader names the problem.
     */
    private static void whenReadable(boolean json, Runnable open) {
        if (!json) {
            Gdx.app.postRunnable(open);
            return;
        }
        TmjMaps.load(failure -> {
            if (failure != null) Gdx.app.error("Tiltfall", "could not load the .tmj reader: " + failure);
            Gdx.app.postRunnable(open);
        });
    }

    /** True when the first character after an optional UTF-8 byte order mark and blanks is '{', as in a .tmj. */
    static boolean startsLikeJson(byte[] bytes) {
        int i = bytes.length >= 3 && bytes[0] == (byte) 0xEF && bytes[1] == (byte) 0xBB && bytes[2] == (byte) 0xBF
                ? 3
                : 0;
        while (i < bytes.length && (bytes[i] == ' ' || bytes[i] == '\t' || bytes[i] == '\n' || bytes[i] == '\r')) i++;
        return i < bytes.length && bytes[i] == '{';
    }

    String lastRun() {
        return runs.lastRun();
    }

    String lastRunName() {
        return runs.lastName();
    }

    /** Whether every level's files are in (the level code hands over once the first level's are). */
    private static boolean everyLevelFileIn() {
        WebPreloader files = WebPreloader.current();
        return files == null || files.allIn();
    }

    /** The level code once every level's files are in too: the page's hooks may name any level. */
    private void withEveryLevel(LevelCode.Ready ready) {
        game.fetchLevelCode((code, failure) -> {
            WebPreloader files = WebPreloader.current();
            if (code == null || files == null) ready.ready(code, failure);
            else files.whenAllIn(() -> ready.ready(code, null));
        });
    }

    /**
     * Plays a level's replay headless in the page and hands {@code done} the state hash after every step (16 hex
     * digits each, space separated): the browser test compares it with the JVM's, step by step. Asynchronous: the
     * level code may still be downloading.
     */
    void replayTrace(String level, String replayPath, JavaScriptObject done) {
        withEveryLevel((code, failure) -> {
            if (code == null) {
                answer(done, "failed: " + failure);
                return;
            }
            long[] hashes = code.replayTrace(level, replayPath);
            StringBuilder sb = new StringBuilder(hashes.length * 17);
            for (long h : hashes) {
                if (sb.length() > 0) sb.append(' ');
                String hex = Long.toHexString(h);
                for (int i = hex.length(); i < 16; i++) sb.append('0');
                sb.append(hex);
            }
            answer(done, sb.toString());
        });
    }

    /** The level's numbers and the first steps of a replay as exact bits ({@code StateDump}), to {@code done}. */
    void stateDump(String level, String replayPath, int steps, JavaScriptObject done) {
        withEveryLevel((code, failure) ->
                answer(done, code == null ? "failed: " + failure : code.stateDump(level, replayPath, steps)));
    }

    /** The last finished run's code (share.RunCode) to {@code done}, or null when there is none or it cannot be made. */
    void lastRunCode(JavaScriptObject done) {
        String run = runs.lastRun();
        if (run == null) {
            answer(done, null);
            return;
        }
        withEveryLevel((code, failure) -> answer(done, code == null ? null : code.shareCode(run)));
    }

    /** A pasted or dropped run code: verified, shown by the game (watched when verified); the verdict to {@code done}. */
    void importRun(String text, JavaScriptObject done) {
        withEveryLevel((code, failure) ->
                answer(done, code == null ? "the game's level code did not load: " + failure : code.importRun(text)));
    }

    private native void exportSharing() /*-{
        var self = this;
        $wnd.tiltfallRunCode = $entry(function (done) {
            self.@com.tiltfall.html.HtmlLauncher::lastRunCode(Lcom/google/gwt/core/client/JavaScriptObject;)(done);
        });
        $wnd.tiltfallImportRun = $entry(function (text, done) {
            self.@com.tiltfall.html.HtmlLauncher::importRun(Ljava/lang/String;Lcom/google/gwt/core/client/JavaScriptObject;)(text, done);
        });
    }-*/;

    private static native void answer(JavaScriptObject done, String text) /*-{
        done(text);
    }-*/;

    private native void exportReplayTrace() /*-{
        var self = this;
        $wnd.tiltfallReplayTrace = $entry(function (level, replay, done) {
            self.@com.tiltfall.html.HtmlLauncher::replayTrace(Ljava/lang/String;Ljava/lang/String;Lcom/google/gwt/core/client/JavaScriptObject;)(level, replay, done);
        });
        $wnd.tiltfallStateDump = $entry(function (level, replay, steps, done) {
            self.@com.tiltfall.html.HtmlLauncher::stateDump(Ljava/lang/String;Ljava/lang/String;ILcom/google/gwt/core/client/JavaScriptObject;)(level, replay, steps, done);
        });
    }-*/;

    private native void exportOpenLevel() /*-{
        var self = this;
        $wnd.tiltfallLastRun = $entry(function () {
            var text = self.@com.tiltfall.html.HtmlLauncher::lastRun()();
            return text == null ? null : {name: self.@com.tiltfall.html.HtmlLauncher::lastRunName()(), text: text};
        });
        $wnd.tiltfallOpenLevel = $entry(function (name, text) {
            self.@com.tiltfall.html.HtmlLauncher::openLevel(Ljava/lang/String;Ljava/lang/String;)(name, text);
        });
        $wnd.tiltfallOpenLevelBytes = $entry(function (name, binary, size) {
            self.@com.tiltfall.html.HtmlLauncher::openLevelBytes(Ljava/lang/String;Ljava/lang/String;D)(name, binary, size);
        });
    }-*/;

    /**
     * window.tiltfallCrashTest(): the game's next frame throws; tiltfallCrashTest('arrival'): the code run when the
     * level code arrives throws (designer mode only, for the browser test).
     */
    private static native void exportCrashTest(CrashTestHook hook) /*-{
        $wnd.tiltfallCrashTest = $entry(function (where) {
            if (where === 'arrival') hook.@com.tiltfall.html.CrashTestHook::armOnArrival()();
            else hook.@com.tiltfall.html.CrashTestHook::arm()();
        });
    }-*/;

    String layout() {
        return game == null ? "" : game.layout();
    }

    /**
     * window.tiltfallState() returns the game's one-line summary: for tests and bug reports from players;
     * window.tiltfallLayout() where the menu's rows and the touch controls are (the layout tests).
     */
    private native void exportDescribe() /*-{
        var self = this;
        $wnd.tiltfallState = $entry(function () {
            return self.@com.tiltfall.html.HtmlLauncher::describe()();
        });
        $wnd.tiltfallLayout = $entry(function () {
            return self.@com.tiltfall.html.HtmlLauncher::layout()();
        });
    }-*/;
}
