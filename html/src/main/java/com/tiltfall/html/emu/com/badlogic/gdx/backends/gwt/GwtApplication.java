/*******************************************************************************
 * Copyright 2011 See AUTHORS file.
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *   http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 ******************************************************************************/
package com.badlogic.gdx.backends.gwt;

import com.badlogic.gdx.Application;
import com.badlogic.gdx.ApplicationListener;
import com.badlogic.gdx.ApplicationLogger;
import com.badlogic.gdx.Audio;
import com.badlogic.gdx.Files;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Graphics;
import com.badlogic.gdx.Input;
import com.badlogic.gdx.LifecycleListener;
import com.badlogic.gdx.Net;
import com.badlogic.gdx.Preferences;
import com.badlogic.gdx.backends.gwt.preloader.Preloader;
import com.badlogic.gdx.backends.gwt.preloader.Preloader.PreloaderCallback;
import com.badlogic.gdx.backends.gwt.preloader.Preloader.PreloaderState;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.Clipboard;
import com.badlogic.gdx.utils.ObjectMap;
import com.badlogic.gdx.utils.TimeUtils;
import com.google.gwt.animation.client.AnimationScheduler;
import com.google.gwt.animation.client.AnimationScheduler.AnimationCallback;
import com.google.gwt.core.client.EntryPoint;
import com.google.gwt.core.client.GWT;
import com.google.gwt.core.client.JavaScriptObject;
import com.google.gwt.dom.client.CanvasElement;
import com.google.gwt.dom.client.Document;
import com.google.gwt.dom.client.Element;
import com.google.gwt.user.client.ui.Widget;

/* Tiltfall's web build (GWT super-source, docs/performance/web.md): libGDX 1.14.2's GwtApplication without GWT's
 * widgets. The canvas goes straight into the page's #embed-<module> element (or the body), the window's resize is a
 * plain event listener, and there is no preloader panel, log text area or "no WebGL" widget: the launcher draws its
 * own loading bar and messages in the page. That drops GWT's widget, panel and event-bus classes from the script.
 * Otherwise as libGDX's. */

/** Implementation of an {@link Application} based on GWT. Clients have to override {@link #getConfig()} and
 * {@link #createApplicationListener()}. Clients can override the default loading screen via {@link #getPreloaderCallback()} and
 * implement any loading screen drawing via GWT widgets.
 * @author mzechner */
public abstract class GwtApplication implements EntryPoint, Application {
    private ApplicationListener listener;
    GwtApplicationConfiguration config;
    GwtGraphics graphics;
    private GwtAudio audio;
    private GwtInput input;
    private GwtNet net;
    private Element root = null;
    private int logLevel = LOG_ERROR;
    private ApplicationLogger applicationLogger;
    protected final Array<Runnable> runnables = new Array<Runnable>();
    protected final Array<Runnable> runnablesHelper = new Array<Runnable>();
    protected final Array<LifecycleListener> lifecycleListeners = new Array<LifecycleListener>();
    private int lastWidth;
    private int lastHeight;
    Preloader preloader;
    private static AgentInfo agentInfo;
    private ObjectMap<String, Preferences> prefs = new ObjectMap<String, Preferences>();
    private Clipboard clipboard;
    LoadingListener loadingListener;

    /** @return the configuration for the {@link GwtApplication}. */
    public abstract GwtApplicationConfiguration getConfig();

    public String getPreloaderBaseURL() {
        String moduleUrl = GWT.getModuleBaseURL();
        // The assets directory is stored alongside the module, find the base path without the module name
        // Total Length - len("html") - len("/")
        int correctLength = moduleUrl.length() - GWT.getModuleName().length() - 1;
        return moduleUrl.substring(0, correctLength) + "assets/";
    }

    @Override
    public ApplicationListener getApplicationListener() {
        return listener;
    }

    public abstract ApplicationListener createApplicationListener();

    @Override
    public void onModuleLoad() {
        GwtApplication.agentInfo = computeAgentInfo();
        this.listener = createApplicationListener();
        this.config = getConfig();
        setApplicationLogger(new GwtApplicationLogger(this.config.log));

        root = Document.get().getElementById("embed-" + GWT.getModuleName());
        if (root == null) root = Document.get().getBody();
        if (!config.isFixedSizeApplication()) addResizeListener();

        preloadAssets();
    }

