package com.tiltfall.html;

/**
 * The page's query parameters ({@code ?level=...&e2e}): the browser's own URLSearchParams rather than GWT's
 * {@code Window.Location}, whose parser and map cost script bytes (docs/performance/web.md).
 */
final class PageParameters {
    private PageParameters() {}

    /** The first value of {@code name} ("" for a bare {@code ?name}), or null when the page's address has none. */
    static native String get(String name) /*-{
        return new $wnd.URLSearchParams($wnd.location.search).get(name);
    }-*/;
}
