package com.tiltfall.html.build;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;

/**
 * The last step of the web build (Maven's package phase, after the GWT compile and the page's files are copied):
 *
 * <ul>
 *   <li>recompresses the PNGs, lossless ({@link ZopfliPng});
 *   <li>minifies the compiled script, its split-off parts too ({@link Terser});
 *   <li>writes {@code index.html} from its source with an early fetch of the compiled script, whose name changes with
 *       every build, and of the files the title waits for ({@link EarlyFetch}): the browser fetches them while it
 *       reads the page and the loader, instead of after them;
 *   <li>writes {@code sw.js} from its template with the list of files the game needs offline and a version that is a
 *       hash of all of them, so a new build installs a new service worker, which replaces the old cache;
 *   <li>writes a gzip copy ({@code name.gz}, best compression; the compiled script's by {@link Zopfli}) beside every
 *       compressible file, for servers that send precompressed files (scripts/web-server.py, the test server, most
 *       static hosts);
 *   <li>prints the sizes that docs/performance/web.md reports, and each script fragment's gzipped size against its
 *       budget and its size at the last commit ({@link ScriptBudgets}); writes {@code script-budgets.txt} with the
 *       new sizes beside the site's folder, to be copied over the committed one with a change of script.
 * </ul>
 *
 * Usage: {@code FinishWebSite <webapp folder> <source webapp folder (index.html and sw.js templates)>
 * [<script-budgets.txt>]}.
 */
public final class FinishWebSite {
    /** Compressible by name: text, scripts, levels and uncompressed audio. PNGs are compressed already. */
    private static final String[] COMPRESS = {
        ".js",
        ".css",
        ".html",
        ".txt",
        ".json",
        ".webmanifest",
        ".tmx",
        ".tsx",
        ".tmj",
        ".fnt",
        ".replay",
        ".wav",
        ".svg",
        ".xml"
    };

    /** Where index.html gets the early fetch of the compiled script and the title's files ({@link EarlyFetch}). */
    static final String PRELOAD_MARK =
            "<!-- build: early fetch of the compiled script and the files the title waits for -->";

    private FinishWebSite() {}

    public static void main(String[] args) throws IOException {
        if (args.length != 2 && args.length != 3)
            throw new IllegalArgumentException("usage: FinishWebSite <webapp> <source webapp> [<script-budgets.txt>]");
        Path root = Paths.get(args[0]).toAbsolutePath().normalize();
        Path source = Paths.get(args[1]);
        long pngSaved = ZopfliPng.recompressAll(root);
        List<String> scripts = new ArrayList<>();
        for (String f : offlineFiles(root)) if (f.endsWith(".cache.js")) scripts.add(f);
        long minified = Terser.minifyAll(root, scripts);
        String script = null;
        for (String f : scripts) if (isMainScript(f)) script = f;
        if (script == null) throw new IllegalStateException("no compiled script named by html/html.nocache.js");
        String page = new String(Files.readAllBytes(source.resolve("index.html")), StandardCharsets.UTF_8);
        if (!page.contains(PRELOAD_MARK)) throw new IllegalStateException("index.html has no " + PRELOAD_MARK);
        page = page.replace(PRELOAD_MARK, EarlyFetch.html(script, EarlyFetch.titleFiles(root)));
        Files.write(root.resolve("index.html"), page.getBytes(StandardCharsets.UTF_8));

        List<String> files = offlineFiles(root);
        String version = version(root, files);
        String sw = new String(Files.readAllBytes(source.resolve("sw.js")), StandardCharsets.UTF_8)
                .replace("__VERSION__", version)
                .replace("__FILES__", json(files));
        Files.write(root.resolve("sw.js"), sw.getBytes(StandardCharsets.UTF_8));

        long raw = 0, gz = 0, deferredRaw = 0, deferredGz = 0;
        Map<Integer, Long> fragments = new TreeMap<>();
        List<Path> all;
        try (Stream<Path> walk = Files.walk(root)) {
            all = walk.filter(Files::isRegularFile).collect(Collectors.toList());
        }
        for (Path file : all) {
            String name = file.getFileName().toString();
            if (name.endsWith(".gz")) continue;
            Path zipped = file.resolveSibling(name + ".gz");
            if (!compressible(name)) {
                Files.deleteIfExists(zipped);
                continue;
            }
            byte[] body = Files.readAllBytes(file);
            byte[] packed = name.endsWith(".cache.js") ? Zopfli.gzip(file, body) : gzip(body);
            boolean zip = packed.length < body.length * 0.9;
            if (zip) Files.write(zipped, packed);
            else Files.deleteIfExists(zipped);
            String rel = root.relativize(file).toString().replace('\\', '/');
            if (name.endsWith(".cache.js") && files.contains(rel)) {
                fragments.put(ScriptBudgets.fragmentOf(rel), (long) (zip ? packed.length : body.length)); // as sent
                if (isMainScript(rel)) {
                    raw = body.length;
                    gz = packed.length;
                } else {
                    deferredRaw += body.length;
                    deferredGz += packed.length;
                }
            }
        }
        System.out.println("web build " + version + ": " + files.size() + " files for offline play; .cache.js " + raw
                + " bytes, " + gz + " gzipped; split off (deferredjs, loaded on demand) " + deferredRaw + " bytes, "
                + deferredGz + " gzipped; "
                + (minified < 0 ? "not minified" : "minified (" + minified + " bytes less this run)")
                + "; PNGs recompressed, " + pngSaved + " bytes less");
        if (args.length == 3) {
            ScriptBudgets budgets = ScriptBudgets.read(Paths.get(args[2]));
            System.out.print(budgets.report(fragments));
            Path sizes = root.resolveSibling("script-budgets.txt");
            Files.write(sizes, budgets.withSizes(fragments).getBytes(StandardCharsets.UTF_8));
            System.out.println("(with these sizes: " + sizes + ")");
        }
    }

