package com.tiltfall.html.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/** Runs a script in Node.js (the build's terser needs it too; the test is skipped where there is none). */
final class NodeScript {
    private NodeScript() {}

    /** {@code node -e js args...}: its output (stdout and stderr); fails the test unless it exits with 0. */
    static String run(String js, String... args) throws IOException, InterruptedException {
        String[] command = new String[args.length + 3];
        command[0] = "node";
        command[1] = "-e";
        command[2] = js;
        System.arraycopy(args, 0, command, 3, args.length);
        Process p;
        try {
            p = new ProcessBuilder(command).redirectErrorStream(true).start();
        } catch (IOException e) {
            assumeTrue(false, "no node: " + e);
            throw e;
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (InputStream in = p.getInputStream()) {
            in.transferTo(out);
        }
        String text = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), text);
        return text;
    }
}
