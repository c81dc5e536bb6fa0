package com.tiltfall.html;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.gwt.GwtApplication;
import com.badlogic.gdx.backends.gwt.preloader.AssetDownloader;
import com.badlogic.gdx.backends.gwt.preloader.Preloader;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.ObjectMap;
import java.util.function.Predicate;

/**
 * libGDX's preloader, told which of the files the build left out of the preload ({@code WebAssetFilter.preload}:
 * the fonts, the levels, the replays, the art) to fetch and when. Before the game starts: the font copies for this
 * screen's pixel ratio only ({@link #preload}). Once the title is up, with the level code: the files only a level
 * needs ({@link #fetch}). Everything stays in the service worker's list for offline play.
 */
public final class WebPreloader extends Preloader {
    /** Told once the files asked for are in ({@code failedFile} null) or the first one that failed. */
    public interface Fetched {
        void done(String failedFile);
    }

    private final AssetDownloader downloader = new AssetDownloader();
    private int fetchTotal, fetchDone;
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
        super.preload(assetFileUrl, new PreloaderCallback() {
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
                        download(extra, failed -> {
                            if (failed != null) callback.error(failed);
                            update(state);
                        });
                }
                ended = all.hasEnded();
                callback.update(all);
            }
        });
    }

    /**
     * Downloads the files not yet here for which {@code which} is true, then tells {@code fetched} (at once when
     * there are none). A file that failed is asked for again on the next call.
     */
    public void fetch(Predicate<String> which, Fetched fetched) {
        Array<Asset> list = waiting(which);
        fetchTotal = list.size;
        fetchDone = 0;
        download(list, fetched);
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
            if (!contains(e.key) && which.test(e.key)) list.add(e.value);
        }
        return list;
    }

    private void download(Array<Asset> assets, Fetched fetched) {
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
                            fetchDone++;
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
