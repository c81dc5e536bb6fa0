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
 * minified, then quoted again.
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
        this.key = version + " " + String.join(" ", OPTIONS);
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
        long saved = 0;
        for (String rel : scripts) saved += terser.minify(root.resolve(rel));
        return saved;
    }

    /** Minifies one compiled script file in place (a start script or a split-off fragment); returns bytes saved. */
    private long minify(Path file) throws IOException {
        byte[] original = Files.readAllBytes(file);
        byte[] keyBytes = (key + "\0").getBytes(StandardCharsets.UTF_8);
        if (Files.exists(cache.resolve(sha256(keyBytes, original) + ".done"))) return 0; // minified by an earlier run
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
            byte[] bytes = out.getBytes(StandardCharsets.UTF_8);
            Files.write(cache.resolve(sha256(keyBytes, bytes) + ".done"), new byte[0]);
            Files.write(result, bytes);
        }
        byte[] bytes = Files.readAllBytes(result);
        Files.write(file, bytes);
        return original.length - bytes.length;
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