    void preloadAssets() {
        final PreloaderCallback callback = getPreloaderCallback();
        preloader = createPreloader();
        preloader.preload("assets.txt", new PreloaderCallback() {
            @Override
            public void error(String file) {
                callback.error(file);
            }

            @Override
            public void update(PreloaderState state) {
                callback.update(state);
                if (state.hasEnded()) {
                    if (loadingListener != null) loadingListener.beforeSetup();
                    setupLoop();
                    addEventListeners();
                    if (loadingListener != null) loadingListener.afterSetup();
                }
            }
        });
    }

    /** Called when WebGL is not supported; the widget it returns is not shown (the page shows its own message). */
    public Widget getNoWebGLSupportWidget() {
        return null;
    }

    void setupLoop() {
        Gdx.app = this;
        // setup modules
        try {
            graphics = new GwtGraphics(root, config);
        } catch (Throwable e) {
            error("GwtApplication", "exception: " + e.getMessage(), e);
            getNoWebGLSupportWidget();
            return;
        }
        lastWidth = graphics.getWidth();
        lastHeight = graphics.getHeight();
        Gdx.graphics = graphics;
        Gdx.gl20 = graphics.getGL20();
        Gdx.gl30 = graphics.getGL30();
        Gdx.gl = Gdx.gl20;
        if (config.disableAudio) {
            audio = null;
        } else {
            audio = createAudio();
        }
        Gdx.audio = audio;
        Gdx.files = createFiles();
        this.input = createInput(graphics.canvas, this.config);
        Gdx.input = this.input;
        this.net = new GwtNet(config);
        Gdx.net = this.net;
        this.clipboard = new GwtClipboard();

        // tell listener about app creation
        try {
            listener.create();
            listener.resize(graphics.getWidth(), graphics.getHeight());
        } catch (Throwable t) {
            error("GwtApplication", "exception: " + t.getMessage(), t);
            t.printStackTrace();
            throw new RuntimeException(t);
        }

        setupMainLoop();
    }

    protected void setupMainLoop() {
        AnimationScheduler.get()
                .requestAnimationFrame(
                        new AnimationCallback() {
                            @Override
                            public void execute(double timestamp) {
                                try {
                                    mainLoop();
                                } catch (Throwable t) {
                                    error("GwtApplication", "exception: " + t.getMessage(), t);
                                    throw new RuntimeException(t);
                                }
                                AnimationScheduler.get().requestAnimationFrame(this, graphics.canvas);
                            }
                        },
                        graphics.canvas);
    }

    void mainLoop() {
        graphics.update();
        if (Gdx.graphics.getWidth() != lastWidth || Gdx.graphics.getHeight() != lastHeight) {
            lastWidth = graphics.getWidth();
            lastHeight = graphics.getHeight();
            Gdx.gl.glViewport(0, 0, lastWidth, lastHeight);
            GwtApplication.this.listener.resize(lastWidth, lastHeight);
        }
        runnablesHelper.addAll(runnables);
        runnables.clear();
        for (int i = 0; i < runnablesHelper.size; i++) {
            runnablesHelper.get(i).run();
        }
        runnablesHelper.clear();
        graphics.frameId++;
        listener.render();
        input.reset();
    }

    /** The element the canvas is in. */
    public Element getRootElement() {
        return root;
    }

    long loadStart = TimeUtils.nanoTime();

    public Preloader createPreloader() {
        return new Preloader(getPreloaderBaseURL());
    }

    /** What the preloader reports to; by default nothing is shown (Tiltfall's launcher shows the page's own bar). */
    public PreloaderCallback getPreloaderCallback() {
        return new PreloaderCallback() {
            @Override
            public void error(String file) {
                System.out.println("error: " + file);
            }

            @Override
            public void update(PreloaderState state) {}
        };
    }

    @Override
    public Graphics getGraphics() {
        return graphics;
    }

    @Override
    public Audio getAudio() {
        return audio;
    }

    @Override
    public Input getInput() {
        return Gdx.input;
    }

    @Override
    public Files getFiles() {
        return Gdx.files;
    }

