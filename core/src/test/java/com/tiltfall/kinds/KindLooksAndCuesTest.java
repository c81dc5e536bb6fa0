package com.tiltfall.kinds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.tiltfall.audio.Sfx;
import com.tiltfall.ecs.GameEvents;
import com.tiltfall.ecs.component.BodyComponent;
import com.tiltfall.ecs.component.JointComponent;
import com.tiltfall.ecs.component.LookComponent;
import com.tiltfall.level.EntityData;
import com.tiltfall.level.LevelData;
import com.tiltfall.sim.Levels;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every kind declares how it looks (with art that is in the atlas) and every simulation event has its feedback from
 * exactly one kind; the kinds are the only code that tells kinds apart by name.
 */
class KindLooksAndCuesTest {
    /** Prints the looks table of docs/art.md (scripts/update-entity-docs.sh). */
    public static void main(String[] args) {
        System.out.print(EntityTypes.looksTable());
    }

    private static final Path ATLAS = Paths.get("../assets/art/sprites.atlas");

    /** "name" for a plain region, "name#i" for frame i, read from the atlas file itself. */
    static Set<String> atlasRegions() throws IOException {
        Set<String> out = new HashSet<>();
        String name = null;
        for (String line : Files.readAllLines(ATLAS, StandardCharsets.UTF_8)) {
            if (line.isEmpty() || line.endsWith(".png")) continue;
            if (!Character.isWhitespace(line.charAt(0)) && !line.contains(":")) name = line;
            else if (name != null && line.trim().startsWith("index:")) {
                int index = Integer.parseInt(line.trim().substring(6).trim());
                out.add(index < 0 ? name : name + "#" + index);
            }
        }
        return out;
    }

    /** What is wrong with a look: missing, or naming art the atlas does not hold. */
    static List<String> lookProblems(String who, Look look, Set<String> atlas) {
        List<String> problems = new ArrayList<>();
        if (look == null) {
            problems.add(who + " has no look");
            return problems;
        }
        for (int i = 0; i < look.regions.length; i++) {
            if (i == 0 && look.frames > 0) {
                for (int f = 0; f < look.frames; f++)
                    if (!atlas.contains(look.regions[0] + "#" + f))
                        problems.add(who + ": the atlas has no frame " + f + " of " + look.regions[0]);
            } else if (!atlas.contains(look.regions[i])) {
                problems.add(who + ": the atlas has no " + look.regions[i]);
            }
        }
        if (look.style != Look.NONE && look.regions.length == 0) problems.add(who + " is drawn but names no art");
        return problems;
    }

    static List<String> kindProblems(Iterable<EntityType> kinds) throws IOException {
        Set<String> atlas = atlasRegions();
        List<String> problems = new ArrayList<>();
        for (EntityType t : kinds) problems.addAll(lookProblems(t.name, t.look(), atlas));
        return problems;
    }

    @Test
    void everyKindHasALookWhoseArtIsInTheAtlas() throws IOException {
        assertEquals(List.of(), kindProblems(EntityTypes.all()));
    }

    /** A kind without a look, or with art the atlas lacks, is caught (the check above can fail). */
    @Test
    void aKindWithoutALookOrWithMissingArtIsReported() throws IOException {
        EntityType bare = new TestKind("bare", null);
        EntityType unpacked = new TestKind("unpacked", Look.box("no_such_sprite"));
        EntityType noFrames = new TestKind("noframes", Look.walk("crate", 1f, 1f, 1f, 1f));
        assertEquals(
                List.of(
                        "bare has no look",
                        "unpacked: the atlas has no no_such_sprite",
                        "noframes: the atlas has no frame 0 of crate",
                        "noframes: the atlas has no frame 1 of crate"),
                kindProblems(List.of(bare, unpacked, noFrames)));
    }

