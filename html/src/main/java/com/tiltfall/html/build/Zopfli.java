package com.tiltfall.html.build;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * The compiled script's gzip copy by Debian's {@code zopfli} (scripts/ensure-test-deps.sh installs it): a gzip
 * stream every browser reads, 3.5 % smaller than the JDK's best compression, at a few seconds of build time. Without
 * the tool the JDK's gzip is used and the build says so (the script budgets assume zopfli).
 */
final class Zopfli {
    private static final Path TOOL = Paths.get("/usr/bin/zopfli");
    private static boolean warned;

    private Zopfli() {}

    static byte[] gzip(Path file, byte[] body) throws IOException {
        if (!Files.isExecutable(TOOL)) {
            if (!warned)
                System.out.println("zopfli not found (apt-get install zopfli): the script's .gz copies by gzip -9");
            warned = true;
            return FinishWebSite.gzip(body);
        }
        Process p = new ProcessBuilder(TOOL.toString(), "-c", file.toString())
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        ByteArrayOutputStream out = new ByteArrayOutputStream(body.length / 3 + 64);
        try (InputStream in = p.getInputStream()) {
            in.transferTo(out);
        }
        try {
            if (p.waitFor() != 0) throw new IOException("zopfli failed on " + file + ": exit " + p.exitValue());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while zopfli compressed " + file, e);
        }
        return out.toByteArray();
    }
}
