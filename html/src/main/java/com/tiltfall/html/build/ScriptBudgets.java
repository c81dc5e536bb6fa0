package com.tiltfall.html.build;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The compiled script's byte budget, fragment by fragment ({@code html/script-budgets.txt}, committed): for each
 * fragment (0 the start script, N the part split off as {@code html/deferredjs/<script>/N.cache.js}) its gzipped
 * budget, which the browser test enforces, and its size at the last commit, against which the build prints the change.
 */
public final class ScriptBudgets {
    /** One fragment's line: its number, budget and committed size (gzipped bytes) and what it holds. */
    public static final class Fragment {
        public final int number;
        public final long budget;
        public final long committed;
        public final String what;

        Fragment(int number, long budget, long committed, String what) {
            this.number = number;
            this.budget = budget;
            this.committed = committed;
            this.what = what;
        }
    }

    private final List<String> header = new ArrayList<>();
    private final Map<Integer, Fragment> fragments = new LinkedHashMap<>();

    private ScriptBudgets() {}

    public static ScriptBudgets read(Path file) throws IOException {
        ScriptBudgets b = new ScriptBudgets();
        int lineNo = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            lineNo++;
            if (line.startsWith("#") || line.trim().isEmpty()) {
                b.header.add(line);
                continue;
            }
            String[] f = line.trim().split("\\s+", 4);
            try {
                Fragment fr = new Fragment(
                        Integer.parseInt(f[0]), Long.parseLong(f[1]), Long.parseLong(f[2]), f.length > 3 ? f[3] : "");
                if (b.fragments.put(fr.number, fr) != null)
                    throw new IllegalArgumentException("fragment " + fr.number + " listed twice");
            } catch (RuntimeException e) {
                throw new IllegalArgumentException(
                        file + " line " + lineNo + ": expected 'fragment budget committed what', got '" + line + "'",
                        e);
            }
        }
        return b;
    }

    /** The fragment of a compiled script file relative to the site: 0 the start script, N a part split off. */
    public static int fragmentOf(String rel) {
        if (!rel.startsWith("html/deferredjs/")) return 0;
        String name = rel.substring(rel.lastIndexOf('/') + 1);
        return Integer.parseInt(name.substring(0, name.length() - ".cache.js".length()));
    }

    public Fragment fragment(int number) {
        return fragments.get(number);
    }

    public Iterable<Fragment> fragments() {
        return fragments.values();
    }

    /** One line per fragment of {@code sizes} (fragment to gzipped bytes): size, budget and change since the commit. */
    public String report(Map<Integer, Long> sizes) {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<Integer, Long> e : sizes.entrySet()) {
            Fragment f = fragments.get(e.getKey());
            long size = e.getValue();
            sb.append(String.format(Locale.ROOT, "script fragment %d: %,d bytes gzipped", e.getKey(), size));
            if (f == null) {
                sb.append(" (NO BUDGET: add it to html/script-budgets.txt)\n");
                continue;
            }
            sb.append(String.format(
                    Locale.ROOT,
                    ", %+,d since the commit (%,d); budget %,d (%s)%s%n",
                    size - f.committed,
                    f.committed,
                    f.budget,
                    size <= f.budget ? String.format(Locale.ROOT, "%,d left", f.budget - size) : "OVER",
                    f.what.isEmpty() ? "" : ": " + f.what));
        }
        return sb.toString();
    }

    /** This file with {@code sizes} as the committed sizes (budgets kept), for committing with a change of script. */
    public String withSizes(Map<Integer, Long> sizes) {
        StringBuilder sb = new StringBuilder();
        for (String h : header) sb.append(h).append('\n');
        for (Fragment f : fragments.values()) {
            Long size = sizes.get(f.number);
            sb.append(String.format(
                    Locale.ROOT, "%d %7d %7d  %s%n", f.number, f.budget, size != null ? size : f.committed, f.what));
        }
        return sb.toString();
    }
}