    /**
     * The files the game loads, as paths relative to the site: the page and its files, the loader script, the one
     * compiled script the loader names (older ones may still lie in the folder), its split-off parts
     * ({@code html/deferredjs/<script>/N.cache.js}, downloaded on demand) and the assets.
     */
    public static List<String> offlineFiles(Path root) throws IOException {
        String loader = new String(Files.readAllBytes(root.resolve("html/html.nocache.js")), StandardCharsets.UTF_8);
        List<String> files = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : (Iterable<Path>) walk.filter(Files::isRegularFile)::iterator) {
                String rel = root.relativize(p).toString().replace('\\', '/');
                String name = p.getFileName().toString();
                if (name.endsWith(".gz") || rel.equals("sw.js") || rel.startsWith("WEB-INF/")) continue;
                if (rel.startsWith("html/")) {
                    boolean needed = rel.equals("html/html.nocache.js")
                            || (name.endsWith(".cache.js") && loader.contains(permutation(rel)));
                    if (!needed) continue;
                }
                files.add(rel);
            }
        }
        Collections.sort(files);
        return files;
    }

    /** The compiled script the page starts with, not a part split off from it. */
    public static boolean isMainScript(String rel) {
        return rel.endsWith(".cache.js") && !rel.startsWith("html/deferredjs/");
    }

    /** The compiled script's name (a hash) of a script or of a part split off from it. */
    private static String permutation(String rel) {
        if (rel.startsWith("html/deferredjs/")) {
            String rest = rel.substring("html/deferredjs/".length());
            return rest.substring(0, Math.max(0, rest.indexOf('/')));
        }
        String name = rel.substring(rel.lastIndexOf('/') + 1);
        return name.substring(0, name.length() - ".cache.js".length());
    }

    static String version(Path root, List<String> files) throws IOException {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            for (String f : files) {
                sha.update(f.getBytes(StandardCharsets.UTF_8));
                sha.update((byte) 0);
                sha.update(Files.readAllBytes(root.resolve(f)));
            }
            StringBuilder hex = new StringBuilder();
            byte[] d = sha.digest();
            for (int i = 0; i < 8; i++) hex.append(String.format(Locale.ROOT, "%02x", d[i]));
            return hex.toString();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String json(List<String> files) {
        StringBuilder sb = new StringBuilder("[\n  './'");
        for (String f : files) sb.append(",\n  '").append(f.replace("'", "\\'")).append('\'');
        return sb.append("\n]").toString();
    }

    static boolean compressible(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        for (String ext : COMPRESS) if (n.endsWith(ext)) return true;
        return false;
    }

    static byte[] gzip(byte[] body) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(body.length / 3 + 64);
        try (OutputStream out = new GZIPOutputStream(bytes) {
            {
                def.setLevel(Deflater.BEST_COMPRESSION);
            }
        }) {
            out.write(body);
        }
        return bytes.toByteArray();
    }
}
