package com.tiltfall;

import com.badlogic.gdx.Screen;
import com.google.gwt.core.client.GWT;
import com.google.gwt.core.client.RunAsyncCallback;
import com.tiltfall.html.WebPreloader;
import com.tiltfall.platform.FileMissingOnServer;
import com.tiltfall.render.GameArt;

/**
 * The browser's level code, behind a GWT split point: everything only {@link LevelPlay} reaches (level loading,
 * physics, entity systems and kinds, GameScreen, the world renderer, replays) is compiled into a separate script
 * ({@code html/deferredjs/...}) that the game asks for once the title is on screen, with the files the first level
 * needs (its map and replay, the art); the other levels' files follow ({@link StagedLevels}). Replaces core's
 * {@code LevelCode} in the GWT build only (super-source of {@code GdxDefinition.gwt.xml}); same public members.
 */
public final class LevelCode {
    /** What the menus and the web page's test hooks ask of the level code. */
    public interface Levels {
        void start();

        void play(String path);

        void reload(String path);

        void playDropped(String path);

        String describe(Screen screen);

        void closing(Screen screen);

        long[] replayTrace(String level, String replayPath);

        String stateDump(String level, String replayPath, int steps);

        String shareCode(String replayText);

        String importRun(String text);
    }

    /** Told once the level code is there ({@code failure} null) or could not be loaded ({@code levels} null). */
    public interface Ready {
        void ready(Levels levels, Throwable failure);
    }

    private LevelCode() {}

    /** The script is in (it counts as one of the files in {@link #progress}). */
    private static boolean codeIn;

    /** How much of the download is in: "3 of 12 files" (the level code's script is one), null before it starts. */
    static String progress() {
        WebPreloader files = WebPreloader.current();
        if (files == null || files.fetchTotal() == 0) return null;
        return (files.fetchDone() + (codeIn ? 1 : 0)) + " of " + (files.fetchTotal() + 1) + " files";
    }

    /**
     * Downloads the level code's script and the files the first level needs (its map and replay, the art, left out
     * of the preload: {@link WebPreloader}) at the same time, then calls {@code ready}, while the other levels' files
     * download ({@link WebPreloader#fetchLevelFiles}); a failed download may be tried
     * again. A failure the server answered (404, 5xx: the page asks it again) is a {@link FileMissingOnServer}. The
     * {@link LevelPlay} is made inside the split point: nothing the menus run names it.
     */
    static void load(final TiltfallGame game, final Ready ready) {
        final Levels[] code = {null};
        // the first level read ahead (StagedLevels.prepareFirstLevel), made in the level code's own script: named
        // here only as a Runnable, so that none of it lands in the start script
        final Runnable[] readAhead = {null};
        final Throwable[] failure = {null};
        // the file that failed first: its name for the player, its address for the page's check
        final String[] failed = {null, null};
        final int[] left = {2};
        final Runnable arrived = () -> {
            if (--left[0] > 0) return;
            if (failure[0] == null) {
                readAhead[0].run();
                ready.ready(code[0], null);
            } else
                serverStatus(
                        failed[1],
                        status -> ready.ready(
                                null, status > 0 ? new FileMissingOnServer(failed[0], status) : failure[0]));
        };
        final String first = game.levels.size > 0 ? game.levels.get(0) : null;
        GWT.runAsync(LevelCode.class, new RunAsyncCallback() {
            @Override
            public void onSuccess() {
                codeIn = true;
                StagedLevels staged = new StagedLevels(new LevelPlay(game), first, WebPreloader.current());
                code[0] = staged;
                readAhead[0] = staged::prepareFirstLevel;
                arrived.run();
            }

            @Override
            public void onFailure(Throwable reason) {
                if (failure[0] == null) {
                    failure[0] = reason;
                    failed[0] = failed[1] = address(reason.getMessage());
                }
                arrived.run();
            }
        });
        WebPreloader files = WebPreloader.current();
        if (files == null) {
            arrived.run();
            return;
        }
        firstLevelFiles(game, failedFile -> {
            if (failedFile != null && failure[0] == null) {
                failure[0] = new IllegalStateException("could not download " + failedFile);
                failed[0] = failedFile;
                failed[1] = files.urlOf(failedFile);
            }
            arrived.run();
        });
    }

