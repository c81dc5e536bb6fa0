package com.tiltfall.html;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.gwt.GwtApplication;
import com.badlogic.gdx.backends.gwt.preloader.AssetDownloader;
import com.badlogic.gdx.backends.gwt.preloader.AssetFilter.AssetType;
import com.badlogic.gdx.backends.gwt.preloader.Preloader;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.ObjectMap;
import java.util.function.Predicate;

/**
 * libGDX's preloader, told which of the files the build left out of the preload ({@code WebAssetFilter.preload}:
 * the fonts, the levels, the replays, the art) to fetch and when. Before the game starts: the font copies for this
 * screen's pixel ratio only ({@link #preload}), the asset list read from the page's early fetch. Once the title is up,
 * with the level code: the files the first level needs, then the rest ({@link #fetchLevelFiles}). Everything stays in
 * the service worker's list for offline play.
 */
public final class WebPreloader extends Preloader {
    /** Told once the files asked for are in ({@code failedFile} null) or the first one that failed. */
    public interface Fetched {
        void done(String failedFile);
    }

    private final AssetDownloader downloader = new AssetDownloader();
    private int fetchTotal, fetchDone;
    /** The rest of the level files ({@link #fetchLevelFiles}): on their way, all in, and who waits for them. */
    private boolean restOnItsWay, allIn;

    private final Array<Runnable> afterAll = new Array<>();
    /** Chooses the extra files that must be in before the game starts (the fonts for the screen). */
    private final Predicate<String> beforeStart;

    WebPreloader(String baseUrl, Predicate<String> beforeStart) {
        super(baseUrl);
        this.beforeStart = beforeStart;
    }

    /** The page's preloader: {@link GwtApplication#getPreloader()}, or null on other platforms. */
    public static WebPreloader current() {
        if (!(Gdx.app instanceof GwtApplication)) return null;
        Preloader p = ((GwtApplication) Gdx.app).getPreloader();
        return p instanceof WebPreloader ? (WebPreloader) p : null;
    }

    /**
     * libGDX's preload, plus the files {@code beforeStart} chooses among those not preloaded, downloaded at the same
     * time: the game starts (the state ends) once both are in. Reported to {@code callback} as one state, ended once.
     */
    @Override
    public void preload(final String assetFileUrl, final PreloaderCallback callback) {
        PreloaderCallback withExtras = new PreloaderCallback() {
            private PreloaderState all;
            private boolean ended;

            @Override
            public void error(String file) {
                callback.error(file);
            }

            @Override
            public void update(PreloaderState state) {
                if (ended) return;
                if (all == null) {
                    // assets.txt is read, the preloaded files are on their way: add the extra ones
                    Array<Asset> assets = new Array<>(state.assets);
                    Array<Asset> extra = waiting(beforeStart);
                    assets.addAll(extra);
                    all = new PreloaderState(assets);
                    if (extra.size > 0)
                        download(extra, true, failed -> {
                            if (failed != null) callback.error(failed);
                            update(state);
                        });
                }
                ended = all.hasEnded();
                callback.update(all);
            }
        };
        // the page fetched the list while the script downloaded (EarlyFetch): one network round trip less. Without
        // it (a page of another build, a failed fetch) the list is asked for now, as libGDX's preload does; its
        // preload is not called, so its code is not in the script.
        earlyAssetList(list -> {
            if (list != null) {
                preloadFrom(list, withExtras);
                return;
            }
            downloader.loadText(
                    baseUrl + assetFileUrl + "?etag=" + System.currentTimeMillis(),
                    new AssetDownloader.AssetLoaderListener<String>() {
                        @Override
                        public void onProgress(double amount) {}

                        @Override
                        public void onFailure() {
                            withExtras.error(assetFileUrl);
                        }

                        @Override
                        public void onSuccess(String text) {
                            preloadFrom(text, withExtras);
                        }
                    });
        });
    }

    /** What {@link Preloader#preload} does with the asset list once it has it (as libGDX 1.14 reads it). */
    private void preloadFrom(String list, PreloaderCallback callback) {
        Array<Asset> assets = new Array<>();
        ObjectMap<String, Asset> later = notFetched();
        for (String line : list.split("\n")) {
            String[] t = line.split(":");
            if (t.length != 6) {
                callback.error("assets.txt");
                return;
            }
            AssetType type = t[0].equals("i")
                    ? AssetType.Image
                    : t[0].equals("b")
                            ? AssetType.Binary
                            : t[0].equals("a")
                                    ? AssetType.Audio
                                    : t[0].equals("d") ? AssetType.Directory : AssetType.Text;
            long size = type == AssetType.Audio && !downloader.isUseBrowserCache() ? 0 : Long.parseLong(t[3]);
            Asset asset = new Asset(t[1].trim(), t[2].trim(), type, size, t[4]);
            assetNames.put(asset.file, asset.url);
            if (t[5].equals("1") || asset.file.startsWith("com/badlogic/")) assets.add(asset);
            else later.put(asset.file, asset);
        }
        PreloaderState state = new PreloaderState(assets);
        Array<Asset> missing = new Array<>();
        for (Asset asset : assets) {
            if (!contains(asset.file)) missing.add(asset);
            else {
                asset.loaded = asset.size;
                asset.succeed = true;
            }
        }
        download(missing, false, failed -> {
            if (failed != null) callback.error(failed);
            callback.update(state);
        });
        callback.update(state);
    }