    @Override
    public Net getNet() {
        return Gdx.net;
    }

    @Override
    public void log(String tag, String message) {
        if (logLevel >= LOG_INFO) getApplicationLogger().log(tag, message);
    }

    @Override
    public void log(String tag, String message, Throwable exception) {
        if (logLevel >= LOG_INFO) getApplicationLogger().log(tag, message, exception);
    }

    @Override
    public void error(String tag, String message) {
        if (logLevel >= LOG_ERROR) getApplicationLogger().error(tag, message);
    }

    @Override
    public void error(String tag, String message, Throwable exception) {
        if (logLevel >= LOG_ERROR) getApplicationLogger().error(tag, message, exception);
    }

    @Override
    public void debug(String tag, String message) {
        if (logLevel >= LOG_DEBUG) getApplicationLogger().debug(tag, message);
    }

    @Override
    public void debug(String tag, String message, Throwable exception) {
        if (logLevel >= LOG_DEBUG) getApplicationLogger().debug(tag, message, exception);
    }

    @Override
    public void setLogLevel(int logLevel) {
        this.logLevel = logLevel;
    }

    @Override
    public int getLogLevel() {
        return logLevel;
    }

    @Override
    public void setApplicationLogger(ApplicationLogger applicationLogger) {
        this.applicationLogger = applicationLogger;
    }

    @Override
    public ApplicationLogger getApplicationLogger() {
        return applicationLogger;
    }

    @Override
    public ApplicationType getType() {
        return ApplicationType.WebGL;
    }

    @Override
    public int getVersion() {
        return 0;
    }

    public native double usedJSHeapSize() /*-{
		if ("memory" in $wnd.performance) {
			return $wnd.performance.memory.usedJSHeapSize;
		}
		return 0;
	}-*/;

    @Override
    public long getJavaHeap() {
        return (long) usedJSHeapSize();
    }

    @Override
    public long getNativeHeap() {
        return getJavaHeap();
    }

    @Override
    public Preferences getPreferences(String name) {
        Preferences pref = prefs.get(name);
        if (pref == null) {
            pref = new GwtPreferences(name);
            prefs.put(name, pref);
        }
        return pref;
    }

    @Override
    public Clipboard getClipboard() {
        return clipboard;
    }

    @Override
    public void postRunnable(Runnable runnable) {
        runnables.add(runnable);
    }

    @Override
    public void exit() {}

    protected GwtAudio createAudio() {
        return new DefaultGwtAudio();
    }

    protected Files createFiles() {
        return new GwtFiles(preloader);
    }

    protected GwtInput createInput(CanvasElement canvas, GwtApplicationConfiguration config) {
        return new DefaultGwtInput(canvas, config);
    }

    /** @return {@code true} if application runs on a mobile device */
    public static native boolean isMobileDevice() /*-{
		// RegEx pattern from detectmobilebrowsers.com (public domain)
		return /^(?:(android|bb\d+|meego).+mobile|avantgo|bada\/|blackberry|blazer|compal|elaine|fennec|hiptop|iemobile|ip(hone|od)|iris|kindle|lge |maemo|midp|mmp|mobile.+firefox|netfront|opera m(ob|in)i|palm( os)?|phone|p(ixi|re)\/|plucker|pocket|psp|series(4|6)0|symbian|treo|up\.(browser|link)|vodafone|wap|windows ce|xda|xiino|android|ipad|playbook|silk)$/
			.test($wnd.navigator.userAgent.toLowerCase());
	}-*/;

    public static AgentInfo agentInfo() {
        return agentInfo;
    }

    /** kindly borrowed from PlayN **/
    private static native AgentInfo computeAgentInfo() /*-{
																			var userAgent = navigator.userAgent.toLowerCase();
																			return {
																			// browser type flags
																			isFirefox : userAgent.indexOf("firefox") != -1,
																			isChrome : userAgent.indexOf("chrome") != -1,
																			isSafari : userAgent.indexOf("safari") != -1,
																			isOpera : userAgent.indexOf("opera") != -1,
																			isIE : userAgent.indexOf("msie") != -1 || userAgent.indexOf("trident") != -1,
																			// OS type flags
																			isMacOS : userAgent.indexOf("mac") != -1,
																			isLinux : userAgent.indexOf("linux") != -1,
																			isWindows : userAgent.indexOf("win") != -1
																			};
																			}-*/;

