package com.tiltfall.kinds;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Generates the Tiled project in assets/tiled/ from the entity kinds ({@link EntityTypes}), so that Tiled offers every
 * class with its typed properties and defaults: {@code tiltfall.tiled-project} (a custom class per kind and an enum of
 * the kinds, Tiled 1.8 and later), {@code objecttypes.xml} (what Tiled 1.8 lists in an object's Type box, with the
 * default properties; 1.9 and later import it into the project's classes) and {@code templates/<kind>.tx}, one
 * object template per kind. {@code TiledProjectTest} checks that the committed files are what this writes.
 *
 * <p>Run by scripts/update-entity-docs.sh: {@code TiledProjectFiles [folder]} (default assets/tiled).
 */
public final class TiledProjectFiles {
    private TiledProjectFiles() {}

    /** Tiled pixels per metre (square tiles, one tile = one metre). */
    static final int PX = 32;

    /** Path (relative to the project folder) to file text, in a fixed order. */
    public static Map<String, String> files() {
        Map<String, String> files = new LinkedHashMap<>();
        files.put("tiltfall.tiled-project", project());
        files.put("objecttypes.xml", objectTypes());
        for (EntityType t : EntityTypes.all()) files.put("templates/" + t.name + ".tx", template(t));
        return files;
    }

    /** Tiled's project file: the levels folder, the object types file, an enum of the kinds and a class per kind. */
    static String project() {
        StringBuilder sb = new StringBuilder();
        sb.append("{\n");
        sb.append("    \"automappingRulesFile\": \"\",\n");
        sb.append("    \"commands\": [],\n");
        sb.append("    \"extensionsPath\": \"extensions\",\n");
        sb.append("    \"folders\": [\n        \"../levels\",\n        \"templates\"\n    ],\n");
        sb.append("    \"objectTypesFile\": \"objecttypes.xml\",\n");
        sb.append("    \"propertyTypes\": [\n");
        int id = 1;
        sb.append("        {\n            \"id\": ").append(id++).append(",\n");
        sb.append("            \"name\": \"kind\",\n");
        sb.append("            \"storageType\": \"string\",\n");
        sb.append("            \"type\": \"enum\",\n");
        sb.append("            \"values\": [\n");
        int n = EntityTypes.all().size;
        for (int i = 0; i < n; i++) {
            sb.append("                \"")
                    .append(EntityTypes.all().get(i).name)
                    .append('"');
            sb.append(i + 1 < n ? ",\n" : "\n");
        }
        sb.append("            ],\n            \"valuesAsFlags\": false\n        }");
        for (EntityType t : EntityTypes.all()) {
            sb.append(",\n        {\n");
            sb.append("            \"color\": \"#ff")
                    .append(KindStyle.hex(t.name).substring(1))
                    .append("\",\n");
            sb.append("            \"drawFill\": true,\n");
            sb.append("            \"id\": ").append(id++).append(",\n");
            sb.append("            \"members\": [");
            for (int i = 0; i < t.propertyCount(); i++) {
                Prop p = t.property(i);
                sb.append(i == 0 ? "\n" : ",\n");
                sb.append("                {\n");
                sb.append("                    \"name\": \"").append(p.name).append("\",\n");
                sb.append("                    \"type\": \"")
                        .append(p.type.tiled)
                        .append("\",\n");
                sb.append("                    \"value\": ")
                        .append(jsonValue(p))
                        .append('\n');
                sb.append("                }");
            }
            sb.append(t.propertyCount() > 0 ? "\n            ],\n" : "],\n");
            sb.append("            \"name\": \"").append(t.name).append("\",\n");
            sb.append("            \"type\": \"class\",\n");
            sb.append("            \"useAs\": [\n                \"object\"\n            ]\n");
            sb.append("        }");
        }
        sb.append("\n    ]\n}\n");
        return sb.toString();
    }

    /** Tiled 1.8's object types: the kinds with their properties' types and defaults, and the terrain classes. */
    static String objectTypes() {
        StringBuilder sb = new StringBuilder();
        sb.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<objecttypes>\n");
        for (EntityType t : EntityTypes.all()) {
            sb.append(" <objecttype name=\"")
                    .append(t.name)
                    .append("\" color=\"")
                    .append(KindStyle.hex(t.name));
            if (t.propertyCount() == 0) {
                sb.append("\"/>\n");
                continue;
            }
            sb.append("\">\n");
            for (int i = 0; i < t.propertyCount(); i++) {
                Prop p = t.property(i);
                sb.append("  <property name=\"")
                        .append(p.name)
                        .append("\" type=\"")
                        .append(p.type.tiled);
                sb.append("\" default=\"").append(xmlValue(p)).append("\"/>\n");
            }
            sb.append(" </objecttype>\n");
        }
        // the terrain classes (docs/levels.md, "Terrain"), so that Tiled lists them too
        sb.append(" <objecttype name=\"ground\" color=\"#5c6b3a\"/>\n");
        sb.append(" <objecttype name=\"oneway\" color=\"#a8b86a\"/>\n");
        sb.append("</objecttypes>\n");
        return sb.toString();
    }

    /** One object of the kind, drawn with a shape it allows, at a size that works as placed. */
    static String template(EntityType t) {
        StringBuilder sb = new StringBuilder();
        sb.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<template>\n");
        sb.append(" <object name=\"")
                .append(t.name)
                .append("\" type=\"")
                .append(t.name)
                .append('"');
        String shape = templateShape(t);
        double[] size = templateSize(t.name);
        if (shape.equals("rectangle") || shape.equals("ellipse")) {
            sb.append(" width=\"")
                    .append(px(size[0]))
                    .append("\" height=\"")
                    .append(px(size[1]))
                    .append('"');
        }
        sb.append(">\n");
        Map<String, String> props = templateProperties(t.name);
        if (!props.isEmpty()) {
            sb.append("  <properties>\n");
            for (Map.Entry<String, String> e : props.entrySet()) {
                Prop p = t.property(e.getKey());
                sb.append("   <property name=\"")
                        .append(p.name)
                        .append("\" type=\"")
                        .append(p.type.tiled);
                sb.append("\" value=\"").append(e.getValue()).append("\"/>\n");
            }
            sb.append("  </properties>\n");
        }
        if (shape.equals("point")) sb.append("  <point/>\n");
        if (shape.equals("ellipse")) sb.append("  <ellipse/>\n");
        if (shape.equals("polyline"))
            sb.append("  <polyline points=\"0,0 ").append(px(size[0])).append(",0\"/>\n");
        sb.append(" </object>\n</template>\n");
        return sb.toString();
    }

    /** A polyline for a path, an ellipse for the roller and coins, a point for the spawn and gems, else a rectangle. */
    static String templateShape(EntityType t) {
        if ((t.shapes & EntityType.POLYLINE) != 0) return "polyline";
        if ((t.shapes & EntityType.ELLIPSE) != 0 && (t.name.equals("roller") || t.name.equals("coin")))
            return "ellipse";
        if ((t.shapes & EntityType.POINT) != 0) return "point";
        return "rectangle";
    }

    /** Width and height in metres (a path's length); kinds not listed are a 1 m box. */
    static double[] templateSize(String kind) {
        switch (kind) {
            case "goal":
            case "checkpoint":
                return new double[] {1, 2};
            case "coin":
                return new double[] {0.5, 0.5};
            case "platform":
                return new double[] {3, 0.5};
            case "path":
                return new double[] {4, 0};
            case "fallingplatform":
            case "hazard":
                return new double[] {2, 0.5};
            case "walker":
                return new double[] {0.9, 0.8};
            case "roller":
                return new double[] {0.8, 0.8};
            case "bouncepad":
                return new double[] {2, 0.4};
            case "swing":
                return new double[] {3, 0.4};
            case "bridge":
                return new double[] {8, 0.3};
            case "seesaw":
                return new double[] {6, 0.3};
            default:
                return new double[] {1, 1};
        }
    }

    /** Values a kind needs to work as placed: a platform's required period, and a travel to see it move. */
    public static Map<String, String> templateProperties(String kind) {
        Map<String, String> props = new LinkedHashMap<>();
        if (kind.equals("platform")) {
            props.put("period", "4");
            props.put("dx", "3");
        }
        // the door template's object is named "door": a switch and a door placed from their templates work together
        if (kind.equals("footswitch")) props.put("door", "door");
        return props;
    }

    static String px(double metres) {
        double v = metres * PX;
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }

    static String xmlValue(Prop p) {
        switch (p.type) {
            case BOOL:
                return p.defFlag ? "true" : "false";
            case STRING:
                return p.defText;
            default:
                return Prop.num(p.required ? 0 : p.def);
        }
    }

    static String jsonValue(Prop p) {
        return p.type == Prop.Type.STRING ? "\"" + p.defText + "\"" : xmlValue(p);
    }

    public static void main(String[] args) throws IOException {
        Path dir = Paths.get(args.length > 0 ? args[0] : "assets/tiled");
        Map<String, String> files = files();
        for (Map.Entry<String, String> e : files.entrySet()) {
            Path f = dir.resolve(e.getKey());
            Files.createDirectories(f.getParent());
            Files.write(f, e.getValue().getBytes(StandardCharsets.UTF_8));
        }
        System.out.println("wrote " + files.size() + " files into " + dir);
    }
}