    /** Told the asset list's text, or null. */
    interface ListText {
        void is(String text);
    }

    /** The asset list as the page fetched it early ({@code tiltfallAssetList}, a promise), or null without one. */
    private static native void earlyAssetList(ListText told) /*-{
        var list = $wnd.tiltfallAssetList;
        var tell = $entry(function (text) { told.@com.tiltfall.html.WebPreloader.ListText::is(Ljava/lang/String;)(text || null); });
        if (list && list.then) list.then(tell, function () { tell(null); });
        else tell(null);
    }-*/;

    /**
     * Downloads the files not yet here for which {@code which} is true, then tells {@code fetched} (at once when
     * there are none). A file that failed is asked for again on the next call.
     */
    public void fetch(Predicate<String> which, Fetched fetched) {
        Array<Asset> list = waiting(which);
        fetchTotal = list.size;
        fetchDone = 0;
        download(list, true, fetched);
    }

    /**
     * The files only a level needs ({@link #levelFile}) in two steps, so that on a slow network the first level
     * does not wait for the others: first those {@code first} chooses (the first level's map and replay, the art),
     * told to {@code firstIn} and counted by {@link #fetchTotal}; once they are in, the rest (the other levels' maps
     * and replays, the Tiled files), which {@link #whenAllIn} waits for.
     */
    public void fetchLevelFiles(Predicate<String> first, Fetched firstIn) {
        fetch(f -> levelFile(f) && first.test(f), failed -> {
            firstIn.done(failed);
            if (failed == null) fetchTheRest();
        });
    }

    /** Whether every level file is in. */
    public boolean allIn() {
        return allIn;
    }

    /**
     * Runs {@code then} once every level file is in, or the rest's download failed (then what reads a missing file
     * says so; the next call asks for it again).
     */
    public void whenAllIn(Runnable then) {
        if (allIn) {
            then.run();
            return;
        }
        afterAll.add(then);
        fetchTheRest();
    }

    private void fetchTheRest() {
        if (restOnItsWay || allIn) return;
        restOnItsWay = true;
        download(waiting(WebPreloader::levelFile), false, failed -> {
            restOnItsWay = false;
            allIn = failed == null;
            Array<Runnable> told = new Array<>(afterAll);
            afterAll.clear();
            for (Runnable r : told) r.run();
        });
    }

    /** Files asked for by the last {@link #fetch}, and how many of them are in (for a progress line). */
    public int fetchTotal() {
        return fetchTotal;
    }

    public int fetchDone() {
        return fetchDone;
    }

    private Array<Asset> waiting(Predicate<String> which) {
        Array<Asset> list = new Array<>();
        for (ObjectMap.Entry<String, Asset> e : notFetched()) {
            // not those on their way: a file is asked for once
            if (!contains(e.key) && !e.value.downloadStarted && which.test(e.key)) list.add(e.value);
        }
        return list;
    }

    /** Downloads {@code assets}; {@code counted}: each one in counts in {@link #fetchDone}. */
    private void download(Array<Asset> assets, boolean counted, Fetched fetched) {
        if (assets.size == 0) {
            fetched.done(null);
            return;
        }
        int[] left = {assets.size};
        String[] failed = {null};
        for (Asset asset : assets) {
            asset.failed = false;
            asset.succeed = false;
            asset.downloadStarted = true;
            downloader.load(
                    baseUrl + asset.url, asset.type, asset.mimeType, new AssetDownloader.AssetLoaderListener<Object>() {
                        @Override
                        public void onProgress(double amount) {
                            asset.loaded = (long) amount;
                        }

                        @Override
                        public void onFailure() {
                            asset.failed = true;
                            asset.downloadStarted = false;
                            if (failed[0] == null) failed[0] = asset.file;
                            if (--left[0] == 0) fetched.done(failed[0]);
                        }

                        @Override
                        public void onSuccess(Object result) {
                            putAssetInMap(result, asset);
                            asset.loaded = asset.size;
                            asset.succeed = true;
                            if (counted) fetchDone++;
                            if (--left[0] == 0) fetched.done(failed[0]);
                        }
                    });
        }
    }

    /** The address a file is downloaded from (its name carries a hash of its content). */
    public String urlOf(String file) {
        String url = assetNames.get(file);
        return baseUrl + (url != null ? url : file);
    }

    /** True for the files only a level needs: everything not preloaded but the fonts and the audio. */
    public static boolean levelFile(String file) {
        return !file.startsWith("fonts/")
                && !file.startsWith("sounds/")
                && !file.startsWith("music/")
                && !file.startsWith("com/badlogic/");
    }

    /** Preloader's list of the files assets.txt marks as not preloaded (private there: read through JSNI). */
    private native ObjectMap<String, Asset> notFetched() /*-{
        return this.@com.badlogic.gdx.backends.gwt.preloader.Preloader::stillToFetchAssets;
    }-*/;
}