    /** The first level's files ({@link #firstLevelFiles}): on their way; in (or failed) with nobody told yet. */
    private static boolean filesOnTheirWay, filesDone;

    private static String filesFailed;
    private static WebPreloader.Fetched filesWaiter;

    /**
     * Starts the downloads {@link #load} waits for while the game makes its title (the network is idle then, and on
     * a phone's network that is most of a second): the first level's files, and the level code's script into the
     * browser's cache, not run (that would hold back the title; {@code runAsync} later finds it there).
     */
    static void prefetch(TiltfallGame game) {
        WebPreloader files = WebPreloader.current();
        if (files == null || filesOnTheirWay || filesDone || codeIn) return;
        // the level code is the first split point (GdxDefinition.gwt.xml): fragment 1
        cacheScript(GWT.getModuleBaseURL() + "deferredjs/" + GWT.getPermutationStrongName() + "/1.cache.js");
        askFiles(game, files);
    }

    private static void askFiles(TiltfallGame game, WebPreloader files) {
        filesOnTheirWay = true;
        String first = game.levels.size > 0 ? game.levels.get(0) : null;
        files.fetchLevelFiles(file -> forFirstLevel(file, first), failed -> {
            filesOnTheirWay = false;
            WebPreloader.Fetched waiter = filesWaiter;
            filesWaiter = null;
            if (waiter != null) waiter.done(failed);
            else {
                filesDone = true;
                filesFailed = failed;
            }
        });
    }

    /** Tells {@code told} once the first level's files are in: those {@link #prefetch} asked for, or asks now. */
    private static void firstLevelFiles(TiltfallGame game, WebPreloader.Fetched told) {
        if (!filesOnTheirWay && !filesDone) askFiles(game, WebPreloader.current());
        if (filesDone) {
            filesDone = false; // told once: a failed download is asked for again by the next load
            told.done(filesFailed);
        } else filesWaiter = told;
    }

    /** Downloads {@code url} into the browser's cache (a failure shows when the script is loaded for real). */
    private static native void cacheScript(String url) /*-{
        if ($wnd.fetch) $wnd.fetch(url).then(function (r) { return r.blob(); })['catch'](function () {});
    }-*/;

    /**
     * Whether the first level (the title's Play) needs {@code file} (an asset path): the first world's art, the tileset, and
     * of the levels' maps and replays only its own. Not the Tiled editor's files (templates, project).
     */
    static boolean forFirstLevel(String file, String firstLevel) {
        if (file.startsWith("tiled/")) return false;
        // level 1 is in the first world (PrepareLevelTest): the other worlds' art comes with the other levels
        if (file.startsWith("art/")) return GameArt.drawnInFirstWorld(file);
        boolean map = file.startsWith("levels/") && (file.endsWith(".tmx") || file.endsWith(".tmj"));
        if (!map && !file.startsWith("replays/")) return true;
        return firstLevel != null && baseName(file).equals(baseName(firstLevel));
    }

    /** "levels/01-first-slopes.tmx" -> "01-first-slopes". */
    private static String baseName(String path) {
        String name = path.substring(path.lastIndexOf('/') + 1);
        int dot = name.lastIndexOf('.');
        return dot < 0 ? name : name.substring(0, dot);
    }

    /** The address in GWT's "Download of http://... failed with status ..." (the whole text if there is none). */
    private static native String address(String message) /*-{
        var url = /\S+:\/\/\S+/.exec(message);
        return url ? url[0] : message;
    }-*/;

    /** Told the server's HTTP status for a file that failed: 404 or 5xx, or 0 (it did not answer, or has it now). */
    interface Status {
        void is(int status);
    }

    /** Asks the page (index.html's {@code tiltfallFileStatus}) how the server answers {@code url} now. */
    private static native void serverStatus(String url, Status told) /*-{
        var tell = $entry(function (status) { told.@com.tiltfall.LevelCode.Status::is(I)(status); });
        if ($wnd.tiltfallFileStatus) $wnd.tiltfallFileStatus(url, tell);
        else tell(0);
    }-*/;
}
