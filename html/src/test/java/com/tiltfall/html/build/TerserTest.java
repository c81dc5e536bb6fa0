package com.tiltfall.html.build;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The minifier on a site shaped like GWT's output: a start script whose top-level functions and variables a
 * split-off part calls, run in Node.js as the loader runs them (each as a script in one global scope). Skipped where
 * terser is not installed (scripts/ensure-test-deps.sh installs it; CI has it).
 */
class TerserTest {
    private static final String START = "html/ABC.cache.js";
    private static final String PART = "html/deferredjs/ABC/1.cache.js";

    /** Sums sqrt(i * step) for i < n in a loop with long local names, as GWT would leave them unminified. */
    private static final String START_CODE = "var $wnd = globalThis;\n"
            + "function Ab(count, step) {\n  var total = 0;\n  for (var index = 0; index < count; index++) {\n"
            + "    total = total + Math.sqrt(index * step);\n  }\n  return total;\n}\n"
            + "var Cd = {total: 0, label: 'sums \\u00e9\\u2028'};\n"
            + "function gwtOnLoad() {\n  Cd.total = Ab(10, 0.1);\n}\ngwtOnLoad();\n//# sourceURL=html-0.js\n";
    /** Calls the start script's globals and defines its own, which the check reads. */
    private static final String PART_CODE = "function Ef(count) {\n  var partial = Ab(count, 0.3);\n"
            + "  return partial + Cd.total;\n}\nvar Gh = Ef(7);\nCd.out = Gh;\n//# sourceURL=html-1.js\n";

    @TempDir
    Path dir;

    @Test
    void theMinifiedSiteComputesTheSameAndKeepsItsGlobals() throws IOException, InterruptedException {
        Path root = dir.resolve("webapp");
        write(root.resolve(START), START_CODE);
        write(root.resolve(PART), "$wnd.html.runAsyncCallback1(" + ScriptFragment.quote(PART_CODE) + ")\n");
        String before = runInNode(root);
        long saved = Terser.minifyAll(root, List.of(START, PART));
        assumeTrue(saved >= 0, "no terser installed");

        // the same result, to the bit, as the same sums computed here (Math.sqrt is correctly rounded in both)
        double expected = sum(7, 0.3) + sum(10, 0.1);
        String after = runInNode(root);
        assertEquals(before, after);
        assertEquals(
                Double.doubleToLongBits(expected), Double.doubleToLongBits(Double.parseDouble(after.split(" ")[0])));
        assertEquals(
                "sums \u00e9\u2028", after.substring(after.indexOf(' ') + 1).trim());

        String start = read(root.resolve(START)), part = read(root.resolve(PART));
        assertTrue(saved > 0 && !start.contains("index") && !part.contains("partial"), "not minified:\n" + start);
        assertTrue((start + part).chars().allMatch(c -> c < 0x7f), "not ASCII");
        assertTrue(start.endsWith("\n//# sourceURL=html-0.js\n"), start);
        assertTrue(ScriptFragment.parse(root.resolve(PART), part).code.endsWith("\n//# sourceURL=html-1.js\n"));

        // a build run again (the GWT compile skipped) leaves the minified files as they are
        byte[] startBytes = Files.readAllBytes(root.resolve(START)), partBytes = Files.readAllBytes(root.resolve(PART));
        assertEquals(0, Terser.minifyAll(root, List.of(START, PART)));
        assertArrayEquals(startBytes, Files.readAllBytes(root.resolve(START)));
        assertArrayEquals(partBytes, Files.readAllBytes(root.resolve(PART)));
        assertTrue(Files.isDirectory(dir.resolve("terser-cache")));
    }

    private static double sum(int n, double step) {
        double total = 0;
        for (int i = 0; i < n; i++) total = total + Math.sqrt(i * step);
        return total;
    }

    /** Runs the start script, then the part through a stand-in loader (a global eval, as a script element is). */
    private static String runInNode(Path root) throws IOException, InterruptedException {
        String js = "const fs = require('fs');\n"
                + "globalThis.html = {runAsyncCallback1: code => (0, eval)(code)};\n"
                + "(0, eval)(fs.readFileSync(process.argv[1], 'utf8'));\n"
                + "(0, eval)(fs.readFileSync(process.argv[2], 'utf8'));\n"
                + "console.log(String(Cd.out) + ' ' + Cd.label);\n";
        return NodeScript.run(
                js, root.resolve(START).toString(), root.resolve(PART).toString());
    }

    private static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.write(file, text.getBytes(StandardCharsets.UTF_8));
    }

    private static String read(Path file) throws IOException {
        return new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
    }
}
