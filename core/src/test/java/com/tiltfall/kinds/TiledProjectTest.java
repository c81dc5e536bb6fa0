package com.tiltfall.kinds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.utils.JsonReader;
import com.badlogic.gdx.utils.JsonValue;
import com.badlogic.gdx.utils.XmlReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The Tiled project in assets/tiled/ knows every entity kind and property: each file is read back here (as Tiled
 * would read it) and compared with {@link EntityTypes}, so a new kind or property that is missing from the project,
 * the object types or the templates fails, and so do committed files that differ from what
 * {@link TiledProjectFiles} writes (run scripts/update-entity-docs.sh). Real Tiled reading them:
 * {@code TiledProjectInTiledTest}.
 */
class TiledProjectTest {
    static final Path DIR = Paths.get("../assets/tiled");

    static String read(String name) throws IOException {
        return new String(Files.readAllBytes(DIR.resolve(name)), StandardCharsets.UTF_8);
    }

    @Test
    void committedFilesAreWhatTheGeneratorWrites() throws IOException {
        Map<String, String> files = TiledProjectFiles.files();
        for (Map.Entry<String, String> e : files.entrySet()) {
            assertTrue(
                    Files.exists(DIR.resolve(e.getKey())), e.getKey() + " missing: run scripts/update-entity-docs.sh");
            assertEquals(e.getValue(), read(e.getKey()), e.getKey() + " is stale: run scripts/update-entity-docs.sh");
        }
        Set<String> templates = new HashSet<>();
        try (Stream<Path> s = Files.list(DIR.resolve("templates"))) {
            s.forEach(p -> templates.add("templates/" + p.getFileName()));
        }
        for (String t : templates) assertTrue(files.containsKey(t), t + " is no kind's template: delete it");
    }

    @Test
    void projectHasAClassPerKindWithEveryPropertyTypedAndDefaulted() throws IOException {
        JsonValue project = new JsonReader().parse(read("tiltfall.tiled-project"));
        assertEquals("objecttypes.xml", project.getString("objectTypesFile"));
        assertTrue(Files.exists(DIR.resolve(project.getString("objectTypesFile"))));
        JsonValue types = project.get("propertyTypes");
        Set<Integer> ids = new HashSet<>();
        for (JsonValue t : types) assertTrue(ids.add(t.getInt("id")), "property type ids are unique: " + t);
        JsonValue kindEnum = byName(types, "kind");
        assertNotNull(kindEnum, "the enum of kinds");
        assertEquals("enum", kindEnum.getString("type"));
        assertEquals(EntityTypes.all().size, kindEnum.get("values").size, "every kind in the enum");
        int classes = 0;
        for (JsonValue t : types) if (t.getString("type").equals("class")) classes++;
        assertEquals(EntityTypes.all().size, classes, "one class per kind, no more");
        for (EntityType kind : EntityTypes.all()) {
            boolean inEnum = false;
            for (JsonValue v : kindEnum.get("values")) inEnum |= v.asString().equals(kind.name);
            assertTrue(inEnum, kind.name + " in the enum");
            JsonValue c = byName(types, kind.name);
            assertNotNull(c, "class " + kind.name);
            assertEquals("class", c.getString("type"), kind.name);
            assertEquals("object", c.get("useAs").getString(0), kind.name + ": a class for objects");
            assertTrue(c.getString("color").matches("#ff[0-9a-f]{6}"), kind.name + " colour " + c.getString("color"));
            JsonValue members = c.get("members");
            assertEquals(kind.propertyCount(), members.size, kind.name + ": members");
            for (Prop p : kind.properties()) {
                JsonValue m = byName(members, p.name);
                assertNotNull(m, kind.name + "." + p.name);
                assertEquals(p.type.tiled, m.getString("type"), kind.name + "." + p.name + " type");
                JsonValue value = m.get("value");
                switch (p.type) {
                    case FLOAT:
                    case INT:
                        assertTrue(value.isNumber(), kind.name + "." + p.name);
                        assertEquals(p.required ? 0 : p.def, value.asDouble(), 0.0, kind.name + "." + p.name);
                        break;
                    case BOOL:
                        assertEquals(p.defFlag, value.asBoolean(), kind.name + "." + p.name);
                        break;
                    default:
                        assertEquals(p.defText, value.asString(), kind.name + "." + p.name);
                }
            }
        }
    }

    @Test
    void objectTypesListEveryKindWithItsTypedDefaults() throws IOException {
        XmlReader.Element root = new XmlReader().parse(read("objecttypes.xml"));
        assertEquals("objecttypes", root.getName());
        for (EntityType kind : EntityTypes.all()) {
            XmlReader.Element type = null;
            for (XmlReader.Element e : root.getChildrenByName("objecttype"))
                if (e.getAttribute("name").equals(kind.name)) type = e;
            assertNotNull(type, "object type " + kind.name);
            assertEquals(kind.propertyCount(), type.getChildrenByName("property").size, kind.name + ": properties");
            for (Prop p : kind.properties()) {
                XmlReader.Element e = null;
                for (XmlReader.Element x : type.getChildrenByName("property"))
                    if (x.getAttribute("name").equals(p.name)) e = x;
                assertNotNull(e, kind.name + "." + p.name);
                assertEquals(p.type.tiled, e.getAttribute("type"), kind.name + "." + p.name + " type");
                String def = e.getAttribute("default");
                if (p.type == Prop.Type.BOOL) assertEquals(String.valueOf(p.defFlag), def, kind.name + "." + p.name);
                else if (p.type == Prop.Type.STRING) assertEquals(p.defText, def, kind.name + "." + p.name);
                else assertEquals(p.required ? 0 : p.def, Double.parseDouble(def), 0.0, kind.name + "." + p.name);
            }
        }
    }

    @Test
    void everyKindHasATemplateOfItsClassDrawnWithAShapeItAllows() throws IOException {
        for (EntityType kind : EntityTypes.all()) {
            String file = "templates/" + kind.name + ".tx";
            assertTrue(Files.exists(DIR.resolve(file)), file);
            XmlReader.Element object = new XmlReader().parse(read(file)).getChildByName("object");
            assertEquals(kind.name, object.getAttribute("type"), file);
            int shape = object.getChildByName("point") != null
                    ? EntityType.POINT
                    : object.getChildByName("ellipse") != null
                            ? EntityType.ELLIPSE
                            : object.getChildByName("polyline") != null ? EntityType.POLYLINE : EntityType.RECTANGLE;
            assertTrue(
                    (kind.shapes & shape) != 0, file + ": a shape " + kind.name + " allows (" + kind.shapeText() + ")");
            if (shape == EntityType.RECTANGLE || shape == EntityType.ELLIPSE) {
                assertTrue(object.getFloatAttribute("width") > 0 && object.getFloatAttribute("height") > 0, file);
            }
            XmlReader.Element props = object.getChildByName("properties");
            if (props == null) continue;
            for (XmlReader.Element e : props.getChildrenByName("property")) {
                Prop p = kind.property(e.getAttribute("name"));
                assertNotNull(p, file + ": " + e.getAttribute("name") + " is a property of " + kind.name);
                assertEquals(p.type.tiled, e.getAttribute("type"), file + ": " + p.name);
            }
        }
    }

    static JsonValue byName(JsonValue array, String name) {
        for (JsonValue v : array) if (name.equals(v.getString("name", null))) return v;
        return null;
    }
}
