package com.tiltfall.level;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.utils.JsonReader;
import com.badlogic.gdx.utils.JsonValue;
import com.badlogic.gdx.utils.XmlReader;
import com.tiltfall.kinds.EntityType;
import com.tiltfall.kinds.EntityTypes;
import com.tiltfall.kinds.Prop;
import com.tiltfall.sim.FixedStepper;
import com.tiltfall.sim.Simulation;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Tiled project (assets/tiled/) as real Tiled 1.8 and the game read it. A map places one object from every kind's
 * template on flat ground; the game loads and runs it as it is (templates resolved by the game), and Tiled, given
 * only our {@code objecttypes.xml}, exports it with the templates detached and the types resolved: every object then
 * carries exactly its kind's properties with the types and defaults of {@link EntityTypes}, and the game loads that
 * file (.tmx and .tmj) too. Needs the tiled command (as {@link TiledRoundTripTest}).
 */
class TiledProjectInTiledTest {
    @TempDir
    static Path dir;

    static final int GROUND_TOP = 17, HEIGHT = 20, WIDTH = 80; // metres (tiles); the ground is 3 m deep

    @BeforeAll
    static void start() {
        LevelTestSupport.headless();
    }

    /** A map with one object per kind, each from its template, side by side on the ground. */
    static String mapWithEveryTemplate() throws Exception {
        StringBuilder objects = new StringBuilder();
        int id = 2;
        double x = 1;
        for (EntityType kind : EntityTypes.all()) {
            XmlReader.Element o = new XmlReader()
                    .parse(new String(
                            Files.readAllBytes(Paths.get("../assets/tiled/templates/" + kind.name + ".tx")),
                            StandardCharsets.UTF_8))
                    .getChildByName("object");
            double w = o.getFloatAttribute("width", 0) / 32, h = o.getFloatAttribute("height", 0) / 32;
            double top = o.getChildByName("polyline") != null
                    ? 8 // a path, in the air
                    : kind.name.equals("wreckingball")
                            ? 2 // its anchor high up: the ball swings below it
                            : w == 0 ? GROUND_TOP - 1 : GROUND_TOP - h; // a point 1 m above the ground, a box on it
            objects.append("  <object id=\"")
                    .append(id++)
                    .append("\" template=\"../tiled/templates/")
                    .append(kind.name)
                    .append(".tx\" x=\"")
                    .append(x * 32)
                    .append("\" y=\"")
                    .append(top * 32)
                    .append("\"/>\n");
            double span = o.getChildByName("polyline") != null ? 4 : w;
            x += Math.max(span, 0) + 1.5;
        }
        assertTrue(x < WIDTH, "the map is wide enough: " + x);
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<map version=\"1.8\" tiledversion=\"1.8.2\" orientation=\"orthogonal\" renderorder=\"right-down\""
                + " width=\"" + WIDTH + "\" height=\"" + HEIGHT + "\" tilewidth=\"32\" tileheight=\"32\" infinite=\"0\""
                + " nextlayerid=\"3\" nextobjectid=\"" + id + "\">\n"
                + " <objectgroup id=\"1\" name=\"terrain\">\n"
                + "  <object id=\"1\" name=\"ground\" x=\"0\" y=\"" + GROUND_TOP * 32 + "\" width=\"" + WIDTH * 32
                + "\" height=\"" + (HEIGHT - GROUND_TOP) * 32 + "\"/>\n"
                + " </objectgroup>\n"
                + " <objectgroup id=\"2\" name=\"entities\">\n" + objects + " </objectgroup>\n"
                + "</map>\n";
    }

