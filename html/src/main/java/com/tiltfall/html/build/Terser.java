package com.tiltfall.html.build;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The compiled script minified by {@code terser} (Debian package terser, which scripts/ensure-test-deps.sh installs;
 * or npm's), before its gzip copies are made: 2-3 % fewer bytes as sent (docs/performance/web.md).
 *
 * <p>Only transforms terser calls safe: {@code compress} (two passes) and {@code mangle} with its defaults, so no
 * {@code unsafe*} option and no top-level names touched. That matters: the start script's top-level names are the
 * globals that the split-off fragments and the GWT loader call ({@code gwtOnLoad}, {@code __gwtInstallCode}, every
 * class's constructor), and each fragment runs in the same global scope. Output is ES5 and ASCII (the original is
 * too; non-ASCII would depend on the charset the server names). A split-off fragment is a call
 * {@code $wnd.html.runAsyncCallbackN("code")} whose code is a string: {@link ScriptFragment} unwraps it, the code is
 * minified, then quoted again. Then {@link ClassLiterals} batches GWT's class literals over all the parts.
 *
 * <p>Results are kept beside the site ({@code terser-cache/}, by the input's hash and terser's version), and a file
 * that already is a result (a build run again with {@code -Dgwt.skipCompilation=true}) is left as it is. Without the
 * tool the script is sent as GWT wrote it and the build says so; a CI build ({@code CI=true}) fails instead, so that
 * the budgets are always checked against the minified script.
 */
final class Terser {
    /** The options: a change of them is a change of the cache key. */
    private static final String[] OPTIONS = {"--compress", "passes=2", "--mangle", "--format", "ascii_only=true"};

    /** Debian's terser finds its modules there; a Node.js from elsewhere (nodesource) does not look there itself. */
    private static final String DEBIAN_NODE_MODULES = "/usr/share/nodejs";

    private final Path tool;
    private final Path cache;
    private final String key;

    private Terser(Path tool, Path cache, String version) {
        this.tool = tool;
        this.cache = cache;
        // the class literals' step is part of the key: a result of a build before it is not final
        this.key = version + " " + String.join(" ", OPTIONS) + " +class-literals";
    }

    /**
     * Minifies every compiled script file of {@code scripts} (relative to {@code root}) in place; returns the raw bytes
     * saved, or -1 when there is no terser.
     */
    static long minifyAll(Path root, List<String> scripts) throws IOException {
        Path tool = find();
        if (tool == null) {
            String why = "terser not found (scripts/ensure-test-deps.sh, or apt-get install terser, or npm install -g"
                    + " terser)";
            if ("true".equals(System.getenv("CI")))
                throw new IllegalStateException(why + ": a CI build must minify the script its budgets measure");
            System.out.println(why + ": the script is sent unminified, about 2.5 % more bytes against its budgets");
            return -1;
        }
        Path cache = root.resolveSibling("terser-cache");
        Files.createDirectories(cache);
        Terser terser =
                new Terser(tool, cache, run(tool, List.of("--version"), null).trim());
        List<Path> files = new ArrayList<>();
        List<byte[]> originals = new ArrayList<>();
        List<String> results = new ArrayList<>();
        boolean fresh = false;
        for (String rel : scripts) {
            Path file = root.resolve(rel);
            byte[] original = Files.readAllBytes(file);
            String result = terser.minify(file, original);
            fresh |= result != null;
            files.add(file);
            originals.add(original);
            results.add(result != null ? result : new String(original, StandardCharsets.UTF_8));
        }
        if (!fresh) return 0; // minified by an earlier run
        results = withClassLiteralsBatched(files, results);
        long saved = 0;
        for (int i = 0; i < files.size(); i++) {
            byte[] bytes = results.get(i).getBytes(StandardCharsets.UTF_8);
            Files.write(files.get(i), bytes);
            Files.write(terser.doneMarker(bytes), new byte[0]);
            saved += originals.get(i).length - bytes.length;
        }
        return saved;
    }

    /** {@link ClassLiterals} over all the parts at once (the start script first: the list's order is GWT's). */
    private static List<String> withClassLiteralsBatched(List<Path> files, List<String> texts) {
        List<ScriptFragment> fragments = new ArrayList<>();
        List<String> codes = new ArrayList<>();
        int start = -1;
        for (int i = 0; i < files.size(); i++) {
            ScriptFragment f = ScriptFragment.parse(files.get(i), texts.get(i));
            fragments.add(f);
            codes.add(f != null ? f.code : texts.get(i));
            if (f == null) start = i;
        }
        if (start < 0) return texts;
        codes.add(0, codes.remove(start)); // the start script first: it defines the function
        List<String> batched = ClassLiterals.batch(codes);
        if (batched == codes) {
            System.out.println("class literals not batched: GWT's createForClass not found in the start script");
            return texts;
        }
        batched = new ArrayList<>(batched);
        batched.add(start, batched.remove(0));
        List<String> out = new ArrayList<>();
        for (int i = 0; i < files.size(); i++)
            out.add(fragments.get(i) != null ? fragments.get(i).withCode(batched.get(i)) : batched.get(i));
        return out;
    }

    /**
     * One compiled script file (a start script or a split-off fragment) minified, or null when it is the final
     * result of an earlier run already.
     */
    private String minify(Path file, byte[] original) throws IOException {
        byte[] keyBytes = (key + "\0").getBytes(StandardCharsets.UTF_8);
        if (Files.exists(doneMarker(original))) return null;
        Path result = cache.resolve(sha256(keyBytes, original) + ".js");
        if (!Files.isRegularFile(result)) {
            String text = new String(original, StandardCharsets.UTF_8);
            ScriptFragment fragment = ScriptFragment.parse(file, text);
            String code = fragment != null ? fragment.code : text;
            String sourceUrl = ScriptFragment.sourceUrlComment(code);
            code = code.substring(0, code.length() - sourceUrl.length());
            String minified = run(tool, OPTIONS, code);
            if (minified.isEmpty()) throw new IOException("terser wrote nothing for " + file);
            minified = minified.stripTrailing() + (sourceUrl.isEmpty() ? "" : sourceUrl.stripTrailing()) + "\n";
            String out = fragment != null ? fragment.withCode(minified) : minified;
            Files.write(result, out.getBytes(StandardCharsets.UTF_8));
        }
        return new String(Files.readAllBytes(result), StandardCharsets.UTF_8);
    }

    /** The file that marks {@code bytes} as a final result of this step (what a rerun leaves as it is). */
    private Path doneMarker(byte[] bytes) {
        return cache.resolve(sha256((key + "\0").getBytes(StandardCharsets.UTF_8), bytes) + ".done");
    }

    /** terser on the PATH (npm's) or Debian's. */
    private static Path find() {
        List<Path> candidates = new ArrayList<>();
        String path = System.getenv("PATH");
        if (path != null) for (String dir : path.split(File.pathSeparator)) candidates.add(Paths.get(dir, "terser"));
        candidates.add(Paths.get("/usr/bin/terser"));
        for (Path p : candidates) if (Files.isExecutable(p)) return p;
        return null;
    }

    private static String run(Path tool, List<String> args, String stdin) throws IOException {
        return run(tool, args.toArray(new String[0]), stdin);
    }

    /** Runs terser with {@code args}, {@code stdin} as its input (none when null); returns what it wrote. */
    private static String run(Path tool, String[] args, String stdin) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(tool.toString());
        for (String a : args) command.add(a);
        ProcessBuilder pb = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT);
        Map<String, String> env = pb.environment();
        String nodePath = env.get("NODE_PATH");
        env.put(
                "NODE_PATH",
                nodePath == null || nodePath.isEmpty()
                        ? DEBIAN_NODE_MODULES
                        : nodePath + File.pathSeparator + DEBIAN_NODE_MODULES);
        Process p = pb.start();
        // terser reads all of its input before it writes, so writing first cannot block on a full output pipe
        try (var in = p.getOutputStream()) {
            if (stdin != null) in.write(stdin.getBytes(StandardCharsets.UTF_8));
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (InputStream from = p.getInputStream()) {
            from.transferTo(out);
        }
        try {
            if (p.waitFor() != 0)
                throw new IOException("terser " + String.join(" ", args) + " failed: exit " + p.exitValue());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while terser ran", e);
        }
        return new String(out.toByteArray(), StandardCharsets.UTF_8);
    }

    private static String sha256(byte[]... parts) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            for (byte[] part : parts) sha.update(part);
            return String.format("%064x", new BigInteger(1, sha.digest()));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
