package com.tiltfall.html.build;

import com.tiltfall.html.WebDevice;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What index.html gets so that the files the title waits for download while the browser reads the page, the loader
 * and the compiled script, instead of one after the other:
 *
 * <ul>
 *   <li>the compiled script: a preload as a fetch, which the browser starts as soon as it sees the page's head, used
 *       by a fetch of the page itself; the response lands in the browser's cache, where the loader's script tag (in
 *       GWT's frame) finds it. Not a preload as a script: the script is used by the frame's document, not the page's,
 *       and the browser warned that the preload went unused;
 *   <li>the files libGDX's preloader fetches before the game starts (assets.txt's preloaded files) and the font copy
 *       for the page's pixel ratio, fetched by the page: their names carry a hash and the server lets the browser
 *       keep them, so the preloader's requests, made ~0.3 s later once the script runs, are answered by the cache;
 *   <li>the asset list itself ({@code window.tiltfallAssetList}, a promise of its text), which the preloader reads
 *       instead of asking for it once the script runs: a network round trip less before the title (~0.56 s on a
 *       phone's 3G).
 * </ul>
 */
final class EarlyFetch {
    /** libGDX's asset list, as the page asks for it. */
    static final String ASSET_LIST = "assets/assets.txt";

    private EarlyFetch() {}

    static String html(String script, List<String> titleFiles) {
        StringBuilder list = new StringBuilder();
        for (String f : titleFiles)
            list.append(list.length() == 0 ? "" : ", ").append('\'').append(f).append('\'');
        return "<link rel=\"preload\" as=\"fetch\" href=\"" + script + "\" crossorigin>\n  <script>\n"
                + "    function tiltfallFetch(f) { fetch(f).then(function (r) { return r.arrayBuffer(); })"
                + ".catch(function () {}); }\n"
                + "    tiltfallFetch('" + script + "');\n"
                // the asset list, for the preloader (WebPreloader): never from the cache, as libGDX asks for it
                + (titleFiles.isEmpty()
                        ? ""
                        : "    window.tiltfallAssetList = fetch('" + ASSET_LIST + "', {cache: 'no-store'})"
                                + ".then(function (r) { return r.ok ? r.text() : null; })"
                                + ".catch(function () { return null; });\n")
                // the font copy the game will load: WebDevice.scaleFor (the drawing buffer's pixels per CSS pixel,
                // within WebDevice's caps, the same constants) and MenuSkin.fontScale (rounded, 1 to 3)
                + "    (function () {\n"
                + "      var w = document.documentElement.clientWidth || 1, h = document.documentElement.clientHeight"
                + " || 1;\n"
                + "      var s = Math.min(Math.max(window.devicePixelRatio || 1, 1), " + jsNumber(WebDevice.MAX_SCALE)
                + ");\n"
                + "      var most = " + jsNumber(WebDevice.MAX_PIXELS) + ";\n"
                + "      if (w * h * s * s > most) s = Math.max(1, Math.sqrt(most / (w * h)));\n"
                + "      var copy = '-' + Math.min(Math.max(Math.round(s), 1), 3) + 'x-';\n"
                + "      [" + list + "].forEach(function (f) {\n"
                + "        if (f.indexOf('assets/fonts/') !== 0 || f.indexOf(copy) > 0) tiltfallFetch(f);\n"
                + "      });\n"
                + "    })();\n"
                + "  </script>";
    }

    /** A whole number without ".0", as JavaScript writes it. */
    private static String jsNumber(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }

    /**
     * The files the title waits for, as site paths: assets.txt's preloaded files (not folders) and every font copy
     * (the page picks the one for its pixel ratio). None when the site has no asset list (a build whose assets went
     * elsewhere): the page then fetches only the script early, and the preloader fetches the rest as before.
     */
    static List<String> titleFiles(Path site) throws IOException {
        List<String> files = new ArrayList<>();
        Path list = site.resolve(ASSET_LIST);
        if (!Files.isRegularFile(list)) {
            System.out.println("web build: no " + list + ", so the page fetches no asset early");
            return files;
        }
        for (String line : new String(Files.readAllBytes(list), StandardCharsets.UTF_8).split("\n")) {
            String[] t = line.trim().split(":");
            if (t.length != 6 || t[0].equals("d")) continue;
            if (t[5].equals("1") || t[1].startsWith("fonts/")) files.add("assets/" + t[2]);
        }
        return files;
    }
}
