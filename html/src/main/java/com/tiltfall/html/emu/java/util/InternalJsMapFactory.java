package java.util;

import com.google.gwt.core.client.JavaScriptObject;

/**
 * The web build's copy of GWT 2.11's {@code InternalJsMapFactory} (the JRE emulation's factory of the JavaScript
 * maps behind {@code HashMap} and {@code HashSet}): always the browser's own {@code Map}. GWT's carries a polyfill
 * for browsers without an ES2015 {@code Map} (before Chrome 38, Firefox 13 and Safari 8) and its feature tests;
 * every browser that runs the game's WebGL, Web Audio and service worker has one.
 */
class InternalJsMapFactory {
    private static final JavaScriptObject jsMapCtor = getJsMapConstructor();

    private static native JavaScriptObject getJsMapConstructor() /*-{
      return Map;
    }-*/;

    public static native <V> InternalJsMap<V> newJsMap() /*-{
      return new @InternalJsMapFactory::jsMapCtor;
    }-*/;

    private InternalJsMapFactory() {}
}
