package com.tiltfall.level;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.maps.MapProperties;
import com.badlogic.gdx.utils.Array;
import com.tiltfall.kinds.EntityType;
import com.tiltfall.kinds.EntityTypes;
import com.tiltfall.kinds.Prop;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The ranges docs/levels.md gives for numeric properties are the ones the loader enforces: each range is read back
 * from the docs' text ("0 to 1", "> 0 and <= 20", ">= 0", "any", ...) and every value around its ends is put through
 * the converter's own property check; the docs must accept exactly what the converter accepts.
 */
class DocsRangesTest {
    static String docs() throws Exception {
        return new String(Files.readAllBytes(Paths.get("..", "docs", "levels.md")), StandardCharsets.UTF_8);
    }

    /** Prints the map-properties table (scripts/update-entity-docs.sh puts it into docs/levels.md). */
    public static void main(String[] args) {
        System.out.print(LevelProperties.markdownTable());
    }

    @Test
    void mapPropertiesTableIsGenerated() throws Exception {
        assertTrue(
                docs().contains(LevelProperties.markdownTable()),
                "docs/levels.md must contain LevelProperties.markdownTable(); run scripts/update-entity-docs.sh\n"
                        + LevelProperties.markdownTable());
    }

    @Test
    void entityPropertyRangesInTheDocsAreTheLoadersRanges() throws Exception {
        String text = docs();
        int probed = 0;
        for (EntityType kind : EntityTypes.all()) {
            Matcher row = Pattern.compile("(?m)^\\| `" + Pattern.quote(kind.name) + "` \\|.*$")
                    .matcher(text);
            assertTrue(row.find(), "docs/levels.md has no row for " + kind.name);
            for (Prop p : kind.properties()) {
                if (p.type != Prop.Type.FLOAT && p.type != Prop.Type.INT) continue;
                Matcher m = Pattern.compile("`" + Pattern.quote(p.name) + "` (float|int) ([^(]*) \\(")
                        .matcher(row.group());
                assertTrue(m.find(), kind.name + "." + p.name + " in " + row.group());
                probed += probe(kind.name + "." + p.name, m.group(2), p);
            }
        }
        assertTrue(probed > 200, "probed " + probed);
    }

    @Test
    void mapPropertyRangesInTheDocsAreTheLoadersRanges(@TempDir Path dir) throws Exception {
        String text = docs();
        String minimal = new String(
                Files.readAllBytes(Paths.get("src/test/resources/levels/good/minimal.tmx")), StandardCharsets.UTF_8);
        String anchor = "<property name=\"title\" value=\"Minimal\"/>";
        String ownLimit = "<property name=\"timeLimit\" type=\"float\" value=\"90\"/>";
        assertTrue(minimal.contains(anchor) && minimal.contains(ownLimit));
        minimal = minimal.replace(ownLimit, "");
        LevelTestSupport.headless();
        for (String[] row : new String[][] {{"timeLimit", "float"}, {"world", "int"}}) {
            String name = row[0], type = row[1];
            Matcher m = Pattern.compile("(?m)^\\| `" + name + "` \\| " + type + " \\| ([^|]*) \\|")
                    .matcher(text);
            assertTrue(m.find(), "docs/levels.md has no map property row for " + name + " (" + type + ")");
            Range r = Range.parse(m.group(1).trim());
            assertNotNull(r, name + ": the docs' range \"" + m.group(1) + "\" is not one of the forms this test reads");
            for (double x : probes(r)) {
                if (type.equals("int") && (x != Math.rint(x) || Math.abs(x) > Integer.MAX_VALUE)) continue;
                String value = type.equals("int") ? Integer.toString((int) x) : Double.toString(x);
                String map = minimal.replace(
                        anchor,
                        anchor + "<property name=\"" + name + "\" type=\"" + type + "\" value=\"" + value + "\"/>");
                Path f = dir.resolve(name + ".tmx");
                Files.write(f, map.getBytes(StandardCharsets.UTF_8));
                Array<LevelProblem> problems = LevelValidator.validate(f.toString(), Gdx.files::absolute);
                assertEquals(r.accepts(x), problems.size == 0, name + " = " + value + ": " + problems);
            }
        }
    }

    /** Values around the ends of the range, and a few far off. */
    private static List<Double> probes(Range r) {
        List<Double> values = new ArrayList<>();
        for (double end : new double[] {r.low, r.high, 0.0, 1.0, -1.0}) {
            if (Double.isInfinite(end)) continue;
            double scale = Math.max(1.0, Math.abs(end)); // steps the float a property is read as still tells apart
            for (double d : new double[] {-1.0, -0.5, -1e-3, 0.0, 1e-3, 0.5, 1.0}) values.add(end + d * scale);
        }
        values.add(1e12);
        values.add(-1e12);
        return values;
    }

    /** Checks every value near the documented range's ends; returns how many values were tried. */
    private static int probe(String what, String range, Prop p) {
        Range r = Range.parse(range.trim());
        assertNotNull(r, what + ": the docs' range \"" + range + "\" is not one of the forms this test reads");
        List<Double> values = probes(r);
        for (double x : values) {
            if (p.type == Prop.Type.INT && x != Math.rint(x)) continue;
            assertEquals(r.accepts(x), loaderAccepts(p, x), what + " = " + x + " (docs: \"" + range + "\")");
        }
        return values.size();
    }

    /** Whether the converter takes {@code value} for this property (it reads entity and map properties the same way). */
    private static boolean loaderAccepts(Prop p, double value) {
        Array<LevelProblem> problems = new Array<>();
        LevelValidator v = new LevelValidator("probe.tmx", problems);
        LevelConverter converter = new LevelConverter("probe.tmx", v, new TiledChecks(v));
        MapProperties props = new MapProperties();
        if (p.type == Prop.Type.INT) props.put(p.name, (int) value);
        else props.put(p.name, (float) value == value ? (Object) (float) value : (Object) value);
        converter.readProperty(1, "probe", props, p, new EntityData());
        return problems.size == 0;
    }

    /** A range as the docs write it. */
    static final class Range {
        final double low, high;
        final boolean lowOpen;

        Range(double low, boolean lowOpen, double high) {
            this.low = low;
            this.lowOpen = lowOpen;
            this.high = high;
        }

        boolean accepts(double x) {
            return (lowOpen ? x > low : x >= low) && x <= high;
        }

        static Range parse(String s) {
            Matcher m;
            if (s.equals("any")) return new Range(Double.NEGATIVE_INFINITY, false, Double.POSITIVE_INFINITY);
            if ((m = Pattern.compile("(>=?) (\\S+) and <= (\\S+)").matcher(s)).matches()) {
                return new Range(
                        Double.parseDouble(m.group(2)), m.group(1).equals(">"), Double.parseDouble(m.group(3)));
            }
            if ((m = Pattern.compile("(>=?) (\\S+)").matcher(s)).matches()) {
                return new Range(Double.parseDouble(m.group(2)), m.group(1).equals(">"), Double.POSITIVE_INFINITY);
            }
            if ((m = Pattern.compile("<= (\\S+)").matcher(s)).matches()) {
                return new Range(Double.NEGATIVE_INFINITY, false, Double.parseDouble(m.group(1)));
            }
            if ((m = Pattern.compile("(\\S+) to (\\S+)").matcher(s)).matches()) {
                return new Range(Double.parseDouble(m.group(1)), false, Double.parseDouble(m.group(2)));
            }
            return null;
        }
    }
}