    /**
     * Each kind built on its own (default properties, a 2 x 1 m rectangle): every body it makes that collides, and
     * every joint it draws, carries a look whose art is in the atlas; joints are drawn behind bodies.
     */
    @Test
    void everyEntityAKindBuildsCarriesALookWithItsArt() throws IOException {
        Set<String> atlas = atlasRegions();
        for (EntityType t : EntityTypes.all()) {
            if (t == EntityTypes.PLAYER) continue; // the world builds the player (LevelBuilder gives it the hero look)
            LevelData level = Levels.empty(40.0, 20.0);
            EntityData d = Levels.entity(t.name, 20.0, 10.0, 2.0, 1.0);
            level.entities.add(d);
            Engine engine = new Engine();
            t.build(d, level, engine);
            int looks = 0;
            for (Entity e : engine.getEntities()) {
                LookComponent l = e.getComponent(LookComponent.class);
                BodyComponent b = e.getComponent(BodyComponent.class);
                if (b != null && b.shapes.length > 0) assertNotNull(l, t.name + ": a body with colliders and no look");
                if (l == null) continue;
                looks++;
                assertEquals(List.of(), lookProblems(t.name, l.look, atlas));
                if (e.getComponent(JointComponent.class) != null)
                    assertEquals(Look.BEHIND, l.look.layer, t.name + ": a joint's look");
                else assertEquals(Look.BODY, l.look.layer, t.name + ": a body's look");
            }
            if (t.look().style != Look.NONE) assertTrue(looks > 0, t.name + " built nothing drawn");
        }
    }

    /** Every GameEvents constant (found by reflection, not from a list kept by hand) has one kind's cue. */
    @Test
    void everyEventHasFeedbackFromOneKind() throws IllegalAccessException {
        int events = 0;
        for (Field f : GameEvents.class.getFields()) {
            int m = f.getModifiers();
            if (!Modifier.isStatic(m) || f.getType() != int.class || f.getName().equals("CAPACITY")) continue;
            int event = f.getInt(null);
            Cue cue = EntityTypes.cue(event);
            assertNotNull(cue, "GameEvents." + f.getName() + " has no feedback: add a Cue to its kind's cues()");
            assertEquals(event, cue.event, f.getName());
            events++;
        }
        assertEquals(14, events, "GameEvents as of this test (GOAL ... ICE)");
    }

    @Test
    void twoKindsGivingOneEventFeedbackAreRefused() {
        EntityType second = new TestKind("secondcoin", Look.box("crate")) {
            @Override
            public Cue[] cues() {
                return new Cue[] {new Cue(GameEvents.COIN, Sfx.Effect.COIN, null, Cue.COIN)};
            }
        };
        EntityTypes.register(second);
        try {
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> EntityTypes.cue(GameEvents.COIN));
            assertTrue(e.getMessage().contains("coin and secondcoin"), e.getMessage());
        } finally {
            EntityTypes.unregister(second);
        }
        assertEquals(Sfx.Effect.COIN, EntityTypes.cue(GameEvents.COIN).sound);
    }

    /** Outside kinds/, code names a kind through EntityTypes, never by its Tiled class in a string. */
    @Test
    void noStringKindTestsOutsideKinds() throws IOException {
        List<String> found = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> s = Files.walk(Paths.get("src/main/java/com/tiltfall"))) {
            files = s.filter(p -> p.toString().endsWith(".java"))
                    .filter(p -> !p.toString().contains("/kinds/"))
                    .collect(Collectors.toList());
        }
        assertTrue(files.size() > 50, "the sources were found: " + files.size());
        for (Path p : files) {
            String src = new String(Files.readAllBytes(p), StandardCharsets.UTF_8);
            for (EntityType t : EntityTypes.all()) {
                String q = "\"" + t.name + "\"";
                for (String pattern : new String[] {
                    q + ".equals(", ".equals(" + q + ")", "case " + q + ":", "(" + q + ",", "first(" + q + ")"
                }) if (src.contains(pattern)) found.add(p.getFileName() + ": " + pattern);
            }
        }
        assertEquals(List.of(), found);
    }

    @Test
    void artMdHoldsTheLooksTable() throws IOException {
        String doc = new String(Files.readAllBytes(Paths.get("../docs/art.md")), StandardCharsets.UTF_8);
        assertTrue(
                doc.contains(EntityTypes.looksTable()),
                "docs/art.md must hold the looks table as EntityTypes.looksTable() writes it:\n"
                        + EntityTypes.looksTable());
    }

    /** A kind for tests: a rectangle with the given look that builds nothing. */
    static class TestKind extends EntityType {
        private final Look look;

        TestKind(String name, Look look) {
            super(name, RECTANGLE, true, "a test kind");
            this.look = look;
        }

        @Override
        public Look look() {
            return look;
        }

        @Override
        public void build(EntityData d, LevelData level, Engine engine) {}
    }
}
