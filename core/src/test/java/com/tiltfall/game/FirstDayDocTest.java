package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * docs/first-day.md names files and commands a newcomer will type: every path in it (a word with a slash inside
 * backticks, and every relative link) must exist, from the repository's root or from core's Java root (as the page
 * says). Placeholders (with {@code <}) and globs are skipped. Runs from core/, like every core test.
 */
class FirstDayDocTest {
    static final Path ROOT = Paths.get("..");
    static final Path JAVA = ROOT.resolve("core/src/main/java/com/tiltfall");

    @Test
    void everyPathTheFirstDayPageNamesExists() throws IOException {
        String doc = new String(Files.readAllBytes(ROOT.resolve("docs/first-day.md")), StandardCharsets.UTF_8);
        List<String> paths = paths(doc);
        assertTrue(paths.size() >= 20, "the page names its files: " + paths);
        List<String> missing = new ArrayList<>();
        for (String p : paths) {
            if (!Files.exists(ROOT.resolve(p)) && !Files.exists(JAVA.resolve(p))) missing.add(p);
        }
        assertTrue(missing.isEmpty(), "docs/first-day.md names paths that do not exist: " + missing);

        List<String> links = new ArrayList<>();
        Matcher m = Pattern.compile("\\]\\(([^)#]+)(#[^)]*)?\\)").matcher(doc);
        while (m.find()) if (!m.group(1).startsWith("http")) links.add(m.group(1));
        assertTrue(links.size() >= 5, "the page links the other docs: " + links);
        for (String l : links)
            assertTrue(Files.exists(ROOT.resolve("docs").resolve(l)), "docs/first-day.md links a missing file: " + l);
    }

    @Test
    void theCheckSeesAMissingPath() {
        // the check itself: a made-up file is found as a path and does not exist
        List<String> p = paths("run `scripts/no-such-script.sh` and `mvn -pl core test`, edit `world/NoSuch.java`");
        assertTrue(p.contains("scripts/no-such-script.sh") && p.contains("world/NoSuch.java"), p.toString());
        assertTrue(!Files.exists(ROOT.resolve(p.get(0))) && !Files.exists(JAVA.resolve(p.get(0))));
    }

    /** The words with a slash in the page's code spans and blocks, less URLs, options, placeholders and globs. */
    static List<String> paths(String doc) {
        List<String> out = new ArrayList<>();
        StringBuilder code = new StringBuilder();
        Matcher span = Pattern.compile("`([^`]+)`").matcher(doc);
        while (span.find()) code.append(span.group(1)).append('\n');
        for (String line : doc.split("\n"))
            if (line.startsWith("    ")) code.append(line).append('\n');
        for (String word : code.toString().split("[\\s;]+")) {
            word = word.replaceAll("[),.]+$", "").replaceAll("^[(]+", "");
            if (!word.contains("/") || word.startsWith("-") || word.contains("://")) continue;
            if (word.contains("<") || word.contains("*") || word.contains("$") || word.contains("=")) continue;
            if (word.startsWith("~") || word.startsWith("/")) continue; // the user's home, the machine's files
            if (word.startsWith("core/target") || word.contains(":")) continue; // build output, class paths
            out.add(word);
        }
        return out;
    }
}
