package com.tiltfall.html.build;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.imageio.ImageIO;

/**
 * The site's PNGs recompressed by Debian's {@code zopflipng} (package zopfli, which scripts/ensure-test-deps.sh
 * installs), lossless: the fonts a title waits for came to half their size (heading-2x.png 64,817 -> 33,614 bytes),
 * which on a phone's network is bytes before the title. A copy is kept only when it is smaller and its pixels (every
 * channel, the colour under transparent pixels included) are the same as the original's, read by ImageIO. Results are
 * kept beside the site ({@code png-cache/}, by the original's hash), so a rebuild does not compress again. Without the
 * tool the PNGs stay as they are and the build says so.
 */
final class ZopfliPng {
    private static final Path TOOL = Paths.get("/usr/bin/zopflipng");

    private ZopfliPng() {}

    /** Recompresses every .png under {@code root}; returns the bytes saved. */
    static long recompressAll(Path root) throws IOException {
        if (!Files.isExecutable(TOOL)) {
            System.out.println("zopflipng not found (apt-get install zopfli): the PNGs are sent as they are");
            return 0;
        }
        Path cache = root.resolveSibling("png-cache");
        Files.createDirectories(cache);
        List<Path> pngs;
        try (Stream<Path> walk = Files.walk(root)) {
            pngs = walk.filter(p -> p.getFileName().toString().endsWith(".png")).collect(Collectors.toList());
        }
        long saved = 0;
        for (Path png : pngs) {
            byte[] original = Files.readAllBytes(png);
            Path smaller = cache.resolve(sha256(original) + ".png");
            if (!Files.isRegularFile(smaller)) {
                Path tmp = cache.resolve("new.png");
                run(png, tmp);
                byte[] candidate = Files.readAllBytes(tmp);
                // not smaller, or not the same picture: the original is the cached answer
                Files.write(
                        smaller,
                        candidate.length < original.length && samePixels(original, candidate) ? candidate : original);
                Files.delete(tmp);
            }
            long size = Files.size(smaller);
            if (size < original.length) {
                Files.copy(smaller, png, StandardCopyOption.REPLACE_EXISTING);
                saved += original.length - size;
            }
        }
        return saved;
    }

    private static void run(Path in, Path out) throws IOException {
        Process p = new ProcessBuilder(TOOL.toString(), "-y", "-q", in.toString(), out.toString())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        try {
            if (p.waitFor() != 0) throw new IOException("zopflipng failed on " + in + ": exit " + p.exitValue());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while zopflipng compressed " + in, e);
        }
    }

    /** Whether two PNGs hold the same pixels, as non-premultiplied ARGB (whatever colour type each is stored in). */
    static boolean samePixels(byte[] a, byte[] b) throws IOException {
        BufferedImage x = ImageIO.read(new ByteArrayInputStream(a)), y = ImageIO.read(new ByteArrayInputStream(b));
        if (x == null || y == null || x.getWidth() != y.getWidth() || x.getHeight() != y.getHeight()) return false;
        int w = x.getWidth(), h = x.getHeight();
        for (int row = 0; row < h; row++) {
            int[] p = x.getRGB(0, row, w, 1, null, 0, w), q = y.getRGB(0, row, w, 1, null, 0, w);
            if (!java.util.Arrays.equals(p, q)) return false;
        }
        return true;
    }

    private static String sha256(byte[] bytes) {
        try {
            return String.format(
                    "%064x",
                    new BigInteger(1, MessageDigest.getInstance("SHA-256").digest(bytes)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