    /** Returned by {@link #agentInfo}. Kindly borrowed from PlayN. */
    public static class AgentInfo extends JavaScriptObject {
        public final native boolean isFirefox() /*-{
																return this.isFirefox;
																}-*/;

        public final native boolean isChrome() /*-{
																return this.isChrome;
																}-*/;

        public final native boolean isSafari() /*-{
																return this.isSafari;
																}-*/;

        public final native boolean isOpera() /*-{
															return this.isOpera;
															}-*/;

        public final native boolean isIE() /*-{
														return this.isIE;
														}-*/;

        public final native boolean isMacOS() /*-{
															return this.isMacOS;
															}-*/;

        public final native boolean isLinux() /*-{
															return this.isLinux;
															}-*/;

        public final native boolean isWindows() /*-{
																return this.isWindows;
																}-*/;

        protected AgentInfo() {}
    }

    public String getBaseUrl() {
        return preloader.baseUrl;
    }

    public Preloader getPreloader() {
        return preloader;
    }

    public CanvasElement getCanvasElement() {
        return graphics.canvas;
    }

    public LoadingListener getLoadingListener() {
        return loadingListener;
    }

    public void setLoadingListener(LoadingListener loadingListener) {
        this.loadingListener = loadingListener;
    }

    @Override
    public void addLifecycleListener(LifecycleListener listener) {
        synchronized (lifecycleListeners) {
            lifecycleListeners.add(listener);
        }
    }

    @Override
    public void removeLifecycleListener(LifecycleListener listener) {
        synchronized (lifecycleListeners) {
            lifecycleListeners.removeValue(listener, true);
        }
    }

    public static native void consoleLog(String message) /*-{
		console.log( "GWT: " + message );
	}-*/;

    private native void addEventListeners() /*-{
		var self = this;

		var eventName = null;
		if ("hidden" in $doc) {
			eventName = "visibilitychange"
		} else if ("webkitHidden" in $doc) {
			eventName = "webkitvisibilitychange"
		} else if ("mozHidden" in $doc) {
			eventName = "mozvisibilitychange"
		} else if ("msHidden" in $doc) {
			eventName = "msvisibilitychange"
		}

		if (eventName !== null) {
			$doc.addEventListener(eventName, function(e) {
				self.@com.badlogic.gdx.backends.gwt.GwtApplication::onVisibilityChange(Z)($doc['hidden'] !== true);
			});
		}
	}-*/;

    private void onVisibilityChange(boolean visible) {
        if (visible) {
            for (LifecycleListener listener : lifecycleListeners) {
                listener.resume();
            }
            listener.resume();
        } else {
            for (LifecycleListener listener : lifecycleListeners) {
                listener.pause();
            }
            listener.pause();
        }
    }

    /** LoadingListener interface main purpose is to do some things before or after {@link GwtApplication#setupLoop()} */
    public interface LoadingListener {
        /** Method called before the setup */
        public void beforeSetup();

        /** Method called after the setup */
        public void afterSetup();
    }

    /** ResizeListener called when browser window is resized */
    private native void addResizeListener() /*-{
		var self = this;
		$wnd.addEventListener('resize', $entry(function () {
			self.@com.badlogic.gdx.backends.gwt.GwtApplication::onResize(II)($doc.documentElement.clientWidth,
				$doc.documentElement.clientHeight);
		}));
	}-*/;

    private void onResize(int clientWidth, int clientHeight) {
        int width = clientWidth - config.padHorizontal;
        int height = clientHeight - config.padVertical;

        // ignore 0, 0
        if (width == 0 || height == 0) {
            return;
        }

        // while preloading and before setupLoop() is called, graphics are not initialized
        if (graphics != null) {
            // event calls us with logical pixel size, so if we use physical pixels internally,
            // we need to convert them
            if (config.usePhysicalPixels) {
                double density = GwtGraphics.getNativeScreenDensity();
                width = (int) (width * density);
                height = (int) (height * density);
            }
            graphics.setCanvasSize(width, height);
        }
    }
}
