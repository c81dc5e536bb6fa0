package com.tiltfall.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.ashley.core.Component;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.utils.ImmutableArray;
import com.tiltfall.kinds.EntityType;
import com.tiltfall.kinds.EntityTypes;
import com.tiltfall.kinds.Prop;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.physics.dynamics.World;
import com.tiltfall.sim.Levels;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The entity kinds as types: every documented property of every kind changes what is built (its bodies'
 * materials and masses, its components, or how it moves in the first 1.5 s), for several values across its range;
 * and the entities table of docs/levels.md is the one generated from the kinds.
 */
class EntityKindsTest {

    @Test
    void docsTableIsGeneratedFromTheKinds() throws Exception {
        Path docs = Paths.get("..", "docs", "levels.md");
        String text = new String(Files.readAllBytes(docs), StandardCharsets.UTF_8);
        assertTrue(
                text.contains(EntityTypes.markdownTable()),
                "docs/levels.md must contain the table EntityTypes.markdownTable() generates; run\n"
                        + "  EntityKindsTest.main to print it\n" + EntityTypes.markdownTable());
    }

    /** Prints the docs table. */
    public static void main(String[] args) {
        System.out.print(EntityTypes.markdownTable());
    }

    @Test
    void everyKindIsFoundByItsNameAndNamesAreUnique() {
        List<String> seen = new ArrayList<>();
        for (EntityType t : EntityTypes.all()) {
            assertEquals(t, EntityTypes.byName(t.name));
            assertTrue(!seen.contains(t.name), "duplicate " + t.name);
            seen.add(t.name);
        }
        assertEquals(null, EntityTypes.byName("enemy"));
    }

    @Test
    void everyDocumentedPropertyChangesTheBuiltEntity() throws Exception {
        int checked = 0;
        for (EntityType t : EntityTypes.all()) {
            for (int i = 0; i < t.propertyCount(); i++) {
                Prop p = t.property(i);
                if (p.type == Prop.Type.STRING) continue; // the platform's path: pathChangesThePlatformsMotion
                Object[] values = scanValues(t, p);
                String[] prints = new String[values.length];
                for (int v = 0; v < values.length; v++) {
                    prints[v] = fingerprint(level(t, p, values[v]));
                }
                for (int a = 0; a < values.length; a++) {
                    for (int b = a + 1; b < values.length; b++) {
                        assertNotEquals(
                                prints[a],
                                prints[b],
                                t.name + "." + p.name + " = " + values[a] + " and " + values[b]
                                        + " build the same thing: the property is ignored");
                    }
                }
                checked++;
            }
        }
        assertTrue(checked >= 25, "properties checked: " + checked);
    }

    @Test
    void pathChangesThePlatformsMotion() throws Exception {
        LevelData a = level(EntityTypes.PLATFORM, null, null);
        LevelData b = level(EntityTypes.PLATFORM, null, null);
        addPath(b);
        b.entities.get(1).properties.put("path", "route"); // the platform
        assertNotEquals(fingerprint(a), fingerprint(b));
    }

    /** Values across the property's range (the same for every kind, so no value is picked to suit the code). */
    static Object[] scanValues(EntityType t, Prop p) {
        switch (p.type) {
            case BOOL:
                return new Object[] {true, false};
            case INT:
                return new Object[] {(int) p.min, (int) ((p.min + p.max) / 4), (int) p.max};
            default:
                if (p.name.equals("pivot")) return new Object[] {-0.6, 0.1, 0.8}; // inside the 2 m plank
                boolean lowInf = p.min == Double.NEGATIVE_INFINITY, highInf = p.max == Double.POSITIVE_INFINITY;
                if (lowInf && highInf) return new Object[] {-2.0, 1.5, 3.0};
                if (highInf) {
                    double base = Math.max(p.def, 0.25);
                    return new Object[] {p.min + base * 0.5, p.min + base * 1.5, p.min + base * 4.0};
                }
                double lo = p.min, span = p.max - p.min;
                if (span > 20.0) return new Object[] {lo + 0.4, lo + 2.0, lo + 8.0};
                return new Object[] {lo + span * 0.1, lo + span * 0.5, lo + span * 0.9};
        }
    }