    static void copyProject(Path to) throws Exception {
        Path from = Paths.get("../assets/tiled");
        try (Stream<Path> files = Files.walk(from)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                Path target = to.resolve(from.relativize(f).toString());
                if (Files.isDirectory(f)) Files.createDirectories(target);
                else Files.copy(f, target);
            }
        }
    }

    @Test
    void tiledResolvesEveryKindsTypedDefaultsAndTheGameLoadsTheMap() throws Exception {
        Path levels = Files.createDirectories(dir.resolve("levels"));
        copyProject(dir.resolve("tiled"));
        Path map = levels.resolve("templates.tmx");
        Files.write(map, mapWithEveryTemplate().getBytes(StandardCharsets.UTF_8));
        LevelLoader loader = new LevelLoader(path -> Gdx.files.absolute(path));

        // the game, templates and all
        LevelData level = loader.loadData(map.toString());
        assertOnePerKind(level, map);
        Simulation world = new Simulation(level, out -> out.clear());
        for (int i = 0; i < 120; i++) world.step(FixedStepper.STEP);
        assertTrue(Double.isFinite(world.playerX()) && Double.isFinite(world.playerY()), "the placed level runs");

        for (TiledCli tiled : TiledCli.all()) resolvedByTiled(tiled, loader, levels, map);
    }

    private void resolvedByTiled(TiledCli tiled, LevelLoader loader, Path levels, Path map) throws Exception {
        Path home = dir.resolve("home-" + tiled.name.replace(' ', '-'));
        Path resolved = levels.resolve("resolved-" + tiled.name.replace(' ', '-') + ".tmx");
        Path json = levels.resolve("resolved-" + tiled.name.replace(' ', '-') + ".tmj");
        if (tiled.current) {
            // Tiled 1.10+ takes the kinds' classes (members and defaults) from the project
            tiled.run(
                    home,
                    "--project",
                    dir.resolve("tiled/tiltfall.tiled-project"),
                    "--detach-templates",
                    "--resolve-types-and-properties",
                    "--export-map",
                    "tmx",
                    map,
                    resolved);
        } else {
            // Tiled 1.8 reads object types from its data folder (the project points it there when a designer opens it)
            Files.createDirectories(home.resolve("data/tiled"));
            Files.copy(dir.resolve("tiled/objecttypes.xml"), home.resolve("data/tiled/objecttypes.xml"));
            tiled.run(
                    home, "--detach-templates", "--resolve-types-and-properties", "--export-map", "tmx", map, resolved);
        }
        tiled.run(home, "--export-map", "json", resolved, json);

        XmlReader.Element root =
                new XmlReader().parse(new String(Files.readAllBytes(resolved), StandardCharsets.UTF_8));
        int seen = 0;
        for (XmlReader.Element group : root.getChildrenByName("objectgroup")) {
            if (!group.getAttribute("name").equals("entities")) continue;
            for (XmlReader.Element o : group.getChildrenByName("object")) {
                EntityType kind = EntityTypes.byName(o.getAttribute("type", o.getAttribute("class", "")));
                assertNotNull(kind, tiled + " kept the class of object " + o.getAttribute("id"));
                assertEquals(null, o.getAttribute("template", null), "detached");
                Map<String, XmlReader.Element> props = new HashMap<>();
                XmlReader.Element list = o.getChildByName("properties");
                if (list != null)
                    for (XmlReader.Element p : list.getChildrenByName("property")) props.put(p.get("name"), p);
                assertEquals(
                        kind.propertyCount(),
                        props.size(),
                        tiled + " gave " + kind.name + " every property " + props.keySet());
                for (Prop p : kind.properties()) {
                    XmlReader.Element e = props.get(p.name);
                    assertNotNull(e, tiled + ": " + kind.name + "." + p.name + " from the object types");
                    String type = e.getAttribute("type", "string");
                    assertEquals(p.type.tiled, type, tiled + ": " + kind.name + "." + p.name + ": the type it writes");
                    String value = e.getAttribute("value", "");
                    // what the template sets itself (a platform's motion, a switch's door), else the class default
                    String own = com.tiltfall.kinds.TiledProjectFiles.templateProperties(kind.name)
                            .get(p.name);
                    if (own != null) {
                        assertEquals(own, value, kind.name + "." + p.name + " from its template");
                        continue;
                    }
                    if (p.type == Prop.Type.BOOL)
                        assertEquals(String.valueOf(p.defFlag), value, kind.name + "." + p.name);
                    else if (p.type == Prop.Type.STRING) assertEquals(p.defText, value, kind.name + "." + p.name);
                    else assertEquals(p.def, Double.parseDouble(value), 0.0, kind.name + "." + p.name);
                }
                seen++;
            }
        }
        assertEquals(EntityTypes.all().size, seen, "objects " + tiled + " wrote");
        assertOnePerKind(loader.loadData(resolved.toString()), resolved);
        assertOnePerKind(loader.loadData(json.toString()), json);
    }

    /**
     * Tiled (the editor itself, headless; 1.8 and the current one) opens the project: a script it runs at start (as
     * an extension) finds the enum and every kind's class, and an object of each kind's class gets the kind's
     * properties with their defaults: in Tiled 1.8 from the project's object types file, in 1.10+ from its classes.
     */
    @Test
    void tiledOpensTheProjectWithEveryClassAndItsDefaults() throws Exception {
        for (TiledCli tiled : TiledCli.all()) {
            opensTheProject(tiled, false);
            // Tiled 1.10+ also imports the 1.8 object types file the project names: without it, the classes alone
            if (tiled.current) opensTheProject(tiled, true);
        }
    }

    private void opensTheProject(TiledCli editor, boolean classesOnly) throws Exception {
        String tag = editor.name.replace(' ', '-') + (classesOnly ? "-classes" : "");
        Path project = dir.resolve("opened-" + tag);
        copyProject(project);
        if (classesOnly) {
            Path file = project.resolve("tiltfall.tiled-project");
            String json = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
            String without = json.replaceFirst("\\s*\"objectTypesFile\": \"objecttypes.xml\",", "");
            assertTrue(without.length() < json.length(), "the project names its object types file");
            Files.write(file, without.getBytes(StandardCharsets.UTF_8));
            Files.delete(project.resolve("objecttypes.xml"));
        }
        // Tiled 1.8 loads a project given on the command line only through its session file
        Files.write(
                project.resolve("tiltfall.tiled-session"),
                "{\"project\": \"tiltfall.tiled-project\"}\n".getBytes(StandardCharsets.UTF_8));
        Path home = dir.resolve("editor-home-" + tag), out = dir.resolve("probe-" + tag + ".txt");
        Path log = dir.resolve("tiled-" + tag + ".log");
        Path extensions = Files.createDirectories(home.resolve("config/tiled/extensions"));
        StringBuilder js = new StringBuilder("var out = new TextFile(")
                .append(jsString(out.toString()))
                .append(", TextFile.WriteOnly);\n")
                .append("function known(t) { try { tiled.propertyValue(t, {}); return 'ok'; }"
                        + " catch (e) { return 'missing'; } }\n")
                .append("out.writeLine('class kind ' + known('kind'));\n")
                .append("out.writeLine('class nosuchkind ' + known('nosuchkind'));\n");
        for (EntityType kind : EntityTypes.all()) {
            js.append("out.writeLine('class ")
                    .append(kind.name)
                    .append(" ' + known('")
                    .append(kind.name)
                    .append("'));\n")
                    .append("var o = new MapObject('probe'); o[('className' in o) ? 'className' : 'type'] = '")
                    .append(kind.name)
                    .append("';\n")
                    .append("out.writeLine('props ")
                    .append(kind.name)
                    .append(" ' + JSON.stringify(o.resolvedProperties()));\n");
        }
        js.append("out.commit();\n");
        Files.write(extensions.resolve("probe.js"), js.toString().getBytes(StandardCharsets.UTF_8));
        // as a designer opens it: the project file given to the editor (Tiled 1.8 reads it through the session)
        Process tiled = editor.start(home, log, "--new-instance", project.resolve("tiltfall.tiled-project"));
        try {
            long end = System.nanoTime() + 120_000_000_000L;
            while (!Files.exists(out) && tiled.isAlive() && System.nanoTime() < end) Thread.sleep(100);
        } finally {
            tiled.destroyForcibly();
            tiled.waitFor(30, TimeUnit.SECONDS);
        }
        assertTrue(
                Files.exists(out),
                editor + " ran the probe: " + new String(Files.readAllBytes(log), StandardCharsets.UTF_8));
        Map<String, String> lines = new HashMap<>();
        for (String line : Files.readAllLines(out, StandardCharsets.UTF_8)) {
            String[] parts = line.split(" ", 3);
            lines.put(parts[0] + " " + parts[1], parts[2]);
        }
        assertEquals("ok", lines.get("class kind"), "the enum of kinds");
        assertEquals("missing", lines.get("class nosuchkind"), "the probe tells a missing class");
        for (EntityType kind : EntityTypes.all()) {
            // Tiled 1.10+ makes property values only of classes usable as properties; the kinds' classes are for
            // objects, so there the resolved properties below are the check (TiledProjectTest checks the classes)
            if (!editor.current)
                assertEquals("ok", lines.get("class " + kind.name), editor + " knows the class " + kind.name);
            JsonValue props = new JsonReader().parse(lines.get("props " + kind.name));
            assertEquals(kind.propertyCount(), props.size, editor + ": " + kind.name + ": " + props);
            for (Prop p : kind.properties()) {
                JsonValue v = props.get(p.name);
                assertNotNull(v, editor + ": " + kind.name + "." + p.name + " in " + props);
                if (p.type == Prop.Type.BOOL) assertEquals(p.defFlag, v.asBoolean(), kind.name + "." + p.name);
                else if (p.type == Prop.Type.STRING) assertEquals(p.defText, v.asString(), kind.name + "." + p.name);
                else assertEquals(p.required ? 0 : p.def, v.asDouble(), 0.0, kind.name + "." + p.name);
            }
        }
    }

    static String jsString(String s) {
        return "'" + s.replace("\\", "\\\\").replace("'", "\\'") + "'";
    }

    static void assertOnePerKind(LevelData level, Path file) {
        for (EntityType kind : EntityTypes.all()) {
            int n = 0;
            for (EntityData e : level.entities) if (e.type.equals(kind.name)) n++;
            assertEquals(1, n, file.getFileName() + ": one " + kind.name);
        }
    }
}