    /** Flat ground 0..40 m (top at y = 1) with a 40 degree slope from x = 26, the player at x = 3, the object at x = 20. */
    static LevelData level(EntityType t, Prop p, Object value) {
        LevelData l = Levels.empty(60.0, 30.0);
        l.terrain.add(Levels.box(0.0, 0.0, 40.0, 1.0));
        l.terrain.add(Levels.polygon(26.0, 1.0, 36.0, 1.0, 36.0, 1.0 + 10.0 * Math.tan(Math.toRadians(40.0))));
        l.entities.add(Levels.entity("player", 3.0, 1.5, 0.0, 0.0));
        if (t == EntityTypes.PLAYER) return l;
        double y = t == EntityTypes.SWING ? 6.0 : 3.0;
        EntityData e = Levels.entity(t.name, 20.0, y, 2.0, 0.5);
        if (t == EntityTypes.PLATFORM) {
            e.properties.put("period", 2.0);
            e.properties.put("dx", 3.0);
            if (p != null && (p.name.equals("speed") || p.name.equals("loop"))) {
                addPath(l);
                e.properties.put("path", "route");
            }
        }
        if (t == EntityTypes.CRATE || t == EntityTypes.ROLLER || t == EntityTypes.WALKER) {
            e.x = 30.0; // on the slope: friction, restitution and mass show in how it moves
            e.y = 1.0 + 4.0 * Math.tan(Math.toRadians(40.0)) + 1.2;
            e.width = 1.0;
            e.height = 1.0;
        }
        if (t == EntityTypes.BRIDGE) e.width = 14.0; // room for up to 64 planks of 0.2 m
        if (p != null) e.properties.put(p.name, value);
        l.entities.add(e);
        return l;
    }

    static void addPath(LevelData l) {
        EntityData path = Levels.entity("path", 18.0, 5.0, 0.0, 0.0);
        path.name = "route";
        path.points = new double[] {18.0, 5.0, 21.0, 5.0, 21.0, 8.0};
        l.entities.add(path);
    }

    /** Bodies (type, mass, inertia, materials, pose after 1.5 s) and every component's data fields. */
    static String fingerprint(LevelData level) throws Exception {
        Sim s = new Sim(level);
        s.steps(90);
        World w = s.world.physicsWorld();
        StringBuilder sb = new StringBuilder();
        for (int slot = 0; slot < w.getBodySlotBound(); slot++) {
            int b = w.getBodyInSlot(slot);
            if (b == -1) continue;
            sb.append(slot)
                    .append(':')
                    .append(w.getBodyType(b))
                    .append(' ')
                    .append(w.getMass(b))
                    .append(' ');
            sb.append(w.getInertia(b))
                    .append(' ')
                    .append(w.getX(b))
                    .append(' ')
                    .append(w.getY(b))
                    .append(' ');
            sb.append(w.getAngle(b))
                    .append(' ')
                    .append(w.getVelocityX(b))
                    .append(' ')
                    .append(w.getVelocityY(b));
            for (int c = w.getFirstCollider(b); c != -1; c = w.getNextCollider(c)) {
                sb.append(" [").append(w.getColliderFriction(c)).append(' ').append(w.getColliderRestitution(c));
                sb.append(' ').append(w.getColliderDensity(c)).append(']');
            }
            sb.append('\n');
        }
        ImmutableArray<Entity> all = s.world.engine().getEntities();
        for (int i = 0; i < all.size(); i++) {
            for (Component c : all.get(i).getComponents()) {
                sb.append(c.getClass().getSimpleName()).append('{');
                for (Field f : c.getClass().getFields()) {
                    if (Modifier.isStatic(f.getModifiers())) continue;
                    Object v = f.get(c);
                    if (v instanceof double[]) v = Arrays.toString((double[]) v);
                    else if (v instanceof float[]) v = Arrays.toString((float[]) v);
                    else if (!(v instanceof Number) && !(v instanceof Boolean)) continue;
                    sb.append(f.getName()).append('=').append(v).append(' ');
                }
                sb.append("}\n");
            }
        }
        assertNotNull(s.world.player());
        return sb.toString();
    }
}
